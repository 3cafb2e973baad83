import { Badge, Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { WITHDRAWAL_STATUS, type WithdrawalRecord } from '@console/contracts';
import { ExportMenu, formatDecimal, OptionBadge } from '@console/ui';
import { useMemo } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { yesNoOptions } from '../records/components';
import { RECORD_FILTER_DEFAULTS, RECORD_NUMERIC_FILTERS, type StatusTab } from '../records/format';
import { RecordListLayout, RecordTabRoute, recordColumns, useRecordQuery, useViewing } from '../records/RecordList';
import { ANOMALY_TYPES, useAnomalyText } from './anomalies';
import { exportWithdrawals, useWithdrawalList } from './api';
import { useWithdrawalActions } from './WithdrawalActions';
import { WithdrawalDrawer } from './WithdrawalDrawer';

export const WITHDRAWAL_PATH = '/finance/withdrawal';

/** Review-state tabs: the work to do first (new requests, then those waiting for a second approval). */
export const WITHDRAWAL_TABS: readonly StatusTab[] = [
  { name: 'pending', status: WITHDRAWAL_STATUS.pending },
  { name: 'second-approval', status: WITHDRAWAL_STATUS.firstApproval },
  { name: 'paying-out', status: WITHDRAWAL_STATUS.payingOut },
  { name: 'approved', status: WITHDRAWAL_STATUS.approved },
  { name: 'rejected', status: WITHDRAWAL_STATUS.rejected },
  { name: 'all' },
];

const FILTER_DEFAULTS = { ...RECORD_FILTER_DEFAULTS, withdrawalType: '', isFirstTimeWithdrawal: '', address: '', anomalyType: '' };
const NUMERIC_FILTERS = [...RECORD_NUMERIC_FILTERS, 'withdrawalType', 'isFirstTimeWithdrawal'] as (keyof typeof FILTER_DEFAULTS)[];

/** Withdrawals by review state, with their sums, anomaly flags, four-eyes approvals, automatic payout and corrections. */
export default function WithdrawalsPage() {
  return (
    <RecordTabRoute tabs={WITHDRAWAL_TABS} basePath={WITHDRAWAL_PATH}>
      {(tab) => <WithdrawalList tab={tab} />}
    </RecordTabRoute>
  );
}

function WithdrawalList({ tab }: { tab: StatusTab }) {
  const { t } = useAreaTranslation();
  const anomaly = useAnomalyText();
  const { url, filters, query } = useRecordQuery(FILTER_DEFAULTS, NUMERIC_FILTERS, tab);
  const list = useWithdrawalList(query);
  const viewing = useViewing(list.data?.records);
  const canExport = useCan('withdrawal.export');
  const { actionsFor, dialogs } = useWithdrawalActions(viewing.handlers);
  // The list is read again every few seconds while a payout settles: only a change of filters dims the table.
  const polling = list.data?.records.some((w) => w.status === WITHDRAWAL_STATUS.payingOut) ?? false;
  const shownList = polling ? { ...list, isFetching: list.isFetching && list.isPlaceholderData } : list;

  const columns = useMemo(
    () =>
      recordColumns<WithdrawalRecord>(t, {
        coinNote: (w) => (
          <Text textStyle="xs" color="fg.muted">
            {w.blockChain ?? ''}
          </Text>
        ),
        amountNote: (w) => t('withdrawal.feeNote', { fee: formatDecimal(w.feeAmount) }),
        own: {
          id: 'address',
          header: t('withdrawal.column.address'),
          cell: (w) => (
            <Text fontFamily="mono" textStyle="xs" truncate maxW="40" title={w.address}>
              {w.address}
            </Text>
          ),
        },
        status: (w) => (
          <Flex gap="1" wrap="wrap" maxW="64">
            <OptionBadge name="withdrawalStatus" value={w.status} />
            {w.payout && w.status === WITHDRAWAL_STATUS.payingOut ? (
              <OptionBadge name="payoutStatus" value={w.payout.status} size="sm" />
            ) : null}
            {w.requiredApprovals > 1 && w.status !== WITHDRAWAL_STATUS.rejected ? (
              <Badge colorPalette="blue" variant="outline" size="sm">
                {t('withdrawal.approvalCount', { given: w.approvals.length, required: w.requiredApprovals })}
              </Badge>
            ) : null}
            {w.anomalyTypes.map((type) => (
              <Badge key={type} colorPalette="red" variant="subtle" size="sm" title={anomaly.reason(type)}>
                <LuTriangleAlert /> {anomaly.label(type)}
              </Badge>
            ))}
          </Flex>
        ),
      }),
    [t, anomaly],
  );

  return (
    <RecordListLayout
      area="withdrawal"
      title={t('routes.withdrawals')}
      actions={canExport ? <ExportMenu onExport={(excelType) => exportWithdrawals(filters, excelType)} /> : null}
      tabs={WITHDRAWAL_TABS}
      tab={tab}
      basePath={WITHDRAWAL_PATH}
      url={url}
      areaFilters={[
        { type: 'text', name: 'address', label: t('withdrawal.filter.address') },
        {
          type: 'select',
          name: 'anomalyType',
          label: t('withdrawal.filter.anomalyType'),
          options: ANOMALY_TYPES.map((type) => ({ value: type, label: anomaly.label(type) })),
        },
        { type: 'option', name: 'withdrawalType', label: t('withdrawal.filter.withdrawalType'), optionName: 'withdrawalType' },
        { type: 'select', name: 'isFirstTimeWithdrawal', label: t('withdrawal.filter.isFirstTime'), options: yesNoOptions(t) },
      ]}
      list={shownList}
      sums={(summary) => [
        { label: t('records.summary.feeAmount'), value: summary?.feeAmount },
        { label: t('records.summary.actualAmount'), value: summary?.actualAmount },
      ]}
      columns={columns}
      actionsFor={actionsFor}
      onRowClick={viewing.handlers.onView}
    >
      <WithdrawalDrawer
        withdrawal={viewing.shown}
        actions={viewing.shown ? actionsFor(viewing.shown).slice(1) : []}
        onClose={viewing.close}
      />
      {dialogs}
    </RecordListLayout>
  );
}
