import type { Area } from '../../core/area';
import { homepageRoutes } from './homepage';
import { rollUpTask } from './rollups';
import { reportRoutes } from './routes';

/**
 * The Reports area (remote `reports`, `reporting/*`): the home page's waiting work and daily figures, and the
 * platform, agent, user-marketing and account reports (summary, monthly, daily, downlines) with their CSV and Excel
 * exports. Every figure is computed from the records the other areas write (definitions in `metrics.ts`), by the
 * days of the report time zone; closed days are read from daily roll-ups kept by the `reports-roll-up` task.
 */
export const reportsArea: Area = {
  name: 'reports',
  routes: () => [...homepageRoutes(), ...reportRoutes()],
  tasks: (_app, services) => [rollUpTask(services)],
};
