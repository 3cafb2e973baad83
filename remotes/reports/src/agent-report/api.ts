import { isReportType, prefetchReport, REPORT_PATHS } from '../report-kit/report';

/** The agent report: `/report/agent-report/{type}`, and an agent's downline at `/report/agent-report/{type}/{id}`. */
export const AGENT_REPORT_PATH = '/report/agent-report';

export const prefetchAgentReport = prefetchReport('agentReport', (params) =>
  isReportType(params.tabName) ? REPORT_PATHS.agent[params.tabName] : null,
);
