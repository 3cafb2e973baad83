import { http } from '@console/client';
import type { RecordHistoryAction, RecordHistoryEntry } from '@console/contracts';
import { signInWith } from '@console/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosAdapter } from 'axios';

/** The coins a test admin's sign-in lists. */
export const TEST_COINS = [
  { id: 1, code: 'USDT', decimals: 2 },
  { id: 2, code: 'BTC', decimals: 8 },
  { id: 6, code: 'XRP', decimals: 6 },
];

/** Signs a test admin in with exactly these permissions, sign-in listing `TEST_COINS`. */
export function signInWithCoins(permissionKeys: string[]): void {
  signInWith(permissionKeys, {}, TEST_COINS);
}

/**
 * Makes `path` answer with a file (as the API streams a small export) on top of the fake API installed
 * last; records the bodies sent and the names of the files the browser was asked to save.
 */
export function answerWithFile(path: string, fileName: string) {
  const fake = http.defaults.adapter as AxiosAdapter;
  const bodies: unknown[] = [];
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function saveInstead(this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  http.defaults.adapter = async (config) => {
    if (new URL(String(config.url), 'http://console.test/api/').pathname !== `/api/${path}`) return fake(config);
    bodies.push(typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
    return {
      data: new Blob(['id\n1\n']),
      status: 200,
      statusText: 'OK',
      headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="${fileName}"` },
      config,
    };
  };
  return {
    bodies,
    saved,
    restore: () => {
      HTMLAnchorElement.prototype.click = click;
    },
  };
}

/** The section of a drawer (or a page) under the heading `title`. */
export function sectionOf(container: HTMLElement, title: string): HTMLElement {
  return within(container).getByRole('heading', { name: title }).closest('section') as HTMLElement;
}

/** An event of a record's review history: by `lfischer` (admin 7) unless the overrides say otherwise. */
export function historyEvent(overrides: Partial<RecordHistoryEntry> & Pick<RecordHistoryEntry, 'id' | 'action'>): RecordHistoryEntry {
  return { adminId: 7, account: 'lfischer', createDate: '2026-03-01T09:00:00.000Z', reason: null, remark: null, changes: [], ...overrides };
}

/** The event a fake API adds for a review by the signed-in test admin (`admin`, id 1). */
export function reviewedByTestAdmin(action: RecordHistoryAction, reason: string | null): RecordHistoryEntry {
  return historyEvent({ id: 99, action, adminId: 1, account: 'admin', createDate: '2026-03-02T00:00:00.000Z', reason });
}

/** Opens "More filters" of a list, where the less used filters are. */
export async function openMoreFilters(): Promise<void> {
  const more = screen.getByRole('button', { name: /More filters/ });
  if (more.getAttribute('aria-expanded') !== 'true') await userEvent.click(more);
}
