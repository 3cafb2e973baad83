import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { transferBetweenWallets } from '../../src/modules/finance/transfers';
import { assertCallsChangeNothing, DEMO, snapshot, type TestApi, startTestApi } from '../helpers';

/**
 * Flow settings (`common/flowSetting`, `system/flow/setting`, `system/flow/close`): read, edit and close (each a
 * version, audited), bad input 400 and no permission 403 changing nothing. Their effect: a deposit credited after a
 * change adds its amount times the new multiplier to the user's flow volume, and a transfer between a user's
 * wallets takes the fee through the ledger (or is refused while transfers are off).
 */

let api: TestApi;
let admin: string;
let usdt: number;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  const { rows } = await api.db.query<{ id: number }>("select id from coins where code = 'USDT'");
  usdt = rows[0].id;
});
after(() => api.close());

const SETTING = 'common/flowSetting';
const EDIT = 'system/flow/setting';
const CLOSE = 'system/flow/close';

const edit = (body: Record<string, unknown>) => api.call('POST', EDIT, { token: admin, body });

describe('the flow setting', () => {
  test('answers the setting as the migration made it: flow off, transfers free', async () => {
    const answer = await api.call('GET', SETTING, { token: admin });
    assert.equal(answer.status, 200, answer.body.msg);
    const { globalEnable, flowVolumeMultiplier, allowTransferEnable, transferFeeEnable, transferFeeRate, id, updatedBy } = answer.body.data;
    assert.deepEqual(
      [id, globalEnable, flowVolumeMultiplier, allowTransferEnable, transferFeeEnable, transferFeeRate, updatedBy],
      [1, 0, '1', 1, 0, '0', null],
    );
  });

  test('bad input is a 400 that changes nothing; another id a 404', async () => {
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', EDIT, {}],
        ['POST', EDIT, { reason: 'why' }],
        ['POST', EDIT, { globalEnable: 2 }],
        ['POST', EDIT, { clientFutureWalletEnable: -1 }],
        ['POST', EDIT, { flowVolumeMultiplier: '-1' }],
        ['POST', EDIT, { flowVolumeMultiplier: 'two' }],
        ['POST', EDIT, { flowVolumeMultiplier: '1.23456' }],
        ['POST', EDIT, { transferFeeRate: '100.5' }],
        ['POST', EDIT, { transferFeeRate: '0.5', fee: 1 }],
        ['PUT', CLOSE, { reason: 'why', all: true }],
      ],
      () => 400,
    );
    await assertCallsChangeNothing(api, admin, [['POST', EDIT, { id: 2, globalEnable: 1 }]], () => 404);
  });

  test('without the permission: 403, nothing changed', async () => {
    const viewer = await api.signIn(await api.createStaff(admin, 'flow-viewer', [293]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', EDIT, { globalEnable: 1 }],
        ['PUT', CLOSE, {}],
        ['POST', 'settings/versions/revert', { id: 1 }],
      ],
      () => 403,
    );
    assert.equal((await api.call('GET', SETTING, { token: viewer })).status, 200);
    const outsider = await api.signIn(await api.createStaff(admin, 'flow-outsider', [1]));
    await assertCallsChangeNothing(api, outsider, [['GET', SETTING, undefined]], () => 403);
  });
});

/** A deposit recorded by staff and approved: credited, as the flow setting now says. */
async function creditedDeposit(userId: number, amount: string): Promise<number> {
  const deposit = await api.call('POST', 'finance/deposit', {
    token: admin,
    body: { accountId: userId, coinId: usdt, amount, bonusAmount: '0', walletType: 1, isShow: 1 },
  });
  assert.equal(deposit.status, 200, deposit.body.msg);
  if (deposit.body.data.status === 0) {
    const review = await api.call('POST', 'finance/deposit/review', {
      token: admin,
      body: { id: deposit.body.data.id, reviewType: 1, reason: 'received' },
    });
    assert.equal(review.status, 200, review.body.msg);
  }
  return deposit.body.data.id;
}

const flowVolume = async (userId: number) =>
  (await api.call('GET', `flow/volume/${userId}`, { token: admin })).body.data.flowVolume as string;

