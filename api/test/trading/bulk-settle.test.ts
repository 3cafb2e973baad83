import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Db } from '../../src/db/database';
import { Decimal } from '../../src/money';
import { recordTick } from '../../src/modules/market/ticks';
import { runRoundEngine } from '../../src/modules/trading/rounds/engine';
import { orderOutcome } from '../../src/modules/trading/rounds/money';
import { placeFuturesOrders } from '../../src/modules/trading/rounds/place-orders';
import { postMany } from '../../src/modules/wallets/ledger';
import { openTestDb, type TestDb } from '../helpers';
import { alignedAfter, createCoinPair, createFuturesPair, createGameplay, tradersWithFunds } from './futures-fixture';

/**
 * Set-based money: a round of a few thousand orders placed in one batch (`placeFuturesOrders`) and settled by
 * the engine (`postMany` under the settlement): every wallet's amounts equal the sums of its change log, each
 * wallet's rows chain (before = the previous row's after), each order is paid by the rule; a batch that would
 * overdraw a wallet changes nothing.
 */

const ORDERS = 3000;
let testDb: TestDb;
let db: Db;
let coinPair: number;
let gameplay: number;
let clock: number;
let users: number[];

before(async () => {
  testDb = await openTestDb({ seeded: true });
  db = testDb.db;
  coinPair = await createCoinPair(db, 'ETH');
  gameplay = await createGameplay(db, await createFuturesPair(db, coinPair, 'ETH-BULK'), { timeInterval: 60, settleDelayTime: 5 });
  clock = alignedAfter(testDb.seededAt ?? Date.now());
  users = await tradersWithFunds(db, 40, '100000', new Date(clock));
});
after(() => testDb.drop());

async function tickAndRun(at: number, price: string) {
  await recordTick(db, { coinPairId: coinPair, price, at: new Date(at), source: 'test' });
  return runRoundEngine(db, new Date(at));
}

const count = async (sql: string, params: unknown[] = []) => (await db.query<{ n: number }>(sql, params)).rows[0].n;

test('a round of thousands of orders settles set-based; every wallet reconciles and its change log chains', async () => {
  await tickAndRun(clock, '3000');
  const { rows } = await db.query<{ id: string }>(`select id from futures_rounds where gameplay_id = $1 and status = 'open'`, [gameplay]);
  const roundId = Number(rows[0].id);
  const orders = Array.from({ length: ORDERS }, (_, i) => ({
    userId: users[i % users.length],
    direction: (i % 3 === 0 ? 'short' : 'long') as 'long' | 'short',
    amount: `${1 + (i % 97)}.${i % 10}5`,
  }));
  const ids = await db.transaction((tx) => placeFuturesOrders(tx, { roundId, orders, now: new Date(clock + 1000) }));
  assert.equal(ids.length, ORDERS);
  await tickAndRun(clock + 60_000, '3001.5'); // the closing tick: long wins
  await tickAndRun(clock + 61_000, '3001.5');
  const pass = await tickAndRun(clock + 66_000, '3001.5');
  assert.deepEqual(pass.settled, [roundId]);

  const { rows: settled } = await db.query<{ direction: 'long' | 'short'; filled_amount: string; payout: string; result: string }>(
    `select direction, filled_amount::text, payout::text, result, yield_ratio::text as "yieldRatio", tax_ratio::text as "taxRatio",
            rebate_ratio::text as "rebateRatio" from futures_orders where round_id = $1 and status = 'settled'`,
    [roundId],
  );
  assert.equal(settled.length, ORDERS);
  for (const o of settled) {
    const rule = orderOutcome(o.direction, 'long', new Decimal(o.filled_amount), o as never);
    assert.equal(new Decimal(o.payout).toFixed(), rule.payout.toFixed());
    assert.equal(o.result, rule.result);
  }
  const paid = await count(
    `select count(*)::int as n from wallet_change_log where change_type in ('futures_payout', 'futures_rebate')
     and reference in (select 'futures-order:' || id from futures_orders where round_id = $1)`,
    [roundId],
  );
  assert.equal(paid, settled.filter((o) => !new Decimal(o.payout).isZero()).length, 'one row per paid order, once');
  // Every wallet of every field equals its change log, and each wallet's rows chain in id order.
  assert.equal(
    await count(
      `select count(*)::int as n from user_wallets w where
         w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)
         or w.frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'frozen_balance'), 0)
         or w.backstage_frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l
                                                     where l.wallet_id = w.id and l.field = 'backstage_frozen_balance'), 0)`,
    ),
    0,
  );
  assert.equal(
    await count(
      `select count(*)::int as n from (
         select before_balance, lag(after_balance) over (partition by wallet_id, field order by id) as previous
         from wallet_change_log where wallet_id in (select distinct wallet_id from futures_orders where round_id = $1)) c
       where c.previous is not null and c.previous <> c.before_balance`,
      [roundId],
    ),
    0,
  );
});

test('postMany refuses a batch that would overdraw one wallet, and writes nothing', async () => {
  const { rows } = await db.query<{ id: string; balance: string }>(
    `select w.id, w.balance::text from user_wallets w join coins c on c.id = w.coin_id where w.user_id = $1 and c.code = 'USDT' and w.wallet_type = 1`,
    [users[0]],
  );
  const wallet = Number(rows[0].id);
  const logged = await count('select count(*)::int as n from wallet_change_log');
  await assert.rejects(
    db.transaction((tx) =>
      postMany(
        tx,
        [
          { walletId: wallet, field: 'balance', delta: '-1', changeType: 'adjustment', reference: 'test' },
          {
            walletId: wallet,
            field: 'balance',
            delta: new Decimal(rows[0].balance).negated().toFixed(),
            changeType: 'adjustment',
            reference: 'test',
          },
        ],
        { operator: 'test', now: new Date(clock) },
      ),
    ),
    /Not enough funds/,
  );
  assert.equal(await count('select count(*)::int as n from wallet_change_log'), logged);
  const { rows: after } = await db.query<{ balance: string }>('select balance::text from user_wallets where id = $1', [wallet]);
  assert.equal(after[0].balance, rows[0].balance);
});
