import { Badge, Button } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { DepositRecord, DepositSummary } from '@console/contracts';
import { ExportMenu, OptionBadge } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { yesNoOptions } from '../records/components';
import type { StatusTab } from '../records/format';
import {
  BadgeWithNote,
  coinColumn,
  RecordListLayout,
  RecordTabRoute,
  recordColumns,
  type SumMeasure,
  StatusBadges,
  useRecordList,
  useViewing,
} from '../records/RecordList';
import { DEPOSIT_TABS, depositsList, exportDeposits, useDepositList } from './api';
import { useDepositBulkActions } from './bulk';
import { useDepositActions } from './DepositActions';
import { DepositDrawer } from './DepositDrawer';
import { OperatorDepositDialog } from './OperatorDepositDialog';

export const DEPOSIT_PATH = '/finance/deposit';

/** Deposits by review state, with their sums per coin, a detail drawer, the review and correction actions, and bulk review. */
export default function DepositsPage() {
  return (
    <RecordTabRoute tabs={DEPOSIT_TABS} basePath={DEPOSIT_PATH}>
      {(tab) => <DepositList tab={tab} />}
    </RecordTabRoute>
  );
}

function DepositList({ tab }: { tab: StatusTab }) {
  const { t } = useAreaTranslation();
  const list = useRecordList(depositsList, tab);
  const deposits = useDepositList(list.request);
  const viewing = useViewing(deposits.data?.records);
  const [depositing, setDepositing] = useState(false);
  const canDeposit = useCan('deposit.operatorDeposit');
  const canExport = useCan('deposit.export');
  const { actionsFor, dialogs } = useDepositActions(viewing.handlers);
  const bulkActions = useDepositBulkActions();

  const columns = useMemo(
    () =>
      recordColumns<DepositRecord>(t, {
        amounts: [
          coinColumn('bonusAmount', t('deposit.column.bonusAmount'), (d) => d.bonusAmount),
          coinColumn('totalAmount', t('deposit.column.totalAmount'), (d) => d.totalAmount),
        ],
        own: [
          {
            id: 'source',
            header: t('deposit.column.source'),
            cell: (d) => (
              <BadgeWithNote badge={<OptionBadge name="depositSource" value={d.source} size="sm" />} note={d.operator ?? d.blockChain} />
            ),
          },
        ],
        status: (d) => (
          <StatusBadges>
            <OptionBadge name="depositStatus" value={d.status} />
            {d.isFirstTime === 1 ? (
              <Badge colorPalette="teal" variant="outline" size="sm">
                {t('deposit.firstTime')}
              </Badge>
            ) : null}
          </StatusBadges>
        ),
      }),
    [t],
  );
  const measures = useMemo<SumMeasure<DepositSummary>[]>(
    () => [
      { label: t('records.summary.amount'), value: (s) => s.amount },
      { label: t('records.summary.bonusAmount'), value: (s) => s.bonusAmount },
      { label: t('records.summary.totalAmount'), value: (s) => s.totalAmount },
      { label: t('records.summary.reportAmount'), unit: 'USDT', value: (s) => s.reportAmount },
      { label: t('records.summary.convertAmount'), unit: 'USDT', value: (s) => s.convertAmount },
    ],
    [t],
  );

  return (
    <RecordListLayout
      area="deposit"
      title={t('routes.deposits')}
      actions={
        canExport || canDeposit ? (
          <>
            {canExport ? <ExportMenu onExport={(excelType) => exportDeposits(list.exportParams, excelType)} /> : null}
            {canDeposit ? (
              <Button colorPalette="brand" size="sm" onClick={() => setDepositing(true)}>
                <LuPlus /> {t('deposit.action.operatorDeposit')}
              </Button>
            ) : null}
          </>
        ) : null
      }
      tabs={DEPOSIT_TABS}
      tab={tab}
      basePath={DEPOSIT_PATH}
      list={list}
      areaFilters={[
        { type: 'option', name: 'source', label: t('deposit.filter.source'), optionName: 'depositSource' },
        { type: 'select', name: 'isFirstTime', label: t('deposit.filter.isFirstTime'), options: yesNoOptions(t) },
        { type: 'text', name: 'operator', label: t('deposit.filter.operator') },
      ]}
      query={deposits}
      measures={measures}
      columns={columns}
      actionsFor={actionsFor}
      onRowClick={viewing.handlers.onView}
      bulkActions={bulkActions}
    >
      <DepositDrawer deposit={viewing.shown} actions={viewing.shown ? actionsFor(viewing.shown).slice(1) : []} onClose={viewing.close} />
      {dialogs}
      <OperatorDepositDialog open={depositing} onClose={() => setDepositing(false)} />
    </RecordListLayout>
  );
}
