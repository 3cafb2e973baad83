import { type AnomalySettings, anomalySettingsAnswer, anomalySettingsUpdate } from '@console/contracts/schemas/finance-settings';
import { route } from '../../../../http/routes';
import { anomalySettings } from '../../anomalies';
import { checkSuspiciousAgents, updateAnomalySettings } from './queries';

export function anomalyAlertRoutes() {
  return [
    // Withdrawal anomaly alerts.
    route({
      method: 'GET',
      path: 'finance/withdrawal/anomaly',
      name: 'Get withdrawal anomaly settings',
      response: anomalySettingsAnswer,
      handler: ({ services: { db } }): Promise<AnomalySettings> => anomalySettings(db),
    }),
    route({
      method: 'POST',
      path: 'finance/withdrawal/anomaly/settings',
      name: 'Update withdrawal anomaly settings',
      audit: true,
      body: anomalySettingsUpdate,
      response: anomalySettingsAnswer,
      handler: async ({ body, session, services: { db }, now }) => {
        const ids = [...new Set(body.suspiciousAgentIds)];
        await checkSuspiciousAgents(db, ids);
        await updateAnomalySettings(db, body, ids, session.account, now);
        return anomalySettings(db);
      },
    }),
  ];
}
