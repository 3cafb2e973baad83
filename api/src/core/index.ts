import { tableMaintenanceTasks } from '../db/maintenance';
import type { Area } from './area';
import { applicationRoutes } from './application/routes';
import { exportExpiryTask, exportJobDefinition } from './exports/jobs';
import { exportRoutes } from './exports/routes';
import { fileRoutes } from './files/routes';
import { listSettingsRoutes } from './list-settings/routes';
import { logRoutes } from './logs/routes';
import { notificationRoutes } from './notifications/routes';
import { roleRoutes } from './roles/routes';
import { securityRoutes } from './security/routes';
import { sessionRoutes } from './session/routes';
import { staffRoutes } from './staff/routes';

/**
 * The platform every area runs on: sign-in and sessions, staff and roles, security lists, the logs, the
 * application's settings, files, list settings, the bell and the export center with its job, and on PGlite the
 * tables' upkeep that autovacuum does on PostgreSQL. The export runner and the bell serve whatever the areas
 * declare (`Area.exports`, `Area.waiting`).
 */
export function platformCore(areas: readonly Area[]): Area {
  return {
    name: 'core',
    routes: (services) => [
      ...sessionRoutes(services),
      ...applicationRoutes(),
      ...staffRoutes(),
      ...roleRoutes(),
      ...securityRoutes(),
      ...logRoutes(),
      ...listSettingsRoutes(),
      ...fileRoutes(),
      ...exportRoutes(),
      ...notificationRoutes(areas.flatMap((area) => area.waiting ?? [])),
    ],
    jobs: (_app, services) => [
      exportJobDefinition(
        services,
        areas.flatMap((area) => area.exports ?? []),
      ),
    ],
    tasks: (_app, services) => [exportExpiryTask(services), ...tableMaintenanceTasks(services.db)],
  };
}
