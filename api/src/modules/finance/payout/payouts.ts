import { randomUUID } from 'node:crypto';
import { PAYOUT_STATUS, WITHDRAWAL_DECISION, WITHDRAWAL_STATUS } from '@console/contracts/schemas/finance';
import type { PayoutEventOutcome } from '@console/contracts/schemas/finance-answers';
import Decimal from 'decimal.js';
import type { Db, Queryable } from '../../../db/database';
import { iso } from '../../../db/list';
import { ApiError, conflict, notFound } from '../../../http/errors';
import { lockWallet } from '../../wallets/ledger';
import { PAYOUT_PROVIDER_ACTOR, recordHistory } from '../history';
import { withdrawalRules } from '../settings/rules';
import { payOutHeldAmount, returnHeldAmount } from '../withdrawals/queries';
import { type PayoutProvider, PayoutRefused, type PayoutRequest } from './provider';

/*
 * Automatic payout of a withdrawal.
 *
 * Four eyes: starting an automatic payout is the approval of the admin who starts it, and it must be the
 * last approval the withdrawal needs. Below the dual-approval amount one admin's automatic payout is
 * enough; above it, another admin must have given the first approval (manual review) before a second,
 * different admin sends it to automatic payout. The approval is recorded like a manual one.
 *
 * While the provider works, the withdrawal is `payingOut` (status 4) with its amount still held: no
 * manual review and no deletion can touch it. The provider's webhook settles it once:
 * - confirmed: the held amount is taken (change type `withdrawal`, as a manual approval), status approved;
 * - failed: the held amount is returned to the available balance (`withdrawal_unfreeze`), status rejected
 *   with the provider's reason. A failed payout is final: the user can request again, and nothing stays
 *   frozen waiting for an admin.
 * A provider that refuses the submission outright pays nothing: the approval is withdrawn and the
 * withdrawal returns to the status it had, to be reviewed again.
 */

interface LockedForPayout {
  id: number | string;
  user_id: number | string;
  coin_id: number;
  code: string;
  wallet_type: number;
  block_chain: string | null;
  address: string;
  amount: string;
  fee_amount: string;
  actual_amount: string;
  status: number;
}

async function lockWithdrawal(tx: Queryable, id: number): Promise<LockedForPayout> {
  const { rows } = await tx.query<LockedForPayout>(
    `select x.id, x.user_id, x.coin_id, c.code, x.wallet_type, x.block_chain, x.address, x.amount::text as amount,
       x.fee_amount::text as fee_amount, x.actual_amount::text as actual_amount, x.status
     from withdrawals x join coins c on c.id = x.coin_id where x.id = $1 and x.deleted_date is null for update of x`,
    [id],
  );
  if (!rows[0]) throw notFound(`Withdrawal ${id} does not exist`);
  return rows[0];
}

interface PayoutRow {
  id: number | string;
  withdrawal_id: number | string;
  provider: string;
  idempotency_key: string;
  status: string;
  previous_status: number;
  submitted_by_id: number;
  submitted_by: string;
  create_date: Date;
}

const STATE_WORD: Record<number, string> = {
  [WITHDRAWAL_STATUS.approved]: 'already approved',
  [WITHDRAWAL_STATUS.rejected]: 'already rejected',
  [WITHDRAWAL_STATUS.payingOut]: 'already sent to automatic payout',
};

export interface Submitted {
  payoutId: number;
  request: PayoutRequest;
}

/**
 * Records the automatic payout of an open withdrawal (the approval, status `payingOut`, the payout row)
 * in one transaction, before the provider is called: a webhook that arrives at once finds it.
 */
