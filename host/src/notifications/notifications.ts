import type { NotificationCounts } from '@console/contracts';
import type { ConsoleRoute } from '../navigation/routeTable';
import { findRoute } from '../navigation/routeTable';
import { holdsPermission } from '../navigation/permissions';

export type { NotificationCounts };
export type NotificationKey = keyof NotificationCounts;

/** Each count, the list that shows its records (filtered to them) and the view permission of that list. */
export const NOTIFICATION_SOURCES: ReadonlyArray<{ key: NotificationKey; to: string; permission: string }> = [
  { key: 'depositsPending', to: '/finance/deposit/pending', permission: 'deposit.list' },
  { key: 'withdrawalsPending', to: '/finance/withdrawal/pending', permission: 'withdrawal.list' },
  { key: 'withdrawalsSecondApproval', to: '/finance/withdrawal/second-approval', permission: 'withdrawal.list' },
  { key: 'kycPending', to: '/users/kyc-list?status=0', permission: 'kyc.list' },
  { key: 'chatsUnread', to: '/customer-service/chats?unread=1', permission: 'chat.view' },
];

export interface NotificationEntry {
  key: NotificationKey;
  to: string;
  count: number | null;
}

/**
 * The bell's entries: a count the admin may see whose list is deployed here (a list of an area that is not
 * deployed would lead nowhere). `count` is null until the server has answered.
 */
export function notificationEntries(
  permissions: ReadonlySet<number>,
  table: ConsoleRoute[],
  counts: NotificationCounts | undefined,
): NotificationEntry[] {
  return NOTIFICATION_SOURCES.filter(
    (source) =>
      holdsPermission(permissions, source.permission) && findRoute(table, source.to.split('?')[0])?.route.permission === source.permission,
  ).map((source) => ({ key: source.key, to: source.to, count: counts ? (counts[source.key] ?? null) : null }));
}

/** What the bell's badge says: the sum of the counts, shortened past 99. */
export function badgeText(entries: readonly NotificationEntry[]): string | null {
  const total = entries.reduce((sum, e) => sum + (e.count ?? 0), 0);
  if (total <= 0) return null;
  return total > 99 ? '99+' : String(total);
}
