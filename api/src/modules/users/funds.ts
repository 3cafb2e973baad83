import type { FundManagementResult, FundMovement } from '@console/contracts/schemas/users';
import Decimal from 'decimal.js';
import type { Queryable } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { findLockedWallet, type LockedWallet, lockWalletsOfUser, post } from '../wallets/ledger';
import { assertUserExists, num } from './queries';

/** 1 moves available balance into the backstage-frozen amount, 2 moves it back. */
export type ExecutionType = 1 | 2;

interface Operation {
  operator: string;
  now: Date;
  fundType: number;
  remark?: string;
}

/**
 * Moves `amount` of one locked wallet between `balance` and `backstage_frozen_balance` through the
 * ledger (both amounts and their change-log rows), and writes the fund management record.
 */
async function move(tx: Queryable, wallet: LockedWallet, execution: ExecutionType, amount: Decimal, op: Operation): Promise<FundMovement> {
  const balance = wallet.balance;
  const delta = execution === 1 ? amount.negated() : amount;
  const available = execution === 1 ? wallet.balance : wallet.backstageFrozenBalance;
  if (available.lessThan(amount)) {
    throw conflict(
      `Cannot ${execution === 1 ? 'freeze' : 'thaw'} ${amount.toFixed()} ${wallet.code}: only ${available.toFixed()} is ${
        execution === 1 ? 'available' : 'frozen by staff'
      } in this wallet`,
    );
  }
  const { rows } = await tx.query<{ id: number | string }>(
    `insert into fund_management_records
       (user_id, execution_type, coin_id, wallet_type, fund_type, before_balance, change_balance, after_balance, remark, operator, create_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      wallet.userId,
      execution,
      wallet.coinId,
      wallet.walletType,
      op.fundType,
      balance.toFixed(),
      delta.toFixed(),
      balance.plus(delta).toFixed(),
      op.remark ?? null,
      op.operator,
      op.now,
    ],
  );
  const changeType = execution === 1 ? 'backstage_freeze' : 'backstage_thaw';
  await post(
    tx,
    wallet,
    [
      { field: 'balance', delta, changeType },
      { field: 'backstage_frozen_balance', delta: delta.negated(), changeType },
    ],
    { reference: `fund_management:${num(rows[0].id)}`, operator: op.operator, now: op.now, fundType: op.fundType },
  );
  return {
    coinId: wallet.coinId,
    code: wallet.code,
    walletType: wallet.walletType,
    amount: amount.toFixed(),
    balance: wallet.balance.toFixed(),
    backstageFrozenBalance: wallet.backstageFrozenBalance.toFixed(),
  };
}

/** Freezes (1) or thaws (2) `amount` of one wallet, in one transaction; more than there is is a 409. */
export function moveSingle(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  target: { userId: number; coinId: number; walletType: number; amount: string },
  execution: ExecutionType,
  op: Operation,
): Promise<FundManagementResult> {
  return db.transaction(async (tx) => {
    await assertUserExists(tx, target.userId);
    const wallet = await findLockedWallet(tx, target);
    if (!wallet) throw notFound(`User ${target.userId} has no wallet of coin ${target.coinId} and wallet type ${target.walletType}`);
    const movement = await move(tx, wallet, execution, new Decimal(target.amount), op);
    return { accountId: target.userId, executionType: execution, movements: [movement] };
  });
}

/** Freezes (1) or thaws (2) the whole amount of every wallet of a user, in one transaction. */
export function moveAll(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  userId: number,
  execution: ExecutionType,
  op: Operation,
): Promise<FundManagementResult> {
  return db.transaction(async (tx) => {
    await assertUserExists(tx, userId);
    const movements: FundMovement[] = [];
    for (const wallet of await lockWalletsOfUser(tx, userId)) {
      const amount = execution === 1 ? wallet.balance : wallet.backstageFrozenBalance;
      if (amount.isZero()) continue;
      movements.push(await move(tx, wallet, execution, amount, op));
    }
    return { accountId: userId, executionType: execution, movements };
  });
}
