import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import Decimal from 'decimal.js';
import { requestWithdrawal } from '../src/modules/finance/withdrawals';
import { assertCallsChangeNothing, type Call, DEMO, type Json, snapshot, startTestApi, type TestApi } from './helpers';

let api: TestApi;
let admin: string;
let finance: string;
let usdt: number;
let btc: number;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  finance = await api.signIn(DEMO.finance);
  usdt = (await one<{ id: number }>("select id from coins where code = 'USDT'")).id;
  btc = (await one<{ id: number }>("select id from coins where code = 'BTC'")).id;
  // These tests are about the ledger; the KYC and withdrawal-password switches are tested in finance-settings.test.ts.
  await api.db.query('update finance_settings set withdraw_need_kyc = 0, withdraw_need_pwd = 0 where id = 1');
});
after(() => api.close());

const post = (path: string, body: unknown, token = finance) => api.call('POST', path, { token, body });

async function one<T = Json>(sql: string, params: unknown[] = []): Promise<T> {
  return (await api.db.query<T>(sql, params)).rows[0];
}

let serial = 0;
async function createUser(): Promise<number> {
  serial += 1;
  const answer = await post('account/create', { password: 'secret-pass-1', email: `fin${serial}.${Date.now()}@test.example` }, admin);
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data.id;
}

async function wallet(userId: number, coinId: number, walletType = 1) {
  const row = await one<{ id: number; balance: string; frozen: string } | undefined>(
    `select id, balance::text as balance, frozen_balance::text as frozen from user_wallets where user_id = $1 and coin_id = $2 and wallet_type = $3`,
    [userId, coinId, walletType],
  );
  return row ? { id: Number(row.id), balance: new Decimal(row.balance), frozen: new Decimal(row.frozen) } : undefined;
}

/** The available balance of a wallet; 0 when the user has no such wallet. */
async function balanceOf(userId: number, coinId: number, walletType = 1): Promise<Decimal> {
  return (await wallet(userId, coinId, walletType))?.balance ?? new Decimal(0);
}

/** Wallets whose amounts differ from the sum of their change log: none, always. */
async function unreconciled(): Promise<number> {
  const row = await one<{ n: number }>(
    `select count(*)::int as n from user_wallets w
     where w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)
        or w.frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'frozen_balance'), 0)
        or w.backstage_frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l
             where l.wallet_id = w.id and l.field = 'backstage_frozen_balance'), 0)`,
  );
  return row.n;
}

async function setDepositReview(on: boolean) {
  await api.db.query('update finance_settings set deposit_need_review = $1 where id = 1', [on ? 1 : 0]);
}

/** A pending operator deposit (deposits need review by default). */
async function pendingDeposit(userId: number, amount = '100.5', bonusAmount = '10.25', coinId = usdt): Promise<Json> {
  const answer = await post('finance/deposit', {
    accountId: userId,
    coinId,
    amount,
    bonusAmount,
    walletType: 1,
    isShow: 1,
    remark: 'test',
  });
  assert.equal(answer.status, 200, answer.body.msg);
  assert.equal(answer.body.data.status, 0);
  return answer.body.data;
}

/** A user holding `amount` of a coin, credited through an approved deposit. */
async function fundedUser(amount: string, coinId = usdt): Promise<number> {
  const userId = await createUser();
  const deposit = await pendingDeposit(userId, amount, '0', coinId);
  const review = await post('finance/deposit/review', { id: deposit.id, reviewType: 1, reason: 'received' });
  assert.equal(review.status, 200, review.body.msg);
  return userId;
}

/** A withdrawal request as the client app makes it. */
async function newWithdrawal(userId: number, amount: string, coinId = usdt): Promise<number> {
  return api.db.transaction((tx) =>
    requestWithdrawal(tx, {
      userId,
      coinId,
      walletType: 1,
      amount,
      address: 'TTestAddress0001',
      blockChain: 'TRC20',
      createDate: new Date(api.clock.now()),
    }),
  );
}

