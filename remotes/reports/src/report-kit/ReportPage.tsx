import type { ReportMetrics } from '@console/contracts/schemas/reports';
import { type DataTableColumn, type FilterField, PathTabRoute } from '@console/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import type { RowMembers } from './figure-links';
import { type Periodic, REPORT_PATHS, REPORT_TABS, type ReportName, type ReportType } from './report';
import { ReportList } from './ReportList';
import { downlinePath, type TrailStep } from './trail';

/** The reports with a page of their own, by the list key that also names their texts (`routes.<key>`, `<key>.description`). */
export type ReportPageKey = 'platformReport' | 'agentReport' | 'marketingReport' | 'accountReport';

export interface ReportPageProps<T> {
  report: ReportName;
  listKey: ReportPageKey;
  /** The page's address; its tabs are `<basePath>/{type}`, a row's downline `<basePath>/{type}/{id}`. */
  basePath: string;
  /** The report's own columns before the period and the metrics. */
  lead: (t: TFunction) => DataTableColumn<T>[];
  /** The filters after the date range, for the report read one way. */
  filters?: (type: ReportType, t: TFunction) => FilterField[];
  getRowId: (row: T) => string | number;
  /** The member a row walks down to (its downline view); none where rows have no downline (the platform). */
  downline?: (row: T) => TrailStep;
  /** Whose records a row's figures sum (module-level: the columns are kept by it). */
  members: (row: T) => RowMembers;
}

/**
 * A report's page: its three ways of reading (summary, monthly, daily) as tabs kept in the path, each a report list
 * with the report's filters and columns, exported with `<listKey>.export`, a row opening its downline when it has one.
 */
export function ReportPage<T extends ReportMetrics & Periodic>(props: ReportPageProps<T>) {
  return (
    <PathTabRoute tabs={REPORT_TABS} basePath={props.basePath}>
      {(tab) => <ReportTab<T> key={tab.name} {...props} type={tab.name as ReportType} />}
    </PathTabRoute>
  );
}

function ReportTab<T extends ReportMetrics & Periodic>({
  report,
  listKey,
  basePath,
  lead: leadOf,
  filters,
  getRowId,
  downline,
  members,
  type,
}: ReportPageProps<T> & { type: ReportType }) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const lead = useMemo(() => leadOf(t), [leadOf, t]);
  return (
    <ReportList<T>
      listKey={listKey}
      title={t(`routes.${listKey}`)}
      description={t(`${listKey}.description`)}
      type={type}
      tabsPath={basePath}
      path={REPORT_PATHS[report][type]}
      exportWith={`${listKey}.export`}
      filters={filters?.(type, t)}
      lead={lead}
      getRowId={getRowId}
      members={members}
      onRowClick={downline ? (row) => navigate(downlinePath(basePath, type, [downline(row)], search)) : undefined}
      empty={{ none: t(`${listKey}.empty`), noneHint: t('report.empty.noneHint') }}
    />
  );
}
