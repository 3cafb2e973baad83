import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import Decimal from 'decimal.js';
import { openSecret, secretKey } from '../../src/secrets/secret-box';
import { csvRows, xlsxSheet } from '../export-files';
import { DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
const P = permissionId;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const post = (path: string, body: unknown, token = admin) => api.call('POST', path, { token, body });

async function one<T = Json>(sql: string, params: unknown[] = []): Promise<T> {
  return (await api.db.query<T>(sql, params)).rows[0];
}

/** A 400 that names `field` and changed nothing. */
async function assertRefused(call: () => Promise<{ status: number; body: Json }>, field: string) {
  const before = await snapshot(api.db);
  const answer = await call();
  assert.equal(answer.status, 400, answer.body.msg);
  assert.ok(
    answer.body.data.fields.some((f: Json) => f.path === field),
    `the error names ${field}: ${answer.body.msg}`,
  );
  assert.match(answer.body.msg, new RegExp(field));
  assert.deepEqual(await snapshot(api.db), before, 'a refused call changes nothing');
}

/** The latest backstage log entry of a path. */
async function lastLog(path: string) {
  return one<{ req_log: string | null; res_log: string | null; op_name: string; result: number }>(
    'select req_log, res_log, op_name, result from backstage_log where api_url = $1 order by id desc limit 1',
    [`/api/${path}`],
  );
}

async function walletOf(userId: number, coinId: number, walletType = 1) {
  return one<{ id: string; balance: string }>(
    'select id::text as id, balance::text as balance from user_wallets where user_id = $1 and coin_id = $2 and wallet_type = $3',
    [userId, coinId, walletType],
  );
}

/** Wallets whose amounts differ from the sum of their change log: none, always. */
async function unreconciled(): Promise<number> {
  const row = await one<{ n: number }>(
    `select count(*)::int as n from user_wallets w
     where w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)
        or w.backstage_frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l
             where l.wallet_id = w.id and l.field = 'backstage_frozen_balance'), 0)`,
  );
  return row.n;
}

describe('deposit addresses', () => {
  test('thirdly/deposit/address: newest first, deleted ones only on request, every filter narrows', async () => {
    const all = await post('thirdly/deposit/address', { pageSize: 50 });
    assert.equal(all.status, 200, all.body.msg);
    assert.equal(all.body.data.total, await api.count('third_party_deposit_addresses', 'status <> 3'));
    assert.ok(all.body.data.total > 100, 'the demo data has addresses');
    const dates = all.body.data.records.map((r: Json) => Date.parse(r.createTime));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    const sample = all.body.data.records.find((r: Json) => r.email);
    assert.ok(sample, 'records carry the user e-mail');
    for (const key of ['userId', 'blockchainId', 'email', 'mobile', 'address', 'createTime', 'tag', 'walletId', 'status']) {
      assert.ok(key in sample, key);
    }
    const cases: [Record<string, unknown>, string, unknown[]][] = [
      [{ userId: sample.userId }, 'user_id = $1 and status <> 3', [sample.userId]],
      [{ blockchainId: 'TRC20' }, "blockchain_id = 'TRC20' and status <> 3", []],
      [{ address: sample.address }, 'address = $1', [sample.address]],
      [{ status: 2 }, 'status = 2', []],
      [{ status: 3 }, 'status = 3', []],
      [
        { email: sample.email.slice(1, 8).toUpperCase() },
        'status <> 3 and user_id in (select id from users where email ilike $1)',
        [`%${sample.email.slice(1, 8)}%`],
      ],
    ];
    for (const [filters, where, params] of cases) {
      const { status, body } = await post('thirdly/deposit/address', { ...filters, email: filters.email ?? '', pageSize: 5 });
      assert.equal(status, 200, JSON.stringify(filters));
      const expected = await api.count('third_party_deposit_addresses', where, params);
      assert.ok(expected > 0, `the demo data has addresses for ${JSON.stringify(filters)}`);
      assert.equal(body.data.total, expected, JSON.stringify(filters));
    }
    await assertRefused(() => post('thirdly/deposit/address', { status: 9 }), 'status');
    await assertRefused(() => post('thirdly/deposit/address', { pageSize: 100000 }), 'pageSize');
  });

  test('thirdly/deposit/address/change replaces the active address, keeps the old one as replaced, and is logged', async () => {
    const current = await one<{ id: string; user_id: string; blockchain_id: string; address: string }>(
      `select id::text as id, user_id::text as user_id, blockchain_id, address from third_party_deposit_addresses
       where status = 1 and blockchain_id = 'TRC20' order by id limit 1`,
    );
    const userId = Number(current.user_id);
    const fresh = 'TFreshAddressForTest1234567890abcd';
    const answer = await post('thirdly/deposit/address/change', { userId, blockchainId: 'TRC20', address: fresh, walletId: 'wlt_test' });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.data.current.address, fresh);
    assert.equal(answer.body.data.current.status, 1);
    assert.equal(answer.body.data.replaced.address, current.address);
    assert.equal(answer.body.data.replaced.status, 2);
    assert.equal(answer.body.data.replaced.replacedBy, 'admin');
    assert.equal(await api.count('third_party_deposit_addresses', "user_id = $1 and blockchain_id = 'TRC20' and status = 1", [userId]), 1);
    const log = await lastLog('thirdly/deposit/address/change');
    assert.equal(log.op_name, 'admin');
    assert.match(log.req_log ?? '', new RegExp(fresh));

    // Neither the old address of the same user nor another user's address can be given again.
    await assertRefused(
      () => post('thirdly/deposit/address/change', { userId, blockchainId: 'TRC20', address: current.address }),
      'address',
    );
    const other = await one<{ user_id: string; blockchain_id: string; address: string }>(
      `select user_id::text as user_id, blockchain_id, address from third_party_deposit_addresses where user_id <> $1 and status = 1 order by id limit 1`,
      [userId],
    );
    await assertRefused(
      () => post('thirdly/deposit/address/change', { userId, blockchainId: other.blockchain_id, address: other.address }),
      'address',
    );
    await assertRefused(() => post('thirdly/deposit/address/change', { userId, blockchainId: 'TRC20', address: 'short' }), 'address');
    await assertRefused(
      () => post('thirdly/deposit/address/change', { userId, blockchainId: '', address: `T${'x'.repeat(33)}` }),
      'blockchainId',
    );
    await assertRefused(() => post('thirdly/deposit/address/change', { blockchainId: 'TRC20', address: `T${'y'.repeat(33)}` }), 'userId');
    const missing = await post('thirdly/deposit/address/change', {
      userId: 999_999_999,
      blockchainId: 'TRC20',
      address: `T${'z'.repeat(33)}`,
    });
    assert.equal(missing.status, 404);

    // A user with no address on a chain gets a first one.
    const newcomer = await one<{ id: string }>(
      `select id::text as id from users u where not exists (select 1 from third_party_deposit_addresses a where a.user_id = u.id) order by id limit 1`,
    );
    const first = await post('thirdly/deposit/address/change', {
      userId: Number(newcomer.id),
      blockchainId: 'ERC20',
      address: `0x${'ab'.repeat(20)}`,
    });
    assert.equal(first.status, 200, first.body.msg);
    assert.equal(first.body.data.replaced, null);
  });

  test('concurrent replacements of one address end with exactly one active address', async () => {
    const current = await one<{ user_id: string; blockchain_id: string }>(
      `select user_id::text as user_id, blockchain_id from third_party_deposit_addresses where status = 1 and blockchain_id = 'ERC20' order by id desc limit 1`,
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post('thirdly/deposit/address/change', {
          userId: Number(current.user_id),
          blockchainId: current.blockchain_id,
          address: `0x${String(i).repeat(40)}`,
        }),
      ),
    );
    assert.ok(
      answers.every((a) => a.status === 200 || a.status === 409),
      answers.map((a) => a.status).join(','),
    );
    assert.equal(
      await api.count('third_party_deposit_addresses', 'user_id = $1 and blockchain_id = $2 and status = 1', [
        Number(current.user_id),
        current.blockchain_id,
      ]),
      1,
    );
  });

  test('thirdly/deposit/address/delete deletes the active address; a second delete is a 404', async () => {
    const current = await one<{ id: string; user_id: string; blockchain_id: string }>(
      `select id::text as id, user_id::text as user_id, blockchain_id from third_party_deposit_addresses where status = 1 order by id limit 1 offset 5`,
    );
    const query = { userId: current.user_id, blockchainId: current.blockchain_id };
    const answer = await api.call('DELETE', 'thirdly/deposit/address/delete', { token: admin, query });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.data.status, 3);
    const row = await one<{ status: number; deleted_by: string }>(
      'select status, deleted_by from third_party_deposit_addresses where id = $1',
      [current.id],
    );
    assert.deepEqual([row.status, row.deleted_by], [3, 'admin']);
    const again = await api.call('DELETE', 'thirdly/deposit/address/delete', { token: admin, query });
    assert.equal(again.status, 404);
    await assertRefused(
      () => api.call('DELETE', 'thirdly/deposit/address/delete', { token: admin, query: { userId: current.user_id } }),
      'blockchainId',
    );
    assert.equal((await lastLog('thirdly/deposit/address/delete')).op_name, 'admin');
  });
});

