import { Stack, Text } from '@chakra-ui/react';
import type { PerpetualPosition } from '@console/contracts/schemas/perpetual';
import { type DataTableColumn, DateText, formatDecimal, MoneyText, OptionBadge } from '@console/ui';
import type { TFunction } from 'i18next';
import { ComputedPrice, MarginRatio, MarkPrice, ProfitAmount, Quantity, UserCell } from '../lists/cells';
import { CoinAmount } from '@console/ui';

/** The distance from the mark to the liquidation price, in price and in percent of the mark. */
export function LiquidationDistance({
  position: p,
  align = 'flex-end',
}: {
  position: Pick<PerpetualPosition, 'distanceToLiquidation' | 'distanceToLiquidationPercent'>;
  align?: 'flex-end' | 'flex-start';
}) {
  if (p.distanceToLiquidation === null) return <MoneyText value={null} />;
  return (
    <Stack gap="0" align={align}>
      <ComputedPrice value={p.distanceToLiquidation} fontWeight="medium" />
      <Text textStyle="xs" color="fg.muted">
        {/* Percent of the mark, as the API answers it. */}
        {p.distanceToLiquidationPercent === null ? '—' : `${formatDecimal(p.distanceToLiquidationPercent, 2)} %`}
      </Text>
    </Stack>
  );
}

/**
 * The columns of an open position, every field of the spec and the marks it is read at: the positions list
 * and the warning list show them (the warning list puts the distance to liquidation first).
 */
export function positionColumns(t: TFunction, threshold: string | null): DataTableColumn<PerpetualPosition>[] {
  const money = (value: string | null, coin: string) => <CoinAmount value={value} code={coin} />;
  return [
    { id: 'id', header: t('positions.column.id'), numeric: true, width: '88px', pin: 'left' },
    {
      id: 'user',
      header: t('positions.column.user'),
      width: '170px',
      pin: 'left',
      exportValue: (p) => p.accountId,
      cell: (p) => <UserCell accountId={p.accountId} accountName={p.accountName} />,
    },
    {
      id: 'pair',
      header: t('positions.column.pair'),
      exportValue: (p) => p.tradingPairName,
      cell: (p) => (
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" truncate>
            {p.tradingPairName}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {t('positions.pairId', { id: p.tradingPairId })}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'direction',
      header: t('positions.column.direction'),
      exportValue: (p) => p.direction,
      cell: (p) => <OptionBadge name="perpetualDirection" value={p.direction} />,
    },
    { id: 'leverage', header: t('positions.column.leverage'), numeric: true, cell: (p) => `${p.leverage}×` },
    {
      id: 'size',
      header: t('positions.column.size'),
      numeric: true,
      exportValue: (p) => p.size,
      cell: (p) => <Quantity value={p.size} unitId={p.sizeUnitId} />,
    },
    {
      id: 'openPrice',
      header: t('positions.column.openPrice'),
      numeric: true,
      exportValue: (p) => p.openPrice,
      cell: (p) => <MoneyText value={p.openPrice} />,
    },
    {
      id: 'markPrice',
      header: t('positions.column.markPrice'),
      numeric: true,
      exportValue: (p) => p.markPrice,
      cell: (p) => <MarkPrice price={p.markPrice} tickId={p.markTickId} at={p.tickAt} />,
    },
    {
      id: 'liquidationPrice',
      header: t('positions.column.liquidationPrice'),
      numeric: true,
      exportValue: (p) => p.liquidationPrice,
      cell: (p) => <ComputedPrice value={p.liquidationPrice} color="fg.error" />,
    },
    {
      id: 'distance',
      header: t('positions.column.distance'),
      numeric: true,
      exportValue: (p) => p.distanceToLiquidationPercent,
      cell: (p) => <LiquidationDistance position={p} />,
    },
    {
      id: 'breakEvenPrice',
      header: t('positions.column.breakEvenPrice'),
      numeric: true,
      exportValue: (p) => p.breakEvenPrice,
      cell: (p) => <ComputedPrice value={p.breakEvenPrice} />,
    },
    {
      id: 'margin',
      header: t('positions.column.margin'),
      numeric: true,
      exportValue: (p) => p.margin,
      cell: (p) => money(p.margin, p.coin),
    },
    {
      id: 'marginRatio',
      header: t('positions.column.marginRatio'),
      numeric: true,
      exportValue: (p) => p.marginRatio,
      cell: (p) => <MarginRatio ratio={p.marginRatio} threshold={threshold} flagged={p.warning === 1} />,
    },
    {
      id: 'profit',
      header: t('positions.column.profit'),
      numeric: true,
      exportValue: (p) => p.profit,
      cell: (p) => <ProfitAmount value={p.profit} coin={p.coin} />,
    },
    {
      id: 'notional',
      header: t('positions.column.notional'),
      numeric: true,
      hiddenByDefault: true,
      exportValue: (p) => p.notional,
      cell: (p) => money(p.notional, p.coin),
    },
    {
      id: 'maintenanceMargin',
      header: t('positions.column.maintenanceMargin'),
      numeric: true,
      hiddenByDefault: true,
      exportValue: (p) => p.maintenanceMargin,
      cell: (p) => money(p.maintenanceMargin, p.coin),
    },
    {
      id: 'fee',
      header: t('positions.column.fee'),
      numeric: true,
      hiddenByDefault: true,
      exportValue: (p) => p.fee,
      cell: (p) => money(p.fee, p.coin),
    },
    {
      id: 'tpSl',
      header: t('positions.column.tpSl'),
      numeric: true,
      exportValue: (p) => `${p.tpPrice ?? ''}/${p.slPrice ?? ''}`,
      cell: (p) => (
        <Stack gap="0" align="flex-end" textStyle="xs">
          <Text>{t('positions.tp', { price: p.tpPrice ?? '—' })}</Text>
          <Text>{t('positions.sl', { price: p.slPrice ?? '—' })}</Text>
        </Stack>
      ),
    },
    {
      id: 'warning',
      header: t('positions.column.warning'),
      exportValue: (p) => p.warning,
      cell: (p) =>
        p.warning === 1 ? (
          <Text color="fg.error">{t('positions.flagged')}</Text>
        ) : (
          <Text color="fg.muted">{t('positions.notFlagged')}</Text>
        ),
    },
    {
      id: 'fundType',
      header: t('positions.column.fundType'),
      exportValue: (p) => p.fundType,
      cell: (p) => <OptionBadge name="fundType" value={p.fundType} />,
    },
    { id: 'userRemark', header: t('positions.column.userRemark'), hiddenByDefault: true, cell: (p) => p.userRemark ?? '—' },
    { id: 'openedDate', header: t('positions.column.opened'), dates: true, cell: (p) => <DateText value={p.openedDate} /> },
  ];
}
