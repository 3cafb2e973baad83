import { Badge, Flex, Text } from '@chakra-ui/react';
import {
  type DataTableColumn,
  DateText,
  DetailDrawer,
  type DetailItem,
  FilterBar,
  type FilterField,
  type FilterValues,
  OptionBadge,
  PagedTable,
  type UrlState,
  useOptions,
} from '@console/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LuEye } from 'react-icons/lu';
import type { Page } from '@console/contracts';
import { useAreaTranslation } from '../../i18n';

/** What both logs have in common, plus who acted and whether it succeeded. */
export interface LogRow {
  id: number;
  logName: string;
  apiType: string;
  apiUrl: string;
  reqLog: string | null;
  resLog: string | null;
  resTime: number;
  loginIp: string | null;
  loginArea: string | null;
  createDate: string;
  /** 1 success, 0 failure, null when not known. */
  result: number | null;
  actorId: number | null;
  actorName: string | null;
}

export interface LogListProps<F extends FilterValues> {
  url: UrlState<F>;
  query: UseQueryResult<Page<LogRow>>;
  filterFields: FilterField[];
  /** Column header and detail label of the acting account ("Account" or "Operator"). */
  actorLabel: string;
  tableLabel: string;
}

/** Who acted: name above, id below; a dash for calls made before sign-in. */
function Actor({ row }: { row: LogRow }) {
  const { t } = useAreaTranslation();
  if (row.actorId === null && !row.actorName) return <Text color="fg.subtle">—</Text>;
  return (
    <Flex direction="column">
      <Text>{row.actorName ?? '—'}</Text>
      {row.actorId !== null ? (
        <Text textStyle="xs" color="fg.muted">
          {t('logs.idValue', { id: row.actorId })}
        </Text>
      ) : null}
    </Flex>
  );
}

function Duration({ ms }: { ms: number }) {
  const { t } = useAreaTranslation();
  return (
    <Text as="span" color={ms >= 1000 ? 'fg.warning' : undefined}>
      {t('logs.durationMs', { ms: ms.toLocaleString() })}
    </Text>
  );
}

/** A read-only, filterable log: newest first, each row opening its request and response. */
export function LogList<F extends FilterValues>({ url, query, filterFields, actorLabel, tableLabel }: LogListProps<F>) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const [detail, setDetail] = useState<LogRow | null>(null);

  const columns = useMemo<DataTableColumn<LogRow>[]>(
    () => [
      { id: 'id', header: t('logs.column.id'), numeric: true, width: '80px' },
      { id: 'logName', header: t('logs.column.logName'), cell: (r) => <Text fontWeight="medium">{r.logName}</Text> },
      {
        id: 'call',
        header: t('logs.detail.call'),
        cell: (r) => (
          <Flex direction="column" gap="0.5" align="flex-start">
            <OptionBadge name="apiType" value={r.apiType} fontFamily="mono" size="sm" />
            <Text fontFamily="mono" textStyle="xs" lineClamp={1} title={r.apiUrl} maxW="60" wordBreak="break-all">
              {r.apiUrl}
            </Text>
          </Flex>
        ),
      },
      { id: 'actor', header: actorLabel, cell: (r) => <Actor row={r} /> },
      {
        id: 'loginIp',
        header: t('logs.column.loginIp'),
        cell: (r) => (
          <Flex direction="column">
            <Text fontFamily="mono" textStyle="xs">
              {r.loginIp ?? '—'}
            </Text>
            {r.loginArea ? (
              <Text textStyle="xs" color="fg.muted">
                {r.loginArea}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      {
        id: 'result',
        header: t('logs.column.result'),
        cell: (r) => (r.result === null ? <Text color="fg.subtle">—</Text> : <OptionBadge name="logResult" value={r.result} />),
      },
      { id: 'resTime', header: t('logs.column.duration'), numeric: true, cell: (r) => <Duration ms={r.resTime} /> },
      { id: 'createDate', header: t('logs.column.date'), cell: (r) => <DateText value={r.createDate} /> },
    ],
    [t, actorLabel],
  );

  const filtered = Object.values(url.filters).some(Boolean);
  const detailItems: DetailItem[] = detail
    ? [
        { label: t('logs.column.id'), value: detail.id },
        { label: t('logs.column.logName'), value: detail.logName },
        {
          label: t('logs.detail.call'),
          value: (
            <Flex gap="2" align="center" wrap="wrap">
              <Badge fontFamily="mono">{options.label('apiType', detail.apiType)}</Badge>
              <Text fontFamily="mono" textStyle="sm" wordBreak="break-all">
                {detail.apiUrl}
              </Text>
            </Flex>
          ),
        },
        { label: actorLabel, value: <Actor row={detail} /> },
        { label: t('logs.column.loginIp'), value: [detail.loginIp, detail.loginArea].filter(Boolean).join(' · ') || '—' },
        { label: t('logs.column.result'), value: detail.result === null ? '—' : <OptionBadge name="logResult" value={detail.result} /> },
        { label: t('logs.column.duration'), value: <Duration ms={detail.resTime} /> },
        { label: t('logs.column.date'), value: <DateText value={detail.createDate} /> },
      ]
    : [];

  return (
    <>
      <FilterBar state={url} fields={filterFields} />
      <PagedTable
        query={query}
        paging={url}
        label={tableLabel}
        columns={columns}
        getRowId={(r) => r.id}
        emptyTitle={filtered ? t('logs.empty.filtered') : t('logs.empty.none')}
        emptyDescription={filtered ? t('common.emptyFilteredHint') : ''}
        onRowClick={setDetail}
        rowActions={(r) => [{ label: t('logs.action.details'), icon: <LuEye />, onClick: () => setDetail(r) }]}
      />
      <DetailDrawer
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={detail ? t('logs.detail.title', { id: detail.id, name: detail.logName }) : ''}
        items={detailItems}
        json={
          detail
            ? [
                { label: t('logs.detail.request'), value: detail.reqLog },
                { label: t('logs.detail.response'), value: detail.resLog },
              ]
            : []
        }
      />
    </>
  );
}

/** Filters every log offers; the acting-account filter differs between the two logs. */
export function commonLogFilters(t: (key: string) => string, actorField: FilterField, extra: FilterField[] = []): FilterField[] {
  return [
    { type: 'number', name: 'id', label: t('logs.filter.id') },
    { type: 'text', name: 'logName', label: t('logs.filter.logName') },
    { type: 'option', name: 'apiType', label: t('logs.filter.apiType'), optionName: 'apiType' },
    actorField,
    { type: 'text', name: 'loginIp', label: t('logs.filter.loginIp') },
    ...extra,
    { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('logs.filter.date') },
  ];
}

export const LOG_FILTER_DEFAULTS = { id: '', logName: '', apiType: '', loginIp: '', startTime: '', endTime: '' };
