import { Stack, Text } from '@chakra-ui/react';
import { CoinAmount, type DataTableColumn, DateText, OptionBadge, ratioPercent } from '@console/ui';
import type { TFunction } from 'i18next';
import type { LeadingOrder } from '@console/contracts/schemas/copy-trading';
import { AccountCell, OrderState, PairGameplay } from '../lists/cells';

/** The columns of the leading orders: the order and its leader pinned left, its followers beside its money. */
export function leadingOrderColumns(t: TFunction): DataTableColumn<LeadingOrder>[] {
  return [
    { id: 'id', header: t('leadingOrders.column.id'), numeric: true, width: '96px', pin: 'left' },
    {
      id: 'leader',
      header: t('leadingOrders.column.leader'),
      width: '190px',
      pin: 'left',
      exportValue: (o) => o.accountId,
      cell: (o) => <AccountCell accountId={o.accountId} account={o.email} userRemark={o.userRemark} />,
    },
    {
      id: 'pair',
      header: t('leadingOrders.column.pair'),
      exportValue: (o) => `${o.tradingPairCode} ${o.gameplayName}`,
      cell: (o) => <PairGameplay pair={o.tradingPairCode} gameplay={o.gameplayName} />,
    },
    { id: 'runnerId', header: t('leadingOrders.column.round'), numeric: true, cell: (o) => `#${o.runnerId}` },
    {
      id: 'direction',
      header: t('leadingOrders.column.direction'),
      exportValue: (o) => o.direction,
      cell: (o) => <OptionBadge name="futuresDirection" value={o.direction} />,
    },
    {
      id: 'amount',
      header: t('leadingOrders.column.amount'),
      numeric: true,
      exportValue: (o) => o.amount,
      cell: (o) => <CoinAmount value={o.amount} code={o.coin} />,
    },
    {
      id: 'status',
      header: t('leadingOrders.column.status'),
      exportValue: (o) => o.result ?? o.status,
      cell: (o) => <OrderState status={o.status} result={o.result} />,
    },
    {
      id: 'followers',
      header: t('leadingOrders.column.followers'),
      numeric: true,
      exportValue: (o) => o.followersCount,
      cell: (o) => (
        <Stack gap="0" align="flex-end">
          <Text fontWeight="medium">{o.followersCount}</Text>
          {o.fanOut.targeted > o.fanOut.copied ? (
            <Text textStyle="xs" color="fg.muted">
              {t('leadingOrders.fanOut.ofTargeted', { targeted: o.fanOut.targeted })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'followedAmount',
      header: t('leadingOrders.column.followedAmount'),
      numeric: true,
      exportValue: (o) => o.followedAmount,
      cell: (o) => <CoinAmount value={o.followedAmount} code={o.coin} />,
    },
    {
      id: 'leaderFee',
      header: t('leadingOrders.column.leaderFee'),
      numeric: true,
      exportValue: (o) => o.leaderFee,
      cell: (o) => <CoinAmount value={o.leaderFee} code={o.coin} fontWeight="medium" />,
    },
    {
      id: 'permissionsType',
      header: t('leadingOrders.column.permission'),
      exportValue: (o) => o.permissionsType,
      cell: (o) => <OptionBadge name="followPermissions" value={o.permissionsType} />,
    },
    {
      id: 'yieldRatio',
      header: t('leadingOrders.column.yieldRatio'),
      numeric: true,
      hiddenByDefault: true,
      exportValue: (o) => o.yieldRatio,
      cell: (o) => ratioPercent(o.yieldRatio),
    },
    {
      id: 'filledAmount',
      header: t('leadingOrders.column.filledAmount'),
      numeric: true,
      hiddenByDefault: true,
      exportValue: (o) => o.filledAmount,
      cell: (o) => <CoinAmount value={o.filledAmount} code={o.coin} />,
    },
    { id: 'orderPrice', header: t('leadingOrders.column.orderPrice'), numeric: true, hiddenByDefault: true },
    {
      id: 'settlePrice',
      header: t('leadingOrders.column.settlePrice'),
      numeric: true,
      hiddenByDefault: true,
      cell: (o) => o.settlePrice ?? '—',
    },
    { id: 'shareId', header: t('leadingOrders.column.shareId'), hiddenByDefault: true, cell: (o) => o.shareId ?? '—' },
    { id: 'orderDate', header: t('leadingOrders.column.ordered'), dates: true, cell: (o) => <DateText value={o.orderDate} /> },
  ];
}
