import type { PerpetualDirection } from '@console/contracts/schemas/perpetual';
import type { Queryable } from '../../../db/database';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { Decimal } from '../../../money';
import type { RecordedTick } from '../../market/ticks';
import { findLockedWallet, postMany } from '../../wallets/ledger';
import { baseQuantity, initialMargin, openFee } from './formulas';
import { openAtPrice } from './positions';
import { type EngineSettings, engineSettings, type LockedPair, MARK_STALENESS_MS, PERPETUAL_WALLET } from './state';
import { catchUp } from './ticks';

/*
 * What a client platform calls (and the simulated traders, and the demo history): place an order, set a
 * position's take-profit and stop-loss, cancel an order. Each locks the pair and applies the ticks recorded
 * since the engine's last pass first (`catchUp`), so it acts at the newest recorded tick, the mark.
 */

export interface PlaceOrderInput {
  userId: number;
  pairId: number;
  direction: PerpetualDirection;
  category: 'market' | 'limit' | 'stop';
  /** Contracts, a decimal string. */
  quantity: string;
  /** Defaults to the settings' leverage (the fixed multiple, or the default choice). */
  leverage?: number;
  /** A limit order's price. */
  price?: string;
  /** A stop order's price: it triggers when the feed rises to it (above the mark) or falls to it (below). */
  stopPrice?: string;
  /** A market order's take-profit and stop-loss, set on its position once filled. */
  tpPrice?: string;
  slPrice?: string;
  clientOrderId?: string;
  ip?: string | null;
  now: Date;
}

export interface PlacedOrder {
  orderId: number;
  status: 'filled' | 'open';
  positionId: number | null;
  tickId: number;
  price: string;
}

/** The mark: the pair's newest recorded tick, which must be recent (no price, no trading). */
export function freshMark(mark: RecordedTick | null, now: Date): RecordedTick {
  if (!mark || now.getTime() - mark.at.getTime() > MARK_STALENESS_MS) {
    throw conflict('No recent recorded price for this pair: perpetual orders are accepted only while the price feed runs');
  }
  return mark;
}

function leverageOf(settings: EngineSettings, asked: number | undefined): number {
  const fallback = settings.leverageMode === 1 ? settings.fixedLeverageMultiple : settings.openLeverageDefault;
  if (asked === undefined) return fallback;
  if (settings.leverageMode === 1 && asked !== settings.fixedLeverageMultiple) {
    throw fieldError('leverage', `must be the fixed multiple ${settings.fixedLeverageMultiple}`);
  }
  if (settings.leverageMode === 2 && !settings.openLeverageMultiples.includes(asked)) {
    throw fieldError('leverage', `must be one of ${settings.openLeverageMultiples.join(', ')}`);
  }
  if (!settings.leverageSwitch && asked !== fallback) throw fieldError('leverage', `must be ${fallback}: leverage cannot be chosen`);
  return asked;
}

function checkQuantity(pair: LockedPair, quantity: string): Decimal {
  if (!/^\d{1,18}(\.\d{1,18})?$/.test(quantity)) throw fieldError('quantity', 'must be a positive decimal');
  const q = new Decimal(quantity);
  if (q.decimalPlaces() > pair.quantityPrecision) throw fieldError('quantity', `must have at most ${pair.quantityPrecision} decimals`);
  if (q.lt(pair.quantityMin) || q.gt(pair.quantityMax)) {
    throw fieldError(
      'quantity',
      `must be between ${new Decimal(pair.quantityMin).toFixed()} and ${new Decimal(pair.quantityMax).toFixed()} contracts`,
    );
  }
  return q;
}

/**
 * Checks a position's take-profit and stop-loss against its direction and the reference price (the mark, or the
 * entry): a long's take-profit above it and stop-loss below, a short's the other way; with the settings' range
 * limit on, each within its range of the reference.
 */
export function checkTpSl(settings: EngineSettings, direction: PerpetualDirection, reference: string, tp?: string, sl?: string): void {
  const ref = new Decimal(reference);
  const sign = direction === 'long' ? 1 : -1;
  if (tp !== undefined) {
    if (new Decimal(tp).minus(ref).times(sign).lte(0))
      throw fieldError('tpPrice', `must be ${sign > 0 ? 'above' : 'below'} ${ref.toFixed()}`);
    if (settings.tpSlRangeLimitSwitch && new Decimal(tp).minus(ref).abs().gt(ref.times(settings.tpRangeLimit))) {
      throw fieldError('tpPrice', `must be within ${new Decimal(settings.tpRangeLimit).times(100).toFixed()} % of ${ref.toFixed()}`);
    }
  }
  if (sl !== undefined) {
    if (new Decimal(sl).minus(ref).times(sign).gte(0))
      throw fieldError('slPrice', `must be ${sign > 0 ? 'below' : 'above'} ${ref.toFixed()}`);
    if (settings.tpSlRangeLimitSwitch && new Decimal(sl).minus(ref).abs().gt(ref.times(settings.slRangeLimit))) {
      throw fieldError('slPrice', `must be within ${new Decimal(settings.slRangeLimit).times(100).toFixed()} % of ${ref.toFixed()}`);
    }
  }
}

