import { DEPOSIT_SOURCE, DEPOSIT_STATUS, type RecordHistoryEntry } from '@console/contracts/schemas/finance';
import Decimal from 'decimal.js';
import type { Queryable } from '../../../db/database';
import { createDeposit, DEPOSITS as DEPOSIT_RECORDS, type Reviewer, reviewDeposit } from '../deposits/queries';
import { editRecord, type RecordEdit, type RecordKind } from '../records';
import { transferBetweenWallets } from '../transfers';
import { reviewWithdrawal, WITHDRAWALS as WITHDRAWAL_RECORDS } from '../withdrawals/queries';
import { requestWithdrawal } from '../withdrawals/request';
import { unitsWorth } from '../../market/simulated-feed';
import { seedFinanceSettings } from './settings';
import { insertRows } from '../../../seed/insert';
import { Prng } from '../../../seed/prng';

/** Its own generator, so adding finance data leaves every earlier step's data as it was. */
const FINANCE_SEED = 20_260_301;
const MINUTE = 60_000;
const DEPOSITS = 100;
const WITHDRAWALS = 60;
const TRANSFERS = 40;

/** Per coin: USDT rate, deposit range, block chains, withdrawal fee, fee %, dual-approval amount. */
const COIN_FINANCE: Record<
  string,
  { rate: string; range: [number, number, number]; chains: string[]; fee: string; pct: string; dual: string }
> = {
  USDT: { rate: '1', range: [20, 20000, 2], chains: ['TRC20', 'ERC20', 'BEP20'], fee: '1', pct: '0', dual: '10000' },
  BTC: { rate: '65000', range: [0.001, 0.5, 6], chains: ['Bitcoin'], fee: '0.0005', pct: '0', dual: '0.2' },
  ETH: { rate: '3200', range: [0.01, 10, 5], chains: ['ERC20'], fee: '0.005', pct: '0', dual: '3' },
  BNB: { rate: '590', range: [0.1, 20, 4], chains: ['BEP20'], fee: '0.001', pct: '0.1', dual: '15' },
  SOL: { rate: '150', range: [0.5, 100, 3], chains: ['Solana'], fee: '0.01', pct: '0.1', dual: '60' },
  XRP: { rate: '0.6', range: [20, 5000, 2], chains: ['XRP Ledger'], fee: '0.25', pct: '0', dual: '15000' },
  TRX: { rate: '0.12', range: [100, 50000, 2], chains: ['TRC20'], fee: '1', pct: '0', dual: '80000' },
};
const REMARKS = ['Checked with the user by chat', 'Large amount: verified', 'Proof received', 'Second review done', null, null, null];
const LATER_REMARKS = ['Statement matched', 'User confirmed by phone', 'Flagged for the monthly audit', 'Bank reference added'];

interface Coin {
  id: number;
  code: string;
}

/** An operator deposit's operator, who also begins its history. */
const recordedBy = (admin: Reviewer) => ({ operator: admin.account, recordedBy: admin });

/**
 * Deposits and withdrawals in every state across the coins, and transfers between wallets, each through
 * the same functions the API uses, so every wallet still sums to its change log.
 */
