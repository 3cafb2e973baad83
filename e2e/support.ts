import { crc32, deflateSync } from 'node:zlib';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page, expect, request } from '@playwright/test';
import { TOTP } from 'otpauth';

export const work = process.env.E2E_WORK_DIR ?? path.join(__dirname, '.work');
export const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 18080)}`;
export const DEMO_SECRET = 'JBSWY3DPEHPK3PXP';
export const DEMO = {
  admin: { account: 'admin', password: 'admin-demo-2026' },
  auditor: { account: 'auditor', password: 'auditor-demo-2026' },
  finance: { account: 'finance', password: 'finance-demo-2026' },
} as const;
export type DemoAccount = keyof typeof DEMO;

const totp = new TOTP({ secret: DEMO_SECRET, digits: 6, period: 30, algorithm: 'SHA1' });
const stepsFile = path.join(work, 'totp-steps.json');

/**
 * A two-factor code the server has not seen for this account: a used step is refused a second time, so
 * take the next step (one step of drift is accepted) or wait for the clock.
 */
export async function freshCode(account: string): Promise<string> {
  mkdirSync(work, { recursive: true });
  const used: Record<string, number> = existsSync(stepsFile) ? JSON.parse(readFileSync(stepsFile, 'utf8')) : {};
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, (used[account] ?? 0) + 1);
    if (step <= now + 1) {
      used[account] = step;
      writeFileSync(stepsFile, JSON.stringify(used));
      return totp.generate({ timestamp: step * 30_000 });
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

export interface StoredSession {
  token: string;
  manager: unknown;
  permissions: number[];
  /** The coins listed at sign-in (id and code), kept by the console for its coin pickers. */
  currencies: { id: number; code: string; decimals: number }[];
}

export async function apiLogin(ctx: APIRequestContext, who: DemoAccount): Promise<StoredSession> {
  const res = await ctx.post(`${baseURL}/api/login/manager/login`, {
    data: { ...DEMO[who], gauthCode: await freshCode(DEMO[who].account) },
  });
  const body = await res.json();
  expect(body.code, `sign-in of ${who}: ${body.msg}`).toBe(1);
  return {
    token: body.data.token,
    manager: body.data.manager,
    permissions: body.data.authVo.permissions,
    currencies: (body.data.currencyList ?? []).map(({ id, code, decimals }: { id: number; code: string; decimals: number }) => ({
      id,
      code,
      decimals,
    })),
  };
}

export function storageStateFile(who: DemoAccount): string {
  return path.join(work, `state-${who}.json`);
}

/** A browser storage state holding a signed-in session, as the console stores it after sign-in. */
export function storageState(session: StoredSession) {
  return {
    cookies: [],
    origins: [
      {
        origin: baseURL,
        localStorage: [
          { name: 'console.token', value: session.token },
          { name: 'console.manager', value: JSON.stringify(session.manager) },
          { name: 'console.permissions', value: JSON.stringify(session.permissions) },
          { name: 'console.currencies', value: JSON.stringify(session.currencies) },
        ],
      },
    ],
  };
}

export async function newApiContext(): Promise<APIRequestContext> {
  return request.newContext({ baseURL });
}

export async function signInThroughForm(page: Page, who: DemoAccount) {
  await page.getByLabel('Account').fill(DEMO[who].account);
  await page.getByLabel('Password').fill(DEMO[who].password);
  await page.getByLabel('Two-factor code').fill(await freshCode(DEMO[who].account));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `url` inside the console already on the page, as its own links do: the address changes through the
 * history and the router draws the page, without loading the console again. A page load costs the browser about
 * three CPU seconds (the shell, the UI kit and every permitted area's entry are parsed and run anew), a move inside
 * the console a fraction of that. The page's first visit, and a visit of the address already shown (to read it
 * afresh), still load the page. Not for what must read the stored session again (another sign-in, a changed role):
 * that takes `page.goto` or `page.reload`.
 */
export async function openInApp(page: Page, url: string): Promise<void> {
  const target = new URL(url, baseURL);
  if (!page.url().startsWith(`${baseURL}/`) || page.url() === target.href) {
    await page.goto(url);
    return;
  }
  const shown = await page.evaluate(
    (to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      return window.location.pathname + window.location.search;
    },
    target.pathname + target.search + target.hash,
  );
  // The previous page stays on screen until the new one can draw (its chunk may still be on its way): the shell's
  // `main` names the address of the page it shows.
  await page.waitForFunction((address) => document.querySelector('main')?.getAttribute('data-location') === address, shown);
}

/**
 * Closes the toasts on the page (each has its close button): they sit over the top right of the page, where the
 * page header's buttons are, for up to ten seconds.
 */
export async function closeToasts(page: Page): Promise<void> {
  for (const close of await page.locator('[data-scope="toast"][data-part="close-trigger"]').all())
    await close.click({ timeout: 2_000 }).catch(() => {
      // Gone by itself meanwhile.
    });
}

/**
 * Closes every tag of the shell's strip but the newest (the page shown), through its context menu. Where something
 * still covers the page (a dialog that Escape does not close), the tags stay: the next test's page opens all the same.
 */
export async function closeOtherTags(page: Page): Promise<void> {
  const tags = page.getByTestId('history-tag');
  if ((await tags.count()) < 2) return;
  try {
    await tags.first().click({ button: 'right', timeout: 5_000 });
    await page.getByTestId('tag-context-menu').getByRole('menuitem', { name: 'Close others' }).click({ timeout: 5_000 });
  } catch {
    await page.keyboard.press('Escape');
  }
}

/**
 * Screenshots for people to look at, kept beside the test results. `npm test` turns them off (E2E_SCREENSHOTS=off)
 * when the run's folder is removed at its end and no E2E_SCREENSHOT_DIR keeps them: nobody would see them.
 */
export async function snap(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  const dir = process.env.E2E_SCREENSHOT_DIR ?? path.join(work, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** A PNG of one colour, `width` by `height`: a logo or an article's picture the screenshots show. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from([r, g, b]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
