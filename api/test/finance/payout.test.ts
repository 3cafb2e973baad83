import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import Decimal from 'decimal.js';
import { recordAutoPayout } from '../../src/modules/finance/payout/payouts';
import { RETRY_AFTER_MS, resubmitUnacknowledgedPayouts } from '../../src/modules/finance/payout/reconcile';
import { callbackUrl } from '../../src/modules/finance/payout/routes';
import { stopPayoutSimulator } from '../../src/modules/finance/payout/simulated-provider';
import { requestWithdrawal } from '../../src/modules/finance/withdrawals/request';
import { DEMO, type Json, startTestApi, type TestApi } from '../helpers';

// Read when first used: a fixed key keeps the test from writing a development key file, and the
// simulator answers quickly.
process.env.CONSOLE_SECRET_KEY = 'payout-test-secret-key-0123456789';
process.env.PAYOUT_SIMULATOR_DELAY_MS = '30';

const WEBHOOK_SECRET = 'whsec-test-0123456789abcdef';

let api: TestApi;
let admin: string;
let finance: string;
let financeId: number;
let usdt: number;

before(async () => {
  api = await startTestApi();
  // The simulator calls the webhook over HTTP: the API must listen.
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await api.signIn(DEMO.admin);
  finance = await api.signIn(DEMO.finance);
  usdt = (await one<{ id: number }>("select id from coins where code = 'USDT'")).id;
  financeId = Number((await one<{ id: number }>("select id from admins where account = 'finance'")).id);
  const saved = await api.call('PUT', 'third-party/wallet/api-setting', {
    token: admin,
    body: {
      depositBaseUrl: '',
      withdrawBaseUrl: '',
      merchantId: 'MCH-TEST',
      webhookSecret: WEBHOOK_SECRET,
      isAutoReplacedAfterDeposit: 0,
      isDepositAllowedAfterReplaced: 1,
    },
  });
  assert.equal(saved.status, 200, saved.body.msg);
});
// The simulator's server and timers are unref'd: they end with the test process.
after(() => api.close());

const post = (path: string, body: unknown, token = finance) => api.call('POST', path, { token, body });
const autoReview = (id: number, token = finance) => api.call('POST', `finance/withdrawal/auto/review/${id}`, { token });

async function one<T = Json>(sql: string, params: unknown[] = []): Promise<T> {
  return (await api.db.query<T>(sql, params)).rows[0];
}

let serial = 0;
async function fundedUser(amount: string): Promise<number> {
  serial += 1;
  const created = await post('account/create', { password: 'secret-pass-1', email: `payout${serial}.${Date.now()}@test.example` }, admin);
  assert.equal(created.status, 200, created.body.msg);
  const userId = created.body.data.id;
  const deposit = await post('finance/deposit', {
    accountId: userId,
    coinId: usdt,
    amount,
    bonusAmount: '0',
    walletType: 1,
    isShow: 1,
    remark: 't',
  });
  assert.equal(deposit.status, 200, deposit.body.msg);
  if (deposit.body.data.status === 0) {
    const review = await post('finance/deposit/review', { id: deposit.body.data.id, reviewType: 1, reason: 'received' });
    assert.equal(review.status, 200, review.body.msg);
  }
  return userId;
}

async function newWithdrawal(userId: number, amount: string, address = 'TPayoutTestAddress01'): Promise<number> {
  return api.db.transaction((tx) =>
    requestWithdrawal(
      tx,
      { userId, coinId: usdt, walletType: 1, amount, address, blockChain: 'TRC20', createDate: new Date(api.clock.now()) },
      { checkAccount: false },
    ),
  );
}

async function wallet(userId: number) {
  const row = await one<{ balance: string; frozen: string }>(
    'select balance::text as balance, frozen_balance::text as frozen from user_wallets where user_id = $1 and coin_id = $2 and wallet_type = 1',
    [userId, usdt],
  );
  return { balance: new Decimal(row.balance), frozen: new Decimal(row.frozen) };
}

/** Wallets whose amounts differ from the sum of their change log: none, always. */
async function unreconciled(): Promise<number> {
  const row = await one<{ n: number }>(
    `select count(*)::int as n from user_wallets w
     where w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)
        or w.frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'frozen_balance'), 0)`,
  );
  return row.n;
}

