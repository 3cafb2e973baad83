import { api, useCan } from '@console/client';
import type {
  FuturesPair,
  FuturesRound,
  FuturesRoundControl,
  FuturesRoundControlResult,
  FuturesRoundDetail,
  FuturesRoundStatus,
} from '@console/contracts/schemas/trading-futures';
import { type FilterField, formatDecimal, useMutationWithToast, usePolledList } from '@console/ui';
import { useQuery } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';
import { definePagedList } from '@console/ui';

/** Query keys: the first element is the API path, so a control refreshes every page of the rounds and the orders it refunded. */
export const roundKeys = {
  list: ['futures/runner/list'] as const,
  detail: ['futures/runner/detail'] as const,
  orders: ['futures/futuresOrders'] as const,
  orderDetail: ['futures/order/detail'] as const,
};

/**
 * How often a running round is asked for again while the page is visible (React Query pauses the interval
 * while the tab is hidden): its live prices and totals follow the engine without a reload.
 */
export const LIVE_REFRESH_MS = 2000;

/** The states of a round before it settles or is voided: its prices and totals still move. */
const RUNNING: readonly FuturesRoundStatus[] = ['scheduled', 'open', 'locked', 'closed'];
export const isRunning = (status: FuturesRoundStatus) => RUNNING.includes(status);

export const roundsList = definePagedList<FuturesRound>('futureRounds', roundKeys.list);

/** A page of rounds, asked again every two seconds while the page is visible (rounds open, lock and settle). */
export const useRounds = (request: Record<string, string | number>) =>
  usePolledList(
    [...roundKeys.list, request],
    (signal) => api.page<FuturesRound>(roundKeys.list[0], request, { signal, silent: true }),
    LIVE_REFRESH_MS,
  );

/** A round's detail (timeline, ticks, what a void would refund), live while the round runs. */
export function useRoundDetail(id: number | null) {
  return useQuery({
    queryKey: [...roundKeys.detail, id],
    queryFn: ({ signal }) => api.get<FuturesRoundDetail>(`futures/runner/detail/${id}`, undefined, { signal, silent: true }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.round.status;
      return status === undefined || isRunning(status) ? LIVE_REFRESH_MS : false;
    },
  });
}

/** The quote coin of a pair's code (`BTC/USDT` → `USDT`): the coin of its rounds' stakes and payouts. */
export function quoteCoin(pairCode: string): string | undefined {
  const parts = pairCode.split('/');
  return parts.length === 2 && parts[1] ? parts[1] : undefined;
}

const PAIRS_REQUEST = { pageNum: 1, pageSize: 100 };

/**
 * The quote coin of a futures pair by its id (the coin of its stakes and payouts), from the pair list for an
 * admin who may read it (one request shared by every cell), else from a code such as `BTC/USDT`.
 */
export function useQuoteCoins(): (pair: { tradingPairId: number; tradingPairCode: string }) => string | undefined {
  const pairs = useFuturesPairsOnce();
  return (pair) => pairs.data?.find((p) => p.id === pair.tradingPairId)?.toCoinCode ?? quoteCoin(pair.tradingPairCode);
}

/** The futures pairs (first hundred), read once a minute for admins who may list them. */
function useFuturesPairsOnce() {
  const allowed = useCan('futurePairs.list');
  return useQuery({
    queryKey: ['futures/tradingPairList', PAIRS_REQUEST],
    queryFn: ({ signal }) => api.page<FuturesPair>('futures/tradingPairList', PAIRS_REQUEST, { signal }),
    enabled: allowed,
    staleTime: 60_000,
    select: (page) => page.records,
  });
}

/**
 * The pair filter of the round and order lists: a choice of the pairs for an admin who may list them, else
 * the pair's id typed.
 */
export function usePairFilter(label: string, idLabel: string): FilterField {
  const pairs = useFuturesPairsOnce();
  return pairs.data
    ? { type: 'select', name: 'tradingPairId', label, options: pairs.data.map((p) => ({ value: String(p.id), label: p.code })) }
    : { type: 'number', name: 'tradingPairId', label: idLabel };
}

/** Halt, resume or void a round with its reason: none of them touches a price or a result (DESIGN section 5). */
export function useRoundControl() {
  const { t } = useAreaTranslation();
  const quoteOf = useQuoteCoins();
  return useMutationWithToast({
    mutationFn: (body: { runnerId: number; action: FuturesRoundControl; reason: string }) =>
      api.post<FuturesRoundControlResult>('futures/runner/systemic/control', body),
    successMessage: (r) =>
      t(`rounds.toast.${r.action}`, {
        id: r.runnerId,
        count: r.refundedOrders,
        amount: formatDecimal(r.refunded),
        coin: quoteOf(r.round) ?? '',
      }),
    invalidate: [roundKeys.list, roundKeys.detail, roundKeys.orders, roundKeys.orderDetail],
  });
}
