/**
 * Browser figures of the bench report: JavaScript the browser downloads for a cold /login and for the first
 * Backstage management page, time to an interactive login form, and time from a menu click to the first row.
 * Run by `npm run bench` against a console server it starts; prints JSON on stdout.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium';
import { apiLogin, newApiContext, storageState } from '../support';

const baseURL = process.env.BENCH_URL!;
const runs = Number(process.env.BENCH_RUNS ?? 7);

interface Download {
  url: string;
  raw: number;
  gzip: number;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function collectScripts(page: Page): Download[] {
  const got: Download[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      const body = await res.body();
      got.push({ url: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      /* a redirected or aborted response has no body */
    }
  });
  return got;
}

async function main() {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const api = await newApiContext();
  const session = await apiLogin(api, 'admin');

  // Cold /login: a new context each run, nothing cached.
  const loginTimes: number[] = [];
  let loginScripts: Download[] = [];
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext({ baseURL });
    const page = await ctx.newPage();
    const scripts = collectScripts(page);
    const t0 = Date.now();
    await page.goto('/login');
    await page.getByLabel('Account').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ state: 'visible' });
    loginTimes.push(Date.now() - t0);
    await page.waitForLoadState('networkidle');
    if (i === 0) loginScripts = [...scripts];
    await ctx.close();
  }

  // The signed-in shell, cold: what a sign-in adds to the login page's scripts.
  let shellScripts: Download[] = [];
  {
    const ctx = await browser.newContext({ baseURL, storageState: storageState(session) });
    const page = await ctx.newPage();
    const scripts = collectScripts(page);
    await page.goto('/home');
    await page.getByRole('navigation').first().waitFor();
    await page.waitForLoadState('networkidle');
    shellScripts = [...scripts];
    await ctx.close();
  }

  // First remote page: signed in, on /home, click the menu entry and wait for the first row.
  const clickTimes: number[] = [];
  let remoteScripts: Download[] = [];
  for (let i = 0; i < runs; i++) {
    const ctx = await browser.newContext({ baseURL, storageState: storageState(session) });
    const page = await ctx.newPage();
    await page.goto('/home');
    await page.getByRole('navigation', { name: /main navigation/i }).waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = collectScripts(page);
    const t0 = Date.now();
    await page
      .getByRole('navigation', { name: /main navigation/i })
      .getByRole('link', { name: 'Permission settings' })
      .click();
    await page.locator('tbody tr').first().waitFor({ state: 'visible' });
    clickTimes.push(Date.now() - t0);
    await page.waitForLoadState('networkidle');
    if (i === 0) remoteScripts = [...scripts];
    await ctx.close();
  }
  await browser.close();
  await api.dispose();
  const sum = (d: Download[], k: 'raw' | 'gzip') => d.reduce((a, x) => a + x[k], 0);
  console.log(
    JSON.stringify({
      runs,
      login: {
        medianMs: median(loginTimes),
        samples: loginTimes,
        raw: sum(loginScripts, 'raw'),
        gzip: sum(loginScripts, 'gzip'),
        files: loginScripts,
      },
      signedInShell: { raw: sum(shellScripts, 'raw'), gzip: sum(shellScripts, 'gzip'), files: shellScripts },
      firstRemotePage: {
        medianMs: median(clickTimes),
        samples: clickTimes,
        raw: sum(remoteScripts, 'raw'),
        gzip: sum(remoteScripts, 'gzip'),
        files: remoteScripts,
      },
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
