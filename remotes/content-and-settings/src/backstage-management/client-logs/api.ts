import { api } from '@console/client';
import type { ClientLogEntry, Page } from '@console/contracts';
import { defineList } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LOG_FILTER_DEFAULTS, queryKeys } from '../common/keys';
import type { LogRow } from '../common/LogList';

/**
 * Whether a client call succeeded, read from the envelope code of its recorded response; null when the
 * response was not recorded or is not an envelope.
 */
export function resultOfResponse(resLog: string | null): number | null {
  if (!resLog) return null;
  try {
    const code = (JSON.parse(resLog) as { code?: unknown } | null)?.code;
    return typeof code === 'number' ? (code === 1 ? 1 : 0) : null;
  } catch {
    return null;
  }
}

export function toLogRow(entry: ClientLogEntry): LogRow {
  return { ...entry, result: resultOfResponse(entry.resLog), actorId: entry.accountId, actorName: entry.accountName };
}

/** The client logs list: its filters and its page query, which the route also fetches ahead of the page. */
export const clientLogsList = defineList({
  key: 'clientLogs',
  defaults: { ...LOG_FILTER_DEFAULTS, accountId: '' },
  options: { numeric: ['id', 'accountId'] },
  query: (query) => ({
    queryKey: [...queryKeys.clientLogs, query],
    queryFn: ({ signal }) => api.post<Page<ClientLogEntry>>('frontendLog', query, { signal }),
  }),
});

export function useClientLogs(query: Record<string, string | number>) {
  return useQuery({
    ...clientLogsList.query(query),
    select: (page): Page<LogRow> => ({ ...page, records: page.records.map(toLogRow) }),
    placeholderData: keepPreviousData,
  });
}
