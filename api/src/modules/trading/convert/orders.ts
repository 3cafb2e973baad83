import { CONVERT_DIRECTION, type ConvertQuote } from '@console/contracts/schemas/trading-convert';
import Decimal from 'decimal.js';
import type { Queryable } from '../../../db/database';
import { messageTime } from '../../../db/list';
import { badRequest, conflict, fieldError, notFound } from '../../../http/errors';
import { type RecordedTick, tickAtOrBefore } from '../../market/ticks';
import { lockWallet, post } from '../../wallets/ledger';
import { marketOpenAt } from '../coin-pairs/market-hours';
import { isPairHalted } from '../risk/evaluate';

/** Futures wallet: convert swaps the coins of a user's futures wallets (options `walletType`). */
export const CONVERT_WALLET_TYPE = 1;
/** The change type of both legs of a convert order in the wallet change log. */
export const CONVERT_CHANGE_TYPE = 'convert';

/** How long a recorded tick may be used as a quote (`convert_settings.quote_validity_seconds`, 10 s unless changed). */
export async function quoteValiditySeconds(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ seconds: number }>('select quote_validity_seconds as seconds from convert_settings where id = 1');
  return rows[0]?.seconds ?? 10;
}

/** The buy and sell prices of a tick under a spread (percent), to the pair's decimals: a buyer's rounded up, a seller's down. */
export function spreadPrices(feedPrice: string, spread: string, decimalPoint: number): { buy: Decimal; sell: Decimal } {
  const feed = new Decimal(feedPrice);
  const share = new Decimal(spread).div(100);
  return {
    buy: feed.times(share.plus(1)).toDecimalPlaces(decimalPoint, Decimal.ROUND_UP),
    sell: feed.times(new Decimal(1).minus(share)).toDecimalPlaces(decimalPoint, Decimal.ROUND_DOWN),
  };
}

/** The quote a user would get from `tick`: both prices, and whether the tick is still valid at `now`. */
export function quoteOf(tick: RecordedTick, spread: string, decimalPoint: number, validitySeconds: number, now: Date): ConvertQuote {
  const { buy, sell } = spreadPrices(tick.price, spread, decimalPoint);
  const validUntil = new Date(tick.at.getTime() + validitySeconds * 1000);
  return {
    tickId: tick.id,
    tickTime: tick.at.toISOString(),
    feedPrice: tick.price,
    buyPrice: buy.toFixed(),
    sellPrice: sell.toFixed(),
    fresh: now.getTime() <= validUntil.getTime() && tick.at.getTime() <= now.getTime(),
    validUntil: validUntil.toISOString(),
  };
}

/** What a client platform sends to convert: pay `amount` on `side` of a convert pair. */
export interface ConvertOrderRequest {
  userId: number;
  convertPairId: number;
  /** 1 buy the pair's `from` coin paying its `to` coin; 2 sell it for the `to` coin. */
  side: number;
  /** Decimal string: what the user pays, in the coin paid on that side. */
  amount: string;
  ip: string | null;
  /** When the order is made (the clock's now; the demo history passes its own moments). */
  now?: Date;
}

export interface PairForOrder {
  id: number;
  name: string;
  activation: number;
  spread: string;
  buy_min_amount: string;
  buy_max_amount: string | null;
  sell_min_amount: string;
  sell_max_amount: string | null;
  coin_pair_id: number;
  pair_active: number;
  transfer_type: number;
  is_market_close: number;
  close_start_time: string | null;
  close_end_time: string | null;
  decimal_point: number;
  from_coin_id: number;
  from_code: string;
  from_decimals: number;
  to_coin_id: number;
  to_code: string;
  to_decimals: number;
}

/** The convert pair with its coin pair and coins, share-locked so that no edit changes its terms under the order. */
async function pairForOrder(tx: Queryable, convertPairId: number): Promise<PairForOrder> {
  const { rows } = await tx.query<PairForOrder>(
    `select x.id, x.name, x.activation, x.spread::text as spread, x.buy_min_amount::text as buy_min_amount,
       x.buy_max_amount::text as buy_max_amount, x.sell_min_amount::text as sell_min_amount, x.sell_max_amount::text as sell_max_amount,
       p.id as coin_pair_id, p.active as pair_active, p.transfer_type, p.is_market_close,
       to_char(p.close_start_time, 'HH24:MI:SS') as close_start_time, to_char(p.close_end_time, 'HH24:MI:SS') as close_end_time,
       p.decimal_point, fc.id as from_coin_id, fc.code as from_code, fc.decimals as from_decimals,
       tc.id as to_coin_id, tc.code as to_code, tc.decimals as to_decimals
     from convert_pairs x join coin_pairs p on p.id = x.coin_pair_id
       join coins fc on fc.id = p.from_coin_id join coins tc on tc.id = p.to_coin_id
     where x.id = $1 and x.deleted_date is null
     for share of x`,
    [convertPairId],
  );
  if (!rows[0]) throw notFound(`Convert pair ${convertPairId} does not exist`);
  return rows[0];
}

