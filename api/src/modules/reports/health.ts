import { permissionId } from '@console/contracts/permissions';
import { type PlatformHealth, platformHealthAnswer } from '@console/contracts/schemas/reports';
import type { Area } from '../../core/area';
import { route } from '../../http/routes';

/**
 * `reporting/platform/health` (the console's own call, not in the spec): the home page's system-health strip. The
 * parts are those the areas declare (`Area.health`), each answered only to an admin holding the view of the list
 * that shows its records (checked here, whatever the console shows), null otherwise. One small query each, in turn:
 * a poll takes one pool connection.
 */
export function platformHealthRoutes(areas: () => readonly Area[]) {
  return [
    route({
      method: 'GET',
      path: 'reporting/platform/health',
      name: 'Home page system health',
      response: platformHealthAnswer,
      handler: async ({ session, services, now }): Promise<PlatformHealth> => {
        const answer: PlatformHealth = {
          checkedAt: now.toISOString(),
          feed: null,
          rounds: null,
          settlement: null,
          guards: null,
          exports: null,
        };
        for (const probe of areas().flatMap((area) => area.health ?? [])) {
          if (!session.permissions.has(permissionId(probe.permission))) continue;
          const context = { now, production: services.production };
          // Each part keeps its own type: the probe of `feed` answers the feed's figures, and so on.
          Object.assign(answer, { [probe.part]: await probe.probe(services.db, context) });
        }
        return answer;
      },
    }),
  ];
}
