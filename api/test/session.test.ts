import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ALL_PERMISSION_IDS } from '@console/contracts/permissions';
import { Secret, TOTP } from 'otpauth';
import { buildApp } from '../src/http/app';
import { DEMO, startTestApi, type TestApi } from './helpers';

const MINUTE = 60_000;
let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(() => api.close());

const codeAt = (ms: number, secret: string = DEMO.admin.secret) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

async function lastSignInLog() {
  const { rows } = await api.db.query<{ req_log: string; res_log: string; result: number; op_name: string; login_ip: string }>(
    "select req_log, res_log, result, op_name, login_ip from backstage_log where log_name = 'Sign in' order by id desc limit 1",
  );
  return rows[0];
}

describe('sign-in', () => {
  test('account, password and a TOTP code give a token, the admin, effective permissions and the version', async () => {
    const { status, body } = await api.signInAnswer('admin', DEMO.admin.password, DEMO.admin.secret);
    assert.equal(status, 200);
    assert.equal(body.code, 1);
    assert.match(body.data.token, /^[\w-]{43}$/);
    assert.equal(body.data.manager.account, 'admin');
    assert.equal(body.data.manager.gauthCode, null);
    assert.equal(body.data.manager.password_hash, undefined);
    assert.deepEqual(
      body.data.authVo.permissions,
      [...ALL_PERMISSION_IDS].sort((a, b) => a - b),
    );
    assert.ok(body.data.authVo.permissions.includes(267));
    assert.ok(body.data.authVo.tree.length > 0);
    assert.ok(body.data.currencyList.some((c: { code: string }) => c.code === 'USDT'));
    assert.match(body.data.version, /^\d+\.\d+\.\d+/);
    const stored = await api.db.query<{ token_hash: string }>('select token_hash from admin_sessions');
    assert.ok(
      stored.rows.every((r) => r.token_hash !== body.data.token),
      'the token itself is never stored',
    );
  });

  test('finance gets only the Finance group in its permissions and tree', async () => {
    const { body } = await api.signInAnswer('finance', DEMO.finance.password, DEMO.finance.secret);
    assert.ok(body.data.authVo.permissions.every((id: number) => id >= 61 && id <= 130));
    assert.deepEqual(
      body.data.authVo.tree.map((g: { key: string }) => g.key),
      ['Finance'],
    );
  });

  test('sign-in keeps the addresses: this one becomes loginIp, the previous one lastLoginIp', async () => {
    await api.signIn(DEMO.auditor, '10.1.2.3');
    const { body } = await api.signInAnswer('auditor', DEMO.auditor.password, DEMO.auditor.secret, '127.0.0.9');
    assert.equal(body.data.manager.loginIp, '127.0.0.9');
    assert.equal(body.data.manager.loginArea, 'Loopback');
    assert.equal(body.data.manager.lastLoginIp, '10.1.2.3');
    assert.equal(body.data.manager.lastLoginArea, 'Local network');
    assert.equal(body.data.manager.loginDate, new Date(api.clock.now()).toISOString());
  });

  test('a code once used is refused the second time, within its drift window too', async () => {
    api.clock.advance(5 * MINUTE);
    const code = codeAt(api.clock.now());
    const first = await api.call('POST', 'login/manager/login', {
      body: { account: 'admin', password: DEMO.admin.password, gauthCode: code },
    });
    assert.equal(first.status, 200);
    const replay = await api.call('POST', 'login/manager/login', {
      body: { account: 'admin', password: DEMO.admin.password, gauthCode: code },
    });
    assert.equal(replay.status, 401);
    assert.match(replay.body.msg, /already been used/);
    const previous = await api.call('POST', 'login/manager/login', {
      body: { account: 'admin', password: DEMO.admin.password, gauthCode: codeAt(api.clock.now() - 30_000) },
    });
    assert.equal(previous.status, 401, 'an earlier step than the last one used is refused as well');
    const next = await api.call('POST', 'login/manager/login', {
      body: { account: 'admin', password: DEMO.admin.password, gauthCode: codeAt(api.clock.now() + 30_000) },
    });
    assert.equal(next.status, 200, 'one step of drift is allowed');
    await api.db.query('update admins set login_failure = 0 where account = $1', ['admin']);
  });

  test('a code two steps away is refused', async () => {
    api.clock.advance(5 * MINUTE);
    const { status } = await api.call('POST', 'login/manager/login', {
      body: { account: 'finance', password: DEMO.finance.password, gauthCode: codeAt(api.clock.now() + 90_000) },
    });
    assert.equal(status, 401);
    await api.db.query('update admins set login_failure = 0 where account = $1', ['finance']);
  });

  test('an unknown account and a wrong password answer the same', async () => {
    const unknown = await api.call('POST', 'login/manager/login', {
      body: { account: 'nobody', password: 'whatever-123', gauthCode: '123456' },
    });
    const wrong = await api.call('POST', 'login/manager/login', {
      body: { account: 'finance', password: 'wrong-password-1', gauthCode: codeAt(api.clock.now()) },
    });
    assert.equal(unknown.status, 401);
    assert.equal(wrong.status, 401);
    assert.equal(unknown.body.code, 0);
    assert.match(unknown.body.msg, /incorrect/);
    assert.match(wrong.body.msg, /incorrect/);
    await api.db.query('update admins set login_failure = 0 where account = $1', ['finance']);
  });

  test('five failures lock the account for 15 minutes, with a message saying until when', async () => {
    const staff = await api.createStaff(await api.signIn(DEMO.admin), 'locktest', [256]);
    const token = await api.signIn(staff);
    for (let i = 1; i <= 4; i++) {
      const { status, body } = await api.call('POST', 'login/manager/login', {
        body: { account: staff.account, password: 'not-the-password-1', gauthCode: '000000' },
      });
      assert.equal(status, 401);
      assert.match(body.msg, new RegExp(`${5 - i} attempts? left`));
    }
    const fifth = await api.call('POST', 'login/manager/login', {
      body: { account: staff.account, password: 'not-the-password-1', gauthCode: '000000' },
    });
    const until = new Date(api.clock.now() + 15 * MINUTE).toISOString();
    assert.equal(fifth.status, 429);
    assert.ok(fifth.body.msg.includes(until), fifth.body.msg);
    assert.equal(fifth.body.data.lockedUntil, until);

    const row = await api.db.query<{ locked: number; login_failure: number }>('select locked, login_failure from admins where id = $1', [
      staff.id,
    ]);
    assert.deepEqual(row.rows[0], { locked: 1, login_failure: 5 });
    assert.equal((await api.call('GET', 'manage/me', { token })).status, 401, 'the lock ends the sessions');

    const whileLocked = await api.signInAnswer(staff.account, staff.password, staff.secret);
    assert.equal(whileLocked.status, 429, 'the right password does not open a locked account');
    const admin = await api.signIn(DEMO.admin);
    const listed = await api.call('GET', 'manage/list', { token: admin, query: { id: staff.id } });
    assert.equal(listed.body.data.records[0].locked, 1);
    assert.equal(listed.body.data.records[0].loginFailure, 5);

    api.clock.advance(15 * MINUTE);
    const afterLock = await api.signInAnswer(staff.account, staff.password, staff.secret);
    assert.equal(afterLock.status, 200);
    assert.equal(afterLock.body.data.manager.locked, 0);
    assert.equal(afterLock.body.data.manager.loginFailure, 0);
  });

  test('an account locked or disabled by an administrator cannot sign in', async () => {
    const admin = await api.signIn(DEMO.admin);
    const staff = await api.createStaff(admin, 'stateful', [256]);
    await api.call('PUT', `manage/edit/${staff.id}`, { token: admin, body: { locked: 1 } });
    const locked = await api.signInAnswer(staff.account, staff.password, staff.secret);
    assert.equal(locked.status, 403);
    assert.match(locked.body.msg, /locked by an administrator/);
    await api.call('PUT', `manage/edit/${staff.id}`, { token: admin, body: { locked: 0, status: 0 } });
    const disabled = await api.signInAnswer(staff.account, staff.password, staff.secret);
    assert.equal(disabled.status, 403);
    assert.match(disabled.body.msg, /disabled/);
  });

  test('every attempt is in the backstage log, without the password or the code', async () => {
    await api.call('POST', 'login/manager/login', {
      body: { account: 'finance', password: 'Wrong-Secret-Pass-9', gauthCode: '654321' },
      ip: '10.9.9.9',
    });
    const failed = await lastSignInLog();
    assert.equal(failed.result, 0);
    assert.equal(failed.op_name, 'finance');
    assert.equal(failed.login_ip, '10.9.9.9');
    assert.ok(!failed.req_log.includes('Wrong-Secret-Pass-9'));
    assert.ok(!failed.req_log.includes('654321'));
    assert.deepEqual(JSON.parse(failed.req_log), { account: 'finance', password: '***', gauthCode: '***' });

    const { body } = await api.signInAnswer('finance', DEMO.finance.password, DEMO.finance.secret);
    const ok = await lastSignInLog();
    assert.equal(ok.result, 1);
    assert.ok(!ok.res_log.includes(body.data.token), 'the token is not logged');
    assert.ok(!ok.req_log.includes(DEMO.finance.password));

    const invalid = await api.call('POST', 'login/manager/login', { body: { account: 'finance', password: 'x' } });
    assert.equal(invalid.status, 400);
    assert.equal((await lastSignInLog()).result, 0, 'an attempt with bad input is logged too');
  });
});

