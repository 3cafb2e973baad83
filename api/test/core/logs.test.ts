import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { redact } from '../../src/http/audit';
import { sortedOrder } from '../../src/db/list';
import { LOG_ORDERS } from '../../src/core/logs/queries';
import { DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
let adminId: number;
before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  adminId = (await api.db.query<{ id: number }>("select id from admins where account = 'admin'")).rows[0].id;
});
after(() => api.close());

const latestLog = async () =>
  (await api.call('POST', 'backstageLog', { token: admin, body: { opId: adminId, pageSize: 1 } })).body.data.records[0];

describe('backstage log: what is written', () => {
  test('a state-changing call is logged with operator, address, path, request, result and duration', async () => {
    await api.call('POST', 'auth/role/add', { token: admin, body: { roleName: 'Treasury' }, ip: '10.3.2.1' });
    const entry = await latestLog();
    assert.equal(entry.logName, 'Add role');
    assert.equal(entry.apiType, 'POST');
    assert.equal(entry.apiUrl, '/api/auth/role/add');
    assert.equal(entry.opId, adminId);
    assert.equal(entry.opName, 'admin');
    assert.equal(entry.loginIp, '10.3.2.1');
    assert.equal(entry.loginArea, 'Local network');
    assert.equal(entry.result, 1);
    assert.deepEqual(JSON.parse(entry.reqLog), { roleName: 'Treasury' });
    assert.equal(JSON.parse(entry.resLog).data.name, 'Treasury');
    assert.ok(Number.isInteger(entry.resTime) && entry.resTime >= 0);
    assert.equal(entry.createDate, new Date(api.clock.now()).toISOString());
  });

  test('secrets never reach the log: passwords, codes, tokens and authenticator secrets become ***', async () => {
    const added = await api.call('POST', 'manage/add', {
      token: admin,
      body: { account: 'logged', password: 'Very-Secret-2026', roleId: 2 },
    });
    let entry = await latestLog();
    assert.equal(JSON.parse(entry.reqLog).password, '***');
    assert.ok(!entry.reqLog.includes('Very-Secret-2026'));
    assert.ok(!entry.resLog.includes(added.body.data.authenticator.secret));
    await api.call('PUT', `manage/edit/${added.body.data.id}`, { token: admin, body: { password: 'Other-Secret-2026' } });
    entry = await latestLog();
    assert.deepEqual(JSON.parse(entry.reqLog), { id: String(added.body.data.id), password: '***' });
    assert.deepEqual(redact({ a: { apiKey: 'k', nested: [{ token: 't', secretKey: 's' }] }, smtpPassword: 'p', note: 'kept' }), {
      a: { apiKey: '***', nested: [{ token: '***', secretKey: '***' }] },
      smtpPassword: '***',
      note: 'kept',
    });
  });

  test('a refused change is logged with result 0; reading lists is not logged', async () => {
    const before = await api.count('backstage_log');
    await api.call('POST', 'auth/role/list', { token: admin, body: {} });
    await api.call('GET', 'manage/list', { token: admin });
    assert.equal(await api.count('backstage_log'), before);
    const conflict = await api.call('POST', 'auth/role/add', { token: admin, body: { roleName: 'Treasury' } });
    assert.equal(conflict.status, 409);
    const entry = await latestLog();
    assert.equal(entry.result, 0);
    assert.match(JSON.parse(entry.resLog).msg, /already exists/);
  });

  test('no API call edits or deletes a log entry', () => {
    const logRoutes = api.app.routeTable.filter(
      (r) =>
        /log/i.test(r.key) &&
        !r.key.includes('login') &&
        !r.key.includes('logout') &&
        !r.key.includes('logo') &&
        // A log list's column and view settings belong to the admin, not to the log.
        !r.key.includes(' lists/'),
    );
    // Only the listings: the backstage, client and agent logs and the wallet change log are read, never changed.
    assert.deepEqual(logRoutes.map((r) => r.key).sort(), [
      'POST agentBackendLog',
      'POST backstageLog',
      'POST finance/walletChangeLog/list',
      'POST frontendLog',
    ]);
  });
});

