import { DISTRIBUTION_PAYMENT_STATUS, type DistributionPayment } from '@console/contracts/schemas/distribution';
import Decimal from 'decimal.js';
import type { Queryable } from '../../../db/database';
import { iso } from '../../../db/list';
import { conflict, notFound } from '../../../http/errors';
import { lockWallet, post } from '../../wallets/ledger';

export interface PaymentRow {
  id: number | string;
  user_id: number | string;
  email: string | null;
  user_type: number;
  coin_id: number;
  code: string;
  wallet_type: number;
  distribution_bonus: string;
  start_date: Date;
  end_date: Date;
  payment_date: Date | null;
  status: number;
  failure_reason: string | null;
  reissued_by: string | null;
  reissue_date: Date | null;
  hourly_count: number;
}

export const PAYMENT_COLUMNS = `p.id, p.user_id, u.email, p.user_type, p.coin_id, c.code, p.wallet_type,
  p.distribution_bonus::text as distribution_bonus, p.start_date, p.end_date, p.payment_date, p.status, p.failure_reason,
  p.reissued_by, p.reissue_date, (select count(*)::int from distribution_hourly_records h where h.payment_id = p.id) as hourly_count`;
export const PAYMENT_FROM = 'distribution_payments p join users u on u.id = p.user_id join coins c on c.id = p.coin_id';

export const toPayment = (r: PaymentRow): DistributionPayment => ({
  id: Number(r.id),
  accountId: Number(r.user_id),
  email: r.email,
  userType: r.user_type,
  coinId: r.coin_id,
  code: r.code,
  walletType: r.wallet_type,
  distributionBonus: r.distribution_bonus,
  startDate: iso(r.start_date)!,
  endDate: iso(r.end_date)!,
  paymentDate: iso(r.payment_date),
  status: r.status,
  failureReason: r.failure_reason,
  reissuedBy: r.reissued_by,
  reissueDate: iso(r.reissue_date),
  hourlyCount: Number(r.hourly_count),
});

export async function paymentById(db: Queryable, id: number): Promise<DistributionPayment> {
  const { rows } = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where p.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Distribution payment ${id} does not exist`);
  return toPayment(rows[0]);
}

/** What identifies a payment's credit in the wallet change log (unique: migration 009). */
export const paymentReference = (id: number) => `distribution_payment:${id}`;

interface Payee {
  paymentId: number;
  userId: number;
  coinId: number;
  walletType: number;
  bonus: string;
}

/**
 * Credits a payment's bonus to the user's wallet (made empty when the user has none in that coin) through
 * the ledger, inside the caller's transaction and under the wallet's row lock.
 */
export async function creditBonus(tx: Queryable, payee: Payee, operator: string | null, now: Date): Promise<void> {
  const amount = new Decimal(payee.bonus);
  if (amount.isZero()) return;
  const wallet = await lockWallet(tx, payee, now);
  await post(tx, wallet, [{ field: 'balance', delta: amount, changeType: 'distribution' }], {
    reference: paymentReference(payee.paymentId),
    operator,
    now,
  });
}

/**
 * Pays a failed payment again: under the payment's row lock, so of two reissues at once one pays and
 * the other finds it paid (409). A paid or pending payment is never paid (again) by a reissue.
 */
export function reissuePayment(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  id: number,
  operator: string,
  now: Date,
): Promise<DistributionPayment> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      user_id: number | string;
      coin_id: number;
      wallet_type: number;
      distribution_bonus: string;
      status: number;
      payment_date: Date | null;
      reissued_by: string | null;
    }>(
      `select user_id, coin_id, wallet_type, distribution_bonus::text as distribution_bonus, status, payment_date, reissued_by
       from distribution_payments where id = $1 for update`,
      [id],
    );
    const payment = rows[0];
    if (!payment) throw notFound(`Distribution payment ${id} does not exist`);
    if (payment.status === DISTRIBUTION_PAYMENT_STATUS.paid) {
      const when = iso(payment.payment_date);
      throw conflict(
        `Distribution payment ${id} is already paid${when ? ` (${when}${payment.reissued_by ? `, reissued by ${payment.reissued_by}` : ''})` : ''}: it is not paid twice`,
      );
    }
    if (payment.status !== DISTRIBUTION_PAYMENT_STATUS.failed) {
      throw conflict(`Distribution payment ${id} is still pending: only a failed payment can be reissued`);
    }
    await creditBonus(
      tx,
      {
        paymentId: id,
        userId: Number(payment.user_id),
        coinId: payment.coin_id,
        walletType: payment.wallet_type,
        bonus: payment.distribution_bonus,
      },
      operator,
      now,
    );
    await tx.query('update distribution_payments set status = $2, payment_date = $3, reissued_by = $4, reissue_date = $3 where id = $1', [
      id,
      DISTRIBUTION_PAYMENT_STATUS.paid,
      now,
      operator,
    ]);
    return paymentById(tx, id);
  });
}
