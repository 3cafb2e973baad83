import { Flex, Text } from '@chakra-ui/react';
import type { SummarisedPage } from '@console/contracts';
import {
  type DataTableColumn,
  DateText,
  FilterBar,
  type FilterField,
  type PagedQuery,
  PagedTable,
  PageHeader,
  type RowAction,
  toRequestParams,
  type UrlState,
  useUrlState,
} from '@console/ui';
import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import type { RecordArea } from './actions';
import { UserCell, useRecordFilterFields, StatusTabs, SummaryRow, AmountCell, type SummaryItem } from './components';
import { isFiltered, type RecordUserFields, type StatusTab, tabOf } from './format';

/** The list of the tab in the path (`/finance/deposit/pending`); an unknown tab goes to the first one, filters kept. */
export function RecordTabRoute({
  tabs,
  basePath,
  children,
}: {
  tabs: readonly StatusTab[];
  basePath: string;
  children: (tab: StatusTab) => ReactNode;
}) {
  const { tabName } = useParams();
  const { search } = useLocation();
  const tab = tabOf(tabs, tabName);
  if (!tab) return <Navigate to={`${basePath}/${tabs[0].name}${search}`} replace />;
  return children(tab);
}

/**
 * The list's filters from the URL: `filters` as the API takes them (the tab's status included, as the
 * export sends them), and `query` with the paging.
 */
export function useRecordQuery<F extends Record<string, string>>(defaults: F, numeric: readonly (keyof F)[], tab: StatusTab) {
  const url = useUrlState(defaults);
  const filters = {
    ...toRequestParams(url.filters, numeric),
    ...(tab.status === undefined ? {} : { status: tab.status }),
  };
  return { url, filters, query: { pageNum: url.pageNum, pageSize: url.pageSize, ...filters } };
}

/**
 * The record shown in the drawer. It follows the list as it refreshes (a payout settling, a correction),
 * and keeps the API's latest answer once the record has left the tab.
 */
export function useViewing<R extends { id: number }>(records: R[] | undefined) {
  const [viewing, setViewing] = useState<R | null>(null);
  const shown = viewing ? (records?.find((r) => r.id === viewing.id) ?? viewing) : null;
  return {
    shown,
    close: () => setViewing(null),
    handlers: {
      onView: (r: R) => setViewing(r),
      onChanged: (r: R) => setViewing((open) => (open && open.id === r.id ? r : open)),
      onDeleted: (id: number) => setViewing((open) => (open?.id === id ? null : open)),
    },
  };
}

interface ListedRecord extends RecordUserFields {
  id: number;
  isSales: number;
  code: string;
  amount: string;
  reportAmount: string;
  createDate: string;
  reviewDate: string | null;
  reviewer: string | null;
}

/**
 * The columns of a record list. Both lists show the same columns but for what each says under the coin
 * and the amount, one column of their own after the report amount, and their status badges.
 */
export function recordColumns<R extends ListedRecord>(
  t: ReturnType<typeof useAreaTranslation>['t'],
  area: {
    coinNote: (r: R) => ReactNode;
    amountNote: (r: R) => ReactNode;
    own: DataTableColumn<R>;
    status: (r: R) => ReactNode;
  },
): DataTableColumn<R>[] {
  return [
    { id: 'id', header: t('records.column.id'), numeric: true, width: '72px' },
    { id: 'user', header: t('records.column.user'), cell: (r) => <UserCell user={r} /> },
    {
      id: 'coin',
      header: t('records.column.coin'),
      cell: (r) => (
        <Flex direction="column" gap="0.5" align="flex-start">
          <Text fontWeight="medium">{r.code}</Text>
          {area.coinNote(r)}
        </Flex>
      ),
    },
    {
      id: 'amount',
      header: t('records.column.amount'),
      numeric: true,
      cell: (r) => <AmountCell value={r.amount} unit={r.code} note={area.amountNote(r)} />,
    },
    {
      id: 'reportAmount',
      header: t('records.column.reportAmount'),
      numeric: true,
      cell: (r) => <AmountCell value={r.reportAmount} unit="USDT" />,
    },
    area.own,
    { id: 'status', header: t('records.column.status'), cell: area.status },
    { id: 'createDate', header: t('records.column.created'), cell: (r) => <DateText value={r.createDate} /> },
    {
      id: 'review',
      header: t('records.column.reviewed'),
      cell: (r) =>
        r.reviewDate ? (
          <Flex direction="column">
            <DateText value={r.reviewDate} />
            <Text textStyle="xs" color="fg.muted">
              {r.reviewer}
            </Text>
          </Flex>
        ) : (
          <Text color="fg.subtle">—</Text>
        ),
    },
  ];
}

/**
 * A page of deposits or withdrawals: header, review-state tabs, filters (the shared ones around the
 * area's own), the sums, and the table with its row actions. The drawer and dialogs come as children.
 */
export function RecordListLayout<R extends { id: number }, S extends { amount: string; reportAmount: string; convertAmount: string }>({
  area,
  title,
  actions,
  tabs,
  tab,
  basePath,
  url,
  areaFilters,
  list,
  sums,
  columns,
  actionsFor,
  onRowClick,
  children,
}: {
  area: RecordArea;
  title: string;
  actions?: ReactNode;
  tabs: readonly StatusTab[];
  tab: StatusTab;
  basePath: string;
  url: UrlState<Record<string, string>>;
  areaFilters: FilterField[];
  list: PagedQuery<R> & { data?: SummarisedPage<R, S> };
  /** The sums between the amount and the report amount. */
  sums: (summary: S | undefined) => SummaryItem[];
  columns: DataTableColumn<R>[];
  actionsFor: (r: R) => RowAction[];
  onRowClick: (r: R) => void;
  children: ReactNode;
}) {
  const { t } = useAreaTranslation();
  const { first, last } = useRecordFilterFields();
  const filtered = isFiltered(url.filters, url.defaults);
  const summary = list.data?.summary;
  return (
    <>
      <PageHeader title={title} description={t(`${area}.description`)} actions={actions} />
      <StatusTabs tabs={tabs} current={tab.name} basePath={basePath} label={(name) => t(`${area}.tab.${name}`)} />
      <FilterBar state={url} fields={[...first, ...areaFilters, ...last]} />
      <SummaryRow
        loading={list.isFetching}
        note={url.filters.coinId ? undefined : t('records.summary.mixedCoins')}
        items={[
          { label: t('records.summary.amount'), value: summary?.amount },
          ...sums(summary),
          { label: t('records.summary.reportAmount'), value: summary?.reportAmount, unit: 'USDT' },
          { label: t('records.summary.convertAmount'), value: summary?.convertAmount },
        ]}
      />
      <PagedTable
        query={list}
        paging={url}
        label={title}
        columns={columns}
        getRowId={(r) => r.id}
        onRowClick={onRowClick}
        emptyTitle={filtered ? t(`${area}.empty.filtered`) : t(`${area}.empty.${tab.name}`)}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : ''}
        rowActions={actionsFor}
      />
      {children}
    </>
  );
}
