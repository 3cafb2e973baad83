import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import { receiptPng } from '../../src/modules/users/seed/chat';
import { assertCallsChangeNothing, DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';
import { postForm, useTempFilesDir } from './coin-forms';

let api: TestApi;
let admin: string;

before(async () => {
  useTempFilesDir();
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const post = (path: string, body: unknown, token = admin) => api.call('POST', path, { token, body });
const icon = (n = 1) => ({ field: 'coinIcon', name: `icon${n}.png`, content: receiptPng(n) });

async function one<T = Json>(sql: string, params: unknown[] = []): Promise<T> {
  return (await api.db.query<T>(sql, params)).rows[0];
}

/** Audited entries of a path by the demo admin that succeeded. */
const logged = (path: string) => api.count('backstage_log', "api_url like $1 and op_name = 'admin' and result = 1", [`%${path}%`]);

async function signInCurrencies(): Promise<string[]> {
  const answer = await api.signInAnswer(DEMO.admin.account, DEMO.admin.password, DEMO.admin.secret);
  return answer.body.data.currencyList.map((c: { code: string }) => c.code);
}

let serial = 0;
async function addCoin(fields: Record<string, string | number> = {}): Promise<Json> {
  serial += 1;
  const code = `TST${serial}${Date.now() % 1000}`;
  const answer = await postForm(
    api,
    admin,
    'coin/add',
    { coinRequest: JSON.stringify({ name: code, fullName: `Test coin ${serial}` }), ...fields },
    icon(serial),
  );
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data;
}

describe('coin/list', () => {
  test('the seeded coins, paged, in their display order; sorted by id on request; a bad sort is a 400', async () => {
    const page = await post('coin/list', { pageSize: 5 });
    assert.equal(page.status, 200, page.body.msg);
    assert.equal(page.body.data.total, await api.count('coins'));
    assert.equal(page.body.data.records.length, 5);
    assert.equal(page.body.data.records[0].code, 'USDT');
    const sorts = page.body.data.records.map((c: Json) => c.sort);
    assert.deepEqual(
      sorts,
      [...sorts].sort((a, b) => a - b),
    );
    const byId = await post('coin/list', { orderBy: 'id', orderDirection: 'desc' });
    const ids = byId.body.data.records.map((c: Json) => c.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    const hidden = await post('coin/list', { display: 0 });
    assert.ok(hidden.body.data.records.every((c: Json) => c.display === 0));
    assert.ok(hidden.body.data.records.some((c: Json) => c.code === 'DOGE'));
    const bad = await post('coin/list', { orderBy: 'fullName' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /orderBy/);
  });
});

describe('coin/add', () => {
  test('adds a coin with its icon (multipart): served, listed, in the sign-in currency list, audited', async () => {
    const before = await api.count('coins');
    const answer = await postForm(api, admin, 'coin/add', { coinRequest: JSON.stringify({ name: 'newc', fullName: 'New Coin' }) }, icon(3));
    assert.equal(answer.status, 200, answer.body.msg);
    const coin = answer.body.data;
    assert.equal(coin.code, 'NEWC', 'written in capitals');
    assert.equal(coin.fullName, 'New Coin');
    assert.equal(coin.display, 1);
    assert.equal(coin.decimals, 8);
    assert.match(coin.logo, /^\/api\/files\/[A-Za-z0-9_-]+\.png$/);
    assert.equal(await api.count('coins'), before + 1);
    const served = await api.app.inject({ method: 'GET', url: coin.logo });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.ok((await signInCurrencies()).includes('NEWC'), 'the sign-in currency list reads the coins');
    const listed = await post('coin/list', { code: 'NEWC' });
    assert.equal(listed.body.data.records[0].id, coin.id);
    assert.equal(await logged('coin/add'), 1);
    // The fields may also come one by one.
    const separate = await postForm(api, admin, 'coin/add', { name: 'SEPA', fullName: 'Separate', decimals: 4 }, icon(4));
    assert.equal(separate.status, 200, separate.body.msg);
    assert.equal(separate.body.data.decimals, 4);
    // And `coinRequest` as a JSON blob part, as a browser's FormData sends a Blob.
    const blob = { field: 'coinRequest', name: 'blob', content: Buffer.from(JSON.stringify({ name: 'BLOB', fullName: 'Blob' })) };
    const fromBlob = await postForm(api, admin, 'coin/add', {}, blob, icon(5));
    assert.equal(fromBlob.status, 200, fromBlob.body.msg);
    assert.equal(fromBlob.body.data.code, 'BLOB');
  });

  test('refusals change nothing: no icon, no name, a bad code, not an image (400); a code that exists (409)', async () => {
    const state = await snapshot(api.db);
    const cases: [Record<string, string | number>, ReturnType<typeof icon> | undefined, number, RegExp][] = [
      [{ coinRequest: JSON.stringify({ name: 'NOICON', fullName: 'No icon' }) }, undefined, 400, /coinIcon/],
      [{ coinRequest: JSON.stringify({ fullName: 'No name' }) }, icon(), 400, /name/],
      [{ coinRequest: JSON.stringify({ name: 'B@D', fullName: 'Bad' }) }, icon(), 400, /name/],
      [{ coinRequest: '{not json' }, icon(), 400, /coinRequest/],
      [
        { coinRequest: JSON.stringify({ name: 'TXT', fullName: 'Text' }) },
        { field: 'coinIcon', name: 'a.png', content: Buffer.from('plain text') },
        400,
        /coinIcon/,
      ],
      [{ coinRequest: JSON.stringify({ name: 'usdt', fullName: 'Again' }) }, icon(), 409, /USDT already exists/],
    ];
    for (const [fields, file, status, message] of cases) {
      const answer = await postForm(api, admin, 'coin/add', fields, file);
      assert.equal(answer.status, status, `${JSON.stringify(fields)}: ${answer.body.msg}`);
      assert.match(answer.body.msg, message);
    }
    assert.deepEqual(await snapshot(api.db), state);
  });
});

describe('coin/edit and coin/editIcon', () => {
  test('edits the switches: a hidden coin leaves the sign-in currency list; audited', async () => {
    const coin = await addCoin();
    const answer = await post('coin/edit', { id: coin.id, display: 0, supportTransfer: 0, depositWithdrawal: 0 });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.data.display, 0);
    assert.equal(answer.body.data.supportTransfer, 0);
    assert.equal(answer.body.data.supportDepositWithDrawal, 0);
    assert.equal(answer.body.data.fullName, coin.fullName, 'what is not sent stays');
    assert.ok(!(await signInCurrencies()).includes(coin.code));
    const shown = await post('coin/edit', { id: coin.id, display: 1, fullName: 'Renamed' });
    assert.equal(shown.body.data.display, 1);
    assert.equal(shown.body.data.supportTransfer, 0);
    assert.equal(shown.body.data.fullName, 'Renamed');
    assert.ok((await signInCurrencies()).includes(coin.code));
    assert.equal(await logged('coin/edit'), 2);
  });

  test('edit refusals change nothing: a bad flag (400), an unknown coin (404)', async () => {
    const state = await snapshot(api.db);
    const bad = await post('coin/edit', { id: 1, display: 2 });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /display/);
    assert.equal((await post('coin/edit', { display: 1 })).status, 400);
    assert.equal((await post('coin/edit', { id: 999999, display: 1 })).status, 404);
    assert.deepEqual(await snapshot(api.db), state);
  });

  test('changes the icon; without an image a 400 and an unknown coin a 404, changing nothing', async () => {
    const coin = await addCoin();
    const changed = await postForm(api, admin, `coin/editIcon/${coin.id}`, {}, icon(7));
    assert.equal(changed.status, 200, changed.body.msg);
    assert.notEqual(changed.body.data.logo, coin.logo);
    assert.equal((await one('select logo from coins where id = $1', [coin.id])).logo, changed.body.data.logo);
    assert.equal(await logged(`coin/editIcon/${coin.id}`), 1);
    const state = await snapshot(api.db);
    assert.equal((await postForm(api, admin, `coin/editIcon/${coin.id}`, {})).status, 400);
    assert.equal((await postForm(api, admin, 'coin/editIcon/999999', {}, icon(8))).status, 404);
    assert.deepEqual(await snapshot(api.db), state);
  });
});

describe('coin/del', () => {
  test('deletes a coin nothing uses; audited', async () => {
    const coin = await addCoin();
    const answer = await post(`coin/del/${coin.id}`, {});
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual(answer.body.data, { id: coin.id, code: coin.code, deleted: true });
    assert.equal(await api.count('coins', 'id = $1', [coin.id]), 0);
    assert.equal(await logged(`coin/del/${coin.id}`), 1);
    assert.equal((await post(`coin/del/${coin.id}`, {})).status, 404);
  });

  test('a coin in use is a 409 naming what uses it, and stays: wallets, settings, coin pairs', async () => {
    const usdt = await one<{ id: number }>("select id from coins where code = 'USDT'");
    const inWallets = await post(`coin/del/${usdt.id}`, {});
    assert.equal(inWallets.status, 409);
    assert.match(inWallets.body.msg, /USDT is in use by .*wallets/);

    const forSettings = await addCoin();
    await api.db.query('insert into deposit_settings (coin_id) values ($1)', [forSettings.id]);
    const inSettings = await post(`coin/del/${forSettings.id}`, {});
    assert.equal(inSettings.status, 409);
    assert.match(inSettings.body.msg, /deposit settings/);

    const forPair = await addCoin();
    await api.db.query(
      "insert into coin_pairs (code, name, from_coin_id, to_coin_id) values ($1, $2, $3, (select id from coins where code = 'USDT'))",
      [`${forPair.code}USDT`, `${forPair.code}/USDT`, forPair.id],
    );
    const state = await snapshot(api.db);
    const inPair = await post(`coin/del/${forPair.id}`, {});
    assert.equal(inPair.status, 409);
    assert.match(inPair.body.msg, /coin pairs/);
    assert.deepEqual(await snapshot(api.db), state);
    assert.equal(await api.count('coins', 'id = any($1::int[])', [[usdt.id, forSettings.id, forPair.id]]), 3);
  });
});

describe('permissions', () => {
  test('each call needs its permission: refused with 403, changing nothing', async () => {
    const coin = await addCoin();
    const viewer = await api.createStaff(admin, 'coinviewer', [permissionId('coins.list')]);
    const viewerToken = await api.signIn(viewer);
    const nobody = await api.createStaff(admin, 'coinnobody', [permissionId('deposit.list')]);
    const nobodyToken = await api.signIn(nobody);
    assert.equal((await post('coin/list', {}, viewerToken)).status, 200);
    await assertCallsChangeNothing(
      api,
      viewerToken,
      [
        ['POST', 'coin/add', { name: 'DENY', fullName: 'Denied' }],
        ['POST', 'coin/edit', { id: coin.id, display: 0 }],
        ['POST', `coin/editIcon/${coin.id}`, {}],
        ['POST', `coin/del/${coin.id}`, {}],
      ],
      () => 403,
    );
    await assertCallsChangeNothing(api, nobodyToken, [['POST', 'coin/list', {}]], () => 403);
    const state = await snapshot(api.db);
    assert.equal((await postForm(api, viewerToken, 'coin/add', { name: 'DENY', fullName: 'Denied' }, icon())).status, 403);
    assert.deepEqual(await snapshot(api.db), state);
  });
});