describe('on-chain records', () => {
  test('thirdly/list: newest first; user, chain, token, status and either address narrow it', async () => {
    const all = await post('thirdly/list', { pageSize: 20 });
    assert.equal(all.status, 200, all.body.msg);
    assert.equal(all.body.data.total, await api.count('on_chain_records'));
    const sample = all.body.data.records[0];
    for (const key of [
      'userId',
      'blockchain',
      'tokenSymbol',
      'amount',
      'id',
      'blockId',
      'fromAddress',
      'toAddress',
      'createTime',
      'status',
    ]) {
      assert.ok(key in sample, key);
    }
    assert.equal(typeof sample.amount, 'string');
    const cases: [Record<string, unknown>, string, unknown[]][] = [
      [{ userId: sample.userId }, 'user_id = $1', [sample.userId]],
      [{ blockchain: sample.blockchain }, 'blockchain = $1', [sample.blockchain]],
      [{ tokenSymbol: sample.tokenSymbol.toLowerCase() }, 'token_symbol = $1', [sample.tokenSymbol]],
      [{ status: 2 }, 'status = 2', []],
      [{ address: sample.toAddress }, 'to_address = $1 or from_address = $1', [sample.toAddress]],
      [{ address: sample.fromAddress }, 'to_address = $1 or from_address = $1', [sample.fromAddress]],
      [{ txHash: sample.txHash }, 'tx_hash = $1', [sample.txHash]],
    ];
    for (const [filters, where, params] of cases) {
      const { status, body } = await post('thirdly/list', filters);
      assert.equal(status, 200, JSON.stringify(filters));
      const expected = await api.count('on_chain_records', where, params);
      assert.ok(expected > 0, JSON.stringify(filters));
      assert.equal(body.data.total, expected, JSON.stringify(filters));
    }
    await assertRefused(() => post('thirdly/list', { status: 7 }), 'status');
    await assertRefused(() => post('thirdly/list', { startTime: 'yesterday' }), 'startTime');
  });
});

