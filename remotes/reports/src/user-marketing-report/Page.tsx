import { type FilterField, PathTabRoute } from '@console/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { REPORT_PATHS, REPORT_TABS, type ReportType, type UserReportRow } from '../report-kit/report';
import { ReportList } from '../report-kit/ReportList';
import { downlinePath } from '../report-kit/trail';
import { userColumns, userRowId } from '../report-kit/user-columns';
import { MARKETING_REPORT_PATH } from './api';

/** Each user's marketing figures (the users they brought in) over a date range; a row opens the user's marketing tree. */
export default function MarketingReportPage() {
  return (
    <PathTabRoute tabs={REPORT_TABS} basePath={MARKETING_REPORT_PATH}>
      {(tab) => <MarketingReport key={tab.name} type={tab.name as ReportType} />}
    </PathTabRoute>
  );
}

function MarketingReport({ type }: { type: ReportType }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const lead = useMemo(() => userColumns(t), [t]);
  // The summary compares several users side by side (`accountIdList`); monthly and daily follow one (`accountId`).
  const filters: FilterField[] =
    type === 'summary'
      ? [{ type: 'text', name: 'accountIdList', label: t('marketingReport.filter.accountIdList'), placeholder: '1001, 1002' }]
      : [{ type: 'number', name: 'accountId', label: t('report.column.accountId') }];
  return (
    <ReportList<UserReportRow>
      listKey="marketingReport"
      title={t('routes.marketingReport')}
      description={t('marketingReport.description')}
      type={type}
      tabsPath={MARKETING_REPORT_PATH}
      path={REPORT_PATHS.marketing[type]}
      exportWith="marketingReport.export"
      filters={filters}
      lead={lead}
      getRowId={userRowId}
      onRowClick={(row) => navigate(downlinePath(MARKETING_REPORT_PATH, type, [{ id: row.accountId, label: '' }], search))}
      empty={{ none: t('marketingReport.empty'), noneHint: t('report.empty.noneHint') }}
    />
  );
}
