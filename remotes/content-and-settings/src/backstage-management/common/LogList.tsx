import { Badge, Flex, Text } from '@chakra-ui/react';
import type { Page } from '@console/contracts';
import {
  type DataTableColumn,
  DateText,
  DetailDrawer,
  type DetailItem,
  type FilterField,
  type FilterValues,
  formatDateTime,
  ListPage,
  type ListState,
  OptionBadge,
  useAdminTimeZone,
  useOptions,
} from '@console/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LuEye } from 'react-icons/lu';
import { useAreaTranslation } from '../../i18n';
import { useAreaLabel } from './area';

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
  list: ListState<F>;
  query: UseQueryResult<Page<LogRow>>;
  title: string;
  description: string;
  /** The filters, most used first: the first four show, the rest open with "More filters". */
  filters: FilterField[];
  /** Column header and detail label of the acting account ("Account" or "Operator"). */
  actorLabel: string;
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

/** A read-only, filterable log: newest first unless sorted, each row opening its request and response. */
export function LogList<F extends FilterValues>({ list, query, title, description, filters, actorLabel }: LogListProps<F>) {
  const { t } = useAreaTranslation();
  const options = useOptions();
  const areaLabel = useAreaLabel();
  const zone = useAdminTimeZone();
  const [detail, setDetail] = useState<LogRow | null>(null);

  const columns = useMemo<DataTableColumn<LogRow>[]>(
    () => [
      { id: 'id', header: t('logs.column.id'), numeric: true, width: '88px', pin: 'left' },
      { id: 'logName', header: t('logs.column.logName'), cell: (r) => <Text fontWeight="medium">{r.logName}</Text> },
      {
        id: 'call',
        header: t('logs.detail.call'),
        exportValue: (r) => `${r.apiType} ${r.apiUrl}`,
        cell: (r) => (
          <Flex gap="2" align="center" minW="0">
            <OptionBadge name="apiType" value={r.apiType} fontFamily="mono" size="sm" />
            <Text fontFamily="mono" textStyle="xs" lineClamp={1} title={r.apiUrl} maxW="56" wordBreak="break-all">
              {r.apiUrl}
            </Text>
          </Flex>
        ),
      },
      {
        id: 'actor',
        header: actorLabel,
        exportValue: (r) => [r.actorName, r.actorId === null ? null : `#${r.actorId}`].filter(Boolean).join(' ') || null,
        cell: (r) => <Actor row={r} />,
      },
      {
        id: 'loginIp',
        header: t('logs.column.loginIp'),
        exportValue: (r) => [r.loginIp, areaLabel(r.loginArea)].filter(Boolean).join(' · ') || null,
        cell: (r) => (
          <Flex direction="column">
            <Text fontFamily="mono" textStyle="xs">
              {r.loginIp ?? '—'}
            </Text>
            {r.loginArea ? (
              <Text textStyle="xs" color="fg.muted">
                {areaLabel(r.loginArea)}
              </Text>
            ) : null}
          </Flex>
        ),
      },
      {
        id: 'result',
        header: t('logs.column.result'),
        exportValue: (r) => (r.result === null ? null : options.label('logResult', r.result)),
        cell: (r) => (r.result === null ? <Text color="fg.subtle">—</Text> : <OptionBadge name="logResult" value={r.result} />),
      },
      { id: 'resTime', header: t('logs.column.duration'), numeric: true, cell: (r) => <Duration ms={r.resTime} /> },
      {
        id: 'createDate',
        header: t('logs.column.date'),
        dates: true,
        exportValue: (r) => formatDateTime(r.createDate, zone),
        cell: (r) => <DateText value={r.createDate} />,
      },
    ],
    [t, actorLabel, areaLabel, options, zone],
  );

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
        { label: t('logs.column.loginIp'), value: [detail.loginIp, areaLabel(detail.loginArea)].filter(Boolean).join(' · ') || '—' },
        { label: t('logs.column.result'), value: detail.result === null ? '—' : <OptionBadge name="logResult" value={detail.result} /> },
        { label: t('logs.column.duration'), value: <Duration ms={detail.resTime} /> },
        { label: t('logs.column.date'), value: <DateText value={detail.createDate} /> },
      ]
    : [];

  return (
    <ListPage
      title={title}
      description={description}
      list={list}
      filters={filters}
      columns={columns}
      query={query}
      getRowId={(r) => r.id}
      empty={{ filtered: t('logs.empty.filtered'), none: t('logs.empty.none') }}
      onRowClick={setDetail}
      rowActions={(r) => [{ label: t('logs.action.details'), icon: <LuEye />, onClick: () => setDetail(r) }]}
    >
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
    </ListPage>
  );
}

/**
 * The filters of a log, most used first: when, what and who (the acting account differs between the two
 * logs), then the log's own; the record id, the HTTP method and the address open with "More filters".
 */
export function logFilters(
  t: (key: string) => string,
  actorField: FilterField,
  { primary = [], more = [] }: { primary?: FilterField[]; more?: FilterField[] } = {},
): FilterField[] {
  return [
    { type: 'dateRange', startName: 'startTime', endName: 'endTime', label: t('logs.filter.date') },
    { type: 'text', name: 'logName', label: t('logs.filter.logName') },
    actorField,
    ...primary,
    { type: 'number', name: 'id', label: t('logs.filter.id') },
    { type: 'option', name: 'apiType', label: t('logs.filter.apiType'), optionName: 'apiType' },
    ...more,
  ];
}
