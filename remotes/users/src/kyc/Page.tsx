import { Badge, Flex, Tabs, Text } from '@chakra-ui/react';
import type { Kyc } from '@console/contracts';
import { type DataTableColumn, DateText, ListPage, OptionBadge, useList, useOptions } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuEye, LuTriangleAlert } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { kycList, useKycList } from './api';
import { useKycBulkActions } from './bulk-review';
import { ReviewDrawer } from './ReviewDrawer';

/** Status tabs: pending first, since that is the work to do. */
const STATUS_TABS = ['0', '1', '2', 'all'] as const;

/** The list's request as the API takes it: the status tab as a number, or no status for "All". */
function withStatus(request: Record<string, string | number>): Record<string, string | number> {
  const { status, ...rest } = request;
  return status === 'all' || status === undefined ? rest : { ...rest, status: Number(status) };
}

/**
 * KYC applications by status, with a drawer to look at the documents and approve or reject (then take the
 * next pending one), and approval or rejection of the ticked applications in bulk.
 */
export default function KycListPage() {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const list = useList(kycList.key, kycList.defaults);
  const query = useMemo(() => withStatus(list.request), [list.request]);
  const applications = useKycList(query);
  const bulkActions = useKycBulkActions();
  const [open, setOpen] = useState<Kyc | null>(null);
  const { status, ...filters } = list.filters;
  // What "next pending" follows: the list's filters and sort, whatever the tab.
  const nextFilters = useMemo(() => {
    const { pageNum: _page, pageSize: _size, status: _status, ...rest } = list.request;
    return rest;
  }, [list.request]);

  const columns = useMemo<DataTableColumn<Kyc>[]>(
    () => [
      // Pinned columns keep their width (`minWidth`), so the next pinned one sits where it is placed. Each
      // row is one line high, so a reviewer sees more of the queue.
      { id: 'id', header: t('kyc.column.id'), numeric: true, width: '72px', pin: 'left' },
      {
        id: 'user',
        header: t('kyc.column.user'),
        width: '240px',
        pin: 'left',
        exportValue: (k) => k.account ?? k.userId,
        cell: (k) => (
          <Flex gap="1.5" align="baseline" maxW="216px" whiteSpace="nowrap">
            <Text truncate title={k.account ?? undefined}>
              {k.account ?? '—'}
            </Text>
            <Text textStyle="xs" color="fg.muted" flexShrink={0}>
              #{k.userId}
            </Text>
          </Flex>
        ),
      },
      { id: 'name', header: t('kyc.column.name'), cell: (k) => <Text fontWeight="medium">{k.name}</Text> },
      {
        id: 'idNumber',
        header: t('kyc.column.idNumber'),
        cell: (k) => (
          <Flex gap="1.5" align="center" whiteSpace="nowrap">
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
        exportValue: (k) => [k.country, k.city].filter(Boolean).join(' · '),
        cell: (k) => (
          <Flex gap="1.5" align="baseline" whiteSpace="nowrap">
            <Text>{k.country ?? '—'}</Text>
            {k.city ? (
              <Text textStyle="xs" color="fg.muted">
                {k.city}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      {
        id: 'status',
        header: t('kyc.column.status'),
        exportValue: (k) => options.label('kycReviewType', k.status),
        cell: (k) => <OptionBadge name="kycReviewType" value={k.status} />,
      },
      { id: 'createDate', header: t('kyc.column.submitted'), dates: true, cell: (k) => <DateText value={k.createDate} /> },
      { id: 'reviewDate', header: t('kyc.column.reviewed'), dates: true, cell: (k) => <DateText value={k.reviewDate} /> },
      { id: 'reviewer', header: t('kyc.column.reviewer'), cell: (k) => k.reviewer ?? <Text color="fg.subtle">—</Text> },
    ],
    [t, options],
  );
  const filtered = Object.values(filters).some(Boolean);
  const tabs = (
    <Tabs.Root value={status} onValueChange={(e) => list.url.setFilters({ status: e.value })} variant="line" size="sm" mb="3">
      <Tabs.List>
        {STATUS_TABS.map((tab) => (
          <Tabs.Trigger key={tab} value={tab}>
            {t(`kyc.tab.${tab}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );

  return (
    <ListPage
      title={t('routes.kycList')}
      description={t('kyc.description')}
      tabs={tabs}
      list={list}
      filters={[
        { type: 'text', name: 'account', label: t('kyc.filter.account') },
        { type: 'text', name: 'name', label: t('kyc.filter.name') },
        { type: 'text', name: 'idNumber', label: t('kyc.filter.idNumber') },
        { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('kyc.filter.submitted') },
        { type: 'text', name: 'country', label: t('kyc.filter.country') },
      ]}
      columns={columns}
      query={applications}
      getRowId={(k) => k.id}
      onRowClick={setOpen}
      bulkActions={bulkActions}
      empty={{ filtered: filtered ? t('kyc.empty.filtered') : t(`kyc.empty.${status}`), none: t(`kyc.empty.${status}`) }}
      rowActions={(k) => [
        { label: k.status === 0 ? t('kyc.action.review') : t('kyc.action.view'), icon: <LuEye />, onClick: () => setOpen(k) },
      ]}
    >
      <ReviewDrawer kyc={open} onClose={() => setOpen(null)} onReviewed={setOpen} onOpen={setOpen} nextFilters={nextFilters} />
    </ListPage>
  );
}
