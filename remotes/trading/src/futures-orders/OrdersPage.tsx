import { Flex, Text } from '@chakra-ui/react';
import { useCan, useCurrencies } from '@console/client';
import type { FuturesOrder, FuturesOrderPage } from '@console/contracts/schemas/trading-futures';
import {
  CoinAmount,
  type CoinSumMeasure,
  CoinSumsPanel,
  type DataTableColumn,
  DateText,
  ExportMenu,
  type FilterField,
  ListPage,
  OptionBadge,
  type RowAction,
} from '@console/ui';
import { useMemo, useState } from 'react';
import { LuEye, LuPencil } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { useFilterBarList } from '@console/ui';
import { PathTabRoute, PathTabs } from '@console/ui';
import type { PathTab } from '../lists/path-tab';
import { usePairFilter } from '../rounds/api';
import { PriceTick } from '../rounds/parts';
import { canBeFixed, exportFuturesOrders, ORDER_TABS, ORDERS_PATH, useFuturesOrders } from './api';
import { FixFilledAmountDialog } from './FixDialog';
import { OrderDrawer } from './OrderDrawer';

/** Futures orders by status in tabs: every filter of the API, the sums per coin, a detail drawer, the fill correction and export. */
export default function FuturesOrdersPage() {
  return (
    <PathTabRoute tabs={ORDER_TABS} basePath={ORDERS_PATH}>
      {(tab) => <FuturesOrderList tab={tab} />}
    </PathTabRoute>
  );
}

/** The filters, most used first (the first four in the filter row, the rest behind "More filters"). */
function useOrderFilters(): FilterField[] {
  const { t } = useAreaTranslation();
  const coins = useCurrencies();
  const yesNo = [
    { value: '1', label: t('futuresOrders.yes') },
    { value: '0', label: t('futuresOrders.no') },
  ];
  return [
    { type: 'number', name: 'accountId', label: t('futuresOrders.filter.user') },
    { type: 'number', name: 'runnerId', label: t('futuresOrders.filter.round') },
    usePairFilter(t('futuresOrders.filter.pair'), t('futuresOrders.filter.pairId')),
    { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('futuresOrders.filter.ordered') },
    { type: 'number', name: 'id', label: t('futuresOrders.filter.id') },
    { type: 'text', name: 'email', label: t('futuresOrders.filter.email') },
    { type: 'option', name: 'direction', label: t('futuresOrders.filter.direction'), optionName: 'futuresDirection' },
    { type: 'option', name: 'result', label: t('futuresOrders.filter.result'), optionName: 'futuresOrderResult' },
    {
      type: 'select',
      name: 'coinId',
      label: t('futuresOrders.filter.coin'),
      options: coins.map((c) => ({ value: String(c.id), label: c.code })),
    },
    { type: 'number', name: 'gameplayId', label: t('futuresOrders.filter.gameplay') },
    { type: 'text', name: 'minAmount', label: t('futuresOrders.filter.minAmount') },
    { type: 'text', name: 'maxAmount', label: t('futuresOrders.filter.maxAmount') },
    { type: 'dateRange', startName: 'settleStartTime', endName: 'settleEndTime', label: t('futuresOrders.filter.settled') },
    { type: 'number', name: 'agentId', label: t('futuresOrders.filter.agent') },
    { type: 'number', name: 'parentUserId', label: t('futuresOrders.filter.parent') },
    { type: 'select', name: 'isSales', label: t('futuresOrders.filter.isSales'), options: yesNo },
    { type: 'select', name: 'isDemo', label: t('futuresOrders.filter.isDemo'), options: yesNo },
    { type: 'option', name: 'fundType', label: t('futuresOrders.filter.fundType'), optionName: 'fundType' },
    { type: 'text', name: 'shareId', label: t('futuresOrders.filter.shareId') },
    { type: 'text', name: 'followCode', label: t('futuresOrders.filter.followCode') },
    { type: 'text', name: 'ip', label: t('futuresOrders.filter.ip') },
  ];
}

