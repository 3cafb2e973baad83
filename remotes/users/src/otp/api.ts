import { api } from '@console/client';
import type { OtpRecord, Page } from '@console/contracts';
import { defineList } from '@console/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The one-time codes list: its filters and its page query, which the route also fetches ahead of the page. */
export const otpRecordsList = defineList({
  key: 'otp',
  defaults: { email: '', mobile: '', ip: '', startTime: '', endTime: '' },
  query: (query) => ({
    queryKey: ['otp/recordList', query],
    queryFn: ({ signal }) => api.post<Page<OtpRecord>>('otp/recordList', query, { signal }),
  }),
});

export function useOtpRecords(query: Record<string, string | number>) {
  return useQuery({ ...otpRecordsList.query(query), placeholderData: keepPreviousData });
}
