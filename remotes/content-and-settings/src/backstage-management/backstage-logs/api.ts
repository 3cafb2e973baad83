import { api } from '@console/client';
import type { BackstageLogEntry, Page } from '@console/contracts';
import { defineList } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LOG_FILTER_DEFAULTS, queryKeys } from '../common/keys';
import type { LogRow } from '../common/LogList';

export function toLogRow(entry: BackstageLogEntry): LogRow {
  return { ...entry, actorId: entry.opId, actorName: entry.opName };
}

/** The backstage logs list: its filters and its page query, which the route also fetches ahead of the page. */
export const backstageLogsList = defineList({
  key: 'backstageLogs',
  defaults: { ...LOG_FILTER_DEFAULTS, opId: '', result: '' },
  options: { numeric: ['id', 'opId', 'result'] },
  query: (query) => ({
    queryKey: [...queryKeys.backstageLogs, query],
    queryFn: ({ signal }) => api.post<Page<BackstageLogEntry>>('backstageLog', query, { signal }),
  }),
});

export function useBackstageLogs(query: Record<string, string | number>) {
  return useQuery({
    ...backstageLogsList.query(query),
    select: (page): Page<LogRow> => ({ ...page, records: page.records.map(toLogRow) }),
    placeholderData: keepPreviousData,
  });
}
