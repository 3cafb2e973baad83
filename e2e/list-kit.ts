import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { baseURL, type DemoAccount, openInApp, signInThroughForm } from './support';

/** What the list-kit browser tests of every area do to a list: read its columns, arrange them, sign in afresh. */

/** The first list table of the page (not the sums). */
const listTable = (page: Page) => page.locator('main table[aria-label]:not([aria-label="Sums per coin"])').first();

/** The column headers the table shows, in order (without the tick box and the actions). */
export async function headers(page: Page, table: Locator = listTable(page)): Promise<string[]> {
  return (await table.locator('thead th').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/** The values of one column of the page's rows, read from the cells under its header. */
export async function columnValues(page: Page, header: RegExp, table: Locator = listTable(page)): Promise<string[]> {
  const index = await table
    .locator('thead th')
    .evaluateAll((cells, source) => cells.findIndex((c) => new RegExp(source).test(c.textContent ?? '')), header.source);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return (await table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts()).map((t) => t.trim());
}

/** `1,234.5600 USDT` → 1234.56 (for comparing an order only). */
export const numberOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** Shows or hides a column with the column chooser. */
export async function setColumnShown(page: Page, column: string, shown: boolean) {
  await page.getByRole('button', { name: 'Columns and density' }).click();
  const group = page.getByRole('group', { name: 'Columns shown' });
  const box = group.getByRole('checkbox', { name: column, exact: true });
  if ((await box.isChecked()) !== shown) await group.getByText(column, { exact: true }).click();
  await expect(box).toBeChecked({ checked: shown });
  await page.keyboard.press('Escape');
}

/** Back to the list's own columns. */
export async function resetColumns(page: Page) {
  await page.getByRole('button', { name: 'Columns and density' }).click();
  await page.getByRole('button', { name: 'Back to the list’s own columns' }).click();
  await page.keyboard.press('Escape');
}

/**
 * An account signing in through the form in a browser of its own, with nothing stored (not even the test's
 * own signed-in state), then opening `path`: what the admin finds there came from the server.
 */
export async function freshBrowser(browser: Browser, path: string, who: DemoAccount = 'admin') {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1440, height: 900 },
    storageState: { cookies: [], origins: [] },
  });
  const page = await context.newPage();
  await page.goto('/');
  await signInThroughForm(page, who);
  await expect(page).toHaveURL(/\/home$/);
  // Inside the console just signed in to: the list's settings are read from the server all the same.
  await openInApp(page, path);
  await expect(listTable(page).locator('tbody tr').first()).toBeVisible();
  return { page, close: () => context.close() };
}
