import type { FundManagementResult, FundMovement } from '@console/contracts/schemas/users';
import Decimal from 'decimal.js';
import type { Queryable } from '../../db/database';
import { conflict, notFound } from '../../http/errors';
import { assertUserExists, num } from './queries';

/** 1 moves available balance into the backstage-frozen amount, 2 moves it back. */
export type ExecutionType = 1 | 2;

interface LockedWallet {
  id: number | string;
  coin_id: number;
  code: string;
  wallet_type: number;
  balance: string;
  backstage_frozen_balance: string;
}

interface Operation {
  operator: string;
  now: Date;
  fundType: number;
  remark?: string;
}

const LOCKED_WALLET = `select w.id, w.coin_id, c.code, w.wallet_type, w.balance::text as balance,
  w.backstage_frozen_balance::text as backstage_frozen_balance
  from user_wallets w join coins c on c.id = w.coin_id`;

/**
 * Moves `amount` of one locked wallet between `balance` and `backstage_frozen_balance`, writing the
 * fund management record and one change-log row per amount changed. The caller holds the row lock.
 */
async function move(
  tx: Queryable,
  userId: number,
  wallet: LockedWallet,
  execution: ExecutionType,
  amount: Decimal,
  op: Operation,
): Promise<FundMovement> {
  const balance = new Decimal(wallet.balance);
  const frozen = new Decimal(wallet.backstage_frozen_balance);
  const delta = execution === 1 ? amount.negated() : amount;
  const newBalance = balance.plus(delta);
  const newFrozen = frozen.minus(delta);
  if (newBalance.isNegative() || newFrozen.isNegative()) {
    const available = execution === 1 ? balance : frozen;
    throw conflict(
      `Cannot ${execution === 1 ? 'freeze' : 'thaw'} ${amount.toFixed()} ${wallet.code}: only ${available.toFixed()} is ${
        execution === 1 ? 'available' : 'frozen by staff'
      } in this wallet`,
    );
  }
  await tx.query('update user_wallets set balance = $2, backstage_frozen_balance = $3, update_date = $4 where id = $1', [
    wallet.id,
    newBalance.toFixed(),
    newFrozen.toFixed(),
    op.now,
  ]);
  const { rows } = await tx.query<{ id: number | string }>(
    `insert into fund_management_records
       (user_id, execution_type, coin_id, wallet_type, fund_type, before_balance, change_balance, after_balance, remark, operator, create_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id`,
    [
      userId,
      execution,
      wallet.coin_id,
      wallet.wallet_type,
      op.fundType,
      balance.toFixed(),
      delta.toFixed(),
      newBalance.toFixed(),
      op.remark ?? null,
      op.operator,
      op.now,
    ],
  );
  const reference = `fund_management:${num(rows[0].id)}`;
  const changeType = execution === 1 ? 'backstage_freeze' : 'backstage_thaw';
  const log = (field: string, before: Decimal, change: Decimal, after: Decimal) =>
    tx.query(
      `insert into wallet_change_log
         (wallet_id, user_id, coin_id, wallet_type, field, fund_type, change_type, before_balance, change_balance, after_balance, reference, operator, create_date)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        wallet.id,
        userId,
        wallet.coin_id,
        wallet.wallet_type,
        field,
        op.fundType,
        changeType,
        before.toFixed(),
        change.toFixed(),
        after.toFixed(),
        reference,
        op.operator,
        op.now,
      ],
    );
  await log('balance', balance, delta, newBalance);
  await log('backstage_frozen_balance', frozen, delta.negated(), newFrozen);
  return {
    coinId: wallet.coin_id,
    code: wallet.code,
    walletType: wallet.wallet_type,
    amount: amount.toFixed(),
    balance: newBalance.toFixed(),
    backstageFrozenBalance: newFrozen.toFixed(),
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
    const { rows } = await tx.query<LockedWallet>(
      `${LOCKED_WALLET} where w.user_id = $1 and w.coin_id = $2 and w.wallet_type = $3 for update of w`,
      [target.userId, target.coinId, target.walletType],
    );
    if (!rows[0]) throw notFound(`User ${target.userId} has no wallet of coin ${target.coinId} and wallet type ${target.walletType}`);
    const movement = await move(tx, target.userId, rows[0], execution, new Decimal(target.amount), op);
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
    const { rows } = await tx.query<LockedWallet>(`${LOCKED_WALLET} where w.user_id = $1 order by w.id for update of w`, [userId]);
    const movements: FundMovement[] = [];
    for (const wallet of rows) {
      const amount = new Decimal(execution === 1 ? wallet.balance : wallet.backstage_frozen_balance);
      if (amount.isZero()) continue;
      movements.push(await move(tx, userId, wallet, execution, amount, op));
    }
    return { accountId: userId, executionType: execution, movements };
  });
}
