import { permissionId } from '@console/contracts/permissions';
import { KYC_STATUS } from '@console/contracts/schemas/kyc';
import type { NotificationCounts } from '@console/contracts/schemas/notifications';
import { DEPOSIT_STATUS, WITHDRAWAL_STATUS } from '@console/contracts/schemas/finance';
import type { Queryable } from '../../db/database';
import { route } from '../../http/routes';
import type { SessionInfo } from '../../http/context';
import { DEPOSITS } from '../finance/deposits';
import type { SummedKind } from '../finance/summaries';
import { WITHDRAWALS } from '../finance/withdrawals';

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

/** Pending applications, read from the status index (`kyc_status_idx`) alone. */
async function pendingKyc(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from kyc where status = $1', [KYC_STATUS.pending]);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Rooms with a user's message no staff member has read (the chat list's "unread only" filter), from the
 * partial index of exactly those messages (`chat_messages_unread_by_staff`).
 */
async function unreadChats(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    "select count(distinct room_id)::int as n from chat_messages where sender_kind = 'user' and not read_by_staff",
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * What waits for the admin, for the console's bell: a count only where the admin holds the view permission
 * of the list showing those records (checked here, whatever the console shows), so a Finance admin learns
 * nothing about KYC or chats. One small query each, in turn: a poll takes one pool connection.
 */
export async function notificationCounts(db: Queryable, session: Pick<SessionInfo, 'permissions'>): Promise<NotificationCounts> {
  const holds = (key: string) => session.permissions.has(permissionId(key));
  const counts: NotificationCounts = {};
  if (holds('kyc.list')) counts.kycPending = await pendingKyc(db);
  if (holds('deposit.list')) {
    const byStatus = await countsByStatus(db, DEPOSITS, [DEPOSIT_STATUS.pending]);
    counts.depositsPending = byStatus.get(DEPOSIT_STATUS.pending) ?? 0;
  }
  if (holds('withdrawal.list')) {
    const byStatus = await countsByStatus(db, WITHDRAWALS, [WITHDRAWAL_STATUS.pending, WITHDRAWAL_STATUS.firstApproval]);
    counts.withdrawalsPending = byStatus.get(WITHDRAWAL_STATUS.pending) ?? 0;
    counts.withdrawalsSecondApproval = byStatus.get(WITHDRAWAL_STATUS.firstApproval) ?? 0;
  }
  if (holds('chat.view')) counts.chatsUnread = await unreadChats(db);
  return counts;
}

export function notificationRoutes() {
  return [
    route({
      method: 'GET',
      path: 'notifications/counts',
      name: 'What waits for the admin (notification counts)',
      // Every signed-in admin may ask (SESSION_ROUTES): the answer holds only what their permissions show.
      handler: async ({ session, services: { db } }) => notificationCounts(db, session),
    }),
  ];
}
