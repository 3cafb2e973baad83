import { isReportType, prefetchReport, REPORT_PATHS } from '../report-kit/report';

/** The platform report: `/report/platform-report/{type}`, its type a tab kept in the path. */
export const PLATFORM_REPORT_PATH = '/report/platform-report';

/** The route's prefetch: the first page of the report the tab in its path names. */
export const prefetchPlatformReport = prefetchReport('platformReport', (params) =>
  isReportType(params.tabName) ? REPORT_PATHS.platform[params.tabName] : null,
);
