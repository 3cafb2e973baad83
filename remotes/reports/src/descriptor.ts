import { defineRemote } from '@console/area-kit';
import packageJson from '../package.json';
import agentReport from './agent-report/screens';
import exportCenter from './export-center/screens';
import home from './home/screens';
import platformReport from './platform-report/screens';
import accountReport from './user-personal-report/screens';
import marketingReport from './user-marketing-report/screens';

/**
 * The reports area: the dashboard at /home (the work waiting for staff, the platform's days as figures and charts);
 * the platform's, the agents' and the users' figures over a date range (one summary, a row per month or per day of
 * the report time zone), each downline walked from a row with a breadcrumb, and every report exported as CSV or
 * Excel by the API;
 * and the export center, where the exports too large to download at once run as jobs.
 */
export default defineRemote({
  name: 'reports',
  version: packageJson.version,
  texts: (lng) => import(`./locales/${lng}.json`),
  groups: [home, platformReport, agentReport, marketingReport, accountReport, exportCenter],
});
