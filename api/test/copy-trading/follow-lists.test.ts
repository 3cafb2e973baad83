import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { assertCallsChangeNothing, snapshot, type TestApi } from '../helpers';
import { postForm } from '../trading/coin-forms';
import { CopyWorld } from './copy-fixture';

/**
 * Who may follow a leading order: the permission type and the invite and block lists (`follow/detail/list`,
 * `follow/invite/add`, `follow/invite/remove`, `follow/invite/add/batch` from CSV or Excel, previewed then applied),
 * enforced on the fan-out and on followers' own requests (a refusal is recorded among the order's skips). Inviting
 * needs leadingOrders.invite, blocking leadingOrders.block. Bad input is a 400 that changes nothing.
 */

let c: CopyWorld;
let api: TestApi;
let order: number;
let f: number[];

before(async () => {
  c = await CopyWorld.start(6);
  api = c.api;
  f = c.followers;
});
after(() => api.close());

const follow = (accountId: number, amount = '10') => c.post('dev/copy-trading/follow', { detailId: order, accountId, amount });
const entries = async (type: 'invite' | 'block') =>
  (await c.post('follow/detail/list', { detailId: order, type, permissionsType: 'invited' })).body.data.records.map(
    (e: { accountId: number }) => e.accountId,
  );
const csv = (text: string) => ({ field: 'file', name: 'accounts.csv', content: Buffer.from(text) });

