import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect } from '@playwright/test';
import { tokenOf } from '../finance-support';
import { test } from '../fixtures';
import { openInApp, snap, storageStateFile } from '../support';
import { headers, columnValues, freshBrowser, setColumnShown, resetColumns } from '../list-kit';

test.use({ storageState: storageStateFile('admin') });

const BACKSTAGE_LOGS = '/backstage-management/backstage-logs';
const WHITELIST = '/backstage-management/white-list';

test('backstage log: the less used filters fold away, the ID sorts both ways, columns follow the admin, a view reopens', async ({
  page,
  browser,
}) => {
  await page.goto(BACKSTAGE_LOGS);
  await expect(page.locator('tbody tr').first()).toBeVisible();

  // The most used filters in one row; the record id, the method and the address behind "More filters".
  const more = page.getByRole('button', { name: /More filters/ });
  if ((await more.getAttribute('aria-expanded')) === 'true') await more.click();
  await expect(page.getByRole('textbox', { name: 'Log name' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Method' })).toHaveCount(0);
  await more.click();
  await expect(page.getByRole('combobox', { name: 'Method' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Method' }), 'the list remembers More filters being open').toBeVisible();
  await page.getByRole('button', { name: /More filters/ }).click();
  await expect(page.getByRole('combobox', { name: 'Method' })).toHaveCount(0);

  // Sorting by ID, in the URL, answered by the API in that order.
  const idHeader = page.locator('table thead').getByRole('button', { name: /^ID/ });
  await idHeader.click();
  await expect(page).toHaveURL(/orderBy=id&orderDirection=(asc|desc)/);
  const direction = new URL(page.url()).searchParams.get('orderDirection');
  const expectIdsSorted = (dir: string | null) =>
    expect(async () => {
      const ids = (await columnValues(page, /^ID/)).map(Number);
      expect(ids).toEqual([...ids].sort((a, b) => (dir === 'asc' ? a - b : b - a)));
      if (dir === 'asc') expect(ids[0]).toBe(1);
    }).toPass();
  await expectIdsSorted(direction);
  await idHeader.click();
  const reversed = direction === 'asc' ? 'desc' : 'asc';
  await expect(page).toHaveURL(new RegExp(`orderDirection=${reversed}`));
  await expectIdsSorted(reversed);
  await snap(page, 'list-kit-backstage-log-sorted');

  // Columns: "Duration" hidden here is hidden too in another browser, where the admin signs in afresh.
  await setColumnShown(page, 'Duration', false);
  await expect(page.locator('table thead')).not.toContainText('Duration');
  const other = await freshBrowser(browser, BACKSTAGE_LOGS);
  try {
    await expect(async () => expect(await headers(other.page)).not.toContain('Duration')).toPass();
    expect((await headers(other.page)).some((h) => h.startsWith('Log name'))).toBe(true);
  } finally {
    await other.close();
  }
  await resetColumns(page);
  await expect(page.locator('table thead')).toContainText('Duration');

  // A saved view: the filters and the sort under a name, opened again after a reset.
  const name = `Failed sign-ins ${Date.now().toString(36).slice(-5)}`;
  await page.getByRole('textbox', { name: 'Log name' }).fill('Sign in');
  await page.getByRole('combobox', { name: 'Result' }).selectOption({ label: 'Failure' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/logName=Sign\+in/);
  // As an admin would, save once the list shows what the filters ask for (the router renders a new address
  // in a transition: on a loaded machine that takes a moment after the address bar changes).
  await expect(page.locator('tbody tr').first()).toContainText('Sign in');
  await expect(page.locator('tbody tr').first()).toContainText('Failure');
  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('textbox', { name: 'Save what the list shows as' }).fill(name);
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText(`View “${name}” saved`)).toBeVisible();
  await page.keyboard.press('Escape');
  const filteredTotal = await page.getByText(/^Total \d+$/).innerText();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/logName=/);
  await expect(page.getByText(filteredTotal, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/logName=Sign\+in/);
  await expect(page).toHaveURL(/result=0/);
  await expect(page).toHaveURL(/orderBy=id/);
  await expect(page.getByRole('textbox', { name: 'Log name' })).toHaveValue('Sign in');
  await expect(page.locator('tbody tr').first()).toContainText('Failure');
  await snap(page, 'list-kit-backstage-log-view');
  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(`View “${name}” deleted`)).toBeVisible();
});

async function addWhitelistEntry(request: APIRequestContext, token: string, ip: string, remark: string) {
  const res = await request.post('/api/manage/whitelist/add', { headers: { Authorization: token }, data: { ip, remark } });
  expect(res.status(), await res.text()).toBe(200);
}

test('IP whitelist: sorted by address, columns follow the admin, ticked rows exported and deleted with the own address refused', async ({
  page,
  browser,
  request,
}) => {
  const token = tokenOf('admin');
  const suffix = Date.now() % 200;
  const [first, second] = [`198.18.${suffix}.0/24`, `198.19.${suffix}.0/24`];
  await addWhitelistEntry(request, token, first, 'Bulk test one');
  await addWhitelistEntry(request, token, second, 'Bulk test two');

  await openInApp(page, WHITELIST);
  await expect(page.getByRole('cell', { name: first })).toBeVisible();

  // Sorted by address, both ways: the second click reverses the first's order.
  const before = await columnValues(page, /^IP or range/);
  const ipHeader = page.locator('table thead').getByRole('button', { name: /^IP or range/ });
  await ipHeader.click();
  await expect(page).toHaveURL(/orderBy=ip&orderDirection=(asc|desc)/);
  let sorted: string[] = [];
  await expect(async () => {
    sorted = await columnValues(page, /^IP or range/);
    expect(sorted).not.toEqual(before);
    expect([...sorted].sort()).toEqual([...before].sort());
  }).toPass();
  await ipHeader.click();
  await expect(async () => expect(await columnValues(page, /^IP or range/)).toEqual([...sorted].reverse())).toPass();
  await snap(page, 'list-kit-whitelist-sorted');

  // Columns: "Country or region" hidden, and still hidden in a fresh browser.
  await setColumnShown(page, 'Country or region', false);
  const other = await freshBrowser(browser, WHITELIST);
  try {
    await expect(async () => expect(await headers(other.page)).not.toContain('Country or region')).toPass();
  } finally {
    await other.close();
  }
  await resetColumns(page);

  // Tick the two new entries and the one covering this browser's own address (127.0.0.1).
  for (const ip of [first, '127.0.0.0/8', second]) {
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: ip, exact: true }) })
      .getByRole('checkbox')
      .check({ force: true });
  }
  const bar = page.getByLabel('Selected rows');
  await expect(bar).toContainText('3');

  // Export of the ticked rows, as the table shows them.
  await bar.getByRole('button', { name: /Export selected/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text).toContain('127.0.0.0/8');
  expect(text).toContain(first);
  expect(text.split('\r\n').filter(Boolean)).toHaveLength(4);

  await bar.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 3 whitelist entries' });
  await expect(dialog).toContainText(`${first} · Bulk test one`);
  await snap(page, 'list-kit-whitelist-bulk-confirm');
  await dialog.getByRole('button', { name: 'Delete them' }).click();
  // The same dialog, now titled with the result.
  const result = page.getByRole('alertdialog', { name: 'Delete: result' });
  await expect(result.getByText('2 done, 1 refused.')).toBeVisible();
  await expect(result.getByLabel('Refused')).toContainText('127.0.0.0/8');
  await expect(result.getByLabel('Refused')).toContainText('it covers your own address 127.0.0.1');
  await expect(result.getByLabel('Done')).toContainText(first);
  await expect(result.getByLabel('Done')).toContainText(second);
  await snap(page, 'list-kit-whitelist-bulk-result');
  await result.getByRole('button', { name: 'Close' }).first().click();

  await expect(page.getByRole('cell', { name: first, exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: second, exact: true })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: '127.0.0.0/8', exact: true })).toBeVisible();
});
