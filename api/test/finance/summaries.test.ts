import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEPOSITS } from '../../src/modules/finance/deposits/queries';
import { foldDaySumChanges } from '../../src/modules/finance/summaries';
import { WITHDRAWALS } from '../../src/modules/finance/withdrawals/queries';
import { DEMO, startTestApi, type TestApi } from '../helpers';

/**
 * The summary of the deposit and withdrawal lists (a line per coin) filtered by status, coin and creation
 * time comes from sums kept per day (`014_finance_day_sums.sql`): it must always equal the count and sums of the
 * matching records themselves, whatever the time range's edges, after every kind of change to the
 * records, and before and after the changes are folded into the kept sums.
 */

let api: TestApi;
let admin: string;
let usdt: number;
let codes: Map<number, string>;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  usdt = Number((await api.db.query<{ id: number }>("select id from coins where code = 'USDT'")).rows[0].id);
  codes = new Map((await api.db.query<{ id: number; code: string }>('select id, code from coins')).rows.map((c) => [Number(c.id), c.code]));
});
after(() => api.close());

const KINDS = [
  { kind: DEPOSITS, list: 'finance/depositRecord/list', statuses: [0, 1, 2] },
  { kind: WITHDRAWALS, list: 'finance/withdrawalRecord/list', statuses: [0, 1, 2, 3, 4] },
];

interface Filter {
  status?: number;
  coinId?: number;
  startTime?: string;
  endTime?: string;
  /** Not answered by the kept sums: the records are summed per coin directly. */
  minAmount?: string;
}

/** The count and sums per coin of the matching records, computed from the records, keyed by the coin's id. */
async function direct(kind: (typeof KINDS)[number]['kind'], f: Filter) {
  const conditions = ['deleted_date is null'];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace('?', `$${params.length}`));
  };
  if (f.status !== undefined) add('status = ?', f.status);
  if (f.coinId !== undefined) add('coin_id = ?', f.coinId);
  if (f.startTime) add('create_date >= ?', new Date(f.startTime));
  if (f.endTime) add('create_date <= ?', new Date(f.endTime));
  if (f.minAmount) add('amount >= ?::numeric', f.minAmount);
  const sums = Object.entries(kind.summed)
    .map(([name, column]) => `coalesce(sum(${column}), 0)::text as "${name}"`)
    .join(', ');
  const { rows } = await api.db.query<Record<string, string | number>>(
    `select coin_id, count(*)::int as count, ${sums} from ${kind.table} where ${conditions.join(' and ')} group by coin_id`,
    params,
  );
  return new Map(rows.map(({ coin_id, ...line }) => [Number(coin_id), line]));
}

/** Filters of every shape the kept sums answer, with ranges that start and end mid-day, at midnight and within one day. */
async function filtersOf(table: string): Promise<Filter[]> {
  const { rows } = await api.db.query<{ first: Date; last: Date }>(
    `select min(create_date) as first, max(create_date) as last from ${table} where deleted_date is null`,
  );
  const first = new Date(rows[0].first).getTime();
  const last = new Date(rows[0].last).getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const day = 86_400_000;
  const mid = first + Math.floor((last - first) / 2);
  const midnight = Math.floor(mid / day) * day;
  return [
    {},
    { status: 0 },
    { status: 1 },
    { status: 2 },
    { coinId: usdt },
    { status: 1, coinId: usdt },
    { startTime: iso(mid) },
    { endTime: iso(mid) },
    { startTime: iso(first + 3_600_000), endTime: iso(last - 3_600_000) },
    { startTime: iso(midnight - 10 * day), endTime: iso(midnight) },
    { startTime: iso(midnight - 10 * day), endTime: iso(midnight - 1000) },
    { startTime: iso(midnight + 1000), endTime: iso(midnight + 5 * day + 7_200_000), status: 1 },
    { startTime: iso(midnight + 3_600_000), endTime: iso(midnight + 7_200_000) },
    // Most of one day: the day's kept sums less its records before and after the range.
    { startTime: iso(midnight + 1000), endTime: iso(midnight + day - 1000) },
    { startTime: iso(midnight - day + 7_200_000), endTime: iso(midnight + day - 1000), coinId: usdt },
    { startTime: iso(last + day) },
    { minAmount: '100' },
    { minAmount: '100', status: 1, startTime: iso(mid) },
  ];
}

