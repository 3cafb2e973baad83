import { fromLocalInputValue, shortcutRange, toLocalInputValue } from './date-range';

// 2026-03-15 14:30:45 in Shanghai (UTC+8), a Sunday.
const NOW = new Date('2026-03-15T06:30:45.123Z');
const SHANGHAI = 'Asia/Shanghai';

describe('shortcutRange', () => {
  it('gives the 24 hours up to now for "last 24 hours"', () => {
    expect(shortcutRange('last24Hours', NOW, SHANGHAI)).toEqual({ start: '2026-03-14T14:30:45+08:00', end: '2026-03-15T14:30:45+08:00' });
  });

  it('starts "today" at midnight and ends at the last second of the day', () => {
    expect(shortcutRange('today', NOW, SHANGHAI)).toEqual({ start: '2026-03-15T00:00:00+08:00', end: '2026-03-15T23:59:59+08:00' });
  });

  it('counts today as one of the last 7 and last 30 days', () => {
    expect(shortcutRange('last7Days', NOW, SHANGHAI).start).toBe('2026-03-09T00:00:00+08:00');
    expect(shortcutRange('last30Days', NOW, SHANGHAI).start).toBe('2026-02-14T00:00:00+08:00');
    expect(shortcutRange('last30Days', NOW, SHANGHAI).end).toBe('2026-03-15T23:59:59+08:00');
  });

  it('starts this month, this year and the last six months at midnight', () => {
    expect(shortcutRange('thisMonth', NOW, SHANGHAI).start).toBe('2026-03-01T00:00:00+08:00');
    expect(shortcutRange('thisYear', NOW, SHANGHAI).start).toBe('2026-01-01T00:00:00+08:00');
    expect(shortcutRange('lastSixMonths', NOW, SHANGHAI).start).toBe('2025-09-15T00:00:00+08:00');
  });

  it('reads midnight on the wall clock of the given zone', () => {
    // At 06:30 UTC it is still the 14th in Los Angeles.
    expect(shortcutRange('today', NOW, 'America/Los_Angeles')).toEqual({
      start: '2026-03-14T00:00:00-07:00',
      end: '2026-03-14T23:59:59-07:00',
    });
    expect(shortcutRange('today', NOW, 'UTC')).toEqual({ start: '2026-03-15T00:00:00+00:00', end: '2026-03-15T23:59:59+00:00' });
  });

  it('keeps midnight across a daylight-saving change inside the range', () => {
    // Los Angeles moved to summer time on 2026-03-08: the range starts on winter time.
    expect(shortcutRange('last30Days', NOW, 'America/Los_Angeles').start).toBe('2026-02-13T00:00:00-08:00');
  });
});

describe('datetime-local values', () => {
  it('shows an instant on the wall clock of the zone and reads it back', () => {
    expect(toLocalInputValue('2026-03-15T06:30:45Z', SHANGHAI)).toBe('2026-03-15T14:30:45');
    expect(fromLocalInputValue('2026-03-15T14:30:45', SHANGHAI)).toBe('2026-03-15T14:30:45+08:00');
    expect(fromLocalInputValue('2026-03-15T14:30', 'UTC')).toBe('2026-03-15T14:30:00+00:00');
  });

  it('treats empty and unreadable values as no bound', () => {
    expect(toLocalInputValue('', SHANGHAI)).toBe('');
    expect(toLocalInputValue('not a date', SHANGHAI)).toBe('');
    expect(fromLocalInputValue('', SHANGHAI)).toBe('');
  });
});
