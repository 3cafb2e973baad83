import Decimal from 'decimal.js';
import type { Queryable } from '../../../db/database';
import { insertRows } from '../../../seed/insert';
import { unitsWorth } from '../../market/simulated-feed';
import type { Prng } from '../../../seed/prng';

const DAY = 24 * 60 * 60 * 1000;

/** The password every demo end user has (end users do not sign in to the console). */
export const DEMO_USER_PASSWORD = 'user-demo-2026';

const USER_LEVELS: [level: number, name: string, deposit: string, max: string, min: string][] = [
  [0, 'Starter', '0', '1000', '10'],
  [1, 'Bronze', '500', '5000', '10'],
  [2, 'Silver', '2000', '20000', '20'],
  [3, 'Gold', '10000', '50000', '50'],
  [4, 'Platinum', '50000', '200000', '100'],
  [5, 'Diamond', '250000', '1000000', '100'],
];
const MARKETING_LEVELS: [level: number, name: string, users: number, depositLevel: number, pct: string[]][] = [
  [0, 'Member', 0, 0, ['0', '0', '0', '0', '0']],
  [1, 'Partner', 5, 1, ['5', '2', '1', '0', '0']],
  [2, 'Senior partner', 20, 2, ['8', '4', '2', '1', '0']],
  [3, 'Director', 60, 3, ['10', '5', '3', '2', '1']],
  [4, 'Regional director', 150, 3, ['12', '6', '4', '2', '1']],
];
const REGIONS: [region: string, timeZone: string, countryCode: string][] = [
  ['Singapore', 'Asia/Singapore', '65'],
  ['Hong Kong', 'Asia/Hong_Kong', '852'],
  ['Taiwan', 'Asia/Taipei', '886'],
  ['Japan', 'Asia/Tokyo', '81'],
  ['Germany', 'Europe/Berlin', '49'],
  ['United Kingdom', 'Europe/London', '44'],
  ['Brazil', 'America/Sao_Paulo', '55'],
  ['United States', 'America/New_York', '1'],
  ['Vietnam', 'Asia/Ho_Chi_Minh', '84'],
  ['Thailand', 'Asia/Bangkok', '66'],
];
const FIRST = ['Alex', 'Mei', 'Chen', 'Yuki', 'Lena', 'Omar', 'Sara', 'Ivan', 'Lucas', 'Ana', 'Minh', 'Kai', 'Nora', 'Ravi', 'Tom', 'Lin'];
const LAST = ['Wong', 'Tan', 'Lee', 'Sato', 'Fischer', 'Silva', 'Nguyen', 'Smith', 'Kumar', 'Lopez', 'Huang', 'Park', 'Weber', 'Costa'];
const REMARKS = ['VIP contact', 'Asked about fees', 'Referred by partner', 'Large depositor', 'Follow up on KYC', 'Prefers e-mail'];

export interface SeededUser {
  id: number;
  accountType: number;
  parentId: number | null;
  created: Date;
}

/** Levels and marketing levels of the demo platform. */
export async function seedLevels(tx: Queryable, now: Date): Promise<void> {
  const at = new Date(now.getTime() - 400 * DAY);
  await insertRows(
    tx,
    'user_levels',
    ['level', 'name', 'required_deposit_balance', 'futures_order_limit_max', 'futures_order_limit_min', 'create_date', 'update_date'],
    USER_LEVELS.map(([level, name, deposit, max, min]) => [level, name, deposit, max, min, at, at]),
  );
  await insertRows(
    tx,
    'marketing_levels',
    [
      'level',
      'name',
      'required_effective_user',
      'required_deposit_user_level',
      'distribution_bonus_percentage1',
      'distribution_bonus_percentage2',
      'distribution_bonus_percentage3',
      'distribution_bonus_percentage4',
      'distribution_bonus_percentage5',
      'futures_order_limit_max',
      'futures_order_limit_min',
      'create_date',
      'update_date',
    ],
    MARKETING_LEVELS.map(([level, name, users, depositLevel, pct]) => [level, name, users, depositLevel, ...pct, '100000', '10', at, at]),
  );
}

/** A unique, unguessable-looking invitation code: a random prefix of fixed length and the index. */
function invitationCode(prng: Prng, index: number): string {
  return `${prng.hex(4).toUpperCase()}${index.toString(36).toUpperCase().padStart(4, '0')}`;
}

/**
 * End users with agent trees up to six levels deep, their wallets and a change log that sums to each
 * wallet's amounts. `count` users; about one in twelve is an agent that recruits others.
 */