/** Places a perpetual order for a user, in the caller's transaction. */
export async function placePerpetualOrder(tx: Queryable, input: PlaceOrderInput): Promise<PlacedOrder> {
  const settings = await engineSettings(tx);
  if (!settings.perpetualSwitch) throw conflict('Perpetual trading is switched off');
  const { pair, mark: latest } = await catchUp(tx, input.pairId, input.now);
  if (!pair.status) throw conflict(`Perpetual pair ${pair.id} is inactive: it takes no order`);
  const mark = freshMark(latest, input.now);
  const leverage = leverageOf(settings, input.leverage);
  const contracts = checkQuantity(pair, input.quantity);
  if (input.category !== 'market' && (input.tpPrice !== undefined || input.slPrice !== undefined)) {
    throw fieldError('tpPrice', 'take-profit and stop-loss are set on a position, once the order is filled');
  }
  const wallet = await findLockedWallet(tx, { userId: input.userId, coinId: pair.coinId, walletType: PERPETUAL_WALLET });
  if (!wallet) throw conflict(`User ${input.userId} has no perpetual wallet in the pair's quote coin`);
  const { rows: users } = await tx.query<{ status: number; blocked: boolean; is_demo: number }>(
    'select status, (is_system_locked = 1 or is_system_suspended = 1) as blocked, is_demo from users where id = $1',
    [input.userId],
  );
  if (!users[0]) throw notFound(`User ${input.userId} does not exist`);
  if (users[0].status !== 1 || users[0].blocked) throw conflict(`User ${input.userId} is suspended, disabled or locked: no orders`);
  const fundType = 1;
  const q = baseQuantity(contracts, pair.multiplier);

  let price = mark.price;
  let condition: 'rises_to' | 'falls_to' | null = null;
  if (input.category === 'limit') {
    if (!input.price) throw fieldError('price', 'a limit order needs its price');
    price = input.price;
    const range = new Decimal(pair.orderBookPriceRange);
    if (range.gt(0) && new Decimal(price).minus(mark.price).abs().gt(range.times(mark.price))) {
      throw fieldError('price', `must be within ${range.times(100).toFixed()} % of the mark price ${new Decimal(mark.price).toFixed()}`);
    }
  } else if (input.category === 'stop') {
    if (!input.stopPrice) throw fieldError('stopPrice', 'a stop order needs its stop price');
    if (new Decimal(input.stopPrice).eq(mark.price)) throw fieldError('stopPrice', 'must differ from the mark price');
    price = input.stopPrice;
    condition = new Decimal(input.stopPrice).gt(mark.price) ? 'rises_to' : 'falls_to';
  } else {
    checkTpSl(settings, input.direction, mark.price, input.tpPrice, input.slPrice);
  }
  const margin = initialMargin(price, q, leverage);
  const fee = openFee(settings, price, q);
  const { rows } = await tx.query<{ id: string }>(
    `insert into perpetual_orders (user_id, wallet_id, coin_id, pair_id, direction, category, status, fund_type, leverage, quantity, price,
       stop_price, trigger_condition, held, client_order_id, place_tick_id, ip, opened_date, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, 'open', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $17, $17) returning id`,
    [
      input.userId,
      wallet.id,
      pair.coinId,
      pair.id,
      input.direction,
      input.category,
      fundType,
      leverage,
      contracts.toFixed(),
      input.category === 'limit' ? price : null,
      input.category === 'stop' ? price : null,
      condition,
      input.category === 'market' ? '0' : margin.plus(fee).toFixed(),
      input.clientOrderId ?? null,
      mark.id,
      input.ip ?? null,
      input.now,
    ],
  );
  const orderId = Number(rows[0].id);
  const reference = `perpetual-order:${orderId}`;
  if (input.category !== 'market') {
    if (condition) {
      await tx.query(
        `insert into perpetual_triggers (order_id, kind, condition, trigger_price, create_date) values ($1, 'stop', $2, $3, $4)`,
        [orderId, condition, price, input.now],
      );
    }
    await postMany(
      tx,
      [{ walletId: wallet.id, field: 'balance', delta: margin.plus(fee).negated(), changeType: 'perpetual_order_hold', reference }],
      {
        operator: null,
        now: input.now,
      },
    );
    return { orderId, status: 'open', positionId: null, tickId: mark.id, price };
  }
  const opened = await openAtPrice(tx, {
    userId: input.userId,
    walletId: wallet.id,
    pair,
    settings,
    direction: input.direction,
    contracts,
    leverage,
    price: mark.price,
    tickId: mark.id,
    fundType,
    now: input.now,
  });
  const changes = [
    { walletId: wallet.id, field: 'balance' as const, delta: opened.margin.negated(), changeType: 'perpetual_margin', reference },
  ];
  if (!opened.fee.isZero())
    changes.push({ walletId: wallet.id, field: 'balance', delta: opened.fee.negated(), changeType: 'perpetual_fee', reference });
  await postMany(tx, changes, { operator: null, now: input.now });
  await tx.query(
    `update perpetual_orders set status = 'filled', settlement_status = 'settled', executed_price = $2, executed_quantity = quantity, margin = $3,
       fee = $4, position_id = $5, tick_id = $6, executed_date = $7 where id = $1`,
    [orderId, mark.price, opened.margin.toFixed(), opened.fee.toFixed(), opened.positionId, mark.id, input.now],
  );
  if (input.tpPrice !== undefined || input.slPrice !== undefined) {
    await writeTpSl(tx, opened.positionId, input.tpPrice, input.slPrice, input.now);
  }
  return { orderId, status: 'filled', positionId: opened.positionId, tickId: mark.id, price: mark.price };
}

