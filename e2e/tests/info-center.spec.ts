import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, unique } from '../finance-support';
import { openInApp, snap, solidPng, storageStateFile } from '../support';

// The tests act on records of their own: they share a kept page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

/** Types into the language's body editor: a heading, then a paragraph. */
async function writeBody(page: Page, language: string, heading: string, paragraph: string) {
  const body = page.getByRole('textbox', { name: `Body (${language})` });
  await body.click();
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type(heading);
  await page.keyboard.press('Enter');
  await page.keyboard.type(paragraph);
}

test('info center: an article in two languages with an image, previewed, hidden, deleted', async ({ page }) => {
  const title = `Fee update ${unique()}`;
  await openInApp(page, '/info-center/content-list/add');
  await page.getByLabel('Title (en-US)').fill(title);
  await writeBody(page, 'en-US', 'New fees', 'Trading fees change on Monday.');
  await page
    .getByLabel('Image file')
    .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: solidPng(240, 90, [13, 148, 136]) });
  const editorImage = page.getByRole('textbox', { name: 'Body (en-US)' }).locator('img');
  await expect(editorImage).toHaveAttribute('src', /^\/api\/files\/.+\.png$/);
  await expect.poll(() => editorImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  // A table from the toolbar after the text (the cursor off the image, which it would replace), a row added with its tools.
  await page.getByRole('textbox', { name: 'Body (en-US)' }).getByText('Trading fees change on Monday.').click();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Insert table' }).click();
  await page.getByRole('group', { name: 'Table tools' }).getByRole('button', { name: 'Insert row below' }).click();
  await expect(page.getByRole('textbox', { name: 'Body (en-US)' }).locator('table tr')).toHaveCount(4);
  await expect(editorImage).toHaveCount(1);

  await page.getByRole('tab', { name: /Simplified Chinese/ }).click();
  await page.getByLabel('Title (zh-CN)').fill(`费用更新 ${title.slice(-6)}`);
  await writeBody(page, 'zh-CN', '新费率', '交易手续费自周一起调整。');
  await page.getByLabel('Tags', { exact: true }).fill('fees, news');
  await page.getByLabel(/^Publish from/).fill('2026-01-01 00:00:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/info-center\/content-list\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByText('Published').first()).toBeVisible();
  await snap(page, 'info-center-editor');

  // The preview: the client's page in a sandboxed frame, with the uploaded image loaded from the console's files.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  // The saved article opens at its own address in the language being edited.
  const chinese = page.frameLocator('iframe[title="Article preview (zh-CN)"]');
  await expect(chinese.getByRole('heading', { name: '新费率' })).toBeVisible();
  await expect(chinese.getByText('交易手续费自周一起调整。')).toBeVisible();
  await preview.getByLabel('Preview language').selectOption('en-US');
  const english = page.frameLocator('iframe[title="Article preview (en-US)"]');
  await expect(english.getByRole('heading', { name: title })).toBeVisible();
  await expect.poll(() => english.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await snap(page, 'info-center-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Hidden: the state follows, and the list shows it.
  await page.getByText('Hidden', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Hidden' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/revision 2/)).toBeVisible();
  await page.getByRole('button', { name: 'Revisions' }).click();
  const revisions = page.getByRole('dialog', { name: 'Revisions' });
  await expect(revisions.getByRole('listitem').filter({ hasText: 'Hidden' })).toBeVisible();
  await page.waitForTimeout(500);
  await snap(page, 'info-center-revisions');
  await page.keyboard.press('Escape');

  // The demo data's articles, each state among them.
  await openInApp(page, '/info-center/content-list');
  await expect(page.getByRole('table', { name: 'Content list' }).getByText('Scheduled', { exact: true }).first()).toBeVisible();
  await snap(page, 'info-center-list-demo');

  await openInApp(page, `/info-center/content-list?id=${id}`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Hidden')).toHaveCount(2);
  await expect(row.getByText('en-US')).toBeVisible();
  await snap(page, 'info-center-list');
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(row.getByText('已隐藏')).toBeVisible();
  await snap(page, 'info-center-list-zh-CN');
  await openInApp(page, `/info-center/content-list/${id}`);
  await expect(page.getByLabel('标题(en-US)')).toHaveValue(title);
  await snap(page, 'info-center-editor-zh-CN');
  await page.getByTestId('language-switch').selectOption('en-US');

  // Deleted after a confirmation: gone from the list and from the API.
  await openInApp(page, `/info-center/content-list?id=${id}`);
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete article #${id}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  const api = await apiAs('admin');
  const gone = await api.get(`/api/info-center/${id}`);
  expect(gone.status()).toBe(404);
});
