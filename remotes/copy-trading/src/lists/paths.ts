import type { FollowListType, LeadingOrder } from '@console/contracts/schemas/copy-trading';

export const FOLLOW_RECORDS_PATH = '/future/follow-trade-order-records';

/**
 * The address of a leading order's invite or block list (`.../invite/{accountType}/{listId}`): the list is the
 * leading order's, and the account type says whose accounts it holds (end users: `user`).
 */
export function followerListPath(kind: FollowListType, order: Pick<LeadingOrder, 'id'>, accountType = 'user'): string {
  return `${FOLLOW_RECORDS_PATH}/${kind}/${accountType}/${order.id}`;
}
