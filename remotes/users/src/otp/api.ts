import { api } from '@console/client';
import type { OtpRecord, Page } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function useOtpRecords(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['otp/recordList', query],
    queryFn: ({ signal }) => api.post<Page<OtpRecord>>('otp/recordList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}
