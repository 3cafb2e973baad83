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
