/** An age as its two largest units, whole (`3 h 12 min`, `45 s`): the keys of `home.age` with their figures. */
export function ageParts(seconds: number): { key: 'days' | 'hours' | 'minutes' | 'seconds'; values: Record<string, number> } {
  const s = Math.max(0, Math.floor(seconds));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return { key: 'days', values: { d, h } };
  if (h > 0) return { key: 'hours', values: { h, m } };
  if (m > 0) return { key: 'minutes', values: { m, s: s % 60 } };
  return { key: 'seconds', values: { s } };
}

/** Seconds from an instant (ISO) to `now`, never negative (a clock slightly behind the server's). */
export const secondsSince = (iso: string, now: number): number => Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
