import type { PerpetualCloseReason, PerpetualDirection } from '@console/contracts/schemas/perpetual';
import type { Queryable } from '../../../db/database';
import { conflict } from '../../../http/errors';
import { Decimal } from '../../../money';
import { postMany, type WalletChange } from '../../wallets/ledger';
import {
  baseQuantity,
  breakEvenPrice,
  type CloseFigures,
  closeFigures,
  cut,
  initialMargin,
  liquidationPrice,
  openFee,
  warningPrice,
} from './formulas';
import type { EngineSettings, LockedPair } from './state';

/** An open position as a close reads it (locked by the caller). */
export interface OpenPosition {
  id: number;
  userId: number;
  walletId: number;
  coinId: number;
  pairId: number;
  direction: PerpetualDirection;
  fundType: number;
  leverage: number;
  size: string;
  margin: string;
  entryPrice: string;
  multiplier: string;
  feeMode: number;
  closeProfitFee: string;
  strategyId: number | null;
}

type PositionRow = {
  id: string;
  user_id: string;
  wallet_id: string;
  coin_id: number;
  pair_id: number;
  direction: PerpetualDirection;
  fund_type: number;
  leverage: number;
  size: string;
  margin: string;
  entry_price: string;
  multiplier: string;
  fee_mode: number;
  close_profit_fee: string;
  strategy_id: string | null;
};

/** The columns of `OpenPosition`, from `perpetual_positions` aliased `x`. */
export const OPEN_POSITION_COLUMNS = `x.id, x.user_id, x.wallet_id, x.coin_id, x.pair_id, x.direction, x.fund_type, x.leverage, x.size::text,
  x.margin::text, x.entry_price::text, x.multiplier::text, x.fee_mode, x.close_profit_fee::text, x.strategy_id`;

export const toOpenPosition = (r: PositionRow): OpenPosition => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  walletId: Number(r.wallet_id),
  coinId: r.coin_id,
  pairId: r.pair_id,
  direction: r.direction,
  fundType: r.fund_type,
  leverage: r.leverage,
  size: r.size,
  margin: r.margin,
  entryPrice: r.entry_price,
  multiplier: r.multiplier,
  feeMode: r.fee_mode,
  closeProfitFee: r.close_profit_fee,
  strategyId: r.strategy_id === null ? null : Number(r.strategy_id),
});

/**
 * Open positions matching `where` (on `x`), locked, in id order. Not ordered by the database: an `order by id`
 * would lead the planner to walk the open positions in id order instead of the price range the caller's index
 * serves (every caller holds the pair's lock, so the lock order of positions cannot deadlock).
 */
export async function lockOpenPositions(tx: Queryable, where: string, params: unknown[]): Promise<OpenPosition[]> {
  const { rows } = await tx.query<PositionRow>(
    `select ${OPEN_POSITION_COLUMNS} from perpetual_positions x where x.status = 'open' and ${where} for update`,
    params,
  );
  return rows.map(toOpenPosition).sort((a, b) => a.id - b.id);
}

/**
 * The open positions matching any of `ranges`, locked, in id order: one statement whose branches are each planned
 * on their own (a range of one price index each, as separate statements would be), rather than a statement per
 * range. A tick asks several ranges and usually finds nothing in any: the round trips, not the scans, were its cost.
 */
export async function lockOpenPositionsInRanges(tx: Queryable, ranges: readonly string[], params: unknown[]): Promise<OpenPosition[]> {
  const branches = ranges.map((range) => `select x.id from perpetual_positions x where x.status = 'open' and ${range}`);
  const { rows } = await tx.query<PositionRow>(
    `select ${OPEN_POSITION_COLUMNS} from perpetual_positions x
     where x.status = 'open' and x.id in (${branches.join(' union all ')}) for update`,
    params,
  );
  return rows.map(toOpenPosition).sort((a, b) => a.id - b.id);
}

export interface OpenFill {
  userId: number;
  walletId: number;
  pair: LockedPair;
  settings: EngineSettings;
  direction: PerpetualDirection;
  contracts: Decimal;
  leverage: number;
  price: string;
  tickId: number;
  fundType: number;
  now: Date;
}

/**
 * Opens a position at `price` (a recorded tick's price, or a limit order's price the tick reached), or adds to
 * the user's open position of the pair and direction (same leverage; the entry becomes the average, margin and
 * fees add up; its liquidation, warning and break-even prices follow). The new position takes the settings in
 * force (maintenance margin rate, warning threshold, fees): an edit never moves an open position's prices.
 * Answers the position and what the fill costs (margin and fee), which the caller posts.
 */