async function record(id: number): Promise<Json> {
  const list = await post('finance/withdrawalRecord/list', { id });
  assert.equal(list.status, 200, list.body.msg);
  return list.body.data.records.find((r: Json) => r.id === id);
}

/** Waits until the provider's webhook has settled the withdrawal (it leaves status 4). */
async function settled(id: number): Promise<Json> {
  for (let i = 0; i < 200; i++) {
    const { status } = await one<{ status: number }>('select status from withdrawals where id = $1', [id]);
    if (status !== 4) return record(id);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`withdrawal ${id} was not settled by the simulator`);
}

/** What a provider sends: a signed webhook call, with the body's exact bytes. */
function webhook(event: Record<string, unknown>, opts: { secret?: string; timestamp?: number; signature?: string | null } = {}) {
  const body = JSON.stringify(event);
  const timestamp = String(opts.timestamp ?? Math.floor(api.clock.now() / 1000));
  const signature = `sha256=${createHmac('sha256', opts.secret ?? WEBHOOK_SECRET)
    .update(`${timestamp}.${body}`)
    .digest('hex')}`;
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-payout-timestamp': timestamp };
  if (opts.signature !== null) headers['x-payout-signature'] = opts.signature ?? signature;
  return api.app
    .inject({ method: 'POST', url: '/api/third-party/wallet/webhook', payload: body, headers, remoteAddress: '127.0.0.1' })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
}

/** A payout recorded as submitted, with no provider involved: only the webhooks of the test settle it. */
async function submittedPayout(amount = '50'): Promise<{ userId: number; id: number; key: string }> {
  const userId = await fundedUser('100');
  const id = await newWithdrawal(userId, amount);
  const submitted = await recordAutoPayout(
    api.db,
    { id, provider: 'simulated', callbackUrl: 'http://127.0.0.1:1/unused' },
    { adminId: financeId, account: 'finance' },
    new Date(api.clock.now()),
  );
  return { userId, id, key: submitted.request.idempotencyKey };
}

async function debits(id: number): Promise<Json[]> {
  return (
    await api.db.query(
      `select field, change_type, change_balance::text as change from wallet_change_log where reference = $1 and change_type <> 'withdrawal_freeze' order by id`,
      [`withdrawal:${id}`],
    )
  ).rows;
}

