import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export const DATE_RANGE_SHORTCUTS = ['last24Hours', 'today', 'last7Days', 'last30Days', 'thisMonth', 'thisYear', 'lastSixMonths'] as const;
export type DateRangeShortcut = (typeof DATE_RANGE_SHORTCUTS)[number];

/** A range of instants as ISO 8601 strings with their offset (`2026-03-05T00:00:00+08:00`); empty = open. */
export interface DateRangeValue {
  start: string;
  end: string;
}

export const ISO_WITH_OFFSET = 'YYYY-MM-DDTHH:mm:ssZ';

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Answers by zone: asking Intl costs a formatter each time, and every date cell of a list asks. */
const knownZones = new Map<string, boolean>();

export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  let valid = knownZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    knownZones.set(zone, valid);
  }
  return valid;
}

/** `instant` seen on the wall clock of `zone`. */
export function inZone(instant: Date | string | number | Dayjs, zone: string): Dayjs {
  return dayjs(instant).tz(zone);
}

/**
 * The range a shortcut stands for at `now`, on the wall clock of `zone`. Every range but "last 24 hours"
 * starts at midnight and ends at the last second of today; "last 24 hours" is the 24 hours up to now.
 * "Last 7 days" and "last 30 days" count today as one of their days.
 */
export function shortcutRange(name: DateRangeShortcut, now: Date | number | string, zone: string = browserTimeZone()): DateRangeValue {
  const current = inZone(now, zone);
  const endOfToday = current.endOf('day').millisecond(0);
  const midnight = current.startOf('day');
  let start: Dayjs;
  switch (name) {
    case 'last24Hours':
      return {
        start: current.subtract(24, 'hour').millisecond(0).format(ISO_WITH_OFFSET),
        end: current.millisecond(0).format(ISO_WITH_OFFSET),
      };
    case 'today':
      start = midnight;
      break;
    case 'last7Days':
      start = midnight.subtract(6, 'day');
      break;
    case 'last30Days':
      start = midnight.subtract(29, 'day');
      break;
    case 'thisMonth':
      start = current.startOf('month');
      break;
    case 'thisYear':
      start = current.startOf('year');
      break;
    case 'lastSixMonths':
      start = midnight.subtract(6, 'month');
      break;
  }
  // Re-anchor on the zone's wall clock so a daylight-saving change inside the range keeps midnight at 00:00.
  const startAtMidnight = dayjs.tz(start.format('YYYY-MM-DD'), zone);
  return { start: startAtMidnight.format(ISO_WITH_OFFSET), end: endOfToday.format(ISO_WITH_OFFSET) };
}

/** Value of an `<input type="datetime-local">` showing `iso` on the wall clock of `zone`. */
export function toLocalInputValue(iso: string, zone: string): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.tz(zone).format('YYYY-MM-DDTHH:mm:ss') : '';
}

/** The instant a `datetime-local` value names on the wall clock of `zone`, as ISO with offset. */
export function fromLocalInputValue(value: string, zone: string): string {
  if (!value) return '';
  const normalised = value.length === 16 ? `${value}:00` : value;
  const d = dayjs.tz(normalised, zone);
  return d.isValid() ? d.format(ISO_WITH_OFFSET) : '';
}

export { dayjs };