describe('third-party wallet settings', () => {
  const settings = (body?: unknown) =>
    body === undefined
      ? api.call('GET', 'third-party/wallet/api-setting', { token: admin })
      : api.call('PUT', 'third-party/wallet/api-setting', { token: admin, body });
  const base = {
    depositBaseUrl: 'https://deposit.example/api',
    withdrawBaseUrl: 'https://payout.example/api',
    merchantId: 'MCH-1',
    isAutoReplacedAfterDeposit: 1,
    isDepositAllowedAfterReplaced: 0,
  };
  const API_KEY = 'ak_live_5f1e8a9c2b7d4e60';
  const API_SECRET = 'sk_live_93b1c0de44aa7f01e2';
  const WEBHOOK_SECRET = 'whsec_0b9f7c1d2e3a4b5c6d7e';

  test('secrets are stored encrypted, answered masked, never logged; an empty secret keeps the stored one', async () => {
    const initial = await settings();
    assert.equal(initial.status, 200, initial.body.msg);
    assert.equal(initial.body.data.apiKey.configured, false, 'the demo data has no secrets');
    assert.match(initial.body.data.depositBaseUrl, /^https:/);

    const saved = await settings({ ...base, apiKey: API_KEY, apiSecret: API_SECRET, webhookSecret: WEBHOOK_SECRET });
    assert.equal(saved.status, 200, saved.body.msg);
    assert.deepEqual(saved.body.data.apiKey, { configured: true, masked: '••••4e60' });
    assert.deepEqual(saved.body.data.apiSecret, { configured: true, masked: '••••01e2' });
    assert.deepEqual(saved.body.data.webhookSecret, { configured: true, masked: '••••6d7e' });
    assert.equal(saved.body.data.merchantId, 'MCH-1');
    assert.equal(saved.body.data.isAutoReplacedAfterDeposit, 1);
    assert.equal(saved.body.data.updatedBy, 'admin');

    const row = await one<Record<string, string>>('select * from third_party_wallet_settings where id = 1');
    const stored = JSON.stringify(row);
    for (const secret of [API_KEY, API_SECRET, WEBHOOK_SECRET]) {
      assert.ok(!stored.includes(secret), 'no secret is stored in clear');
      assert.ok(!JSON.stringify(saved.body).includes(secret), 'no secret is answered');
    }
    assert.match(row.api_key_encrypted, /^v1:/);
    const key = secretKey(false);
    assert.equal(openSecret(row.api_key_encrypted, 'third_party_wallet_settings.api_key', key), API_KEY);
    assert.equal(openSecret(row.webhook_secret_encrypted, 'third_party_wallet_settings.webhook_secret', key), WEBHOOK_SECRET);
    assert.equal(openSecret(row.api_key_encrypted, 'third_party_wallet_settings.api_secret', key), null, 'bound to its column');

    const read = await settings();
    assert.deepEqual(read.body.data.apiSecret, { configured: true, masked: '••••01e2' });
    assert.ok(!JSON.stringify(read.body).includes(API_SECRET));

    // Empty or absent secrets keep what is stored; the other fields change.
    const kept = await settings({ ...base, merchantId: 'MCH-2', apiKey: '', apiSecret: '   ' });
    assert.equal(kept.status, 200, kept.body.msg);
    const after = await one<Record<string, string>>('select * from third_party_wallet_settings where id = 1');
    assert.equal(after.api_key_encrypted, row.api_key_encrypted);
    assert.equal(after.api_secret_encrypted, row.api_secret_encrypted);
    assert.equal(after.webhook_secret_encrypted, row.webhook_secret_encrypted);
    assert.equal(after.merchant_id, 'MCH-2');

    // A new secret replaces the old one.
    const rotated = await settings({ ...base, webhookSecret: 'whsec_rotated_000000009999' });
    assert.deepEqual(rotated.body.data.webhookSecret, { configured: true, masked: '••••9999' });

    const { rows: logs } = await api.db.query<{ req_log: string | null; res_log: string | null }>(
      "select req_log, res_log from backstage_log where api_url = '/api/third-party/wallet/api-setting'",
    );
    assert.ok(logs.length >= 3, 'every change is logged');
    const logged = JSON.stringify(logs);
    for (const secret of [API_KEY, API_SECRET, WEBHOOK_SECRET, 'whsec_rotated_000000009999'])
      assert.ok(!logged.includes(secret), 'no secret is logged');
    assert.match(logged, /MCH-2/);
  });

  test('bad settings are refused naming the field, and change nothing', async () => {
    await assertRefused(() => settings({ ...base, depositBaseUrl: 'ftp://files.example' }), 'depositBaseUrl');
    await assertRefused(() => settings({ ...base, withdrawBaseUrl: 'not a url' }), 'withdrawBaseUrl');
    await assertRefused(
      () => settings({ ...base, isAutoReplacedAfterDeposit: 2, apiKey: 'ak_should_not_be_saved_1' }),
      'isAutoReplacedAfterDeposit',
    );
    const { isDepositAllowedAfterReplaced: _, ...missing } = base;
    await assertRefused(() => settings(missing), 'isDepositAllowedAfterReplaced');
    await assertRefused(() => settings({ ...base, apiKey: 'x'.repeat(600) }), 'apiKey');
    const logged = JSON.stringify(
      (await api.db.query("select req_log from backstage_log where api_url = '/api/third-party/wallet/api-setting'")).rows,
    );
    assert.ok(!logged.includes('ak_should_not_be_saved_1'), 'a refused secret is not logged either');
  });
});

