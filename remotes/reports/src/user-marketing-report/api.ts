import { isReportType, prefetchReport, REPORT_PATHS } from '../report-kit/report';

/** The user marketing report: `/report/user-marketing-report/{type}`, a user's marketing tree at `/{type}/{id}`. */
export const MARKETING_REPORT_PATH = '/report/user-marketing-report';

export const prefetchMarketingReport = prefetchReport('marketingReport', (params) =>
  isReportType(params.tabName) ? REPORT_PATHS.marketing[params.tabName] : null,
);

/** How many levels of a marketing tree the downline view may ask for (the API's bounds). */
export const MAX_DEPTH = 10;
export const DEPTHS = Array.from({ length: MAX_DEPTH }, (_, i) => i + 1);