describe('sessions', () => {
  test('the token works bare and as a Bearer token; a missing or unknown token is code -1 / data.code 3', async () => {
    const token = await api.signIn(DEMO.auditor);
    const bare = await api.call('GET', 'manage/me', { headers: { authorization: token } });
    assert.equal(bare.status, 200);
    assert.equal(bare.body.data.manager.account, 'auditor');
    const bearer = await api.call('GET', 'manage/me', { headers: { authorization: `Bearer ${token}` } });
    assert.equal(bearer.status, 200);
    for (const headers of [{}, { authorization: 'Bearer nope' }, { authorization: 'Bearer ' }] as Record<string, string>[]) {
      const { status, body } = await api.call('GET', 'manage/me', { headers });
      assert.equal(status, 401);
      assert.equal(body.code, -1);
      assert.equal(body.data.code, 3);
    }
  });

  test('logout ends the session', async () => {
    const token = await api.signIn(DEMO.auditor);
    const out = await api.call('POST', 'manage/logout', { token });
    assert.equal(out.status, 200);
    const { status, body } = await api.call('GET', 'manage/me', { token });
    assert.equal(status, 401);
    assert.equal(body.code, -1);
    assert.equal(body.data.code, 3);
  });

  test('30 minutes without a request end a session; each request slides the timeout', async () => {
    const token = await api.signIn(DEMO.auditor);
    for (let i = 0; i < 3; i++) {
      api.clock.advance(29 * MINUTE);
      assert.equal((await api.call('GET', 'manage/me', { token })).status, 200, 'active sessions slide');
    }
    api.clock.advance(30 * MINUTE);
    const expired = await api.call('GET', 'manage/me', { token });
    assert.equal(expired.status, 401);
    assert.match(expired.body.msg, /30 minutes/);
  });

  test('a session ends after 12 hours however active it is', async () => {
    const token = await api.signIn(DEMO.auditor);
    for (let elapsed = 0; elapsed < 12 * 60 - 25; elapsed += 25) {
      api.clock.advance(25 * MINUTE);
      assert.equal((await api.call('GET', 'manage/me', { token })).status, 200);
    }
    api.clock.advance(25 * MINUTE);
    const expired = await api.call('GET', 'manage/me', { token });
    assert.equal(expired.status, 401);
    assert.match(expired.body.msg, /12-hour/);
  });

  test('manage/me answers the admin and the effective permissions again', async () => {
    const token = await api.signIn(DEMO.finance);
    const { body } = await api.call('GET', 'manage/me', { token });
    assert.equal(body.data.manager.account, 'finance');
    assert.ok(body.data.authVo.permissions.includes(61));
    assert.ok(!body.data.authVo.permissions.includes(256));
  });
});

describe('rate limiting', () => {
  test('sign-in attempts beyond the limit per address and minute answer 429', async () => {
    // A second instance on the same database, with a low limit.
    const limited = await buildApp({ db: api.db, clock: api.clock.now, loginRateLimit: 3 });
    const call = (ip: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/login/manager/login',
        payload: { account: 'x', password: 'y', gauthCode: '123456' },
        remoteAddress: ip,
      });
    try {
      for (let i = 0; i < 3; i++) assert.equal((await call('10.0.0.7')).statusCode, 401);
      const refused = await call('10.0.0.7');
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().code, 0);
      assert.match(refused.json().msg, /Too many sign-in attempts/);
      assert.equal((await call('10.0.0.8')).statusCode, 401, 'another address is counted on its own');
      const logged = await api.count('backstage_log', "log_name = 'Sign in' and res_log like '%Too many sign-in attempts%'");
      assert.equal(logged, 1, 'the refused attempt is logged');
    } finally {
      await limited.close();
    }
  });
});