describe('fund management records', () => {
  test('fundManagerHistory/list: newest first, with the e-mail and coin; every filter narrows', async () => {
    const all = await post('fundManagerHistory/list', { pageSize: 10 });
    assert.equal(all.status, 200, all.body.msg);
    assert.equal(all.body.data.total, await api.count('fund_management_records'));
    assert.ok(all.body.data.total > 10, 'the demo data has freezes and thaws');
    const sample = all.body.data.records[0];
    for (const key of [
      'id',
      'accountId',
      'email',
      'executionType',
      'coinId',
      'code',
      'walletType',
      'fundType',
      'beforeBalance',
      'changeBalance',
      'afterBalance',
      'remark',
      'createDate',
    ]) {
      assert.ok(key in sample, key);
    }
    assert.ok(new Decimal(sample.beforeBalance).plus(sample.changeBalance).eq(sample.afterBalance));
    const cases: [Record<string, unknown>, string, unknown[]][] = [
      [{ accountId: sample.accountId }, 'user_id = $1', [sample.accountId]],
      [{ executionType: 2 }, 'execution_type = 2', []],
      [{ coinId: sample.coinId, walletType: sample.walletType }, 'coin_id = $1 and wallet_type = $2', [sample.coinId, sample.walletType]],
      [{ operator: 'finance' }, "operator = 'finance'", []],
      [{ remark: 'investigation' }, "remark ilike '%investigation%'", []],
    ];
    for (const [filters, where, params] of cases) {
      const { status, body } = await post('fundManagerHistory/list', filters);
      assert.equal(status, 200, JSON.stringify(filters));
      const expected = await api.count('fund_management_records', where, params);
      assert.ok(expected > 0, JSON.stringify(filters));
      assert.equal(body.data.total, expected, JSON.stringify(filters));
    }
    await assertRefused(() => post('fundManagerHistory/list', { executionType: 3 }), 'executionType');
  });

  test('a freeze through the users API shows up first; its remark can be edited and cleared', async () => {
    const target = await one<{ user_id: string; coin_id: number; wallet_type: number }>(
      'select user_id::text as user_id, coin_id, wallet_type from user_wallets where balance >= 10 order by id limit 1',
    );
    const frozen = await post('account/freezeSingle/wallet', {
      accountId: Number(target.user_id),
      coinId: target.coin_id,
      walletType: target.wallet_type,
      amount: '1.5',
      remark: 'test freeze',
    });
    assert.equal(frozen.status, 200, frozen.body.msg);
    api.clock.advance(1000);
    const list = await post('fundManagerHistory/list', { accountId: Number(target.user_id) });
    const record = list.body.data.records[0];
    assert.equal(record.remark, 'test freeze');
    assert.ok(new Decimal(record.changeBalance).eq('-1.5'));

    const edited = await post('fundManagerHistory/update/remark', { id: record.id, remark: '  Confirmed with compliance  ' });
    assert.equal(edited.status, 200, edited.body.msg);
    assert.equal(edited.body.data.remark, 'Confirmed with compliance');
    assert.equal((await one('select remark from fund_management_records where id = $1', [record.id])).remark, 'Confirmed with compliance');
    assert.equal((await lastLog('fundManagerHistory/update/remark')).result, 1);
    const cleared = await post('fundManagerHistory/update/remark', { id: record.id, remark: '' });
    assert.equal(cleared.body.data.remark, null);

    await assertRefused(() => post('fundManagerHistory/update/remark', { remark: 'x' }), 'id');
    await assertRefused(() => post('fundManagerHistory/update/remark', { id: record.id, remark: 'x'.repeat(201) }), 'remark');
    assert.equal((await post('fundManagerHistory/update/remark', { id: 999_999_999, remark: 'x' })).status, 404);
  });
});

