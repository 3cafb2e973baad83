import type { FinanceSettingsRecord, financeSettingsUpdate } from '@console/contracts/schemas/finance-settings';
import type { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { iso } from '../../../../db/list';

/*
 * The finance switches as the settings screen shows and edits them (deposit review, withdrawal KYC and
 * password, the dual-approval amount). What they mean for deposits and withdrawals is in `../rules.ts`.
 */

export async function financeSettingsRecord(db: Queryable): Promise<FinanceSettingsRecord> {
  const { rows } = await db.query<{ d: number; k: number; p: number; dual: string; update_date: Date; updated_by: string | null }>(
    `select deposit_need_review as d, withdraw_need_kyc as k, withdraw_need_pwd as p,
       trim_scale(withdrawal_dual_approval_amount)::text as dual, update_date, updated_by
     from finance_settings where id = 1`,
  );
  const r = rows[0];
  return {
    id: 1,
    depositNeedReview: r.d,
    withdrawNeedKyc: r.k,
    withdrawNeedPwd: r.p,
    withdrawalDualApprovalAmount: r.dual,
    updateDate: iso(r.update_date)!,
    updatedBy: r.updated_by,
  };
}

export async function updateFinanceSettings(
  db: Queryable,
  s: z.output<typeof financeSettingsUpdate>,
  account: string,
  now: Date,
): Promise<void> {
  await db.query(
    `update finance_settings set deposit_need_review = $1, withdraw_need_kyc = $2, withdraw_need_pwd = $3,
       withdrawal_dual_approval_amount = coalesce($4, withdrawal_dual_approval_amount), update_date = $5, updated_by = $6
     where id = 1`,
    [s.depositNeedReview, s.withdrawNeedKyc, s.withdrawNeedPwd, s.withdrawalDualApprovalAmount ?? null, now, account],
  );
}
