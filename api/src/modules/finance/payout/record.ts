import type { PayoutStatus, WithdrawalPayout } from '@console/contracts/schemas/finance';
import { iso } from '../../../db/list';

/** Select expression (withdrawals aliased `x`): the withdrawal's latest payout as JSON, or null. */
export const LATEST_PAYOUT_COLUMN = `(select json_build_object('id', p.id, 'provider', p.provider, 'externalId', p.external_id,
    'status', p.status, 'amount', p.amount::text, 'address', p.address, 'chain', p.chain, 'txHash', p.tx_hash,
    'failureReason', p.failure_reason, 'submittedBy', p.submitted_by, 'submitDate', p.create_date, 'settleDate', p.settle_date,
    'lastEventId', p.last_event_id)
  from payouts p where p.withdrawal_id = x.id order by p.id desc limit 1) as payout`;

type PayoutJson = Omit<WithdrawalPayout, 'id'> & { id: number | string };

/** The `payout` field of a withdrawal record from the column above. */
export function toWithdrawalPayout(value: PayoutJson | string | null | undefined): WithdrawalPayout | null {
  if (!value) return null;
  const p = (typeof value === 'string' ? JSON.parse(value) : value) as PayoutJson;
  return {
    id: Number(p.id),
    provider: p.provider,
    externalId: p.externalId,
    status: p.status as PayoutStatus,
    amount: p.amount,
    address: p.address,
    chain: p.chain,
    txHash: p.txHash,
    failureReason: p.failureReason,
    submittedBy: p.submittedBy,
    submitDate: iso(p.submitDate)!,
    settleDate: iso(p.settleDate),
    lastEventId: p.lastEventId,
  };
}