export async function openAtPrice(tx: Queryable, fill: OpenFill): Promise<{ positionId: number; margin: Decimal; fee: Decimal }> {
  const { rows } = await tx.query<{
    id: string;
    leverage: number;
    size: string;
    max_held: string;
    margin: string;
    entry_price: string;
    multiplier: string;
    open_fee: string;
    maintenance_margin_rate: string;
    warning_threshold: string;
    fee_mode: number;
    close_profit_fee: string;
  }>(
    `select id, leverage, size::text, max_held::text, margin::text, entry_price::text, multiplier::text, open_fee::text,
            maintenance_margin_rate::text, warning_threshold::text, fee_mode, close_profit_fee::text
     from perpetual_positions where user_id = $1 and pair_id = $2 and direction = $3 and status = 'open' for update`,
    [fill.userId, fill.pair.id, fill.direction],
  );
  const held = rows[0];
  const multiplier = held?.multiplier ?? fill.pair.multiplier;
  const q = baseQuantity(fill.contracts, multiplier);
  const margin = initialMargin(fill.price, q, fill.leverage);
  const fee = openFee(fill.settings, fill.price, q);
  if (held && held.leverage !== fill.leverage) {
    throw conflict(`The open ${fill.direction} position ${held.id} is at ${held.leverage}x: add to it at the same leverage`);
  }
  const size = new Decimal(held?.size ?? 0).plus(fill.contracts);
  const entry = held
    ? cut(new Decimal(held.entry_price).times(held.size).plus(new Decimal(fill.price).times(fill.contracts)).div(size))
    : new Decimal(fill.price);
  const totalMargin = new Decimal(held?.margin ?? 0).plus(margin);
  const totalFee = new Decimal(held?.open_fee ?? 0).plus(fee);
  const mmr = held?.maintenance_margin_rate ?? fill.settings.minimumMaintenanceMarginRate;
  const threshold = held?.warning_threshold ?? fill.settings.positionWarningThreshold;
  const rules = held
    ? { feeMode: held.fee_mode, openOrderFee: fill.settings.openOrderFee, closeProfitFee: held.close_profit_fee }
    : fill.settings;
  const totalQ = baseQuantity(size, multiplier);
  const liq = liquidationPrice(fill.direction, entry, totalQ, totalMargin, mmr);
  const warn = warningPrice(fill.direction, entry, totalQ, totalMargin, mmr, threshold);
  const breakEven = breakEvenPrice(fill.direction, entry, totalQ, totalFee, rules);
  const price = new Decimal(fill.price);
  const warning = warn === null || (fill.direction === 'long' ? price.lte(warn) : price.gte(warn)) ? 1 : 0;
  const figures = [size, entry, totalMargin, liq, warn, breakEven, totalFee].map((d) => (d === null ? null : d.toFixed()));
  if (held) {
    await tx.query(
      `update perpetual_positions set size = $2, entry_price = $3, margin = $4, liquidation_price = $5, warning_price = $6,
         break_even_price = $7, open_fee = $8, max_held = greatest(max_held, $2), warning = $9, update_date = $10 where id = $1`,
      [held.id, ...figures, warning, fill.now],
    );
    return { positionId: Number(held.id), margin, fee };
  }
  const { rows: inserted } = await tx.query<{ id: string }>(
    `insert into perpetual_positions (user_id, wallet_id, coin_id, pair_id, direction, fund_type, size, max_held, multiplier, entry_price,
       margin, leverage, maintenance_margin_rate, warning_threshold, fee_mode, close_profit_fee, liquidation_price, warning_price,
       break_even_price, open_fee, warning, open_tick_id, opened_date, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $22, $22)
     returning id`,
    [
      fill.userId,
      fill.walletId,
      fill.pair.coinId,
      fill.pair.id,
      fill.direction,
      fill.fundType,
      figures[0],
      multiplier,
      figures[1],
      figures[2],
      fill.leverage,
      mmr,
      threshold,
      fill.settings.feeMode,
      fill.settings.closeProfitFee,
      figures[3],
      figures[4],
      figures[5],
      figures[6],
      warning,
      fill.tickId,
      fill.now,
    ],
  );
  return { positionId: Number(inserted[0].id), margin, fee };
}