describe('deposits', () => {
  test('the seeded list: paged, newest first, with a summary summed in SQL over the filtered set', async () => {
    const all = await post('finance/depositRecord/list', { pageSize: 10 });
    assert.equal(all.status, 200, all.body.msg);
    const visible = await api.count('deposits', 'deleted_date is null');
    assert.ok(visible >= 50);
    assert.equal(all.body.data.total, visible);
    assert.equal(all.body.totalCount, visible);
    assert.equal(all.body.data.records.length, 10);
    const dates = all.body.data.records.map((r: Json) => Date.parse(r.createDate));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
    const statuses = await api.db.query<{ status: number }>('select distinct status from deposits order by status');
    assert.deepEqual(
      statuses.rows.map((r) => r.status),
      [0, 1, 2],
      'every state is seeded',
    );
    const record = all.body.data.records[0];
    for (const field of ['amount', 'bonusAmount', 'totalAmount', 'reportAmount', 'convertAmount'])
      assert.equal(typeof record[field], 'string');
    assert.ok(new Decimal(record.totalAmount).eq(new Decimal(record.amount).plus(record.bonusAmount)));

    const filtered = await post('finance/depositRecord/list', { status: 1, coinId: usdt, pageSize: 5 });
    const sums = await one<Record<string, string>>(
      `select count(*)::int as n, sum(amount)::text as amount, sum(bonus_amount)::text as bonus, sum(amount + bonus_amount)::text as total,
         sum(report_amount)::text as report, sum(convert_amount)::text as convert
       from deposits where status = 1 and coin_id = $1 and deleted_date is null`,
      [usdt],
    );
    assert.equal(filtered.body.data.total, Number(sums.n));
    const summary = filtered.body.data.summary;
    assert.ok(new Decimal(summary.amount).eq(sums.amount));
    assert.ok(new Decimal(summary.bonusAmount).eq(sums.bonus));
    assert.ok(new Decimal(summary.totalAmount).eq(sums.total));
    assert.ok(new Decimal(summary.reportAmount).eq(sums.report));
    assert.ok(new Decimal(summary.convertAmount).eq(sums.convert));
    for (const r of filtered.body.data.records) assert.ok(r.status === 1 && r.coinId === usdt && r.code === 'USDT');

    const userId = Number((await one<{ user_id: number }>('select user_id from deposits order by id limit 1')).user_id);
    const byUser = await post('finance/depositRecord/list', { accountId: userId });
    assert.equal(byUser.body.data.total, await api.count('deposits', 'user_id = $1 and deleted_date is null', [userId]));
    const none = await post('finance/depositRecord/list', { startTime: '2000-01-01 00:00:00', endTime: '2000-01-02 00:00:00' });
    assert.equal(none.body.data.total, 0);
    assert.equal(none.body.data.summary.amount, '0');
  });

  test('an approved operator deposit credits amount plus bonus once; a second review is a 409', async () => {
    const userId = await createUser();
    const deposit = await pendingDeposit(userId, '100.5', '10.25');
    assert.equal(deposit.source, 2);
    assert.equal(deposit.operator, 'finance');
    assert.ok((await balanceOf(userId, usdt)).eq(0), 'nothing credited while pending');

    const approved = await post('finance/deposit/review', { id: deposit.id, reviewType: 1, reason: 'bank slip checked' });
    assert.equal(approved.status, 200, approved.body.msg);
    assert.equal(approved.body.data.status, 1);
    assert.equal(approved.body.data.reviewer, 'finance');
    assert.equal(approved.body.data.isFirstTime, 1);
    const w = await wallet(userId, usdt);
    assert.ok(w?.balance.eq('110.75'), `balance ${w?.balance}`);
    const log = await api.db.query<{ change_type: string; change_balance: string; field: string }>(
      `select change_type, change_balance::text as change_balance, field from wallet_change_log where reference = $1`,
      [`deposit:${deposit.id}`],
    );
    assert.equal(log.rows.length, 1);
    assert.equal(log.rows[0].change_type, 'operator_deposit');
    assert.ok(new Decimal(log.rows[0].change_balance).eq('110.75'));

    const again = await post('finance/deposit/review', { id: deposit.id, reviewType: 1, reason: 'again' });
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /already approved by finance/);
    const reject = await post('finance/deposit/review', { id: deposit.id, reviewType: 2, reason: 'too late' });
    assert.equal(reject.status, 409);
    assert.ok((await wallet(userId, usdt))?.balance.eq('110.75'));
  });

  test('a rejected deposit credits nothing', async () => {
    const userId = await createUser();
    const deposit = await pendingDeposit(userId, '50', '0');
    const rejected = await post('finance/deposit/review', { id: deposit.id, reviewType: 2, reason: 'not received' });
    assert.equal(rejected.status, 200);
    assert.equal(rejected.body.data.status, 2);
    assert.equal(rejected.body.data.reason, 'not received');
    assert.ok((await balanceOf(userId, usdt)).eq(0));
  });

  test('with "deposit needs review" off, an operator deposit is credited at once', async () => {
    await setDepositReview(false);
    try {
      const userId = await createUser();
      const answer = await post('finance/deposit', {
        accountId: userId,
        coinId: btc,
        amount: '0.125',
        bonusAmount: '0',
        walletType: 2,
        isShow: 0,
      });
      assert.equal(answer.status, 200, answer.body.msg);
      assert.equal(answer.body.data.status, 1);
      assert.equal(answer.body.data.isShow, 0);
      assert.ok((await wallet(userId, btc, 2))?.balance.eq('0.125'));
      const again = await post('finance/deposit/review', { id: answer.body.data.id, reviewType: 1, reason: 'x' });
      assert.equal(again.status, 409);
    } finally {
      await setDepositReview(true);
    }
  });

  test('100 concurrent approvals of one deposit credit it once', async () => {
    const userId = await createUser();
    const deposit = await pendingDeposit(userId, '1000', '1');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => post('finance/deposit/review', { id: deposit.id, reviewType: 1, reason: `race ${i}` })),
    );
    assert.equal(answers.filter((a) => a.status === 200).length, 1);
    assert.equal(answers.filter((a) => a.status === 409).length, 99);
    assert.ok((await wallet(userId, usdt))?.balance.eq('1001'));
    assert.equal(await api.count('wallet_change_log', 'reference = $1', [`deposit:${deposit.id}`]), 1);
  });

  test('bad input is a 400 naming the field and changes nothing', async () => {
    const userId = await createUser();
    const state = await snapshot(api.db);
    const cases: [string, unknown, RegExp][] = [
      ['finance/deposit', { accountId: userId, coinId: usdt, bonusAmount: '0', walletType: 1, isShow: 1 }, /amount/],
      ['finance/deposit', { accountId: userId, coinId: usdt, amount: '1e3', bonusAmount: '0', walletType: 1, isShow: 1 }, /amount/],
      ['finance/deposit', { accountId: userId, coinId: usdt, amount: '-5', bonusAmount: '0', walletType: 1, isShow: 1 }, /amount/],
      ['finance/deposit', { accountId: userId, coinId: usdt, amount: '5', bonusAmount: '0', walletType: 3, isShow: 1 }, /walletType/],
      ['finance/deposit', { accountId: userId, coinId: usdt, amount: '5', walletType: 1, isShow: 1 }, /bonusAmount/],
      ['finance/deposit', { accountId: userId, coinId: 9999, amount: '5', bonusAmount: '0', walletType: 1, isShow: 1 }, /coinId/],
      ['finance/deposit/review', { id: 1, reviewType: 3, reason: 'x' }, /reviewType/],
      ['finance/deposit/review', { id: 1, reviewType: 1 }, /reason/],
      ['finance/deposit/reportAmount/fix', { id: 1, reportAmount: 'ten' }, /reportAmount/],
      ['finance/deposit/convertAmount/fix', { id: 1 }, /convertAmount/],
      ['finance/depositRecord/list', { pageSize: 100000 }, /pageSize/],
      ['finance/depositRecord/list', { status: 7 }, /status/],
      ['finance/withdrawal/review', { id: 1, withdrawalType: 2 }, /reason/],
      ['finance/withdrawal/review', { id: 1, withdrawalType: 0 }, /withdrawalType/],
      ['finance/withdrawal/remark/fix', { id: 'x', remark: 'a' }, /id/],
      ['finance/withdrawalRecord/list', { minAmount: 'lots' }, /minAmount/],
      ['finance/walletChangeLog/list', { field: 'nope' }, /field/],
      ['finance/transfer/operator/list', { fromWallet: 5 }, /fromWallet/],
    ];
    for (const [path, body, field] of cases) {
      const answer = await post(path, body);
      assert.equal(answer.status, 400, `${path} ${JSON.stringify(body)}: ${answer.status} ${answer.body.msg}`);
      assert.match(answer.body.msg, field, `${path}: ${answer.body.msg}`);
    }
    const patch = await api.call('PATCH', 'finance/deposit', { token: finance, body: { id: 1 } });
    assert.equal(patch.status, 400);
    const badId = await api.call('DELETE', 'finance/depositRecord/abc/delete', { token: finance });
    assert.equal(badId.status, 400);
    assert.deepEqual(await snapshot(api.db), state);
  });

  test('report amount, convert amount and remark edits; a soft, audited delete', async () => {
    const userId = await createUser();
    const deposit = await pendingDeposit(userId, '20', '0');
    const report = await post('finance/deposit/reportAmount/fix', { id: deposit.id, reportAmount: '19.99' });
    assert.equal(report.status, 200, report.body.msg);
    assert.equal(new Decimal(report.body.data.reportAmount).toFixed(), '19.99');
    const convert = await post('finance/deposit/convertAmount/fix', { id: deposit.id, convertAmount: '140.5' });
    assert.equal(new Decimal(convert.body.data.convertAmount).toFixed(), '140.5');
    const patch = await api.call('PATCH', 'finance/deposit', {
      token: finance,
      body: { id: deposit.id, remark: 'checked', reason: 'slip ok' },
    });
    assert.equal(patch.status, 200, patch.body.msg);
    assert.equal(patch.body.data.remark, 'checked');
    assert.equal(patch.body.data.reason, 'slip ok');
    const cleared = await api.call('PATCH', 'finance/deposit', { token: finance, body: { id: deposit.id, remark: '' } });
    assert.equal(cleared.body.data.remark, null);
    assert.equal(cleared.body.data.reason, 'slip ok');

    const deleted = await api.call('DELETE', `finance/depositRecord/${deposit.id}/delete`, { token: finance });
    assert.equal(deleted.status, 200, deleted.body.msg);
    const row = await one<{ deleted_by: string; deleted_date: Date | null }>(
      'select deleted_by, deleted_date from deposits where id = $1',
      [deposit.id],
    );
    assert.equal(row.deleted_by, 'finance');
    assert.ok(row.deleted_date);
    assert.equal((await post('finance/depositRecord/list', { id: deposit.id })).body.data.total, 0, 'gone from the list');
    assert.equal((await api.call('DELETE', `finance/depositRecord/${deposit.id}/delete`, { token: finance })).status, 404);
    assert.equal(
      (await post('finance/deposit/review', { id: deposit.id, reviewType: 1, reason: 'x' })).status,
      404,
      'a deleted deposit is never credited',
    );
    assert.equal(
      await api.count('backstage_log', "api_url like $1 and op_name = 'finance' and result = 1", [
        `%finance/depositRecord/${deposit.id}/delete%`,
      ]),
      1,
    );
    assert.ok((await balanceOf(userId, usdt)).eq(0));
  });
});

