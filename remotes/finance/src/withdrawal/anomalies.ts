import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';

/** The anomaly checks of the withdrawal alert settings, as the API names them on a withdrawal. */
export const ANOMALY_TYPES = [
  'amountThreshold',
  'balanceBelowDeposit',
  'dailyCountLimit',
  'weeklyCountLimit',
  'firstTimeWithdrawal',
  'suspiciousAgent',
  'addressOrInfoChange',
  'loginIpCheck',
  'withdrawIpCheck',
] as const;

/** An anomaly's short label and what it means; a type this screen does not know shows as the API names it. */
export function useAnomalyText() {
  const { t } = useAreaTranslation();
  return useMemo(() => {
    const known = (type: string) => (ANOMALY_TYPES as readonly string[]).includes(type);
    return {
      label: (type: string) => (known(type) ? t(`withdrawal.anomaly.type.${type}`) : type),
      reason: (type: string) => (known(type) ? t(`withdrawal.anomaly.reason.${type}`) : ''),
    };
  }, [t]);
}
