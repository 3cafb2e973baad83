import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import Decimal from 'decimal.js';
import { splitStatements } from '../../src/db/migrate';
import { applyPayoutEvent, recordAutoPayout, sendPayout } from '../../src/modules/finance/payout/payouts';
import { PayoutRefused } from '../../src/modules/finance/payout/provider';
import { requestWithdrawal } from '../../src/modules/finance/withdrawals/request';
import { assertCallsChangeNothing, type Call, DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';

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
/** A new user: with an e-mail unless `contact` names a mobile number, below `upLineId` when given. */
async function createUser(contact: { email?: string; mobile?: string; upLineId?: number } = {}): Promise<number> {
  serial += 1;
  const named = contact.mobile
    ? { mobile: contact.mobile, countryCode: '44' }
    : { email: contact.email ?? `fin${serial}.${Date.now()}@test.example` };
  const answer = await post('account/create', { password: 'secret-pass-1', ...named, upLineId: contact.upLineId }, admin);
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
    assert.equal(filtered.body.data.summary.length, 1, 'one coin filtered: one line');
    const [summary] = filtered.body.data.summary;
    assert.equal(summary.code, 'USDT');
    assert.equal(summary.coinId, usdt);
    assert.equal(summary.count, Number(sums.n));
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
    assert.deepEqual(none.body.data.summary, [], 'nothing matches: no line');
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
    // A line per coin: each coin's sums on its own, and they add up to the records' (a check here, never shown).
    const lines: Json[] = pending.body.data.summary;
    assert.ok(lines.length > 1, 'the pending tab holds several coins');
    assert.equal(new Set(lines.map((l) => l.code)).size, lines.length);
    const added = (name: string) => lines.reduce((sum, l) => sum.plus(l[name]), new Decimal(0));
    assert.equal(
      lines.reduce((n, l) => n + l.count, 0),
      Number(sums.n),
    );
    assert.ok(added('amount').eq(sums.amount));
    assert.ok(added('feeAmount').eq(sums.fee));
    assert.ok(added('actualAmount').eq(sums.actual));
    assert.ok(added('reportAmount').eq(sums.report));
    assert.ok(added('convertAmount').eq(sums.convert));
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

describe('agent chain and review history', () => {
  const adminIdOf = async (account: string) =>
    Number((await one<{ id: number }>('select id from admins where account = $1', [account])).id);
  /** A record's history as the list answers it: what was done, by whom, with what. */
  const historyOf = async (kind: 'deposit' | 'withdrawal', id: number): Promise<Json[]> => {
    const list = await post(`finance/${kind}Record/list`, { id });
    assert.equal(list.status, 200, list.body.msg);
    return list.body.data.records[0].history;
  };
  const events = (history: Json[]) =>
    history.map((h) => ({
      action: h.action,
      adminId: h.adminId,
      account: h.account,
      reason: h.reason,
      remark: h.remark,
      changes: h.changes,
    }));
  const countEvents = () => api.count('finance_record_history');

  test('a record answers its user’s parent and each level of the agent chain with id and name, nearest first', async () => {
    const stamp = Date.now();
    const top = await createUser({ email: `chain-top.${stamp}@test.example` });
    const middle = await createUser({ mobile: String(stamp).slice(-10), upLineId: top });
    const parent = await createUser({ email: `chain-parent.${stamp}@test.example`, upLineId: middle });
    const userId = await createUser({ email: `chain-user.${stamp}@test.example`, upLineId: parent });
    const chain = [
      { level: 0, id: parent, name: `chain-parent.${stamp}@test.example` },
      { level: 1, id: middle, name: String(stamp).slice(-10) },
      { level: 2, id: top, name: `chain-top.${stamp}@test.example` },
    ];
    const deposit = await pendingDeposit(userId, '300', '0');
    assert.deepEqual(deposit.agentChain, chain, 'the answer of the operator deposit');
    assert.equal(deposit.parentUserId, parent);
    assert.equal(deposit.parentUserName, `chain-parent.${stamp}@test.example`);
    assert.equal(deposit.agentId, top);
    const listed = (await post('finance/depositRecord/list', { id: deposit.id })).body.data.records[0];
    assert.deepEqual(listed.agentChain, chain);
    assert.equal((await post('finance/deposit/review', { id: deposit.id, reviewType: 1, reason: 'ok' })).status, 200);
    const id = await newWithdrawal(userId, '100');
    assert.deepEqual((await post('finance/withdrawalRecord/list', { id })).body.data.records[0].agentChain, chain);
    const byAgent = await post('finance/withdrawalRecord/list', { agentId: middle });
    assert.deepEqual(
      byAgent.body.data.records.map((r: Json) => r.id),
      [id],
      'the chain does not change which records a filter finds',
    );

    const root = await pendingDeposit(top, '5', '0');
    assert.deepEqual(root.agentChain, [], 'a user without upline has an empty chain');
    assert.equal(root.parentUserId, null);
  });

  test('every deposit action writes its event with the acting admin; refused actions write none', async () => {
    const financeId = await adminIdOf('finance');
    const adminId = await adminIdOf('admin');
    const userId = await createUser();
    const deposit = await pendingDeposit(userId, '20', '0');
    assert.deepEqual(events(deposit.history), [
      { action: 'created', adminId: financeId, account: 'finance', reason: null, remark: 'test', changes: [] },
    ]);

    const report = await post('finance/deposit/reportAmount/fix', { id: deposit.id, reportAmount: '19.990' }, admin);
    assert.equal(report.status, 200, report.body.msg);
    assert.deepEqual(report.body.data.history.at(-1).changes, [{ field: 'reportAmount', from: '20', to: '19.99' }]);
    assert.equal((await post('finance/deposit/convertAmount/fix', { id: deposit.id, convertAmount: '140.5' })).status, 200);
    const patch = await api.call('PATCH', 'finance/deposit', {
      token: admin,
      body: { id: deposit.id, remark: 'checked', reason: 'slip ok' },
    });
    assert.equal(patch.status, 200, patch.body.msg);

    const before = await countEvents();
    const refused: [string, string, unknown][] = [
      ['POST', 'finance/deposit/review', { id: deposit.id, reviewType: 3, reason: 'x' }],
      ['POST', 'finance/deposit/reportAmount/fix', { id: deposit.id, reportAmount: '-1' }],
      ['POST', 'finance/deposit/convertAmount/fix', { id: 999_999_999, convertAmount: '1' }],
      ['PATCH', 'finance/deposit', { id: deposit.id }],
    ];
    for (const [method, path, body] of refused) {
      const answer = await api.call(method, path, { token: finance, body });
      assert.ok([400, 404].includes(answer.status), `${path}: ${answer.status}`);
    }
    assert.equal(await countEvents(), before, 'a refused call writes no event');

    const approved = await post('finance/deposit/review', { id: deposit.id, reviewType: 1, reason: 'bank slip checked' }, admin);
    assert.equal(approved.status, 200, approved.body.msg);
    const again = await post('finance/deposit/review', { id: deposit.id, reviewType: 2, reason: 'too late' });
    assert.equal(again.status, 409);
    assert.equal(await countEvents(), before + 1, 'the 409 writes no event');

    assert.deepEqual(events(await historyOf('deposit', deposit.id)), [
      { action: 'created', adminId: financeId, account: 'finance', reason: null, remark: 'test', changes: [] },
      {
        action: 'reportAmountFixed',
        adminId,
        account: 'admin',
        reason: null,
        remark: null,
        changes: [{ field: 'reportAmount', from: '20', to: '19.99' }],
      },
      {
        action: 'convertAmountFixed',
        adminId: financeId,
        account: 'finance',
        reason: null,
        remark: null,
        changes: [{ field: 'convertAmount', from: '20', to: '140.5' }],
      },
      {
        action: 'remarkEdited',
        adminId,
        account: 'admin',
        reason: null,
        remark: null,
        changes: [
          { field: 'remark', from: 'test', to: 'checked' },
          { field: 'reason', from: null, to: 'slip ok' },
        ],
      },
      { action: 'approved', adminId, account: 'admin', reason: 'bank slip checked', remark: null, changes: [] },
    ]);
    assert.deepEqual(
      approved.body.data.history.map((h: Json) => h.action),
      ['created', 'reportAmountFixed', 'convertAmountFixed', 'remarkEdited', 'approved'],
      'an action answers the record with its history',
    );

    const deleted = await api.call('DELETE', `finance/depositRecord/${deposit.id}/delete`, { token: finance });
    assert.equal(deleted.status, 200, deleted.body.msg);
    assert.equal((await api.call('DELETE', `finance/depositRecord/${deposit.id}/delete`, { token: finance })).status, 404);
    const last = await one<Json>(
      "select action, admin_id, admin_account from finance_record_history where record_kind = 'deposit' and record_id = $1 order by id desc limit 1",
      [deposit.id],
    );
    assert.deepEqual({ ...last, admin_id: Number(last.admin_id) }, { action: 'deleted', admin_id: financeId, admin_account: 'finance' });
    assert.equal(await countEvents(), before + 2);

    const rejected = await pendingDeposit(userId, '7', '0');
    const rejection = await post('finance/deposit/review', { id: rejected.id, reviewType: 2, reason: 'not received' });
    assert.deepEqual(events(rejection.body.data.history).at(-1), {
      action: 'rejected',
      adminId: financeId,
      account: 'finance',
      reason: 'not received',
      remark: null,
      changes: [],
    });
  });

  test('an operator deposit credited at once is recorded, then approved, by its operator', async () => {
    await setDepositReview(false);
    try {
      const answer = await post('finance/deposit', {
        accountId: await createUser(),
        coinId: usdt,
        amount: '3',
        bonusAmount: '0',
        walletType: 1,
        isShow: 1,
      });
      assert.equal(answer.status, 200, answer.body.msg);
      assert.deepEqual(
        answer.body.data.history.map((h: Json) => [h.action, h.account]),
        [
          ['created', 'finance'],
          ['approved', 'finance'],
        ],
      );
    } finally {
      await setDepositReview(true);
    }
  });

  test('every withdrawal review, approval of four eyes and edit writes its event; refused ones write none', async () => {
    const financeId = await adminIdOf('finance');
    const checker = await api.createStaff(admin, 'historian', [permissionId('withdrawal.review')]);
    const checkerToken = await api.signIn(checker);
    const userId = await fundedUser('20000');
    const large = await newWithdrawal(userId, '15000');
    const first = await post('finance/withdrawal/review', { id: large, withdrawalType: 1, remark: 'first look' });
    assert.equal(first.status, 200, first.body.msg);
    const before = await countEvents();
    assert.equal((await post('finance/withdrawal/review', { id: large, withdrawalType: 1 })).status, 409, 'the same admin twice');
    assert.equal((await post('finance/withdrawal/review', { id: large, withdrawalType: 2 })).status, 400, 'a rejection without reason');
    assert.equal((await api.call('DELETE', `finance/withdrawal/${large}/delete`, { token: finance })).status, 409, 'held: not deleted');
    assert.equal(await countEvents(), before, 'refused calls write no event');
    const second = await post('finance/withdrawal/review', { id: large, withdrawalType: 1, remark: 'called the user' }, checkerToken);
    assert.equal(second.status, 200, second.body.msg);
    assert.deepEqual(events(second.body.data.history), [
      { action: 'firstApproval', adminId: financeId, account: 'finance', reason: null, remark: 'first look', changes: [] },
      { action: 'approved', adminId: checker.id, account: 'historian', reason: null, remark: 'called the user', changes: [] },
    ]);

    const small = await newWithdrawal(userId, '50');
    assert.equal((await post('finance/withdrawal/remark/fix', { id: small, remark: 'asked for proof' })).status, 200);
    assert.equal((await post('finance/withdrawal/reportAmount/fix', { id: small, reportAmount: '49.5' })).status, 200);
    assert.equal((await post('finance/withdrawal/convertAmount/fix', { id: small, convertAmount: '350' }, admin)).status, 200);
    assert.equal(
      (await post('finance/withdrawal/review', { id: small, withdrawalType: 2, reason: 'address on the risk list' })).status,
      200,
    );
    assert.equal((await api.call('DELETE', `finance/withdrawal/${small}/delete`, { token: finance })).status, 200);
    const rows = await api.db.query<Json>(
      `select action, admin_account as account, reason, changes from finance_record_history
       where record_kind = 'withdrawal' and record_id = $1 order by create_date, id`,
      [small],
    );
    assert.deepEqual(
      rows.rows.map((r) => ({ ...r, changes: typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes })),
      [
        { action: 'remarkEdited', account: 'finance', reason: null, changes: [{ field: 'remark', from: null, to: 'asked for proof' }] },
        { action: 'reportAmountFixed', account: 'finance', reason: null, changes: [{ field: 'reportAmount', from: '50', to: '49.5' }] },
        { action: 'convertAmountFixed', account: 'admin', reason: null, changes: [{ field: 'convertAmount', from: '50', to: '350' }] },
        { action: 'rejected', account: 'finance', reason: 'address on the risk list', changes: [] },
        { action: 'deleted', account: 'finance', reason: null, changes: [] },
      ],
    );
  });

  test('automatic payout: submitted by its admin, then confirmed, failed or refused as the provider reports', async () => {
    const financeId = await adminIdOf('finance');
    const by = { adminId: financeId, account: 'finance' };
    const now = () => new Date(api.clock.now());
    const userId = await fundedUser('1000');
    const submit = (id: number) => recordAutoPayout(api.db, { id, provider: 'test', callbackUrl: 'http://127.0.0.1:9/none' }, by, now());
    const report = (key: string, type: 'payout.confirmed' | 'payout.failed', eventId: string, reason?: string) =>
      applyPayoutEvent(api.db, { eventId, type, idempotencyKey: key, reason }, now());

    const paid = await newWithdrawal(userId, '100');
    const paidKey = (await submit(paid)).request.idempotencyKey;
    await report(paidKey, 'payout.confirmed', `evt-paid-${paid}`);
    const before = await countEvents();
    assert.equal((await report(paidKey, 'payout.confirmed', `evt-paid-${paid}`)).duplicate, true);
    assert.equal((await report(paidKey, 'payout.failed', `evt-late-${paid}`, 'late')).applied, false);
    await assert.rejects(submit(paid), /already sent to automatic payout/);
    assert.equal(await countEvents(), before, 'a replayed, late or refused call writes no event');
    assert.deepEqual(events(await historyOf('withdrawal', paid)), [
      { action: 'payoutSubmitted', adminId: financeId, account: 'finance', reason: null, remark: null, changes: [] },
      { action: 'payoutConfirmed', adminId: null, account: null, reason: null, remark: null, changes: [] },
    ]);

    const failed = await newWithdrawal(userId, '100');
    await report((await submit(failed)).request.idempotencyKey, 'payout.failed', `evt-failed-${failed}`, 'address rejected by the chain');
    assert.deepEqual(
      (await historyOf('withdrawal', failed)).map((h) => [h.action, h.account, h.reason]),
      [
        ['payoutSubmitted', 'finance', null],
        ['payoutFailed', null, 'address rejected by the chain'],
      ],
    );

    const refused = await newWithdrawal(userId, '100');
    const refusing = { name: 'test', submit: async () => Promise.reject(new PayoutRefused('unknown address')) };
    await assert.rejects(sendPayout(api.db, refusing, await submit(refused), now), /refused the payout/);
    const record = (await post('finance/withdrawalRecord/list', { id: refused })).body.data.records[0];
    assert.equal(record.status, 0, 'back in review');
    assert.deepEqual(record.approvals, [], 'its approval withdrawn');
    assert.deepEqual(
      record.history.map((h: Json) => [h.action, h.account, h.reason]),
      [
        ['payoutSubmitted', 'finance', null],
        ['payoutRefused', null, 'unknown address'],
      ],
      'the history keeps the withdrawn approval',
    );
    assert.equal(await unreconciled(), 0);
  });

  test('the demo data: every seeded review has its event, and some records were edited after review', async () => {
    const missing = await one<{ n: number }>(
      `select count(*)::int as n from deposits d where d.status in (1, 2) and not exists (
         select 1 from finance_record_history h where h.record_kind = 'deposit' and h.record_id = d.id
           and h.action = case d.status when 1 then 'approved' else 'rejected' end and h.admin_account = d.reviewer)`,
    );
    assert.equal(missing.n, 0);
    const missingWithdrawals = await one<{ n: number }>(
      `select count(*)::int as n from withdrawals w where (w.withdrawal_type = 1 or w.status = 3) and w.status in (1, 2, 3) and not exists (
         select 1 from finance_record_history h where h.record_kind = 'withdrawal' and h.record_id = w.id
           and h.action = case w.status when 1 then 'approved' when 2 then 'rejected' else 'firstApproval' end)`,
    );
    assert.equal(missingWithdrawals.n, 0);
    for (const action of ['created', 'reportAmountFixed', 'remarkEdited', 'convertAmountFixed', 'firstApproval']) {
      assert.ok((await api.count('finance_record_history', 'action = $1', [action])) > 0, `the demo has ${action} events`);
    }
  });

  test('the migration rebuilds, for records made before it, the events their rows still tell of', async () => {
    const sql = readFileSync(new URL('../../src/db/migrations/015_finance_record_history.sql', import.meta.url), 'utf8');
    const backfill = splitStatements(sql).filter((statement) => statement.startsWith('insert into finance_record_history'));
    assert.ok(backfill.length >= 5);
    // Edits leave no trace in the records, and a remark or reason may have changed since: left out.
    const told = `select record_kind, record_id::text as record_id, action, admin_id, admin_account, reason, create_date
      from finance_record_history where action not in ('remarkEdited', 'reportAmountFixed', 'convertAmountFixed')
      order by record_kind, record_id, create_date, action`;
    class Rollback extends Error {
      constructor(readonly compared: { written: unknown[]; rebuilt: unknown[] }) {
        super('rolled back');
      }
    }
    const comparable = (rows: Json[]) =>
      rows.map((r) => ({
        ...r,
        admin_id: r.admin_id === null ? null : Number(r.admin_id),
        create_date: new Date(r.create_date).toISOString(),
      }));
    const outcome = await api.db
      .transaction(async (tx) => {
        const written = comparable((await tx.query<Json>(told)).rows);
        await tx.query('delete from finance_record_history');
        for (const statement of backfill) await tx.query(statement);
        throw new Rollback({ written, rebuilt: comparable((await tx.query<Json>(told)).rows) });
      })
      .catch((error) => (error instanceof Rollback ? error.compared : Promise.reject(error)));
    assert.ok(outcome.written.length > 100);
    assert.deepEqual(outcome.rebuilt, outcome.written);
  });
});
