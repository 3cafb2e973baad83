import { Badge, Flex, Tabs, Text } from '@chakra-ui/react';
import type { Kyc } from '@console/contracts';
import { type DataTableColumn, DateText, FilterBar, OptionBadge, PagedTable, PageHeader, toRequestParams, useUrlState } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuEye, LuTriangleAlert } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useKycList } from './api';
import { ReviewDrawer } from './ReviewDrawer';

/** Status tabs: pending first, since that is the work to do. */
const STATUS_TABS = ['0', '1', '2', 'all'] as const;
const FILTER_DEFAULTS = { status: '0', account: '', name: '', idNumber: '', country: '', startTime: '', endTime: '' };

/** KYC applications by status, with a drawer to look at the documents and approve or reject. */
export default function KycListPage() {
  const { t } = useAreaTranslation();
  const url = useUrlState(FILTER_DEFAULTS);
  const { status, ...filters } = url.filters;
  const query = {
    pageNum: url.pageNum,
    pageSize: url.pageSize,
    ...toRequestParams(filters),
    ...(status === 'all' ? {} : { status: Number(status) }),
  };
  const list = useKycList(query);
  const [open, setOpen] = useState<Kyc | null>(null);

  const columns = useMemo<DataTableColumn<Kyc>[]>(
    () => [
      { id: 'id', header: t('kyc.column.id'), numeric: true, width: '72px' },
      {
        id: 'user',
        header: t('kyc.column.user'),
        cell: (k) => (
          <Flex direction="column">
            <Text>{k.account ?? '—'}</Text>
            <Text textStyle="xs" color="fg.muted">
              {t('kyc.userId', { id: k.userId })}
            </Text>
          </Flex>
        ),
      },
      { id: 'name', header: t('kyc.column.name'), cell: (k) => <Text fontWeight="medium">{k.name}</Text> },
      {
        id: 'idNumber',
        header: t('kyc.column.idNumber'),
        cell: (k) => (
          <Flex direction="column" align="flex-start" gap="0.5">
            <Text fontFamily="mono" textStyle="sm">
              {k.idNumber}
            </Text>
            {k.idNumberCount > 1 ? (
              <Badge colorPalette="orange" size="sm">
                <LuTriangleAlert /> {t('kyc.idNumberShared', { count: k.idNumberCount })}
              </Badge>
            ) : null}
          </Flex>
        ),
      },
      {
        id: 'country',
        header: t('kyc.column.country'),
        cell: (k) => (
          <Flex direction="column">
            <Text>{k.country ?? '—'}</Text>
            {k.city ? (
              <Text textStyle="xs" color="fg.muted">
                {k.city}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      { id: 'status', header: t('kyc.column.status'), cell: (k) => <OptionBadge name="kycReviewType" value={k.status} /> },
      { id: 'createDate', header: t('kyc.column.submitted'), cell: (k) => <DateText value={k.createDate} /> },
      {
        id: 'reviewDate',
        header: t('kyc.column.reviewed'),
        cell: (k) =>
          k.reviewDate ? (
            <Flex direction="column">
              <DateText value={k.reviewDate} />
              <Text textStyle="xs" color="fg.muted">
                {k.reviewer}
              </Text>
            </Flex>
          ) : (
            <Text color="fg.subtle">—</Text>
          ),
      },
    ],
    [t],
  );
  const filtered = Object.entries(filters).some(([, v]) => Boolean(v));

  return (
    <>
      <PageHeader title={t('routes.kycList')} description={t('kyc.description')} />
      <Tabs.Root value={status} onValueChange={(e) => url.setFilters({ status: e.value })} variant="line" mb="3">
        <Tabs.List>
          {STATUS_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(`kyc.tab.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <FilterBar
        state={url}
        fields={[
          { type: 'text', name: 'account', label: t('kyc.filter.account') },
          { type: 'text', name: 'name', label: t('kyc.filter.name') },
          { type: 'text', name: 'idNumber', label: t('kyc.filter.idNumber') },
          { type: 'text', name: 'country', label: t('kyc.filter.country') },
          { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('kyc.filter.submitted') },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.kycList')}
        columns={columns}
        getRowId={(k) => k.id}
        onRowClick={setOpen}
        emptyTitle={filtered ? t('kyc.empty.filtered') : t(`kyc.empty.${status}`)}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : ''}
        rowActions={(k) => [
          { label: k.status === 0 ? t('kyc.action.review') : t('kyc.action.view'), icon: <LuEye />, onClick: () => setOpen(k) },
        ]}
      />
      <ReviewDrawer kyc={open} onClose={() => setOpen(null)} onReviewed={setOpen} />
    </>
  );
}
