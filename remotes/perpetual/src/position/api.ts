import { api } from '@console/client';
import type { PerpetualPositionDetail } from '@console/contracts/schemas/perpetual';
import { useQuery } from '@tanstack/react-query';
import { LIVE_REFRESH_MS } from '../lists/cells';

/** The path of a position's detail; a close refreshes it with the lists (its first element is the API path). */
export const POSITION_DETAIL_PATH = 'perpetual/position';

/** One position with its orders and ledger rows (`GET perpetual/position/{id}`), read again every 2 s while it is open. */
export function usePositionDetail(id: number | null) {
  return useQuery({
    queryKey: [POSITION_DETAIL_PATH, id],
    queryFn: ({ signal }) => api.get<PerpetualPositionDetail>(`${POSITION_DETAIL_PATH}/${id}`, undefined, { signal, silent: true }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.record.status === 'open' ? LIVE_REFRESH_MS : false),
  });
}
