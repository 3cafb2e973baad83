import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { OPTIONS } from '@console/contracts/options';
import { DEMO, snapshot, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let token: string;
before(async () => {
  api = await startTestApi();
  token = await api.signIn(DEMO.admin);
});
after(() => api.close());

describe('envelope and paging', () => {
  test('a list answers the envelope with paged data and the totals copied into the envelope', async () => {
    const { status, body } = await api.call('GET', 'manage/list', { token, query: { pageNum: 2, pageSize: 5 } });
    assert.equal(status, 200);
    assert.equal(body.code, 1);
    assert.equal(typeof body.time, 'string');
    assert.ok(!Number.isNaN(Date.parse(body.time)));
    const total = await api.count('admins');
    assert.equal(body.data.total, total);
    assert.equal(body.data.size, 5);
    assert.equal(body.data.current, 2);
    assert.equal(body.data.pages, Math.ceil(total / 5));
    assert.equal(body.data.records.length, 5);
    assert.deepEqual([body.totalCount, body.totalPages, body.pageSize, body.currentPage], [total, Math.ceil(total / 5), 5, 2]);
    assert.equal(body.data.records[0].id, 6, 'page 2 of 5 starts with the sixth admin');
  });

  test('paging defaults to page 1 of 20 rows and refuses more than 500 rows', async () => {
    const first = await api.call('POST', 'backstageLog', { token, body: {} });
    assert.equal(first.body.data.current, 1);
    assert.equal(first.body.data.size, 20);
    assert.equal(first.body.data.records.length, 20);
    const tooMany = await api.call('POST', 'backstageLog', { token, body: { pageSize: 501 } });
    assert.equal(tooMany.status, 400);
    assert.equal(tooMany.body.data.fields[0].path, 'pageSize');
    const most = await api.call('POST', 'backstageLog', { token, body: { pageSize: 500 } });
    assert.equal(most.body.data.records.length, 500);
  });

  test('filters sent empty mean "not set"', async () => {
    const { status, body } = await api.call('GET', 'manage/list', { token, query: { id: '', account: '' } as Record<string, string> });
    assert.equal(status, 200);
    assert.equal(body.data.total, await api.count('admins'));
  });

  test('a page past the end is empty, not an error', async () => {
    const { status, body } = await api.call('POST', 'auth/role/list', { token, body: { pageNum: 99 } });
    assert.equal(status, 200);
    assert.deepEqual(body.data.records, []);
  });
});

describe('validation', () => {
  test('bad input answers 400 naming each field, and changes nothing', async () => {
    const beforeState = await snapshot(api.db);
    const { status, body } = await api.call('POST', 'manage/add', { token, body: { password: 'short', roleId: 'x' } });
    assert.equal(status, 400);
    assert.equal(body.code, 0);
    assert.match(body.msg, /^account: account is required/);
    const paths = body.data.fields.map((f: { path: string }) => f.path);
    assert.ok(paths.includes('account'));
    assert.ok(paths.includes('password'));
    assert.ok(paths.includes('roleId'));
    assert.deepEqual(await snapshot(api.db), beforeState);
  });

  test('the sign-in names its missing fields', async () => {
    const { status, body } = await api.call('POST', 'login/manager/login', { body: { password: 'x' } });
    assert.equal(status, 400);
    assert.equal(body.msg, 'account: account is required; gauthCode: gauthCode is required');
  });

  test('malformed JSON is a 400, never a 500', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/role/add',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: '{"roleName": ',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 0);
    assert.match(res.json().msg, /not valid JSON/);
  });

  test('a body that is not a JSON object is a 400 naming the body', async () => {
    for (const [contentType, payload] of [
      ['text/plain', 'roleName=x'],
      ['application/json', '[1, 2]'],
      ['application/json', '"text"'],
    ]) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/auth/role/add',
        headers: { authorization: token, 'content-type': contentType },
        payload,
      });
      assert.equal(res.statusCode, 400, `${contentType} ${payload}`);
      assert.equal(res.json().data.fields[0].path, 'body');
    }
  });

  test('an unsupported content type is refused with the envelope', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/auth/role/add',
      headers: { authorization: token, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    assert.ok(res.statusCode === 415 || res.statusCode === 400, String(res.statusCode));
    assert.equal(res.json().code, 0);
  });

  test('a path parameter that is not an id is a 400', async () => {
    const { status, body } = await api.call('PUT', 'manage/edit/abc', { token, body: {} });
    assert.equal(status, 400);
    assert.equal(body.data.fields[0].path, 'id');
  });

  test('an unknown API path is a 404 with the envelope', async () => {
    const { status, body } = await api.call('GET', 'no/such/call', { token });
    assert.equal(status, 404);
    assert.equal(body.code, 0);
  });
});

describe('security headers and application calls', () => {
  test('every API answer carries the security headers, errors included', async () => {
    for (const answer of [
      await api.call('GET', 'application/version'),
      await api.call('GET', 'manage/me'),
      await api.call('GET', 'nothing/here'),
    ]) {
      assert.equal(answer.headers['x-content-type-options'], 'nosniff');
      assert.ok(String(answer.headers['content-security-policy']).includes("default-src 'self'"));
      assert.ok(answer.headers['strict-transport-security']);
      assert.equal(answer.headers['x-frame-options'], 'SAMEORIGIN');
    }
  });

  test('version and logo need no session; the logo defaults to nulls', async () => {
    const version = await api.call('GET', 'application/version');
    assert.equal(version.status, 200);
    assert.match(version.body.data.version, /^\d+\.\d+\.\d+/);
    const logo = await api.call('GET', 'application/logo');
    assert.deepEqual(logo.body.data, {
      backstageLogoSquare: null,
      backstageLogoHorizontal: null,
      backstageLogoIco: null,
      systemName: 'Back-office Console',
    });
    await api.db.query("insert into system_settings (key, value) values ('backstageLogoSquare', '/files/logo.png')");
    assert.equal((await api.call('GET', 'application/logo')).body.data.backstageLogoSquare, '/files/logo.png');
  });

  test('options need a session and answer the enumerations in three languages', async () => {
    assert.equal((await api.call('GET', 'common/options')).status, 401);
    const { body } = await api.call('GET', 'common/options', { token });
    assert.deepEqual(body.data, JSON.parse(JSON.stringify(OPTIONS)));
    assert.equal(body.data.banIpType[0].label['zh-TW'], '禁止登入');
  });
});
