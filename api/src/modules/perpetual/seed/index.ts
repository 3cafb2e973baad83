import type { DemoSeedContext } from '../../../core/area';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { Decimal } from '../../../money';
import { Prng } from '../../../seed/prng';
import { DEFAULT_FEED_SEED } from '../../market/feed';
import type { QuotedPair } from '../../market/price-feed';
import { SimulatedPriceFeed } from '../../market/simulated-feed';
import { recordTick, tickAtOrBefore } from '../../market/ticks';
import { HISTORY_SIZES, historySize } from '../../trading/seed/history';
import { lockWallet, postMany } from '../../wallets/ledger';
import { cancelPerpetualOrder, closeAtMark } from '../engine/close';
import { placePerpetualOrder, setPositionTpSl } from '../engine/orders';
import { PERPETUAL_WALLET } from '../engine/state';
import { catchUp } from '../engine/ticks';
import { addPerpetualPair } from '../pairs/queries';

/**
 * The perpetual demo data: pairs on the BTC, ETH and SOL coin pairs, and 30 days of history made by the functions
 * a client platform calls (`placePerpetualOrder`, `setPositionTpSl`, `closeAtMark`, `cancelPerpetualOrder`) on
 * prices of the simulated feed recorded with `recordTick`: 60 sessions twelve hours apart, each on one pair in
 * turn, 30 minutes of a tick a minute (the engine applies each tick as the next call catches up: liquidations,
 * TP/SL closes and limit fills happen as they would live). Every session's positions are closed at its end but
 * the last one's, which stay open (with a few waiting orders) for the live screens. The traders' perpetual
 * wallets are funded first through the ledger. Size: `TRADING_DEMO_HISTORY` (as the trading history): about
 * 3,000 positions for the demo server, 600 for the tests' template, both times `scale`.
 */

const SESSIONS = 60;
const SESSION_SPACING_MS = 12 * 3600_000;
const MINUTES = 30;
const TRADERS = 200;
const FUNDS = '20000';
const SEED_OFFSET = 29;
const PAIRS = [
  ['BTC', '0.001'],
  ['ETH', '0.01'],
  ['SOL', '0.1'],
] as const;
const LEVERAGES = [5, 10, 20, 50, 100];
export const PERPETUAL_HISTORY_SIZES = { full: 3000, tests: 600 } as const;

const refused = (error: unknown) => error instanceof ApiError && error.statusCode < 500;

