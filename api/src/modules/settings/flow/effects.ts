import Decimal from 'decimal.js';
import type { Queryable } from '../../../db/database';
import { conflict } from '../../../http/errors';

/*
 * What the flow setting changes, read inside the transaction of the deposit or transfer it applies to (so the
 * setting a change saved applies to the very next one, on every instance): a credited deposit's flow volume,
 * and whether a transfer is allowed and its fee.
 */

/** A deposit's source: 1 on-chain (the client's), 2 recorded by staff (backstage). */
const BACKSTAGE_SOURCE = 2;
const FLOW_LOG_DEPOSIT = 1;

export interface CreditedDeposit {
  depositId: number;
  userId: number;
  /** 1 futures, 2 perpetual. */
  walletType: number;
  source: number;
  amount: Decimal;
  operator: string | null;
  now: Date;
}

/**
 * Adds `amount x multiplier` to the user's flow volume, with its flow record (type deposit), when the flow is on
 * and the switch of the deposit's source and wallet is on; otherwise nothing. In the caller's transaction.
 */
export async function addDepositFlow(tx: Queryable, deposit: CreditedDeposit): Promise<void> {
  const { rows } = await tx.query<{ on: boolean; multiplier: string }>(
    `select global_enable = 1 and case when $1 then (case when $2 = 2 then backstage_perpetual_wallet_enable else backstage_future_wallet_enable end)
                                       else (case when $2 = 2 then client_perpetual_wallet_enable else client_future_wallet_enable end) end = 1 as on,
            flow_volume_multiplier::text as multiplier
     from flow_setting where id = 1`,
    [deposit.source === BACKSTAGE_SOURCE, deposit.walletType],
  );
  if (!rows[0]?.on) return;
  const flow = deposit.amount.times(rows[0].multiplier);
  if (flow.isZero()) return;
  const { rows: user } = await tx.query<{ flow_volume: string }>(
    'select flow_volume::text as flow_volume from users where id = $1 for update',
    [deposit.userId],
  );
  const before = new Decimal(user[0].flow_volume);
  const after = before.plus(flow);
  await tx.query('update users set flow_volume = $2, update_date = $3 where id = $1', [deposit.userId, after.toFixed(), deposit.now]);
  await tx.query(
    `insert into user_flow_records
       (user_id, flow_log_type, amount, multiplier, flow_amount, before_amount, after_amount, current_amount, remark, operator, create_date)
     values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10)`,
    [
      deposit.userId,
      FLOW_LOG_DEPOSIT,
      deposit.amount.toFixed(),
      rows[0].multiplier,
      flow.toFixed(),
      before.toFixed(),
      after.toFixed(),
      `Deposit #${deposit.depositId}`,
      deposit.operator,
      deposit.now,
    ],
  );
}

/** Fees are kept to 8 decimals, rounded half up. */
const FEE_DECIMALS = 8;

/**
 * The fee of a transfer of `amount` as the flow setting now says (0 while the fee is off); a 409 while transfers
 * are off.
 */
export async function transferFee(tx: Queryable, amount: Decimal): Promise<Decimal> {
  const { rows } = await tx.query<{ allow_transfer_enable: number; transfer_fee_enable: number; rate: string }>(
    'select allow_transfer_enable, transfer_fee_enable, transfer_fee_rate::text as rate from flow_setting where id = 1',
  );
  const setting = rows[0];
  if (setting && setting.allow_transfer_enable !== 1) throw conflict('Transfers between wallets are turned off in the flow settings');
  if (!setting || setting.transfer_fee_enable !== 1) return new Decimal(0);
  return amount.times(setting.rate).dividedBy(100).toDecimalPlaces(FEE_DECIMALS, Decimal.ROUND_HALF_UP);
}
