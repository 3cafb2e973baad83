import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { riskRecordsList, riskSettingsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    'risk-pairs': withPrefetch(() => import('./GuardsPage'), riskSettingsList.prefetch),
    'risk-records': withPrefetch(() => import('./RecordsPage'), riskRecordsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