describe('backstage log: listing', () => {
  test('newest first, paged, with the demo history of 60 days', async () => {
    const { body } = await api.call('POST', 'backstageLog', { token: admin, body: { pageSize: 100 } });
    assert.ok(body.data.total >= 2000);
    const dates = body.data.records.map((r: { createDate: string }) => Date.parse(r.createDate));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    const oldest = await api.db.query<{ d: Date }>('select min(create_date) as d from backstage_log');
    assert.ok(api.clock.now() - oldest.rows[0].d.getTime() <= 61 * 24 * 3_600_000);
  });

  test('filters: operator, name, method, address, result, id and the date range', async () => {
    const check = async (filter: Record<string, unknown>, ok: (r: Json) => boolean) => {
      const { status, body } = await api.call('POST', 'backstageLog', { token: admin, body: { ...filter, pageSize: 200 } });
      assert.equal(status, 200, JSON.stringify(filter));
      assert.ok(body.data.total > 0, `no rows for ${JSON.stringify(filter)}`);
      assert.ok(body.data.records.every(ok), JSON.stringify(filter));
      return body.data;
    };
    await check({ opId: adminId }, (r) => r.opId === adminId);
    await check({ logName: 'review' }, (r) => /review/i.test(r.logName));
    await check({ apiType: 'put' }, (r) => r.apiType === 'PUT');
    await check({ loginIp: '10.8.' }, (r) => r.loginIp.includes('10.8.'));
    await check({ result: 0 }, (r) => r.result === 0);
    const one = await check({ id: 5 }, (r) => r.id === 5);
    assert.equal(one.total, 1);
    const end = new Date(api.clock.now() - 10 * 24 * 3_600_000);
    const start = new Date(end.getTime() - 7 * 24 * 3_600_000);
    await check({ startTime: start.toISOString(), endTime: end.toISOString() }, (r) => {
      const t = Date.parse(r.createDate);
      return t >= start.getTime() && t <= end.getTime();
    });
    const bad = await api.call('POST', 'backstageLog', { token: admin, body: { startTime: 'yesterday' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.data.fields[0].path, 'startTime');
  });
});

describe('client log', () => {
  test('lists the demo client calls newest first with account, address and area', async () => {
    const { body } = await api.call('POST', 'frontendLog', { token: admin, body: { pageSize: 50 } });
    assert.equal(body.data.total, 3000);
    const first = body.data.records[0];
    for (const key of [
      'id',
      'logName',
      'apiType',
      'apiUrl',
      'reqLog',
      'resLog',
      'resTime',
      'accountId',
      'accountName',
      'loginIp',
      'loginArea',
      'createDate',
    ]) {
      assert.ok(key in first, key);
    }
    const dates = body.data.records.map((r: { createDate: string }) => Date.parse(r.createDate));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    assert.ok(body.data.records.every((r: { reqLog: string }) => !/"(password|withdrawPassword)":"(?!\*\*\*)/.test(r.reqLog)));
  });

  test('filters by account, method and date range', async () => {
    const { rows } = await api.db.query<{ account_id: number }>('select account_id from frontend_log order by id limit 1');
    const accountId = rows[0].account_id;
    const byAccount = await api.call('POST', 'frontendLog', { token: admin, body: { accountId, pageSize: 500 } });
    assert.ok(byAccount.body.data.total > 0);
    assert.ok(byAccount.body.data.records.every((r: { accountId: number }) => r.accountId === accountId));
    const byOp = await api.call('POST', 'frontendLog', { token: admin, body: { opId: accountId, pageSize: 500 } });
    assert.equal(byOp.body.data.total, byAccount.body.data.total);
    const gets = await api.call('POST', 'frontendLog', { token: admin, body: { apiType: 'GET', pageSize: 500 } });
    assert.ok(gets.body.data.total > 0 && gets.body.data.records.every((r: { apiType: string }) => r.apiType === 'GET'));
    const since = new Date(api.clock.now() - 24 * 3_600_000).toISOString();
    const lastDay = await api.call('POST', 'frontendLog', { token: admin, body: { startTime: since } });
    assert.ok(lastDay.body.data.total > 0 && lastDay.body.data.total < 3000);
  });
});

/** The plan of a query as PostgreSQL would run it with sequential scans priced out: a Sort node means no index gives its order. */
async function planWithoutSeqScan(sql: string): Promise<string> {
  return api.db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

describe('logs: sorting', () => {
  const SORTS = [
    ['id', (r: Json) => r.id],
    ['createDate', (r: Json) => Date.parse(r.createDate)],
  ] as const;

  for (const path of ['backstageLog', 'frontendLog']) {
    test(`${path}: by id or date, either way, pages following on without overlap`, async () => {
      for (const [orderBy, value] of SORTS) {
        for (const orderDirection of ['asc', 'desc'] as const) {
          const pageOf = async (pageNum: number) =>
            (await api.call('POST', path, { token: admin, body: { orderBy, orderDirection, pageNum, pageSize: 50 } })).body.data
              .records as Json[];
          const first = await pageOf(1);
          const second = await pageOf(2);
          const rows = [...first, ...second];
          assert.equal(rows.length, 100);
          const values = rows.map(value);
          const sorted = [...values].sort((a, b) => (orderDirection === 'asc' ? a - b : b - a));
          assert.deepEqual(values, sorted, `${path} ${orderBy} ${orderDirection}`);
          assert.equal(new Set(rows.map((r) => r.id)).size, 100, 'no row on two pages');
        }
      }
      // A sort keeps the filters: the operator's oldest entries first.
      const filtered = await api.call('POST', path, {
        token: admin,
        body: { apiType: 'POST', orderBy: 'createDate', orderDirection: 'asc', pageSize: 20 },
      });
      assert.ok(filtered.body.data.records.every((r: Json) => r.apiType === 'POST'));
    });

    test(`${path}: an unknown orderBy or direction is refused with 400 naming the field, and nothing changes`, async () => {
      const before = await snapshot(api.db);
      for (const [body, field] of [
        [{ orderBy: 'resTime' }, 'orderBy'],
        [{ orderBy: 'create_date desc; drop table admins' }, 'orderBy'],
        [{ orderBy: 'id', orderDirection: 'sideways' }, 'orderDirection'],
      ] as const) {
        const { status, body: answer } = await api.call('POST', path, { token: admin, body });
        assert.equal(status, 400, JSON.stringify(body));
        assert.equal(answer.data.fields[0].path, field);
      }
      assert.match(
        (await api.call('POST', path, { token: admin, body: { orderBy: 'logName' } })).body.data.fields[0].message,
        /must be one of id, createDate/,
      );
      assert.deepEqual(await snapshot(api.db), before);
    });
  }

  test('the log grows large: every sort key, either way, is read in order from an index', async () => {
    for (const [table, list] of [
      ['backstage_log', 'backstageLogs'],
      ['frontend_log', 'clientLogs'],
    ] as const) {
      for (const orderBy of ['id', 'createDate'] as const) {
        for (const orderDirection of ['asc', 'desc'] as const) {
          const order = sortedOrder(list, LOG_ORDERS, { orderBy, orderDirection }, '');
          const plan = await planWithoutSeqScan(`select * from ${table} order by ${order} limit 20 offset 40`);
          assert.match(plan, /Index Scan/, plan);
          assert.doesNotMatch(plan, /Sort/, `${table} ${orderBy} ${orderDirection}:\n${plan}`);
        }
      }
    }
  });
});
