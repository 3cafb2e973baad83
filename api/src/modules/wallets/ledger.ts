import Decimal from 'decimal.js';
import type { Queryable } from '../../db/database';
import { conflict } from '../../http/errors';

/**
 * The one way a wallet's amounts change: deposits, withdrawals, payouts, staff freezes, distribution
 * bonuses. Each change is applied under the wallet's row lock and written to the wallet change log in the
 * caller's transaction, so every amount always equals the sum of its change log.
 */

/** The amounts of a wallet: available, held for a withdrawal, and frozen by staff. */
export type WalletField = 'balance' | 'frozen_balance' | 'backstage_frozen_balance';

export interface LockedWallet {
  id: number;
  userId: number;
  coinId: number;
  code: string;
  walletType: number;
  balance: Decimal;
  frozenBalance: Decimal;
  backstageFrozenBalance: Decimal;
}

export interface WalletKey {
  userId: number;
  coinId: number;
  walletType: number;
}

const LOCKED_SELECT = `select w.id, w.user_id, w.coin_id, w.wallet_type, c.code, w.balance::text as balance,
    w.frozen_balance::text as frozen_balance, w.backstage_frozen_balance::text as backstage_frozen_balance
  from user_wallets w join coins c on c.id = w.coin_id`;
type LockedRow = {
  id: number | string;
  user_id: number | string;
  coin_id: number;
  wallet_type: number;
  code: string;
  balance: string;
  frozen_balance: string;
  backstage_frozen_balance: string;
};
const toLocked = (row: LockedRow): LockedWallet => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  coinId: Number(row.coin_id),
  walletType: Number(row.wallet_type),
  code: row.code,
  balance: new Decimal(row.balance),
  frozenBalance: new Decimal(row.frozen_balance),
  backstageFrozenBalance: new Decimal(row.backstage_frozen_balance),
});

/** The wallet of a user, coin and wallet type, locked (`for update`) until the transaction ends, or null when there is none. */
export async function findLockedWallet(tx: Queryable, key: WalletKey): Promise<LockedWallet | null> {
  const { rows } = await tx.query<LockedRow>(
    `${LOCKED_SELECT} where w.user_id = $1 and w.coin_id = $2 and w.wallet_type = $3 for update of w`,
    [key.userId, key.coinId, key.walletType],
  );
  return rows[0] ? toLocked(rows[0]) : null;
}

/** Every wallet of a user, locked, in id order (the order every caller locks them in, so two never deadlock). */
export async function lockWalletsOfUser(tx: Queryable, userId: number): Promise<LockedWallet[]> {
  const { rows } = await tx.query<LockedRow>(`${LOCKED_SELECT} where w.user_id = $1 order by w.id for update of w`, [userId]);
  return rows.map(toLocked);
}

/**
 * The wallet of a user, coin and wallet type, locked until the transaction ends; created empty when the
 * user has none yet (a first deposit in a coin).
 */
export async function lockWallet(tx: Queryable, key: WalletKey, now: Date): Promise<LockedWallet> {
  const found = await findLockedWallet(tx, key);
  if (found) return found;
  await tx.query(
    `insert into user_wallets (user_id, coin_id, wallet_type, create_date, update_date) values ($1, $2, $3, $4, $4)
     on conflict (user_id, coin_id, wallet_type) do nothing`,
    [key.userId, key.coinId, key.walletType, now],
  );
  return (await findLockedWallet(tx, key)) as LockedWallet;
}

export interface Change {
  field: WalletField;
  /** Positive adds to the amount, negative takes from it. */
  delta: Decimal;
  changeType: string;
}

export interface Posting {
  /** What caused it, e.g. `deposit:12`: the change-log rows of one event share it. */
  reference: string;
  operator: string | null;
  now: Date;
  /** 1 real funds (the default), 2 demo funds. */
  fundType?: number;
}

const FIELD_NAME: Record<WalletField, string> = {
  balance: 'available balance',
  frozen_balance: 'frozen balance',
  backstage_frozen_balance: 'amount frozen by staff',
};
const FIELD_OF: Record<WalletField, 'balance' | 'frozenBalance' | 'backstageFrozenBalance'> = {
  balance: 'balance',
  frozen_balance: 'frozenBalance',
  backstage_frozen_balance: 'backstageFrozenBalance',
};

/**
 * Applies changes to a wallet the caller has locked: updates the wallet and writes one change-log row
 * per change, in the caller's transaction. An amount that would go below zero is a 409 and changes nothing.
 */