describe('distribution payments', () => {
  test('finance/multiLevel/list: each payment is the sum of its hourly records; filters narrow', async () => {
    const all = await post('finance/multiLevel/list', { pageSize: 100 });
    assert.equal(all.status, 200, all.body.msg);
    assert.equal(all.body.data.total, await api.count('distribution_payments'));
    assert.ok(all.body.data.total > 20);
    for (const payment of all.body.data.records.slice(0, 20)) {
      const sum = await one<{ s: string; n: number }>(
        'select coalesce(sum(bonus), 0)::text as s, count(*)::int as n from distribution_hourly_records where payment_id = $1',
        [payment.id],
      );
      assert.ok(new Decimal(payment.distributionBonus).eq(sum.s), `payment ${payment.id}`);
      assert.equal(payment.hourlyCount, sum.n);
      assert.equal(typeof payment.distributionBonus, 'string');
    }
    for (const status of [0, 1, 2]) {
      const { body } = await post('finance/multiLevel/list', { status });
      const expected = await api.count('distribution_payments', 'status = $1', [status]);
      assert.ok(expected > 0, `the demo data has payments of status ${status}`);
      assert.equal(body.data.total, expected);
    }
    const sample = all.body.data.records[0];
    const byUser = await post('finance/multiLevel/list', { accountId: sample.accountId });
    assert.equal(byUser.body.data.total, await api.count('distribution_payments', 'user_id = $1', [sample.accountId]));
    await assertRefused(() => post('finance/multiLevel/list', { status: 5 }), 'status');
  });

  test('hourly: the runners of a payment sum to it; the detail of a runner sums to the runner', async () => {
    const payment = (await post('finance/multiLevel/list', { status: 1 })).body.data.records[0];
    const period = { accountId: payment.accountId, startDate: payment.startDate, endDate: payment.endDate };
    const runners = await post('finance/multiLevel/list/hourly', { ...period, pageSize: 100 });
    assert.equal(runners.status, 200, runners.body.msg);
    assert.ok(runners.body.data.total > 0);
    const total = runners.body.data.records.reduce((s: Decimal, r: Json) => s.plus(r.bonus), new Decimal(0));
    assert.ok(total.eq(payment.distributionBonus), 'the runners sum to the payment');
    const runner = runners.body.data.records[0];
    const detail = await post('finance/multiLevel/list/hourly/detail', {
      ...period,
      futuresRunnerId: runner.futuresRunnerId,
      pageSize: 100,
    });
    assert.equal(detail.status, 200, detail.body.msg);
    assert.equal(detail.body.data.total, runner.recordCount);
    const records = detail.body.data.records;
    assert.ok(records.reduce((s: Decimal, r: Json) => s.plus(r.bonus), new Decimal(0)).eq(runner.bonus));
    for (const record of records) {
      assert.equal(record.futuresRunnerId, runner.futuresRunnerId);
      assert.equal(record.distributedUserId, payment.accountId);
      const pct = record[`percentage${record.layer}`];
      assert.ok(new Decimal(record.amount).times(pct).dividedBy(100).toDecimalPlaces(8, Decimal.ROUND_DOWN).eq(record.bonus));
    }
    const one = await post('finance/multiLevel/list/hourly/detail', {
      ...period,
      futuresRunnerId: runner.futuresRunnerId,
      investmentUserId: records[0].investmentUserId,
    });
    assert.ok(one.body.data.records.every((r: Json) => r.investmentUserId === records[0].investmentUserId));

    await assertRefused(
      () => post('finance/multiLevel/list/hourly', { ...period, endDate: payment.startDate, startDate: payment.endDate }),
      'endDate',
    );
    await assertRefused(
      () => post('finance/multiLevel/list/hourly', { startDate: payment.startDate, endDate: payment.endDate }),
      'accountId',
    );
    await assertRefused(() => post('finance/multiLevel/list/hourly/detail', period), 'futuresRunnerId');
  });

  test('reissue pays a failed payment once into the wallet, with its change-log row; again is a 409', async () => {
    const failed = await one<{ id: string; user_id: string; coin_id: number; distribution_bonus: string }>(
      `select id::text as id, user_id::text as user_id, coin_id, distribution_bonus::text as distribution_bonus from distribution_payments
       where status = 2 and distribution_bonus > 0 order by id limit 1`,
    );
    const userId = Number(failed.user_id);
    const before = (await walletOf(userId, failed.coin_id))?.balance ?? '0';
    const answer = await post(`finance/multiLevel/reissue/${failed.id}`, {});
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.data.status, 1);
    assert.equal(answer.body.data.reissuedBy, 'admin');
    assert.ok(answer.body.data.paymentDate);
    const wallet = await walletOf(userId, failed.coin_id);
    assert.ok(new Decimal(wallet.balance).eq(new Decimal(before).plus(failed.distribution_bonus)));
    const log = await one<{ change_balance: string; change_type: string; operator: string }>(
      'select change_balance::text as change_balance, change_type, operator from wallet_change_log where reference = $1',
      [`distribution_payment:${failed.id}`],
    );
    assert.ok(new Decimal(log.change_balance).eq(failed.distribution_bonus));
    assert.deepEqual([log.change_type, log.operator], ['distribution', 'admin']);
    assert.equal(await unreconciled(), 0, 'every wallet sums to its change log');

    const snap = await snapshot(api.db);
    const again = await post(`finance/multiLevel/reissue/${failed.id}`, {});
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /already paid/);
    assert.deepEqual(await snapshot(api.db), snap, 'a second reissue changes nothing');
    assert.equal((await lastLog(`finance/multiLevel/reissue/${failed.id}`)).result, 0, 'the refused reissue is logged as failed');

    const pending = await one<{ id: string }>('select id::text as id from distribution_payments where status = 0 order by id limit 1');
    assert.equal((await post(`finance/multiLevel/reissue/${pending.id}`, {})).status, 409);
    assert.equal((await post('finance/multiLevel/reissue/999999999', {})).status, 404);
    await assertRefused(() => post('finance/multiLevel/reissue/abc', {}), 'id');
  });

  test('20 concurrent reissues of one payment pay it exactly once', async () => {
    const failed = await one<{ id: string; user_id: string; coin_id: number; distribution_bonus: string }>(
      `select id::text as id, user_id::text as user_id, coin_id, distribution_bonus::text as distribution_bonus from distribution_payments
       where status = 2 and distribution_bonus > 0 order by id desc limit 1`,
    );
    const userId = Number(failed.user_id);
    const before = (await walletOf(userId, failed.coin_id))?.balance ?? '0';
    const logRows = await api.count('wallet_change_log', 'user_id = $1', [userId]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(`finance/multiLevel/reissue/${failed.id}`, {})));
    assert.equal(answers.filter((a) => a.status === 200).length, 1, answers.map((a) => a.status).join(','));
    assert.equal(answers.filter((a) => a.status === 409).length, 19);
    const wallet = await walletOf(userId, failed.coin_id);
    assert.ok(new Decimal(wallet.balance).eq(new Decimal(before).plus(failed.distribution_bonus)), 'credited once');
    assert.equal(await api.count('wallet_change_log', 'user_id = $1', [userId]), logRows + 1);
    assert.equal(await unreconciled(), 0);
  });
});

