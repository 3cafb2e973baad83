import { DEPOSIT_ADDRESS_STATUS, ON_CHAIN_STATUS } from '@console/contracts/schemas/third-party-wallet';
import { DISTRIBUTION_PAYMENT_STATUS } from '@console/contracts/schemas/distribution';
import Decimal from 'decimal.js';
import type { Queryable } from '../../../db/database';
import { creditBonus } from '../distribution/payments';
import { unitDecimals, unitsWorth } from '../../market/simulated-feed';
import { moveSingle } from '../../users/funds';
import { insertRows } from '../../../seed/insert';
import { Prng } from '../../../seed/prng';

/** Its own generator, so this data leaves every earlier step's data as it was. */
const FINANCE_WALLETS_SEED = 20_260_401;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DISTRIBUTION_DAYS = 14;
const UPLINES = 30;

type Chain = { id: string; token: string; address: (p: Prng) => string; tag?: boolean };
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.split('');
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'.split('');
const chars = (p: Prng, alphabet: string[], n: number) => Array.from({ length: n }, () => p.pick(alphabet)).join('');
const CHAINS: Chain[] = [
  { id: 'TRC20', token: 'USDT', address: (p) => `T${chars(p, BASE58, 33)}` },
  { id: 'ERC20', token: 'USDT', address: (p) => `0x${p.hex(40)}` },
  { id: 'BEP20', token: 'USDT', address: (p) => `0x${p.hex(40)}` },
  { id: 'Bitcoin', token: 'BTC', address: (p) => `bc1q${chars(p, BECH32, 38)}` },
  { id: 'XRP Ledger', token: 'XRP', address: (p) => `r${chars(p, BASE58, 33)}`, tag: true },
];
const CHAIN_WEIGHTS: [Chain, number][] = CHAINS.map((c, i) => [c, [6, 3, 3, 1, 1][i]]);
const FUND_REMARKS = [
  'Under investigation: chargeback reported',
  'Suspicious login from a new country',
  'Pending KYC re-verification',
  'Court order: funds held',
  'Bonus abuse review',
  null,
];
const FAILURES = ['Wallet service timed out', 'User wallet locked during settlement', 'Ledger write conflict, retried too often'];

interface SeedUser {
  id: number;
  created: Date;
}

/**
 * Deposit addresses issued by the third-party wallet (with replaced and deleted ones), the on-chain
 * transfers it reported, its connection settings (no secrets: they are entered by an operator), fund
 * freezes and thaws, two weeks of distribution payments with their hourly records (paid ones credited
 * through the same function as a reissue, so every wallet still sums to its change log), and bound
 * withdrawal addresses.
 */
