import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { rollUp } from '../../src/modules/reports/rollups';
import { moveUser } from '../../src/modules/users/agent-chain';
import { Prng } from '../../src/seed/prng';
import type { Json, TestApi } from '../helpers';
import { deposit, fundMovement, futuresOrder, getReport, type History, openReportsApi, withdrawal } from './history';

/**
 * The daily roll-ups (`report_user_day_sums`, `report_balance_day_sums`): after random activity over a fortnight of
 * Asia/Shanghai days, every report read from the roll-ups equals the same report computed from the records; a
 * backdated write shows at once (its day is computed from the records again) and is rolled up anew; a user moved
 * to another upline changes the agents' and trees' figures above it at once and after the roll-up; a change of the
 * report time zone answers `rebuilding` until the roll-ups of the new zone are complete.
 */

let api: TestApi;
let admin: string;
let h: History;
const RANGE = { start: '2020-03-01', end: '2020-03-14' };

before(async () => {
  ({ api, admin, h } = await openReportsApi());
  // The demo data's generator, seeded: a failure can be replayed.
  const prng = new Prng(20260328);
  const random = () => prng.next();
  const users = [h.a, h.b, h.c, h.d];
  const { rows } = await api.db.query<{ id: string; user_id: string }>(
    'select id::text, user_id::text from user_wallets where user_id = any($1::bigint[]) and coin_id = $2',
    [users, h.usdt],
  );
  const walletOf = new Map(rows.map((r) => [Number(r.user_id), Number(r.id)]));
  const at = () => new Date(Date.parse('2020-02-29T16:00:00Z') + Math.floor(random() * 14 * 86_400_000)).toISOString();
  const amount = () => (Math.floor(random() * 100_000) + 1) / 100;
  for (let i = 0; i < 60; i++) {
    const who = users[Math.floor(random() * users.length)];
    const kind = Math.floor(random() * 4);
    if (kind === 0) await deposit(api.db, who, h.usdt, amount(), random() < 0.8 ? 1 : 0, at(), random() < 0.3 ? 1 : 0);
    else if (kind === 1) await withdrawal(api.db, who, h.usdt, amount(), random() < 0.8 ? 1 : 2, at());
    else if (kind === 2) await fundMovement(api.db, who, h.usdt, random() < 0.6 ? 1 : 2, random() < 0.6 ? -amount() : amount(), at());
    else if (walletOf.has(who)) {
      const placed = at();
      const settled = new Date(Date.parse(placed) + Math.floor(random() * 3 * 86_400_000)).toISOString();
      const stake = amount();
      const win = random() < 0.5;
      await futuresOrder(api.db, h.usdt, {
        user: who,
        wallet: walletOf.get(who) as number,
        stake,
        placed,
        status: 'settled',
        result: win ? 'win' : 'lose',
        payout: win ? Math.round(stake * 190) / 100 : 0,
        settled,
      });
    }
  }
});
after(() => api.close());

const PATHS: [string, Record<string, string | number>][] = [
  ['reporting/platform/summary', {}],
  ['reporting/platform/daily/summary', { pageSize: 100 }],
  ['reporting/platform/monthly/summary', {}],
  ['reporting/agent/daily/summary', { pageSize: 100, agentId: 0 }],
  ['reporting/downline/agent/query', { agentId: 0 }],
  ['reporting/marketing/daily/summary', { pageSize: 100, accountId: 0 }],
  ['reporting/account/personal/summary', { pageSize: 100 }],
  ['reporting/account/daily/summary', { pageSize: 100, accountId: 0 }],
];

async function answers(): Promise<Json[]> {
  const out: Json[] = [];
  for (const [path, query] of PATHS) {
    const filled = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, v === 0 ? (k === 'accountId' ? h.b : h.a) : v]));
    out.push(await getReport(api, admin, path, { ...RANGE, ...filled }));
  }
  return out;
}