describe('bound withdrawal addresses', () => {
  test('account/withdrawalAddress: newest first, filters narrow', async () => {
    const all = await post('account/withdrawalAddress', {});
    assert.equal(all.status, 200, all.body.msg);
    assert.equal(all.body.data.total, await api.count('withdrawal_address_bindings'));
    const sample = all.body.data.records[0];
    for (const key of ['userId', 'chainSymbol', 'withdrawalAddress', 'createDate']) assert.ok(key in sample, key);
    const cases: [Record<string, unknown>, string, unknown[]][] = [
      [{ userId: sample.userId }, 'user_id = $1', [sample.userId]],
      [{ chainSymbol: sample.chainSymbol }, 'chain_symbol = $1', [sample.chainSymbol]],
      [{ withdrawalAddress: sample.withdrawalAddress }, 'withdrawal_address = $1', [sample.withdrawalAddress]],
    ];
    for (const [filters, where, params] of cases) {
      const { body } = await post('account/withdrawalAddress', filters);
      assert.equal(body.data.total, await api.count('withdrawal_address_bindings', where, params), JSON.stringify(filters));
    }
    await assertRefused(() => post('account/withdrawalAddress', { userId: 'abc' }), 'userId');
  });

  test('fix corrects an address and is logged; a chain the user already bound is a 409; del removes it', async () => {
    const binding = await one<{ id: string; user_id: string }>(
      'select id::text as id, user_id::text as user_id from withdrawal_address_bindings order by id limit 1',
    );
    const address = 'TCorrectedWithdrawalAddress0000001';
    const fixed = await post('account/withdrawalAddress/fix', { id: Number(binding.id), withdrawalAddress: address });
    assert.equal(fixed.status, 200, fixed.body.msg);
    assert.equal(fixed.body.data.withdrawalAddress, address);
    assert.equal(fixed.body.data.updatedBy, 'admin');
    assert.equal(
      (await one('select withdrawal_address from withdrawal_address_bindings where id = $1', [binding.id])).withdrawal_address,
      address,
    );
    assert.match((await lastLog('account/withdrawalAddress/fix')).req_log ?? '', /TCorrectedWithdrawalAddress/);

    const userId = Number(binding.user_id);
    await api.db.query(
      `insert into withdrawal_address_bindings (user_id, chain_symbol, withdrawal_address) values ($1, 'TEST-CHAIN', 'TTestChainAddress000000000000001')`,
      [userId],
    );
    const clash = await post('account/withdrawalAddress/fix', {
      id: Number(binding.id),
      withdrawalAddress: address,
      chainSymbol: 'TEST-CHAIN',
    });
    assert.equal(clash.status, 409, clash.body.msg);

    await assertRefused(
      () => post('account/withdrawalAddress/fix', { id: Number(binding.id), withdrawalAddress: 'bad address' }),
      'withdrawalAddress',
    );
    await assertRefused(() => post('account/withdrawalAddress/fix', { withdrawalAddress: address }), 'id');
    assert.equal((await post('account/withdrawalAddress/fix', { id: 999_999_999, withdrawalAddress: address })).status, 404);

    const deleted = await post('account/withdrawalAddress/del', { id: Number(binding.id) });
    assert.equal(deleted.status, 200, deleted.body.msg);
    assert.equal(deleted.body.data.id, Number(binding.id));
    assert.equal(await api.count('withdrawal_address_bindings', 'id = $1', [binding.id]), 0);
    assert.equal((await post('account/withdrawalAddress/del', { id: Number(binding.id) })).status, 404);
    await assertRefused(() => post('account/withdrawalAddress/del', {}), 'id');
  });
});