export async function seedUsers(
  tx: Queryable,
  { prng, now, count, passwordHash }: { prng: Prng; now: Date; count: number; passwordHash: string },
): Promise<SeededUser[]> {
  const users: SeededUser[] = [];
  const chains = new Map<number, (number | null)[]>();
  const recruiters: number[] = [];
  const rows: unknown[][] = [];
  const { rows: maxRow } = await tx.query<{ id: string | null }>('select max(id)::text as id from users');
  let nextId = Number(maxRow[0]?.id ?? 0) + 1;

  for (let i = 0; i < count; i++) {
    const id = nextId++;
    const created = new Date(now.getTime() - prng.int(1, 720) * 3_600_000 * (1 + ((count - i) / count) * 12));
    const accountType = prng.weighted([
      [1, 85],
      [2, 9],
      [3, 6],
    ] as const);
    const parentId = recruiters.length && prng.chance(0.8) ? prng.pick(recruiters) : null;
    const parentChain = parentId ? (chains.get(parentId) ?? []) : [];
    const chain = parentId ? [parentId, ...parentChain].slice(0, 6) : [];
    while (chain.length < 6) chain.push(null);
    chains.set(id, chain);
    // A recruiter's downline stays within six levels: the deepest users recruit nobody.
    if ((accountType === 2 || prng.chance(0.05)) && chain[5] === null) recruiters.push(id);

    const [region, timeZone, countryCode] = prng.pick(REGIONS);
    const first = prng.pick(FIRST);
    const last = prng.pick(LAST);
    const hasEmail = prng.chance(0.85);
    const hasMobile = !hasEmail || prng.chance(0.4);
    const status = prng.weighted([
      [1, 90],
      [2, 5],
      [3, 5],
    ] as const);
    const statusDate = status === 1 ? null : new Date(created.getTime() + prng.int(1, 30) * DAY);
    const signedIn = prng.chance(0.9);
    rows.push([
      id,
      hasEmail ? `${first}.${last}.${id}@example.com`.toLowerCase() : null,
      hasMobile ? `9${String(id).padStart(7, '0')}` : null,
      hasMobile ? countryCode : null,
      passwordHash,
      prng.chance(0.6) ? passwordHash : null,
      accountType,
      prng.chance(0.03) ? 1 : 0,
      parentId,
      ...chain,
      invitationCode(prng, id),
      status,
      prng.weighted([
        [0, 40],
        [1, 25],
        [2, 15],
        [3, 10],
        [4, 7],
        [5, 3],
      ] as const),
      accountType === 2
        ? prng.int(1, 4)
        : prng.weighted([
            [0, 80],
            [1, 15],
            [2, 5],
          ] as const),
      prng.chance(0.5) ? `T${prng.hex(33)}` : null,
      first,
      last,
      region,
      signedIn ? `${prng.int(11, 223)}.${prng.int(0, 255)}.${prng.int(0, 255)}.${prng.int(1, 254)}` : null,
      signedIn ? region : null,
      timeZone,
      signedIn ? `${prng.int(2, 4)}.${prng.int(0, 9)}.${prng.int(0, 20)}` : null,
      signedIn ? prng.pick(['iOS', 'Android', 'Web']) : null,
      prng.pick(['en-US', 'zh-CN', 'zh-TW']),
      prng.chance(0.15) ? prng.pick(REMARKS) : null,
      status === 2 ? 1 : 0,
      status === 2 ? statusDate : null,
      status === 2 ? 'system' : null,
      status === 3 ? statusDate : null,
      status === 3 ? 'admin' : null,
      prng.chance(0.3) ? prng.amount(0, 5000) : '0',
      created,
      created,
    ]);
    users.push({ id, accountType, parentId, created });
  }

  await insertRows(
    tx,
    'users',
    [
      'id',
      'email',
      'mobile_number',
      'country_code',
      'password_hash',
      'withdraw_password_hash',
      'account_type',
      'is_demo',
      'parent_user_id',
      'agent_user_id0',
      'agent_user_id1',
      'agent_user_id2',
      'agent_user_id3',
      'agent_user_id4',
      'agent_user_id5',
      'invitation_code',
      'status',
      'user_level',
      'user_marketing_level',
      'block_chain_address',
      'first_name',
      'last_name',
      'region',
      'login_ip',
      'login_country',
      'login_time_zone',
      'login_version',
      'login_device',
      'language_type',
      'remark',
      'is_system_suspended',
      'system_suspended_date',
      'system_suspended_by',
      'disabled_date',
      'disabled_by',
      'flow_volume',
      'create_date',
      'update_date',
    ],
    rows,
    200,
  );
  await tx.query(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  await seedWallets(tx, prng, users, now);
  return users;
}

/**
 * Wallets in USDT for everyone and in a few other coins for some, each built from its change log
 * (deposits in, trades in and out), so the log sums to the balance.
 */
async function seedWallets(tx: Queryable, prng: Prng, users: SeededUser[], now: Date): Promise<void> {
  const { rows: coins } = await tx.query<{ id: number; code: string }>('select id, code from coins where display = 1 order by sort');
  if (!coins.length) return;
  const usdt = coins.find((c) => c.code === 'USDT') ?? coins[0];
  const { rows: maxRow } = await tx.query<{ id: string | null }>('select max(id)::text as id from user_wallets');
  let walletId = Number(maxRow[0]?.id ?? 0) + 1;
  const wallets: unknown[][] = [];
  const log: unknown[][] = [];

  for (const user of users) {
    const picks: [{ id: number; code: string }, number][] = [[usdt, 1]];
    if (prng.chance(0.5)) picks.push([usdt, 2]);
    if (prng.chance(0.3)) picks.push([prng.pick(coins), 1]);
    const seen = new Set<string>();
    for (const [coin, walletType] of picks) {
      const coinId = coin.id;
      const key = `${coinId}:${walletType}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const id = walletId++;
      let balance = new Decimal(0);
      let at = user.created.getTime();
      const moves = prng.int(0, 4);
      for (let m = 0; m < moves; m++) {
        at += prng.int(1, 96) * 3_600_000;
        if (at > now.getTime()) break;
        const deposit = m === 0 || prng.chance(0.5);
        // Amounts worth 10 to 5,000 USDT in, 1 to 800 out, in units of the wallet's coin.
        const amount = deposit
          ? unitsWorth(coin.code, prng.amount(10, 5000))
          : Decimal.min(balance, unitsWorth(coin.code, prng.amount(1, 800)));
        if (amount.isZero()) continue;
        const change = deposit ? amount : amount.negated();
        const after = balance.plus(change);
        log.push([
          id,
          user.id,
          coinId,
          walletType,
          'balance',
          1,
          deposit ? 'deposit' : 'trade',
          balance.toFixed(),
          change.toFixed(),
          after.toFixed(),
          new Date(at),
        ]);
        balance = after;
      }
      const demo = prng.chance(0.2) ? unitsWorth(coin.code, prng.amount(100, 10000)).toFixed() : '0';
      // Demo funds (fund type 2): the play money of a demo account.
      if (demo !== '0') log.push([id, user.id, coinId, walletType, 'demo_balance', 2, 'adjustment', '0', demo, demo, user.created]);
      wallets.push([id, user.id, coinId, walletType, balance.toFixed(), demo, user.created, new Date(Math.min(at, now.getTime()))]);
    }
  }
  await insertRows(
    tx,
    'user_wallets',
    ['id', 'user_id', 'coin_id', 'wallet_type', 'balance', 'demo_balance', 'create_date', 'update_date'],
    wallets,
  );
  await tx.query(`select setval(pg_get_serial_sequence('user_wallets', 'id'), (select max(id) from user_wallets))`);
  await insertRows(
    tx,
    'wallet_change_log',
    [
      'wallet_id',
      'user_id',
      'coin_id',
      'wallet_type',
      'field',
      'fund_type',
      'change_type',
      'before_balance',
      'change_balance',
      'after_balance',
      'create_date',
    ],
    log,
  );
}

/**
 * Flow records that explain each demo user's flow volume: a deposit added it (amount times the
 * deposit multiplier), trades since took some of it off, and the last record ends at the volume the
 * user has now. Some users with no volume left traded all of theirs. A generator of its own, so the
 * rest of the demo data does not change with it.
 */
export async function seedFlowRecords(tx: Queryable, { prng, now }: { prng: Prng; now: Date }): Promise<void> {
  const { rows: users } = await tx.query<{ id: string; flow_volume: string; create_date: Date }>(
    'select id::text, flow_volume::text, create_date from users order by id',
  );
  const rows: unknown[][] = [];
  for (const user of users) {
    const volume = new Decimal(user.flow_volume);
    if (volume.isZero() && !prng.chance(0.15)) continue;
    const traded = new Decimal(prng.amount(volume.isZero() ? 50 : 0, 3000));
    const multiplier = prng.pick(['1', '1', '1.5', '2']);
    const flow = volume.plus(traded);
    const start = Math.max(user.create_date.getTime(), now.getTime() - 90 * DAY);
    // The deposit early in the user's time on the platform, the trades spread over the rest of it.
    const span = now.getTime() - start;
    let at = start + Math.floor((span * prng.int(5, 40)) / 100);
    rows.push([
      user.id,
      1,
      flow.div(multiplier).toFixed(),
      multiplier,
      flow.toFixed(),
      '0',
      flow.toFixed(),
      flow.toFixed(),
      null,
      null,
      new Date(at),
    ]);
    // The traded part in one to three trades, the last taking what remains of it.
    let left = traded;
    let current = flow;
    const trades = traded.isZero() ? 0 : prng.int(1, 3);
    for (let n = 0; n < trades; n++) {
      const part = n === trades - 1 ? left : left.times(prng.int(20, 60)).div(100).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      left = left.minus(part);
      const after = current.minus(part);
      at += Math.floor(((now.getTime() - at) * prng.int(10, 50)) / 100);
      rows.push([
        user.id,
        2,
        part.negated().toFixed(),
        '1',
        part.negated().toFixed(),
        current.toFixed(),
        after.toFixed(),
        after.toFixed(),
        null,
        null,
        new Date(at),
      ]);
      current = after;
    }
  }
  await insertRows(
    tx,
    'user_flow_records',
    [
      'user_id',
      'flow_log_type',
      'amount',
      'multiplier',
      'flow_amount',
      'before_amount',
      'after_amount',
      'current_amount',
      'remark',
      'operator',
      'create_date',
    ],
    rows,
  );
}