const decimalsOf = (amount: string) => (amount.split('.')[1] ?? '').length;

export interface CoinLeg {
  id: number;
  code: string;
  decimals: number;
}

/** What an order pays and receives, checked against the pair (amount format, decimals, limits), before any price. */
export interface ConvertLegs {
  buying: boolean;
  pay: CoinLeg;
  receive: CoinLeg;
  amount: Decimal;
}

/** The convert pair, refused unless it trades at `now`: active, its coin pair active, its market open, not halted by its guard. */
export async function tradingConvertPair(tx: Queryable, convertPairId: number, now: Date): Promise<PairForOrder> {
  const pair = await pairForOrder(tx, convertPairId);
  if (pair.activation !== 1) throw conflict(`Convert pair ${pair.name} is not active`);
  if (pair.pair_active !== 1) throw conflict(`The coin pair of ${pair.name} is not active`);
  const hours = {
    transferType: pair.transfer_type,
    isMarketClose: pair.is_market_close,
    closeStartTime: pair.close_start_time,
    closeEndTime: pair.close_end_time,
  };
  if (!marketOpenAt(hours, now)) throw conflict(`The market of ${pair.name} is closed at ${messageTime(now)}`);
  if (await isPairHalted(tx, pair.coin_pair_id)) throw conflict(`${pair.name} is halted by its reference-price guard`);
  return pair;
}

export function checkSideAndAmount(side: number, amount: string): void {
  if (side !== CONVERT_DIRECTION.buy && side !== CONVERT_DIRECTION.sell) throw fieldError('side', 'must be 1 (buy) or 2 (sell)');
  if (!/^\d+(\.\d+)?$/.test(amount) || !/[1-9]/.test(amount)) throw fieldError('amount', 'must be a decimal greater than zero');
}

/** The coins paid and received on `side`, and the amount checked against the paid coin's decimals and the pair's limits. */
export function legsOf(pair: PairForOrder, side: number, rawAmount: string): ConvertLegs {
  const buying = side === CONVERT_DIRECTION.buy;
  const pay = buying
    ? { id: pair.to_coin_id, code: pair.to_code, decimals: pair.to_decimals }
    : { id: pair.from_coin_id, code: pair.from_code, decimals: pair.from_decimals };
  const receive = buying
    ? { id: pair.from_coin_id, code: pair.from_code, decimals: pair.from_decimals }
    : { id: pair.to_coin_id, code: pair.to_code, decimals: pair.to_decimals };
  const amount = new Decimal(rawAmount);
  if (decimalsOf(amount.toFixed()) > pay.decimals) throw fieldError('amount', `${pay.code} amounts have at most ${pay.decimals} decimals`);
  const [min, max] = buying ? [pair.buy_min_amount, pair.buy_max_amount] : [pair.sell_min_amount, pair.sell_max_amount];
  if (amount.lt(min)) throw fieldError('amount', `must be at least ${new Decimal(min).toFixed()} ${pay.code}`);
  if (max !== null && amount.gt(max)) throw fieldError('amount', `must be at most ${new Decimal(max).toFixed()} ${pay.code}`);
  return { buying, pay, receive, amount };
}

/** The newest recorded tick of the pair at `now`, refused when there is none or it is older than the quote validity. */
export async function quotingTick(tx: Queryable, pair: PairForOrder, now: Date): Promise<RecordedTick> {
  const tick = await tickAtOrBefore(tx, pair.coin_pair_id, now);
  if (!tick) throw conflict(`No price has been recorded for ${pair.name} yet`);
  const validity = await quoteValiditySeconds(tx);
  const age = (now.getTime() - tick.at.getTime()) / 1000;
  if (age > validity) {
    throw conflict(
      `The newest price of ${pair.name} (tick ${tick.id}, ${messageTime(tick.at)}) is older than the quote validity of ${validity} s`,
    );
  }
  return tick;
}

