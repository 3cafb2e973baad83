import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { openInApp, signInThroughForm, snap, storageStateFile } from '../support';

test('a newcomer signs in with two-factor, switches language, uses tags and signs out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByLabel('Account')).toBeVisible();
  await snap(page, 'login-en-US');

  // Each field is validated before anything is sent.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your account.')).toBeVisible();

  await signInThroughForm(page, 'admin');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: /main navigation/i })).toBeVisible();
  await snap(page, 'home-en-US');

  // Visiting pages creates history tags, newest first; revisiting moves a tag to the front.
  // The sidebar (its accessible name is translated with the rest of the shell).
  const menu = page.getByRole('navigation').first();
  await menu.getByRole('link', { name: 'IP whitelist' }).click();
  await expect(page).toHaveURL(/\/backstage-management\/white-list/);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await menu.getByRole('link', { name: 'IP blacklist' }).click();
  await expect(page).toHaveURL(/black-list/);
  const tags = page.getByTestId('history-tag');
  await expect(tags.first()).toContainText('IP blacklist');
  await menu.getByRole('link', { name: 'IP whitelist' }).click();
  await expect(tags.first()).toContainText('IP whitelist');
  await expect(page).toHaveTitle(/IP whitelist/);

  // Close one tag.
  const before = await tags.count();
  await tags
    .filter({ hasText: 'IP blacklist' })
    .getByRole('button', { name: /^Close IP blacklist/ })
    .click();
  await expect(tags).toHaveCount(before - 1);

  // Language kept across reload.
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(menu.getByRole('link', { name: 'IP 白名单' })).toBeVisible();
  await page.reload();
  await expect(menu.getByRole('link', { name: 'IP 白名单' })).toBeVisible();
  await expect(page).toHaveTitle(/IP 白名单/);
  await snap(page, 'white-list-zh-CN');
  await page.getByTestId('language-switch').selectOption('en-US');

  // Sign out: back to Login, and the protected page asks for sign-in again.
  await page.getByRole('button', { name: /sign out/i }).click();
  await expect(page).toHaveURL(/\/login/);
  const stored = await page.evaluate(() => localStorage.getItem('console.token'));
  expect(stored).toBeNull();
  await page.goto('/backstage-management/white-list');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbackstage-management%2Fwhite-list/);
});

test('the redirect query is honoured after sign-in', async ({ page }) => {
  await page.goto('/backstage-management/black-list');
  await expect(page).toHaveURL(/redirect=/);
  await signInThroughForm(page, 'auditor');
  await expect(page).toHaveURL(/\/backstage-management\/black-list$/);
});

test.describe('history tags', () => {
  test.use({ storageState: storageStateFile('admin') });

  test('hold at most 15 pages, newest first, and can be cleared', async ({ page, request }) => {
    // Seventeen pages, each waiting for its tag to name its role: over a minute on a loaded two-core machine.
    test.setTimeout(150_000);
    await page.goto('/home');
    const token = (await page.evaluate(() => localStorage.getItem('console.token')))!;
    const headers = { Authorization: token };
    const roleIds: number[] = [];
    const names: string[] = [];
    for (let i = 0; i < 17; i++) {
      names.push(`Tag desk ${Date.now().toString(36)}-${i}`);
      const res = await request.post('/api/auth/role/add', { headers, data: { roleName: names[i] } });
      roleIds.push((await res.json()).data.id);
    }
    try {
      // Each tag names its page's role once the page knows it ("Users of role Tag desk …").
      for (const [i, roleId] of roleIds.entries()) {
        await openInApp(page, `/backstage-management/permission-settings/role-list/user-list/${roleId}`);
        await expect(page.getByTestId('history-tag').first()).toContainText(names[i]);
      }
      const tags = page.getByTestId('history-tag');
      await expect(tags).toHaveCount(15);
      await expect(tags.first()).toContainText(names[16]);
      await expect(tags.last()).toContainText(names[2]);
      await page.getByRole('button', { name: 'Close all' }).click();
      await expect(page).toHaveURL(/\/home$/);
      await expect(tags).toHaveCount(1);
      await expect(tags.first()).toContainText('Home');
    } finally {
      for (const id of roleIds) await request.post('/api/auth/role/delete', { headers, data: { id } });
    }
  });
});
