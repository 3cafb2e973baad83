import { session } from '@console/client';
import { useSyncExternalStore } from 'react';
import { browserTimeZone, isValidTimeZone } from './date-range';

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
