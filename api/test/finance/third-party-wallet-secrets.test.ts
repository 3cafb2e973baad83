import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { recordAutoPayout } from '../../src/modules/finance/payout/payouts';
import { type PayoutRequest, registerPayoutProvider } from '../../src/modules/finance/payout/provider';
import { requestWithdrawal } from '../../src/modules/finance/withdrawals/request';
import { DEMO, type Json, startTestApi, type TestApi } from '../helpers';

// Read when first used: a fixed key keeps the test from writing a development key file, and the
// simulator answers quickly.
process.env.CONSOLE_SECRET_KEY = 'wallet-secrets-test-key-0123456789';
process.env.PAYOUT_SIMULATOR_DELAY_MS = '30';

const BASE = {
  depositBaseUrl: 'https://deposit.example/api',
  withdrawBaseUrl: 'https://payout.example/api',
  merchantId: 'MCH-CLEAR',
  isAutoReplacedAfterDeposit: 0,
  isDepositAllowedAfterReplaced: 1,
};
const SECRETS = { apiKey: 'ak_test_clear_0000aaaa', apiSecret: 'sk_test_clear_0000bbbb', webhookSecret: 'whsec_test_clear_cccc' };

/** A test provider whose calls carry the API key and secret, as a real wallet service's would. */
const KEYED_PROVIDER = 'keyed-test';
const keyedSubmissions: PayoutRequest[] = [];
registerPayoutProvider(KEYED_PROVIDER, () => ({
  name: KEYED_PROVIDER,
  needsApiCredentials: true,
  async submit(request) {
    keyedSubmissions.push(request);
    return { externalId: `KEYED-${keyedSubmissions.length}` };
  },
}));

/** A console API with the demo data, its admin signed in, and the calls these tests make. */
async function walletApi() {
  const api = await startTestApi();
  // Automatic payout needs a callback address: the API listens.
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await api.signIn(DEMO.admin);
  const usdt = (await api.db.query<{ id: number }>("select id from coins where code = 'USDT'")).rows[0].id;
  const settings = (body: unknown) => api.call('PUT', 'third-party/wallet/api-setting', { token: admin, body });
  const stored = async () =>
    (
      await api.db.query<Record<string, string | null>>(
        'select api_key_encrypted, api_secret_encrypted, webhook_secret_encrypted from third_party_wallet_settings where id = 1',
      )
    ).rows[0];
  let serial = 0;
  /** A pending withdrawal of 25 USDT of a new user funded with 100. */
  const pendingWithdrawal = async (): Promise<number> => {
    serial += 1;
    const created = await api.call('POST', 'account/create', {
      token: admin,
      body: { password: 'secret-pass-1', email: `clear${serial}.${Date.now()}@test.example` },
    });
    assert.equal(created.status, 200, created.body.msg);
    const userId = created.body.data.id;
    const deposit = await api.call('POST', 'finance/deposit', {
      token: admin,
      body: { accountId: userId, coinId: usdt, amount: '100', bonusAmount: '0', walletType: 1, isShow: 1 },
    });
    assert.equal(deposit.status, 200, deposit.body.msg);
    if (deposit.body.data.status === 0) {
      const review = await api.call('POST', 'finance/deposit/review', {
        token: admin,
        body: { id: deposit.body.data.id, reviewType: 1, reason: 'received' },
      });
      assert.equal(review.status, 200, review.body.msg);
    }
    const withdrawal = { userId, coinId: usdt, walletType: 1, amount: '25', address: 'TClearSecretTest01', blockChain: 'TRC20' };
    return api.db.transaction((tx) =>
      requestWithdrawal(tx, { ...withdrawal, createDate: new Date(api.clock.now()) }, { checkAccount: false }),
    );
  };
  const autoReview = (id: number) => api.call('POST', `finance/withdrawal/auto/review/${id}`, { token: admin });
  const withdrawalStatus = async (id: number) =>
    (await api.db.query<{ status: number }>('select status from withdrawals where id = $1', [id])).rows[0].status;
  return { api, admin, settings, stored, pendingWithdrawal, autoReview, withdrawalStatus };
}

/** A webhook call as the provider makes it, signed with `secret` (none: unsigned). */
function webhook(api: TestApi, event: Record<string, unknown>, secret: string | null) {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(api.clock.now() / 1000));
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-payout-timestamp': timestamp };
  if (secret) headers['x-payout-signature'] = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return api.app
    .inject({ method: 'POST', url: '/api/third-party/wallet/webhook', payload: body, headers, remoteAddress: '127.0.0.1' })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
}