export async function seedFinanceWallets(tx: Queryable, { now }: { now: Date }): Promise<void> {
  const prng = new Prng(FINANCE_WALLETS_SEED);
  const { rows: userRows } = await tx.query<{ id: string; create_date: Date }>(
    'select id::text as id, create_date from users where status = 1 order by id',
  );
  if (!userRows.length) return;
  const users: SeedUser[] = userRows.map((r) => ({ id: Number(r.id), created: r.create_date }));
  const after = (from: Date) => new Date(from.getTime() + Math.floor(prng.next() * Math.max(HOUR, now.getTime() - from.getTime())));

  // Deposit addresses: about a third of the users, one active address per chain, some replaced before.
  const used = new Set<string>();
  const newAddress = (chain: Chain) => {
    for (;;) {
      const address = chain.address(prng);
      if (!used.has(`${chain.id} ${address}`)) {
        used.add(`${chain.id} ${address}`);
        return address;
      }
    }
  };
  const addresses: unknown[][] = [];
  const active: { userId: number; chain: Chain; address: string; created: Date }[] = [];
  for (const user of users) {
    if (!prng.chance(0.35)) continue;
    const chains = new Set([prng.weighted(CHAIN_WEIGHTS)]);
    if (prng.chance(0.3)) chains.add(prng.weighted(CHAIN_WEIGHTS));
    for (const chain of chains) {
      let created = after(user.created);
      const tag = () => (chain.tag ? String(prng.int(100000, 999999999)) : null);
      const walletId = () => `wlt_${prng.hex(16)}`;
      if (prng.chance(0.15)) {
        const replacedAt = after(created);
        addresses.push([
          user.id,
          chain.id,
          newAddress(chain),
          tag(),
          walletId(),
          DEPOSIT_ADDRESS_STATUS.replaced,
          prng.pick(['finance', 'admin']),
          replacedAt,
          null,
          null,
          created,
          replacedAt,
        ]);
        created = replacedAt;
      }
      const address = newAddress(chain);
      const deleted = prng.chance(0.04);
      addresses.push([
        user.id,
        chain.id,
        address,
        tag(),
        walletId(),
        deleted ? DEPOSIT_ADDRESS_STATUS.deleted : DEPOSIT_ADDRESS_STATUS.active,
        null,
        null,
        deleted ? 'finance' : null,
        deleted ? after(created) : null,
        created,
        created,
      ]);
      if (!deleted) active.push({ userId: user.id, chain, address, created });
    }
  }
  await insertRows(
    tx,
    'third_party_deposit_addresses',
    [
      'user_id',
      'blockchain_id',
      'address',
      'tag',
      'wallet_id',
      'status',
      'replaced_by',
      'replaced_date',
      'deleted_by',
      'deleted_date',
      'create_date',
      'update_date',
    ],
    addresses,
  );

  // On-chain records: transfers into the active addresses.
  const onChain: unknown[][] = [];
  for (let i = 0; i < 400 && active.length; i++) {
    const target = prng.pick(active);
    const amount = target.chain.token === 'BTC' ? prng.amount(0, 1, 6) : prng.amount(10, 20000);
    if (new Decimal(amount).isZero()) continue;
    onChain.push([
      target.userId,
      target.chain.id,
      target.chain.token,
      amount,
      String(prng.int(18_000_000, 68_000_000)),
      prng.hex(64),
      newAddress(target.chain),
      target.address,
      prng.weighted([
        [ON_CHAIN_STATUS.confirmed, 85],
        [ON_CHAIN_STATUS.confirming, 10],
        [ON_CHAIN_STATUS.failed, 5],
      ]),
      after(target.created),
    ]);
  }
  await insertRows(
    tx,
    'on_chain_records',
    ['user_id', 'blockchain', 'token_symbol', 'amount', 'block_id', 'tx_hash', 'from_address', 'to_address', 'status', 'create_date'],
    onChain,
  );

  await tx.query(
    `update third_party_wallet_settings set deposit_base_url = $1, withdraw_base_url = $2, merchant_id = $3,
       is_auto_replaced_after_deposit = 0, is_deposit_allowed_after_replaced = 1, update_date = $4, updated_by = 'admin'
     where id = 1`,
    [
      'https://deposit.wallet-provider.example/api/v2',
      'https://payout.wallet-provider.example/api/v2',
      'MCH-7730-2041',
      new Date(now.getTime() - 200 * DAY),
    ],
  );

  await seedFundRecords(tx, prng, now);
  await seedDistribution(tx, prng, now);

  // Bound withdrawal addresses.
  const bindings: unknown[][] = [];
  for (const user of users) {
    if (!prng.chance(0.2)) continue;
    const chains = new Set([prng.weighted(CHAIN_WEIGHTS)]);
    if (prng.chance(0.25)) chains.add(prng.weighted(CHAIN_WEIGHTS));
    for (const chain of chains) {
      const created = after(user.created);
      const edited = prng.chance(0.1);
      bindings.push([user.id, chain.id, chain.address(prng), created, edited ? after(created) : created, edited ? 'finance' : null]);
    }
  }
  await insertRows(
    tx,
    'withdrawal_address_bindings',
    ['user_id', 'chain_symbol', 'withdrawal_address', 'create_date', 'update_date', 'updated_by'],
    bindings,
  );
}

