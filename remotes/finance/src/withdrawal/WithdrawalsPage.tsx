import { Badge, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { WITHDRAWAL_STATUS, type WithdrawalRecord, type WithdrawalSummary } from '@console/contracts';
import { ExportMenu, OptionBadge } from '@console/ui';
import { useMemo } from 'react';
import { LuTriangleAlert } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { yesNoOptions } from '../records/components';
import type { StatusTab } from '../records/format';
import {
  coinColumn,
  RecordListLayout,
  RecordTabRoute,
  recordColumns,
  type SumMeasure,
  StatusBadges,
  useRecordList,
  useViewing,
} from '../records/RecordList';
import { ANOMALY_TYPES, useAnomalyText } from './anomalies';
import { exportWithdrawals, useWithdrawalList, WITHDRAWAL_TABS, withdrawalsList } from './api';
import { useWithdrawalBulkActions } from './bulk';
import { useWithdrawalActions } from './WithdrawalActions';
import { WithdrawalDrawer } from './WithdrawalDrawer';

export const WITHDRAWAL_PATH = '/finance/withdrawal';

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
  const list = useRecordList(withdrawalsList, tab);
  const withdrawals = useWithdrawalList(list.request);
  const viewing = useViewing(withdrawals.data?.records);
  const bulkActions = useWithdrawalBulkActions();
  const canExport = useCan('withdrawal.export');
  const { actionsFor, dialogs } = useWithdrawalActions(viewing.handlers);
  // The list is read again every few seconds while a payout settles: only a change of filters dims the table.
  const polling = withdrawals.data?.records.some((w) => w.status === WITHDRAWAL_STATUS.payingOut) ?? false;
  const shownList = polling ? { ...withdrawals, isFetching: withdrawals.isFetching && withdrawals.isPlaceholderData } : withdrawals;

  const columns = useMemo(
    () =>
      recordColumns<WithdrawalRecord>(t, {
        amounts: [
          coinColumn('feeAmount', t('withdrawal.column.feeAmount'), (w) => w.feeAmount),
          coinColumn('actualAmount', t('withdrawal.column.actualAmount'), (w) => w.actualAmount),
        ],
        own: [
          { id: 'blockChain', header: t('withdrawal.column.blockChain'), cell: (w) => w.blockChain ?? '' },
          {
            id: 'address',
            header: t('withdrawal.column.address'),
            cell: (w) => (
              <Text fontFamily="mono" textStyle="xs" truncate maxW="40" title={w.address}>
                {w.address}
              </Text>
            ),
          },
        ],
        status: (w) => (
          <StatusBadges>
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
          </StatusBadges>
        ),
      }),
    [t, anomaly],
  );
  const measures = useMemo<SumMeasure<WithdrawalSummary>[]>(
    () => [
      { label: t('records.summary.amount'), value: (s) => s.amount },
      { label: t('records.summary.feeAmount'), value: (s) => s.feeAmount },
      { label: t('records.summary.actualAmount'), value: (s) => s.actualAmount },
      { label: t('records.summary.reportAmount'), unit: 'USDT', value: (s) => s.reportAmount },
      { label: t('records.summary.convertAmount'), unit: 'USDT', value: (s) => s.convertAmount },
    ],
    [t],
  );

  return (
    <RecordListLayout
      area="withdrawal"
      title={t('routes.withdrawals')}
      actions={canExport ? <ExportMenu onExport={(excelType) => exportWithdrawals(list.exportParams, excelType)} /> : null}
      tabs={WITHDRAWAL_TABS}
      tab={tab}
      basePath={WITHDRAWAL_PATH}
      list={list}
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
      query={shownList}
      measures={measures}
      columns={columns}
      actionsFor={actionsFor}
      onRowClick={viewing.handlers.onView}
      bulkActions={bulkActions}
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
