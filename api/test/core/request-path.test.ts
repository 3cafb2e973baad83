import assert from 'node:assert/strict';
import { AsyncLocalStorage } from 'node:async_hooks';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { type Db, openDatabase, type QueryOptions } from '../../src/db/database';
import { buildApp } from '../../src/app';
import { findDeposit } from '../../src/modules/finance/deposits/queries';
import { findWithdrawal } from '../../src/modules/finance/withdrawals/queries';
import { hashToken } from '../../src/core/session/tokens';
import { DEMO, type Json, openTestDb, TestClock, type TestDb } from '../helpers';

/*
 * The request path as several API instances behind a load balancer see it: the IP whitelist each holds in
 * memory, the session read (and slid at most once a minute) in one statement per request.
 */

const OUTSIDE = '203.0.113.5';
const MINUTE = 60_000;

/** Set while a request over HTTP is answered (`overHttp`): background work (job polling, periodic folds) runs outside it. */
const inCall = new AsyncLocalStorage<true>();

/**
 * A database handle whose statements are kept (all of them, and those sent while answering a call), and whose
 * change announcements can be withheld (an instance that has not heard of a change yet).
 */
function observed(db: Db, { deaf = false } = {}) {
  const statements: string[] = [];
  const ofCalls: string[] = [];
  const handle: Db = Object.assign(Object.create(null), db, {
    query: (sql: string, params?: unknown[], options?: QueryOptions) => {
      statements.push(sql);
      if (inCall.getStore()) ofCalls.push(sql);
      return db.query(sql, params, options);
    },
    listen: deaf ? async () => async () => undefined : db.listen.bind(db),
  });
  return { handle, statements, ofCalls };
}

let testDb: TestDb;
/** A second handle on the same database: its own pool and listening connection on a server, the same PGlite in process. */
let secondDb: Db;
const clock = new TestClock();
const apps: FastifyInstance[] = [];

async function instance(db: Db): Promise<FastifyInstance> {
  const app = await buildApp({ db, clock: clock.now, loginRateLimit: 10_000 });
  await app.ready();
  apps.push(app);
  return app;
}

before(async () => {
  testDb = await openTestDb({ seeded: true });
  clock.ms = testDb.seededAt ?? Date.now();
  secondDb = testDb.url ? await openDatabase({ url: testDb.url }) : testDb.db;
});
after(async () => {
  for (const app of apps) await app.close();
  if (secondDb !== testDb.db) await secondDb.close();
  await testDb.drop();
});

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, opts: { token?: string; ip?: string; body?: object } = {}) {
  const res = await app.inject({
    method,
    url: `/api/${url}`,
    payload: opts.body,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    remoteAddress: opts.ip ?? '127.0.0.1',
  });
  return { status: res.statusCode, body: res.json() };
}

/**
 * `app` listening on loopback, each request answered inside `inCall` (injected requests lose the async
 * context): answers how to POST to it.
 */
