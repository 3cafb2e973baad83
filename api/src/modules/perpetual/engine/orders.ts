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
import { checkTpSl, insertTriggers, writeTpSl } from './tpsl';

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
  /**
   * Take-profit and stop-loss, set on the position once the order fills (a market order at once; a limit order
   * when the feed reaches its price: checked against the limit price, kept as the order's triggers until then).
   */
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

/** Places a perpetual order for a user, in the caller's transaction. */
export async function placePerpetualOrder(tx: Queryable, input: PlaceOrderInput): Promise<PlacedOrder> {
  const settings = await engineSettings(tx);
  if (!settings.perpetualSwitch) throw conflict('Perpetual trading is switched off');
  const { pair, mark: latest } = await catchUp(tx, input.pairId, input.now);
  if (!pair.status) throw conflict(`Perpetual pair ${pair.id} is inactive: it takes no order`);
  const mark = freshMark(latest, input.now);
  const leverage = leverageOf(settings, input.leverage);
  const contracts = checkQuantity(pair, input.quantity);
  if (input.category === 'stop' && (input.tpPrice !== undefined || input.slPrice !== undefined)) {
    throw fieldError('tpPrice', 'a stop order fills at an unknown price: set take-profit and stop-loss on its position once filled');
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
    // It fills at its own price: the TP/SL are checked against it.
    checkTpSl(settings, input.direction, price, input.tpPrice, input.slPrice);
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
    // A stop order's trigger, or the TP/SL a limit order carries until it fills (`applyCarriedTpSl`).
    const stop = condition ? { condition, price } : undefined;
    await insertTriggers(tx, orderId, input.direction, { tp: input.tpPrice, sl: input.slPrice, stop }, input.now);
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
