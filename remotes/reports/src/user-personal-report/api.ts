import { isReportType, prefetchReport, REPORT_PATHS } from '../report-kit/report';

/** The account (user personal) report: `/report/user-personal-report/{type}`, a user's downline at `/{type}/{id}`. */
export const ACCOUNT_REPORT_PATH = '/report/user-personal-report';

export const prefetchAccountReport = prefetchReport('accountReport', (params) =>
  isReportType(params.tabName) ? REPORT_PATHS.account[params.tabName] : null,
);