export function recordAutoPayout(
  db: Pick<Db, 'transaction'>,
  input: { id: number; provider: string; callbackUrl: string },
  admin: { adminId: number; account: string },
  now: Date,
): Promise<Submitted> {
  return db.transaction(async (tx) => {
    const w = await lockWithdrawal(tx, input.id);
    const { rows: live } = await tx.query<PayoutRow>(
      `select id, status, submitted_by, create_date from payouts where withdrawal_id = $1 and status <> 'failed'`,
      [w.id],
    );
    if (live[0]) {
      throw conflict(
        `Withdrawal ${input.id} was already sent to automatic payout by ${live[0].submitted_by} on ${iso(live[0].create_date)} (payout ${live[0].status})`,
      );
    }
    if (w.status !== WITHDRAWAL_STATUS.pending && w.status !== WITHDRAWAL_STATUS.firstApproval) {
      throw conflict(`Withdrawal ${input.id} was ${STATE_WORD[w.status] ?? 'already reviewed'}: only a pending withdrawal can be paid out`);
    }
    const amount = new Decimal(w.amount);
    const rules = await withdrawalRules(tx, w.coin_id);
    const required = amount.gt(rules.dualApprovalAmount) ? 2 : 1;
    const { rows: given } = await tx.query<{ admin_id: number }>('select admin_id from withdrawal_approvals where withdrawal_id = $1', [
      w.id,
    ]);
    if (given.some((a) => Number(a.admin_id) === admin.adminId)) {
      throw conflict(
        `You already approved withdrawal ${input.id}: above ${rules.dualApprovalAmount.toFixed()} its automatic payout must be started by a second, different admin`,
      );
    }
    if (given.length + 1 < required) {
      throw conflict(
        `Withdrawal ${input.id} is above ${rules.dualApprovalAmount.toFixed()} ${w.code} and needs two approvals: ` +
          'another admin must approve it first, then a second admin can send it to automatic payout',
      );
    }
    await tx.query(
      'insert into withdrawal_approvals (withdrawal_id, admin_id, admin_account, remark, create_date) values ($1, $2, $3, $4, $5)',
      [w.id, admin.adminId, admin.account, 'automatic payout', now],
    );
    await recordHistory(tx, 'withdrawal', w.id, admin, now, { action: 'payoutSubmitted' });
    await tx.query(
      `update withdrawals set status = $2, withdrawal_type = $3, reviewer_id = $4, reviewer = $5, update_date = $6 where id = $1`,
      [w.id, WITHDRAWAL_STATUS.payingOut, WITHDRAWAL_DECISION.automatic, admin.adminId, admin.account, now],
    );
    const idempotencyKey = randomUUID();
    const { rows } = await tx.query<{ id: number | string }>(
      `insert into payouts (withdrawal_id, provider, idempotency_key, status, coin_code, chain, address, amount, fee_amount,
         previous_status, submitted_by_id, submitted_by, create_date, update_date)
       values ($1, $2, $3, 'submitted', $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) returning id`,
      [
        w.id,
        input.provider,
        idempotencyKey,
        w.code,
        w.block_chain,
        w.address,
        w.actual_amount,
        w.fee_amount,
        w.status,
        admin.adminId,
        admin.account,
        now,
      ],
    );
    return {
      payoutId: Number(rows[0].id),
      request: {
        idempotencyKey,
        withdrawalId: Number(w.id),
        coin: w.code,
        chain: w.block_chain,
        address: w.address,
        amount: w.actual_amount,
        callbackUrl: input.callbackUrl,
      },
    };
  });
}

/**
 * Sends a recorded payout to the provider. Accepted: the provider's id is kept. Refused: nothing was
 * paid, so the approval is withdrawn and the withdrawal is open again (502). Unknown (timeout, provider
 * error): the payout stays submitted, to be settled by the webhook; the idempotency key makes a later
 * retry safe (502).
 */
export async function sendPayout(db: Db, provider: PayoutProvider, submitted: Submitted, now: () => Date): Promise<void> {
  try {
    const accepted = await provider.submit(submitted.request);
    await db.query('update payouts set external_id = coalesce(external_id, $2), update_date = $3 where id = $1', [
      submitted.payoutId,
      accepted.externalId,
      now(),
    ]);
  } catch (error) {
    if (error instanceof PayoutRefused) {
      await withdrawRefusedPayout(db, submitted.payoutId, error.message, now());
      throw new ApiError(
        502,
        `The payout provider refused the payout (${error.message}): nothing was paid and the withdrawal is back in review`,
      );
    }
    throw new ApiError(
      502,
      `The payout provider did not confirm receipt (${(error as Error).message}): the payout stays submitted and ` +
        'the withdrawal is settled when the provider reports the outcome',
    );
  }
}

async function withdrawRefusedPayout(db: Pick<Db, 'transaction'>, payoutId: number, reason: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<PayoutRow>('select withdrawal_id from payouts where id = $1', [payoutId]);
    const w = await lockWithdrawal(tx, Number(rows[0].withdrawal_id));
    const { rows: locked } = await tx.query<PayoutRow>('select * from payouts where id = $1 for update', [payoutId]);
    const payout = locked[0];
    // A webhook may have settled it meanwhile: then that outcome stands.
    if (payout.status !== PAYOUT_STATUS.submitted || w.status !== WITHDRAWAL_STATUS.payingOut) return;
    await tx.query(`update payouts set status = 'failed', failure_reason = $2, settle_date = $3, update_date = $3 where id = $1`, [
      payoutId,
      `refused at submission: ${reason}`,
      now,
    ]);
    await tx.query('delete from withdrawal_approvals where withdrawal_id = $1 and admin_id = $2', [w.id, payout.submitted_by_id]);
    await tx.query(
      'update withdrawals set status = $2, withdrawal_type = null, reviewer_id = null, reviewer = null, update_date = $3 where id = $1',
      [w.id, payout.previous_status, now],
    );
    await recordHistory(tx, 'withdrawal', w.id, PAYOUT_PROVIDER_ACTOR, now, { action: 'payoutRefused', reason });
  });
}

