import { Badge, Flex, Span, type SpanProps, Stack, Text } from '@chakra-ui/react';
import { CoinAmount, MoneyText, OptionBadge, ratioPercent, useNow } from '@console/ui';
import Decimal from 'decimal.js';
import { useAreaTranslation } from '../i18n';

/**
 * How often the live lists (positions, warnings, pairs' marks) are asked again while the page is visible:
 * mark price, profit and margin ratio follow the feed without a reload.
 */
export const LIVE_REFRESH_MS = 2000;
/** A mark older than this is said to be stale (the feed records a tick a second per pair). */
export const STALE_TICK_MS = 30_000;

/** Seconds since a recorded tick (never negative: a server clock a little ahead reads as now). */
export function tickAgeSeconds(at: string | null | undefined, now: number): number | null {
  if (!at) return null;
  const at_ = Date.parse(at);
  return Number.isNaN(at_) ? null : Math.max(0, Math.round((now - at_) / 1000));
}

/** How old a recorded tick is ("4 s ago"), red once stale. */
export function TickAge({ at }: { at: string | null | undefined }) {
  const { t } = useAreaTranslation();
  const seconds = tickAgeSeconds(at, useNow());
  if (seconds === null) return <Span color="fg.subtle">{t('common.tick.none')}</Span>;
  const stale = seconds * 1000 > STALE_TICK_MS;
  return (
    <Span color={stale ? 'fg.error' : 'fg.muted'} whiteSpace="nowrap" title={stale ? t('common.tick.staleHint') : undefined}>
      {t(stale ? 'common.tick.stale' : 'common.tick.age', { seconds })}
    </Span>
  );
}

/** A mark price with the recorded tick it is read from and that tick's age. */
export function MarkPrice({
  price,
  tickId,
  at,
  align = 'flex-end',
}: {
  price: string | null;
  tickId: number | null;
  at: string | null;
  align?: 'flex-end' | 'flex-start';
}) {
  const { t } = useAreaTranslation();
  if (price === null) return <Text color="fg.muted">{t('common.tick.none')}</Text>;
  return (
    <Flex direction="column" align={align}>
      <MoneyText value={price} fontWeight="medium" />
      <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
        {tickId !== null ? `${t('common.tick.id', { id: tickId })} · ` : null}
        <TickAge at={at} />
      </Text>
    </Flex>
  );
}

/** A fraction as the API keeps it (0.8) in percent (80 %), computed in decimals. */
/**
 * A price the engine computed (liquidation, break-even, a distance to liquidation) kept to 18 places: shown to ten
 * significant digits, beyond what the feed quotes, with the exact figure as the cell's title; exports keep it whole.
 */
export function ComputedPrice({ value, ...rest }: { value: string | null | undefined } & SpanProps) {
  if (value === null || value === undefined || value === '') return <MoneyText value={null} {...rest} />;
  const shown = new Decimal(value).toSignificantDigits(10).toFixed();
  return <MoneyText value={shown} title={shown === new Decimal(value).toFixed() ? undefined : value} {...rest} />;
}

export type RatioTone = 'green' | 'yellow' | 'orange' | 'red' | 'gray';

/**
 * The colour of a margin ratio (1 is liquidation): red from half-way between the warning threshold and 1,
 * orange over the threshold, yellow over three quarters of it, green below. Without a known threshold the
 * position's own warning flag stands for it.
 */
export function marginRatioTone(ratio: string | null, threshold: string | null, flagged = false): RatioTone {
  if (ratio === null) return 'red';
  const r = new Decimal(ratio);
  if (r.gte(1)) return 'red';
  if (threshold === null) return flagged ? 'orange' : 'green';
  const th = new Decimal(threshold);
  if (r.gte(th.plus(1).div(2))) return 'red';
  if (r.gte(th) || flagged) return 'orange';
  if (r.gte(th.times(0.75))) return 'yellow';
  return 'green';
}

/** A margin ratio as a coloured badge; none (equity not positive) reads as liquidating. */
export function MarginRatio({ ratio, threshold, flagged }: { ratio: string | null; threshold: string | null; flagged?: boolean }) {
  const { t } = useAreaTranslation();
  const tone = marginRatioTone(ratio, threshold, flagged);
  return (
    <Badge colorPalette={tone} variant={tone === 'red' ? 'solid' : 'subtle'} fontVariantNumeric="tabular-nums" data-tone={tone}>
      {ratio === null ? t('common.noEquity') : ratioPercent(ratio, 2)}
    </Badge>
  );
}

/** Profit or loss in the record's coin (the pair's quote coin): green above zero, red below. */
export function ProfitAmount({ value, coin, ...rest }: { value: string | null | undefined; coin: string } & SpanProps) {
  if (value === null || value === undefined) return <MoneyText value={null} {...rest} />;
  const positive = new Decimal(value).gt(0);
  return <CoinAmount value={value} code={coin} color={positive ? 'fg.success' : undefined} fontWeight="medium" {...rest} />;
}

/** The user of a record: id, account name and the staff's remark on them. */
export function UserCell({
  accountId,
  accountName,
  userRemark,
}: {
  accountId: number;
  accountName: string | null;
  userRemark?: string | null;
}) {
  const { t } = useAreaTranslation();
  return (
    <Stack gap="0" minW="0">
      <Text>{t('common.userId', { id: accountId })}</Text>
      {accountName || userRemark ? (
        <Text textStyle="xs" color="fg.muted" truncate title={userRemark ?? undefined}>
          {[accountName, userRemark].filter(Boolean).join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A pair with the side and leverage of a position or order. */
export function PairSide({ pair, direction, leverage }: { pair: string; direction: string; leverage: number }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text fontWeight="medium" truncate>
        {pair}
      </Text>
      <Flex gap="1" align="center">
        <OptionBadge name="perpetualDirection" value={direction} />
        <Text textStyle="xs" color="fg.muted">
          {leverage}×
        </Text>
      </Flex>
    </Stack>
  );
}

/** A quantity in contracts of the pair (or base coin for unit 2). */
export function Quantity({ value, unitId = 1, ...rest }: { value: string | null; unitId?: number } & SpanProps) {
  const { t } = useAreaTranslation();
  return <MoneyText value={value} unit={t(unitId === 2 ? 'common.unit.base' : 'common.unit.contracts')} {...rest} />;
}
