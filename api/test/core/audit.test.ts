import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { logText, MAX_LOG_TEXT, redact } from '../../src/http/audit';
import { DEMO, snapshot, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const logRows = (where: string, params: unknown[] = []) =>
  api.db.query<{ log_name: string; req_log: string; res_log: string; result: number; repeat_count: number; login_ip: string }>(
    `select log_name, req_log, res_log, result, repeat_count, login_ip from backstage_log where ${where} order by id`,
    params,
  );

/** Makes the log refuse entries of one call, as a full disk or a lost connection would. */
async function logRefuses(logName: string, run: () => Promise<void>): Promise<void> {
  await api.db.query(`create or replace function refuse_log_entry() returns trigger language plpgsql as $$
    begin if new.log_name = '${logName}' then raise exception 'the log cannot be written'; end if; return new; end $$`);
  await api.db.query('create trigger refuse_log_entry before insert on backstage_log for each row execute function refuse_log_entry()');
  try {
    await run();
  } finally {
    await api.db.query('drop trigger refuse_log_entry on backstage_log');
  }
}

describe('no entry, no change', () => {
  test('a change whose log entry cannot be written is not applied', async () => {
    const state = await snapshot(api.db);
    await logRefuses('Add role', async () => {
      const answer = await api.call('POST', 'auth/role/add', { token: admin, body: { roleName: 'Unlogged' } });
      assert.equal(answer.status, 500);
    });
    assert.equal(await api.count('roles', "name = 'Unlogged'"), 0);
    assert.deepEqual(await snapshot(api.db), state);
  });

  test('nor is one made of several transactions of its own (an administrator added under the staff lock)', async () => {
    const state = await snapshot(api.db);
    await logRefuses('Add administrator', async () => {
      const answer = await api.call('POST', 'manage/add', {
        token: admin,
        body: { account: 'unlogged', password: 'Unlogged-2026', roleId: 2 },
      });
      assert.equal(answer.status, 500);
    });
    assert.equal(await api.count('admins', "account = 'unlogged'"), 0);
    assert.deepEqual(await snapshot(api.db), state);
    // Once the log works again, the same call goes through, logged.
    const added = await api.call('POST', 'manage/add', {
      token: admin,
      body: { account: 'unlogged', password: 'Unlogged-2026', roleId: 2 },
    });
    assert.equal(added.status, 200, added.body.msg);
    assert.equal((await logRows("log_name = 'Add administrator' and req_log like '%unlogged%'")).rows.at(-1)?.result, 1);
  });

  test('a change that fails leaves its refusal in the log and nothing else', async () => {
    const before = await api.count('backstage_log', "log_name = 'Add role'");
    const refused = await api.call('POST', 'auth/role/add', { token: admin, body: { roleName: 'Super administrator' } });
    assert.equal(refused.status, 409);
    const rows = (await logRows("log_name = 'Add role'")).rows;
    assert.equal(rows.length, before + 1);
    assert.equal(rows.at(-1)?.result, 0);
  });
});

describe('the log writer takes any JSON', () => {
  test('deep, circular, huge and odd values are logged bounded, never throwing', () => {
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 100_000; i++) deep = { next: deep };
    const circular: Record<string, unknown> = { id: 1 };
    circular.self = circular;
    for (const value of [
      deep,
      circular,
      { big: 10n ** 30n },
      { text: 'x'.repeat(5_000_000) },
      Array.from({ length: 100_000 }, (_, i) => ({ i })),
    ]) {
      const text = logText(redact(value));
      assert.ok(text.length <= MAX_LOG_TEXT, `${text.length} characters`);
    }
    assert.equal(JSON.parse(logText(redact({ big: 10n ** 30n }))).big, '1000000000000000000000000000000');
  });

  test('a call with a deeply nested extra field is applied and logged', async () => {
    let nested = '"end"';
    for (let i = 0; i < 30; i++) nested = `{"level${i}": ${nested}}`;
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/role/add',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: `{"roleName": "Deeply nested", "extra": ${nested}}`,
    });
    assert.equal(res.statusCode, 200, res.body);
    const entry = (await logRows("log_name = 'Add role'")).rows.at(-1);
    assert.equal(entry?.result, 1);
    assert.equal(JSON.parse(entry?.req_log ?? '{}').roleName, 'Deeply nested');
  });

  test('a long request keeps the fields that say which record changed and to what, cutting the rest', async () => {
    const role = await api.call('POST', 'auth/role/add', { token: admin, body: { roleName: 'Cut short' } });
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/role/edit',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ padding: 'p'.repeat(10_000), notes: ['n'.repeat(3_000)], id: role.body.data.id, roleName: 'Cut shorter' }),
    });
    assert.equal(res.statusCode, 200, res.body);
    const entry = (await logRows("log_name = 'Rename role'")).rows.at(-1);
    assert.ok(entry && entry.req_log.length <= MAX_LOG_TEXT, `${entry?.req_log.length}`);
    const logged = JSON.parse(entry?.req_log ?? '{}');
    assert.equal(logged.id, role.body.data.id);
    assert.equal(logged.roleName, 'Cut shorter');
    assert.ok(String(logged.padding).startsWith('ppp'));
  });
});

describe('refused calls without a session', () => {
  test('are counted per address, route and minute, not written one by one', async () => {
    const before = await api.count('backstage_log');
    for (let i = 0; i < 30; i++) await api.call('GET', 'manage/list', { ip: '10.77.0.1' });
    for (let i = 0; i < 5; i++) await api.call('POST', 'auth/role/add', { body: { roleName: 'x'.repeat(3000) }, ip: '10.77.0.1' });
    for (let i = 0; i < 3; i++)
      await api.call('GET', 'manage/list', { ip: '10.77.0.2', headers: { authorization: 'Bearer not-a-session' } });
    const rows = (await logRows('login_ip like $1', ['10.77.0.%'])).rows;
    const ids = await api.db.query<{ n: number }>("select max(id) - min(id) as n from backstage_log where login_ip like '10.77.0.%'");
    assert.ok(ids.rows[0].n <= 3, 'a counted call takes no id of the log');
    assert.equal(await api.count('backstage_log'), before + 3);
    assert.deepEqual(
      rows.map((r) => [r.login_ip, r.log_name, r.repeat_count, JSON.parse(r.req_log).refusedCalls, r.result]),
      [
        ['10.77.0.1', 'List administrators', 30, 30, 0],
        ['10.77.0.1', 'Add role', 5, 5, 0],
        ['10.77.0.2', 'List administrators', 3, 3, 0],
      ],
    );
    assert.ok(
      rows.every((r) => r.res_log.length < 400),
      'a refusal row holds the short answer, not the request',
    );
    // The next minute starts a new row.
    api.clock.advance(60_000);
    await api.call('GET', 'manage/list', { ip: '10.77.0.1' });
    assert.equal(await api.count('backstage_log'), before + 4);
  });

  test("a signed-in admin's refusals are still written one by one", async () => {
    const auditor = await api.signIn(DEMO.auditor);
    const before = await api.count('backstage_log', "op_name = 'auditor' and result = 0");
    for (let i = 0; i < 3; i++)
      assert.equal((await api.call('POST', 'auth/role/add', { token: auditor, body: { roleName: 'No' } })).status, 403);
    assert.equal(await api.count('backstage_log', "op_name = 'auditor' and result = 0"), before + 3);
  });
});
