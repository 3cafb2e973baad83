import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertCallsChangeNothing, DEMO, type TestApi, startTestApi } from '../helpers';

/**
 * The end users' 2FA (`account/2fa/*`): the setting (enable, issuer; versioned with a required reason) and the
 * records (filters, reset with audit). Bad input 400 and no permission 403 change nothing.
 */

let api: TestApi;
let admin: string;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const SETTING = 'account/2fa/setting';
const UPDATE = 'account/2fa/setting/update';
const RECORDS = 'account/2fa/recordList';

describe('the end users 2FA setting', () => {
  test('answers the setting as the migration made it', async () => {
    const answer = await api.call('POST', SETTING, { token: admin, body: {} });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual(
      [answer.body.data.id, answer.body.data.enable, answer.body.data.issuer, answer.body.data.updatedBy],
      [1, 1, 'Trading Platform', null],
    );
  });

  test('bad input is a 400 that changes nothing; an unknown id a 404', async () => {
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', UPDATE, { id: 1, enable: 0, issuer: 'Exchange' }],
        ['POST', UPDATE, { id: 1, enable: 2, issuer: 'Exchange', reason: 'why' }],
        ['POST', UPDATE, { id: 1, enable: 1, issuer: ' ', reason: 'why' }],
        ['POST', UPDATE, { id: 1, enable: 1, issuer: 'x'.repeat(41), reason: 'why' }],
        ['POST', UPDATE, { enable: 1, issuer: 'Exchange', reason: 'why' }],
        ['POST', UPDATE, { id: 1, enable: 1, issuer: 'Exchange', reason: 'why', secret: 'x' }],
        ['POST', RECORDS, { status: 3 }],
        ['POST', RECORDS, { userId: 'abc' }],
        ['POST', RECORDS, { orderBy: 'email' }],
        ['DELETE', 'account/2fa/record/abc', undefined],
      ],
      () => 400,
    );
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', UPDATE, { id: 2, enable: 1, issuer: 'Exchange', reason: 'why' }],
        ['DELETE', 'account/2fa/record/99999999', undefined],
      ],
      () => 404,
    );
  });

  test('without the permission: 403, nothing changed', async () => {
    const viewer = await api.signIn(await api.createStaff(admin, 'two-factor-viewer', [312]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', UPDATE, { id: 1, enable: 0, issuer: 'Exchange', reason: 'why' }],
        ['DELETE', 'account/2fa/record/1', undefined],
      ],
      () => 403,
    );
    assert.equal((await api.call('POST', RECORDS, { token: viewer, body: {} })).status, 200);
    const outsider = await api.signIn(await api.createStaff(admin, 'two-factor-outsider', [303]));
    await assertCallsChangeNothing(
      api,
      outsider,
      [
        ['POST', SETTING, {}],
        ['POST', RECORDS, {}],
        ['GET', 'settings/versions?setting=two-factor', undefined],
      ],
      () => 403,
    );
  });

  test('update: a version with reason, before and after, audited; history and revert', async () => {
    const updated = await api.call('POST', UPDATE, {
      token: admin,
      body: { id: 1, enable: 0, issuer: 'Example Exchange', reason: 'Authenticator vendor change' },
    });
    assert.equal(updated.status, 200, updated.body.msg);
    const { version } = updated.body.data;
    assert.deepEqual(version.changes, [
      { field: 'enable', from: 1, to: 0 },
      { field: 'issuer', from: 'Trading Platform', to: 'Example Exchange' },
    ]);
    assert.equal(version.reason, 'Authenticator vendor change');
    const setting = (await api.call('POST', SETTING, { token: admin, body: {} })).body.data;
    assert.deepEqual([setting.enable, setting.issuer, setting.updatedBy], [0, 'Example Exchange', 'admin']);
    const { rows } = await api.db.query<{ res_log: string }>(
      "select res_log from backstage_log where api_url = '/api/account/2fa/setting/update' order by id desc limit 1",
    );
    assert.match(rows[0].res_log, /"before":\{"enable":1,"issuer":"Trading Platform"\}/);

    const reverted = await api.call('POST', 'settings/versions/revert', {
      token: admin,
      body: { id: version.id, reason: 'Undo' },
    });
    // The version's own values are those now: nothing to return to.
    assert.equal(reverted.status, 409);
    const editor = await api.signIn(await api.createStaff(admin, 'two-factor-editor', [313]));
    const back = await api.call('POST', UPDATE, {
      token: editor,
      body: { id: 1, enable: 1, issuer: 'Example Exchange', reason: 'On again' },
    });
    assert.equal(back.status, 200, back.body.msg);
    const toFirst = await api.call('POST', 'settings/versions/revert', { token: editor, body: { id: version.id, reason: 'Off again' } });
    assert.equal(toFirst.status, 200, toFirst.body.msg);
    assert.deepEqual(toFirst.body.data.values, { enable: 0, issuer: 'Example Exchange' });
    const history = await api.call('GET', 'settings/versions', { token: editor, query: { setting: 'two-factor' } });
    assert.deepEqual(
      history.body.data.records.map((v: { reason: string; revertedFrom: number | null }) => [v.reason, v.revertedFrom]),
      [
        ['Off again', version.id],
        ['On again', null],
        ['Authenticator vendor change', null],
      ],
    );
  });
});

describe('the end users 2FA records', () => {
  test('list with filters', async () => {
    const all = await api.call('POST', RECORDS, { token: admin, body: { pageSize: 5 } });
    assert.equal(all.status, 200, all.body.msg);
    assert.ok(all.body.data.total > 100);
    assert.equal(all.body.data.records.length, 5);
    const reset = await api.call('POST', RECORDS, { token: admin, body: { status: 2 } });
    assert.ok(reset.body.data.total > 0);
    assert.ok(reset.body.data.records.every((r: { status: number; resetBy: string }) => r.status === 2 && r.resetBy === 'admin'));
    const first = all.body.data.records[0];
    const byUser = await api.call('POST', RECORDS, { token: admin, body: { userId: first.userId } });
    assert.ok(byUser.body.data.records.every((r: { userId: number }) => r.userId === first.userId));
    if (first.email) {
      const byMail = await api.call('POST', RECORDS, { token: admin, body: { mail: first.email.slice(0, 6) } });
      assert.ok(byMail.body.data.records.some((r: { id: number }) => r.id === first.id));
    }
    const sorted = await api.call('POST', RECORDS, { token: admin, body: { orderBy: 'id', orderDirection: 'asc', pageSize: 3 } });
    const ids = sorted.body.data.records.map((r: { id: number }) => r.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
  });

  test("reset a user's 2FA: audited, once", async () => {
    const bound = (await api.call('POST', RECORDS, { token: admin, body: { status: 1, pageSize: 1 } })).body.data.records[0];
    const resetter = await api.signIn(await api.createStaff(admin, 'two-factor-resetter', [314]));
    const logged = await api.count('backstage_log', "api_url like '/api/account/2fa/record/%'");
    const answer = await api.call('DELETE', `account/2fa/record/${bound.id}`, { token: resetter });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual([answer.body.data.status, answer.body.data.resetBy], [2, 'two-factor-resetter']);
    assert.equal(await api.count('backstage_log', "api_url like '/api/account/2fa/record/%'"), logged + 1);
    assert.equal((await api.call('DELETE', `account/2fa/record/${bound.id}`, { token: resetter })).status, 409);
  });
});
