import { CoinAmount, type DataTableColumn, DateText, OptionBadge } from '@console/ui';
import type { TFunction } from 'i18next';
import { AccountCell, OrderState, PairGameplay } from '../lists/cells';
import type { FollowingOrder } from '@console/contracts/schemas/copy-trading';

/** The columns of the following orders: the copy and its follower pinned left, the leading order it copies beside. */
export function followingOrderColumns(t: TFunction): DataTableColumn<FollowingOrder>[] {
  return [
    { id: 'id', header: t('followingOrders.column.id'), numeric: true, width: '96px', pin: 'left' },
    {
      id: 'follower',
      header: t('followingOrders.column.follower'),
      width: '190px',
      pin: 'left',
      exportValue: (o) => o.accountId,
      cell: (o) => <AccountCell accountId={o.accountId} account={o.email} />,
    },
    { id: 'leaderOrderId', header: t('followingOrders.column.leaderOrder'), numeric: true, cell: (o) => `#${o.leaderOrderId}` },
    {
      id: 'pair',
      header: t('followingOrders.column.pair'),
      exportValue: (o) => `${o.tradingPairCode} ${o.gameplayName}`,
      cell: (o) => <PairGameplay pair={o.tradingPairCode} gameplay={o.gameplayName} />,
    },
    { id: 'runnerId', header: t('followingOrders.column.round'), numeric: true, cell: (o) => `#${o.runnerId}` },
    {
      id: 'direction',
      header: t('followingOrders.column.direction'),
      exportValue: (o) => o.direction,
      cell: (o) => <OptionBadge name="futuresDirection" value={o.direction} />,
    },
    {
      id: 'amount',
      header: t('followingOrders.column.amount'),
      numeric: true,
      exportValue: (o) => o.amount,
      cell: (o) => <CoinAmount value={o.amount} code={o.coin} />,
    },
    {
      id: 'status',
      header: t('followingOrders.column.status'),
      exportValue: (o) => o.result ?? o.status,
      cell: (o) => <OrderState status={o.status} result={o.result} />,
    },
    {
      id: 'payout',
      header: t('followingOrders.column.payout'),
      numeric: true,
      exportValue: (o) => o.payout,
      cell: (o) => <CoinAmount value={o.payout} code={o.coin} fontWeight="medium" />,
    },
    {
      id: 'leaderFee',
      header: t('followingOrders.column.leaderFee'),
      numeric: true,
      exportValue: (o) => o.leaderFee,
      cell: (o) => <CoinAmount value={o.leaderFee} code={o.coin} />,
    },
    { id: 'followCode', header: t('followingOrders.column.followCode'), hiddenByDefault: true, cell: (o) => o.followCode ?? '—' },
    { id: 'orderPrice', header: t('followingOrders.column.orderPrice'), numeric: true, hiddenByDefault: true },
    {
      id: 'settlePrice',
      header: t('followingOrders.column.settlePrice'),
      numeric: true,
      hiddenByDefault: true,
      cell: (o) => o.settlePrice ?? '—',
    },
    { id: 'orderDate', header: t('followingOrders.column.ordered'), dates: true, cell: (o) => <DateText value={o.orderDate} /> },
    { id: 'settleDate', header: t('followingOrders.column.settled'), dates: true, cell: (o) => <DateText value={o.settleDate} /> },
  ];
}
