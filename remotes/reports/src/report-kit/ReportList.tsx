import { Badge, HStack, Text } from '@chakra-ui/react';
import { useCan } from '@console/client';
import type { ListKey } from '@console/contracts';
import type { ReportMetrics } from '@console/contracts/schemas/reports';
import {
  type DataTableColumn,
  ExportMenu,
  type FilterField,
  type FilterValues,
  ListPage,
  type ListState,
  PathTabs,
  useList,
} from '@console/ui';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { type FigureLinkOf, useReportColumns } from './columns';
import { figureLink, type RowMembers, rowDays } from './figure-links';
import {
  announceQueued,
  EXPORT_CENTER_PATH,
  exportReport,
  type Periodic,
  REPORT_TABS,
  type ReportPage,
  type ReportType,
  useReport,
} from './report';

export interface ReportListProps<T> {
  listKey: ListKey;
  title: string;
  /** Under the title: what the report counts. */
  description?: ReactNode;
  /** Above the filters, where a report has its tabs: a downline's breadcrumb (given the list, for its own controls). */
  above?: ReactNode | ((list: ListState<FilterValues>) => ReactNode);
  /** How the report is read; `tabsPath` shows the three ways as tabs kept in the path (`<tabsPath>/{type}`). */
  type: ReportType;
  tabsPath?: string;
  /** The API path answering the rows. */
  path: string;
  /** Where the rows are exported from (`<path>/exporting/csv|excel`), shown with this permission. */
  exportWith?: string;
  /** The filters after the date range, most used first. */
  filters?: FilterField[];
  /** Values kept in the URL beside the filter bar's, with their defaults (a downline's depth), sent as numbers. */
  extra?: Record<string, string>;
  /** What the page adds to every request (the member whose downline is shown). */
  fixed?: Record<string, string | number>;
  /** The report's own columns before the period and the metrics (the agent, the user). */
  lead: DataTableColumn<T>[];
  getRowId: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  /** Whose records a row sums, so each figure links to them (a stable function: the columns are kept by it). */
  members?: (row: T) => RowMembers;
  empty: { none: string; noneHint?: string };
}

/**
 * One report read one way, on the list kit: the date range (with the kit's shortcuts) and the report's filters
 * kept in the URL, paging, the common metrics, and CSV and Excel export of what the filters select.
 */
export function ReportList<T extends ReportMetrics & Periodic>({
  listKey,
  title,
  description,
  above,
  type,
  tabsPath,
  path,
  exportWith,
  filters = [],
  extra,
  fixed,
  lead,
  getRowId,
  onRowClick,
  members,
  empty,
}: ReportListProps<T>) {
  const { t } = useAreaTranslation();
  const navigate = useNavigate();
  const range: FilterField = { type: 'dateRange', startName: 'start', endName: 'end', label: t('report.filter.range') };
  const fields = [range, ...filters];
  // Ids are sent as numbers, the range and free text (a list of ids) as typed.
  const names = fields.flatMap((f) => (f.type === 'dateRange' ? [f.startName, f.endName] : [f.name]));
  const numeric = fields.flatMap((f) => (f.type === 'number' || f.type === 'select' ? [f.name] : []));
  const namesKey = [...names, ...numeric, JSON.stringify(extra ?? {})].join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the field names and the extra values
  const defaults = useMemo(() => ({ ...Object.fromEntries(names.map((name) => [name, ''])), ...extra }), [namesKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the field names and the extra values
  const numericNames = useMemo(() => [...numeric, ...Object.keys(extra ?? {})], [namesKey]);
  const list = useList(listKey, defaults, { numeric: numericNames, fixed });
  const rows = useReport<T>(path, list.request);
  const canExport = useCan(exportWith ?? '');
  const page = rows.data as ReportPage<T> | undefined;
  const zone = page?.timeZone ?? page?.records.find((row) => row.timeZone)?.timeZone;
  const start = page?.start;
  const end = page?.end;
  // Each figure opens the records it sums: the row's days (of the range the API cut) and members.
  const linkOf = useMemo<FigureLinkOf<T> | undefined>(
    () =>
      members && start && end
        ? (row, metric) => figureLink(metric, members(row), rowDays(type, row.dateTime, { start, end }), zone ?? 'UTC')
        : undefined,
    [members, start, end, zone, type],
  );
  const columns = useReportColumns<T>(type, lead, zone, linkOf);

  return (
    <ListPage
      title={title}
      description={description}
      tabs={
        tabsPath ? (
          <PathTabs tabs={REPORT_TABS} current={type} basePath={tabsPath} label={(name) => t(`report.tab.${name}`)} />
        ) : typeof above === 'function' ? (
          above(list)
        ) : (
          above
        )
      }
      actions={
        exportWith && canExport ? (
          <ExportMenu
            onExport={(format) =>
              announceQueued(
                exportReport(path, list.exportParams, format),
                {
                  title: (jobId) => t('report.export.queued', { jobId }),
                  hint: t('report.export.queuedHint'),
                  open: t('report.export.openCenter'),
                },
                () => navigate(EXPORT_CENTER_PATH),
              )
            }
          />
        ) : undefined
      }
      list={list}
      filters={fields}
      query={rows}
      columns={columns}
      getRowId={getRowId}
      onRowClick={onRowClick}
      summary={page ? <ReportDays page={page} /> : null}
      empty={{ ...empty, filtered: t('report.empty.filtered') }}
    />
  );
}

/**
 * The days the figures cover as the API cut them, in the report time zone (which may differ from the admin's):
 * every figure is then traceable to those days; while the roll-ups are rebuilt after a change of zone, it says so.
 */
function ReportDays({ page }: { page: ReportPage<unknown> }) {
  const { t } = useAreaTranslation();
  if (!page.start || !page.end) return null;
  return (
    <HStack gap="2" mb="2" fontSize="sm" color="fg.muted" wrap="wrap">
      <Text>{t('report.days', { start: page.start, end: page.end, zone: page.timeZone ?? 'UTC' })}</Text>
      {page.rebuilding ? (
        <Badge colorPalette="orange" variant="subtle">
          {t('report.rebuilding')}
        </Badge>
      ) : null}
    </HStack>
  );
}