export interface PayoutEvent {
  eventId: string;
  type: 'payout.confirmed' | 'payout.failed';
  idempotencyKey: string;
  externalId?: string | null;
  txHash?: string | null;
  reason?: string | null;
}

/** What the webhook call is answered (`payoutEventOutcome`, the schema its route declares). */
export type EventOutcome = PayoutEventOutcome;

/**
 * Applies a verified webhook event once, in one transaction. The withdrawal and then the payout are locked
 * before anything is written (the order of every other path), so the events of one payout run one after
 * another; the event id is then recorded, and a replay finds it and changes nothing. Recording the event
 * first would take a key-share lock on the payout (its foreign key) ahead of the withdrawal's lock, and
 * two different events of one payout at once would deadlock.
 */
export function applyPayoutEvent(db: Pick<Db, 'transaction'>, event: PayoutEvent, now: Date): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const { rows: found } = await tx.query<PayoutRow>('select id, withdrawal_id, provider from payouts where idempotency_key = $1', [
      event.idempotencyKey,
    ]);
    if (!found[0]) throw notFound(`No payout has the idempotency key ${event.idempotencyKey}`);
    const provider = found[0].provider;
    const w = await lockWithdrawal(tx, Number(found[0].withdrawal_id));
    const { rows: locked } = await tx.query<PayoutRow>('select * from payouts where id = $1 for update', [found[0].id]);
    const payout = locked[0];
    const { rows: inserted } = await tx.query(
      `insert into payout_webhook_events (provider, event_id, payout_id, type, received_date) values ($1, $2, $3, $4, $5)
       on conflict (provider, event_id) do nothing returning event_id`,
      [provider, event.eventId, found[0].id, event.type, now],
    );
    if (!inserted.length) return { eventId: event.eventId, duplicate: true, applied: false };

    const note = async (applied: boolean, outcome: string) => {
      await tx.query('update payout_webhook_events set applied = $3, outcome = $4 where provider = $1 and event_id = $2', [
        provider,
        event.eventId,
        applied ? 1 : 0,
        outcome,
      ]);
      await tx.query('update payouts set last_event_id = $2, update_date = $3 where id = $1', [payout.id, event.eventId, now]);
      return { eventId: event.eventId, duplicate: false, applied };
    };
    if (payout.status !== PAYOUT_STATUS.submitted || w.status !== WITHDRAWAL_STATUS.payingOut) {
      return note(false, `ignored: the payout was already ${payout.status}`);
    }

    const amount = new Decimal(w.amount);
    const wallet = await lockWallet(tx, { userId: Number(w.user_id), coinId: w.coin_id, walletType: w.wallet_type }, now);
    const posting = { reference: `withdrawal:${w.id}`, operator: payout.submitted_by, now };
    if (event.type === 'payout.confirmed') {
      await payOutHeldAmount(tx, wallet, amount, posting);
      await tx.query(
        `update payouts set status = 'confirmed', external_id = coalesce(external_id, $2), tx_hash = $3, settle_date = $4 where id = $1`,
        [payout.id, event.externalId ?? null, event.txHash ?? null, now],
      );
      await tx.query(
        'update withdrawals set status = $2, tx_hash = coalesce($3, tx_hash), review_date = $4, update_date = $4 where id = $1',
        [w.id, WITHDRAWAL_STATUS.approved, event.txHash ?? null, now],
      );
      await recordHistory(tx, 'withdrawal', w.id, PAYOUT_PROVIDER_ACTOR, now, { action: 'payoutConfirmed' });
      return note(true, 'confirmed: the held amount was paid out');
    }
    const reason = event.reason?.trim() || 'no reason given';
    await returnHeldAmount(tx, wallet, amount, posting);
    await tx.query(
      `update payouts set status = 'failed', external_id = coalesce(external_id, $2), failure_reason = $3, settle_date = $4 where id = $1`,
      [payout.id, event.externalId ?? null, reason, now],
    );
    await tx.query('update withdrawals set status = $2, reason = $3, review_date = $4, update_date = $4 where id = $1', [
      w.id,
      WITHDRAWAL_STATUS.rejected,
      `Automatic payout failed: ${reason}`,
      now,
    ]);
    await recordHistory(tx, 'withdrawal', w.id, PAYOUT_PROVIDER_ACTOR, now, { action: 'payoutFailed', reason });
    return note(true, 'failed: the held amount was returned');
  });
}
