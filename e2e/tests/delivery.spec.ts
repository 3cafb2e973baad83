import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { storageStateFile } from '../support';

test.use({ storageState: storageStateFile('admin') });

const repo = path.resolve(__dirname, '../..');
const second = process.env.E2E_SECOND_VERSION;

function pin(args: string[]) {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(repo, 'deploy/src/pin.ts'), 'development', 'content-and-settings', ...args],
    {
      cwd: path.join(repo, 'deploy'),
      env: { ...process.env, RELEASES_DIR: process.env.E2E_RELEASES_DIR, ENVIRONMENTS_DIR: process.env.ENVIRONMENTS_DIR },
      stdio: 'pipe',
    },
  );
}

test('pinning another released version changes what the browser loads, without a rebuild', async ({ page }) => {
  test.skip(!second, 'npm test releases a second version of the remote for this test');
  const loaded: string[] = [];
  page.on('request', (r) => {
    const m = r.url().match(/\/remotes\/content-and-settings\/([^/]+)\/remoteEntry\.js/);
    if (m) loaded.push(m[1]!);
  });
  await page.goto('/backstage-management/white-list');
  await expect(page.getByRole('cell', { name: '127.0.0.0/8' })).toBeVisible();
  expect(loaded.at(-1)).toBe('1.0.0');

  pin([second!]);
  try {
    await page.reload();
    await expect(page.getByRole('cell', { name: '127.0.0.0/8' })).toBeVisible();
    expect(loaded.at(-1)).toBe(second);
    await page.getByTestId('version-panel-button').click();
    await expect(page.getByTestId('remote-version-content-and-settings')).toContainText(second!);
  } finally {
    pin(['--rollback']);
  }
  await page.reload();
  await expect(page.getByRole('cell', { name: '127.0.0.0/8' })).toBeVisible();
  expect(loaded.at(-1)).toBe('1.0.0');
});

test('the pin command refuses a version that was never released', async () => {
  expect(() => pin(['9.9.9'])).toThrow(/has not been released/);
});
