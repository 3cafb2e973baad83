import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { snap, storageStateFile } from '../support';

test.use({ storageState: storageStateFile('admin') });

test('with the remote blocked, the shell keeps working and the area shows its error with retry', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/content-and-settings/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: /main navigation/i })).toBeVisible();

  await page.goto('/backstage-management/white-list');
  await expect(page.getByTestId('remote-error')).toBeVisible({ timeout: 30_000 });
  await snap(page, 'remote-unavailable');
  // The rest of the shell still answers: header, menu, home page.
  await expect(page.getByTestId('language-switch')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/home$/);

  // Back on line: Retry loads the area.
  blocked = false;
  await page.goto('/backstage-management/white-list');
  const retry = page.getByTestId('remote-error').getByRole('button', { name: /retry/i });
  if (await retry.isVisible().catch(() => false)) await retry.click();
  await expect(page.getByRole('cell', { name: '127.0.0.0/8' })).toBeVisible({ timeout: 30_000 });
});
