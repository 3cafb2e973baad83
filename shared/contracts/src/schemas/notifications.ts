/**
 * What waits for the signed-in admin, as `GET notifications/counts` answers it for the console's bell: each
 * count is present only when the admin holds the view permission of the list that shows those records
 * (the server leaves the others out).
 */
export interface NotificationCounts {
  /** KYC applications waiting for review (status pending). */
  kycPending?: number;
  depositsPending?: number;
  /** Withdrawals waiting for their (first) review. */
  withdrawalsPending?: number;
  /** Withdrawals approved once that wait for a second admin's approval. */
  withdrawalsSecondApproval?: number;
  /** Customer chats with a message of the user that no staff member has read. */
  chatsUnread?: number;
}