/** Freezes of funds by staff, some thawed again, through the same function as the API. */
async function seedFundRecords(tx: Queryable, prng: Prng, now: Date): Promise<void> {
  const inTx = { transaction: <T>(fn: (q: Queryable) => Promise<T>) => fn(tx) };
  // Wallets worth 20 USDT or more at their coin's reference price.
  const { rows: coins } = await tx.query<{ id: number; code: string }>('select id, code from coins');
  const { rows } = await tx.query<{ user_id: string; coin_id: number; wallet_type: number; balance: string; decimals: number }>(
    `select w.user_id::text as user_id, w.coin_id, w.wallet_type, w.balance::text as balance, m.decimals
       from user_wallets w join unnest($1::int[], $2::numeric[], $3::int[]) m(coin_id, least, decimals) on m.coin_id = w.coin_id
     where w.balance >= m.least and w.backstage_frozen_balance = 0 order by w.id desc limit 300`,
    [coins.map((c) => c.id), coins.map((c) => unitsWorth(c.code, 20).toFixed()), coins.map((c) => unitDecimals(c.code))],
  );
  for (const wallet of rows) {
    if (!prng.chance(0.2)) continue;
    const target = { userId: Number(wallet.user_id), coinId: wallet.coin_id, walletType: wallet.wallet_type };
    const amount = new Decimal(wallet.balance).times(prng.int(10, 90)).dividedBy(100).toDecimalPlaces(wallet.decimals, Decimal.ROUND_DOWN);
    if (amount.lte(0)) continue;
    const frozenAt = new Date(now.getTime() - prng.int(2, 50) * DAY - prng.int(0, 23) * HOUR);
    const operator = prng.pick(['finance', 'finance', 'admin']);
    await moveSingle(inTx, { ...target, amount: amount.toFixed() }, 1, {
      operator,
      now: frozenAt,
      fundType: 1,
      remark: prng.pick(FUND_REMARKS) ?? undefined,
    });
    if (prng.chance(0.5)) {
      const part = prng.chance(0.5) ? amount : amount.dividedBy(2).toDecimalPlaces(wallet.decimals, Decimal.ROUND_DOWN);
      await moveSingle(inTx, { ...target, amount: part.toFixed() }, 2, {
        operator,
        now: new Date(frozenAt.getTime() + prng.int(1, 48) * HOUR),
        fundType: 1,
        remark: prng.pick(['Investigation closed', 'Released after review', undefined]),
      });
    }
  }
}

interface Upline {
  id: number;
  accountType: number;
  pct: string[];
  downline: { id: number; layer: number }[];
}

/**
 * Daily distribution payments for the last two weeks: each upline's bonus from its downline's hourly
 * trading, at the percentages of its marketing level. Paid ones are credited to the USDT futures wallet.
 */
