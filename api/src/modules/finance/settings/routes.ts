import { anomalyAlertRoutes } from './anomaly-alerts/routes';
import { depositSettingRoutes } from './deposit-settings/routes';
import { financeSwitchRoutes } from './finance-switches/routes';
import { withdrawalSettingRoutes } from './withdrawal-settings/routes';

/** The finance settings screens' routes, one resource a folder (its `routes.ts` and `queries.ts`). */
export const financeSettingsRoutes = () => [
  ...depositSettingRoutes(),
  ...withdrawalSettingRoutes(),
  ...financeSwitchRoutes(),
  ...anomalyAlertRoutes(),
];