export async function seedPerpetual(tx: Queryable, { now, scale, seed }: DemoSeedContext): Promise<void> {
  const created = new Date(now.getTime() - 60 * 86_400_000);
  const { rows: coinPairs } = await tx.query<{ id: number; code: string; from_code: string; to_code: string }>(
    `select cp.id, cp.code, f.code as from_code, t.code as to_code from coin_pairs cp join coins f on f.id = cp.from_coin_id
     join coins t on t.id = cp.to_coin_id where t.code = 'USDT' and f.code = any($1::text[]) order by cp.sort, cp.id`,
    [PAIRS.map(([code]) => code)],
  );
  if (!coinPairs.length) return;
  const pairs: { id: number; quoted: QuotedPair }[] = [];
  for (const [i, cp] of coinPairs.entries()) {
    const multiplier = PAIRS.find(([code]) => code === cp.from_code)?.[1] ?? '0.01';
    const id = await addPerpetualPair(
      tx,
      {
        tradingPairId: cp.id,
        name: `${cp.from_code}USDT perpetual`,
        multiplier,
        orderBookPriceRange: '0.05',
        quantityPrecision: 0,
        quantityMin: '1',
        quantityMax: '10000',
        displaySort: i + 1,
        status: 1,
        displaySwitch: 1,
      },
      created,
    );
    pairs.push({ id, quoted: { id: cp.id, code: cp.code, fromCoin: cp.from_code, toCoin: cp.to_code, lastPrice: null, lastAt: null } });
  }
  const traders = await fundTraders(tx, now, scale);
  if (!traders.length) return;
  const prng = new Prng(seed + SEED_OFFSET);
  const feed = new SimulatedPriceFeed(DEFAULT_FEED_SEED);
  const total = (historySize() === HISTORY_SIZES.full ? PERPETUAL_HISTORY_SIZES.full : PERPETUAL_HISTORY_SIZES.tests) * scale;
  const perSession = Math.max(2, Math.round(total / SESSIONS));
  const first = now.getTime() - SESSIONS * SESSION_SPACING_MS + SESSION_SPACING_MS / 2;
  // Each call in a savepoint: a refused one (not enough funds, a leverage that differs) leaves nothing behind,
  // as its own transaction would live.
  const attempt = async (work: () => Promise<unknown>) => {
    await tx.query('savepoint perpetual_call');
    try {
      await work();
      await tx.query('release savepoint perpetual_call');
    } catch (error) {
      if (!refused(error)) throw error;
      await tx.query('rollback to savepoint perpetual_call');
    }
  };

  for (let k = 0; k < SESSIONS; k++) {
    const last = k === SESSIONS - 1;
    // The last session ends just before the data's end: its positions are what the live screens start with.
    const start = last ? now.getTime() - (MINUTES + 2) * 60_000 : first + k * SESSION_SPACING_MS;
    const pair = pairs[k % pairs.length];
    const before = await tickAtOrBefore(tx, pair.quoted.id, new Date(start));
    pair.quoted.lastPrice = before?.price ?? pair.quoted.lastPrice;
    pair.quoted.lastAt = before?.at ?? pair.quoted.lastAt;
    const tick = async (at: number) => {
      const [quote] = await feed.quotes([pair.quoted], new Date(at));
      await recordTick(tx, { coinPairId: pair.quoted.id, price: quote.price, at: quote.at, source: 'simulated' });
      pair.quoted.lastPrice = quote.price;
      pair.quoted.lastAt = quote.at;
      return new Decimal(quote.price);
    };
    let mark = await tick(start);
    const opened: { userId: number; direction: 'long' | 'short' }[] = [];
    for (let i = 0; i < perSession; i++) {
      const userId = prng.pick(traders);
      const direction = prng.chance(0.52) ? ('long' as const) : ('short' as const);
      const quantity = String(prng.chance(0.8) ? prng.int(1, 50) : prng.int(50, 400));
      const leverage = prng.pick(LEVERAGES);
      const at = new Date(start + 1000 + i * 10);
      if (prng.chance(0.15)) {
        const price = mark
          .times(1 + (prng.next() * 0.006 - 0.003))
          .toSignificantDigits(7)
          .toFixed();
        await attempt(() =>
          placePerpetualOrder(tx, { userId, pairId: pair.id, direction, category: 'limit', quantity, leverage, price, now: at }),
        );
        continue;
      }
      await attempt(async () => {
        const placed = await placePerpetualOrder(tx, {
          userId,
          pairId: pair.id,
          direction,
          category: 'market',
          quantity,
          leverage,
          now: at,
        });
        opened.push({ userId, direction });
        if (placed.positionId && prng.chance(0.3)) {
          const sign = direction === 'long' ? 1 : -1;
          const tpPrice = mark
            .times(1 + sign * 0.004 * prng.int(1, 4))
            .toSignificantDigits(7)
            .toFixed();
          const slPrice = mark
            .times(1 - sign * 0.003 * prng.int(1, 4))
            .toSignificantDigits(7)
            .toFixed();
          await setPositionTpSl(tx, { userId, positionId: placed.positionId, tpPrice, slPrice, now: at });
        }
      });
    }
    for (let m = 1; m <= MINUTES; m++) {
      const at = start + m * 60_000;
      mark = await tick(at);
      await catchUp(tx, pair.id, new Date(at + 500));
      if (!last && opened.length && prng.chance(0.3)) {
        const { userId, direction } = prng.pick(opened);
        await attempt(() =>
          closeAtMark(tx, { userId, pairId: pair.id, direction, by: 'user', operator: null, reason: null, now: new Date(at + 1000) }),
        );
      }
    }
    if (last) continue;
    const end = new Date(start + MINUTES * 60_000 + 2000);
    for (const { userId, direction } of opened) {
      await attempt(() => closeAtMark(tx, { userId, pairId: pair.id, direction, by: 'user', operator: null, reason: null, now: end }));
    }
    const { rows: waiting } = await tx.query<{ id: string }>(
      `select id from perpetual_orders where pair_id = $1 and status = 'open' and category in ('limit', 'stop') order by id`,
      [pair.id],
    );
    for (const { id } of waiting) {
      await attempt(() => cancelPerpetualOrder(tx, { orderId: Number(id), operator: null, reason: null, now: end }));
    }
  }
}

/** Demo users (active, unlocked), their USDT perpetual wallets funded through the ledger. */
async function fundTraders(tx: Queryable, now: Date, scale: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: string }>(
    `select u.id from users u where u.status = 1 and u.is_system_locked = 0 and u.is_system_suspended = 0 order by u.id limit $1`,
    [TRADERS],
  );
  const { rows: coins } = await tx.query<{ id: number }>(`select id from coins where code = 'USDT'`);
  if (!coins[0]) return [];
  const funded = new Date(now.getTime() - 32 * 86_400_000);
  const wallets: number[] = [];
  for (const r of rows)
    wallets.push((await lockWallet(tx, { userId: Number(r.id), coinId: coins[0].id, walletType: PERPETUAL_WALLET }, funded)).id);
  await postMany(
    tx,
    wallets.map((walletId) => ({
      walletId,
      field: 'balance' as const,
      delta: new Decimal(FUNDS).times(scale),
      changeType: 'adjustment',
      reference: 'perpetual-demo-funds',
    })),
    { operator: 'system', now: funded },
  );
  return rows.map((r) => Number(r.id));
}
