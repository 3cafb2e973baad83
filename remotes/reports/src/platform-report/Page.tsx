import type { DataTableColumn } from '@console/ui';
import type { RowMembers } from '../report-kit/figure-links';
import type { PlatformReportRow } from '../report-kit/report';
import { ReportPage } from '../report-kit/ReportPage';
import { PLATFORM_REPORT_PATH } from './api';

/** The platform's rows lead with nothing but their period: the metrics are the whole platform's. */
const NO_LEAD = (): DataTableColumn<PlatformReportRow>[] => [];
const PLATFORM = (): RowMembers => ({ kind: 'platform' });

/** The whole platform's figures over a date range: one summary, a row per month or a row per day (the tabs). */
export default function PlatformReportPage() {
  return (
    <ReportPage<PlatformReportRow>
      report="platform"
      listKey="platformReport"
      basePath={PLATFORM_REPORT_PATH}
      lead={NO_LEAD}
      members={PLATFORM}
      getRowId={(row) => row.dateTime ?? 'range'}
    />
  );
}