async function seedDistribution(tx: Queryable, prng: Prng, now: Date): Promise<void> {
  const { rows: coin } = await tx.query<{ id: number }>(`select id from coins where code = 'USDT'`);
  if (!coin[0]) return;
  const usdt = coin[0].id;
  const { rows: candidates } = await tx.query<{ id: string; account_type: number; pct: string[] }>(
    `select u.id::text as id, u.account_type, array[m.distribution_bonus_percentage1::text, m.distribution_bonus_percentage2::text,
       m.distribution_bonus_percentage3::text, m.distribution_bonus_percentage4::text, m.distribution_bonus_percentage5::text] as pct
     from users u join marketing_levels m on m.level = u.user_marketing_level
     where u.user_marketing_level >= 1 and exists (select 1 from users d where d.agent_user_id0 = u.id)
     order by u.id limit $1`,
    [UPLINES],
  );
  const uplines: Upline[] = [];
  for (const c of candidates) {
    const { rows } = await tx.query<{ id: string; layer: number }>(
      `select id::text as id, case when agent_user_id0 = $1 then 1 when agent_user_id1 = $1 then 2 when agent_user_id2 = $1 then 3
         when agent_user_id3 = $1 then 4 else 5 end as layer
       from users where $1 in (agent_user_id0, agent_user_id1, agent_user_id2, agent_user_id3, agent_user_id4) order by id limit 40`,
      [c.id],
    );
    const downline = rows.map((r) => ({ id: Number(r.id), layer: r.layer })).filter((d) => !new Decimal(c.pct[d.layer - 1]).isZero());
    if (downline.length) uplines.push({ id: Number(c.id), accountType: c.account_type, pct: c.pct, downline });
  }
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const hourly: unknown[][] = [];
  for (let day = DISTRIBUTION_DAYS; day >= 1; day--) {
    const start = new Date(today.getTime() - day * DAY);
    const end = new Date(start.getTime() + DAY);
    for (const upline of uplines) {
      if (!prng.chance(0.7)) continue;
      const records: unknown[][] = [];
      let bonus = new Decimal(0);
      const runs = prng.int(1, 6);
      for (let r = 0; r < runs; r++) {
        const hour = prng.int(0, 23);
        const runnerStart = new Date(start.getTime() + hour * HOUR);
        const runnerId = 700_000 + (DISTRIBUTION_DAYS - day) * 24 + hour;
        for (const investor of upline.downline) {
          if (!prng.chance(0.35)) continue;
          const amount = new Decimal(prng.amount(10, 2000));
          const share = amount
            .times(upline.pct[investor.layer - 1])
            .dividedBy(100)
            .toDecimalPlaces(8, Decimal.ROUND_DOWN);
          bonus = bonus.plus(share);
          records.push([
            runnerId,
            investor.id,
            upline.id,
            investor.layer,
            amount.toFixed(),
            share.toFixed(),
            ...upline.pct,
            runnerStart,
            new Date(runnerStart.getTime() + HOUR),
            new Date(runnerStart.getTime() + HOUR + 5 * 60_000),
          ]);
        }
      }
      if (!records.length) continue;
      const status =
        day === 1
          ? DISTRIBUTION_PAYMENT_STATUS.pending
          : prng.weighted([
              [DISTRIBUTION_PAYMENT_STATUS.paid, 9],
              [DISTRIBUTION_PAYMENT_STATUS.failed, 1],
            ]);
      const paidAt = status === DISTRIBUTION_PAYMENT_STATUS.paid ? new Date(end.getTime() + HOUR) : null;
      const { rows } = await tx.query<{ id: string }>(
        `insert into distribution_payments (user_id, user_type, coin_id, wallet_type, distribution_bonus, start_date, end_date, payment_date, status, failure_reason, create_date)
         values ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9, $10) returning id::text as id`,
        [
          upline.id,
          upline.accountType,
          usdt,
          bonus.toFixed(),
          start,
          end,
          paidAt,
          status,
          status === DISTRIBUTION_PAYMENT_STATUS.failed ? prng.pick(FAILURES) : null,
          new Date(end.getTime() + 30 * 60_000),
        ],
      );
      const paymentId = Number(rows[0].id);
      if (paidAt)
        await creditBonus(tx, { paymentId, userId: upline.id, coinId: usdt, walletType: 1, bonus: bonus.toFixed() }, null, paidAt);
      for (const record of records) hourly.push([paymentId, ...record]);
    }
  }
  await insertRows(
    tx,
    'distribution_hourly_records',
    [
      'payment_id',
      'futures_runner_id',
      'investment_user_id',
      'distributed_user_id',
      'layer',
      'amount',
      'bonus',
      'percentage1',
      'percentage2',
      'percentage3',
      'percentage4',
      'percentage5',
      'runner_start_date',
      'runner_end_date',
      'create_date',
    ],
    hourly,
  );
}
