import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Json, TestApi } from '../helpers';
import { getReport, type History, openReportsApi } from './history';

/**
 * The reports (`reporting/*`) over a small known history (`history.ts`: March 2020, days of Asia/Shanghai, a downline
 * three levels deep, records either side of midnight): every figure of every report checked to the unit, the same
 * history cut in UTC days, the home page's waiting counts. Exports and refusals: `report-files.test.ts`.
 */

let api: TestApi;
let admin: string;
let h: History;

const D1 = '2020-03-01';
const D2 = '2020-03-02';
const RANGE = { start: D1, end: D2 };

before(async () => {
  ({ api, admin, h } = await openReportsApi());
});
after(() => api.close());

const get = (path: string, query: Record<string, string | number> = {}, token = admin): Promise<Json> =>
  getReport(api, token, path, { ...RANGE, ...query });

const ZERO = {
  numberOfNewUsers: 0,
  numberOfInvitees: 0,
  numberOfDepositOrders: 0,
  amountOfDeposit: '0',
  numberOfDepositors: 0,
  numberOfFirstTimeDepositors: 0,
  amountOfWithdrawal: '0',
  amountOfManagerOutNet: '0',
  amountOfManagerOutNonNet: '0',
  netInflow: '0',
  futuresBet: '0',
  numberOfFuturesOrders: 0,
  numberOfFuturesPlayers: 0,
  futuresProfit: '0',
  perpetualProfit: '0',
  balance: '0',
};
type Metrics = typeof ZERO;
const m = (figures: Partial<Metrics>): Metrics => ({ ...ZERO, ...figures });

/** The platform's days in Asia/Shanghai (see history.ts for where each figure comes from). */
const PLATFORM_D1 = m({
  numberOfNewUsers: 2, // A 09:00, B 23:59
  numberOfInvitees: 1, // B
  numberOfDepositOrders: 1,
  amountOfDeposit: '100',
  numberOfDepositors: 1,
  numberOfFirstTimeDepositors: 1,
  netInflow: '100',
  futuresBet: '10', // B at 23:58; the demo-funds order counts nowhere
  numberOfFuturesOrders: 1,
  numberOfFuturesPlayers: 1,
  perpetualProfit: '7', // B liquidated with a realised loss of 7
  balance: '90', // B: 60 available + 30 held for the withdrawal
});
const PLATFORM_D2 = m({
  numberOfNewUsers: 2, // C 00:01, D
  numberOfInvitees: 2,
  numberOfDepositOrders: 2, // C 50 at 00:30 and 25; D's pending and B's deleted deposits count nowhere
  amountOfDeposit: '75',
  numberOfDepositors: 1,
  numberOfFirstTimeDepositors: 1,
  amountOfWithdrawal: '30', // B's, approved at 00:10; C's rejected one counts nowhere
  amountOfManagerOutNet: '15', // C frozen 20, thawed 5
  amountOfManagerOutNonNet: '20',
  netInflow: '30', // 75 - 30 - 15
  futuresBet: '28', // C 20, D 8 (open); C's voided 5 counts nowhere
  numberOfFuturesOrders: 2,
  numberOfFuturesPlayers: 2,
  futuresProfit: '-8', // B's lost 10 settled at 00:02, C won 38 on 20
  perpetualProfit: '-12', // D closed with a realised profit of 12
  balance: '230', // B 60, C 78 (its 15 frozen by staff are out), D 92
});
const PLATFORM_RANGE = m({
  numberOfNewUsers: 4,
  numberOfInvitees: 3,
  numberOfDepositOrders: 3,
  amountOfDeposit: '175',
  numberOfDepositors: 2,
  numberOfFirstTimeDepositors: 2,
  amountOfWithdrawal: '30',
  amountOfManagerOutNet: '15',
  amountOfManagerOutNonNet: '20',
  netInflow: '130',
  futuresBet: '38',
  numberOfFuturesOrders: 3,
  numberOfFuturesPlayers: 3,
  futuresProfit: '-8',
  perpetualProfit: '-5',
  balance: '230',
});