export async function post(tx: Queryable, wallet: LockedWallet, changes: Change[], posting: Posting): Promise<void> {
  const amounts: Record<WalletField, Decimal> = {
    balance: wallet.balance,
    frozen_balance: wallet.frozenBalance,
    backstage_frozen_balance: wallet.backstageFrozenBalance,
  };
  const rows: { change: Change; before: Decimal; after: Decimal }[] = [];
  for (const change of changes) {
    const before = amounts[change.field];
    const after = before.plus(change.delta);
    if (after.isNegative()) {
      throw conflict(
        `Not enough funds: the ${FIELD_NAME[change.field]} of this ${wallet.code} wallet is ${before.toFixed()}, ` +
          `${change.delta.negated().toFixed()} is needed`,
      );
    }
    amounts[change.field] = after;
    rows.push({ change, before, after });
  }
  await tx.query(
    'update user_wallets set balance = $2, frozen_balance = $3, backstage_frozen_balance = $4, update_date = $5 where id = $1',
    [wallet.id, amounts.balance.toFixed(), amounts.frozen_balance.toFixed(), amounts.backstage_frozen_balance.toFixed(), posting.now],
  );
  for (const { change, before, after } of rows) {
    await tx.query(
      `insert into wallet_change_log
         (wallet_id, user_id, coin_id, wallet_type, field, fund_type, change_type, before_balance, change_balance, after_balance,
          reference, operator, create_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        wallet.id,
        wallet.userId,
        wallet.coinId,
        wallet.walletType,
        change.field,
        posting.fundType ?? 1,
        change.changeType,
        before.toFixed(),
        change.delta.toFixed(),
        after.toFixed(),
        posting.reference,
        posting.operator,
        posting.now,
      ],
    );
  }
  for (const field of Object.keys(FIELD_OF) as WalletField[]) wallet[FIELD_OF[field]] = amounts[field];
}

/** One amount of a set-based posting (`postMany`): the wallet, the amount and what caused it. */
export interface WalletChange {
  walletId: number;
  field: WalletField;
  /** Positive adds to the amount, negative takes from it (a decimal string or Decimal). */
  delta: Decimal | string;
  changeType: string;
  /** What caused it, e.g. `futures-order:12`. */
  reference: string;
}

/**
 * `post` for many wallets at once (a round's settlement or void, a batch of orders): the same invariants in a
 * few statements whatever the number of changes. In the caller's transaction, every wallet concerned is locked
 * first, in id order (the order `post`'s callers lock them in, so the two never deadlock); then one statement
 * writes one change-log row per change, each wallet's rows chained in the order given (before = the amount
 * after the previous row), and moves each wallet's amounts by the sum of its changes. An amount that would go
 * below zero at any row is a 409 and nothing is written. Zero changes are written like `post` writes them
 * (callers that do not want a row for a zero amount leave it out).
 */
export async function postMany(tx: Queryable, changes: readonly WalletChange[], posting: Omit<Posting, 'reference'>): Promise<void> {
  if (changes.length === 0) return;
  const walletIds = [...new Set(changes.map((c) => c.walletId))].sort((a, b) => a - b);
  const { rows: locked } = await tx.query<{ id: string }>(
    'select id from user_wallets where id = any($1::bigint[]) order by id for update',
    [walletIds],
  );
  if (locked.length !== walletIds.length) {
    const found = new Set(locked.map((r) => Number(r.id)));
    throw new Error(`Wallet ${walletIds.find((id) => !found.has(id))} does not exist`);
  }
  const { rows: refused } = await tx.query<{ field: WalletField; before: string; delta: string; code: string }>(
    `with input as (
       select u.wallet_id, u.field, u.delta, u.change_type, u.reference, u.ord
       from unnest($1::bigint[], $2::text[], $3::numeric[], $4::text[], $5::text[]) with ordinality
         as u(wallet_id, field, delta, change_type, reference, ord)
     ), chained as (
       select i.*, w.user_id, w.coin_id, w.wallet_type,
              case i.field when 'balance' then w.balance when 'frozen_balance' then w.frozen_balance else w.backstage_frozen_balance end
              + coalesce(sum(i.delta) over (partition by i.wallet_id, i.field order by i.ord
                                            rows between unbounded preceding and 1 preceding), 0) as before
       from input i join user_wallets w on w.id = i.wallet_id
     ), refused as (
       select wallet_id, field, before, delta from chained where before + delta < 0 order by ord limit 1
     ), logged as (
       insert into wallet_change_log
         (wallet_id, user_id, coin_id, wallet_type, field, fund_type, change_type, before_balance, change_balance, after_balance,
          reference, operator, create_date)
       select wallet_id, user_id, coin_id, wallet_type, field, $6, change_type, before, delta, before + delta, reference, $7, $8
       from chained where not exists (select 1 from refused) order by wallet_id, ord
     ), sums as (
       select wallet_id, coalesce(sum(delta) filter (where field = 'balance'), 0) as balance,
              coalesce(sum(delta) filter (where field = 'frozen_balance'), 0) as frozen_balance,
              coalesce(sum(delta) filter (where field = 'backstage_frozen_balance'), 0) as backstage_frozen_balance
       from input group by wallet_id
     ), updated as (
       update user_wallets w set balance = w.balance + s.balance, frozen_balance = w.frozen_balance + s.frozen_balance,
         backstage_frozen_balance = w.backstage_frozen_balance + s.backstage_frozen_balance, update_date = $8
       from sums s where w.id = s.wallet_id and not exists (select 1 from refused)
     )
     select r.field, r.before::text as before, r.delta::text as delta, c.code
     from refused r join user_wallets w on w.id = r.wallet_id join coins c on c.id = w.coin_id`,
    [
      changes.map((c) => c.walletId),
      changes.map((c) => c.field),
      changes.map((c) => (typeof c.delta === 'string' ? c.delta : c.delta.toFixed())),
      changes.map((c) => c.changeType),
      changes.map((c) => c.reference),
      posting.fundType ?? 1,
      posting.operator,
      posting.now,
    ],
  );
  const bad = refused[0];
  if (bad) {
    throw conflict(
      `Not enough funds: the ${FIELD_NAME[bad.field]} of this ${bad.code} wallet is ${new Decimal(bad.before).toFixed()}, ` +
        `${new Decimal(bad.delta).negated().toFixed()} is needed`,
    );
  }
}
