import type {
  PerpetualDirection,
  PerpetualPosition,
  PerpetualStress,
  perpetualPositionListQuery,
  perpetualWarningListQuery,
} from '@console/contracts/schemas/perpetual';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { Decimal } from '../../../money';

/*
 * Open positions as the risk screens read them, marked to each pair's newest recorded tick (`m`): notional,
 * unrealised profit, maintenance margin, margin ratio and the distance to liquidation are computed here, at read
 * time (formulas in `engine/formulas.ts`); what the engine fixed at opening is read as stored.
 */

interface PositionRow {
  id: string;
  user_id: string;
  account_name: string | null;
  user_remark: string | null;
  pair_id: number;
  pair_name: string;
  coin: string;
  direction: PerpetualDirection;
  size: string;
  size_unit_id: number;
  base_quantity: string;
  multiplier: string;
  entry_price: string;
  break_even_price: string;
  liquidation_price: string;
  warning_price: string | null;
  margin: string;
  leverage: number;
  maintenance_margin_rate: string;
  fee: string;
  fee_mode: number;
  close_profit_fee: string;
  fund_type: number;
  warning: number;
  tp_price: string | null;
  sl_price: string | null;
  strategy_id: string | null;
  open_tick_id: string;
  opened_date: Date;
  mark_price: string | null;
  mark_tick_id: string | null;
  tick_at: Date | null;
  notional: string | null;
  unrealised: string | null;
  maintenance: string | null;
  margin_ratio: string | null;
  distance: string | null;
  distance_percent: string | null;
}

const text = (sql: string) => `trim_scale(${sql})::text`;

/** The newest recorded tick of the position's coin pair: its mark. */
export const MARK_JOIN = `left join lateral (select t.id, t.price, t.tick_time from price_ticks t where t.coin_pair_id = pp.coin_pair_id
  order by t.tick_time desc, t.id desc limit 1) m on true`;
/** What the mark makes of the position (`f`). */
const FIGURES_JOIN = `cross join lateral (select
    round(m.price * x.size * x.multiplier, 18) as notional,
    round(case x.direction when 'long' then m.price - x.entry_price else x.entry_price - m.price end * x.size * x.multiplier, 18) as unrealised,
    round(x.maintenance_margin_rate * m.price * x.size * x.multiplier, 18) as maintenance,
    abs(m.price - x.liquidation_price) as distance,
    round(abs(m.price - x.liquidation_price) / m.price * 100, 4) as distance_percent) f`;

export const POSITION_FROM = `perpetual_positions x join users u on u.id = x.user_id join perpetual_pairs pp on pp.id = x.pair_id
  join coins c on c.id = x.coin_id ${MARK_JOIN} ${FIGURES_JOIN}`;
export const POSITION_COLUMNS = `x.id, x.user_id, coalesce(u.email, u.mobile_number) as account_name, u.remark as user_remark, x.pair_id,
  pp.name as pair_name, c.code as coin, x.direction, ${text('x.size')} as size, x.size_unit_id, ${text('x.size * x.multiplier')} as base_quantity,
  ${text('x.multiplier')} as multiplier,
  ${text('x.entry_price')} as entry_price, ${text('x.break_even_price')} as break_even_price, ${text('x.liquidation_price')} as liquidation_price,
  ${text('x.warning_price')} as warning_price, ${text('x.margin')} as margin, x.leverage, ${text('x.maintenance_margin_rate')} as maintenance_margin_rate,
  ${text('x.open_fee + x.close_fee')} as fee, x.fee_mode, ${text('x.close_profit_fee')} as close_profit_fee, x.fund_type, x.warning, ${text('x.tp_price')} as tp_price, ${text('x.sl_price')} as sl_price,
  x.strategy_id, x.open_tick_id, x.opened_date, ${text('m.price')} as mark_price, m.id as mark_tick_id, m.tick_time as tick_at,
  ${text('f.notional')} as notional, ${text('f.unrealised')} as unrealised, ${text('f.maintenance')} as maintenance,
  case when x.margin + f.unrealised > 0 then ${text('round(f.maintenance / (x.margin + f.unrealised), 8)')} end as margin_ratio,
  ${text('f.distance')} as distance, ${text('f.distance_percent')} as distance_percent`;

const id = (v: string | null) => (v === null ? null : Number(v));

export const toPosition = (r: PositionRow): PerpetualPosition => ({
  id: Number(r.id),
  accountId: Number(r.user_id),
  accountName: r.account_name,
  userRemark: r.user_remark,
  tradingPairId: r.pair_id,
  tradingPairName: r.pair_name,
  coin: r.coin,
  direction: r.direction,
  size: r.size,
  sizeUnitId: r.size_unit_id,
  baseQuantity: r.base_quantity,
  multiplier: r.multiplier,
  openPrice: r.entry_price,
  breakEvenPrice: r.break_even_price,
  liquidationPrice: r.liquidation_price,
  warningPrice: r.warning_price,
  margin: r.margin,
  leverage: r.leverage,
  maintenanceMarginRate: r.maintenance_margin_rate,
  fee: r.fee,
  feeMode: r.fee_mode,
  closeProfitFee: r.close_profit_fee,
  fundType: r.fund_type,
  warning: r.warning,
  slPrice: r.sl_price,
  tpPrice: r.tp_price,
  strategyId: id(r.strategy_id),
  openTickId: Number(r.open_tick_id),
  openedDate: iso(r.opened_date)!,
  markPrice: r.mark_price,
  markTickId: id(r.mark_tick_id),
  tickAt: iso(r.tick_at),
  notional: r.notional,
  profit: r.unrealised,
  unrealisedPnl: r.unrealised,
  maintenanceMargin: r.maintenance,
  marginRatio: r.margin_ratio,
  distanceToLiquidation: r.distance,
  distanceToLiquidationPercent: r.distance_percent,
});