/** Everyone below A (B, C, D): A's own sign-up is not its downline's, nor is B's invitation (A invited B). */
const DOWNLINE_OF_A = { ...PLATFORM_RANGE, numberOfNewUsers: 3, numberOfInvitees: 2 };
/** The user's own figures over both days. */
const OWN_B = m({
  numberOfNewUsers: 1,
  numberOfInvitees: 1,
  numberOfDepositOrders: 1,
  amountOfDeposit: '100',
  numberOfDepositors: 1,
  numberOfFirstTimeDepositors: 1,
  amountOfWithdrawal: '30',
  netInflow: '70',
  futuresBet: '10',
  numberOfFuturesOrders: 1,
  numberOfFuturesPlayers: 1,
  futuresProfit: '10',
  perpetualProfit: '7',
  balance: '60',
});
const OWN_C = m({
  numberOfNewUsers: 1,
  numberOfInvitees: 1,
  numberOfDepositOrders: 2,
  amountOfDeposit: '75',
  numberOfDepositors: 1,
  numberOfFirstTimeDepositors: 1,
  amountOfManagerOutNet: '15',
  amountOfManagerOutNonNet: '20',
  netInflow: '60',
  futuresBet: '20',
  numberOfFuturesOrders: 1,
  numberOfFuturesPlayers: 1,
  futuresProfit: '-18',
  balance: '78',
});
const OWN_D = m({
  numberOfNewUsers: 1,
  futuresBet: '8',
  numberOfFuturesOrders: 1,
  numberOfFuturesPlayers: 1,
  perpetualProfit: '-12',
  balance: '92',
});

const metricsOf = (row: Json): Metrics => Object.fromEntries(Object.keys(ZERO).map((k) => [k, row[k]])) as Metrics;

describe('platform report', () => {
  test('summary, monthly and daily, by the days of Asia/Shanghai', async () => {
    const summary = await get('reporting/platform/summary');
    assert.equal(summary.timeZone, 'Asia/Shanghai');
    assert.equal(summary.total, 1);
    assert.deepEqual(metricsOf(summary.records[0]), PLATFORM_RANGE);
    const monthly = await get('reporting/platform/monthly/summary');
    assert.deepEqual(
      monthly.records.map((r: Json) => [r.dateTime, r.timeZone]),
      [['2020-03-01', 'Asia/Shanghai']],
    );
    assert.deepEqual(metricsOf(monthly.records[0]), PLATFORM_RANGE);
    const daily = await get('reporting/platform/daily/summary');
    assert.deepEqual(
      daily.records.map((r: Json) => r.dateTime),
      [D2, D1],
    );
    assert.deepEqual(metricsOf(daily.records[0]), PLATFORM_D2);
    assert.deepEqual(metricsOf(daily.records[1]), PLATFORM_D1);
    // A day before anything: all zero. Paging: a page of one row, the second page the older day.
    const before = await get('reporting/platform/daily/summary', { start: '2020-02-28', end: '2020-02-29' });
    assert.deepEqual(before.records.map(metricsOf), [ZERO, ZERO]);
    const second = await get('reporting/platform/daily/summary', { pageNum: 2, pageSize: 1 });
    assert.deepEqual([second.total, second.pages, second.records[0].dateTime], [2, 2, D1]);
  });

  test('a range given as date-times with a zone is cut at the zone day of each instant', async () => {
    const daily = await get('reporting/platform/daily/summary', { start: '2020-03-01T16:00:00Z', end: '2020-03-02T15:59:59Z' });
    assert.deepEqual(
      daily.records.map((r: Json) => r.dateTime),
      [D2],
    );
  });
});

