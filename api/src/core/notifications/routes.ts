import { permissionId } from '@console/contracts/permissions';
import { type NotificationCounts, notificationCounts as countsAnswer } from '@console/contracts/schemas/notifications';
import type { Queryable } from '../../db/database';
import type { SessionInfo } from '../../http/context';
import { route } from '../../http/routes';
import type { WaitingCount } from '../area';

/**
 * What waits for the admin, for the console's bell: the counts the areas declare (`Area.waiting`), each only
 * where the admin holds the view permission of the list showing those records (checked here, whatever the
 * console shows), so a Finance admin learns nothing about KYC or chats. One small query each, in turn: a poll
 * takes one pool connection.
 */
export async function notificationCounts(
  db: Queryable,
  session: Pick<SessionInfo, 'permissions'>,
  waiting: readonly WaitingCount[],
): Promise<NotificationCounts> {
  const counts: NotificationCounts = {};
  for (const source of waiting) {
    if (session.permissions.has(permissionId(source.permission))) Object.assign(counts, await source.count(db));
  }
  return counts;
}

export function notificationRoutes(waiting: readonly WaitingCount[]) {
  return [
    route({
      method: 'GET',
      path: 'notifications/counts',
      name: 'What waits for the admin (notification counts)',
      response: countsAnswer,
      // Every signed-in admin may ask (SESSION_ROUTES): the answer holds only what their permissions show.
      handler: async ({ session, services: { db } }) => notificationCounts(db, session, waiting),
    }),
  ];
}
