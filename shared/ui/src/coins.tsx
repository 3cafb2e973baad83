import { useCurrencies } from '@console/client';
import type { SpanProps } from '@chakra-ui/react';
import { MoneyText } from './text';

/** The decimals a coin's amounts are written with, from the coin settings listed at sign-in. */
export function useCoinDecimals(): (code: string | null | undefined) => number | undefined {
  const currencies = useCurrencies();
  return (code) => (code ? currencies.find((c) => c.code === code)?.decimals : undefined);
}

/**
 * An amount of a coin as every screen writes it: decimal, right-aligned, rounded to the coin's own decimals,
 * with the coin's code as its unit. A coin the settings do not list keeps the amount's own precision.
 */
export function CoinAmount({ value, code, ...rest }: { value: string | number | null | undefined; code: string } & SpanProps) {
  const decimalsOf = useCoinDecimals();
  return <MoneyText value={value} unit={code} decimals={decimalsOf(code)} {...rest} />;
}
