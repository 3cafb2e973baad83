import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RouteEntry } from '../../src/http/context';
import { databaseInputError, errorAnswer } from '../../src/http/errors';
import { keepsDigits, MAX_JSON_DEPTH } from '../../src/http/json-body';
import { DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';

/**
 * Every route, called as a careless client or an attacker would: nothing sent can make the API answer
 * a 500. New routes are walked as they are added, so none can regress.
 */
let api: TestApi;
let token: string;
before(async () => {
  api = await startTestApi();
  token = await api.signIn(DEMO.admin);
});
after(() => api.close());

/** Streams that stay open, and the sign-out, which would end the session the walk uses. */
const SKIPPED = new Set(['GET customerService/events', 'POST manage/logout']);
/** Server-side conditions, not bad input: the demo data sets no webhook secret, and tests listen on no port. */
const UNAVAILABLE_HERE = new Set(['POST third-party/wallet/webhook', 'POST finance/withdrawal/auto/review/{id}']);
const allowedStatus = (route: RouteEntry, status: number) => status < 500 || (UNAVAILABLE_HERE.has(route.key) && status === 503);
/** A record no route finds: the walk must not change the admin it signs in as (rotating its authenticator ends its session). */
const NO_SUCH_ID = '999999';

const walked = () => api.app.routeTable.filter((r) => !SKIPPED.has(r.key));
const pathOf = (route: RouteEntry, param: string) => route.key.slice(route.method.length + 1).replace(/\{\w+\}/g, param);
const hasBody = (route: RouteEntry) => route.method !== 'GET' && route.method !== 'DELETE';

async function raw(route: RouteEntry, path: string, payload: string, contentType: string) {
  const res = await api.app.inject({
    method: route.method as 'POST',
    url: `/api/${path}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
  // A few routes answer files (a CSV template, say) rather than the envelope.
  let body: Json;
  try {
    body = res.json();
  } catch {
    body = { msg: res.body.slice(0, 80) };
  }
  return { status: res.statusCode, body };
}

const ID_FIELDS = ['id', 'accountId', 'userId', 'roleId', 'coinId', 'adminId', 'agentId', 'upLineId', 'userAccountId', 'roomId', 'batchId'];
const ARRAY_ID_FIELDS = ['ids', 'roleIds', 'menuIds', 'suspiciousAgentIds'];
const AMOUNT_FIELDS = ['amount', 'reportAmount', 'convertAmount', 'minDepositAmount', 'withdrawalFeeAmount', 'amountThreshold'];

/** A body with every usual id and amount field set to `value` (written as raw JSON text). */
const bodyWith = (idValue: string, amountValue: string) =>
  `{${[
    ...ID_FIELDS.map((f) => `"${f}": ${idValue}`),
    ...ARRAY_ID_FIELDS.map((f) => `"${f}": [${idValue}]`),
    ...AMOUNT_FIELDS.map((f) => `"${f}": ${amountValue}`),
  ].join(', ')}}`;

describe('no route answers a 500 to bad input', () => {
  test('ids above int4 and above 2^53 in the path', async () => {
    const failures: string[] = [];
    for (const route of walked().filter((r) => /\{\w+\}/.test(r.key))) {
      for (const id of ['2147483648', '99999999999', '99999999999999999999', '1e400', '-1']) {
        const { status, body } = await api.call(route.method, pathOf(route, id), { token, body: hasBody(route) ? {} : undefined });
        if (!allowedStatus(route, status)) failures.push(`${route.key} with ${id}: ${status} ${body.msg}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  test('huge ids, 20-digit amounts and amounts whose digits a JSON number loses, in the body and the query', async () => {
    const failures: string[] = [];
    for (const route of walked()) {
      const path = pathOf(route, NO_SUCH_ID);
      for (const [id, amount] of [
        ['2147483648', '"12345678901234567890"'],
        ['99999999999', '12345678901234567890'],
        ['99999999999999999999', '1234567890.123456789'],
        ['1e400', '1e400'],
      ]) {
        const answer = hasBody(route)
          ? await raw(route, path, bodyWith(id, amount), 'application/json')
          : await api.call(route.method, path, { token, query: { id, accountId: id, userId: id, amount: amount.replace(/"/g, '') } });
        if (!allowedStatus(route, answer.status)) failures.push(`${route.key} with ${id} / ${amount}: ${answer.status} ${answer.body.msg}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  test('a malformed multipart body, on every route that takes a body', async () => {
    const failures: string[] = [];
    const bodies: Array<[string, string]> = [
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'],
      ['multipart/form-data', 'no boundary at all'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="file"\r\nbroken header line\r\n\r\nabc\r\n--xyz--',
      ],
      ['multipart/form-data; boundary=xyz', ''],
    ];
    for (const route of walked().filter(hasBody)) {
      for (const [contentType, payload] of bodies) {
        const { status, body } = await raw(route, pathOf(route, NO_SUCH_ID), payload, contentType);
        if (!allowedStatus(route, status)) failures.push(`${route.key} (${contentType}): ${status} ${body.msg}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  test('deeply nested JSON is refused before any route reads it', async () => {
    const failures: string[] = [];
    const deep = `{"a": ${'['.repeat(MAX_JSON_DEPTH + 5)}1${']'.repeat(MAX_JSON_DEPTH + 5)}}`;
    const veryDeep = `{"a": ${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    for (const route of walked().filter(hasBody)) {
      const refused = await raw(route, pathOf(route, NO_SUCH_ID), deep, 'application/json');
      if (refused.status !== 400 || !/nested deeper/.test(refused.body.msg))
        failures.push(`${route.key}: ${refused.status} ${refused.body.msg}`);
      // Larger than the webhook takes at all (413); every other route refuses it for its depth.
      const huge = await raw(route, pathOf(route, NO_SUCH_ID), veryDeep, 'application/json');
      if (huge.status !== 400 && huge.status !== 413) failures.push(`${route.key}: ${huge.status} ${huge.body.msg}`);
    }
    assert.deepEqual(failures, []);
  });
});

describe('bad input is a 400 naming the field, and changes nothing', () => {
  test('ids above int4 in the path and the body', async () => {
    const state = await snapshot(api.db);
    for (const [method, path, sent, field] of [
      ['PUT', 'manage/edit/2147483648', {}, 'id'],
      ['DELETE', 'manage/del/99999999999', undefined, 'id'],
      ['PUT', 'account/userLevel/edit/2147483648', { level: 1, name: 'x' }, 'id'],
      ['POST', 'auth/role/edit', { id: 2147483648, roleName: 'x' }, 'id'],
      ['POST', 'auth/role/users/add', { roleId: 1, accountId: 99999999999 }, 'accountId'],
    ] as const) {
      const answer = await api.call(method, path, { token, body: sent });
      assert.equal(answer.status, 400, `${method} ${path}: ${answer.body.msg}`);
      assert.ok(
        answer.body.data.fields.some((f: { path: string }) => f.path === field),
        `${method} ${path}: ${JSON.stringify(answer.body.data.fields)}`,
      );
    }
    const { status, body } = await api.call('POST', 'account/ban/ip/del', { token, query: { id: '99999999999' } });
    assert.equal(status, 400, body.msg);
    assert.equal(body.data.fields[0].path, 'id');
    assert.deepEqual(await snapshot(api.db), state);
  });

  test('an amount with more digits than its column keeps', async () => {
    const state = await snapshot(api.db);
    const { status, body } = await api.call('POST', 'flow/edit', { token, body: { accountId: 1, amount: '12345678901234567890' } });
    assert.equal(status, 400, body.msg);
    assert.equal(body.data.fields[0].path, 'amount');
    assert.match(body.msg, /at most 15 digits before the decimal point/);
    const fraction = await api.call('POST', 'flow/edit', { token, body: { accountId: 1, amount: '1.1234567890123456789' } });
    assert.equal(fraction.status, 400);
    assert.deepEqual(await snapshot(api.db), state);
  });

  test('an amount sent as a JSON number is taken only when its digits survive', async () => {
    const flowEdit = (amount: string) =>
      raw({ method: 'POST' } as RouteEntry, 'flow/edit', `{"accountId": 1, "amount": ${amount}}`, 'application/json');
    const state = await snapshot(api.db);
    for (const amount of ['1234567890.123456789', '12345678901234567.5', '0.10000000000000000001', '1e400']) {
      const { status, body } = await flowEdit(amount);
      assert.equal(status, 400, `${amount}: ${body.msg}`);
      assert.equal(body.data.fields[0].path, 'amount');
    }
    assert.match(
      (await flowEdit('1234567890.123456789')).body.msg,
      /decimal string: the JSON number 1234567890\.123456789 cannot be kept exactly/,
    );
    assert.deepEqual(await snapshot(api.db), state);
    // Digits a number keeps are taken as sent.
    const exact = await flowEdit('1234.5');
    assert.equal(exact.status, 200, exact.body.msg);
    assert.equal(exact.body.data.amount.replace(/0+$/, ''), '1234.5');
    const tiny = await flowEdit('1e-7');
    assert.equal(tiny.status, 200, tiny.body.msg);
    assert.equal(tiny.body.data.amount.replace(/0+$/, ''), '0.0000001');
  });

  test('a malformed multipart body on an upload route is a 400', async () => {
    for (const path of ['fileStorage/uploadImg', 'fileStorage/uploadFile', 'account/batchUpload']) {
      const { status, body } = await raw(
        { method: 'POST' } as RouteEntry,
        path,
        '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        'multipart/form-data; boundary=xyz',
      );
      assert.equal(status, 400, `${path}: ${body.msg}`);
      assert.match(body.msg, /multipart/);
    }
  });

  test('a database error caused by a value sent is a 400 naming that field', async () => {
    const errorOf = async (sql: string, params: unknown[]) => {
      try {
        await api.db.query(sql, params);
      } catch (error) {
        return error as Error;
      }
      throw new Error(`${sql} did not fail`);
    };
    const outOfRange = databaseInputError(await errorOf('select $1::int', ['99999999999']), { body: { roleId: 99999999999, name: 'x' } });
    assert.deepEqual([outOfRange?.statusCode, outOfRange?.message], [400, 'roleId: is out of range for its column']);
    const malformed = databaseInputError(await errorOf('select $1::int', ['abc']), { query: { level: 'abc' } });
    assert.equal(malformed?.message, 'level: is not a valid value for its column');
    const overflow = databaseInputError(await errorOf('select $1::numeric(36, 18)', ['1234567890123456789012']), {
      body: { remark: 'x', amount: '1234567890123456789012' },
    });
    assert.equal(overflow?.message, 'amount: is out of range for its column');
    const missing = databaseInputError(await errorOf('insert into admin_roles (admin_id, role_id) values (1, $1)', [999_999]), {
      body: { roleId: 999_999 },
    });
    assert.deepEqual([missing?.statusCode, missing?.message], [400, 'roleId: names a record that does not exist']);
    const duplicate = databaseInputError(await errorOf("insert into coins (code, full_name) values ('USDT', 'Tether')", []), {
      body: { code: 'USDT', fullName: 'Tether' },
    });
    assert.deepEqual([duplicate?.statusCode, duplicate?.message], [409, 'code: is already taken by another record']);
    // Through the error handler's mapping: the envelope of a 400.
    const answer = errorAnswer(await errorOf('select $1::int', ['99999999999']), Date.now(), { params: { id: '99999999999' } });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.data, { fields: [{ path: 'id', message: 'is out of range for its column' }] });
  });

  test('which JSON number literals keep their digits', () => {
    for (const kept of [
      '0',
      '1',
      '-1',
      '1.5',
      '0.1',
      '0.30000000000000004',
      '123456789012345',
      '9007199254740991',
      '1e21',
      '1e-7',
      '2.5E3',
    ]) {
      assert.ok(keepsDigits(kept), kept);
    }
    for (const lost of ['1234567890.123456789', '9007199254740993', '12345678901234567890', '1e400', '1e-400', '0.10000000000000000001']) {
      assert.ok(!keepsDigits(lost), lost);
    }
  });
});