async function overHttp(app: FastifyInstance) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const handlers = app.server.listeners('request') as ((...args: unknown[]) => void)[];
  app.server.removeAllListeners('request');
  app.server.on('request', (req, res) =>
    inCall.run(true, () => {
      for (const handler of handlers) handler(req, res);
    }),
  );
  return async (url: string, token: string, body: object) => {
    const res = await fetch(`${address}/api/${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
}

async function signIn(app: FastifyInstance, who: { account: string; password: string; secret: string }): Promise<string> {
  // A step of its own for each sign-in: a code is accepted once.
  clock.ms += 30_000;
  const gauthCode = new TOTP({ secret: Secret.fromBase32(who.secret) }).generate({ timestamp: clock.ms });
  const answer = await call(app, 'POST', 'login/manager/login', { body: { account: who.account, password: who.password, gauthCode } });
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data.token;
}

const until = async (condition: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
};

describe('the IP whitelist, held in memory by each instance', () => {
  for (const deaf of [false, true]) {
    test(`a change through one instance applies to the next request on another${deaf ? ', even one that has not heard of it yet' : ''}`, async () => {
      const first = await instance(testDb.db);
      const second = await instance(observed(secondDb, { deaf }).handle);
      const admin = await signIn(first, DEMO.admin);
      // The second instance holds the list (it answered from it) before the change.
      assert.equal((await call(second, 'GET', 'manage/me', { token: admin, ip: OUTSIDE })).status, 403);
      assert.equal((await call(second, 'GET', 'application/version', { ip: OUTSIDE })).status, 403);

      const added = await call(first, 'POST', 'manage/whitelist/add', {
        token: admin,
        body: { ip: `${OUTSIDE}/32`, remark: 'Partner office' },
      });
      assert.equal(added.status, 200, added.body.msg);
      assert.equal((await call(second, 'GET', 'manage/me', { token: admin, ip: OUTSIDE })).status, 200, 'admitted on the next request');
      assert.equal((await call(second, 'GET', 'application/version', { ip: OUTSIDE })).status, 200, 'public routes too');

      const removed = await call(first, 'POST', `manage/whitelist/del?id=${added.body.data.id}`, { token: admin });
      assert.equal(removed.status, 200, removed.body.msg);
      assert.equal((await call(second, 'GET', 'manage/me', { token: admin, ip: OUTSIDE })).status, 403, 'refused on the next request');
      assert.equal((await call(second, 'GET', 'application/version', { ip: OUTSIDE })).status, 403);
    });
  }

  test('a change made in the database by hand applies too', async () => {
    const app = await instance(testDb.db);
    const admin = await signIn(app, DEMO.admin);
    await testDb.db.query("insert into ip_whitelist (ip, remark) values ('203.0.113.0/24', 'Typed in by an operator')");
    assert.equal((await call(app, 'GET', 'manage/me', { token: admin, ip: OUTSIDE })).status, 200);
    await testDb.db.query("delete from ip_whitelist where ip = '203.0.113.0/24'");
    assert.equal((await call(app, 'GET', 'manage/me', { token: admin, ip: OUTSIDE })).status, 403);
  });

  test('the list is read once, and again when a change is announced, not on every request', async () => {
    const first = await instance(testDb.db);
    const { handle, statements } = observed(secondDb);
    const second = await instance(handle);
    const admin = await signIn(first, DEMO.admin);
    const loads = () => statements.filter((sql) => /\bfrom ip_whitelist\b/.test(sql)).length;
    const before = loads();
    for (let i = 0; i < 5; i++) assert.equal((await call(second, 'GET', 'manage/me', { token: admin })).status, 200);
    assert.equal(loads(), before, 'no request reads the list');

    const added = await call(first, 'POST', 'manage/whitelist/add', { token: admin, body: { ip: '198.51.100.0/24', remark: 'Branch' } });
    assert.equal(added.status, 200);
    assert.ok(await until(() => loads() > before), 'the announcement made the second instance read the list, with no request to it');
    await call(first, 'POST', `manage/whitelist/del?id=${added.body.data.id}`, { token: admin });
  });

  test('a signed-in request sends a single statement of its own before its route: the session with the whitelist version', async () => {
    const { handle, ofCalls: statements } = observed(testDb.db);
    const app = await instance(handle);
    const admin = await signIn(app, DEMO.admin);
    const post = await overHttp(app);
    await post('backstageLog', admin, {});
    statements.length = 0;
    assert.equal((await post('backstageLog', admin, {})).status, 200);
    assert.equal(statements.filter((sql) => /\b(admin_sessions|ip_whitelist\w*)\b/.test(sql)).length, 1, statements.join('\n---\n'));
  });
});

describe('sessions read and slid in one statement', () => {
  const lastSeen = async (token: string) => {
    const hash = hashToken(token);
    const { rows } = await testDb.db.query<{ at: Date }>('select last_seen_at as at from admin_sessions where token_hash = $1', [hash]);
    return rows[0]?.at.getTime();
  };

  test('a session slides at most once a minute, and never for a refused address', async () => {
    const app = await instance(testDb.db);
    const token = await signIn(app, DEMO.auditor);
    const signedInAt = await lastSeen(token);
    assert.ok(signedInAt, 'the session is found by the hash of its token');
    clock.advance(30_000);
    assert.equal((await call(app, 'GET', 'manage/me', { token })).status, 200);
    assert.equal(await lastSeen(token), signedInAt, 'not slid within the minute');
    clock.advance(31_000);
    assert.equal((await call(app, 'GET', 'manage/me', { token })).status, 200);
    assert.equal(await lastSeen(token), clock.ms, 'slid once the minute is over');
    clock.advance(5 * MINUTE);
    assert.equal((await call(app, 'GET', 'manage/me', { token, ip: OUTSIDE })).status, 403);
    assert.equal(await lastSeen(token), clock.ms - 5 * MINUTE, 'a refused address does not keep the session alive');
    clock.advance(25 * MINUTE);
    assert.equal((await call(app, 'GET', 'manage/me', { token })).status, 401, '30 minutes after the last slide');
  });

  test('a session ended or an admin disabled through one instance is refused by another on the next request', async () => {
    const first = await instance(testDb.db);
    const second = await instance(secondDb);
    const admin = await signIn(first, DEMO.admin);
    const auditor = await signIn(first, DEMO.auditor);
    assert.equal((await call(second, 'GET', 'manage/me', { token: auditor })).status, 200);
    assert.equal((await call(first, 'POST', 'manage/logout', { token: auditor })).status, 200);
    assert.equal((await call(second, 'GET', 'manage/me', { token: auditor })).status, 401);

    const finance = await signIn(first, DEMO.finance);
    assert.equal((await call(second, 'GET', 'manage/me', { token: finance })).status, 200);
    await testDb.db.query("update admins set status = 0 where account = 'finance'");
    const refused = await call(second, 'GET', 'manage/me', { token: finance });
    assert.equal(refused.status, 401);
    assert.match(refused.body.msg, /disabled/);
    await testDb.db.query("update admins set status = 1 where account = 'finance'");
    assert.equal((await call(second, 'GET', 'manage/me', { token: admin })).status, 200);
  });
});

describe('list pages in as few round trips as they can', () => {
  const listStatements = (statements: string[]) => statements.filter((sql) => !/\b(admin_sessions|ip_whitelist\w*)\b/.test(sql));

  test("a deposit or withdrawal page carries each record's review history as the record itself answers it, with no query per record", async () => {
    const { handle, ofCalls: statements } = observed(testDb.db);
    const app = await instance(handle);
    const admin = await signIn(app, DEMO.admin);
    const post = await overHttp(app);
    for (const [path, find] of [
      ['finance/depositRecord/list', findDeposit],
      ['finance/withdrawalRecord/list', findWithdrawal],
    ] as const) {
      statements.length = 0;
      const page = await post(path, admin, { pageSize: 100 });
      assert.equal(page.status, 200);
      assert.deepEqual(listStatements(statements).length, 2, 'the summary and the page');
      const records: { id: number; history: unknown[] }[] = page.body.data.records;
      assert.ok(
        records.some((r) => r.history.length > 1),
        'some records have a history of several events',
      );
      for (const record of records) assert.deepEqual(record.history, (await find(testDb.db, record.id)).history, `${path} ${record.id}`);
    }
  });

  test('a page and its total are one statement; only a page past the end counts on its own', async () => {
    const { handle, ofCalls: statements } = observed(testDb.db);
    const app = await instance(handle);
    const admin = await signIn(app, DEMO.admin);
    const post = await overHttp(app);
    const { rows } = await testDb.db.query<{ n: number }>('select count(*)::int as n from backstage_log');
    for (const [body, records, queries] of [
      [{ pageSize: 20 }, 20, 1],
      [{ pageSize: 20, pageNum: 100_000 }, 0, 2],
      // The last page a query can name: its offset, written out, is still an exact number.
      [{ pageSize: 100, pageNum: 2_147_483_647 }, 0, 2],
    ] as const) {
      statements.length = 0;
      const page = await post('backstageLog', admin, body);
      assert.equal(page.body.data.records.length, records);
      // The count of a signed-in call is at least what it was before the call (the list's own reads add nothing).
      assert.ok(page.body.data.total >= rows[0].n);
      assert.equal(listStatements(statements).length, queries);
    }
    statements.length = 0;
    const none = await post('backstageLog', admin, { logName: 'no log is named like this' });
    assert.deepEqual([none.body.data.total, none.body.data.records], [0, []]);
    assert.equal(listStatements(statements).length, 1, 'an empty first page needs no count of its own');
  });

  test('a page of users with its total is one statement, with few matches and with many', async () => {
    const { handle, ofCalls: statements } = observed(testDb.db);
    const app = await instance(handle);
    const admin = await signIn(app, DEMO.admin);
    const post = await overHttp(app);
    const { rows } = await testDb.db.query<{ agent: number; n: number }>(
      'select parent_user_id::int as agent, count(*)::int as n from users where parent_user_id is not null group by 1 order by 2 desc limit 1',
    );
    const everyone = (await testDb.db.query<{ n: number }>('select count(*)::int as n from users')).rows[0].n;
    for (const [body, total] of [
      [{}, everyone],
      [{ upline: rows[0].agent }, rows[0].n],
      [{ orderBy: 'id', orderDirection: 'asc', pageNum: 3 }, everyone],
    ] as const) {
      statements.length = 0;
      const page = await post('account/list', admin, { pageSize: 10, ...body });
      assert.equal(page.status, 200, page.body.msg);
      assert.equal(page.body.data.total, total);
      assert.equal(page.body.data.records.length, Math.min(10, total));
      assert.equal(listStatements(statements).length, 1, JSON.stringify(body));
    }
  });
});