describe('user balance export', () => {
  const exportCall = (body: Json, token = admin, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: '/api/reporting/user/balance/export',
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload: body,
    });

  test('streams a CSV of the matching wallets, text that looks like a formula escaped', async () => {
    const expected = await api.count(
      'user_wallets w',
      'exists (select 1 from users u where u.id = w.user_id and u.account_type = 2) and w.wallet_type = 1',
    );
    const res = await exportCall({ accountType: 2, walletType: 1, coinId: '', excelType: 'csv' });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /text\/csv/);
    assert.match(String(res.headers['content-disposition']), /filename="user-balances-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csvRows(res.body);
    assert.deepEqual(rows[0].slice(0, 3), ['Wallet ID', 'User ID', 'Email']);
    assert.equal(rows.length - 1, expected);
    assert.ok(rows.slice(1).every((r) => r[3] === 'Agent' && r[5] === 'Futures wallet'));
    const ids = rows.slice(1).map((r) => Number(r[0]));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    // The balances are the wallets' own, as decimal text.
    const first = await one<{ balance: string }>('select balance::text as balance from user_wallets where id = $1', [ids[0]]);
    assert.ok(new Decimal(rows[1][6]).eq(first.balance));

    const victim = await one<{ id: string }>('select user_id::text as id from user_wallets order by id limit 1');
    await api.db.query('update users set email = $2 where id = $1', [victim.id, '=HYPERLINK("http://evil.example")@x.example']);
    const escaped = csvRows((await exportCall({ accountId: Number(victim.id) })).body);
    assert.equal(escaped.length - 1, await api.count('user_wallets', 'user_id = $1', [victim.id]));
    assert.equal(escaped[1][2], `'=HYPERLINK("http://evil.example")@x.example`);
    assert.equal((await lastLog('reporting/user/balance/export')).op_name, 'admin');
  });

  test('writes an Excel workbook with labels in the requested language, escaped too', async () => {
    const victim = await one<{ id: string }>('select user_id::text as id from user_wallets order by id limit 1');
    await api.db.query('update users set email = $2 where id = $1', [victim.id, '+cmd|calc@x.example']);
    const res = await exportCall({ accountId: Number(victim.id), excelType: 'xlsx' }, admin, { lang: 'zh-CN' });
    assert.equal(res.statusCode, 200);
    const sheet = await xlsxSheet(res.rawPayload);
    assert.equal(sheet.actualRowCount, (await api.count('user_wallets', 'user_id = $1', [victim.id])) + 1);
    assert.equal(sheet.getRow(1).getCell(3).text, '邮箱');
    assert.equal(sheet.getRow(2).getCell(3).text, "'+cmd|calc@x.example");
  });

  test('bad filters are a 400 naming the field', async () => {
    const res = await exportCall({ excelType: 'pdf' });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().msg, /excelType/);
    const bad = await exportCall({ walletType: 7 });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().data.fields[0].path, 'walletType');
  });
});