let simulated: Awaited<ReturnType<typeof walletApi>>;
before(async () => {
  simulated = await walletApi();
});
// The simulator's server and timers are unref'd: they end with the test process.
after(() => simulated.api.close());

describe('clearing third-party wallet secrets', () => {
  test('a cleared secret is removed and answered as not set; the others stay; the log names what was cleared', async () => {
    const { api, settings, stored } = simulated;
    const saved = await settings({ ...BASE, ...SECRETS });
    assert.equal(saved.status, 200, saved.body.msg);
    const before = await stored();

    const cleared = await settings({ ...BASE, clear: ['apiSecret'] });
    assert.equal(cleared.status, 200, cleared.body.msg);
    assert.deepEqual(cleared.body.data.apiSecret, { configured: false, masked: null });
    assert.deepEqual(cleared.body.data.apiKey, { configured: true, masked: '••••aaaa' });
    assert.deepEqual(cleared.body.data.webhookSecret, { configured: true, masked: '••••cccc' });
    const after = await stored();
    assert.equal(after.api_secret_encrypted, '', 'cleared, and told apart from never saved');
    assert.equal(after.api_key_encrypted, before.api_key_encrypted);
    assert.equal(after.webhook_secret_encrypted, before.webhook_secret_encrypted);
    const read = await api.call('GET', 'third-party/wallet/api-setting', { token: simulated.admin });
    assert.deepEqual(read.body.data.apiSecret, { configured: false, masked: null });

    const both = await settings({ ...BASE, clear: ['apiKey', 'webhookSecret'] });
    assert.equal(both.status, 200, both.body.msg);
    for (const name of ['apiKey', 'apiSecret', 'webhookSecret'])
      assert.deepEqual(both.body.data[name], { configured: false, masked: null });
    // Clearing what is not set changes nothing and is no error.
    assert.equal((await settings({ ...BASE, clear: ['apiSecret'] })).status, 200);

    const again = await settings({ ...BASE, apiSecret: 'sk_test_clear_again_dddd' });
    assert.deepEqual(again.body.data.apiSecret, { configured: true, masked: '••••dddd' });

    const { rows } = await api.db.query<{ req_log: string }>(
      "select req_log from backstage_log where api_url = '/api/third-party/wallet/api-setting' and req_log like '%clear%' order by id",
    );
    assert.match(rows[0].req_log, /"clear":\["apiSecret"\]/);
    assert.match(rows[1].req_log, /"clear":\["apiKey","webhookSecret"\]/);
    assert.ok(!JSON.stringify(rows).includes('sk_test_clear_again_dddd'));
  });

  test('a bad clear is a 400 naming it and changes nothing', async () => {
    const { api, settings } = simulated;
    // The settings row as stored (background jobs may write other tables meanwhile).
    const row = async () => (await api.db.query('select * from third_party_wallet_settings')).rows;
    const refused = async (body: Json, field: string) => {
      const state = await row();
      const answer = await settings({ ...BASE, merchantId: 'MCH-REFUSED', ...body });
      assert.equal(answer.status, 400, answer.body.msg);
      assert.ok(
        answer.body.data.fields.some((f: Json) => f.path === field),
        `names ${field}: ${answer.body.msg}`,
      );
      assert.deepEqual(await row(), state);
      return answer;
    };
    await refused({ clear: ['password'] }, 'clear.0');
    await refused({ clear: 'apiKey' }, 'clear');
    await refused({ clear: ['apiKey', 'apiKey'] }, 'clear');
    const both = await refused({ apiKey: 'ak_sent_and_cleared_1', clear: ['apiKey'] }, 'clear');
    assert.match(both.body.msg, /apiKey is both sent and cleared/);
    // A blank secret is "keep": it may be sent beside a clear of the same secret.
    assert.equal((await settings({ ...BASE, apiKey: '  ', clear: ['apiKey'] })).status, 200);
  });
});