export async function seedFinance(tx: Queryable, { now }: { now: Date }): Promise<void> {
  const prng = new Prng(FINANCE_SEED);
  const inTx = { transaction: <T>(fn: (q: Queryable) => Promise<T>) => fn(tx) };
  const { rows: coins } = await tx.query<Coin>(
    'select id, code from coins where support_deposit_withdrawal = 1 and display = 1 order by sort',
  );
  const known = coins.filter((c) => COIN_FINANCE[c.code]);
  if (!known.length) return;
  await insertRows(
    tx,
    'withdrawal_settings',
    ['coin_id', 'withdrawal_fee_amount', 'withdrawal_fee_percentage', 'min_withdrawal_amount', 'dual_approval_amount', 'client_order'],
    known.map((c, i) => [
      c.id,
      COIN_FINANCE[c.code].fee,
      COIN_FINANCE[c.code].pct,
      c.code === 'USDT' ? '10' : '0',
      COIN_FINANCE[c.code].dual,
      i + 1,
    ]),
  );
  // Deposit settings, withdrawal blockchains and the anomaly alerts the withdrawals below are flagged by.
  await seedFinanceSettings(tx, { now });
  // Where each withdrawal was requested from: mostly the user's login IP. Its own generator, so the
  // records above and below stay as they were.
  const ipPrng = new Prng(FINANCE_SEED + 1);
  const { rows: admins } = await tx.query<{ id: number; account: string }>(
    "select id, account from admins where account in ('admin', 'finance') order by id",
  );
  if (admins.length < 2) return;
  const reviewers: Reviewer[] = admins.map((a) => ({ adminId: a.id, account: a.account }));
  const { rows: users } = await tx.query<{ id: number | string }>('select id from users where is_demo = 0 order by id');
  if (!users.length) return;

  // Deposits, oldest first: the change log of a wallet then follows the order of its reviews.
  const deposits = Array.from({ length: DEPOSITS }, () => ({ at: now.getTime() - prng.int(10, 60 * 24 * 60) * MINUTE, roll: prng.next() }));
  deposits.sort((a, b) => a.at - b.at);
  for (const [i, { at, roll }] of deposits.entries()) {
    const coin = i < known.length ? known[i] : prng.weighted(known.map((c) => [c, c.code === 'USDT' ? 6 : 1] as const));
    const info = COIN_FINANCE[coin.code];
    const operatorMade = prng.chance(0.2);
    const status = i < 3 ? i : roll < 0.2 ? DEPOSIT_STATUS.pending : roll < 0.85 ? DEPOSIT_STATUS.approved : DEPOSIT_STATUS.rejected;
    const reviewer = prng.pick(reviewers);
    const created = new Date(at);
    const reviewed = new Date(Math.min(at + prng.int(2, 600) * MINUTE, now.getTime()));
    const id = await createDeposit(tx, {
      userId: Number(prng.pick(users).id),
      coinId: coin.id,
      walletType: prng.chance(0.85) ? 1 : 2,
      amount: prng.amount(...info.range),
      bonusAmount: prng.chance(0.25) ? prng.amount(info.range[0], info.range[1] / 20, info.range[2]) : '0',
      source: operatorMade ? DEPOSIT_SOURCE.operator : DEPOSIT_SOURCE.onChain,
      isShow: operatorMade && prng.chance(0.3) ? 0 : 1,
      blockChain: operatorMade ? null : prng.pick(info.chains),
      txHash: operatorMade ? null : prng.hex(64),
      // Drawn where the operator's account alone used to be, so every later record stays as it was.
      ...(operatorMade ? recordedBy(prng.pick(reviewers)) : { operator: null }),
      remark: prng.pick(REMARKS),
      proof: operatorMade && prng.chance(0.5) ? `proof-${prng.hex(8)}.png` : null,
      exchangeRate: info.rate,
      createDate: created,
    });
    if (status !== DEPOSIT_STATUS.pending) {
      const reason =
        status === DEPOSIT_STATUS.approved
          ? 'Received on chain'
          : prng.pick(['Amount not received', 'Duplicate request', 'Proof unreadable']);
      await reviewDeposit(inTx, { id, reviewType: status, reason }, reviewer, reviewed);
    }
  }

  // Withdrawals from distinct wallets that hold enough, each in one of the four states.
  const { rows: wallets } = await tx.query<{
    user_id: number | string;
    coin_id: number;
    code: string;
    wallet_type: number;
    balance: string;
  }>(
    `select w.user_id, w.coin_id, c.code, w.wallet_type, w.balance::text as balance from user_wallets w join coins c on c.id = w.coin_id
     join unnest($1::text[], $2::numeric[]) m(code, least) on m.code = c.code
     join users u on u.id = w.user_id where u.is_demo = 0 and w.balance >= m.least order by w.id`,
    // Wallets worth 50 USDT or more.
    [known.map((c) => c.code), known.map((c) => unitsWorth(c.code, 50).toFixed())],
  );
  const chosen = new Set<number>();
  const choose = (index: number) => {
    while (chosen.has(index)) index = (index + 1) % wallets.length;
    chosen.add(index);
    return index;
  };
  // The first four, one in each state, from wallets holding enough for a withdrawal that needs two approvals.
  const large = wallets.flatMap((w, index) =>
    new Decimal(w.balance).gte(new Decimal(COIN_FINANCE[w.code].dual).times(1.05)) ? [index] : [],
  );
  const picks: { at: number; index: number; state: number; forced: boolean }[] = [];
  for (let n = 0; n < Math.min(WITHDRAWALS, wallets.length); n++) {
    const forced = n < 4 && large.length >= 4;
    const index = choose(forced ? large[(n * 3) % large.length] : prng.int(0, wallets.length - 1));
    // 0 pending, 1 first of two approvals given, 2 approved, 3 rejected.
    const state = forced
      ? n
      : prng.weighted([
          [0, 25],
          [1, 10],
          [2, 45],
          [3, 20],
        ] as const);
    picks.push({ at: now.getTime() - prng.int(10, 45 * 24 * 60) * MINUTE, index, state, forced });
  }
  picks.sort((a, b) => a.at - b.at);
  for (const { at, index, state, forced } of picks) {
    const wallet = wallets[index];
    const info = COIN_FINANCE[wallet.code];
    const decimals = info.range[2] > 4 ? 4 : info.range[2];
    const share = new Decimal(wallet.balance).times(prng.int(10, 60)).div(100).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
    // The first four are above the amount that needs two approvals.
    const amount = forced ? Decimal.max(share, new Decimal(info.dual).times(1.01).toDecimalPlaces(decimals, Decimal.ROUND_UP)) : share;
    const address = wallet.code === 'BTC' ? `bc1q${prng.hex(38)}` : wallet.code === 'ETH' ? `0x${prng.hex(40)}` : `T${prng.hex(33)}`;
    const blockChain = prng.pick(info.chains);
    // The draw that used to pick a random anomaly flag, kept so every later record stays as it was:
    // the flags are now computed from the alert settings.
    if (prng.chance(0.25)) prng.next();
    const { rows: login } = await tx.query<{ ip: string | null }>('select login_ip as ip from users where id = $1', [wallet.user_id]);
    const ip = login[0]?.ip && ipPrng.chance(0.8) ? login[0].ip : `203.0.113.${ipPrng.int(1, 40)}`;
    const id = await requestWithdrawal(
      tx,
      {
        userId: Number(wallet.user_id),
        coinId: wallet.coin_id,
        walletType: wallet.wallet_type,
        amount: amount.toFixed(),
        address,
        blockChain,
        ip,
        exchangeRate: info.rate,
        createDate: new Date(at),
      },
      // Demo history: recorded as made before the KYC and withdrawal-password switches applied.
      { checkAccount: false },
    );
    const reviewed = new Date(Math.min(at + prng.int(5, 900) * MINUTE, now.getTime()));
    const [first, second] = prng.chance(0.5) ? reviewers : [...reviewers].reverse();
    const approve = async (who: Reviewer, when: Date) =>
      reviewWithdrawal(inTx, { id, withdrawalType: 1, remark: prng.pick(REMARKS) ?? undefined }, { ...who, adminId: who.adminId! }, when);
    if (state === 1) {
      await approve(first, reviewed);
    } else if (state === 2) {
      await approve(first, reviewed);
      const { rows } = await tx.query<{ status: number }>('select status from withdrawals where id = $1', [id]);
      if (rows[0].status !== 1) await approve(second, new Date(Math.min(reviewed.getTime() + prng.int(5, 120) * MINUTE, now.getTime())));
    } else if (state === 3) {
      const reason = prng.pick(['Address on the risk list', 'User asked to cancel', 'Flow volume not reached']);
      await reviewWithdrawal(inTx, { id, withdrawalType: 2, reason }, { ...first, adminId: first.adminId! }, reviewed);
    }
  }

  await seedRecordEdits(tx, inTx, reviewers, now);

  // Transfers between the futures and perpetual wallets of users who hold both.
  const { rows: pairs } = await tx.query<{ user_id: number | string; coin_id: number; balance1: string; balance2: string }>(
    `select a.user_id, a.coin_id, a.balance::text as balance1, b.balance::text as balance2
     from user_wallets a join user_wallets b on b.user_id = a.user_id and b.coin_id = a.coin_id and b.wallet_type = 2
     join users u on u.id = a.user_id where a.wallet_type = 1 and u.is_demo = 0 and a.balance + b.balance >= 20 order by a.id`,
  );
  const times = Array.from({ length: Math.min(TRANSFERS, pairs.length) }, () => now.getTime() - prng.int(10, 30 * 24 * 60) * MINUTE).sort(
    (a, b) => a - b,
  );
  for (const [n, at] of times.entries()) {
    const pair = pairs[(n * 7) % pairs.length];
    const userId = Number(pair.user_id);
    const fromWallet = new Decimal(pair.balance1).gte(pair.balance2) ? 1 : 2;
    const date = new Date(at);
    // The balance now: an earlier transfer of the loop may have moved some of it.
    const { rows: current } = await tx.query<{ balance: string }>(
      'select balance::text as balance from user_wallets where user_id = $1 and coin_id = $2 and wallet_type = $3',
      [userId, pair.coin_id, fromWallet],
    );
    const balance = new Decimal(current[0].balance);
    const amount = balance.times(prng.int(5, 40)).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    if (amount.isZero()) continue;
    const code = `TR${String(n + 1).padStart(6, '0')}${prng.hex(6).toUpperCase()}`;
    await transferBetweenWallets(tx, { userId, coinId: pair.coin_id, fromWallet, amount: amount.toFixed(), now: date, code });
  }
}

