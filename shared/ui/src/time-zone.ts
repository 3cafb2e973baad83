import { session } from '@console/client';
import { useSyncExternalStore } from 'react';
import { browserTimeZone, dayjs, isValidTimeZone } from './date-range';

function storedTimeZone(): string | null {
  return session.getManager()?.timeZone ?? null;
}

/** Where dates are shown: the signed-in admin's time zone, else the browser's. */
export function adminTimeZone(): string {
  const zone = storedTimeZone();
  return isValidTimeZone(zone) ? zone : browserTimeZone();
}

export function useAdminTimeZone(): string {
  const zone = useSyncExternalStore(session.subscribe, storedTimeZone, storedTimeZone);
  return isValidTimeZone(zone) ? zone : browserTimeZone();
}

/** A zone as a header can hold it: its offset now (`UTC+08:00`), UTC itself as `UTC`. */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  const offset = dayjs(at).tz(zone).utcOffset();
  if (offset === 0) return 'UTC';
  const sign = offset > 0 ? '+' : '-';
  const minutes = Math.abs(offset);
  return `UTC${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
