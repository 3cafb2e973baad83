import { api } from '@console/client';
import type { BackstageLogEntry, Page } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../common/keys';
import type { LogRow } from '../common/LogList';

export function toLogRow(entry: BackstageLogEntry): LogRow {
  return { ...entry, actorId: entry.opId, actorName: entry.opName };
}

export function useBackstageLogs(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...queryKeys.backstageLogs, query],
    queryFn: ({ signal }) => api.post<Page<BackstageLogEntry>>('backstageLog', query, { signal }),
    select: (page): Page<LogRow> => ({ ...page, records: page.records.map(toLogRow) }),
    placeholderData: keepPreviousData,
  });
}
