import assert from 'node:assert/strict';
import type { Queryable } from '../../src/db/database';
import { Decimal } from '../../src/money';
import { recordFeedTicks } from '../../src/modules/market/feed-runner';
import { closeAtMark } from '../../src/modules/perpetual/engine/close';
import { type PlaceOrderInput, placePerpetualOrder } from '../../src/modules/perpetual/engine/orders';
import { PERPETUAL_WALLET } from '../../src/modules/perpetual/engine/state';
import { runPerpetualEngine } from '../../src/modules/perpetual/engine/ticks';
import { lockWallet, post } from '../../src/modules/wallets/ledger';
import { DEMO, type Json, startTestApi, type TestApi } from '../helpers';
import { coinId, createCoinPair, SECOND, ScriptedFeed } from '../trading/futures-fixture';

/**
 * What the perpetual tests share: a coin pair of the test's own quoted by a scripted feed, a perpetual pair on it
 * made through the API (one contract = 0.001 BTC, 1 to 1,000 contracts, 3 decimals), funded traders with a USDT
 * perpetual wallet, a clock stepped second by second, and the functions a client platform calls.
 */
export class PerpetualWorld {
  readonly feed = new ScriptedFeed();
  admin = '';
  coinPair = 0;
  pairId = 0;
  users: number[] = [];
  clock = 0;

  constructor(readonly api: TestApi) {}

  static async start({ traders = 4, funds = '100000', price = '50000' } = {}): Promise<PerpetualWorld> {
    const world = new PerpetualWorld(await startTestApi());
    world.admin = await world.api.signIn(DEMO.admin);
    world.clock = world.api.clock.now();
    world.coinPair = await createCoinPair(world.api.db, 'BTC');
    await world.tick(price);
    const pair = await world.call('POST', 'perpetual/trading-pair', {
      tradingPairId: world.coinPair,
      name: `BTC perpetual ${world.coinPair}`,
      multiplier: '0.001',
      orderBookPriceRange: '0.2',
      quantityPrecision: 3,
      quantityMin: '1',
      quantityMax: '100000',
      displaySort: 1,
    });
    assert.equal(pair.status, 200, pair.body.msg);
    world.pairId = pair.body.data.id;
    world.users = await perpetualTraders(world.api.db, traders, funds, new Date(world.clock));
    return world;
  }

  call = (method: string, path: string, body?: unknown, token = this.admin) =>
    method === 'GET'
      ? this.api.call(method, path, { token, query: body as Record<string, string> })
      : this.api.call(method, path, { token, body });

  /** One second later: the feed records `price` (or the last price again). */
  async tick(price?: string): Promise<void> {
    if (price) this.feed.set(this.coinPair, price);
    this.clock += SECOND;
    this.api.clock.ms = this.clock;
    await recordFeedTicks(this.api.db, this.feed, new Date(this.clock));
  }

  /** A tick, then the engine's pass. */
  async step(price?: string): Promise<void> {
    await this.tick(price);
    await runPerpetualEngine(this.api.db, new Date(this.clock));
  }

  place = (userId: number, order: Omit<PlaceOrderInput, 'userId' | 'pairId' | 'now'>) =>
    this.api.db.transaction((tx) => placePerpetualOrder(tx, { userId, pairId: this.pairId, now: new Date(this.clock), ...order }));

  open = (userId: number, direction: 'long' | 'short', quantity: string, leverage = 10) =>
    this.place(userId, { direction, category: 'market', quantity, leverage });

  closeAll = (userId: number, direction: 'long' | 'short') =>
    this.api.db.transaction((tx) =>
      closeAtMark(tx, { userId, pairId: this.pairId, direction, by: 'user', operator: null, reason: null, now: new Date(this.clock) }),
    );

  async position(id: number): Promise<Json> {
    const { rows } = await this.api.db.query('select * from perpetual_positions where id = $1', [id]);
    return rows[0];
  }
}

/** Demo users with a funded USDT perpetual wallet (topped up to `balance` through the ledger). */
export async function perpetualTraders(db: TestApi['db'], count: number, balance: string, now: Date): Promise<number[]> {
  const usdt = await coinId(db, 'USDT');
  const { rows } = await db.query<{ id: string }>(
    `select id from users where status = 1 and is_system_locked = 0 and is_system_suspended = 0 order by id limit $1`,
    [count],
  );
  const ids = rows.map((r) => Number(r.id));
  await db.transaction(async (tx) => {
    for (const userId of ids) {
      const wallet = await lockWallet(tx, { userId, coinId: usdt, walletType: PERPETUAL_WALLET }, now);
      const missing = new Decimal(balance).minus(wallet.balance);
      if (missing.gt(0)) {
        await post(tx, wallet, [{ field: 'balance', delta: missing, changeType: 'adjustment' }], {
          reference: 'perpetual-test-top-up',
          operator: 'test',
          now,
        });
      }
    }
  });
  return ids;
}

export async function perpetualBalance(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ balance: string }>(
    `select w.balance::text as balance from user_wallets w join coins c on c.id = w.coin_id
     where w.user_id = $1 and c.code = 'USDT' and w.wallet_type = 2`,
    [userId],
  );
  return new Decimal(rows[0].balance).toFixed();
}

/** Perpetual wallets whose balance differs from the sum of their change log: none, always. */
export async function unreconciledPerpetualWallets(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from user_wallets w
     where w.wallet_type = 2
       and w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)`,
  );
  return rows[0].n;
}

export const dec = (value: Decimal.Value) => new Decimal(value).toFixed();
export type { Json };
