import type { TransferRecord } from '@console/contracts';
import { usePagedQuery } from '../lists/query';

export const transferKeys = { list: ['finance/transfer/operator/list'] as const };

export function useTransfers(request: Record<string, string | number>) {
  return usePagedQuery<TransferRecord>(transferKeys.list, request);
}
