import { DEPOSIT_STATUS, WITHDRAWAL_STATUS } from '@console/contracts/schemas/finance';
import type { WaitingCount } from '../../core/area';
import type { Queryable } from '../../db/database';
import { DEPOSITS } from './deposits/queries';
import type { SummedKind } from './summaries';
import { WITHDRAWALS } from './withdrawals/queries';

/**
 * The records of some deposit or withdrawal statuses, from the sums kept per day, coin and status
 * (`014_finance_day_sums.sql`, the same source as the lists' summary rows): at most a row per coin and
 * day, however many records there are. Soft-deleted records count nowhere, as in the lists.
 */
async function countsByStatus(db: Queryable, kind: Pick<SummedKind, 'name'>, statuses: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ status: number; records: number }>(
    `select status, coalesce(sum(records), 0)::int as records
       from (select status, records from ${kind.name}_day_sums where status = any($1::int[])
             union all
             select status, records from ${kind.name}_day_sum_changes where status = any($1::int[])) t
      group by status`,
    [statuses],
  );
  return new Map(rows.map((r) => [Number(r.status), Number(r.records)]));
}

/**
 * When the oldest record of some statuses was submitted: one step of the (status, create date) index per status
 * (`deposits_status_idx`, `withdrawals_status_idx`), soft-deleted records left out as in the lists.
 */
async function oldestByStatus(db: Queryable, table: 'deposits' | 'withdrawals', statuses: number[]): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | null }>(
    `select min(at) as at from unnest($1::int[]) as s(status)
       cross join lateral (select min(create_date) as at from ${table} where status = s.status and deleted_date is null) m`,
    [statuses],
  );
  return rows[0]?.at ?? null;
}

/** Deposits to review, and withdrawals to review or to approve a second time. */
export const FINANCE_WAITING: WaitingCount[] = [
  {
    permission: 'deposit.list',
    count: async (db) => {
      const byStatus = await countsByStatus(db, DEPOSITS, [DEPOSIT_STATUS.pending]);
      return { depositsPending: byStatus.get(DEPOSIT_STATUS.pending) ?? 0 };
    },
    oldest: (db) => oldestByStatus(db, 'deposits', [DEPOSIT_STATUS.pending]),
  },
  {
    permission: 'withdrawal.list',
    count: async (db) => {
      const byStatus = await countsByStatus(db, WITHDRAWALS, [WITHDRAWAL_STATUS.pending, WITHDRAWAL_STATUS.firstApproval]);
      return {
        withdrawalsPending: byStatus.get(WITHDRAWAL_STATUS.pending) ?? 0,
        withdrawalsSecondApproval: byStatus.get(WITHDRAWAL_STATUS.firstApproval) ?? 0,
      };
    },
    // A withdrawal awaiting its second approval has waited since it was submitted, as one awaiting its first.
    oldest: (db) => oldestByStatus(db, 'withdrawals', [WITHDRAWAL_STATUS.pending, WITHDRAWAL_STATUS.firstApproval]),
  },
];