async function assertSummariesMatch(when: string) {
  for (const { kind, list, statuses } of KINDS) {
    const filters = [...(await filtersOf(kind.table)), ...statuses.map((status) => ({ status }))];
    for (const f of filters) {
      const answer = await api.call('POST', list, { token: admin, body: { pageNum: 1, pageSize: 5, ...f } });
      assert.equal(answer.status, 200, answer.body.msg);
      const expected = await direct(kind, f);
      const label = `${when}: ${list} ${JSON.stringify(f)}`;
      const lines: Record<string, string | number>[] = answer.body.data.summary;
      // One line per coin that has matching records, never a sum across coins; the total is theirs.
      assert.deepEqual(lines.map((l) => l.coinId).sort(), [...expected.keys()].sort(), `${label} coins`);
      const total = [...expected.values()].reduce((n, l) => n + Number(l.count), 0);
      assert.equal(answer.body.data.total, total, label);
      assert.equal(
        lines.reduce((n, l) => n + Number(l.count), 0),
        total,
        `${label} counts`,
      );
      for (const line of lines) {
        const sums = expected.get(Number(line.coinId))!;
        assert.equal(line.code, codes.get(Number(line.coinId)), `${label} code`);
        for (const [name, value] of Object.entries(sums)) assert.equal(Number(line[name]), Number(value), `${label} ${line.code} ${name}`);
      }
    }
  }
}

const changesWaiting = async () => (await api.count('deposit_day_sum_changes')) + (await api.count('withdrawal_day_sum_changes'));

test('the kept sums answer as the records do, before and after changes and folds', async () => {
  await foldDaySumChanges(api.db, [DEPOSITS, WITHDRAWALS]);
  assert.equal(await changesWaiting(), 0);
  await assertSummariesMatch('demo data, folded');

  // An operator deposit (insert), a review (status), fixes of the summed amounts, a soft delete.
  const created = await api.call('POST', 'finance/deposit', {
    token: admin,
    body: { accountId: 1, coinId: usdt, amount: '123.456789', bonusAmount: '1.5', walletType: 1, isShow: 1 },
  });
  assert.equal(created.status, 200, created.body.msg);
  const id = created.body.data.id;
  const pending = await api.db.query<{ id: string }>(
    'select id::text from deposits where status = 0 and deleted_date is null order by id limit 2',
  );
  for (const row of pending.rows) {
    const reviewed = await api.call('POST', 'finance/deposit/review', {
      token: admin,
      body: { id: Number(row.id), reviewType: 1, reason: 'checked' },
    });
    assert.equal(reviewed.status, 200, reviewed.body.msg);
  }
  const fixed = await api.call('POST', 'finance/deposit/reportAmount/fix', { token: admin, body: { id, reportAmount: '99.99' } });
  assert.equal(fixed.status, 200, fixed.body.msg);
  const converted = await api.call('POST', 'finance/withdrawal/convertAmount/fix', {
    token: admin,
    body: {
      id: Number((await api.db.query<{ id: string }>('select min(id)::text as id from withdrawals')).rows[0].id),
      convertAmount: '7.25',
    },
  });
  assert.equal(converted.status, 200, converted.body.msg);
  const victim = (
    await api.db.query<{ id: string }>('select max(id)::text as id from withdrawals where deleted_date is null and status in (1, 2)')
  ).rows[0].id;
  const deleted = await api.call('DELETE', `finance/withdrawal/${victim}/delete`, { token: admin });
  assert.equal(deleted.status, 200, deleted.body.msg);
  assert.ok((await changesWaiting()) > 0, 'the changes wait to be folded');
  await assertSummariesMatch('after changes, not folded');

  await foldDaySumChanges(api.db, [DEPOSITS, WITHDRAWALS]);
  assert.equal(await changesWaiting(), 0);
  await assertSummariesMatch('after changes, folded');
});

test('a change that moves no sum writes nothing to be folded', async () => {
  await foldDaySumChanges(api.db, [DEPOSITS, WITHDRAWALS]);
  const id = Number((await api.db.query<{ id: string }>('select min(id)::text as id from deposits where deleted_date is null')).rows[0].id);
  const edited = await api.call('PATCH', 'finance/deposit', { token: admin, body: { id, remark: 'a remark only', reason: 'note' } });
  assert.equal(edited.status, 200, edited.body.msg);
  assert.equal(await changesWaiting(), 0);
});
