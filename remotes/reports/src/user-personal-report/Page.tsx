import { PathTabRoute } from '@console/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { REPORT_PATHS, REPORT_TABS, type ReportType, type UserReportRow } from '../report-kit/report';
import { ReportList } from '../report-kit/ReportList';
import { downlinePath } from '../report-kit/trail';
import { userColumns, userRowId } from '../report-kit/user-columns';
import { ACCOUNT_REPORT_PATH } from './api';

/** Each user's own figures over a date range (their money in and out and their trading); a row opens their downline. */
export default function AccountReportPage() {
  return (
    <PathTabRoute tabs={REPORT_TABS} basePath={ACCOUNT_REPORT_PATH}>
      {(tab) => <AccountReport key={tab.name} type={tab.name as ReportType} />}
    </PathTabRoute>
  );
}

function AccountReport({ type }: { type: ReportType }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const lead = useMemo(() => userColumns(t), [t]);
  return (
    <ReportList<UserReportRow>
      listKey="accountReport"
      title={t('routes.accountReport')}
      description={t('accountReport.description')}
      type={type}
      tabsPath={ACCOUNT_REPORT_PATH}
      path={REPORT_PATHS.account[type]}
      exportWith="accountReport.export"
      filters={[{ type: 'number', name: 'accountId', label: t('report.column.accountId') }]}
      lead={lead}
      getRowId={userRowId}
      onRowClick={(row) => navigate(downlinePath(ACCOUNT_REPORT_PATH, type, [{ id: row.accountId, label: '' }], search))}
      empty={{ none: t('accountReport.empty'), noneHint: t('report.empty.noneHint') }}
    />
  );
}
