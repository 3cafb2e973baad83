import { defineScreenGroup } from '@console/area-kit';
import { withPrefetch } from '@console/client';
import { agentLogsList, agentsList } from './api';
import routes from './routes.json';

export default defineScreenGroup({
  routes,
  pages: {
    agents: withPrefetch(() => import('./AgentsPage'), agentsList.prefetch),
    'agent-logs': withPrefetch(() => import('./AgentLogsPage'), agentLogsList.prefetch),
  },
  texts: (lng) => import(`./locales/${lng}.json`),
});
