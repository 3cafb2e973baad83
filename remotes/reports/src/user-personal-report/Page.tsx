import type { FilterField } from '@console/ui';
import type { TFunction } from 'i18next';
import type { RowMembers } from '../report-kit/figure-links';
import type { UserReportRow } from '../report-kit/report';
import { ReportPage } from '../report-kit/ReportPage';
import { userColumns, userRowId } from '../report-kit/user-columns';
import { ACCOUNT_REPORT_PATH } from './api';

const lead = (t: TFunction) => userColumns(t);
const members = (row: UserReportRow): RowMembers => ({ kind: 'user', id: row.accountId });

const filters = (_type: unknown, t: TFunction): FilterField[] => [
  { type: 'number', name: 'accountId', label: t('report.column.accountId') },
];

/** Each user's own figures over a date range (their money in and out and their trading); a row opens their downline. */
export default function AccountReportPage() {
  return (
    <ReportPage<UserReportRow>
      report="account"
      listKey="accountReport"
      basePath={ACCOUNT_REPORT_PATH}
      lead={lead}
      members={members}
      filters={filters}
      getRowId={userRowId}
      downline={(row) => ({ id: row.accountId, label: '' })}
    />
  );
}
