import { Badge, HStack, Text } from '@chakra-ui/react';
import {
  DataTable,
  type DataTableColumn,
  ExportMenu,
  exportRows,
  FilterBar,
  type FilterField,
  type FilterValues,
  Pagination,
  type PagedQuery,
  type RowAction,
  type UrlState,
} from '@console/ui';
import { useState } from 'react';
import { useAreaTranslation } from '../i18n';

/**
 * The table of a short settings list (the futures pairs, a pair's gameplays): the kit's filter bar, table
 * (identity pinned left, actions right, rows ticked for export) and pagination, with filters and paging in
 * the URL. These two lists have no entry in the list registry yet, so no saved views or server-kept columns.
 */
export function SettingsList<T, F extends FilterValues>({
  label,
  state,
  filters,
  columns,
  query,
  getRowId,
  rowActions,
  onRowClick,
  empty,
}: {
  label: string;
  state: UrlState<F>;
  filters: FilterField[];
  columns: DataTableColumn<T>[];
  query: PagedQuery<T>;
  getRowId: (row: T) => number;
  rowActions?: (row: T) => RowAction[];
  onRowClick?: (row: T) => void;
  empty: { title: string; hint: string; filtered: string };
}) {
  const { t } = useAreaTranslation();
  const [selected, setSelected] = useState<Map<string, T>>(new Map());
  const filtered = Object.entries(state.filters).some(([name, value]) => value !== state.defaults[name]);
  return (
    <>
      <FilterBar state={state} fields={filters} />
      {selected.size > 0 ? (
        <HStack justify="space-between" mb="2" px="1">
          <Text textStyle="sm">{t('futuresPairs.selected', { count: selected.size })}</Text>
          <ExportMenu
            label={t('futuresPairs.exportSelected')}
            onExport={async (format) => ({ kind: 'file', filename: await exportRows([...selected.values()], columns, format, label) })}
          />
        </HStack>
      ) : null}
      <DataTable
        label={label}
        columns={columns}
        data={query.data?.records}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => query.refetch()}
        getRowId={getRowId}
        rowActions={rowActions}
        onRowClick={onRowClick}
        fillViewport={52}
        emptyTitle={filtered ? empty.filtered : empty.title}
        emptyDescription={filtered ? undefined : empty.hint}
        selection={{ selected, onChange: setSelected }}
      />
      <Pagination
        total={query.data?.total ?? 0}
        pageNum={state.pageNum}
        pageSize={state.pageSize}
        onPageChange={state.setPage}
        onPageSizeChange={state.setPageSize}
      />
    </>
  );
}

/** Active or not, and halted by staff, side by side. */
export function ActivationBadges({ status, halted }: { status: number; halted: number }) {
  const { t } = useAreaTranslation();
  return (
    <HStack gap="1">
      <Badge colorPalette={status === 1 ? 'green' : 'gray'} variant="subtle">
        {status === 1 ? t('futuresPairs.active') : t('futuresPairs.inactive')}
      </Badge>
      {halted === 1 ? (
        <Badge colorPalette="purple" variant="solid">
          {t('futuresPairs.halted')}
        </Badge>
      ) : null}
    </HStack>
  );
}