describe('automatic payout', () => {
  test('auto review submits to the simulator, whose signed webhook confirms: exactly one debit', async () => {
    const userId = await fundedUser('100');
    const id = await newWithdrawal(userId, '40');
    assert.deepEqual(await wallet(userId), { balance: new Decimal(60), frozen: new Decimal(40) });

    const answer = await autoReview(id);
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.data.status, 4, 'paying out');
    assert.equal(answer.body.data.withdrawalType, 2);
    assert.equal(answer.body.data.payout.provider, 'simulated');
    assert.deepEqual(
      answer.body.data.approvals.map((a: Json) => a.account),
      ['finance'],
      'automatic payout is the approval of its admin',
    );

    const done = await settled(id);
    assert.equal(done.status, 1);
    assert.equal(done.withdrawalType, 2);
    assert.equal(done.payout.status, 'confirmed');
    assert.match(done.payout.externalId, /^SIM-/);
    assert.match(done.payout.txHash, /^0x[0-9a-f]{64}$/);
    assert.equal(done.txHash, done.payout.txHash);
    assert.ok(new Decimal(done.payout.amount).eq(done.actualAmount), 'the user receives the actual amount');
    assert.ok(done.payout.lastEventId);
    assert.ok(done.payout.settleDate);

    const w = await wallet(userId);
    assert.ok(w.balance.eq(60) && w.frozen.eq(0), `${w.balance} / ${w.frozen}`);
    assert.deepEqual(await debits(id), [{ field: 'frozen_balance', change_type: 'withdrawal', change: '-40.000000000000000000' }]);
    assert.equal(await unreconciled(), 0);

    // A replay of the delivered event (same event id, freshly signed) is answered 200 and changes nothing.
    const replay = await webhook({
      eventId: done.payout.lastEventId,
      type: 'payout.confirmed',
      idempotencyKey: (await one<{ k: string }>('select idempotency_key as k from payouts where withdrawal_id = $1', [id])).k,
    });
    assert.equal(replay.status, 200, replay.body.msg);
    assert.deepEqual(replay.body.data, { eventId: done.payout.lastEventId, duplicate: true, applied: false });
    // Another confirmation of the same payout under a new event id: received, not applied.
    const again = await webhook({
      eventId: 'another-event',
      type: 'payout.confirmed',
      idempotencyKey: (await one<{ k: string }>('select idempotency_key as k from payouts where withdrawal_id = $1', [id])).k,
    });
    assert.equal(again.status, 200);
    assert.equal(again.body.data.applied, false);
    assert.equal((await debits(id)).length, 1);
    assert.ok((await wallet(userId)).balance.eq(60));

    const second = await autoReview(id);
    assert.equal(second.status, 409);
    assert.match(second.body.msg, /already sent to automatic payout/);
    const manual = await post('finance/withdrawal/review', { id, withdrawalType: 2, reason: 'too late' });
    assert.equal(manual.status, 409);
  });

  test('a payout the provider fails is rejected and the held amount returned, once', async () => {
    const userId = await fundedUser('100');
    const id = await newWithdrawal(userId, '30', 'FAILaddress0001');
    const answer = await autoReview(id);
    assert.equal(answer.status, 200, answer.body.msg);
    const done = await settled(id);
    assert.equal(done.status, 2);
    assert.match(done.reason, /^Automatic payout failed: address rejected by the chain/);
    assert.equal(done.payout.status, 'failed');
    assert.equal(done.payout.failureReason, 'address rejected by the chain');
    const w = await wallet(userId);
    assert.ok(w.balance.eq(100) && w.frozen.eq(0));
    assert.deepEqual(
      (await debits(id)).map((d) => `${d.field} ${d.change_type}`),
      ['frozen_balance withdrawal_unfreeze', 'balance withdrawal_unfreeze'],
    );
    assert.equal(await unreconciled(), 0);
    assert.equal((await autoReview(id)).status, 409, 'a rejected withdrawal is not paid out');
  });

  test('a submission the provider refuses pays nothing and returns the withdrawal to review', async () => {
    const userId = await fundedUser('100');
    const id = await newWithdrawal(userId, '20', 'REFUSEaddress01');
    const answer = await autoReview(id);
    assert.equal(answer.status, 502);
    assert.match(answer.body.msg, /refused the payout/);
    const w = await record(id);
    assert.equal(w.status, 0);
    assert.equal(w.withdrawalType, null);
    assert.deepEqual(w.approvals, []);
    assert.equal(w.payout.status, 'failed');
    assert.match(w.payout.failureReason, /refused at submission/);
    assert.ok((await wallet(userId)).frozen.eq(20), 'still held for review');
    const rejected = await post('finance/withdrawal/review', { id, withdrawalType: 2, reason: 'unpayable address' });
    assert.equal(rejected.status, 200, rejected.body.msg);
  });

  test('forged, unsigned and stale webhooks are refused with 401 and change nothing', async () => {
    const { userId, id, key } = await submittedPayout();
    const event = { eventId: 'evt-forgery', type: 'payout.confirmed', idempotencyKey: key };
    const before = await wallet(userId);

    const forged = await webhook(event, { secret: 'not-the-secret' });
    assert.equal(forged.status, 401);
    assert.match(forged.body.msg, /signature does not match/);
    assert.equal((await webhook(event, { signature: null })).status, 401);
    assert.equal((await webhook(event, { signature: 'sha256=00' })).status, 401);
    const stale = await webhook(event, { timestamp: Math.floor(api.clock.now() / 1000) - 6 * 60 });
    assert.equal(stale.status, 401);
    assert.match(stale.body.msg, /replay/);
    // A body changed after signing: the signature no longer matches.
    const timestamp = String(Math.floor(api.clock.now() / 1000));
    const signed = `sha256=${createHmac('sha256', WEBHOOK_SECRET)
      .update(`${timestamp}.${JSON.stringify(event)}`)
      .digest('hex')}`;
    const tampered = await api.app.inject({
      method: 'POST',
      url: '/api/third-party/wallet/webhook',
      payload: JSON.stringify({ ...event, type: 'payout.failed' }),
      headers: { 'content-type': 'application/json', 'x-payout-timestamp': timestamp, 'x-payout-signature': signed },
    });
    assert.equal(tampered.statusCode, 401);

    assert.deepEqual(await wallet(userId), before);
    assert.equal((await record(id)).status, 4);
    assert.equal(await api.count('payout_webhook_events', 'event_id = $1', ['evt-forgery']), 0);
    assert.ok(await api.count('backstage_log', "api_url like '%third-party/wallet/webhook%' and result = 0"), 'refusals are logged');

    // The same event, properly signed and fresh, is applied.
    const genuine = await webhook(event);
    assert.equal(genuine.status, 200, genuine.body.msg);
    assert.equal(genuine.body.data.applied, true);
    assert.equal((await record(id)).status, 1);
  });

  test('concurrent duplicate webhooks settle the payout once', async () => {
    const { userId, id, key } = await submittedPayout('50');
    const calls = [
      ...Array.from({ length: 6 }, () => webhook({ eventId: 'evt-dup', type: 'payout.confirmed', idempotencyKey: key, txHash: '0xabc' })),
      webhook({ eventId: 'evt-other', type: 'payout.confirmed', idempotencyKey: key }),
      webhook({ eventId: 'evt-late-failure', type: 'payout.failed', idempotencyKey: key, reason: 'x' }),
    ];
    const answers = await Promise.all(calls);
    for (const a of answers) assert.equal(a.status, 200, a.body.msg);
    assert.equal(answers.filter((a) => a.body.data.applied).length, 1, 'one event applied');
    assert.equal(answers.filter((a) => a.body.data.duplicate).length, 5, 'five replays of evt-dup');
    assert.equal((await debits(id)).length, 1);
    const w = await wallet(userId);
    assert.ok(w.frozen.eq(0));
    assert.equal(await unreconciled(), 0);
    assert.equal(await api.count('payout_webhook_events', 'payout_id = (select id from payouts where idempotency_key = $1)', [key]), 3);
  });

  test('the provider is not an admin: the IP whitelist that keeps admins out does not stop its signed webhook', async () => {
    const { id, key } = await submittedPayout('20');
    // Only one office address may reach the console; the provider calls from elsewhere (127.0.0.1 here).
    const saved = (await api.db.query<{ ip: string; remark: string }>('select ip, remark from ip_whitelist')).rows;
    await api.db.query('delete from ip_whitelist');
    await api.db.query(`insert into ip_whitelist (ip, remark) values ('203.0.113.7', 'office')`);
    try {
      assert.equal((await api.call('GET', 'application/version', { ip: '127.0.0.1' })).status, 403, 'admins outside the list are refused');
      const answer = await webhook({ eventId: 'evt-whitelist', type: 'payout.confirmed', idempotencyKey: key, txHash: '0xdef' });
      assert.equal(answer.status, 200, answer.body.msg);
      assert.equal((await one<{ status: number }>('select status from withdrawals where id = $1', [id])).status, 1);
      assert.equal(
        (await webhook({ eventId: 'evt-forged', type: 'payout.confirmed', idempotencyKey: key }, { secret: 'wrong' })).status,
        401,
      );
    } finally {
      await api.db.query('delete from ip_whitelist');
      for (const entry of saved) await api.db.query('insert into ip_whitelist (ip, remark) values ($1, $2)', [entry.ip, entry.remark]);
    }
  });

  test('a webhook for an unknown payout is 404; a malformed event is 400', async () => {
    const unknown = await webhook({ eventId: 'evt-unknown', type: 'payout.confirmed', idempotencyKey: 'no-such-key' });
    assert.equal(unknown.status, 404);
    const { key } = await submittedPayout('10');
    const malformed = await webhook({ eventId: 'evt-bad', type: 'payout.maybe', idempotencyKey: key });
    assert.equal(malformed.status, 400);
  });

  test('without the permission it is 403 and nothing changes', async () => {
    const reviewer = await api.createStaff(admin, 'manualonly', [permissionId('withdrawal.list'), permissionId('withdrawal.review')]);
    const token = await api.signIn(reviewer);
    const userId = await fundedUser('100');
    const id = await newWithdrawal(userId, '10');
    const refused = await autoReview(id, token);
    assert.equal(refused.status, 403);
    assert.equal((await record(id)).status, 0);
    assert.equal(await api.count('payouts', 'withdrawal_id = $1', [id]), 0);
    const auditor = await api.signIn(DEMO.auditor);
    assert.equal((await autoReview(id, auditor)).status, 403);
  });

  test('four eyes: above the dual-approval amount, automatic payout is the second approval of a different admin', async () => {
    const checker = await api.createStaff(admin, 'payoutchecker', [
      permissionId('withdrawal.review'),
      permissionId('withdrawal.autoReview'),
    ]);
    const checkerToken = await api.signIn(checker);
    const userId = await fundedUser('20000');
    const id = await newWithdrawal(userId, '15000');
    const alone = await autoReview(id);
    assert.equal(alone.status, 409);
    assert.match(alone.body.msg, /needs two approvals/);
    assert.equal(await api.count('payouts', 'withdrawal_id = $1', [id]), 0);

    assert.equal((await post('finance/withdrawal/review', { id, withdrawalType: 1 })).status, 200);
    const same = await autoReview(id);
    assert.equal(same.status, 409);
    assert.match(same.body.msg, /second, different admin/);

    const second = await autoReview(id, checkerToken);
    assert.equal(second.status, 200, second.body.msg);
    assert.deepEqual(
      second.body.data.approvals.map((a: Json) => a.account),
      ['finance', 'payoutchecker'],
    );
    const done = await settled(id);
    assert.equal(done.status, 1);
    assert.ok((await wallet(userId)).frozen.eq(0));
  });

  test('a withdrawal in payout cannot be deleted or reviewed by hand', async () => {
    const { id } = await submittedPayout('15');
    const deleted = await api.call('DELETE', `finance/withdrawal/${id}/delete`, { token: finance });
    assert.equal(deleted.status, 409);
    const review = await post('finance/withdrawal/review', { id, withdrawalType: 1 });
    assert.equal(review.status, 409);
    assert.match(review.body.msg, /sent to automatic payout/);
    const list = await post('finance/withdrawalRecord/list', { status: 4 });
    assert.equal(list.status, 200, list.body.msg);
    assert.ok(list.body.data.records.some((r: Json) => r.id === id));
  });

  test('a payout whose submission got no answer is sent again with its key and settled once by the webhook', async () => {
    // Recorded as submitted, but the provider never answered (here: never called).
    const { userId, id, key } = await submittedPayout('12');
    const before = await wallet(userId);
    const services = { db: api.db, clock: api.clock.now, production: false, loginRateLimit: 1000 };
    const callback = callbackUrl(api.app.server);
    try {
      // Payouts of earlier tests may be sent too: only this one is looked at.
      assert.ok(!(await resubmitUnacknowledgedPayouts(services, callback)).sent.includes(id), 'too early to send again');
      api.clock.advance(RETRY_AFTER_MS + 1000);
      const resent = await resubmitUnacknowledgedPayouts(services, callback);
      assert.ok(resent.sent.includes(id) && resent.acknowledged.includes(id), JSON.stringify(resent));
      const payout = await one<{ external_id: string | null; idempotency_key: string }>(
        'select external_id, idempotency_key from payouts where withdrawal_id = $1',
        [id],
      );
      assert.equal(payout.idempotency_key, key, 'sent with the key it was recorded with');
      assert.match(payout.external_id ?? '', /^SIM-/);
      const done = await settled(id);
      assert.equal(done.status, 1);
      assert.deepEqual(
        (await debits(id)).map((d) => d.field),
        ['frozen_balance'],
        'the held amount is paid out once',
      );
      assert.ok((await wallet(userId)).frozen.equals(before.frozen.minus('12')));
      api.clock.advance(RETRY_AFTER_MS + 1000);
      assert.ok(!(await resubmitUnacknowledgedPayouts(services, callback)).sent.includes(id), 'a settled payout is left alone');
      assert.equal(await unreconciled(), 0);
    } finally {
      await stopPayoutSimulator(services);
    }
  });
});
