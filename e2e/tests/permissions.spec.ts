import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { openInApp, snap, storageStateFile } from '../support';

test.describe('auditor: every view, no action', () => {
  test.use({ storageState: storageStateFile('auditor') });

  test('sees the lists but no action buttons', async ({ page }) => {
    await page.goto('/backstage-management/permission-settings/admin-list');
    await expect(page.getByRole('cell', { name: 'auditor', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /add administrator/i })).toHaveCount(0);
    await openInApp(page, '/backstage-management/permission-settings/role-list');
    await expect(page.getByRole('cell', { name: 'Super administrator' })).toBeVisible();
    await expect(page.getByRole('button', { name: /add role/i })).toHaveCount(0);
    await openInApp(page, '/backstage-management/white-list');
    await expect(page.getByRole('cell', { name: '127.0.0.0/8' })).toBeVisible();
    // No "Add entry", no row's "Delete" (the "Added" column header is a sort button, not an action).
    await expect(page.getByRole('button', { name: /^add (entry|administrator|role)/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await snap(page, 'white-list-auditor');
  });

  test('is refused by the server when calling an action directly', async ({ page, request }) => {
    await page.goto('/home');
    const token = await page.evaluate(() => localStorage.getItem('console.token'));
    const res = await request.post('/api/manage/whitelist/add', {
      headers: { Authorization: token! },
      data: { ip: '203.0.113.9', remark: 'x' },
    });
    expect(res.status()).toBe(403);
  });
});

test.describe('finance: the Finance group only', () => {
  test.use({ storageState: storageStateFile('finance') });

  test('gets the no-permission page on Backstage management and never downloads its remote', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/content-and-settings/')) remoteRequests.push(r.url());
    });
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: /main navigation/i })).toBeVisible();
    await expect(page.getByRole('link', { name: 'IP whitelist' })).toHaveCount(0);
    // The refusal is shown inside the shell, at the address asked for.
    await openInApp(page, '/backstage-management/permission-settings/admin-list');
    await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
    await expect(page).toHaveURL(/\/backstage-management\/permission-settings\/admin-list$/);
    await openInApp(page, '/backstage-management/backstage-logs');
    await expect(page.getByTestId('no-permission-page')).toContainText('Backstage logs');
    await expect(page.getByRole('navigation', { name: /main navigation/i })).toBeVisible();
    await snap(page, 'not-found-finance');
    expect(remoteRequests).toEqual([]);
  });
});
