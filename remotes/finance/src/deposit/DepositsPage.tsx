import { Badge, Button, Flex, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { DEPOSIT_STATUS, type DepositRecord } from '@console/contracts';
import { ExportMenu, formatDecimal, OptionBadge } from '@console/ui';
import { useMemo, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { yesNoOptions } from '../records/components';
import { RECORD_FILTER_DEFAULTS, RECORD_NUMERIC_FILTERS, type StatusTab } from '../records/format';
import { RecordListLayout, RecordTabRoute, recordColumns, useRecordQuery, useViewing } from '../records/RecordList';
import { exportDeposits, useDepositList } from './api';
import { useDepositActions } from './DepositActions';
import { DepositDrawer } from './DepositDrawer';
import { OperatorDepositDialog } from './OperatorDepositDialog';

export const DEPOSIT_PATH = '/finance/deposit';

/** Review-state tabs: pending first, since that is the work to do. */
export const DEPOSIT_TABS: readonly StatusTab[] = [
  { name: 'pending', status: DEPOSIT_STATUS.pending },
  { name: 'approved', status: DEPOSIT_STATUS.approved },
  { name: 'rejected', status: DEPOSIT_STATUS.rejected },
  { name: 'all' },
];

const FILTER_DEFAULTS = { ...RECORD_FILTER_DEFAULTS, source: '', isFirstTime: '', operator: '' };
const NUMERIC_FILTERS = [...RECORD_NUMERIC_FILTERS, 'source', 'isFirstTime'] as (keyof typeof FILTER_DEFAULTS)[];

/** Deposits by review state, with their sums, a detail drawer and the review and correction actions. */
export default function DepositsPage() {
  return (
    <RecordTabRoute tabs={DEPOSIT_TABS} basePath={DEPOSIT_PATH}>
      {(tab) => <DepositList tab={tab} />}
    </RecordTabRoute>
  );
}

function DepositList({ tab }: { tab: StatusTab }) {
  const { t } = useAreaTranslation();
  const { url, filters, query } = useRecordQuery(FILTER_DEFAULTS, NUMERIC_FILTERS, tab);
  const list = useDepositList(query);
  const viewing = useViewing(list.data?.records);
  const [depositing, setDepositing] = useState(false);
  const canDeposit = useCan('deposit.operatorDeposit');
  const canExport = useCan('deposit.export');
  const { actionsFor, dialogs } = useDepositActions(viewing.handlers);

  const columns = useMemo(
    () =>
      recordColumns<DepositRecord>(t, {
        coinNote: (d) => <OptionBadge name="walletType" value={d.walletType} size="sm" />,
        amountNote: (d) =>
          formatDecimal(d.bonusAmount) === '0' ? undefined : t('deposit.bonusNote', { bonus: formatDecimal(d.bonusAmount) }),
        own: {
          id: 'source',
          header: t('deposit.column.source'),
          cell: (d) => (
            <Flex direction="column" gap="0.5" align="flex-start">
              <OptionBadge name="depositSource" value={d.source} />
              <Text textStyle="xs" color="fg.muted">
                {d.operator ?? d.blockChain ?? ''}
              </Text>
            </Flex>
          ),
        },
        status: (d) => (
          <Flex gap="1" wrap="wrap">
            <OptionBadge name="depositStatus" value={d.status} />
            {d.isFirstTime === 1 ? (
              <Badge colorPalette="teal" variant="outline" size="sm">
                {t('deposit.firstTime')}
              </Badge>
            ) : null}
          </Flex>
        ),
      }),
    [t],
  );

  return (
    <RecordListLayout
      area="deposit"
      title={t('routes.deposits')}
      actions={
        canExport || canDeposit ? (
          <>
            {canExport ? <ExportMenu onExport={(excelType) => exportDeposits(filters, excelType)} /> : null}
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
      url={url}
      areaFilters={[
        { type: 'option', name: 'source', label: t('deposit.filter.source'), optionName: 'depositSource' },
        {
          type: 'select',
          name: 'isFirstTime',
          label: t('deposit.filter.isFirstTime'),
          options: yesNoOptions(t),
        },
        { type: 'text', name: 'operator', label: t('deposit.filter.operator') },
      ]}
      list={list}
      sums={(summary) => [
        { label: t('records.summary.bonusAmount'), value: summary?.bonusAmount },
        { label: t('records.summary.totalAmount'), value: summary?.totalAmount },
      ]}
      columns={columns}
      actionsFor={actionsFor}
      onRowClick={viewing.handlers.onView}
    >
      <DepositDrawer deposit={viewing.shown} actions={viewing.shown ? actionsFor(viewing.shown).slice(1) : []} onClose={viewing.close} />
      {dialogs}
      <OperatorDepositDialog open={depositing} onClose={() => setDepositing(false)} />
    </RecordListLayout>
  );
}
