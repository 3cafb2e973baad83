import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ALL_PERMISSION_IDS } from '@console/contracts/permissions';
import { Secret, TOTP } from 'otpauth';
import { buildApp } from '../../src/app';
import { DEMO, startTestApi, type TestApi } from '../helpers';

const MINUTE = 60_000;
let api: TestApi;
before(async () => {
  api = await startTestApi();
});
after(() => api.close());

const codeAt = (ms: number, secret: string = DEMO.admin.secret) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

/** Tests that fail sign-ins on purpose leave no wait behind for the tests after them. */
async function forgetFailures() {
  await api.db.query('delete from sign_in_failures');
  await api.db.query('update admins set login_failure = 0');
}

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
    await forgetFailures();
  });

  test('a code two steps away is refused', async () => {
    api.clock.advance(5 * MINUTE);
    const { status } = await api.call('POST', 'login/manager/login', {
      body: { account: 'finance', password: DEMO.finance.password, gauthCode: codeAt(api.clock.now() + 90_000) },
    });
    assert.equal(status, 401);
    await forgetFailures();
  });

  test('an unknown account and a wrong password answer the same, at every count of failures', async () => {
    const staff = await api.createStaff(await api.signIn(DEMO.admin), 'alike', [256]);
    const attempt = (account: string, ip: string) =>
      api.call('POST', 'login/manager/login', { body: { account, password: 'wrong-password-1', gauthCode: '123456' }, ip });
    for (let i = 1; i <= 5; i++) {
      const known = await attempt(staff.account, '10.20.0.1');
      const unknown = await attempt('nobody-at-all', '10.20.0.2');
      assert.deepEqual(
        [known.status, known.body.msg, known.body.data],
        [unknown.status, unknown.body.msg, unknown.body.data],
        `attempt ${i}`,
      );
      assert.match(known.body.msg, i < 4 ? /incorrect/ : /Too many failed sign-ins; try again in 5 s/);
      assert.doesNotMatch(known.body.msg, /attempts? left/);
    }
    await forgetFailures();
  });

  test('failed sign-ins slow an account down, doubling the wait, then lock it; the lock ends no session and an administrator lifts it', async () => {
    const admin = await api.signIn(DEMO.admin);
    const staff = await api.createStaff(admin, 'locktest', [256]);
    const token = await api.signIn(staff);
    const wrong = () =>
      api.call('POST', 'login/manager/login', {
        body: { account: staff.account, password: 'not-the-password-1', gauthCode: '000000' },
        ip: '10.30.0.1',
      });
    for (let i = 1; i <= 3; i++) assert.equal((await wrong()).status, 401);
    // From the third failure on, attempts wait: refused without being checked, the right password included.
    const early = await api.signInAnswer(staff.account, staff.password, staff.secret, '10.30.0.1');
    assert.equal(early.status, 429);
    assert.equal(early.headers['retry-after'], '5');
    assert.deepEqual(early.body.data, { retryAfterSeconds: 5, lockedUntil: null });
    const waits: number[] = [];
    for (let failures = 3; failures < 10; failures++) {
      const wait = (
        await api.call('POST', 'login/manager/login', {
          body: { account: staff.account, password: 'not-the-password-1', gauthCode: '000000' },
          ip: '10.30.0.2',
        })
      ).body.data.retryAfterSeconds;
      waits.push(wait);
      api.clock.advance(wait * 1000);
      const answer = await wrong();
      assert.equal(answer.status, 401, `failure ${failures + 1}`);
    }
    assert.deepEqual(waits, [5, 10, 20, 40, 80, 160, 320], 'the wait doubles');
    const locked = await api.signInAnswer(staff.account, staff.password, staff.secret, '10.30.0.3');
    const until = new Date(api.clock.now() + 15 * MINUTE).toISOString();
    assert.equal(locked.status, 429);
    assert.match(locked.body.msg, /this account is locked until/);
    assert.ok(locked.body.msg.includes(until), locked.body.msg);
    assert.equal(locked.body.data.lockedUntil, until);

    assert.equal((await api.call('GET', 'manage/me', { token })).status, 200, 'sessions opened before the failures go on');
    const listed = await api.call('GET', 'manage/list', { token: admin, query: { id: staff.id } });
    assert.equal(listed.body.data.records[0].loginFailure, 10);
    assert.equal(listed.body.data.records[0].locked, 1, 'shown locked, so that an administrator can unlock it');

    const unlocked = await api.call('PUT', `manage/edit/${staff.id}`, { token: admin, body: { locked: 0 } });
    assert.equal(unlocked.status, 200, unlocked.body.msg);
    const afterUnlock = await api.signInAnswer(staff.account, staff.password, staff.secret, '10.30.0.1');
    assert.equal(afterUnlock.status, 200, afterUnlock.body.msg);
    assert.equal(afterUnlock.body.data.manager.loginFailure, 0);
  });

  test('a lock after failed sign-ins ends by itself after 15 minutes', async () => {
    const staff = await api.createStaff(await api.signIn(DEMO.admin), 'timedlock', [256]);
    const ip = '10.31.0.1';
    for (let failures = 0; failures < 10; failures++) {
      const answer = await api.call('POST', 'login/manager/login', {
        body: { account: staff.account, password: 'nope-nope-1', gauthCode: '000000' },
        ip,
      });
      assert.equal(answer.status, 401);
      api.clock.advance(Math.min(320, 5 * 2 ** Math.max(0, failures - 2)) * 1000);
    }
    assert.equal((await api.signInAnswer(staff.account, staff.password, staff.secret, ip)).status, 429);
    api.clock.advance(15 * MINUTE);
    assert.equal((await api.signInAnswer(staff.account, staff.password, staff.secret, ip)).status, 200);
  });

  test('many failures from one address slow that address down, whatever account they name', async () => {
    const ip = '10.32.0.1';
    for (let i = 0; i < 20; i++) {
      const answer = await api.call('POST', 'login/manager/login', {
        body: { account: `stranger${i}`, password: 'guess-123', gauthCode: '000000' },
        ip,
      });
      assert.equal(answer.status, 401, `attempt ${i}`);
    }
    const fromThere = await api.signInAnswer('auditor', DEMO.auditor.password, DEMO.auditor.secret, ip);
    assert.equal(fromThere.status, 429);
    assert.equal(
      (await api.signInAnswer('auditor', DEMO.auditor.password, DEMO.auditor.secret, '10.32.0.2')).status,
      200,
      'other addresses are not slowed',
    );
    api.clock.advance(5_000);
    assert.equal((await api.signInAnswer('auditor', DEMO.auditor.password, DEMO.auditor.secret, ip)).status, 200);
    await forgetFailures();
  });

  test('an account locked or disabled by an administrator cannot sign in, and says so only to whoever knows its password', async () => {
    const admin = await api.signIn(DEMO.admin);
    const staff = await api.createStaff(admin, 'stateful', [256]);
    await api.call('PUT', `manage/edit/${staff.id}`, { token: admin, body: { locked: 1 } });
    const guessed = await api.call('POST', 'login/manager/login', {
      body: { account: staff.account, password: 'a-guess-123', gauthCode: '123456' },
    });
    assert.equal(guessed.status, 401);
    assert.match(guessed.body.msg, /incorrect/);
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
    await forgetFailures();
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
    let n = 0;
    // Each attempt names another account, so that only the rate limit refuses.
    const call = (ip: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/login/manager/login',
        payload: { account: `x${n++}`, password: 'y', gauthCode: '123456' },
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