export interface CloseRequest {
  position: OpenPosition;
  /** Contracts to close (at most the size: more closes all). */
  contracts: Decimal;
  /** The recorded tick's price and id. */
  price: string;
  tickId: number;
  reason: PerpetualCloseReason;
  /** For a staff close: the mark price the admin was shown, and the call's retry key. */
  shownPrice?: string | null;
  clientOrderId?: string | null;
}

export interface ClosedPosition {
  positionId: number;
  orderId: number;
  contracts: Decimal;
  figures: CloseFigures;
  closedAll: boolean;
}

/**
 * Closes positions (all or part of each) at recorded ticks, set-based, in the caller's transaction (which has
 * locked the positions): one filled reduce-only market order per close, the positions' figures, their TP/SL
 * strategies (triggered by a TP/SL close, cancelled by any other full close), and the money through the ledger,
 * referenced by the closing order: the margin released, the profit or loss, the close fee. One close per position.
 */
export async function closePositions(
  tx: Queryable,
  closes: readonly CloseRequest[],
  context: { now: Date; operator: string | null; reason: string | null },
): Promise<ClosedPosition[]> {
  if (!closes.length) return [];
  const { now } = context;
  const done = closes.map((c) => {
    const contracts = Decimal.min(c.contracts, c.position.size);
    const rules = { feeMode: c.position.feeMode, closeProfitFee: c.position.closeProfitFee };
    const figures = closeFigures(
      {
        direction: c.position.direction,
        entry: c.position.entryPrice,
        size: c.position.size,
        margin: c.position.margin,
        multiplier: c.position.multiplier,
      },
      contracts,
      c.price,
      rules,
      c.reason === 'liquidation',
    );
    return { close: c, contracts, figures, closedAll: contracts.gte(c.position.size) };
  });
  const col = <T>(f: (d: (typeof done)[number]) => T) => done.map(f);
  const { rows: orders } = await tx.query<{ id: string; position_id: string }>(
    `insert into perpetual_orders (user_id, wallet_id, coin_id, pair_id, position_id, direction, category, status, settlement_status,
       fund_type, leverage, quantity, executed_quantity, price, executed_price, margin, fee, pnl, reduce_only, close_position, close_reason,
       strategy_id, client_order_id, place_tick_id, tick_id, operator, reason, opened_date, executed_date, create_date, update_date)
     select u.user_id, u.wallet_id, u.coin_id, u.pair_id, u.position_id, u.direction, 'market', 'filled', 'settled', u.fund_type,
       u.leverage, u.quantity, u.quantity, u.shown, u.price, u.margin, u.fee, u.pnl, 1, 1, u.close_reason,
       case when u.close_reason in ('take_profit', 'stop_loss') then u.strategy_id end, u.client_order_id, u.tick_id, u.tick_id,
       $19, $20, $21, $21, $21, $21
     from unnest($1::bigint[], $2::bigint[], $3::int[], $4::int[], $5::bigint[], $6::text[], $7::int[], $8::int[], $9::numeric[],
       $10::numeric[], $11::numeric[], $12::numeric[], $13::numeric[], $14::numeric[], $15::text[], $16::bigint[], $17::text[], $18::bigint[])
       with ordinality as u(user_id, wallet_id, coin_id, pair_id, position_id, direction, fund_type, leverage, quantity, shown, price,
         margin, fee, pnl, close_reason, strategy_id, client_order_id, tick_id, ord)
     order by u.ord
     returning id, position_id`,
    [
      col((d) => d.close.position.userId),
      col((d) => d.close.position.walletId),
      col((d) => d.close.position.coinId),
      col((d) => d.close.position.pairId),
      col((d) => d.close.position.id),
      col((d) => d.close.position.direction),
      col((d) => d.close.position.fundType),
      col((d) => d.close.position.leverage),
      col((d) => d.contracts.toFixed()),
      col((d) => d.close.shownPrice ?? null),
      col((d) => d.close.price),
      col((d) => d.figures.released.toFixed()),
      col((d) => d.figures.fee.toFixed()),
      col((d) => d.figures.pnl.minus(d.figures.fee).toFixed()),
      col((d) => d.close.reason),
      col((d) => d.close.position.strategyId),
      col((d) => d.close.clientOrderId ?? null),
      col((d) => d.close.tickId),
      context.operator,
      context.reason,
      now,
    ],
  );
  const orderOf = new Map(orders.map((o) => [Number(o.position_id), Number(o.id)]));
  await tx.query(
    `update perpetual_positions x set size = x.size - u.quantity, margin = x.margin - u.released, closed_size = x.closed_size + u.quantity,
       realised_pnl = x.realised_pnl + u.pnl, exit_value = x.exit_value + u.price * u.quantity, close_fee = x.close_fee + u.fee,
       status = case when u.closed_all then case when u.close_reason = 'liquidation' then 'liquidated' else 'closed' end else 'open' end,
       settlement_status = case when u.closed_all then 'settled' else 'pending' end,
       closed_date = case when u.closed_all then $8::timestamptz end, close_tick_id = u.tick_id, close_reason = u.close_reason,
       warning = case when u.closed_all then 0 else x.warning end,
       tp_price = case when u.closed_all then null else x.tp_price end, sl_price = case when u.closed_all then null else x.sl_price end,
       update_date = $8
     from unnest($1::bigint[], $2::numeric[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::boolean[], $9::text[], $10::bigint[])
       as u(id, quantity, released, pnl, price, fee, closed_all, close_reason, tick_id)
     where x.id = u.id`,
    [
      col((d) => d.close.position.id),
      col((d) => d.contracts.toFixed()),
      col((d) => d.figures.released.toFixed()),
      col((d) => d.figures.pnl.toFixed()),
      col((d) => d.close.price),
      col((d) => d.figures.fee.toFixed()),
      col((d) => d.closedAll),
      now,
      col((d) => d.close.reason),
      col((d) => d.close.tickId),
    ],
  );
  await settleStrategies(tx, done, orderOf, now);
  const changes: WalletChange[] = [];
  for (const d of [...done].sort(
    (a, b) => a.close.position.walletId - b.close.position.walletId || a.close.position.id - b.close.position.id,
  )) {
    const reference = `perpetual-order:${orderOf.get(d.close.position.id)}`;
    const walletId = d.close.position.walletId;
    const add = (delta: Decimal, changeType: string) => {
      if (!delta.isZero()) changes.push({ walletId, field: 'balance', delta, changeType, reference });
    };
    add(d.figures.released, 'perpetual_margin_release');
    add(d.figures.pnl, 'perpetual_profit');
    add(d.figures.fee.negated(), 'perpetual_fee');
  }
  await postMany(tx, changes, { operator: context.operator, now });
  return done.map((d) => ({
    positionId: d.close.position.id,
    orderId: orderOf.get(d.close.position.id) as number,
    contracts: d.contracts,
    figures: d.figures,
    closedAll: d.closedAll,
  }));
}

