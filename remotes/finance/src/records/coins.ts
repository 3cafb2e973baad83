import { useCurrencies } from '@console/client';
import type { FilterField } from '@console/ui';
import { useMemo } from 'react';
import { useAreaTranslation } from '../i18n';

/** The coins listed at sign-in as choices (value: the coin id as text, label: its code), for filters and forms. */
export function useCoinOptions(): { value: string; label: string }[] {
  const coins = useCurrencies();
  return useMemo(() => coins.map((c) => ({ value: String(c.id), label: c.code })), [coins]);
}

/** The coin filter of a finance list (`coinId`), a choice among the coins listed at sign-in. */
export function useCoinFilter(): FilterField {
  const { t } = useAreaTranslation();
  const options = useCoinOptions();
  return { type: 'select', name: 'coinId', label: t('records.filter.coin'), options };
}
