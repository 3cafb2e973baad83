import { Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { DISTRIBUTION_PAYMENT_STATUS, type DistributionPayment } from '@console/contracts';
import {
  ConfirmDialog,
  type DataTableColumn,
  DateText,
  FilterBar,
  formatDecimal,
  OptionBadge,
  PagedTable,
  PageHeader,
  type RowAction,
  toRequestParams,
  useUrlState,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuListTree, LuRotateCw } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { AmountCell } from '../records/components';
import { UserRefCell } from '../records/cells';
import { isFiltered } from '../records/format';
import { useDistributionPayments, useReissuePayment } from './api';
import { runnersPath } from './paths';

const FILTER_DEFAULTS = {
  id: '',
  accountId: '',
  userType: '',
  status: '',
  startTime: '',
  endTime: '',
  paymentStartTime: '',
  paymentEndTime: '',
};
const NUMERIC = ['id', 'accountId', 'userType', 'status'] as (keyof typeof FILTER_DEFAULTS)[];

/** The multi-level distribution bonuses paid to uplines for a period, with the runners they sum. */
export default function DistributionPaymentsPage() {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const url = useUrlState(FILTER_DEFAULTS);
  const list = useDistributionPayments({ pageNum: url.pageNum, pageSize: url.pageSize, ...toRequestParams(url.filters, NUMERIC) });
  const canReissue = useCan('distribution.reissue');
  const reissue = useReissuePayment();
  const [reissuing, setReissuing] = useState<DistributionPayment | null>(null);
  const openRunners = (p: DistributionPayment) =>
    navigate(runnersPath({ accountId: p.accountId, amount: p.distributionBonus, startDate: p.startDate, endDate: p.endDate }, p.code));

  const columns = useMemo<DataTableColumn<DistributionPayment>[]>(
    () => [
      { id: 'id', header: t('records.column.id'), numeric: true, width: '72px' },
      {
        id: 'user',
        header: t('records.column.user'),
        cell: (p) => (
          <Flex direction="column" gap="0.5" align="flex-start">
            <UserRefCell id={p.accountId} contact={p.email} />
            <OptionBadge name="accountType" value={p.userType} size="sm" />
          </Flex>
        ),
      },
      {
        id: 'bonus',
        header: t('distribution.column.bonus'),
        numeric: true,
        cell: (p) => (
          <AmountCell value={p.distributionBonus} unit={p.code} note={t('distribution.hourlyCount', { count: p.hourlyCount })} />
        ),
      },
      { id: 'walletType', header: t('records.column.coin'), cell: (p) => <OptionBadge name="walletType" value={p.walletType} /> },
      {
        id: 'period',
        header: t('distribution.column.period'),
        cell: (p) => (
          <Flex direction="column">
            <DateText value={p.startDate} />
            <Text textStyle="xs" color="fg.muted">
              → <DateText value={p.endDate} />
            </Text>
          </Flex>
        ),
      },
      {
        id: 'status',
        header: t('records.column.status'),
        cell: (p) => (
          <Flex direction="column" gap="0.5" align="flex-start">
            <OptionBadge name="distributionPaymentStatus" value={p.status} />
            {p.status === DISTRIBUTION_PAYMENT_STATUS.failed && p.failureReason ? (
              <Text textStyle="xs" color="fg.error" maxW="56">
                {p.failureReason}
              </Text>
            ) : null}
            {p.reissuedBy ? (
              <Text textStyle="xs" color="fg.muted">
                {t('distribution.reissuedBy', { operator: p.reissuedBy })}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      { id: 'paymentDate', header: t('distribution.column.paid'), cell: (p) => <DateText value={p.paymentDate} /> },
    ],
    [t],
  );

  const actionsFor = (p: DistributionPayment): RowAction[] => [
    { label: t('distribution.action.runners'), icon: <LuListTree />, onClick: () => openRunners(p) },
    {
      label: t('distribution.action.reissue'),
      icon: <LuRotateCw />,
      hidden: !canReissue || p.status !== DISTRIBUTION_PAYMENT_STATUS.failed,
      onClick: () => setReissuing(p),
    },
  ];
  const filtered = isFiltered(url.filters, FILTER_DEFAULTS);

  return (
    <>
      <PageHeader title={t('routes.distributionPayments')} description={t('distribution.description')} />
      <FilterBar
        state={url}
        fields={[
          { type: 'number', name: 'id', label: t('records.filter.id') },
          { type: 'number', name: 'accountId', label: t('records.filter.accountId') },
          { type: 'option', name: 'userType', label: t('distribution.filter.userType'), optionName: 'accountType' },
          { type: 'option', name: 'status', label: t('distribution.filter.status'), optionName: 'distributionPaymentStatus' },
          { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('distribution.filter.period') },
          { type: 'dateRange', startName: 'paymentStartTime', endName: 'paymentEndTime', label: t('distribution.filter.paid') },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={t('routes.distributionPayments')}
        columns={columns}
        getRowId={(p) => p.id}
        onRowClick={openRunners}
        emptyTitle={filtered ? t('distribution.empty.filtered') : t('distribution.empty.none')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : t('distribution.empty.noneHint')}
        rowActions={actionsFor}
      />
      <ConfirmDialog
        open={reissuing !== null}
        title={t('distribution.reissue.title', { id: reissuing?.id ?? '' })}
        message={
          reissuing
            ? t('distribution.reissue.message', {
                id: reissuing.id,
                amount: formatDecimal(reissuing.distributionBonus),
                code: reissuing.code,
                user: reissuing.email ? `#${reissuing.accountId} ${reissuing.email}` : `#${reissuing.accountId}`,
              })
            : ''
        }
        confirmLabel={t('distribution.action.reissue')}
        loading={reissue.isPending}
        onCancel={() => setReissuing(null)}
        onConfirm={() => reissuing && reissue.mutate(reissuing, { onSettled: () => setReissuing(null) })}
      />
    </>
  );
}