describe('what the flow setting changes', () => {
  test('deposits credited after a change carry the new multiplier into the flow volume', async () => {
    const { rows } = await api.db.query<{ id: string }>('select id::text as id from users where status = 1 order by id limit 1');
    const userId = Number(rows[0].id);
    const start = Number(await flowVolume(userId));

    // Flow off (as the migration made it): a deposit adds no flow volume.
    await creditedDeposit(userId, '100');
    assert.equal(Number(await flowVolume(userId)), start);

    const saved = await edit({ globalEnable: 1, flowVolumeMultiplier: '2.5', reason: 'Turnover rule' });
    assert.equal(saved.status, 200, saved.body.msg);
    assert.deepEqual(saved.body.data.version.changes, [
      { field: 'flowVolumeMultiplier', from: '1', to: '2.5' },
      { field: 'globalEnable', from: 0, to: 1 },
    ]);
    const id = await creditedDeposit(userId, '40.2');
    const { rows: records } = await api.db.query<{ multiplier: string; flow_amount: string; remark: string }>(
      'select multiplier::text as multiplier, flow_amount::text as flow_amount, remark from user_flow_records where user_id = $1 order by id desc limit 1',
      [userId],
    );
    assert.deepEqual([Number(records[0].multiplier), Number(records[0].flow_amount), records[0].remark], [2.5, 100.5, `Deposit #${id}`]);
    assert.equal(Number(await flowVolume(userId)), start + 100.5);

    // The backstage switch of the futures wallet off: staff deposits there add nothing.
    assert.equal((await edit({ backstageFutureWalletEnable: 0 })).status, 200);
    await creditedDeposit(userId, '10');
    assert.equal(Number(await flowVolume(userId)), start + 100.5);

    // Closed in one call: a version like any other.
    const closed = await api.call('PUT', CLOSE, { token: admin, body: { reason: 'Campaign over' } });
    assert.equal(closed.status, 200, closed.body.msg);
    assert.deepEqual(closed.body.data.version.changes, [{ field: 'globalEnable', from: 1, to: 0 }]);
    assert.equal((await edit({ backstageFutureWalletEnable: 1 })).status, 200);
  });

  test('transfers take the fee through the ledger, and are refused while off', async () => {
    const { rows } = await api.db.query<{ user_id: string; balance: string }>(
      `select user_id::text as user_id, balance::text as balance from user_wallets
       where coin_id = $1 and wallet_type = 1 and balance >= 200 order by id limit 1`,
      [usdt],
    );
    const userId = Number(rows[0].user_id);
    const transfer = (amount: string) =>
      api.db.transaction((tx) =>
        transferBetweenWallets(tx, { userId, coinId: usdt, fromWallet: 1, amount, now: new Date(api.clock.now()) }),
      );

    assert.equal((await edit({ transferFeeEnable: 1, transferFeeRate: '0.5' })).status, 200);
    const code = await transfer('100');
    const { rows: log } = await api.db.query<{ wallet_type: number; change_type: string; change_balance: string }>(
      `select wallet_type, change_type, change_balance::text as change_balance from wallet_change_log where reference = $1 order by id`,
      [`transfer:${code}`],
    );
    assert.deepEqual(
      log.map((l) => [l.wallet_type, l.change_type, Number(l.change_balance)]),
      [
        [1, 'transfer_out', -99.5],
        [1, 'transfer_fee', -0.5],
        [2, 'transfer_in', 99.5],
      ],
    );
    const { rows: record } = await api.db.query<{ amount: string; record_fee: string }>(
      'select amount::text as amount, record_fee::text as record_fee from transfers where code = $1',
      [code],
    );
    assert.deepEqual([Number(record[0].amount), Number(record[0].record_fee)], [100, 0.5]);
    // Every wallet of the user still equals the sum of its change log.
    const { rows: off } = await api.db.query<{ n: number }>(
      `select count(*)::int as n from user_wallets w where w.user_id = $1
         and w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)`,
      [userId],
    );
    assert.equal(off[0].n, 0);

    // A fee as large as the amount leaves nothing to move: refused. Transfers off: refused, nothing changed.
    assert.equal((await edit({ transferFeeRate: '100' })).status, 200);
    await assert.rejects(transfer('1'), /more than the transfer fee/);
    assert.equal((await edit({ allowTransferEnable: 0, transferFeeRate: '0.5' })).status, 200);
    const state = await snapshot(api.db);
    await assert.rejects(transfer('1'), /turned off/);
    assert.deepEqual(await snapshot(api.db), state);
  });
});
