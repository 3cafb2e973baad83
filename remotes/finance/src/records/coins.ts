import { useCurrencies } from '@console/client';
import { useMemo } from 'react';

/** The coins listed at sign-in as choices (value: the coin id as text, label: its code), for filters and forms. */
export function useCoinOptions(): { value: string; label: string }[] {
  const coins = useCurrencies();
  return useMemo(() => coins.map((c) => ({ value: String(c.id), label: c.code })), [coins]);
}