/**
 * The answers summed from each member's own rows and records: the test's users set aside as stale uplines (043), so no
 * report reads their downline sums until the next roll-up rebuilds them.
 */
async function fromMembers(): Promise<Json[]> {
  await api.db.query('insert into report_downline_stale (user_id) select unnest($1::bigint[]) on conflict do nothing', [
    [h.a, h.b, h.c, h.d],
  ]);
  return answers();
}

const markers = async () =>
  api.count('report_user_day_sums', "time_zone = 'Asia/Shanghai' and user_id = 0 and day between '2020-03-01' and '2020-03-14'");

test('the roll-ups equal a recomputation from the records, before and after a backdated write', async () => {
  const now = new Date(api.clock.now());
  await api.db.query('delete from report_user_day_sums');
  await api.db.query('delete from report_balance_day_sums');
  const live = await fromMembers();
  assert.equal(await markers(), 0);
  const result = await rollUp(api.db, now, 100_000);
  assert.equal(result.complete, true);
  assert.equal(await markers(), 14);
  assert.equal(await api.count('report_downline_stale'), 0);
  assert.deepEqual(await answers(), live);

  // A deposit credited on 2020-03-03 (Shanghai), written now: the day is computed from the records at once.
  await deposit(api.db, h.c, h.usdt, 12.34, 1, '2020-03-02T17:00:00Z', 0);
  assert.equal(await markers(), 13);
  const daily = await api.call('GET', 'reporting/platform/daily/summary', {
    token: admin,
    query: { start: '2020-03-03', end: '2020-03-03' },
  });
  const before = live[1].records.find((r: Json) => r.dateTime === '2020-03-03');
  assert.equal(daily.body.data.records[0].numberOfDepositOrders, before.numberOfDepositOrders + 1);
  const afterWrite = await answers();
  assert.deepEqual(await fromMembers(), afterWrite);
  await rollUp(api.db, now, 100_000);
  assert.equal(await markers(), 14);
  assert.deepEqual(await answers(), afterWrite);
});

test('a user moved to another upline: the reports of the users above it follow at once, and after the roll-up', async () => {
  const now = new Date(api.clock.now());
  await rollUp(api.db, now, 100_000);
  const before = await answers();
  // C (and D below it) leaves B's marketing tree and A's downline: every day of A and B changes, not only C's.
  await api.db.transaction((tx) => moveUser(tx, h.c, null, now));
  assert.equal(await api.count('report_downline_stale', `user_id in (${h.a}, ${h.b})`), 2);
  const moved = await answers();
  assert.notDeepEqual(moved, before);
  await rollUp(api.db, now, 100_000);
  assert.equal(await api.count('report_downline_stale'), 0);
  assert.deepEqual(await answers(), moved);
  // The same figures from the records alone.
  for (const table of ['report_user_day_sums', 'report_balance_day_sums', 'report_downline_day_sums', 'report_downline_balance_day_sums']) {
    await api.db.query(`delete from ${table}`);
  }
  assert.deepEqual(await answers(), moved);
  await api.db.transaction((tx) => moveUser(tx, h.c, h.b, now));
});

test('a change of the report time zone answers `rebuilding` until the roll-ups of the new zone are done', async () => {
  const now = new Date(api.clock.now());
  await rollUp(api.db, now, 100_000);
  await api.db.query("update system_settings set value = 'UTC' where key = 'reportTimeZone'");
  const during = await api.call('GET', 'reporting/platform/daily/summary', { token: admin, query: RANGE });
  assert.equal(during.body.data.rebuilding, true);
  assert.equal(during.body.data.timeZone, 'UTC');
  await rollUp(api.db, now, 100_000);
  const done = await api.call('GET', 'reporting/platform/daily/summary', { token: admin, query: RANGE });
  assert.equal(done.body.data.rebuilding, undefined);
  assert.deepEqual(done.body.data.records, during.body.data.records);
  assert.equal(await api.count('report_user_day_sums', "time_zone <> 'UTC'"), 0);
});
