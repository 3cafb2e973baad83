import { Stack, Text } from '@chakra-ui/react';
import type { PerpetualOrder } from '@console/contracts/schemas/perpetual';
import { CoinAmount, type DataTableColumn, DateText, MoneyText, OptionBadge } from '@console/ui';
import type { TFunction } from 'i18next';
import { PairSide, ProfitAmount, Quantity, UserCell } from '../lists/cells';

/** An order's trigger: the condition and stop price of a stop order or strategy ("Price falls to 61,000"). */
export function OrderTrigger({ order }: { order: Pick<PerpetualOrder, 'stopPrice' | 'triggerConditions'> }) {
  if (order.stopPrice === null) return <MoneyText value={null} />;
  return (
    <Stack gap="0.5" align="flex-end">
      <OptionBadge name="perpetualTriggerCondition" value={order.triggerConditions} />
      <MoneyText value={order.stopPrice} />
    </Stack>
  );
}

/**
 * The columns of a perpetual order, every field of the spec: the open orders and the order history show them
 * (the history adds what an order became: executed price and quantity, realised profit, status and settlement).
 */
export function orderColumns(t: TFunction, history: boolean): DataTableColumn<PerpetualOrder>[] {
  const money = (value: string | null, coin: string) => <CoinAmount value={value} code={coin} />;
  const columns: (DataTableColumn<PerpetualOrder> | false)[] = [
    { id: 'id', header: t('orders.column.id'), numeric: true, width: '96px', pin: 'left' },
    {
      id: 'user',
      header: t('orders.column.user'),
      width: '170px',
      pin: 'left',
      exportValue: (o) => o.accountId,
      cell: (o) => <UserCell accountId={o.accountId} accountName={o.accountName} />,
    },
    {
      id: 'pair',
      header: t('orders.column.pair'),
      exportValue: (o) => `${o.tradingPairName} ${o.direction} ${o.leverage}x`,
      cell: (o) => <PairSide pair={o.tradingPairName} direction={o.direction} leverage={o.leverage} />,
    },
    {
      id: 'category',
      header: t('orders.column.category'),
      exportValue: (o) => o.category,
      cell: (o) => (
        <Stack gap="0.5" align="flex-start">
          <OptionBadge name="perpetualOrderCategory" value={o.category} />
          {o.closePosition === 1 || o.reduceOnly === 1 ? (
            <Text textStyle="xs" color="fg.muted">
              {o.closePosition === 1 ? t('orders.closes') : t('orders.reduceOnly')}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'price',
      header: t('orders.column.price'),
      numeric: true,
      exportValue: (o) => o.price,
      cell: (o) => <MoneyText value={o.price} />,
    },
    {
      id: 'trigger',
      header: t('orders.column.trigger'),
      numeric: true,
      exportValue: (o) => o.stopPrice,
      cell: (o) => <OrderTrigger order={o} />,
    },
    {
      id: 'quantity',
      header: t('orders.column.quantity'),
      numeric: true,
      exportValue: (o) => o.quantity,
      cell: (o) => (
        <Stack gap="0" align="flex-end">
          <Quantity value={o.quantity} unitId={o.amountUnitId} />
          <Text textStyle="xs" color="fg.muted">
            {t('orders.executed', { quantity: o.executedQuantity })}
          </Text>
        </Stack>
      ),
    },
    history && {
      id: 'executedPrice',
      header: t('orders.column.executedPrice'),
      numeric: true,
      exportValue: (o) => o.executedPrice,
      cell: (o) => (
        <Stack gap="0" align="flex-end">
          <MoneyText value={o.executedPrice} />
          {o.tickId !== null ? (
            <Text textStyle="xs" color="fg.muted">
              {t('common.tick.id', { id: o.tickId })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'margin', header: t('orders.column.margin'), numeric: true, exportValue: (o) => o.margin, cell: (o) => money(o.margin, o.coin) },
    { id: 'fee', header: t('orders.column.fee'), numeric: true, exportValue: (o) => o.fee, cell: (o) => money(o.fee, o.coin) },
    history && {
      id: 'pnl',
      header: t('orders.column.pnl'),
      numeric: true,
      exportValue: (o) => o.pnl,
      cell: (o) => <ProfitAmount value={o.pnl} coin={o.coin} />,
    },
    {
      id: 'status',
      header: t('orders.column.status'),
      exportValue: (o) => o.status,
      cell: (o) => (
        <Stack gap="0.5" align="flex-start">
          <OptionBadge name="perpetualOrderStatus" value={o.status} />
          {history ? <OptionBadge name="perpetualSettlementStatus" value={o.settlementStatus} /> : null}
        </Stack>
      ),
    },
    history && {
      id: 'closeReason',
      header: t('orders.column.closeReason'),
      exportValue: (o) => o.closeReason,
      cell: (o) => (o.closeReason ? <OptionBadge name="perpetualCloseReason" value={o.closeReason} /> : '—'),
    },
    {
      id: 'strategyId',
      header: t('orders.column.strategy'),
      numeric: true,
      hiddenByDefault: !history,
      exportValue: (o) => o.strategyId,
      cell: (o) => (o.strategyId ? `#${o.strategyId}` : '—'),
    },
    {
      id: 'positionId',
      header: t('orders.column.position'),
      numeric: true,
      hiddenByDefault: true,
      cell: (o) => (o.positionId ? `#${o.positionId}` : '—'),
    },
    {
      id: 'fundType',
      header: t('orders.column.fundType'),
      hiddenByDefault: true,
      exportValue: (o) => o.fundType,
      cell: (o) => <OptionBadge name="fundType" value={o.fundType} />,
    },
    { id: 'userRemark', header: t('orders.column.userRemark'), hiddenByDefault: true, cell: (o) => o.userRemark ?? '—' },
    history && { id: 'operator', header: t('orders.column.operator'), hiddenByDefault: true, cell: (o) => o.operator ?? '—' },
    { id: 'openedDate', header: t('orders.column.opened'), dates: true, cell: (o) => <DateText value={o.openedDate} /> },
    history && {
      id: 'executedDate',
      header: t('orders.column.ended'),
      dates: true,
      cell: (o) => <DateText value={o.executedDate ?? o.cancelledDate} />,
    },
  ];
  return columns.filter((c): c is DataTableColumn<PerpetualOrder> => c !== false);
}
