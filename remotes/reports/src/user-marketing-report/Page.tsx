import type { FilterField } from '@console/ui';
import type { TFunction } from 'i18next';
import type { RowMembers } from '../report-kit/figure-links';
import type { ReportType, UserReportRow } from '../report-kit/report';
import { ReportPage } from '../report-kit/ReportPage';
import { userColumns, userRowId } from '../report-kit/user-columns';
import { MARKETING_REPORT_PATH } from './api';

const lead = (t: TFunction) => userColumns(t);
/** A user's marketing figures are the user's and its whole tree's below. */
const members = (row: UserReportRow): RowMembers => ({ kind: 'below', id: row.accountId, withSelf: true });

// The summary compares several users side by side (`accountIdList`); monthly and daily follow one (`accountId`).
const filters = (type: ReportType, t: TFunction): FilterField[] =>
  type === 'summary'
    ? [{ type: 'text', name: 'accountIdList', label: t('marketingReport.filter.accountIdList'), placeholder: '1001, 1002' }]
    : [{ type: 'number', name: 'accountId', label: t('report.column.accountId') }];

/** Each user's marketing figures (the users they brought in) over a date range; a row opens the user's marketing tree. */
export default function MarketingReportPage() {
  return (
    <ReportPage<UserReportRow>
      report="marketing"
      listKey="marketingReport"
      basePath={MARKETING_REPORT_PATH}
      lead={lead}
      members={members}
      filters={filters}
      getRowId={userRowId}
      downline={(row) => ({ id: row.accountId, label: '' })}
    />
  );
}