describe('withdrawals', () => {
  test('a request holds the amount; a rejection returns it; an approval pays the held amount out', async () => {
    const userId = await fundedUser('500');
    const id = await newWithdrawal(userId, '120');
    let w = await wallet(userId, usdt);
    assert.ok(w?.balance.eq('380') && w.frozen.eq('120'), 'held');
    const record = (await post('finance/withdrawalRecord/list', { id })).body.data.records[0];
    assert.equal(record.status, 0);
    assert.ok(new Decimal(record.feeAmount).eq(1), 'the seeded USDT fee of 1');
    assert.ok(new Decimal(record.actualAmount).eq(119));
    assert.equal(record.requiredApprovals, 1);

    const rejected = await post('finance/withdrawal/review', { id, withdrawalType: 2, reason: 'address on the risk list' });
    assert.equal(rejected.status, 200, rejected.body.msg);
    assert.equal(rejected.body.data.status, 2);
    w = await wallet(userId, usdt);
    assert.ok(w?.balance.eq('500') && w.frozen.eq('0'), 'returned');
    assert.equal((await post('finance/withdrawal/review', { id, withdrawalType: 1 })).status, 409);

    const second = await newWithdrawal(userId, '200');
    const approved = await post('finance/withdrawal/review', { id: second, withdrawalType: 1, remark: 'paid' });
    assert.equal(approved.status, 200, approved.body.msg);
    assert.equal(approved.body.data.status, 1);
    assert.equal(approved.body.data.withdrawalType, 1);
    assert.equal(approved.body.data.approvals.length, 1);
    w = await wallet(userId, usdt);
    assert.ok(w?.balance.eq('300') && w.frozen.eq('0'), 'paid out');
    const again = await post('finance/withdrawal/review', { id: second, withdrawalType: 2, reason: 'x' });
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /already approved by finance/);
    assert.equal(await unreconciled(), 0);
  });

  test('more than the available balance cannot be requested', async () => {
    const userId = await fundedUser('30');
    await assert.rejects(newWithdrawal(userId, '31'), /Not enough funds/);
    assert.ok((await wallet(userId, usdt))?.balance.eq('30'));
  });

  test('above the dual-approval amount two different admins must approve', async () => {
    const checker = await api.createStaff(admin, 'checker', [permissionId('withdrawal.review')]);
    const checkerToken = await api.signIn(checker);
    const userId = await fundedUser('20000');
    const id = await newWithdrawal(userId, '15000');
    const first = await post('finance/withdrawal/review', { id, withdrawalType: 1, remark: 'first look' });
    assert.equal(first.status, 200, first.body.msg);
    assert.equal(first.body.data.status, 3);
    assert.equal(first.body.data.requiredApprovals, 2);
    assert.deepEqual(
      first.body.data.approvals.map((a: Json) => a.account),
      ['finance'],
    );
    let w = await wallet(userId, usdt);
    assert.ok(w?.frozen.eq('15000'), 'still held after one approval');

    const same = await post('finance/withdrawal/review', { id, withdrawalType: 1 });
    assert.equal(same.status, 409);
    assert.match(same.body.msg, /second, different admin/);
    assert.equal(await api.count('withdrawal_approvals', 'withdrawal_id = $1', [id]), 1);

    const second = await post('finance/withdrawal/review', { id, withdrawalType: 1 }, checkerToken);
    assert.equal(second.status, 200, second.body.msg);
    assert.equal(second.body.data.status, 1);
    assert.deepEqual(
      second.body.data.approvals.map((a: Json) => a.account),
      ['finance', 'checker'],
    );
    w = await wallet(userId, usdt);
    assert.ok(w?.balance.eq('5000') && w.frozen.eq('0'));
  });

  test('100 concurrent approvals and rejections of one withdrawal end in exactly one outcome', async () => {
    const userId = await fundedUser('1000');
    const id = await newWithdrawal(userId, '400');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post('finance/withdrawal/review', i % 2 ? { id, withdrawalType: 1 } : { id, withdrawalType: 2, reason: `race ${i}` }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    assert.equal(ok.length, 1);
    assert.equal(answers.filter((a) => a.status === 409).length, 99);
    const status = ok[0].body.data.status;
    const w = await wallet(userId, usdt);
    assert.ok(w?.frozen.eq(0));
    assert.ok(w?.balance.eq(status === 1 ? '600' : '1000'), `status ${status}, balance ${w?.balance}`);
    assert.equal(await api.count('wallet_change_log', 'reference = $1', [`withdrawal:${id}`]), status === 1 ? 3 : 4);
  });

  test('the list: every state seeded, filters, summary over the filtered set; edits and delete', async () => {
    const statuses = await api.db.query<{ status: number }>('select distinct status from withdrawals order by status');
    assert.deepEqual(
      statuses.rows.map((r) => r.status),
      [0, 1, 2, 3],
    );
    const pending = await post('finance/withdrawalRecord/list', { status: 0, pageSize: 3 });
    assert.equal(pending.status, 200);
    const sums = await one<Record<string, string>>(
      `select count(*)::int as n, sum(amount)::text as amount, sum(fee_amount)::text as fee, sum(actual_amount)::text as actual,
         sum(report_amount)::text as report, sum(convert_amount)::text as convert from withdrawals where status = 0 and deleted_date is null`,
    );
    assert.equal(pending.body.data.total, Number(sums.n));
    assert.ok(new Decimal(pending.body.data.summary.amount).eq(sums.amount));
    assert.ok(new Decimal(pending.body.data.summary.feeAmount).eq(sums.fee));
    assert.ok(new Decimal(pending.body.data.summary.actualAmount).eq(sums.actual));
    assert.ok(new Decimal(pending.body.data.summary.reportAmount).eq(sums.report));
    assert.ok(new Decimal(pending.body.data.summary.convertAmount).eq(sums.convert));
    const anomalous = await post('finance/withdrawalRecord/list', { anomalyType: 'suspiciousAgent' });
    for (const r of anomalous.body.data.records) assert.ok(r.anomalyTypes.includes('suspiciousAgent'));

    const userId = await fundedUser('100');
    const id = await newWithdrawal(userId, '50');
    const report = await post('finance/withdrawal/reportAmount/fix', { id, reportAmount: '49.5' });
    assert.ok(new Decimal(report.body.data.reportAmount).eq('49.5'));
    const convert = await post('finance/withdrawal/convertAmount/fix', { id, convertAmount: '350' });
    assert.ok(new Decimal(convert.body.data.convertAmount).eq('350'));
    const remark = await post('finance/withdrawal/remark/fix', { id, remark: 'called the user' });
    assert.equal(remark.body.data.remark, 'called the user');

    const early = await api.call('DELETE', `finance/withdrawal/${id}/delete`, { token: finance });
    assert.equal(early.status, 409, 'a pending withdrawal holds funds: it cannot be deleted');
    await post('finance/withdrawal/review', { id, withdrawalType: 2, reason: 'cancelled' });
    const deleted = await api.call('DELETE', `finance/withdrawal/${id}/delete`, { token: finance });
    assert.equal(deleted.status, 200, deleted.body.msg);
    assert.equal((await post('finance/withdrawalRecord/list', { id })).body.data.total, 0);
    assert.equal((await post('finance/withdrawal/remark/fix', { id, remark: 'x' })).status, 404);
    assert.ok((await wallet(userId, usdt))?.balance.eq('100'));
  });
});

