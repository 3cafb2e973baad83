import { type DataTableColumn, PathTabRoute } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { type PlatformReportRow, REPORT_PATHS, REPORT_TABS, type ReportType } from '../report-kit/report';
import { ReportList } from '../report-kit/ReportList';
import { PLATFORM_REPORT_PATH } from './api';

/** The platform's rows lead with nothing but their period: the metrics are the whole platform's. */
const NO_LEAD: DataTableColumn<PlatformReportRow>[] = [];

/** The whole platform's figures over a date range: one summary, a row per month or a row per day (the tabs). */
export default function PlatformReportPage() {
  return (
    <PathTabRoute tabs={REPORT_TABS} basePath={PLATFORM_REPORT_PATH}>
      {(tab) => <PlatformReport key={tab.name} type={tab.name as ReportType} />}
    </PathTabRoute>
  );
}

function PlatformReport({ type }: { type: ReportType }) {
  const { t } = useAreaTranslation();
  return (
    <ReportList<PlatformReportRow>
      listKey="platformReport"
      title={t('routes.platformReport')}
      description={t('platformReport.description')}
      type={type}
      tabsPath={PLATFORM_REPORT_PATH}
      path={REPORT_PATHS.platform[type]}
      exportWith="platformReport.export"
      lead={NO_LEAD}
      getRowId={(row) => row.dateTime ?? 'range'}
      empty={{ none: t('platformReport.empty'), noneHint: t('report.empty.noneHint') }}
    />
  );
}
