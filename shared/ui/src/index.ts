export { system } from './theme/system';
export {
  ColorModeButton,
  ColorModeProvider,
  COLOR_MODE_STORAGE_KEY,
  type ColorMode,
  useColorMode,
  useColorModeValue,
} from './theme/color-mode';
export { UiProvider } from './provider';
export { Toaster, toaster, toastError, toastSuccess } from './toaster';
export { loadUiLocale, registerUiLocale, UI_NAMESPACE, useUiTranslation } from './i18n';
export { PageHeader } from './page-header';
export { EmptyState } from './empty-state';
export { type FilterValues, PAGE_SIZES, readUrlState, toRequestParams, type UrlState, useUrlState } from './url-state';
export { FilterBar, type FilterBarProps, type FilterField } from './filter-bar';
export {
  type ColumnSort,
  compareCellValues,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  errorMessage,
  type RowAction,
  type RowSelection,
} from './data-table';
export { arrangeColumns, columnTitle, formatColumnsParam, parseColumnsParam } from './table/columns';
export { CoinAmount, useCoinDecimals } from './coins';
export { ListBody, type ListBodyProps, ListPage, type ListPageProps } from './list/ListPage';
export { type ListOptions, type ListState, listRequest, useList } from './list/use-list';
export { type DefinedList, defineList, type ListDefinition, type ListQuery, prefetchList } from './list/prefetch';
export { definePagedList, type PagedQueryOptions, pagedQuery, useFilterBarList, usePagedQuery, usePolledList } from './list/paged-query';
export { type BulkAction, totalsPerCoin } from './list/bulk-actions';
export { type CoinSumLine, type CoinSumMeasure, CoinSums } from './list/CoinSums';
export { CoinSumsPanel } from './list/CoinSumsPanel';
export { type NamedTab, PathTabRoute, PathTabs } from './list/path-tabs';
export { escapeFormula, exportRows, rowsToSheet, sheetToCsv } from './list/export-rows';
export { listSettingsQuery, useListSettings } from './list/settings';
export { Pagination, type PaginationProps } from './pagination';
export { type PagedQuery, PagedTable, type PagedTableProps } from './paged-table';
export {
  browserTimeZone,
  DATE_RANGE_SHORTCUTS,
  type DateRangeShortcut,
  type DateRangeValue,
  dayjs,
  fromLocalInputValue,
  isValidTimeZone,
  shortcutRange,
  toLocalInputValue,
} from './date-range';
export { DateRangePicker, type DateRangePickerProps, fromTyped, toTyped, TYPED_FORMAT } from './date-range-picker';
export { adminTimeZone, useAdminTimeZone, zoneLabel } from './time-zone';
export { Can, type CanProps, PermissionGate } from './can';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DialogFrame, DrawerFrame, type FrameConfirm, type FrameProps } from './overlay-frame';
export {
  FieldRow,
  type FieldProps,
  type FormContainerProps,
  FormDialog,
  FormDrawer,
  NumberField,
  PasswordField,
  SelectField,
  type SelectOption,
  SwitchField,
  TextareaField,
  TextField,
} from './form';
export { type FieldMessages, translateIssue, zodFormResolver } from './form-resolver';
export {
  OptionBadge,
  OPTIONS_QUERY_KEY,
  type OptionMaps,
  optionsQuery,
  type TranslatedOption,
  useOptions,
  type UseOptionsResult,
} from './options';
export { type DetailItem, type DetailJson, DetailDrawer, type DetailDrawerProps, prettyJson } from './detail-drawer';
export { DrawerSection, KeyValue, KeyValueGrid } from './key-values';
export { type RecordWalletChange, WalletChangesSection } from './wallet-changes';
export { DATE_TIME_FORMAT, DateText, formatDateTime, formatDecimal, MoneyText, ratioPercent } from './text';
export { type MutationWithToastOptions, useMutationWithToast } from './mutation';
export { ExportMenu, type ExportFormat, type ExportMenuProps, isQueuedExport, type QueuedExport } from './export-menu';
export {
  SEARCH_DELAY_MS,
  SearchInput,
  useDebounced,
  userCandidateLabel,
  UserSearchField,
  type UserSearchFieldProps,
  useSearchKeyword,
} from './user-search';
export { useNow } from './use-now';
