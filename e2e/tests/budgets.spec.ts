import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { BUDGETS } from '../../bench/console/budgets';
import { storageStateFile } from '../support';

/**
 * What a cold visit downloads, against the budgets of bench/console/budgets.ts: every script compressed with
 * gzip at level 9, as a compressing server sends it. A new dependency of the sign-in page or of the shell
 * shows here first, with the files to look at.
 */
function scriptsOf(page: Page) {
  const scripts: { url: string; gzip: number; at: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await (await req.response())!.body();
        scripts.push({ url: new URL(req.url()).pathname, gzip: gzipSync(body, { level: 9 }).length, at: req.timing().startTime });
      })().catch(() => undefined),
    );
  });
  return { scripts, settled: () => Promise.all(pending) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const listing = (scripts: { url: string; gzip: number }[]) =>
  [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .map((s) => `${kb(s.gzip).padStart(9)} ${s.url}`)
    .join('\n');
const total = (scripts: { gzip: number }[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);

test('a cold /login downloads at most its budget of JavaScript', async ({ page }) => {
  const { scripts, settled } = scriptsOf(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await settled();
  expect(total(scripts), `/login downloads ${kb(total(scripts))} (gzip):\n${listing(scripts)}`).toBeLessThanOrEqual(BUDGETS.loginGzip);
});

test.describe('signed in', () => {
  // An admin whose /home is the shell's own start page: where the reports remote is deployed, /home is its dashboard
  // for an admin holding that view (the administrator), a remote page that loads the UI kit at once.
  test.use({ storageState: storageStateFile('finance') });

  test('the shell downloads at most its budget of JavaScript before it fetches ahead for the areas', async ({ page }) => {
    const { scripts, settled } = scriptsOf(page);
    await page.goto('/home');
    await expect(page.getByRole('navigation', { name: /main navigation/i })).toBeVisible();
    // The shell marks when it starts fetching ahead (the UI kit, the remotes' entries) while idle.
    await page.waitForFunction(() => performance.getEntriesByName('console:preload').length > 0, undefined, { timeout: 20_000 });
    const markedAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('console:preload')[0]!.startTime);
    await page.waitForLoadState('networkidle');
    await settled();
    const shell = scripts.filter((s) => s.at < markedAt && !s.url.startsWith('/remotes/'));
    expect(total(shell), `the shell downloads ${kb(total(shell))} (gzip):\n${listing(shell)}`).toBeLessThanOrEqual(BUDGETS.shellGzip);
    // Fetching ahead does happen: the remote pages' kit, then the remotes' entries.
    await expect
      .poll(() => scripts.some((s) => s.url.startsWith('/remotes/') && s.url.endsWith('/remoteEntry.js')), { timeout: 20_000 })
      .toBe(true);
  });
});
