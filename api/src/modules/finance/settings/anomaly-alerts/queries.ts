import type { anomalySettingsUpdate } from '@console/contracts/schemas/finance-settings';
import type { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { fieldError } from '../../../../http/errors';
import { num } from '../../records';

/*
 * The withdrawal anomaly alerts as the settings screen edits them. How they flag a withdrawal, and their
 * reading (`anomalySettings`), are in `../../anomalies.ts`.
 */

/** The suspicious agents named must be users (400), and agent or sales accounts, not plain users (400). */
export async function checkSuspiciousAgents(db: Queryable, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const { rows } = await db.query<{ id: number | string; account_type: number }>(
    'select id, account_type from users where id = any($1::bigint[])',
    [ids],
  );
  const types = new Map(rows.map((r) => [num(r.id), r.account_type]));
  const missing = ids.filter((id) => !types.has(id));
  if (missing.length) throw fieldError('suspiciousAgentIds', `user ${missing.join(', ')} does not exist`);
  const notAgents = ids.filter((id) => types.get(id) === 1);
  if (notAgents.length) throw fieldError('suspiciousAgentIds', `user ${notAgents.join(', ')} is not an agent or sales account`);
}

/** `suspiciousAgentIds` are the checked ids, each once. */
export async function updateAnomalySettings(
  db: Queryable,
  s: z.output<typeof anomalySettingsUpdate>,
  suspiciousAgentIds: number[],
  account: string,
  now: Date,
): Promise<void> {
  await db.query(
    `update withdrawal_anomaly_settings set amount_threshold_enabled = $1, amount_threshold = $2, balance_below_deposit_enabled = $3,
       daily_count_limit_enabled = $4, daily_count_limit = $5, weekly_count_limit_enabled = $6, weekly_count_limit = $7,
       first_time_withdrawal_enabled = $8, suspicious_agent_enabled = $9, suspicious_agent_ids = $10::bigint[],
       address_or_info_change_enabled = $11, login_ip_check_enabled = $12, withdraw_ip_check_enabled = $13, update_date = $14,
       updated_by = $15
     where id = 1`,
    [
      s.amountThresholdEnabled,
      s.amountThreshold,
      s.balanceBelowDepositEnabled,
      s.dailyCountLimitEnabled,
      s.dailyCountLimit,
      s.weeklyCountLimitEnabled,
      s.weeklyCountLimit,
      s.firstTimeWithdrawalEnabled,
      s.suspiciousAgentEnabled,
      suspiciousAgentIds,
      s.addressOrInfoChangeEnabled,
      s.loginIpCheckEnabled,
      s.withdrawIpCheckEnabled,
      now,
      account,
    ],
  );
}
