import { z } from 'zod';

/**
 * What waits for the signed-in admin, as `GET notifications/counts` answers it for the console's bell: each
 * count is present only when the admin holds the view permission of the list that shows those records
 * (the server leaves the others out).
 */
export const notificationCounts = z
  .object({
    /** KYC applications waiting for review (status pending). */
    kycPending: z.number().int().nonnegative().optional(),
    depositsPending: z.number().int().nonnegative().optional(),
    /** Withdrawals waiting for their (first) review. */
    withdrawalsPending: z.number().int().nonnegative().optional(),
    /** Withdrawals approved once that wait for a second admin's approval. */
    withdrawalsSecondApproval: z.number().int().nonnegative().optional(),
    /** Customer chats with a message of the user that no staff member has read. */
    chatsUnread: z.number().int().nonnegative().optional(),
    /** Open perpetual positions over the warning threshold (the warning list). */
    perpetualPositionWarnings: z.number().int().nonnegative().optional(),
  })
  .strict();
export type NotificationCounts = z.infer<typeof notificationCounts>;
