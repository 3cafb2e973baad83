import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { makeLeader } from '../../src/modules/copy-trading/engine/follow';
import { Decimal } from '../../src/money';
import { postMany } from '../../src/modules/wallets/ledger';
import type { TestApi } from '../helpers';
import { coinId, UNLIMITED_LEVEL } from '../trading/futures-fixture';
import { CopyWorld, unreconciledWallets } from './copy-fixture';

/**
 * A round with leading orders fanned out to 1,000 followers: the copies are placed in bulk (one batch, every stake
 * through the ledger), each skip has its reason (block list, balance, limit); the round settles every copy once,
 * each winning copy pays the leader fee once (a losing one none), the leading order adds up its fees, and every
 * wallet equals its change log. A second engine pass changes nothing.
 */

const FOLLOWERS = 1000;
let c: CopyWorld;
let api: TestApi;
let followers: number[];
let leaderB: number;

before(async () => {
  c = await CopyWorld.start(0);
  api = c.api;
  const db = api.db;
  const now = new Date(c.w.clock);
  const usdt = await coinId(db, 'USDT');
  // 1,001 more demo traders (after the world's own), on a level without stake limits, funded in one ledger posting.
  const { rows } = await db.query<{ user_id: string; wallet_id: string; balance: string }>(
    `select w.user_id, w.id as wallet_id, w.balance::text as balance from user_wallets w join users u on u.id = w.user_id
     where w.coin_id = $1 and w.wallet_type = 1 and u.status = 1 and u.is_system_locked = 0 and u.is_system_suspended = 0
       and w.user_id <> all($2::bigint[])
     order by w.user_id limit $3`,
    [usdt, [...c.w.users, c.leader], FOLLOWERS + 1],
  );
  assert.equal(rows.length, FOLLOWERS + 1);
  leaderB = Number(rows[0].user_id);
  followers = rows.slice(1).map((r) => Number(r.user_id));
  await db.transaction(async (tx) => {
    await tx.query('update users set user_level = $2, user_marketing_level = $2 where id = any($1::bigint[])', [
      rows.map((r) => Number(r.user_id)),
      UNLIMITED_LEVEL,
    ]);
    // Followers 0-29 are left with 5 (short of the copy's 10); the others with at least 1,000.
    await postMany(
      tx,
      rows.map((r, i) => ({
        walletId: Number(r.wallet_id),
        field: 'balance' as const,
        delta: new Decimal(i >= 1 && i <= 30 ? '5' : '1000').minus(r.balance),
        changeType: 'adjustment',
        reference: 'copy-test-funds',
      })),
      { operator: 'test', now },
    );
    await makeLeader(tx, leaderB, '0.2', now);
    // Every follower follows leader A with 10 (followers 30-39 limit a copy to 5); followers 0-199 also follow leader B.
    await tx.query(
      `insert into copy_follows (follower_user_id, leader_user_id, copy_mode, copy_amount, max_amount, create_date, update_date)
       select f, $2, 'amount', 10, case when ord between 31 and 40 then 5 end, $3, $3 from unnest($1::bigint[]) with ordinality as t(f, ord)`,
      [followers, c.leader, now],
    );
    await tx.query(
      `insert into copy_follows (follower_user_id, leader_user_id, copy_mode, copy_ratio, create_date, update_date)
       select f, $2, 'ratio', 0.1, $3, $3 from unnest($1::bigint[]) as f`,
      [followers.slice(0, 200), leaderB, now],
    );
  });
});
after(() => api.close());

const count = async (sql: string, params: unknown[]) => (await api.db.query<{ n: number }>(sql, params)).rows[0].n;

