import { KYC_STATUS } from '@console/contracts/schemas/kyc';
import type { WaitingCount } from '../../core/area';

/** KYC applications to review, and customer chats with a message no staff member has read. */
export const USERS_WAITING: WaitingCount[] = [
  {
    permission: 'kyc.list',
    // From the status index (`kyc_status_idx`) alone.
    count: async (db) => {
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from kyc where status = $1', [KYC_STATUS.pending]);
      return { kycPending: Number(rows[0]?.n ?? 0) };
    },
    // The first entry of the same index: the application submitted longest ago.
    oldest: async (db) => {
      const { rows } = await db.query<{ at: Date | null }>('select min(create_date) as at from kyc where status = $1', [
        KYC_STATUS.pending,
      ]);
      return rows[0]?.at ?? null;
    },
  },
  {
    permission: 'chat.view',
    // The chat list's "unread only" filter, from the partial index of exactly those messages (`chat_messages_unread_by_staff`).
    count: async (db) => {
      const { rows } = await db.query<{ n: number }>(
        "select count(distinct room_id)::int as n from chat_messages where sender_kind = 'user' and not read_by_staff",
      );
      return { chatsUnread: Number(rows[0]?.n ?? 0) };
    },
  },
];
