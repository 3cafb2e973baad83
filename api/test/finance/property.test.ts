import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Decimal from 'decimal.js';
import { transferBetweenWallets } from '../../src/modules/finance/transfers';
import { requestWithdrawal } from '../../src/modules/finance/withdrawals/request';
import { ApiError } from '../../src/http/errors';
import { Prng } from '../../src/seed/prng';
import { DEMO, startTestApi, type TestApi } from '../helpers';

/**
 * No sequence of money movements, however interleaved, creates or loses money: random deposits (approved
 * or rejected), withdrawals (approved or rejected), staff freezes and thaws and wallet transfers, run a few
 * at a time, each either applied whole or refused (409), and afterwards every wallet equals the sum of its
 * change log, no amount is negative, and each user holds exactly what came in less what was paid out.
 */

let api: TestApi;
let admin: string;
let usdt: number;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  usdt = Number((await api.db.query<{ id: number }>("select id from coins where code = 'USDT'")).rows[0].id);
  await api.db.query('update finance_settings set withdraw_need_kyc = 0, withdraw_need_pwd = 0, deposit_need_review = 1 where id = 1');
});
after(() => api.close());

const post = (path: string, body: unknown) => api.call('POST', path, { token: admin, body });

/** Everything a user holds in USDT, in every wallet and every amount (available, held, frozen by staff). */
async function holdings(userId: number): Promise<Decimal> {
  const { rows } = await api.db.query<{ s: string }>(
    `select coalesce(sum(balance + frozen_balance + backstage_frozen_balance), 0)::text as s from user_wallets where user_id = $1 and coin_id = $2`,
    [userId, usdt],
  );
  return new Decimal(rows[0].s);
}

test('random concurrent deposits, withdrawals, freezes and transfers: every wallet reconciles and money is conserved', async () => {
  const prng = new Prng(20_261_122);
  const users: number[] = [];
  for (let i = 0; i < 4; i++) {
    const created = await post('account/create', { password: 'secret-pass-1', email: `property${i}.${Date.now()}@test.example` });
    assert.equal(created.status, 200, created.body.msg);
    users.push(created.body.data.id);
  }
  /** What each user should hold: approved deposits in (amount plus bonus), approved withdrawals out. */
  const expected = new Map(users.map((u) => [u, new Decimal(0)]));
  const outcomes = { applied: 0, refused: 0 };
  const amount = (min: number, max: number) => prng.amount(min, max, 2);

  /** A refusal because there is not enough (409) is an outcome; anything else fails the test. */
  const refusedOr = async (work: () => Promise<void>) => {
    try {
      await work();
      outcomes.applied++;
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 409) outcomes.refused++;
      else throw error;
    }
  };
  const ok = (answer: { status: number; body: { msg: string } }) => {
    if (answer.status === 409) throw new ApiError(409, answer.body.msg);
    assert.equal(answer.status, 200, answer.body.msg);
  };

  const operations: Record<string, (user: number) => Promise<void>> = {
    deposit: async (user) => {
      const [value, bonus] = [amount(1, 400), amount(0, 20)];
      const created = await post('finance/deposit', {
        accountId: user,
        coinId: usdt,
        amount: value,
        bonusAmount: bonus,
        walletType: 1,
        isShow: 1,
      });
      ok(created);
      const approve = prng.chance(0.7);
      const review = await post('finance/deposit/review', { id: created.body.data.id, reviewType: approve ? 1 : 2, reason: 'checked' });
      ok(review);
      if (approve) expected.set(user, (expected.get(user) as Decimal).plus(value).plus(bonus));
    },
    withdrawal: async (user) => {
      const value = amount(10, 300);
      const now = new Date(api.clock.now());
      const id = await api.db.transaction((tx) =>
        requestWithdrawal(tx, {
          userId: user,
          coinId: usdt,
          walletType: 1,
          amount: value,
          address: 'TPropertyAddr01',
          blockChain: 'TRC20',
          createDate: now,
        }),
      );
      const approve = prng.chance(0.6);
      ok(await post('finance/withdrawal/review', approve ? { id, withdrawalType: 1 } : { id, withdrawalType: 2, reason: 'declined' }));
      if (approve) expected.set(user, (expected.get(user) as Decimal).minus(value));
    },
    freeze: async (user) => {
      ok(
        await post('account/freezeSingle/wallet', {
          accountId: user,
          coinId: usdt,
          walletType: 1,
          amount: amount(1, 200),
          executionType: 1,
          fundType: 1,
        }),
      );
    },
    thaw: async (user) => {
      ok(await post('account/thawSingle/wallet', { accountId: user, coinId: usdt, walletType: 1, amount: amount(1, 200) }));
    },
    transfer: async (user) => {
      const fromWallet = prng.chance(0.6) ? 1 : 2;
      await api.db.transaction((tx) =>
        transferBetweenWallets(tx, { userId: user, coinId: usdt, fromWallet, amount: amount(1, 250), now: new Date(api.clock.now()) }),
      );
    },
  };
  const kinds = Object.keys(operations);

  // 30 rounds of 6 operations at once, on 4 users: the same wallets are contended within a round.
  for (let round = 0; round < 30; round++) {
    const batch = Array.from({ length: 6 }, () => {
      const kind = round < 2 ? 'deposit' : prng.pick(kinds);
      const user = prng.pick(users);
      return refusedOr(() => operations[kind](user));
    });
    await Promise.all(batch);
  }

  assert.ok(outcomes.applied > 100, `most operations applied (${outcomes.applied})`);
  assert.ok(outcomes.refused > 0, `some were refused for want of funds (${outcomes.refused})`);
  for (const user of users) {
    assert.ok((await holdings(user)).eq(expected.get(user) as Decimal), `user ${user} holds what came in less what was paid out`);
  }
  const { rows } = await api.db.query<{ n: number }>(
    `select count(*)::int as n from user_wallets w where w.user_id = any($1::bigint[]) and (
       w.balance < 0 or w.frozen_balance < 0 or w.backstage_frozen_balance < 0
       or w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)
       or w.frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'frozen_balance'), 0)
       or w.backstage_frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l
            where l.wallet_id = w.id and l.field = 'backstage_frozen_balance'), 0))`,
    [users],
  );
  assert.equal(rows[0].n, 0, 'every wallet equals the sum of its change log and nothing is negative');
  const transfers = await api.db.query<{ n: number }>('select count(*)::int as n from transfers where user_id = any($1::bigint[])', [
    users,
  ]);
  assert.ok(transfers.rows[0].n > 0, 'transfers were made');
});