/** The TP/SL strategies of fully closed positions: triggered (with the trigger that fired) or cancelled. */
async function settleStrategies(
  tx: Queryable,
  done: { close: CloseRequest; closedAll: boolean }[],
  orderOf: Map<number, number>,
  now: Date,
): Promise<void> {
  const ended = done.filter((d) => d.closedAll && d.close.position.strategyId !== null);
  if (!ended.length) return;
  const fired = ended.filter((d) => d.close.reason === 'take_profit' || d.close.reason === 'stop_loss');
  await tx.query(
    `update perpetual_orders set status = case when id = any($2::bigint[]) then 'triggered' else 'cancelled' end, settlement_status = 'settled',
       cancelled_date = case when id = any($2::bigint[]) then null else $3::timestamptz end, executed_date = case when id = any($2::bigint[]) then $3::timestamptz end,
       reason = case when id = any($2::bigint[]) then reason else 'The position was closed' end, update_date = $3
     where id = any($1::bigint[]) and status = 'open'`,
    [ended.map((d) => d.close.position.strategyId), fired.map((d) => d.close.position.strategyId), now],
  );
  if (!fired.length) return;
  await tx.query(
    `update perpetual_triggers t set driven_order_id = u.driven, fired_tick_id = u.tick_id, fired_date = $4
     from unnest($1::bigint[], $2::text[], $3::bigint[], $5::bigint[]) as u(order_id, kind, driven, tick_id)
     where t.order_id = u.order_id and t.kind = u.kind`,
    [
      fired.map((d) => d.close.position.strategyId),
      fired.map((d) => d.close.reason),
      fired.map((d) => orderOf.get(d.close.position.id)),
      now,
      fired.map((d) => d.close.tickId),
    ],
  );
}
