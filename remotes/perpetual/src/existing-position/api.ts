import { api } from '@console/client';
import type { PerpetualCloseOrder, PerpetualCloseResult, PerpetualPosition } from '@console/contracts/schemas/perpetual';
import { definePagedList, formatDecimal, useMutationWithToast, usePolledList } from '@console/ui';
import type { QueryKey } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useAreaTranslation } from '../i18n';
import { LIVE_REFRESH_MS, QUOTE_COIN } from '../lists/cells';
import { PAIRS_PATH } from '../lists/pairs';

/** Query keys: the first element is the API path; a close moves positions, warnings, histories and the pairs' counts. */
export const positionKeys = {
  list: ['perpetual/position/list'] as const,
  warnings: ['perpetual/position/warning/list'] as const,
  positionHistory: ['perpetual/position/history/list'] as const,
  orderHistory: ['perpetual/order/history/list'] as const,
  pairs: [PAIRS_PATH] as const,
};

/** What a close refreshes. */
export const AFTER_CLOSE: QueryKey[] = [
  positionKeys.list,
  positionKeys.warnings,
  positionKeys.positionHistory,
  positionKeys.orderHistory,
  positionKeys.pairs,
];

/** The open positions (`perpetualPositions`), fetched ahead by their route. */
export const positionsList = definePagedList<PerpetualPosition>('perpetualPositions', positionKeys.list);

/** A page of a live list (positions, warnings), asked again every two seconds while the page is visible. */
export const useLiveList = <P>(key: readonly [string], request: Record<string, string | number>) =>
  usePolledList<P>([...key, request], (signal) => api.post<P>(key[0], request, { signal, silent: true }), LIVE_REFRESH_MS);

/** The part of a position a close takes: the closed share of its size, its profit at the mark and its margin. */
export function closeEstimate(
  position: PerpetualPosition,
  amount: string,
): { share: Decimal; profit: string | null; margin: string } | null {
  if (!/^\d+(\.\d+)?$/.test(amount.trim())) return null;
  const size = new Decimal(position.size);
  if (size.lte(0)) return null;
  const share = Decimal.min(new Decimal(amount.trim()).div(size), 1);
  return {
    share,
    profit: position.profit === null ? null : new Decimal(position.profit).times(share).toFixed(),
    margin: new Decimal(position.margin).times(share).toFixed(),
  };
}

/** A key that makes a retried close answer the first one rather than close again. */
export function newCloseKey(positionId: number): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `close-${positionId}-${random}`.slice(0, 64);
}

/**
 * The close call for a position: a reduce-only market order of the position's direction, leverage and unit,
 * with the mark price the admin was shown (kept on the order; the fill is the newest recorded tick).
 */
export function closeOrder(position: PerpetualPosition, amount: string, reason: string, clientOrderId: string): PerpetualCloseOrder {
  return {
    accountId: position.accountId,
    category: 'market',
    direction: position.direction,
    tradingPairId: position.tradingPairId,
    price: position.markPrice ?? '',
    amount,
    leverage: position.leverage,
    unitId: position.sizeUnitId,
    positionId: position.id,
    clientOrderId,
    reason,
  };
}

/** Sends a close; a refusal throws the API's answer (the bulk close lists it beside the position). */
export function sendClose(body: PerpetualCloseOrder, silent = false): Promise<PerpetualCloseResult> {
  return api.post<PerpetualCloseResult>('perpetual/order', body, { silent });
}

/** Closes (part of) one position; the toast says at which recorded price, and the realised profit and fee. */
export function useClosePosition() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: PerpetualCloseOrder) => sendClose(body),
    successMessage: (r) =>
      t(`closePosition.toast.${r.outcome}`, {
        id: r.positionId,
        price: formatDecimal(r.markPrice),
        tick: r.tickId ?? '—',
        quantity: formatDecimal(r.closedQuantity),
        profit: formatDecimal(r.realisedPnl),
        fee: formatDecimal(r.fee),
        credited: formatDecimal(r.credited),
        coin: QUOTE_COIN,
      }),
    invalidate: AFTER_CLOSE,
  });
}