/**
 * Sets a position's TP/SL strategy (the open position locked by the caller): the previous one is cancelled,
 * a new `tp_sl` order holds a trigger per price, and the position's tp_price / sl_price (which the engine's
 * index finds) follow. Answers the strategy's id (null when both prices are cleared).
 */
async function writeTpSl(
  tx: Queryable,
  positionId: number,
  tp: string | undefined,
  sl: string | undefined,
  now: Date,
): Promise<number | null> {
  const { rows } = await tx.query<{
    user_id: string;
    wallet_id: string;
    coin_id: number;
    pair_id: number;
    direction: PerpetualDirection;
    fund_type: number;
    leverage: number;
    size: string;
    strategy_id: string | null;
  }>(
    `select user_id, wallet_id, coin_id, pair_id, direction, fund_type, leverage, size::text, strategy_id from perpetual_positions where id = $1`,
    [positionId],
  );
  const p = rows[0];
  if (p.strategy_id) {
    await tx.query(
      `update perpetual_orders set status = 'cancelled', settlement_status = 'settled', cancelled_date = $2, reason = 'Replaced by a new take-profit / stop-loss', update_date = $2
       where id = $1 and status = 'open'`,
      [p.strategy_id, now],
    );
  }
  let strategyId: number | null = null;
  if (tp !== undefined || sl !== undefined) {
    const { rows: order } = await tx.query<{ id: string }>(
      `insert into perpetual_orders (user_id, wallet_id, coin_id, pair_id, position_id, direction, category, status, fund_type, leverage, quantity,
         reduce_only, close_position, opened_date, create_date, update_date)
       values ($1, $2, $3, $4, $5, $6, 'tp_sl', 'open', $7, $8, $9, 1, 1, $10, $10, $10) returning id`,
      [p.user_id, p.wallet_id, p.coin_id, p.pair_id, positionId, p.direction, p.fund_type, p.leverage, p.size, now],
    );
    strategyId = Number(order[0].id);
    const rises = p.direction === 'long';
    const triggers: [string, string, string][] = [];
    if (tp !== undefined) triggers.push(['take_profit', rises ? 'rises_to' : 'falls_to', tp]);
    if (sl !== undefined) triggers.push(['stop_loss', rises ? 'falls_to' : 'rises_to', sl]);
    for (const [kind, condition, price] of triggers) {
      await tx.query(`insert into perpetual_triggers (order_id, kind, condition, trigger_price, create_date) values ($1, $2, $3, $4, $5)`, [
        strategyId,
        kind,
        condition,
        price,
        now,
      ]);
    }
  }
  await tx.query('update perpetual_positions set tp_price = $2, sl_price = $3, strategy_id = $4, update_date = $5 where id = $1', [
    positionId,
    tp ?? null,
    sl ?? null,
    strategyId,
    now,
  ]);
  return strategyId;
}

/** Sets (or, with neither price, clears) the take-profit and stop-loss of a user's open position. */
export async function setPositionTpSl(
  tx: Queryable,
  input: { userId: number; positionId: number; tpPrice?: string; slPrice?: string; now: Date },
): Promise<number | null> {
  const { rows } = await tx.query<{ pair_id: number }>('select pair_id from perpetual_positions where id = $1 and user_id = $2', [
    input.positionId,
    input.userId,
  ]);
  if (!rows[0]) throw notFound(`Position ${input.positionId} does not exist`);
  const { mark } = await catchUp(tx, rows[0].pair_id, input.now);
  const { rows: open } = await tx.query<{ direction: PerpetualDirection }>(
    `select direction from perpetual_positions where id = $1 and status = 'open' for update`,
    [input.positionId],
  );
  if (!open[0]) throw conflict(`Position ${input.positionId} is closed`);
  const settings = await engineSettings(tx);
  checkTpSl(settings, open[0].direction, freshMark(mark, input.now).price, input.tpPrice, input.slPrice);
  return writeTpSl(tx, input.positionId, input.tpPrice, input.slPrice, input.now);
}