type PositionFilterInput = Pick<
  z.output<typeof perpetualPositionListQuery>,
  'id' | 'accountId' | 'tradingPairId' | 'direction' | 'fundType' | 'userRemark'
>;

function openPositionFilters(q: PositionFilterInput): Filters {
  return new Filters()
    .where(`x.status = 'open'`)
    .eq('x.id', q.id)
    .eq('x.user_id', q.accountId)
    .eq('x.pair_id', q.tradingPairId)
    .eq('x.direction', q.direction)
    .eq('x.fund_type', q.fundType)
    .contains('u.remark', q.userRemark);
}

/** `perpetual/position/list`: open positions, newest first unless sorted by id, opening time or margin. */
export function perpetualPositionPage(db: Queryable, q: z.output<typeof perpetualPositionListQuery>) {
  const filters = openPositionFilters(q).eq('x.warning', q.warning).between('x.opened_date', parseDate(q.startTime), parseDate(q.endTime));
  const orderBy = sortedOrder(
    'perpetualPositions',
    { id: 'x.id', openedDate: 'x.opened_date', margin: 'x.margin' },
    q,
    'x.opened_date desc, x.id desc',
    'x.id',
  );
  const countFrom = 'perpetual_positions x join users u on u.id = x.user_id';
  return listPage(db, { select: POSITION_COLUMNS, from: POSITION_FROM, countFrom, filters, orderBy, paging: q, map: toPosition });
}

/** `perpetual/position/warning/list`: the flagged open positions, nearest to liquidation (in percent of the mark) first. */
export function perpetualWarningPage(db: Queryable, q: z.output<typeof perpetualWarningListQuery>) {
  const filters = openPositionFilters(q).where('x.warning = 1');
  const countFrom = 'perpetual_positions x join users u on u.id = x.user_id';
  const orderBy = 'f.distance_percent asc nulls last, x.id';
  return listPage(db, { select: POSITION_COLUMNS, from: POSITION_FROM, countFrom, filters, orderBy, paging: q, map: toPosition });
}

/**
 * What a move of each pair's feed by plus or minus `percent` would liquidate, from the open positions: longs whose
 * liquidation price is at or above the mark less the percent, shorts at or below the mark plus it (each counted
 * with its notional at the mark). Read-only; the liquidation-price indexes serve it.
 */
export async function perpetualStress(db: Queryable, percent: string, pairId?: number): Promise<PerpetualStress> {
  const { rows } = await db.query<{
    id: number;
    name: string;
    coin: string;
    mark: string | null;
    down: string | null;
    up: string | null;
    long_n: number;
    long_notional: string;
    short_n: number;
    short_notional: string;
  }>(
    `select pp.id, pp.name, c.code as coin, ${text('m.price')} as mark, ${text('round(m.price * (1 - $1::numeric / 100), 18)')} as down,
            ${text('round(m.price * (1 + $1::numeric / 100), 18)')} as up,
            l.n as long_n, ${text('l.notional')} as long_notional, s.n as short_n, ${text('s.notional')} as short_notional
     from perpetual_pairs pp join coin_pairs cp on cp.id = pp.coin_pair_id join coins c on c.id = cp.to_coin_id ${MARK_JOIN}
     cross join lateral (select count(*)::int as n, coalesce(round(sum(x.size * x.multiplier) * m.price, 18), 0) as notional
       from perpetual_positions x where x.pair_id = pp.id and x.status = 'open' and x.direction = 'long'
         and x.liquidation_price >= m.price * (1 - $1::numeric / 100)) l
     cross join lateral (select count(*)::int as n, coalesce(round(sum(x.size * x.multiplier) * m.price, 18), 0) as notional
       from perpetual_positions x where x.pair_id = pp.id and x.status = 'open' and x.direction = 'short'
         and x.liquidation_price <= m.price * (1 + $1::numeric / 100)) s
     where ($2::int is null or pp.id = $2)
     order by pp.display_sort, pp.id`,
    [percent, pairId ?? null],
  );
  const pairs = rows.map((r) => ({
    tradingPairId: r.id,
    tradingPairName: r.name,
    coin: r.coin,
    markPrice: r.mark,
    downPrice: r.down,
    upPrice: r.up,
    longPositions: Number(r.long_n),
    longNotional: r.long_notional,
    shortPositions: Number(r.short_n),
    shortNotional: r.short_notional,
  }));
  return {
    percent: new Decimal(percent).toFixed(),
    pairs,
    totalPositions: pairs.reduce((n, p) => n + p.longPositions + p.shortPositions, 0),
    totalNotional: pairs.reduce((sum, p) => sum.plus(p.longNotional).plus(p.shortNotional), new Decimal(0)).toFixed(),
  };
}

/** Open positions over the warning threshold: the warning list's count (the bell and the home page). */
export async function warningCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from perpetual_positions where status = 'open' and warning = 1`,
  );
  return Number(rows[0]?.n ?? 0);
}
