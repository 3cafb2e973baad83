import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { openInApp, snap, storageStateFile } from '../support';

// The tests act on records of their own: they share a kept page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

const unique = () => Date.now().toString(36).slice(-6);

function row(page: Page, text: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

test('batch upload: a CSV with a good and a bad row, then the result of each row', async ({ page }) => {
  const tag = unique();
  const email = `batch.${tag}@example.test`;
  const fileName = `batch-${tag}.csv`;
  const csv = [
    'email,mobile,countryCode,password,accountType,uplineId,remark',
    `${email},,,Batch2026ok,1,,e2e`,
    `not-an-email-${tag},,,Batch2026ok,1,,e2e`,
  ].join('\n');

  await openInApp(page, '/users/batch-upload');
  // The upload form opens from the page header.
  await page.getByRole('button', { name: 'Upload users' }).click();
  const form = page.getByRole('form', { name: 'Upload users' });
  await expect(form).toBeVisible();
  await form.getByLabel('Account kind').selectOption({ label: 'Demo accounts' });
  await form.getByLabel('File').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(`${fileName}: 2 rows received`)).toBeVisible();

  const uploads = page.getByRole('table', { name: 'Uploads' });
  const line = uploads.getByRole('row').filter({ hasText: fileName });
  // The users are created in the background: the list refreshes until the upload is done.
  await expect(line).toContainText('Done', { timeout: 20_000 });
  await expect(line).toContainText('Demo accounts');
  await snap(page, 'batch-upload-list');

  await line.getByText(fileName).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('2 in the file: 1 created, 1 refused, 0 waiting');
  const results = drawer.getByRole('table', { name: 'Row results' });
  await expect(row(page, email)).toContainText('Created');
  const refused = results.getByRole('row').filter({ hasText: `not-an-email-${tag}` });
  await expect(refused).toContainText('Refused');
  await expect(refused).toContainText('email must be an e-mail address');
  await page.waitForTimeout(500); // the drawer's slide-in, for the screenshot
  await snap(page, 'batch-upload-detail');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The created user is in the user list.
  await openInApp(page, `/users/list?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(email);
});

test('export: the filtered user list downloads as a CSV file that holds the matching users', async ({ page }) => {
  await openInApp(page, '/users/list?accountType=2');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r\n/);
  const header = lines[0].split(',');
  expect(header.slice(0, 2)).toEqual(['ID', 'Email']);
  const type = header.indexOf('Account type');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line.split(',')[type]).toBe('Agent');
  await expect(page.getByText(/Saved users-/)).toBeVisible();
  await snap(page, 'users-export-saved');
});
