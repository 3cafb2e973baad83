import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
let auditor: string;
let finance: string;
before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  auditor = await api.signIn(DEMO.auditor);
  finance = await api.signIn(DEMO.finance);
});
after(() => api.close());

describe('list settings: columns, density and saved views per admin', () => {
  test('an admin arranges the columns of a list and finds them again in a new session; another admin does not see them', async () => {
    const empty = await api.call('GET', 'lists/deposits/settings', { token: admin });
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body.data, { columns: null, density: null, views: [] });

    const columns = [
      { id: 'id', hidden: false },
      { id: 'amount', hidden: false },
      { id: 'user', hidden: true },
    ];
    const saved = await api.call('PUT', 'lists/deposits/settings', { token: admin, body: { columns, density: 'compact' } });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body.data.columns, columns);

    const again = await api.signIn(DEMO.admin);
    const read = await api.call('GET', 'lists/deposits/settings', { token: again });
    assert.deepEqual(read.body.data, { columns, density: 'compact', views: [] });

    // Changing the density alone keeps the columns.
    await api.call('PUT', 'lists/deposits/settings', { token: again, body: { density: 'comfortable' } });
    assert.deepEqual((await api.call('GET', 'lists/deposits/settings', { token: admin })).body.data.columns, columns);

    const other = await api.call('GET', 'lists/deposits/settings', { token: finance });
    assert.deepEqual(other.body.data, { columns: null, density: null, views: [] });
  });

  test('saved views: save, replace by name, list by name, delete only your own', async () => {
    const first = await api.call('POST', 'lists/withdrawals/views', {
      token: admin,
      body: { name: 'Large USDT', query: 'coinId=1&orderBy=amount', columns: [{ id: 'amount', hidden: false }] },
    });
    assert.equal(first.status, 200);
    assert.equal(first.body.data.name, 'Large USDT');
    const replaced = await api.call('POST', 'lists/withdrawals/views', {
      token: admin,
      body: { name: 'Large USDT', query: 'coinId=1&orderBy=amount&orderDirection=desc' },
    });
    assert.equal(replaced.body.data.id, first.body.data.id);
    await api.call('POST', 'lists/withdrawals/views', { token: admin, body: { name: 'BTC pending', query: 'coinId=2' } });
    const views = (await api.call('GET', 'lists/withdrawals/settings', { token: admin })).body.data.views;
    assert.deepEqual(
      views.map((v: { name: string; query: string; columns: unknown }) => [v.name, v.query, v.columns]),
      [
        ['BTC pending', 'coinId=2', null],
        ['Large USDT', 'coinId=1&orderBy=amount&orderDirection=desc', null],
      ],
    );

    const notMine = await api.call('DELETE', `lists/withdrawals/views/${first.body.data.id}`, { token: finance });
    assert.equal(notMine.status, 404);
    const wrongList = await api.call('DELETE', `lists/deposits/views/${first.body.data.id}`, { token: admin });
    assert.equal(wrongList.status, 404);
    assert.equal(await api.count('admin_saved_views'), 2);
    const deleted = await api.call('DELETE', `lists/withdrawals/views/${first.body.data.id}`, { token: admin });
    assert.equal(deleted.status, 200);
    assert.equal(await api.count('admin_saved_views'), 1);
  });

  test('each list’s settings need that list’s view permission', async () => {
    // The finance admin holds the Finance group only: no user list.
    const refused = await api.call('GET', 'lists/users/settings', { token: finance });
    assert.equal(refused.status, 403);
    const refusedSave = await api.call('POST', 'lists/users/views', { token: finance, body: { name: 'x', query: '' } });
    assert.equal(refusedSave.status, 403);
    assert.equal(await api.count('admin_saved_views', 'name = $1', ['x']), 0);
    // The read-only auditor holds every view: its own settings of any list are its own to arrange.
    assert.equal((await api.call('PUT', 'lists/users/settings', { token: auditor, body: { density: 'compact' } })).status, 200);
    assert.equal((await api.call('GET', 'lists/users/settings')).status, 401);
  });

  test('bad input is refused naming the field and changes nothing', async () => {
    const before = await api.count('admin_list_settings');
    for (const body of [
      { density: 'tiny' },
      {
        columns: [
          { id: 'a', hidden: false },
          { id: 'a', hidden: true },
        ],
      },
      { columns: [{ id: '', hidden: false }] },
      { columns: 'id,amount' },
    ]) {
      const res = await api.call('PUT', 'lists/kyc/settings', { token: admin, body });
      assert.equal(res.status, 400, JSON.stringify(body));
    }
    for (const body of [{ name: '', query: '' }, { name: 'x'.repeat(61), query: '' }, { name: 'ok', query: '?a=1' }, { name: 'ok' }]) {
      const res = await api.call('POST', 'lists/kyc/views', { token: admin, body });
      assert.equal(res.status, 400, JSON.stringify(body));
    }
    assert.equal(await api.count('admin_list_settings'), before);
    assert.equal((await api.call('DELETE', 'lists/kyc/views/abc', { token: admin })).status, 400);
  });

  test('changes are written to the backstage log', async () => {
    const before = await api.count('backstage_log');
    await api.call('PUT', 'lists/otp/settings', { token: admin, body: { density: 'compact' } });
    assert.equal(await api.count('backstage_log'), before + 1);
  });
});