describe('invite and block lists', () => {
  test('an invite-only order copies nobody uninvited; an invited follower may follow, an uninvited one is refused and recorded', async () => {
    const added = await c.add({ permissionsType: 'invited', inviteAccountIds: [f[5]] });
    assert.equal(added.status, 200, added.body.msg);
    order = added.body.data.leadingOrder.id;
    assert.deepEqual(added.body.data.leadingOrder.fanOut.skippedBy, { balance: 0, blocked: 0, not_invited: 5, limit: 0, account: 0 });
    assert.equal(added.body.data.leadingOrder.fanOut.copied, 1);

    const invited = await c.post('follow/invite/add', { detailId: order, type: 'invite', accountId: f[0] });
    assert.equal(invited.status, 200, invited.body.msg);
    assert.deepEqual(
      [invited.body.data.action, invited.body.data.entry.accountId, invited.body.data.entry.permissionsType],
      ['added', f[0], 'invited'],
    );
    assert.deepEqual((await follow(f[0])).body.data.copied, true);
    const refused = await follow(f[1]);
    assert.equal(refused.status, 200, refused.body.msg);
    assert.deepEqual(refused.body.data, { copied: false, reason: 'not_invited' });
    const skips = (await c.post('follow/skip/list', { detailId: order })).body.data.records;
    assert.deepEqual(
      skips
        .filter((s: { source: string }) => s.source === 'request')
        .map((s: { accountId: number; reason: string }) => [s.accountId, s.reason]),
      [[f[1], 'not_invited']],
    );
    const row = (await c.post('follow/list', { orderId: order })).body.data.records[0];
    assert.deepEqual([row.followersCount, row.fanOut.skippedBy.not_invited, row.inviteCount], [2, 6, 2]);
    assert.deepEqual((await entries('invite')).sort(), [f[0], f[5]].sort());
  });

  test('everyone but blocked: a blocked follower is refused, others follow', async () => {
    assert.equal((await c.post('follow/permissionsType/edit', { detailId: order, permissionsType: 'not_blocked' })).status, 200);
    const blocked = await c.post('follow/invite/add', { detailId: order, type: 'block', accountId: f[2] });
    assert.equal(blocked.status, 200, blocked.body.msg);
    assert.deepEqual((await follow(f[2])).body.data, { copied: false, reason: 'blocked' });
    assert.equal((await follow(f[3])).body.data.copied, true);
    // Following twice is a conflict.
    assert.equal((await follow(f[3])).status, 409);
    assert.deepEqual(await entries('block'), [f[2]]);
  });

  test('an account is on one list at most; remove takes it off (404 when not there); each change is audited', async () => {
    const logged = await c.w.logged('follow/invite/add');
    assert.equal((await c.post('follow/invite/add', { detailId: order, type: 'block', accountId: f[0] })).status, 409);
    assert.equal((await c.post('follow/invite/add', { detailId: order, type: 'invite', accountId: f[0] })).status, 409);
    assert.equal((await c.post('follow/invite/add', { detailId: order, type: 'invite', accountId: 999_999_999 })).status, 404);
    assert.equal((await c.post('follow/invite/add', { detailId: 999_999_999, type: 'invite', accountId: f[0] })).status, 404);
    const removed = await c.post('follow/invite/remove', { detailId: order, type: 'invite', accountId: f[0] });
    assert.equal(removed.status, 200, removed.body.msg);
    assert.equal(removed.body.data.action, 'removed');
    assert.equal((await c.post('follow/invite/remove', { detailId: order, type: 'invite', accountId: f[0] })).status, 404);
    assert.deepEqual(await entries('invite'), [f[5]]);
    assert.equal(await c.w.logged('follow/invite/add'), logged);
    assert.equal(await c.w.logged('follow/invite/remove'), 1);
  });

  test('batch: the preview answers every row and changes nothing; apply adds the valid rows and reports the bad ones', async () => {
    const file = csv(`accountId\n${f[4]}\nabc\n999999999\n${f[4]}\n${f[2]}\n${f[5]}\n\n${f[1]}\n`);
    const before = await snapshot(api.db);
    const preview = await postForm(api, c.admin, 'follow/invite/add/batch', { detailId: order, type: 'invite' }, file);
    assert.equal(preview.status, 200, preview.body.msg);
    const verdicts = preview.body.data.rows.map((r: { rowNumber: number; status: string }) => [r.rowNumber, r.status]);
    assert.deepEqual(verdicts, [
      [2, 'valid'],
      [3, 'invalid'],
      [4, 'unknown_account'],
      [5, 'duplicate'],
      [6, 'on_other_list'],
      [7, 'already_listed'],
      [9, 'valid'],
    ]);
    assert.deepEqual([preview.body.data.mode, preview.body.data.applied, preview.body.data.counts.valid], ['preview', 0, 2]);
    assert.equal(preview.body.data.data[1], 'row 3: abc invalid');
    assert.deepEqual(await snapshot(api.db), before);

    const applied = await postForm(api, c.admin, 'follow/invite/add/batch', { detailId: order, type: 'invite', mode: 'apply' }, file);
    assert.equal(applied.status, 200, applied.body.msg);
    assert.equal(applied.body.data.applied, 2);
    assert.deepEqual(
      applied.body.data.rows.filter((r: { applied: boolean }) => r.applied).map((r: { accountId: number }) => r.accountId),
      [f[4], f[1]],
    );
    assert.deepEqual((await entries('invite')).sort(), [f[1], f[4], f[5]].sort());
    assert.equal(await c.w.logged('follow/invite/add/batch'), 2);
  });

  test('batch from an Excel workbook, without a header', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('accounts');
    sheet.addRow([f[3]]);
    sheet.addRow([f[0]]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await postForm(
      api,
      c.admin,
      'follow/invite/add/batch',
      { detailId: order, type: 'block', mode: 'apply' },
      {
        field: 'file',
        name: 'accounts.xlsx',
        content,
      },
    );
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual(
      answer.body.data.rows.map((r: { status: string }) => r.status),
      ['valid', 'valid'],
    );
    assert.deepEqual((await entries('block')).sort(), [f[0], f[2], f[3]].sort());
  });

  test('bad input and bad files change nothing (400)', async () => {
    await assertCallsChangeNothing(
      api,
      c.admin,
      [
        ['POST', 'follow/detail/list', { detailId: order, type: 'white' }],
        ['POST', 'follow/detail/list', { type: 'invite' }],
        ['POST', 'follow/invite/add', { detailId: order, type: 'invite' }],
        ['POST', 'follow/invite/add', { detailId: order, type: 'invite', accountId: 'x' }],
        ['POST', 'follow/invite/remove', { detailId: order, type: 'invite', accountId: f[0], extra: 1 }],
        ['POST', 'follow/invite/add/batch', { detailId: order, type: 'invite' }],
      ],
      () => 400,
    );
    const before = await snapshot(api.db);
    for (const [fields, file] of [
      [{ detailId: order, type: 'invite', mode: 'apply' }, undefined],
      [{ detailId: order, type: 'friends', mode: 'apply' }, csv(`${f[0]}\n`)],
      [{ detailId: order, type: 'invite', mode: 'apply' }, csv('accountId\n')],
      [
        { detailId: order, type: 'invite', mode: 'apply' },
        { field: 'file', name: 'x.bin', content: Buffer.from([0, 1, 2, 0, 255]) },
      ],
    ] as const) {
      const answer = await postForm(api, c.admin, 'follow/invite/add/batch', fields, file);
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
    }
    assert.deepEqual(await snapshot(api.db), before);
  });

  test('inviting needs leadingOrders.invite and blocking leadingOrders.block (403, nothing changed)', async () => {
    const inviter = await api.signIn(await api.createStaff(c.admin, 'follow-inviter', [163]));
    await assertCallsChangeNothing(
      api,
      inviter,
      [
        ['POST', 'follow/invite/add', { detailId: order, type: 'block', accountId: f[1] }],
        ['POST', 'follow/invite/remove', { detailId: order, type: 'block', accountId: f[2] }],
        ['POST', 'follow/permissionsType/edit', { detailId: order, permissionsType: 'everyone' }],
      ],
      () => 403,
    );
    const blocked = await postForm(
      api,
      inviter,
      'follow/invite/add/batch',
      { detailId: order, type: 'block', mode: 'apply' },
      csv(`${f[1]}\n`),
    );
    assert.equal(blocked.status, 403);
    const added = await c.post('follow/invite/remove', { detailId: order, type: 'invite', accountId: f[1] }, inviter);
    assert.equal(added.status, 200, added.body.msg);
    const viewer = await api.signIn(await api.createStaff(c.admin, 'follow-viewer', [160]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', 'follow/detail/list', { detailId: order, type: 'invite' }],
        ['POST', 'follow/invite/add', { detailId: order, type: 'invite', accountId: f[1] }],
      ],
      (path) => (path === 'follow/detail/list' ? 200 : 403),
    );
  });
});
