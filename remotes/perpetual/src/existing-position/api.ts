import { api } from '@console/client';
import type { PerpetualCloseOrder, PerpetualCloseResult, PerpetualPosition } from '@console/contracts/schemas/perpetual';
import { closeFigures } from '@console/contracts/schemas/perpetual-rules';
import { definePagedList, formatDecimal, useMutationWithToast, usePolledList } from '@console/ui';
import type { QueryKey } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { useAreaTranslation } from '../i18n';
import { LIVE_REFRESH_MS } from '../lists/cells';
import { PAIRS_PATH } from '../lists/pairs';
import { POSITION_DETAIL_PATH } from '../position/api';

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
  [POSITION_DETAIL_PATH],
];

/** The open positions (`perpetualPositions`), fetched ahead by their route. */
export const positionsList = definePagedList<PerpetualPosition>('perpetualPositions', positionKeys.list);

/** A page of a live list (positions, warnings), asked again every two seconds while the page is visible. */
export const useLiveList = <P>(key: readonly [string], request: Record<string, string | number>) =>
  usePolledList<P>([...key, request], (signal) => api.post<P>(key[0], request, { signal, silent: true }), LIVE_REFRESH_MS);

/** What closing `amount` contracts at the mark shown would do, as the engine computes a close (`perpetual-rules.ts`). */
export interface CloseEstimate {
  /** Realised profit after the closing fee (what the closing order's pnl will read). */
  profit: string;
  /** The closing fee (on a profitable close only). */
  fee: string;
  /** The margin released. */
  margin: string;
  /** What goes back to the perpetual wallet: the margin released plus the profit after the fee. */
  credited: string;
}

/**
 * The estimate of a close at the position's mark, by the engine's own rule with the position's fee terms (fixed
 * at opening); null without a mark or a valid amount. More than the size closes the whole position.
 */
export function closeEstimate(position: PerpetualPosition, amount: string): CloseEstimate | null {
  const typed = amount.trim();
  if (!/^\d+(\.\d+)?$/.test(typed) || position.markPrice === null) return null;
  const contracts = Decimal.min(new Decimal(typed), position.size);
  if (contracts.lte(0)) return null;
  const figures = closeFigures(
    {
      direction: position.direction,
      entry: position.openPrice,
      size: position.size,
      margin: position.margin,
      multiplier: position.multiplier,
    },
    contracts,
    position.markPrice,
    position,
  );
  return {
    profit: figures.pnl.minus(figures.fee).toFixed(),
    fee: figures.fee.toFixed(),
    margin: figures.released.toFixed(),
    credited: figures.credited.toFixed(),
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
        coin: r.position.coin,
      }),
    invalidate: AFTER_CLOSE,
  });
}