/**
 * Corrections staff made after some reviews (a report amount net of a processing fee, a convert amount, a
 * later remark), through the API's own edit, so the drawers of the demo show edits in their histories. Its
 * own generator; wallets never change.
 */
async function seedRecordEdits(tx: Queryable, inTx: Parameters<typeof editRecord>[0], reviewers: Reviewer[], now: Date): Promise<void> {
  const prng = new Prng(FINANCE_SEED + 2);
  /** One edit by `actor` a while after `after`; answers when it was made. */
  const edit = async <Row, T extends { id: number; history: RecordHistoryEntry[] }>(
    kind: RecordKind<Row, T>,
    id: number | string,
    actor: Reviewer,
    after: Date,
    change: Pick<RecordEdit, 'action' | 'sets'>,
  ): Promise<Date> => {
    const at = new Date(Math.min(after.getTime() + prng.int(30, 3 * 24 * 60) * MINUTE, now.getTime()));
    await editRecord(inTx, kind, Number(id), { ...change, actor, now: at });
    return at;
  };
  const laterRemark = () => ({ action: 'remarkEdited' as const, sets: { remark: prng.pick(LATER_REMARKS) } });
  const { rows: deposits } = await tx.query<{ id: number | string; report_amount: string; review_date: Date }>(
    'select id, report_amount::text as report_amount, review_date from deposits where status = 1 order by id',
  );
  for (const [n, d] of deposits.entries()) {
    if (n % 6 !== 2) continue;
    const actor = prng.pick(reviewers);
    const net = new Decimal(d.report_amount).times('0.995').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed();
    const at = await edit(DEPOSIT_RECORDS, d.id, actor, new Date(d.review_date), {
      action: 'reportAmountFixed',
      sets: { report_amount: net },
    });
    if (prng.chance(0.5)) await edit(DEPOSIT_RECORDS, d.id, actor, at, laterRemark());
  }
  // Reviewed, or given their first approval: the last change of each is its review.
  const { rows: withdrawals } = await tx.query<{ id: number | string; convert_amount: string; update_date: Date }>(
    'select id, convert_amount::text as convert_amount, update_date from withdrawals where status in (1, 2, 3) order by id',
  );
  for (const [n, w] of withdrawals.entries()) {
    if (n % 5 !== 1) continue;
    const actor = prng.pick(reviewers);
    const at = await edit(WITHDRAWAL_RECORDS, w.id, actor, new Date(w.update_date), laterRemark());
    if (n % 10 === 1) {
      const corrected = new Decimal(w.convert_amount).times('0.998').toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed();
      await edit(WITHDRAWAL_RECORDS, w.id, actor, at, { action: 'convertAmountFixed', sets: { convert_amount: corrected } });
    }
  }
}