describe('wallet change log and transfers', () => {
  test('the change log lists a wallet’s movements, filtered', async () => {
    const userId = await fundedUser('75');
    const answer = await post('finance/walletChangeLog/list', { accountId: userId, changeType: 'operator_deposit' });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.data.total, 1);
    const entry = answer.body.data.records[0];
    assert.equal(entry.name, 'USDT');
    assert.ok(new Decimal(entry.changeBalance).eq(75) && new Decimal(entry.afterBalance).eq(75));
    const all = await post('finance/walletChangeLog/list', { pageSize: 5 });
    assert.equal(all.body.data.total, await api.count('wallet_change_log'));
  });

  test('transfers are listed with their filters', async () => {
    const answer = await post('finance/transfer/operator/list', { pageSize: 5 });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.data.total, await api.count('transfers'));
    assert.ok(answer.body.data.total > 0);
    const first = answer.body.data.records[0];
    const byCode = await post('finance/transfer/operator/list', { code: first.code });
    assert.equal(byCode.body.data.total, 1);
    assert.equal(typeof byCode.body.data.records[0].amount, 'string');
  });
});

describe('permissions and reconciliation', () => {
  const calls: Call[] = [
    ['POST', 'finance/depositRecord/list', {}],
    ['POST', 'finance/deposit', { accountId: 1, coinId: 1, amount: '1', bonusAmount: '0', walletType: 1, isShow: 1 }],
    ['POST', 'finance/deposit/review', { id: 1, reviewType: 1, reason: 'x' }],
    ['POST', 'finance/deposit/reportAmount/fix', { id: 1, reportAmount: '1' }],
    ['POST', 'finance/deposit/convertAmount/fix', { id: 1, convertAmount: '1' }],
    ['PATCH', 'finance/deposit', { id: 1, remark: 'x' }],
    ['DELETE', 'finance/depositRecord/1/delete', undefined],
    ['POST', 'finance/withdrawalRecord/list', {}],
    ['POST', 'finance/withdrawal/review', { id: 1, withdrawalType: 1 }],
    ['POST', 'finance/withdrawal/reportAmount/fix', { id: 1, reportAmount: '1' }],
    ['POST', 'finance/withdrawal/convertAmount/fix', { id: 1, convertAmount: '1' }],
    ['POST', 'finance/withdrawal/remark/fix', { id: 1, remark: 'x' }],
    ['DELETE', 'finance/withdrawal/1/delete', undefined],
    ['POST', 'finance/walletChangeLog/list', {}],
    ['POST', 'finance/transfer/operator/list', {}],
  ];

  test('every call is refused (403) without its permission and changes nothing', async () => {
    const outsider = await api.createStaff(admin, 'nofinance', [permissionId('users.list')]);
    await assertCallsChangeNothing(api, await api.signIn(outsider), calls, () => 403);
  });

  test('a lister sees the lists but cannot review, edit or delete', async () => {
    const lister = await api.createStaff(admin, 'lister', [permissionId('deposit.list'), permissionId('withdrawal.list')]);
    const lists = new Set(['finance/depositRecord/list', 'finance/withdrawalRecord/list']);
    await assertCallsChangeNothing(api, await api.signIn(lister), calls, (path) => (lists.has(path) ? 200 : 403));
  });

  test('every wallet still equals the sum of its change log', async () => {
    assert.equal(await unreconciled(), 0);
  });
});
