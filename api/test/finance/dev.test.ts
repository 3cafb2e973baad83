import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Decimal from 'decimal.js';
import { DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';

const PATH = 'dev/finance/withdrawal-request';

describe('development: an end user’s withdrawal request, played through POST dev/finance/withdrawal-request', () => {
  let api: TestApi;
  let admin: string;
  let auditor: string;
  let usdt: number;

  before(async () => {
    api = await startTestApi();
    admin = await api.signIn(DEMO.admin);
    auditor = await api.signIn(DEMO.auditor);
    usdt = (await api.db.query<{ id: number }>("select id from coins where code = 'USDT'")).rows[0].id;
  });
  after(() => api.close());

  const post = (path: string, body: unknown, token = admin) => api.call('POST', path, { token, body });

  async function fundedUser(amount: string): Promise<number> {
    const created = await post('account/create', { password: 'secret-pass-1', email: `dev.withdrawal.${Date.now()}@test.example` });
    assert.equal(created.status, 200, created.body.msg);
    const userId = created.body.data.id;
    const deposit = await post('finance/deposit', { accountId: userId, coinId: usdt, amount, bonusAmount: '0', walletType: 1, isShow: 1 });
    assert.equal(deposit.status, 200, deposit.body.msg);
    if (deposit.body.data.status === 0) {
      const review = await post('finance/deposit/review', { id: deposit.body.data.id, reviewType: 1, reason: 'received' });
      assert.equal(review.status, 200, review.body.msg);
    }
    return userId;
  }

  async function wallet(userId: number) {
    const { rows } = await api.db.query<{ balance: string; frozen: string }>(
      'select balance::text as balance, frozen_balance::text as frozen from user_wallets where user_id = $1 and coin_id = $2 and wallet_type = 1',
      [userId, usdt],
    );
    return { balance: new Decimal(rows[0].balance), frozen: new Decimal(rows[0].frozen) };
  }

  test('applies the finance switches, holds the amount, flags anomalies and is audited', async () => {
    const userId = await fundedUser('500');
    const request = {
      userId,
      coinId: usdt,
      walletType: 1,
      amount: '120',
      address: 'TDevRequestAddress0001',
      chain: 'TRC20',
      ip: '198.51.100.7',
    };

    // As for a real user: the demo's switches ask for an approved KYC and a withdrawal password.
    const noKyc = await post(PATH, request);
    assert.equal(noKyc.status, 409);
    assert.match(noKyc.body.msg, /no approved KYC/);
    await api.db.query('update finance_settings set withdraw_need_kyc = 0 where id = 1');
    try {
      const noPasswordSet = await post(PATH, request);
      assert.equal(noPasswordSet.status, 409);
      assert.match(noPasswordSet.body.msg, /has not set a withdrawal password/);
      const set = await post('account/withdrawPassword/edit', { accountId: userId, password: 'withdraw-pass-1' });
      assert.equal(set.status, 200, set.body.msg);
      const noPassword = await post(PATH, request);
      assert.equal(noPassword.status, 400);
      assert.match(noPassword.body.msg, /withdrawPassword/);
      assert.equal((await post(PATH, { ...request, withdrawPassword: 'wrong-pass-1' })).status, 400);
      assert.deepEqual(await wallet(userId), { balance: new Decimal(500), frozen: new Decimal(0) }, 'refused requests hold nothing');

      const made = await post(PATH, { ...request, withdrawPassword: 'withdraw-pass-1' });
      assert.equal(made.status, 200, made.body.msg);
      const withdrawal: Json = made.body.data;
      assert.equal(withdrawal.accountId, userId);
      assert.equal(withdrawal.status, 0);
      assert.equal(new Decimal(withdrawal.amount).toFixed(), '120');
      assert.equal(withdrawal.blockChain, 'TRC20');
      assert.equal(withdrawal.address, 'TDevRequestAddress0001');
      assert.ok(withdrawal.anomalyTypes.includes('firstTimeWithdrawal'), withdrawal.anomalyTypes.join());
      assert.deepEqual(await wallet(userId), { balance: new Decimal(380), frozen: new Decimal(120) });
      const { rows: stored } = await api.db.query<{ request_ip: string }>('select request_ip from withdrawals where id = $1', [
        withdrawal.id,
      ]);
      assert.equal(stored[0].request_ip, '198.51.100.7');

      // The console lists it, pending, like any request from the client app.
      const listed = await post('finance/withdrawalRecord/list', { id: withdrawal.id });
      assert.equal(listed.body.data.records[0].status, 0);

      const { rows: logged } = await api.db.query<{ req_log: string; op_name: string; result: number }>(
        "select req_log, op_name, result from backstage_log where api_url like '%dev/finance/withdrawal-request' order by id desc limit 1",
      );
      assert.equal(logged[0].op_name, 'admin');
      assert.equal(logged[0].result, 1);
      assert.ok(!logged[0].req_log.includes('withdraw-pass-1'), 'the withdrawal password is not logged');
    } finally {
      await api.db.query('update finance_settings set withdraw_need_kyc = 1 where id = 1');
    }
  });

  test('bad input is refused naming the field, and changes nothing', async () => {
    const { rows } = await api.db.query<{ id: number }>('select id::int as id from users order by id limit 1');
    const good = { userId: rows[0].id, coinId: usdt, walletType: 1, amount: '50', address: 'TDevRequestAddress0002', chain: 'TRC20' };
    const before = await snapshot(api.db);
    const cases: [Json, string][] = [
      [{ ...good, userId: undefined }, 'userId'],
      [{ ...good, amount: 'lots' }, 'amount'],
      [{ ...good, amount: '-5' }, 'amount'],
      [{ ...good, amount: '0' }, 'amount'],
      [{ ...good, walletType: 3 }, 'walletType'],
      [{ ...good, address: ' ' }, 'address'],
      [{ ...good, ip: 'not-an-ip' }, 'ip'],
    ];
    for (const [body, field] of cases) {
      const answer = await post(PATH, body);
      assert.equal(answer.status, 400, `${field}: ${answer.body.msg}`);
      assert.ok(
        answer.body.data.fields.some((f: Json) => f.path === field),
        `${field} is named: ${JSON.stringify(answer.body.data.fields)}`,
      );
    }
    assert.equal((await post(PATH, { ...good, userId: 99_999_999 })).status, 404);
    assert.equal((await post(PATH, { ...good, coinId: 99_999 })).status, 400);
    assert.deepEqual(await snapshot(api.db), before);
  });

  test('needs the withdrawal review permission', async () => {
    const answer = await post(PATH, { userId: 1, coinId: usdt, walletType: 1, amount: '50', address: 'TAddr', chain: 'TRC20' }, auditor);
    assert.equal(answer.status, 403);
  });
});

describe('production', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ production: true });
  });
  after(() => api.close());

  test('has no dev/finance/withdrawal-request route', async () => {
    const admin = await api.signIn(DEMO.admin);
    const { rows } = await api.db.query<{ id: number }>('select id::int as id from users order by id limit 1');
    const before = await api.count('withdrawals');
    const answer = await api.call('POST', PATH, {
      token: admin,
      body: { userId: rows[0].id, coinId: 1, walletType: 1, amount: '50', address: 'TAddr', chain: 'TRC20' },
    });
    assert.equal(answer.status, 404);
    assert.equal(await api.count('withdrawals'), before);
  });
});
