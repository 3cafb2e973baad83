import type { Area } from '../../core/area';
import { EXPORT_QUEUE_HEALTH } from '../../core/exports/health';
import { tradingArea } from '../trading/index';
import { platformHealthRoutes } from './health';
import { homepageRoutes } from './homepage';
import { rollUpTask } from './rollups';
import { reportExportKinds } from './exports';
import { REPORT_PATHS, reportRoutes } from './routes';

/**
 * The Reports area (remote `reports`, `reporting/*`): the home page's waiting work, system health and daily figures,
 * and the platform, agent, user-marketing and account reports (summary, monthly, daily, downlines) with their CSV and
 * Excel exports. Every figure is computed from the records the other areas write (definitions in `metrics.ts`), by the
 * days of the report time zone; closed days are read from daily roll-ups kept by the `reports-roll-up` task.
 */
export const reportsArea: Area = {
  name: 'reports',
  // The health strip's parts, from the areas that declare them (read when asked: this area is one of them).
  routes: () => [...homepageRoutes(), ...platformHealthRoutes(() => [tradingArea, reportsArea]), ...reportRoutes()],
  tasks: (_app, services) => [rollUpTask(services)],
  // Reports too large to stream become jobs of the export center.
  exports: reportExportKinds(REPORT_PATHS),
  // The export queue, for the health strip: the export center is this area's screen (the jobs are the core's).
  health: [EXPORT_QUEUE_HEALTH],
};