/** The price (the tick under the spread, the buyer's or the seller's) and what the order receives, cut to the coin's decimals. */
export function pricedOrder(pair: PairForOrder, legs: ConvertLegs, tick: RecordedTick): { price: Decimal; received: Decimal } {
  const { buy, sell } = spreadPrices(tick.price, pair.spread, pair.decimal_point);
  const price = legs.buying ? buy : sell;
  if (price.lte(0)) throw conflict(`The price of ${pair.name} rounds to zero at ${pair.decimal_point} decimals`);
  const received = (legs.buying ? legs.amount.div(price) : legs.amount.times(price)).toDecimalPlaces(
    legs.receive.decimals,
    Decimal.ROUND_DOWN,
  );
  if (received.lte(0))
    throw badRequest(`amount: too small to receive any ${legs.receive.code}`, [
      { path: 'amount', message: `too small to receive any ${legs.receive.code}` },
    ]);
  return { price, received };
}

/**
 * Places a convert order as a client platform does (the simulated traders and the demo history call it too),
 * in the caller's transaction: takes the newest recorded tick of the pair at `now`, refuses it when older than
 * the quote validity, applies the pair's spread, and moves both legs through the ledger (the paid coin out of
 * the user's futures wallet, the received coin in, one change-log row each, reference `convert:<id>`). The
 * order keeps the tick's id, its price and the spread. Refusals: 404 unknown pair, 400 bad side or amount,
 * 409 pair inactive, market closed or halted by the reference-price guard, no or stale price, not enough funds.
 * `placeConvertOrders` (batch.ts) is its batch form, with the same steps.
 */
export async function placeConvertOrder(tx: Queryable, request: ConvertOrderRequest): Promise<number> {
  const now = request.now ?? new Date();
  checkSideAndAmount(request.side, request.amount);
  const pair = await tradingConvertPair(tx, request.convertPairId, now);
  const legs = legsOf(pair, request.side, request.amount);
  const { pay, receive, amount } = legs;
  const tick = await quotingTick(tx, pair, now);
  const { price, received } = pricedOrder(pair, legs, tick);

  const { rows: user } = await tx.query<{ status: number }>('select status from users where id = $1', [request.userId]);
  if (!user[0]) throw notFound(`User ${request.userId} does not exist`);
  if (user[0].status !== 1) throw conflict(`User ${request.userId} is not active`);

  const { rows } = await tx.query<{ id: string }>(
    `insert into convert_orders (user_id, convert_pair_id, coin_pair_id, pair_name, direction, pay_coin_id, receive_coin_id, wallet_type,
       amount, real_amount, price, feed_price, spread, tick_id, tick_time, ip, create_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning id`,
    [
      request.userId,
      pair.id,
      pair.coin_pair_id,
      pair.name,
      request.side,
      pay.id,
      receive.id,
      CONVERT_WALLET_TYPE,
      amount.toFixed(),
      received.toFixed(),
      price.toFixed(),
      tick.price,
      pair.spread,
      tick.id,
      tick.at,
      request.ip,
      now,
    ],
  );
  const id = Number(rows[0].id);
  const posting = { reference: `convert:${id}`, operator: null, now };
  // Both wallets locked in wallet id order, the order every caller that locks several of a user's wallets takes
  // (`lockWalletsOfUser`), so two never deadlock; a wallet the user does not have yet is made (and locked) last.
  const { rows: existing } = await tx.query<{ id: string; coin_id: number }>(
    'select id, coin_id from user_wallets where user_id = $1 and wallet_type = $2 and coin_id = any($3::int[])',
    [request.userId, CONVERT_WALLET_TYPE, [pay.id, receive.id]],
  );
  const walletId = new Map(existing.map((w) => [w.coin_id, Number(w.id)]));
  const moves = [
    { coinId: pay.id, delta: amount.negated() },
    { coinId: receive.id, delta: received },
  ].sort((a, b) => (walletId.get(a.coinId) ?? Number.MAX_SAFE_INTEGER) - (walletId.get(b.coinId) ?? Number.MAX_SAFE_INTEGER));
  const wallets = [];
  for (const leg of moves)
    wallets.push(await lockWallet(tx, { userId: request.userId, coinId: leg.coinId, walletType: CONVERT_WALLET_TYPE }, now));
  for (const [i, leg] of moves.entries()) {
    await post(tx, wallets[i], [{ field: 'balance', delta: leg.delta, changeType: CONVERT_CHANGE_TYPE }], posting);
  }
  return id;
}
