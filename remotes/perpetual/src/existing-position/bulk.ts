import { useCan } from '@console/client';
import type { PerpetualPosition } from '@console/contracts/schemas/perpetual';
import { type BulkAction, formatDecimal } from '@console/ui';
import { useMemo, useRef } from 'react';
import { useAreaTranslation } from '../i18n';
import { AFTER_CLOSE, closeOrder, newCloseKey, sendClose } from './api';

/**
 * Closing the ticked positions in full, one after another, each through the single close call and its rules
 * (with its own key, so a retry never closes twice), with one reason for all. Each is closed at the mark price
 * of its newest row on the page; a position without a recorded price is left out. The confirmation totals the
 * estimated realised profit at those marks; the result lists what was closed and what was refused and why.
 */
export function useBulkClose(permission: string, rows: readonly PerpetualPosition[] | undefined): BulkAction<PerpetualPosition>[] {
  const { t } = useAreaTranslation();
  const canClose = useCan(permission);
  // The newest row of each ticked position: the list refreshes every two seconds while the confirmation is open.
  const latest = useRef(new Map<number, PerpetualPosition>());
  latest.current = new Map((rows ?? []).map((p) => [p.id, p]));
  return useMemo(() => {
    if (!canClose) return [];
    const newest = (p: PerpetualPosition) => latest.current.get(p.id) ?? p;
    const close: BulkAction<PerpetualPosition> = {
      id: 'close',
      label: t('closePosition.bulk.label'),
      danger: true,
      title: (count) => t('closePosition.bulk.title', { count }),
      confirmLabel: t('closePosition.bulk.confirm'),
      describe: (p) => {
        const now = newest(p);
        return t('closePosition.bulk.record', {
          id: p.id,
          user: p.accountId,
          pair: p.tradingPairName,
          direction: t(`common.direction.${p.direction}`),
          size: formatDecimal(p.size),
          price: now.markPrice ? formatDecimal(now.markPrice) : '—',
        });
      },
      amount: (p) => {
        const profit = newest(p).profit;
        return profit === null ? null : { code: p.coin, value: profit };
      },
      refusal: (p) => (newest(p).markPrice === null ? t('closePosition.noPrice') : null),
      input: { label: t('closePosition.reason'), required: true },
      run: async (p, reason) => {
        const result = await sendClose(closeOrder(newest(p), newest(p).size, reason, newCloseKey(p.id)), true);
        if (result.outcome === 'already_closed') throw new Error(t('closePosition.alreadyClosed'));
        return result;
      },
      invalidate: AFTER_CLOSE,
    };
    return [close];
  }, [t, canClose]);
}