describe('permissions', () => {
  test('without the permission every call is refused (403) and changes nothing', async () => {
    const outsider = await api.signIn(await api.createStaff(admin, 'no-finance-wallets', [P('otp.records')]));
    const address = await one<{ user_id: string; blockchain_id: string }>(
      'select user_id::text as user_id, blockchain_id from third_party_deposit_addresses where status = 1 order by id limit 1',
    );
    const payment = await one<{ id: string }>('select id::text as id from distribution_payments where status = 2 order by id limit 1');
    const binding = await one<{ id: string }>('select id::text as id from withdrawal_address_bindings order by id limit 1');
    const fund = await one<{ id: string }>('select id::text as id from fund_management_records order by id limit 1');
    const calls: [string, string, { body?: unknown; query?: Record<string, string> }][] = [
      ['POST', 'thirdly/deposit/address', { body: {} }],
      [
        'POST',
        'thirdly/deposit/address/change',
        { body: { userId: Number(address.user_id), blockchainId: address.blockchain_id, address: `T${'q'.repeat(33)}` } },
      ],
      ['DELETE', 'thirdly/deposit/address/delete', { query: { userId: address.user_id, blockchainId: address.blockchain_id } }],
      ['POST', 'thirdly/list', { body: {} }],
      ['GET', 'third-party/wallet/api-setting', {}],
      [
        'PUT',
        'third-party/wallet/api-setting',
        {
          body: {
            depositBaseUrl: '',
            withdrawBaseUrl: '',
            merchantId: 'X',
            apiKey: 'ak_forbidden_000000',
            isAutoReplacedAfterDeposit: 0,
            isDepositAllowedAfterReplaced: 0,
          },
        },
      ],
      ['POST', 'fundManagerHistory/list', { body: {} }],
      ['POST', 'fundManagerHistory/update/remark', { body: { id: Number(fund.id), remark: 'forbidden' } }],
      ['POST', 'finance/multiLevel/list', { body: {} }],
      ['POST', `finance/multiLevel/reissue/${payment.id}`, { body: {} }],
      [
        'POST',
        'finance/multiLevel/list/hourly',
        { body: { accountId: 1, startDate: '2026-01-01 00:00:00', endDate: '2026-01-02 00:00:00' } },
      ],
      [
        'POST',
        'finance/multiLevel/list/hourly/detail',
        { body: { accountId: 1, startDate: '2026-01-01 00:00:00', endDate: '2026-01-02 00:00:00', futuresRunnerId: 1 } },
      ],
      ['POST', 'account/withdrawalAddress', { body: {} }],
      ['POST', 'account/withdrawalAddress/fix', { body: { id: Number(binding.id), withdrawalAddress: `T${'w'.repeat(33)}` } }],
      ['POST', 'account/withdrawalAddress/del', { body: { id: Number(binding.id) } }],
      ['POST', 'reporting/user/balance/export', { body: {} }],
    ];
    const before = await snapshot(api.db);
    for (const [method, path, opts] of calls) {
      const answer = await api.call(method, path, { token: outsider, ...opts });
      assert.equal(answer.status, 403, `${method} ${path}: ${answer.status}`);
    }
    assert.deepEqual(await snapshot(api.db), before);
    const logged = JSON.stringify(
      (await api.db.query("select req_log from backstage_log where api_url = '/api/third-party/wallet/api-setting'")).rows,
    );
    assert.ok(!logged.includes('ak_forbidden_000000'), 'a refused call does not log its secrets');
  });

  test('list permissions do not grant the actions', async () => {
    const viewer = await api.signIn(
      await api.createStaff(admin, 'finance-wallets-viewer', [
        P('thirdPartyWallet.addresses'),
        P('thirdPartyWallet.settings'),
        P('fundManagement.list'),
        P('distribution.list'),
        P('withdrawalAddress.list'),
      ]),
    );
    assert.equal((await post('thirdly/deposit/address', {}, viewer)).status, 200);
    assert.equal((await api.call('GET', 'third-party/wallet/api-setting', { token: viewer })).status, 200);
    assert.equal((await post('finance/multiLevel/list', {}, viewer)).status, 200);
    const payment = await one<{ id: string }>('select id::text as id from distribution_payments where status = 2 order by id limit 1');
    const before = await snapshot(api.db);
    assert.equal((await post(`finance/multiLevel/reissue/${payment.id}`, {}, viewer)).status, 403);
    assert.equal((await post('fundManagerHistory/update/remark', { id: 1, remark: 'x' }, viewer)).status, 403);
    assert.equal((await post('account/withdrawalAddress/del', { id: 1 }, viewer)).status, 403);
    assert.equal(
      (
        await api.call('PUT', 'third-party/wallet/api-setting', {
          token: viewer,
          body: {
            depositBaseUrl: '',
            withdrawBaseUrl: '',
            merchantId: '',
            isAutoReplacedAfterDeposit: 0,
            isDepositAllowedAfterReplaced: 0,
          },
        })
      ).status,
      403,
    );
    assert.equal((await post('reporting/user/balance/export', {}, viewer)).status, 403);
    assert.deepEqual(await snapshot(api.db), before);
  });
});
