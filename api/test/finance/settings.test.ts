import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import Decimal from 'decimal.js';
import { type NewWithdrawal, requestWithdrawal } from '../../src/modules/finance/withdrawals/request';
import { csvRows } from '../export-files';
import { assertCallsChangeNothing, type Call, DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
let finance: string;
let usdt: number;
let doge: number;
const exportDir = mkdtempSync(join(tmpdir(), 'console-finance-exports-test-'));
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

before(async () => {
  process.env.EXPORT_DIR = exportDir;
  delete process.env.EXPORT_JOB_THRESHOLD;
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  finance = await api.signIn(DEMO.finance);
  usdt = (await one<{ id: number }>("select id from coins where code = 'USDT'")).id;
  doge = (await one<{ id: number }>("select id from coins where code = 'DOGE'")).id;
});
after(async () => {
  await api.close();
  rmSync(exportDir, { recursive: true, force: true });
});

const post = (path: string, body: unknown = {}, token = finance) => api.call('POST', path, { token, body });
const get = (path: string, token = finance) => api.call('GET', path, { token });

async function one<T = Json>(sql: string, params: unknown[] = []): Promise<T> {
  return (await api.db.query<T>(sql, params)).rows[0];
}

/** A call that must be a 400 naming `field` and leave every table as it was. */
async function refused(path: string, body: unknown, field: string, status = 400) {
  const state = await snapshot(api.db);
  const answer = await post(path, body);
  assert.equal(answer.status, status, `${path} ${JSON.stringify(body)}: ${answer.status} ${answer.body.msg}`);
  if (status === 400) {
    assert.match(answer.body.msg, new RegExp(field), answer.body.msg);
    assert.ok(
      answer.body.data.fields.some((f: { path: string }) => f.path === field),
      JSON.stringify(answer.body.data),
    );
  }
  assert.deepEqual(await snapshot(api.db), state);
  return answer;
}

let serial = 0;
async function createUser(): Promise<number> {
  serial += 1;
  const answer = await post('account/create', { password: 'secret-pass-1', email: `fs${serial}.${Date.now()}@test.example` }, admin);
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data.id;
}

/** Credits `amount` of USDT to a user through an approved deposit. */
async function fund(userId: number, amount: string): Promise<void> {
  const deposit = await post('finance/deposit', { accountId: userId, coinId: usdt, amount, bonusAmount: '0', walletType: 1, isShow: 1 });
  assert.equal(deposit.status, 200, deposit.body.msg);
  if (deposit.body.data.status === 0) {
    const review = await post('finance/deposit/review', { id: deposit.body.data.id, reviewType: 1, reason: 'received' });
    assert.equal(review.status, 200, review.body.msg);
  }
}

async function fundedUser(amount = '5000'): Promise<number> {
  const userId = await createUser();
  await fund(userId, amount);
  return userId;
}

/** A withdrawal request as the client app makes it; answers the stored record's id, flags and amounts. */
async function withdraw(userId: number, amount: string, extra: Partial<NewWithdrawal> = {}) {
  const id = await api.db.transaction((tx) =>
    requestWithdrawal(tx, {
      userId,
      coinId: usdt,
      walletType: 1,
      amount,
      address: 'TTestAddress0001',
      blockChain: 'TRC20',
      createDate: new Date(api.clock.now()),
      ...extra,
    }),
  );
  return one<{ id: number; anomaly_types: string[]; fee: string; actual: string; request_ip: string | null }>(
    'select id, anomaly_types, fee_amount::text as fee, actual_amount::text as actual, request_ip from withdrawals where id = $1',
    [id],
  );
}

const switches = (kyc: 0 | 1, pwd: 0 | 1) =>
  api.db.query('update finance_settings set withdraw_need_kyc = $1, withdraw_need_pwd = $2 where id = 1', [kyc, pwd]);

const ALL_OFF = {
  amountThresholdEnabled: 0,
  amountThreshold: '10000',
  balanceBelowDepositEnabled: 0,
  dailyCountLimitEnabled: 0,
  dailyCountLimit: 3,
  weeklyCountLimitEnabled: 0,
  weeklyCountLimit: 10,
  firstTimeWithdrawalEnabled: 0,
  suspiciousAgentEnabled: 0,
  suspiciousAgentIds: [] as number[],
  addressOrInfoChangeEnabled: 0,
  loginIpCheckEnabled: 0,
  withdrawIpCheckEnabled: 0,
};

/** Only the given checks on. */
async function alerts(on: Partial<typeof ALL_OFF>) {
  const answer = await post('finance/withdrawal/anomaly/settings', { ...ALL_OFF, ...on });
  assert.equal(answer.status, 200, answer.body.msg);
}

describe('deposit settings and channels', () => {
  test('the seeded list: a setting for every coin, each with its channels', async () => {
    const list = await get('finance/deposit/setting/list');
    assert.equal(list.status, 200);
    assert.equal(list.body.data.length, await api.count('coins'));
    for (const s of list.body.data) {
      assert.ok(s.depositChannel.length >= 2, s.coinName);
      assert.equal(typeof s.minDepositAmount, 'string');
    }
    const one = list.body.data[0];
    const channels = await get(`finance/deposit/channel/${one.id}/list`);
    assert.equal(channels.status, 200);
    assert.deepEqual(
      channels.body.data.map((c: Json) => c.id),
      one.depositChannel.map((c: Json) => c.id),
    );
    assert.equal((await get('finance/deposit/channel/999999/list')).status, 404);
  });

  test('a setting with channels is not deleted (409); without, it is; then created, edited, and its channels saved', async () => {
    const setting = (await get('finance/deposit/setting/list')).body.data.find((s: Json) => s.coinId === doge);
    await refused(`finance/deposit/setting/delete/${setting.id}`, {}, '', 409);
    for (const c of setting.depositChannel) assert.equal((await post(`finance/deposit/channel/delete/${c.id}`)).status, 200);
    assert.equal((await post(`finance/deposit/channel/delete/${setting.depositChannel[0].id}`)).status, 404);
    const deleted = await post(`finance/deposit/setting/delete/${setting.id}`);
    assert.equal(deleted.status, 200, deleted.body.msg);
    assert.equal(await api.count('deposit_settings', 'coin_id = $1', [doge]), 0);

    const created = await post('finance/deposit/setting/saveOrUpdate', {
      coinId: doge,
      minDepositAmount: '5',
      maxDepositAmount: '100000',
      clientOrder: 8,
    });
    assert.equal(created.status, 200, created.body.msg);
    assert.equal(created.body.data.coinName, 'DOGE');
    assert.equal(created.body.data.minDepositAmount, '5');
    assert.equal(created.body.data.maxDepositAmount, '100000');
    const edited = await post('finance/deposit/setting/saveOrUpdate', {
      id: created.body.data.id,
      coinId: doge,
      minDepositAmount: '7.5',
      maxDepositAmount: '',
    });
    assert.equal(edited.status, 200, edited.body.msg);
    assert.equal(edited.body.data.minDepositAmount, '7.5');
    assert.equal(edited.body.data.maxDepositAmount, null);
    // One setting per coin.
    await refused('finance/deposit/setting/saveOrUpdate', { coinId: doge, minDepositAmount: '1' }, '', 409);

    const channel = await post('finance/deposit/channel/saveOrUpdate', {
      depositSettingId: created.body.data.id,
      blockChain: 'Dogecoin',
      depositMode: 1,
      activation: 1,
      address1: 'DAddr1',
    });
    assert.equal(channel.status, 200, channel.body.msg);
    assert.equal(channel.body.data.address1, 'DAddr1');
    const updated = await post('finance/deposit/channel/saveOrUpdate', {
      id: channel.body.data.id,
      depositSettingId: created.body.data.id,
      blockChain: 'Dogecoin',
      depositMode: 2,
      activation: 0,
    });
    assert.equal(updated.status, 200, updated.body.msg);
    assert.equal(updated.body.data.activation, 0);
    assert.equal(updated.body.data.depositMode, 2);
    await refused(
      'finance/deposit/channel/saveOrUpdate',
      { depositSettingId: created.body.data.id, blockChain: 'dogecoin', depositMode: 2 },
      '',
      409,
    );
    const list = await get(`finance/deposit/channel/${created.body.data.id}/list`);
    assert.equal(list.body.data.length, 1);
  });

  test('bad input is a 400 naming the field and changes nothing', async () => {
    const setting = (await get('finance/deposit/setting/list')).body.data[0];
    await refused(
      'finance/deposit/setting/saveOrUpdate',
      { id: setting.id, coinId: setting.coinId, minDepositAmount: '10', maxDepositAmount: '5' },
      'maxDepositAmount',
    );
    await refused('finance/deposit/setting/saveOrUpdate', { coinId: 99999, minDepositAmount: '1' }, 'coinId');
    await refused('finance/deposit/setting/saveOrUpdate', { coinId: setting.coinId, minDepositAmount: '-1' }, 'minDepositAmount');
    await refused('finance/deposit/setting/saveOrUpdate', { coinId: setting.coinId, minDepositAmount: 'abc' }, 'minDepositAmount');
    await refused('finance/deposit/setting/saveOrUpdate', { minDepositAmount: '1' }, 'coinId');
    await refused('finance/deposit/channel/saveOrUpdate', { depositSettingId: 99999, blockChain: 'X', depositMode: 2 }, 'depositSettingId');
    await refused('finance/deposit/channel/saveOrUpdate', { depositSettingId: setting.id, blockChain: 'X', depositMode: 3 }, 'depositMode');
    await refused('finance/deposit/channel/saveOrUpdate', { depositSettingId: setting.id, blockChain: '', depositMode: 2 }, 'blockChain');
    await refused('finance/deposit/channel/saveOrUpdate', { depositSettingId: setting.id, blockChain: 'X', depositMode: 1 }, 'address1');
    await refused(
      'finance/deposit/channel/saveOrUpdate',
      { depositSettingId: setting.id, blockChain: 'X', depositMode: 2, activation: 5 },
      'activation',
    );
    await refused('finance/deposit/setting/delete/999999', {}, '', 404);
  });
});

describe('withdrawal settings and blockchains', () => {
  test('list, delete refused with blockchains (409), add, edit, blockchains added and deleted', async () => {
    const list = await post('finance/withdrawal/channel/list');
    assert.equal(list.status, 200);
    assert.equal(list.body.data.length, await api.count('coins'));
    const usdtSetting = list.body.data.find((s: Json) => s.coinId === usdt);
    assert.deepEqual(
      usdtSetting.withdrawalChannel.map((c: Json) => c.blockChain),
      ['TRC20', 'ERC20', 'BEP20'],
    );
    const byCoin = await post('finance/withdrawal/channel/list', { coinId: usdt });
    assert.equal(byCoin.body.data.length, 1);

    const setting = list.body.data.find((s: Json) => s.coinId === doge);
    await refused(`finance/withdrawal/delete/${setting.id}`, {}, '', 409);
    const chains = await get(`finance/withdrawal/channel/${setting.id}/list`);
    assert.equal(chains.status, 200);
    assert.equal(chains.body.data.length, setting.withdrawalChannel.length);
    for (const c of chains.body.data) assert.equal((await post(`finance/withdrawal/channel/delete/${c.id}`)).status, 200);
    assert.equal((await post(`finance/withdrawal/delete/${setting.id}`)).status, 200);
    assert.equal((await post(`finance/withdrawal/delete/${setting.id}`)).status, 404);

    const added = await post('finance/withdrawal/channel/add', {
      coinId: doge,
      isWithdrawalAllowed: 1,
      withdrawalFeePercentage: '0.5',
      withdrawalFeeAmount: '2',
      minWithdrawalAmount: '10',
      maxWithdrawalAmount: '50000',
      clientOrder: 9,
    });
    assert.equal(added.status, 200, added.body.msg);
    assert.equal(added.body.data.withdrawalFeePercentage, '0.5');
    await refused('finance/withdrawal/channel/add', { coinId: doge }, '', 409);
    const edited = await post('finance/withdrawal/channel/edit', {
      id: added.body.data.id,
      coinId: doge,
      isWithdrawalAllowed: 0,
      withdrawalFeePercentage: '100',
      withdrawalFeeAmount: '0',
      minWithdrawalAmount: '1',
      maxWithdrawalAmount: '',
      dualApprovalAmount: '5000',
      clientOrder: 1,
    });
    assert.equal(edited.status, 200, edited.body.msg);
    assert.equal(edited.body.data.isWithdrawalAllowed, 0);
    assert.equal(edited.body.data.maxWithdrawalAmount, null);
    assert.equal(edited.body.data.dualApprovalAmount, '5000');

    const chain = await post('finance/withdrawal/add', { withdrawalSettingId: added.body.data.id, blockChain: 'Dogecoin', activation: 1 });
    assert.equal(chain.status, 200, chain.body.msg);
    await refused('finance/withdrawal/add', { withdrawalSettingId: added.body.data.id, blockChain: 'DOGECOIN' }, '', 409);
    assert.equal((await get(`finance/withdrawal/channel/${added.body.data.id}/list`)).body.data.length, 1);
    assert.equal((await post('finance/withdrawal/channel/delete/999999')).status, 404);
  });

  test('bad input is a 400 naming the field and changes nothing', async () => {
    const setting = (await post('finance/withdrawal/channel/list', { coinId: usdt })).body.data[0];
    const base = { id: setting.id, coinId: usdt, minWithdrawalAmount: '10', withdrawalFeeAmount: '1', withdrawalFeePercentage: '0' };
    await refused(
      'finance/withdrawal/channel/edit',
      { ...base, minWithdrawalAmount: '100', maxWithdrawalAmount: '50' },
      'maxWithdrawalAmount',
    );
    await refused('finance/withdrawal/channel/edit', { ...base, withdrawalFeePercentage: '100.5' }, 'withdrawalFeePercentage');
    await refused('finance/withdrawal/channel/edit', { ...base, withdrawalFeePercentage: '-1' }, 'withdrawalFeePercentage');
    await refused('finance/withdrawal/channel/edit', { ...base, withdrawalFeeAmount: '-1' }, 'withdrawalFeeAmount');
    await refused('finance/withdrawal/channel/edit', { ...base, coinId: 99999 }, 'coinId');
    await refused('finance/withdrawal/channel/edit', { ...base, isWithdrawalAllowed: 2 }, 'isWithdrawalAllowed');
    await refused('finance/withdrawal/channel/edit', { ...base, id: 999999 }, '', 404);
    await refused('finance/withdrawal/channel/add', { coinId: 99999 }, 'coinId');
    await refused('finance/withdrawal/channel/add', { coinId: 'x' }, 'coinId');
    await refused('finance/withdrawal/channel/add', { coinId: 99999999999 }, 'coinId');
    await refused('finance/withdrawal/delete/99999999999', {}, 'id');
    await refused('finance/withdrawal/add', { withdrawalSettingId: 999999, blockChain: 'X' }, 'withdrawalSettingId');
    await refused('finance/withdrawal/add', { withdrawalSettingId: setting.id, blockChain: ' ' }, 'blockChain');
    await refused('finance/withdrawal/add', { id: 0, withdrawalSettingId: setting.id, blockChain: 'TRC20' }, 'id');
    await refused('finance/withdrawal/add', { id: 'x', withdrawalSettingId: setting.id, blockChain: 'TRC20' }, 'id');
    await refused(
      'finance/withdrawal/add',
      { id: setting.withdrawalChannel[0].id, withdrawalSettingId: setting.id, blockChain: 'TRC20', activation: 2 },
      'activation',
    );
  });

  test('a blockchain entry is edited through add with its id: activation and name, logged; wrong ids refused', async () => {
    const settings = (await post('finance/withdrawal/channel/list')).body.data as Json[];
    const setting = settings.find((s) => s.coinId === usdt) as Json;
    const other = settings.find((s) => s.id !== setting.id && s.withdrawalChannel.length) as Json;
    const trc = setting.withdrawalChannel.find((c: Json) => c.blockChain === 'TRC20');
    const erc = setting.withdrawalChannel.find((c: Json) => c.blockChain === 'ERC20');
    const count = await api.count('withdrawal_chains');
    const logged = await api.count('backstage_log', "api_url = '/api/finance/withdrawal/add'");

    const off = await post('finance/withdrawal/add', { id: trc.id, withdrawalSettingId: setting.id, blockChain: 'TRC20', activation: 0 });
    assert.equal(off.status, 200, off.body.msg);
    assert.deepEqual(
      { id: off.body.data.id, blockChain: off.body.data.blockChain, activation: off.body.data.activation },
      { id: trc.id, blockChain: 'TRC20', activation: 0 },
    );
    assert.equal(off.body.data.createDate, trc.createDate, 'still the same entry');
    assert.equal(await api.count('withdrawal_chains'), count, 'nothing added');
    const listed = (await get(`finance/withdrawal/channel/${setting.id}/list`)).body.data as Json[];
    assert.equal(listed.find((c) => c.id === trc.id).activation, 0);

    // Renamed, and its own name in another case is not a duplicate of itself.
    const renamed = await post('finance/withdrawal/add', {
      id: trc.id,
      withdrawalSettingId: setting.id,
      blockChain: 'trc20',
      activation: 1,
    });
    assert.equal(renamed.status, 200, renamed.body.msg);
    assert.equal(renamed.body.data.blockChain, 'trc20');
    assert.equal(renamed.body.data.activation, 1);
    const back = await post('finance/withdrawal/add', { id: trc.id, withdrawalSettingId: setting.id, blockChain: 'TRC20' });
    assert.equal(back.status, 200, back.body.msg);
    assert.equal(back.body.data.activation, 1, 'activation defaults to on, as on add');

    // Another entry's name is a 409; an id that names nothing a 404; another setting's entry a 400 naming id.
    const duplicate = await refused(
      'finance/withdrawal/add',
      { id: trc.id, withdrawalSettingId: setting.id, blockChain: 'erc20' },
      '',
      409,
    );
    assert.match(duplicate.body.msg, new RegExp(`already has a erc20 withdrawal blockchain \\(${erc.id}\\)`));
    const missing = await refused('finance/withdrawal/add', { id: 999999, withdrawalSettingId: setting.id, blockChain: 'TRC20' }, '', 404);
    assert.match(missing.body.msg, /Withdrawal blockchain 999999 does not exist/);
    const foreign = other.withdrawalChannel[0];
    const moved = await refused('finance/withdrawal/add', { id: foreign.id, withdrawalSettingId: setting.id, blockChain: 'Moved' }, 'id');
    assert.match(moved.body.msg, new RegExp(`belongs to withdrawal setting ${other.id}, not ${setting.id}`));
    await refused('finance/withdrawal/add', { id: trc.id, withdrawalSettingId: 999999, blockChain: 'TRC20' }, 'withdrawalSettingId');

    const rows = (
      await api.db.query<{ req_log: string; result: number }>(
        "select req_log, result from backstage_log where api_url = '/api/finance/withdrawal/add' order by id",
      )
    ).rows.slice(logged);
    assert.equal(rows.length, 7, 'each edit, and each refusal, is logged');
    assert.deepEqual(
      rows.map((r) => r.result),
      [1, 1, 1, 0, 0, 0, 0],
    );
    assert.match(rows[0].req_log, new RegExp(`"id":${trc.id}.*"activation":0`));
  });
});

describe('finance switches and anomaly alert settings', () => {
  test('read and update the switches; bad input is a 400', async () => {
    const read = await post('finance/setting');
    assert.equal(read.status, 200);
    assert.deepEqual([read.body.data.depositNeedReview, read.body.data.withdrawNeedKyc, read.body.data.withdrawNeedPwd], [1, 1, 1]);
    const updated = await post('finance/setting/update', { depositNeedReview: 1, withdrawNeedKyc: 0, withdrawNeedPwd: 1 });
    assert.equal(updated.status, 200, updated.body.msg);
    assert.equal(updated.body.data.withdrawNeedKyc, 0);
    assert.equal(updated.body.data.updatedBy, 'finance');
    await refused('finance/setting/update', { depositNeedReview: 2, withdrawNeedKyc: 0, withdrawNeedPwd: 1 }, 'depositNeedReview');
    await refused('finance/setting/update', { depositNeedReview: 1, withdrawNeedKyc: 0 }, 'withdrawNeedPwd');
    await switches(1, 1);
  });

  test('read and update the alert settings; suspicious agents must be agents', async () => {
    const read = await get('finance/withdrawal/anomaly');
    assert.equal(read.status, 200);
    assert.equal(read.body.data.amountThresholdEnabled, 1, 'the demo switches every check on');
    const agent = await one<{ id: number }>('select id::int as id from users where account_type = 2 order by id limit 1');
    const normal = await one<{ id: number }>('select id::int as id from users where account_type = 1 order by id limit 1');
    const body = { ...ALL_OFF, suspiciousAgentEnabled: 1, suspiciousAgentIds: [agent.id], amountThreshold: '2500.5' };
    const saved = await post('finance/withdrawal/anomaly/settings', body);
    assert.equal(saved.status, 200, saved.body.msg);
    assert.deepEqual(saved.body.data.suspiciousAgentIds, [agent.id]);
    assert.equal(saved.body.data.amountThreshold, '2500.5');
    assert.deepEqual((await get('finance/withdrawal/anomaly')).body.data, saved.body.data);

    await refused('finance/withdrawal/anomaly/settings', { ...body, suspiciousAgentIds: [normal.id] }, 'suspiciousAgentIds');
    await refused('finance/withdrawal/anomaly/settings', { ...body, suspiciousAgentIds: [99999999] }, 'suspiciousAgentIds');
    await refused('finance/withdrawal/anomaly/settings', { ...body, amountThreshold: '0' }, 'amountThreshold');
    await refused('finance/withdrawal/anomaly/settings', { ...body, dailyCountLimit: 0 }, 'dailyCountLimit');
    await refused(
      'finance/withdrawal/anomaly/settings',
      { ...body, dailyCountLimitEnabled: 1, weeklyCountLimitEnabled: 1, dailyCountLimit: 5, weeklyCountLimit: 4 },
      'weeklyCountLimit',
    );
    const { loginIpCheckEnabled: _, ...missing } = body;
    await refused('finance/withdrawal/anomaly/settings', missing, 'loginIpCheckEnabled');
  });

  test('every change is written to the backstage log', async () => {
    const before = await api.count('backstage_log', "api_url like '%finance/setting/update%'");
    await post('finance/setting/update', { depositNeedReview: 1, withdrawNeedKyc: 1, withdrawNeedPwd: 1 });
    assert.equal(await api.count('backstage_log', "api_url like '%finance/setting/update%'"), before + 1);
    const routes = api.app.routeTable.filter((r) =>
      /finance\/(deposit\/(setting|channel)|withdrawal\/(channel|add|delete|anomaly)|setting)/.test(r.key),
    );
    assert.equal(routes.length, 17);
    for (const r of routes)
      assert.equal(r.audit, !r.key.startsWith('GET') && !r.key.endsWith('/list') && r.key !== 'POST finance/setting', r.key);
  });
});

describe('permissions', () => {
  const calls: Call[] = [
    ['GET', 'finance/deposit/setting/list', undefined],
    ['POST', 'finance/deposit/setting/saveOrUpdate', { coinId: 1, minDepositAmount: '1' }],
    ['POST', 'finance/deposit/setting/delete/1', {}],
    ['GET', 'finance/deposit/channel/1/list', undefined],
    ['POST', 'finance/deposit/channel/saveOrUpdate', { depositSettingId: 1, blockChain: 'X', depositMode: 2 }],
    ['POST', 'finance/deposit/channel/delete/1', {}],
    ['POST', 'finance/withdrawal/channel/list', {}],
    ['POST', 'finance/withdrawal/channel/add', { coinId: 1 }],
    ['POST', 'finance/withdrawal/channel/edit', { id: 1, coinId: 1 }],
    ['POST', 'finance/withdrawal/delete/1', {}],
    ['GET', 'finance/withdrawal/channel/1/list', undefined],
    ['POST', 'finance/withdrawal/add', { withdrawalSettingId: 1, blockChain: 'X' }],
    ['POST', 'finance/withdrawal/channel/delete/1', {}],
    ['POST', 'finance/setting', {}],
    ['POST', 'finance/setting/update', { depositNeedReview: 0, withdrawNeedKyc: 0, withdrawNeedPwd: 0 }],
    ['GET', 'finance/withdrawal/anomaly', undefined],
    ['POST', 'finance/withdrawal/anomaly/settings', ALL_OFF],
    ['POST', 'reporting/finance/export/depositRecord', {}],
    ['POST', 'reporting/finance/export/withdrawalRecord', {}],
  ];
  const viewing = new Set([
    'finance/deposit/setting/list',
    'finance/deposit/channel/1/list',
    'finance/withdrawal/channel/list',
    'finance/withdrawal/channel/1/list',
    'finance/setting',
    'finance/withdrawal/anomaly',
  ]);

  test('every call is refused (403) without its permission and changes nothing', async () => {
    const outsider = await api.createStaff(admin, 'nofinsettings', [permissionId('users.list')]);
    await assertCallsChangeNothing(api, await api.signIn(outsider), calls, () => 403);
  });

  test('a viewer of the settings reads them but changes nothing', async () => {
    const viewer = await api.createStaff(admin, 'finsettingsviewer', [permissionId('financeSettings.view')]);
    await assertCallsChangeNothing(api, await api.signIn(viewer), calls, (path) => (viewing.has(path) ? 200 : 403));
  });
});

describe('withdrawal requests: switches and coin rules', () => {
  test('with "KYC needed", a user without an approved KYC cannot withdraw', async () => {
    await switches(1, 0);
    const userId = await fundedUser('500');
    await assert.rejects(withdraw(userId, '50'), (e: Json) => e.statusCode === 409 && /KYC/.test(e.message));
    await api.db.query("insert into kyc (user_id, name, id_number, status, reject_reason) values ($1, 'A', 'P1', 2, 'blurred')", [userId]);
    await assert.rejects(withdraw(userId, '50'), /KYC/);
    await api.db.query("insert into kyc (user_id, name, id_number, status, review_date) values ($1, 'A', 'P1', 1, now())", [userId]);
    const w = await withdraw(userId, '50');
    assert.ok(w.id);
    await switches(0, 0);
    const other = await fundedUser('500');
    assert.ok((await withdraw(other, '50')).id, 'with the switch off, no KYC is needed');
  });

  test('with "withdrawal password needed", the right password is required', async () => {
    await switches(0, 1);
    const userId = await fundedUser('500');
    await assert.rejects(withdraw(userId, '50'), (e: Json) => e.statusCode === 409 && /withdrawal password/.test(e.message));
    const set = await post('account/withdrawPassword/edit', { accountId: userId, password: 'pay-secret-1' }, admin);
    assert.equal(set.status, 200, set.body.msg);
    await assert.rejects(withdraw(userId, '50'), (e: Json) => e.statusCode === 400 && /withdrawPassword: is required/.test(e.message));
    await assert.rejects(withdraw(userId, '50', { withdrawPassword: 'wrong' }), /withdrawPassword: is incorrect/);
    const held = await one<{ frozen: string }>(
      'select frozen_balance::text as frozen from user_wallets where user_id = $1 and coin_id = $2 and wallet_type = 1',
      [userId, usdt],
    );
    assert.ok(new Decimal(held.frozen).isZero(), 'a refused request holds nothing');
    assert.ok((await withdraw(userId, '50', { withdrawPassword: 'pay-secret-1' })).id);
    await switches(0, 0);
  });

  test("the coin's setting: allowed, min and max, fee, active blockchain", async () => {
    await switches(0, 0);
    const setting = (await post('finance/withdrawal/channel/list', { coinId: usdt })).body.data[0];
    const edit = (changes: Json) =>
      post('finance/withdrawal/channel/edit', {
        id: setting.id,
        coinId: usdt,
        isWithdrawalAllowed: setting.isWithdrawalAllowed,
        withdrawalFeePercentage: setting.withdrawalFeePercentage,
        withdrawalFeeAmount: setting.withdrawalFeeAmount,
        minWithdrawalAmount: setting.minWithdrawalAmount,
        maxWithdrawalAmount: setting.maxWithdrawalAmount ?? '',
        dualApprovalAmount: setting.dualApprovalAmount ?? '',
        clientOrder: setting.clientOrder,
        ...changes,
      });
    const userId = await fundedUser('5000');
    try {
      assert.equal(
        (await edit({ minWithdrawalAmount: '20', maxWithdrawalAmount: '500', withdrawalFeeAmount: '1', withdrawalFeePercentage: '2' }))
          .status,
        200,
      );
      await assert.rejects(withdraw(userId, '19.99'), /amount: the minimum withdrawal of USDT is 20/);
      await assert.rejects(withdraw(userId, '500.01'), /amount: the maximum withdrawal of USDT is 500/);
      const w = await withdraw(userId, '100');
      assert.ok(new Decimal(w.fee).eq(3), w.fee);
      assert.ok(new Decimal(w.actual).eq(97), w.actual);
      await assert.rejects(withdraw(userId, '100', { blockChain: 'Solana' }), /blockChain: USDT can be withdrawn on TRC20, ERC20, BEP20/);
      const bep = setting.withdrawalChannel.find((c: Json) => c.blockChain === 'BEP20');
      await api.db.query('update withdrawal_chains set activation = 0 where id = $1', [bep.id]);
      await assert.rejects(withdraw(userId, '100', { blockChain: 'BEP20' }), /blockChain/);
      await api.db.query('update withdrawal_chains set activation = 1 where id = $1', [bep.id]);
      assert.equal((await edit({ isWithdrawalAllowed: 0 })).status, 200);
      await assert.rejects(withdraw(userId, '100'), /coinId: withdrawals of USDT are not allowed/);
    } finally {
      assert.equal((await edit({})).status, 200);
    }
  });
});

describe('anomaly flags', () => {
  before(() => switches(0, 0));

  test('amountThreshold: at or above the threshold in USDT', async () => {
    await alerts({ amountThresholdEnabled: 1, amountThreshold: '1000' });
    const userId = await fundedUser('5000');
    assert.deepEqual((await withdraw(userId, '999.99')).anomaly_types, []);
    assert.deepEqual((await withdraw(userId, '1000')).anomaly_types, ['amountThreshold']);
  });

  test('balanceBelowDeposit: the balance is below the approved deposits', async () => {
    await alerts({ balanceBelowDepositEnabled: 1 });
    const userId = await fundedUser('1000');
    const first = await withdraw(userId, '100');
    assert.deepEqual(first.anomaly_types, [], 'held, the amount still counts');
    const paid = await post('finance/withdrawal/review', { id: first.id, withdrawalType: 1 });
    assert.equal(paid.status, 200, paid.body.msg);
    assert.deepEqual((await withdraw(userId, '100')).anomaly_types, ['balanceBelowDeposit']);
  });

  test('dailyCountLimit: more requests in 24 hours than the limit', async () => {
    await alerts({ dailyCountLimitEnabled: 1, dailyCountLimit: 2 });
    const userId = await fundedUser('5000');
    const at = (ms: number) => ({ createDate: new Date(api.clock.now() + ms) });
    assert.deepEqual((await withdraw(userId, '10', at(-30 * HOUR))).anomaly_types, []);
    assert.deepEqual((await withdraw(userId, '10', at(-2 * HOUR))).anomaly_types, []);
    assert.deepEqual((await withdraw(userId, '10', at(-HOUR))).anomaly_types, []);
    assert.deepEqual((await withdraw(userId, '10', at(0))).anomaly_types, ['dailyCountLimit']);
  });

  test('weeklyCountLimit: more requests in 7 days than the limit', async () => {
    await alerts({ weeklyCountLimitEnabled: 1, weeklyCountLimit: 3 });
    const userId = await fundedUser('5000');
    const at = (ms: number) => ({ createDate: new Date(api.clock.now() + ms) });
    assert.deepEqual((await withdraw(userId, '10', at(-8 * DAY))).anomaly_types, []);
    assert.deepEqual((await withdraw(userId, '10', at(-6 * DAY))).anomaly_types, []);
    assert.deepEqual((await withdraw(userId, '10', at(-3 * DAY))).anomaly_types, []);
    assert.deepEqual((await withdraw(userId, '10', at(-DAY))).anomaly_types, []);
    assert.deepEqual((await withdraw(userId, '10', at(0))).anomaly_types, ['weeklyCountLimit']);
  });

  test('firstTimeWithdrawal: no earlier withdrawal that was not rejected', async () => {
    await alerts({ firstTimeWithdrawalEnabled: 1 });
    const userId = await fundedUser('500');
    const first = await withdraw(userId, '10');
    assert.deepEqual(first.anomaly_types, ['firstTimeWithdrawal']);
    assert.deepEqual((await withdraw(userId, '10')).anomaly_types, []);
    const other = await fundedUser('500');
    const rejected = await withdraw(other, '10');
    assert.equal((await post('finance/withdrawal/review', { id: rejected.id, withdrawalType: 2, reason: 'no' })).status, 200);
    assert.deepEqual((await withdraw(other, '10')).anomaly_types, ['firstTimeWithdrawal'], 'a rejected one does not count');
  });

  test('suspiciousAgent: a suspicious agent in the agent chain', async () => {
    const rows = await api.db.query<{ id: number; agent: number }>(
      `select u.id::int as id, a.id::int as agent from users u join users a on a.id = u.agent_user_id0 and a.account_type <> 1
       where u.is_demo = 0 order by u.id limit 1`,
    );
    const { id: underAgent, agent } = rows.rows[0];
    await alerts({ suspiciousAgentEnabled: 1, suspiciousAgentIds: [agent] });
    await fund(underAgent, '500');
    const clean = await fundedUser('500');
    assert.deepEqual((await withdraw(underAgent, '10')).anomaly_types, ['suspiciousAgent']);
    assert.deepEqual((await withdraw(clean, '10')).anomaly_types, []);
  });

  test('addressOrInfoChange: another address than the bound one, a recent binding, or a new address', async () => {
    await alerts({ addressOrInfoChangeEnabled: 1 });
    const now = api.clock.now();
    const bound = await fundedUser('500');
    await api.db.query(
      "insert into withdrawal_address_bindings (user_id, chain_symbol, withdrawal_address, create_date, update_date) values ($1, 'TRC20', 'TBound1', $2, $2)",
      [bound, new Date(now - 3 * DAY)],
    );
    assert.deepEqual((await withdraw(bound, '10', { address: 'TBound1' })).anomaly_types, []);
    assert.deepEqual((await withdraw(bound, '10', { address: 'TOther1' })).anomaly_types, ['addressOrInfoChange']);
    await api.db.query('update withdrawal_address_bindings set update_date = $2 where user_id = $1', [bound, new Date(now - HOUR)]);
    assert.deepEqual((await withdraw(bound, '10', { address: 'TBound1' })).anomaly_types, ['addressOrInfoChange'], 'changed an hour ago');

    const unbound = await fundedUser('500');
    assert.deepEqual((await withdraw(unbound, '10', { address: 'TFirst' })).anomaly_types, []);
    assert.deepEqual((await withdraw(unbound, '10', { address: 'TSecond' })).anomaly_types, ['addressOrInfoChange']);
    assert.deepEqual((await withdraw(unbound, '10', { address: 'TSecond' })).anomaly_types, []);
  });

  test('loginIpCheck: the last login IP is shared with another account', async () => {
    await alerts({ loginIpCheckEnabled: 1 });
    const userId = await fundedUser('500');
    await api.db.query("update users set login_ip = '198.51.100.77' where id = $1", [userId]);
    assert.deepEqual((await withdraw(userId, '10')).anomaly_types, []);
    const other = await createUser();
    await api.db.query("update users set login_ip = '198.51.100.77' where id = $1", [other]);
    assert.deepEqual((await withdraw(userId, '10')).anomaly_types, ['loginIpCheck']);
  });

  test('withdrawIpCheck: the request IP differs from the login IP, or another user withdrew from it', async () => {
    await alerts({ withdrawIpCheckEnabled: 1 });
    const userId = await fundedUser('500');
    await api.db.query("update users set login_ip = '198.51.100.90' where id = $1", [userId]);
    const same = await withdraw(userId, '10', { ip: '198.51.100.90' });
    assert.deepEqual(same.anomaly_types, []);
    assert.equal(same.request_ip, '198.51.100.90');
    assert.deepEqual((await withdraw(userId, '10', { ip: '198.51.100.91' })).anomaly_types, ['withdrawIpCheck']);
    assert.deepEqual((await withdraw(userId, '10')).anomaly_types, [], 'no request IP, no check');
    const other = await fundedUser('500');
    await api.db.query("update users set login_ip = '198.51.100.90' where id = $1", [other]);
    assert.deepEqual(
      (await withdraw(other, '10', { ip: '198.51.100.90' })).anomaly_types,
      ['withdrawIpCheck'],
      'another user withdrew from it',
    );
  });

  test('the demo withdrawals carry computed flags, and every wallet still equals its change log', async () => {
    const flagged = await api.count('withdrawals', 'cardinality(anomaly_types) > 0 and request_ip is not null');
    assert.ok(flagged > 0);
    const unreconciled = await one<{ n: number }>(
      `select count(*)::int as n from user_wallets w
       where w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)
          or w.frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'frozen_balance'), 0)`,
    );
    assert.equal(unreconciled.n, 0);
    await alerts({});
  });
});

const exportCall = (path: string, body: Json, token = finance) =>
  api.app.inject({ method: 'POST', url: `/api/${path}`, headers: { authorization: `Bearer ${token}` }, payload: body });

describe('exports', () => {
  test('deposits: the list’s filters, labels, one row per record', async () => {
    const filter = { status: 1, coinId: usdt };
    const list = await post('finance/depositRecord/list', { ...filter, pageSize: 500 });
    const res = await exportCall('reporting/finance/export/depositRecord', { ...filter, excelType: 'csv' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /text\/csv/);
    assert.match(String(res.headers['content-disposition']), /attachment; filename="deposits-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csvRows(res.body);
    assert.equal(rows[0][0], 'ID');
    const statusColumn = rows[0].indexOf('Status');
    const coinColumn = rows[0].indexOf('Coin');
    assert.equal(rows.length - 1, list.body.data.total);
    assert.deepEqual(
      rows
        .slice(1)
        .map((r) => Number(r[0]))
        .sort((a, b) => a - b),
      list.body.data.records.map((r: Json) => r.id).sort((a: number, b: number) => a - b),
    );
    for (const r of rows.slice(1)) {
      assert.equal(r[statusColumn], 'Approved');
      assert.equal(r[coinColumn], 'USDT');
    }
    const all = csvRows((await exportCall('reporting/finance/export/depositRecord', {})).body);
    assert.equal(all.length - 1, await api.count('deposits', 'deleted_date is null'));
  });

  test('withdrawals: filters (anomaly type, empty values) and a Chinese header', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/reporting/finance/export/withdrawalRecord',
      headers: { authorization: `Bearer ${finance}`, lang: 'zh-CN' },
      payload: { anomalyType: 'firstTimeWithdrawal', status: '', excelType: 'csv' },
    });
    assert.equal(res.statusCode, 200);
    const rows = csvRows(res.body);
    assert.equal(rows[0][rows[0].length - 1], '创建时间 (UTC)');
    const anomalies = rows[0].indexOf('异常');
    const list = await post('finance/withdrawalRecord/list', { anomalyType: 'firstTimeWithdrawal' });
    assert.ok(list.body.data.total > 0);
    assert.equal(rows.length - 1, list.body.data.total);
    for (const r of rows.slice(1)) assert.ok(r[anomalies].split(' ').includes('firstTimeWithdrawal'));
  });

  test('formula-like cells are escaped, in CSV and in Excel', async () => {
    const userId = await createUser();
    const deposit = await post('finance/deposit', {
      accountId: userId,
      coinId: usdt,
      amount: '12.5',
      bonusAmount: '0',
      walletType: 1,
      isShow: 1,
      remark: '=HYPERLINK("http://evil.example","x")',
    });
    assert.equal(deposit.status, 200, deposit.body.msg);
    const res = await exportCall('reporting/finance/export/depositRecord', { id: deposit.body.data.id });
    const rows = csvRows(res.body);
    assert.equal(rows.length, 2);
    assert.equal(rows[1][rows[0].indexOf('Remark')], `'=HYPERLINK("http://evil.example","x")`);
    assert.equal(rows[1][rows[0].indexOf('Amount')], '12.5');
    const xlsx = await exportCall('reporting/finance/export/depositRecord', { id: deposit.body.data.id, excelType: 'xlsx' });
    assert.equal(xlsx.statusCode, 200);
    assert.match(String(xlsx.headers['content-type']), /spreadsheetml/);
    assert.equal(xlsx.rawPayload.subarray(0, 2).toString(), 'PK');
  });

  test('bad filters are a 400 naming the field', async () => {
    const res = await exportCall('reporting/finance/export/withdrawalRecord', { status: 9 });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().msg, /status/);
    const bad = await exportCall('reporting/finance/export/depositRecord', { excelType: 'pdf' });
    assert.equal(bad.statusCode, 400);
  });

  test('over the threshold, a job is queued that completes and downloads', async () => {
    process.env.EXPORT_JOB_THRESHOLD = '5';
    try {
      const res = await post('reporting/finance/export/withdrawalRecord', { excelType: 'csv' });
      assert.equal(res.status, 200, res.body.msg);
      assert.equal(res.body.data.status, 'queued');
      const jobId = res.body.data.jobId;
      const end = Date.now() + 60_000;
      let job: Json;
      for (;;) {
        const page = await post('reporting/exportData/page', { id: jobId });
        job = page.body.data.records[0];
        assert.ok(['queued', 'running', 'done'].includes(job.status), `job ${job.status}: ${job.error}`);
        if (job.status === 'done' || Date.now() > end) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.equal(job.status, 'done');
      assert.equal(job.type, 'withdrawals');
      assert.equal(job.rowCount, await api.count('withdrawals', 'deleted_date is null'));
      const file = await exportCall('reporting/exportData/downLoad', { id: jobId, type: 'withdrawals' });
      assert.equal(file.statusCode, 200);
      assert.equal(csvRows(file.body).length, job.rowCount + 1);
    } finally {
      delete process.env.EXPORT_JOB_THRESHOLD;
    }
  });
});