describe('agent report', () => {
  test('a row per agent with its whole downline, and the downline drill-down', async () => {
    const summary = await get('reporting/agent/personal/summary', { agentId: h.a });
    assert.equal(summary.total, 1);
    assert.deepEqual(
      [summary.records[0].agentId, summary.records[0].agentAccount, summary.records[0].numberOfDownlines],
      [h.a, 'rpt-agent-a@example.com', 3],
    );
    assert.deepEqual(metricsOf(summary.records[0]), DOWNLINE_OF_A);
    const byAccount = await get('reporting/agent/personal/summary', { agentAccount: 'rpt-agent-a' });
    assert.deepEqual(
      byAccount.records.map((r: Json) => r.agentId),
      [h.a],
    );
    const daily = await get('reporting/agent/daily/summary', { agentId: h.a });
    assert.deepEqual(
      daily.records.map((r: Json) => [r.dateTime, r.agentId]),
      [
        [D2, h.a],
        [D1, h.a],
      ],
    );
    assert.deepEqual(metricsOf(daily.records[1]), { ...PLATFORM_D1, numberOfNewUsers: 1, numberOfInvitees: 0 });
    assert.deepEqual(metricsOf(daily.records[0]), PLATFORM_D2);
    const monthly = await get('reporting/agent/monthly/summary', { agentId: h.a });
    assert.deepEqual(metricsOf(monthly.records[0]), DOWNLINE_OF_A);

    // Below A: B, with everyone below B (the same users as A's downline).
    const belowA = await get('reporting/downline/agent/query', { agentId: h.a });
    assert.deepEqual(
      belowA.records.map((r: Json) => [r.agentId, r.numberOfDownlines, r.accountType]),
      [[h.b, 2, 1]],
    );
    assert.deepEqual(metricsOf(belowA.records[0]), DOWNLINE_OF_A);
    const belowB = await get('reporting/downline/agent/query', { agentId: h.b });
    assert.deepEqual(
      belowB.records.map((r: Json) => r.agentId),
      [h.c],
    );
    assert.deepEqual(
      metricsOf(belowB.records[0]),
      m({
        numberOfNewUsers: 2,
        numberOfInvitees: 1,
        numberOfDepositOrders: 2,
        amountOfDeposit: '75',
        numberOfDepositors: 1,
        numberOfFirstTimeDepositors: 1,
        amountOfManagerOutNet: '15',
        amountOfManagerOutNonNet: '20',
        netInflow: '60',
        futuresBet: '28',
        numberOfFuturesOrders: 2,
        numberOfFuturesPlayers: 2,
        futuresProfit: '-18',
        perpetualProfit: '-12',
        balance: '170',
      }),
    );
  });
});

describe('user marketing report', () => {
  test("a row per user with its whole tree; a tree's users to a depth", async () => {
    const summary = await get('reporting/marketing/personal/summary', { accountIdList: `${h.a},${h.b}` });
    assert.deepEqual(
      summary.records.map((r: Json) => [r.accountId, r.userRemark]),
      [
        [h.b, 'remark of rpt-b@example.com'],
        [h.a, 'remark of rpt-agent-a@example.com'],
      ],
    );
    assert.deepEqual(metricsOf(summary.records[1]), PLATFORM_RANGE); // A and everyone below: the whole history
    assert.deepEqual(metricsOf(summary.records[0]), DOWNLINE_OF_A); // B and below: A's downline
    const daily = await get('reporting/marketing/daily/summary', { accountId: h.d });
    assert.deepEqual(
      daily.records.map((r: Json) => [r.dateTime, metricsOf(r)]),
      [
        [D2, OWN_D],
        [D1, ZERO],
      ],
    );
    const tree = await get('reporting/downline/marketing/query', { accountId: h.a, depth: 2 });
    assert.deepEqual(
      tree.records.map((r: Json) => [r.accountId, r.level, r.parentId]),
      [
        [h.b, 1, h.a],
        [h.c, 2, h.b],
      ],
    );
    assert.deepEqual(tree.records.map(metricsOf), [OWN_B, OWN_C]);
    const deeper = await get('reporting/downline/marketing/query', { accountId: h.a, depth: 3 });
    assert.deepEqual(
      deeper.records.map((r: Json) => [r.accountId, r.level]),
      [
        [h.b, 1],
        [h.c, 2],
        [h.d, 3],
      ],
    );
    assert.deepEqual(metricsOf(deeper.records[2]), OWN_D);
  });
});