describe('what reads the secrets when they are cleared', () => {
  test('without a webhook secret every webhook call is refused (503) saying so, and changes nothing', async () => {
    const { api, settings } = simulated;
    assert.equal((await settings({ ...BASE, webhookSecret: SECRETS.webhookSecret })).status, 200);
    const id = await simulated.pendingWithdrawal();
    const admin = (await api.db.query<{ id: number }>("select id from admins where account = 'admin'")).rows[0];
    const { request } = await recordAutoPayout(
      api.db,
      { id, provider: 'simulated', callbackUrl: 'http://127.0.0.1:1/unused' },
      { adminId: Number(admin.id), account: 'admin' },
      new Date(api.clock.now()),
    );
    const event = { eventId: 'evt-after-clear', type: 'payout.confirmed', idempotencyKey: request.idempotencyKey };

    assert.equal((await settings({ ...BASE, clear: ['webhookSecret'] })).status, 200);
    for (const secret of [SECRETS.webhookSecret, null, 'guessed']) {
      const answer = await webhook(api, event, secret);
      assert.equal(answer.status, 503, answer.body.msg);
      assert.match(answer.body.msg, /No webhook secret is set .*cleared.*every call is refused/);
    }
    assert.equal(await simulated.withdrawalStatus(id), 4, 'still paying out');
    assert.equal(await api.count('payout_webhook_events', 'event_id = $1', ['evt-after-clear']), 0);

    // A new secret: the provider's next delivery, signed with it, settles the payout.
    assert.equal((await settings({ ...BASE, webhookSecret: 'whsec_test_new_eeee' })).status, 200);
    const settled = await webhook(api, event, 'whsec_test_new_eeee');
    assert.equal(settled.status, 200, settled.body.msg);
    assert.equal(settled.body.data.applied, true);
    assert.equal(await simulated.withdrawalStatus(id), 1);
  });

  test('automatic payout is refused (409) while the webhook secret is cleared, recording nothing; the simulator does not make a new one', async () => {
    const { api, settings, stored, autoReview } = simulated;
    assert.equal((await settings({ ...BASE, clear: ['webhookSecret'] })).status, 200);
    const id = await simulated.pendingWithdrawal();
    const refused = await autoReview(id);
    assert.equal(refused.status, 409, refused.body.msg);
    assert.match(refused.body.msg, /No webhook secret is set \(never saved, or cleared\)/);
    assert.equal(await simulated.withdrawalStatus(id), 0, 'still pending, for manual review');
    assert.equal(await api.count('payouts', 'withdrawal_id = $1', [id]), 0);
    assert.equal(await api.count('withdrawal_approvals', 'withdrawal_id = $1', [id]), 0);
    assert.equal((await stored()).webhook_secret_encrypted, '', 'an admin’s clear stands');

    // Never saved (a new development database): the simulator's secret is made on first use.
    await api.db.query('update third_party_wallet_settings set webhook_secret_encrypted = null where id = 1');
    const paid = await autoReview(id);
    assert.equal(paid.status, 200, paid.body.msg);
    assert.equal(paid.body.data.status, 4);
    assert.match(String((await stored()).webhook_secret_encrypted), /^v1:/);
  });
});

describe('a provider that calls with the API key and secret', () => {
  let keyed: Awaited<ReturnType<typeof walletApi>>;
  const provider = process.env.PAYOUT_PROVIDER;
  before(async () => {
    // Chosen when the API first needs a provider: this API's automatic payouts go through the keyed one.
    process.env.PAYOUT_PROVIDER = KEYED_PROVIDER;
    keyed = await walletApi();
  });
  after(async () => {
    if (provider === undefined) delete process.env.PAYOUT_PROVIDER;
    else process.env.PAYOUT_PROVIDER = provider;
    await keyed.api.close();
  });

  test('automatic payout is refused (409) while the API secret or key is cleared, sending and recording nothing', async () => {
    const { api, settings, autoReview } = keyed;
    assert.equal((await settings({ ...BASE, ...SECRETS })).status, 200);
    const id = await keyed.pendingWithdrawal();

    for (const [cleared, named] of [
      ['apiSecret', 'API secret'],
      ['apiKey', 'API key'],
    ] as const) {
      assert.equal((await settings({ ...BASE, ...SECRETS, [cleared]: undefined, clear: [cleared] })).status, 200);
      const refused = await autoReview(id);
      assert.equal(refused.status, 409, refused.body.msg);
      assert.equal(refused.body.msg.startsWith(`No ${named} is set (never saved, or cleared)`), true, refused.body.msg);
      assert.match(refused.body.msg, /review the withdrawal manually/);
      assert.equal(await keyed.withdrawalStatus(id), 0);
      assert.equal(await api.count('payouts', 'withdrawal_id = $1', [id]), 0);
      assert.equal(keyedSubmissions.length, 0, 'the provider was not called');
    }

    assert.equal((await settings({ ...BASE, ...SECRETS })).status, 200);
    const sent = await autoReview(id);
    assert.equal(sent.status, 200, sent.body.msg);
    assert.equal(sent.body.data.payout.provider, KEYED_PROVIDER);
    assert.equal(sent.body.data.payout.externalId, 'KEYED-1');
    assert.deepEqual(
      keyedSubmissions.map((r) => r.withdrawalId),
      [id],
    );
  });
});
