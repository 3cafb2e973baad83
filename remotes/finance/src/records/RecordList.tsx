import { PathTabs } from '@console/ui';
import { Flex, HStack, Text } from '@chakra-ui/react';
import type { SummarisedPage } from '@console/contracts';
import {
  type BulkAction,
  CoinAmount,
  type DefinedList,
  type CoinSumLine,
  CoinSumsPanel,
  type CoinSumMeasure,
  type DataTableColumn,
  DateText,
  type FilterField,
  ListPage,
  OptionBadge,
  type PagedQuery,
  type RowAction,
  useList,
} from '@console/ui';
import { type ReactNode, useState } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import type { RecordArea } from './actions';
import { UserCell, useRecordFilterFields } from './components';
import { type RecordUserFields, type StatusTab, tabOf } from './format';

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
 * A record list of the kit: its filters, sort and paging in the URL, and the tab's status sent with every
 * request and export (`list.exportParams`), as the list's definition says (which its route fetches ahead).
 */
export function useRecordList<F extends Record<string, string>, T>(list: DefinedList<F, T>, tab: StatusTab) {
  return useList(list.key, list.defaults, list.optionsFor({ tabName: tab.name }));
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
  walletType: number;
  amount: string;
  reportAmount: string;
  createDate: string;
  reviewDate: string | null;
  reviewer: string | null;
}

/**
 * The columns of a record list, each on one line so a reviewer sees many rows at once: the record and its
 * user pinned left, the coin, the amount, the area's own amounts and columns, the report amount (USDT), the
 * status badges, and when and by whom it was made and reviewed. Every amount with its coin's decimals.
 */
export function recordColumns<R extends ListedRecord>(
  t: ReturnType<typeof useAreaTranslation>['t'],
  area: {
    /** Columns right after the amount (a bonus; a fee and what is paid out). */
    amounts: DataTableColumn<R>[];
    /** Columns after the report amount (the source; the address). */
    own: DataTableColumn<R>[];
    status: (r: R) => ReactNode;
  },
): DataTableColumn<R>[] {
  return [
    { id: 'id', header: t('records.column.id'), numeric: true, width: '80px', pin: 'left' },
    {
      id: 'user',
      header: t('records.column.user'),
      width: '230px',
      pin: 'left',
      exportValue: (r) => r.accountId,
      cell: (r) => <UserCell user={r} />,
    },
    { id: 'coin', header: t('records.column.coin'), exportValue: (r) => r.code, cell: (r) => <Text fontWeight="medium">{r.code}</Text> },
    {
      id: 'walletType',
      header: t('records.column.walletType'),
      cell: (r) => <OptionBadge name="walletType" value={r.walletType} size="sm" />,
    },
    {
      id: 'amount',
      header: t('records.column.amount'),
      numeric: true,
      cell: (r) => <CoinAmount value={r.amount} code={r.code} fontWeight="medium" />,
    },
    ...area.amounts,
    {
      id: 'reportAmount',
      header: t('records.column.reportAmount'),
      numeric: true,
      cell: (r) => <CoinAmount value={r.reportAmount} code="USDT" />,
    },
    ...area.own,
    { id: 'status', header: t('records.column.status'), cell: area.status },
    { id: 'createDate', header: t('records.column.created'), dates: true, cell: (r) => <DateText value={r.createDate} /> },
    {
      id: 'reviewDate',
      header: t('records.column.reviewed'),
      dates: true,
      cell: (r) => (r.reviewDate ? <DateText value={r.reviewDate} /> : <Text color="fg.subtle">—</Text>),
    },
    { id: 'reviewer', header: t('records.column.reviewer'), cell: (r) => r.reviewer ?? <Text color="fg.subtle">—</Text> },
  ];
}

/** An amount of a record's coin in a table cell (a bonus, a fee). */
export function coinColumn<R extends { code: string }>(id: string, header: string, value: (r: R) => string): DataTableColumn<R> {
  return { id, header, numeric: true, exportValue: value, cell: (r) => <CoinAmount value={value(r)} code={r.code} /> };
}

/** A badge with a muted note beside it, on one line (a deposit's source and its operator or chain). */
export function BadgeWithNote({ badge, note }: { badge: ReactNode; note: ReactNode }) {
  return (
    <HStack gap="1.5" whiteSpace="nowrap">
      {badge}
      {note ? (
        <Text as="span" textStyle="xs" color="fg.muted">
          {note}
        </Text>
      ) : null}
    </HStack>
  );
}

/** Badges of a record's status, on one line. */
export function StatusBadges({ children }: { children: ReactNode }) {
  return (
    <Flex gap="1" wrap="nowrap" whiteSpace="nowrap">
      {children}
    </Flex>
  );
}

/** A measure of the sums: its name, the record summary's field it reads, and its unit when not the coin (USDT). */
export interface SumMeasure<S> extends CoinSumMeasure {
  value: (line: S) => string;
}

/**
 * A page of deposits or withdrawals: header with its actions, review-state tabs, filters (the shared ones
 * around the area's own, the most used first), the sums of every matching record a line per coin, and the
 * table with its row actions, row ticking and bulk review. The drawer and dialogs come as children.
 */
export function RecordListLayout<R extends { id: number }, S extends { code: string; count: number }>({
  area,
  title,
  actions,
  tabs,
  tab,
  basePath,
  list,
  areaFilters,
  query,
  measures,
  columns,
  actionsFor,
  onRowClick,
  bulkActions,
  children,
}: {
  area: RecordArea;
  title: string;
  actions?: ReactNode;
  tabs: readonly StatusTab[];
  tab: StatusTab;
  basePath: string;
  list: ReturnType<typeof useRecordList>;
  /** The area's own filters, placed after the shared first ones (behind "More filters"). */
  areaFilters: FilterField[];
  query: PagedQuery<R> & { data?: SummarisedPage<R, S> };
  /** The sums shown per coin. */
  measures: SumMeasure<S>[];
  columns: DataTableColumn<R>[];
  actionsFor: (r: R) => RowAction[];
  onRowClick: (r: R) => void;
  bulkActions: BulkAction<R>[];
  children: ReactNode;
}) {
  const { t } = useAreaTranslation();
  const { first, next, last } = useRecordFilterFields();
  const summary = query.data?.summary;
  const lines: CoinSumLine[] | undefined = summary?.map((line) => ({
    code: line.code,
    count: line.count,
    values: measures.map((m) => m.value(line)),
  }));
  return (
    <ListPage
      title={title}
      description={t(`${area}.description`)}
      actions={actions}
      tabs={<PathTabs tabs={tabs} current={tab.name} basePath={basePath} label={(name) => t(`${area}.tab.${name}`)} />}
      list={list}
      filters={[...first, ...next, ...areaFilters, ...last]}
      primaryFilters={3}
      summary={
        <CoinSumsPanel
          list={list.key}
          measures={measures.map(({ label, unit }) => ({ label, unit }))}
          lines={lines}
          loading={query.isFetching}
        />
      }
      query={query}
      columns={columns}
      getRowId={(r) => r.id}
      onRowClick={onRowClick}
      rowActions={actionsFor}
      bulkActions={bulkActions}
      empty={{ filtered: t(`${area}.empty.filtered`), none: t(`${area}.empty.${tab.name}`) }}
    >
      {children}
    </ListPage>
  );
}