describe('account report', () => {
  test("each user's own figures; the users with any; an account's invitees", async () => {
    const all = await get('reporting/account/personal/summary');
    assert.deepEqual(
      all.records.map((r: Json) => r.accountId),
      [h.d, h.c, h.b, h.a],
    );
    assert.deepEqual(all.records.map(metricsOf), [OWN_D, OWN_C, OWN_B, m({ numberOfNewUsers: 1, numberOfInvitees: 1 })]);
    const one = await get('reporting/account/personal/summary', { accountId: h.c });
    assert.deepEqual(one.records.map(metricsOf), [OWN_C]);
    const daily = await get('reporting/account/daily/summary', { accountId: h.b });
    assert.deepEqual(
      daily.records.map((r: Json) => r.dateTime),
      [D2, D1],
    );
    assert.deepEqual(
      metricsOf(daily.records[1]),
      m({
        numberOfNewUsers: 1,
        numberOfDepositOrders: 1,
        amountOfDeposit: '100',
        numberOfDepositors: 1,
        numberOfFirstTimeDepositors: 1,
        netInflow: '100',
        futuresBet: '10',
        numberOfFuturesOrders: 1,
        numberOfFuturesPlayers: 1,
        perpetualProfit: '7',
        balance: '90',
      }),
    );
    const monthly = await get('reporting/account/monthly/summary', { accountId: h.b });
    assert.deepEqual(metricsOf(monthly.records[0]), OWN_B);
    const invitees = await get('reporting/downline/account/query', { accountId: h.b });
    assert.deepEqual(
      invitees.records.map((r: Json) => [r.accountId, metricsOf(r)]),
      [[h.c, OWN_C]],
    );
  });
});

describe('home page', () => {
  test('the daily platform rows with the users by each day, the first day, and the waiting work', async () => {
    const home = await get('reporting/platform/homepage');
    assert.deepEqual(
      home.records.map((r: Json) => [r.dateTime, r.numberOfUsers]),
      [
        [D2, 4],
        [D1, 2],
      ],
    );
    assert.deepEqual(metricsOf(home.records[0]), PLATFORM_D2);
    assert.equal(home.earliestDate, D1);
    const count = async (sql: string) => (await api.db.query<{ n: number }>(sql)).rows[0].n;
    assert.equal(home.pendingKYCReview, await count('select count(*)::int as n from kyc where status = 0'));
    assert.equal(
      home.pendingDepositReview,
      await count('select count(*)::int as n from deposits where status = 0 and deleted_date is null'),
    );
    assert.equal(
      home.pendingWithdrawalReview,
      await count('select count(*)::int as n from withdrawals where status in (0, 3) and deleted_date is null'),
    );
    assert.equal(
      home.perpetualPositionWarning,
      await count("select count(*)::int as n from perpetual_positions where status = 'open' and warning = 1"),
    );
  });
});

describe('the same history in UTC days', () => {
  test('records either side of Shanghai midnight fall on other days', async () => {
    await api.db.query("update system_settings set value = 'UTC' where key = 'reportTimeZone'");
    try {
      const daily = await get('reporting/platform/daily/summary');
      assert.equal(daily.timeZone, 'UTC');
      const d1 = metricsOf(daily.records[1]);
      // In UTC, 2020-03-01 runs to 2020-03-02T00:00Z: A, B and C signed up, B's withdrawal, B's settled loss and C's 50 are that day.
      assert.deepEqual([d1.numberOfNewUsers, d1.amountOfWithdrawal, d1.futuresProfit, d1.amountOfDeposit], [3, '30', '10', '150']);
    } finally {
      await api.db.query("update system_settings set value = 'Asia/Shanghai' where key = 'reportTimeZone'");
    }
  });
});