test('1,000 followers: copies in bulk, every copy settles once, each winning copy pays the leader fee once, wallets reconcile', async () => {
  const started = Date.now();
  const a = await c.add({ permissionsType: 'not_blocked', blockAccountIds: followers.slice(40, 60) });
  assert.equal(a.status, 200, a.body.msg);
  const fanOutMs = Date.now() - started;
  const leadingA = a.body.data.leadingOrder;
  assert.deepEqual(
    [leadingA.fanOut.targeted, leadingA.fanOut.copied, leadingA.fanOut.skippedBy],
    [FOLLOWERS, FOLLOWERS - 60, { balance: 30, blocked: 20, not_invited: 0, limit: 10, account: 0 }],
  );
  assert.equal(a.body.data.skips.length, 60);
  assert.deepEqual([leadingA.followersCount, leadingA.followedAmount], [FOLLOWERS - 60, String((FOLLOWERS - 60) * 10)]);
  const b = await c.add({ accountId: leaderB, direction: 'short', amount: '200' });
  assert.equal(b.status, 200, b.body.msg);
  // 200 x 0.1 = 20 each; followers 0-29 hold only 5.
  assert.deepEqual([b.body.data.leadingOrder.fanOut.copied, b.body.data.leadingOrder.fanOut.skippedBy.balance], [170, 30]);
  const copies = [`F${leadingA.id}`, `F${b.body.data.leadingOrder.id}`];

  await c.settle(c.w.round1Start, '67200'); // up: leader A's side (long) wins
  const states = await api.db.query<{ result: string; n: number; fee: string }>(
    `select result, count(*)::int as n, trim_scale(sum(leader_fee))::text as fee from futures_orders
     where follow_code = any($1::text[]) and status = 'settled' group by result order by result`,
    [copies],
  );
  assert.deepEqual(states.rows, [
    { result: 'lose', n: 170, fee: '0' },
    { result: 'win', n: FOLLOWERS - 60, fee: new Decimal('0.85').times(FOLLOWERS - 60).toFixed() },
  ]);
  // Once each: one payout row per winning copy, one fee row and one fee income row per winning copy, none for losers.
  const refs = `select 'futures-order:' || id from futures_orders where follow_code = any($1::text[])`;
  assert.equal(
    await count(`select count(*)::int as n from wallet_change_log where change_type = 'futures_payout' and reference in (${refs})`, [
      copies,
    ]),
    FOLLOWERS - 60,
  );
  assert.equal(
    await count(`select count(*)::int as n from wallet_change_log where change_type = 'copy_leader_fee' and reference in (${refs})`, [
      copies,
    ]),
    FOLLOWERS - 60,
  );
  assert.equal(
    await count(
      `select count(*)::int as n from wallet_change_log where change_type = 'copy_leader_fee_income' and user_id = $2 and reference in (${refs})`,
      [copies, c.leader],
    ),
    FOLLOWERS - 60,
  );
  const rowA = (await c.post('follow/list', { orderId: leadingA.id })).body.data.records[0];
  assert.equal(rowA.leaderFee, new Decimal('0.85').times(FOLLOWERS - 60).toFixed());
  assert.equal((await c.post('follow/list', { orderId: b.body.data.leadingOrder.id })).body.data.records[0].leaderFee, '0');
  assert.equal(await unreconciledWallets(api.db), 0);
  // The settlement reached the leading orders' own status and result (the list's filters read them).
  const leadingIds = async (body: object) =>
    (await c.post('follow/list', { runnerId: c.w.round1, ...body })).body.data.records.map((r: { id: number }) => r.id);
  assert.deepEqual(await leadingIds({ status: 'settled', result: 'win' }), [leadingA.id]);
  assert.deepEqual(await leadingIds({ result: 'lose' }), [b.body.data.leadingOrder.id]);
  assert.deepEqual(await leadingIds({ status: 'open' }), []);
  const leadingSums = (await c.post('follow/list', { runnerId: c.w.round1 })).body.data.summary;
  assert.deepEqual(
    leadingSums.map((l: Record<string, unknown>) => [l.code, l.count, l.amount, l.followedAmount, l.leaderFee]),
    [['USDT', 2, '300', String((FOLLOWERS - 60) * 10 + 170 * 20), rowA.leaderFee]],
  );
  // The following order list's sums: those kept per day (a leader, a status, a date range) equal the copies summed one
  // by one (a leading order's, a round's), and the total is their count.
  const sums = async (body: object) => {
    const page = (await c.post('follow/order/list', body)).body.data;
    assert.equal(
      page.total,
      page.summary.reduce((n: number, l: { count: number }) => n + l.count, 0),
    );
    return page.summary.map((l: Record<string, unknown>) => [l.code, l.count, l.amount, l.payout, l.tax, l.leaderFee]);
  };
  const wins = ['USDT', FOLLOWERS - 60, '9400', '17390', '0', rowA.leaderFee];
  assert.deepEqual(await sums({ leaderAccountId: c.leader, status: 'settled' }), [wins]);
  assert.deepEqual(await sums({ leaderOrderId: leadingA.id, result: 'win' }), [wins]);
  const month = { startTime: new Date(c.w.clock - 30 * 86_400_000).toISOString(), endTime: new Date(c.w.clock).toISOString() };
  assert.deepEqual(await sums({ leaderAccountId: leaderB, result: 'lose', ...month }), [['USDT', 170, '3400', '0', '0', '0']]);
  assert.deepEqual(await sums({ runnerId: c.w.round1 }), [['USDT', FOLLOWERS - 60 + 170, '12800', '17390', '0', rowA.leaderFee]]);

  const rowsBefore = await api.count('wallet_change_log');
  await c.w.runUntil(c.w.clock + 10_000);
  assert.equal(await api.count('wallet_change_log'), rowsBefore);
  console.log(`fan-out of ${FOLLOWERS} followers through follow/add: ${fanOutMs} ms (copies ${leadingA.fanOut.copyMs} ms)`);
});
