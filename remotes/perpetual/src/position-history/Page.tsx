import { Stack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { PerpetualPositionHistory } from '@console/contracts/schemas/perpetual';
import {
  CoinAmount,
  type DataTableColumn,
  DateText,
  ExportMenu,
  type FilterField,
  ListPage,
  MoneyText,
  OptionBadge,
  PathTabRoute,
  PathTabs,
  useFilterBarList,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { useAreaTranslation } from '../i18n';
import { ComputedPrice, PairSide, ProfitAmount, Quantity, UserCell } from '../lists/cells';
import { usePairFilter } from '../lists/pairs';
import type { PathTab } from '../lists/path-tab';
import { PositionDrawer } from '../position/PositionDrawer';
import { exportPositionHistory, POSITION_HISTORY_PATH, POSITION_HISTORY_TABS, usePositionHistory } from './api';

/** Closed and liquidated positions in tabs: every filter of the API and export. */
export default function PositionHistoryPage() {
  return (
    <PathTabRoute tabs={POSITION_HISTORY_TABS} basePath={POSITION_HISTORY_PATH}>
      {(tab) => <PositionHistoryList tab={tab} />}
    </PathTabRoute>
  );
}

function usePositionHistoryFilters(): FilterField[] {
  const { t } = useAreaTranslation();
  return [
    { type: 'number', name: 'accountId', label: t('positions.filter.user') },
    usePairFilter(t('positions.filter.pair'), t('positions.filter.pairId')),
    { type: 'option', name: 'closeReason', label: t('positionHistory.filter.closeReason'), optionName: 'perpetualCloseReason' },
    { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('positionHistory.filter.closed') },
    { type: 'option', name: 'direction', label: t('positions.filter.direction'), optionName: 'perpetualDirection' },
    { type: 'number', name: 'id', label: t('positions.filter.id') },
    { type: 'option', name: 'fundType', label: t('positions.filter.fundType'), optionName: 'fundType' },
  ];
}

function useColumns(): DataTableColumn<PerpetualPositionHistory>[] {
  const { t } = useAreaTranslation();
  return useMemo(() => {
    const money = (value: string | null, coin: string) => <CoinAmount value={value} code={coin} />;
    const column = (id: string) => t(`positionHistory.column.${id}`);
    return [
      { id: 'id', header: column('id'), numeric: true, width: '88px', pin: 'left' },
      {
        id: 'user',
        header: column('user'),
        width: '170px',
        pin: 'left',
        exportValue: (p) => p.accountId,
        cell: (p) => <UserCell accountId={p.accountId} accountName={p.accountName} />,
      },
      {
        id: 'pair',
        header: column('pair'),
        exportValue: (p) => `${p.tradingPairName} ${p.direction} ${p.leverage}x`,
        cell: (p) => <PairSide pair={p.tradingPairName} direction={p.direction} leverage={p.leverage} />,
      },
      {
        id: 'status',
        header: column('status'),
        exportValue: (p) => p.status,
        cell: (p) => (
          <Stack gap="0.5" align="flex-start">
            <OptionBadge name="perpetualPositionStatus" value={p.status} />
            {p.closeReason ? <OptionBadge name="perpetualCloseReason" value={p.closeReason} /> : null}
          </Stack>
        ),
      },
      {
        id: 'entryPrice',
        header: column('entryPrice'),
        numeric: true,
        exportValue: (p) => p.entryPrice,
        cell: (p) => <MoneyText value={p.entryPrice} />,
      },
      {
        id: 'exitPrice',
        header: column('exitPrice'),
        numeric: true,
        exportValue: (p) => p.exitPrice,
        cell: (p) => (
          <Stack gap="0" align="flex-end">
            <MoneyText value={p.exitPrice} />
            {p.closeTickId !== null ? (
              <Text textStyle="xs" color="fg.muted">
                {t('common.tick.id', { id: p.closeTickId })}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: 'liquidationPrice',
        header: column('liquidationPrice'),
        numeric: true,
        hiddenByDefault: true,
        exportValue: (p) => p.liquidationPrice,
        cell: (p) => <ComputedPrice value={p.liquidationPrice} />,
      },
      {
        id: 'pnl',
        header: column('pnl'),
        numeric: true,
        exportValue: (p) => p.pnl,
        cell: (p) => <ProfitAmount value={p.pnl} coin={p.coin} />,
      },
      { id: 'fee', header: column('fee'), numeric: true, exportValue: (p) => p.fee, cell: (p) => money(p.fee, p.coin) },
      { id: 'margin', header: column('margin'), numeric: true, exportValue: (p) => p.margin, cell: (p) => money(p.margin, p.coin) },
      {
        id: 'maxHeld',
        header: column('maxHeld'),
        numeric: true,
        exportValue: (p) => p.maxHeld,
        cell: (p) => <Quantity value={p.maxHeld} />,
      },
      { id: 'closed', header: column('closed'), numeric: true, exportValue: (p) => p.closed, cell: (p) => <Quantity value={p.closed} /> },
      {
        id: 'settlementStatus',
        header: column('settlementStatus'),
        exportValue: (p) => p.settlementStatus,
        cell: (p) => <OptionBadge name="perpetualSettlementStatus" value={p.settlementStatus} />,
      },
      {
        id: 'fundType',
        header: column('fundType'),
        hiddenByDefault: true,
        exportValue: (p) => p.fundType,
        cell: (p) => <OptionBadge name="fundType" value={p.fundType} />,
      },
      { id: 'userRemark', header: column('userRemark'), hiddenByDefault: true, cell: (p) => p.userRemark ?? '—' },
      { id: 'openedDate', header: column('opened'), dates: true, cell: (p) => <DateText value={p.openedDate} /> },
      { id: 'closedTime', header: column('closedTime'), dates: true, cell: (p) => <DateText value={p.closedTime} /> },
    ];
  }, [t]);
}

function PositionHistoryList({ tab }: { tab: PathTab }) {
  const { t } = useAreaTranslation();
  const { list, fields } = useFilterBarList('perpetualPositionHistory', usePositionHistoryFilters(), tab.fixed, [
    'closeReason',
    'direction',
  ]);
  const positions = usePositionHistory(list.request);
  const canExport = useCan('perpetualPositionHistory.export');
  const columns = useColumns();
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <ListPage
      title={t('routes.positionHistory')}
      description={t('positionHistory.description')}
      tabs={
        <PathTabs
          tabs={POSITION_HISTORY_TABS}
          current={tab.name}
          basePath={POSITION_HISTORY_PATH}
          label={(name) => t(`positionHistory.tab.${name}`)}
        />
      }
      actions={canExport ? <ExportMenu onExport={(format) => exportPositionHistory(list.exportParams, format)} /> : null}
      list={list}
      filters={fields}
      primaryFilters={4}
      query={positions}
      columns={columns}
      getRowId={(p) => p.id}
      onRowClick={(p) => setViewing(p.id)}
      empty={{
        none: t(`positionHistory.empty.${tab.name}`),
        noneHint: t('positionHistory.empty.noneHint'),
        filtered: t('positionHistory.empty.filtered'),
      }}
    >
      <PositionDrawer id={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
