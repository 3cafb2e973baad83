import { Span, type SpanProps } from '@chakra-ui/react';
import Decimal from 'decimal.js';
import { dayjs } from './date-range';
import { useAdminTimeZone } from './time-zone';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * One formatter per zone for the usual format: dayjs's `tz` builds a new Intl formatter on every call, which
 * for a page of dates costs more than drawing it.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(zone: string): Intl.DateTimeFormat {
  let formatter = wallClocks.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClocks.set(zone, formatter);
  }
  return formatter;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant on the wall clock of `zone`. */
function usualFormat(at: number, zone: string): string {
  const part: Record<string, string> = {};
  for (const { type, value } of wallClock(zone).formatToParts(at)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** `value` on the wall clock of `zone`; empty for a missing or unreadable date. */
export function formatDateTime(value: string | number | Date | null | undefined, zone: string, format = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  if (!d.isValid()) return '';
  // Years before 1000 or after 9999 are left to dayjs, whose padding the usual format follows.
  if (format === DATE_TIME_FORMAT && d.year() >= 1000 && d.year() <= 9999) return usualFormat(d.valueOf(), zone);
  return d.tz(zone).format(format);
}

export function DateText({ value, format, ...rest }: { value: string | number | Date | null | undefined; format?: string } & SpanProps) {
  const zone = useAdminTimeZone();
  const text = formatDateTime(value, zone, format);
  if (!text)
    return (
      <Span color="fg.subtle" {...rest}>
        —
      </Span>
    );
  return (
    <Span whiteSpace="nowrap" fontVariantNumeric="tabular-nums" {...rest}>
      <time dateTime={dayjs(value).toISOString()} title={zone}>
        {text}
      </time>
    </Span>
  );
}

/**
 * A decimal string with thousands separators, computed with decimal arithmetic (never a float).
 * `decimals` rounds half up to that many places; without it the value keeps its own precision.
 */
export function formatDecimal(value: string | number | null | undefined, decimals?: number): string {
  if (value === null || value === undefined || String(value).trim() === '') return '';
  let d: Decimal;
  try {
    d = new Decimal(String(value).trim());
  } catch {
    return String(value);
  }
  const fixed = decimals === undefined ? d.toFixed() : d.toFixed(decimals, Decimal.ROUND_HALF_UP);
  const negative = fixed.startsWith('-');
  const [whole, fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** A ratio kept as a fraction (a yield of 0.85) in percent (85 %), computed in decimals; a dash when there is none. */
export function ratioPercent(ratio: string | null | undefined, decimals?: number): string {
  if (ratio === null || ratio === undefined || ratio === '') return '—';
  return `${formatDecimal(new Decimal(ratio).times(100).toFixed(), decimals)} %`;
}

/** A money or quantity value: decimal, right-aligned, with its unit. */
export function MoneyText({
  value,
  unit,
  decimals,
  ...rest
}: { value: string | number | null | undefined; unit?: string; decimals?: number } & SpanProps) {
  const text = formatDecimal(value, decimals);
  if (!text)
    return (
      <Span color="fg.subtle" {...rest}>
        —
      </Span>
    );
  const negative = text.startsWith('-');
  return (
    <Span
      display="block"
      textAlign="end"
      whiteSpace="nowrap"
      fontVariantNumeric="tabular-nums"
      color={negative ? 'fg.error' : undefined}
      {...rest}
    >
      {text}
      {unit ? (
        <Span color="fg.muted" ms="1" fontSize="0.85em">
          {unit}
        </Span>
      ) : null}
    </Span>
  );
}