function FuturesOrderList({ tab }: { tab: PathTab }) {
  const { t } = useAreaTranslation();
  // Directions and results are words, sent as typed; ids, flags and the fund type as numbers.
  const { list, fields } = useFilterBarList('futureOrders', useOrderFilters(), tab.fixed, ['direction', 'result']);
  const orders = useFuturesOrders(list.request);
  const canExport = useCan('futureOrders.export');
  const canFix = useCan('futureOrders.fixFilledAmount');
  const [viewing, setViewing] = useState<number | null>(null);
  const [fixing, setFixing] = useState<FuturesOrder | null>(null);

  const columns = useMemo<DataTableColumn<FuturesOrder>[]>(
    () => [
      { id: 'id', header: t('futuresOrders.column.id'), numeric: true, width: '96px', pin: 'left' },
      {
        id: 'user',
        header: t('futuresOrders.column.user'),
        width: '190px',
        pin: 'left',
        exportValue: (o) => o.accountId,
        cell: (o) => (
          <Flex direction="column" minW="0">
            <Text>{t('futuresOrders.userId', { id: o.accountId })}</Text>
            {(o.email ?? o.mobileNumber) ? (
              <Text textStyle="xs" color="fg.muted" truncate>
                {o.email ?? o.mobileNumber}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      {
        id: 'pair',
        header: t('futuresOrders.column.pair'),
        exportValue: (o) => `${o.tradingPairCode} ${o.gameplayName}`,
        cell: (o) => (
          <Flex direction="column" minW="0">
            <Text truncate>{o.tradingPairCode}</Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {o.gameplayName}
            </Text>
          </Flex>
        ),
      },
      { id: 'runnerId', header: t('futuresOrders.column.round'), numeric: true, cell: (o) => `#${o.runnerId}` },
      {
        id: 'direction',
        header: t('futuresOrders.column.direction'),
        exportValue: (o) => o.direction,
        cell: (o) => <OptionBadge name="futuresDirection" value={o.direction} />,
      },
      {
        id: 'amount',
        header: t('futuresOrders.column.amount'),
        numeric: true,
        exportValue: (o) => o.amount,
        cell: (o) => <CoinAmount value={o.amount} code={o.coin} />,
      },
      {
        id: 'filledAmount',
        header: t('futuresOrders.column.filledAmount'),
        numeric: true,
        exportValue: (o) => o.filledAmount,
        cell: (o) => <CoinAmount value={o.filledAmount} code={o.coin} />,
      },
      {
        id: 'orderPrice',
        header: t('futuresOrders.column.orderPrice'),
        numeric: true,
        exportValue: (o) => o.orderPrice,
        cell: (o) => <PriceTick price={o.orderPrice} tickId={null} />,
      },
      {
        id: 'settlePrice',
        header: t('futuresOrders.column.settlePrice'),
        numeric: true,
        exportValue: (o) => o.settlePrice,
        cell: (o) => <PriceTick price={o.settlePrice} tickId={null} />,
      },
      {
        id: 'result',
        header: t('futuresOrders.column.result'),
        exportValue: (o) => o.result,
        cell: (o) => <OptionBadge name="futuresOrderResult" value={o.result} />,
      },
      {
        id: 'payout',
        header: t('futuresOrders.column.payout'),
        numeric: true,
        exportValue: (o) => o.payout,
        cell: (o) => <CoinAmount value={o.payout} code={o.coin} fontWeight="medium" />,
      },
      {
        id: 'tax',
        header: t('futuresOrders.column.tax'),
        numeric: true,
        hiddenByDefault: true,
        exportValue: (o) => o.tax,
        cell: (o) => <CoinAmount value={o.tax} code={o.coin} />,
      },
      {
        id: 'rebate',
        header: t('futuresOrders.column.rebate'),
        numeric: true,
        hiddenByDefault: true,
        exportValue: (o) => o.rebate,
        cell: (o) => <CoinAmount value={o.rebate} code={o.coin} />,
      },
      {
        id: 'leaderFee',
        header: t('futuresOrders.column.leaderFee'),
        numeric: true,
        hiddenByDefault: true,
        exportValue: (o) => o.leaderFee,
        cell: (o) => <CoinAmount value={o.leaderFee} code={o.coin} />,
      },
      {
        id: 'fundType',
        header: t('futuresOrders.column.fundType'),
        hiddenByDefault: true,
        exportValue: (o) => o.fundType,
        cell: (o) => <OptionBadge name="fundType" value={o.fundType} />,
      },
      { id: 'ip', header: t('futuresOrders.column.ip'), hiddenByDefault: true, cell: (o) => o.ip ?? '—' },
      { id: 'orderDate', header: t('futuresOrders.column.ordered'), dates: true, cell: (o) => <DateText value={o.orderDate} /> },
      {
        id: 'settleDate',
        header: t('futuresOrders.column.settled'),
        dates: true,
        cell: (o) => <DateText value={o.settleDate ?? o.voidDate} />,
      },
    ],
    [t],
  );
  const measures = useMemo<CoinSumMeasure[]>(
    () => [
      { label: t('futuresOrders.column.amount') },
      { label: t('futuresOrders.column.filledAmount') },
      { label: t('futuresOrders.column.payout') },
      { label: t('futuresOrders.column.tax') },
      { label: t('futuresOrders.column.rebate') },
      { label: t('futuresOrders.column.leaderFee') },
    ],
    [t],
  );
  const summary = (orders.data as FuturesOrderPage | undefined)?.summary;

  const actionsFor = (o: FuturesOrder): RowAction[] => [
    { label: t('futuresOrders.action.view'), icon: <LuEye />, onClick: () => setViewing(o.id) },
    { label: t('futuresOrders.action.fix'), icon: <LuPencil />, hidden: !canFix || !canBeFixed(o), onClick: () => setFixing(o) },
  ];

  return (
    <ListPage
      title={t('routes.futuresOrders')}
      description={t('futuresOrders.description')}
      tabs={<PathTabs tabs={ORDER_TABS} current={tab.name} basePath={ORDERS_PATH} label={(name) => t(`futuresOrders.tab.${name}`)} />}
      actions={canExport ? <ExportMenu onExport={(format) => exportFuturesOrders(list.exportParams, format)} /> : null}
      list={list}
      filters={fields}
      primaryFilters={4}
      query={orders}
      columns={columns}
      getRowId={(o) => o.id}
      onRowClick={(o) => setViewing(o.id)}
      rowActions={actionsFor}
      summary={
        <CoinSumsPanel
          list={list.key}
          measures={measures}
          loading={orders.isFetching}
          lines={
            orders.error && !summary
              ? []
              : summary?.map((s) => ({
                  code: s.code,
                  count: s.count,
                  values: [s.amount, s.filledAmount, s.payout, s.tax, s.rebate, s.leaderFee],
                }))
          }
        />
      }
      empty={{
        none: t(`futuresOrders.empty.${tab.name}`),
        noneHint: t('futuresOrders.empty.noneHint'),
        filtered: t('futuresOrders.empty.filtered'),
      }}
    >
      <OrderDrawer id={viewing} onClose={() => setViewing(null)} onFix={canFix ? setFixing : undefined} />
      <FixFilledAmountDialog order={fixing} onClose={() => setFixing(null)} />
    </ListPage>
  );
}
