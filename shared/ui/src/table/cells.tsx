import { Text } from '@chakra-ui/react';
import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { useAdminTimeZone, zoneLabel } from '../time-zone';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Orders cell values as a reader expects: decimals by value, text case-insensitively with numbers in it. */
export function compareCellValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a ?? '');
  const right = String(b ?? '');
  if (DECIMAL.test(left) && DECIMAL.test(right)) return new Decimal(left).comparedTo(new Decimal(right));
  return left.localeCompare(right, undefined, { numeric: true, sensitivity: 'base' });
}

/** What an error says to the admin: the API's message when it has one. */
export function errorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'object' && error !== null) {
    const msg = (error as { msg?: unknown }).msg;
    if (typeof msg === 'string' && msg) return msg;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return typeof error === 'string' ? error : undefined;
}

export function defaultCell(value: unknown): ReactNode {
  if (value === null || value === undefined || value === '')
    return (
      <Text as="span" color="fg.subtle">
        —
      </Text>
    );
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A date column's header with the time zone its dates are shown in. */
export function DatesHeader({ header }: { header: ReactNode }) {
  const zone = useAdminTimeZone();
  return (
    <>
      {header}{' '}
      <Text as="span" color="fg.muted" fontWeight="normal" textStyle="xs" title={zone}>
        ({zoneLabel(zone)})
      </Text>
    </>
  );
}
