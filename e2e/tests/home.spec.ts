import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call, dataRows, pendingDeposit, unique } from '../finance-support';
import { openInApp, snap, storageStateFile } from '../support';

// The tests act on records of their own: they share a kept page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

interface Waiting {
  pendingDepositReview: number | null;
  pendingKYCReview: number | null;
}

/** The deposits card: its name carries the count (`Deposits to review: 12`). */
const depositsCard = (page: Page) => page.getByRole('link', { name: /^Deposits to review: / });

test('home: what waits and since when, followed live; the system health; the days drawn', async ({ page }) => {
  const api = await apiAs('admin');
  const waiting = () => call<Waiting>(api, 'reporting/platform/homepage?pageNum=1&pageSize=1', undefined, 'GET');
  // The count the API answers, as the card names it (checked again until both agree, should other tests add deposits).
  const showsApiCount = () =>
    expect(async () => {
      const count = (await waiting()).pendingDepositReview as number;
      await expect(depositsCard(page)).toHaveAccessibleName(`Deposits to review: ${count.toLocaleString('en-US')}`, { timeout: 2_000 });
    }).toPass({ timeout: 40_000 });

  await openInApp(page, '/home');
  await expect(page.getByRole('heading', { name: 'Waiting for staff' })).toBeVisible();
  await showsApiCount();
  await expect(depositsCard(page)).toHaveAttribute('href', '/finance/deposit/pending');
  // Deposits wait: the card says how long the oldest has waited.
  await expect(depositsCard(page).getByTestId('waiting-oldest')).toHaveText(/^oldest \d+ (d|h|min|s)\b/);
  // The system-health strip: every part for the admin (who holds each list's view), the feed's pairs as the API answers.
  const health = await call<{ feed: { pairs: unknown[] } }>(api, 'reporting/platform/health', undefined, 'GET');
  const strip = page.getByTestId('home-health');
  await expect(page.getByRole('heading', { name: 'System health' })).toBeVisible();
  for (const part of ['Price feed: last tick per pair', 'Round scheduler', 'Settlement backlog', 'Guard trips (24 h)', 'Export queue']) {
    await expect(strip.getByRole('group', { name: part }).getByTestId('health-state')).toHaveText(/^(OK|Warning|Alert)$/);
  }
  await expect(strip.getByTestId('health-pair')).toHaveCount(health.feed.pairs.length);
  // The charts and the table of the days (the last 30 by default).
  await expect(page.getByRole('img', { name: 'Deposits and withdrawals (USDT)' }).locator('.recharts-line')).toHaveCount(2);
  await expect(dataRows(page.getByRole('table', { name: 'Daily platform figures' }))).toHaveCount(30);

  // A new deposit waiting for review: the open page shows it without a reload.
  const before = (await waiting()).pendingDepositReview as number;
  const users = await call<{ records: { id: number }[] }>(api, 'account/list', { status: 1, accountType: 1, pageNum: 3, pageSize: 50 });
  const deposit = await pendingDeposit(api, users.records[Date.now() % 50].id, '12.5', '0', `e2e home ${unique()}`);
  try {
    expect((await waiting()).pendingDepositReview).toBeGreaterThan(before);
    await showsApiCount();
    await page.waitForTimeout(500);
    await snap(page, 'home');
    await page.getByTestId('language-switch').selectOption('zh-CN');
    await expect(page.getByRole('heading', { name: '待处理' })).toBeVisible();
    await page.waitForTimeout(500);
    await snap(page, 'home-zh-CN');
    await page.getByTestId('language-switch').selectOption('en-US');
  } finally {
    // Rejected again: the demo's queue of deposits to review stays as other tests found it.
    await call(api, 'finance/deposit/review', { id: deposit.id, reviewType: 2, reason: 'e2e home dashboard' });
    await api.dispose();
  }
});
