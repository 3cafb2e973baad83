/**
 * Console bench: what the browser downloads and how fast a menu click shows its list, in Debian's Chromium.
 *  - JavaScript of a cold `/login` and of the cold signed-in shell (`/home`): bytes on the wire (as the
 *    server sent them, compressed or not) and each script compressed with gzip at level 9, against the budgets.
 *  - For every menu entry whose page is a list: the time from the click to the first row of the list (and to
 *    the page's title), for a remote not yet loaded in the tab and for a remote already loaded (another of its
 *    pages visited first; this page's own chunk is not loaded yet). p50 and p90 over every sample.
 * Run by `npm run bench -- console` (which builds, releases and starts a console server), or against a running
 * console server: `BENCH_URL=http://127.0.0.1:8080 E2E_PORT=8080 pnpm --filter @console/e2e exec tsx
 * ../bench/console/run.ts`. Prints its figures as JSON on the last line of stdout. Never part of `npm test`.
 */
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_LAUNCH } from '../../e2e/chromium';
// The browser driver is the browser tests' own (bench/ has no package of its own).
import { type Browser, type BrowserContext, chromium, type Page } from '../../e2e/node_modules/@playwright/test';
import { apiLogin, newApiContext, storageState } from '../../e2e/support';
import { BUDGETS } from './budgets';

const baseURL = process.env.BENCH_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8080}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
/** A page that shows no row within this time is not a list (or an empty one): it is left out, and said so. */
const ROW_TIMEOUT_MS = 10_000;

const log = (line: string) => process.stderr.write(`[console bench] ${line}\n`);

interface Script {
  url: string;
  /** Body bytes as sent (after the server's compression). */
  wire: number;
  encoding: string | null;
  raw: number;
  gzip: number;
}

interface ListEntry {
  remote: string;
  id: string;
  to: string;
  title: string;
}

/**
 * How far the list's remote was loaded when its menu entry was clicked:
 *  - `loaded`: another page of the remote was open before (this page's own chunk was not loaded yet);
 *  - `preloaded`: no page of the remote visited yet, its entry fetched while the shell was idle;
 *  - `notLoaded`: clicked as soon as the menu showed, before anything of the remote was fetched.
 */
type RemoteState = 'loaded' | 'preloaded' | 'notLoaded';

interface Sample {
  list: string;
  remote: string;
  state: RemoteState;
  rowMs: number;
  titleMs: number | null;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const round = (n: number) => Math.round(n);

/** Every script the page fetches, with its size on the wire, its size gzipped, and when it was asked for. */
function collectScripts(page: Page): { scripts: (Script & { at: number })[]; settled: () => Promise<void> } {
  const scripts: (Script & { at: number })[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (req) => {
    if (req.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const res = await req.response();
        if (!res) return;
        const [body, sizes] = await Promise.all([res.body(), req.sizes()]);
        scripts.push({
          url: new URL(req.url()).pathname,
          wire: sizes.responseBodySize,
          encoding: (await res.headerValue('content-encoding')) ?? null,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          // When it was asked for (milliseconds since the epoch).
          at: req.timing().startTime,
        });
      })().catch(() => undefined),
    );
  });
  return { scripts, settled: async () => void (await Promise.all(pending)) };
}

const sum = (scripts: Script[], key: 'wire' | 'raw' | 'gzip') => scripts.reduce((a, s) => a + s[key], 0);

function summary(scripts: Script[]) {
  return {
    wire: sum(scripts, 'wire'),
    raw: sum(scripts, 'raw'),
    gzip: sum(scripts, 'gzip'),
    encodings: [...new Set(scripts.map((s) => s.encoding ?? 'identity'))],
    files: [...scripts].sort((a, b) => b.gzip - a.gzip),
  };
}

async function coldLogin(browser: Browser) {
  const ctx = await browser.newContext({ baseURL });
  const page = await ctx.newPage();
  const collected = collectScripts(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.waitForLoadState('networkidle');
  await collected.settled();
  await ctx.close();
  return summary(collected.scripts);
}

/**
 * The signed-in shell: what `/home` downloads before the console starts fetching ahead while idle (the
 * `console:preload` mark), and apart, what it fetches ahead (the UI kit for remote pages, the remotes' entries).
 */
async function coldShell(browser: Browser, state: ReturnType<typeof storageState>) {
  const ctx = await browser.newContext({ baseURL, storageState: state });
  const page = await ctx.newPage();
  const collected = collectScripts(page);
  await page.goto('/home');
  await page.getByRole('navigation', { name: /main navigation/i }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  await collected.settled();
  const preloadAt = (await page.evaluate(
    `(performance.getEntriesByName('console:preload')[0] || { startTime: Infinity }).startTime`,
  )) as number;
  const origin = (await page.evaluate('performance.timeOrigin')) as number;
  await ctx.close();
  const before = (s: { at: number }) => s.at < origin + preloadAt;
  const shell = collected.scripts.filter((s) => before(s) && !s.url.startsWith('/remotes/'));
  const ahead = collected.scripts.filter((s) => !shell.includes(s));
  return { ...summary(shell), preloadMarked: Number.isFinite(preloadAt), idleRemotePreloads: summary(ahead) };
}

interface ManifestRoute {
  id: string;
  path: string;
  titleKey: string;
  menu?: { to?: string };
}
interface ManifestRemote {
  name: string;
  routes: ManifestRoute[];
  titles: Record<string, Record<string, string>>;
}

async function menuEntries(ctx: BrowserContext): Promise<ListEntry[]> {
  const res = await ctx.request.get(`${baseURL}/console-manifest.json`);
  const manifest = (await res.json()) as { remotes: ManifestRemote[] };
  return manifest.remotes.flatMap((remote) =>
    remote.routes
      .filter((route) => route.menu)
      .map((route) => ({
        remote: remote.name,
        id: route.id,
        to: route.menu?.to ?? route.path,
        title: remote.titles['en-US']?.[route.titleKey] ?? route.id,
      })),
  );
}

/** The shell of a new tab, signed in, settled (a person looks at the home page for a moment before clicking). */
async function openShell(browser: Browser, state: ReturnType<typeof storageState>) {
  const ctx = await browser.newContext({ baseURL, storageState: state, viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await page.goto('/home');
  await page.getByRole('navigation', { name: /main navigation/i }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  return { ctx, page };
}

/** Runs in the page before the click: resolves `window.__benchResult` once the new list paints its first row. */
const WATCH_FOR_FIRST_ROW = `function (title, timeout) {
  for (const row of document.querySelectorAll('tbody tr')) row.setAttribute('data-bench-old', '');
  window.__benchResult = new Promise(function (resolve) {
    var clickAt = 0;
    var titleAt = null;
    document.addEventListener('click', function () { clickAt = performance.now(); }, { capture: true, once: true });
    var observer = new MutationObserver(function () {
      if (!clickAt) return;
      var titled = false;
      var headings = document.querySelectorAll('main h1, main h2');
      for (var i = 0; i < headings.length; i++) if (headings[i].textContent.trim() === title) titled = true;
      if (titled && titleAt === null) titleAt = performance.now();
      // A row of the clicked list: the page being left may still draw rows of its own after the click (a
      // dashboard finishing its load), and those are not the list's.
      if (titled && document.querySelector('main tbody tr[data-index]:not([data-bench-old])')) {
        observer.disconnect();
        // The frame that paints the row.
        requestAnimationFrame(function () {
          var paintedAt = performance.now();
          resolve({ rowMs: paintedAt - clickAt, titleMs: titleAt - clickAt });
        });
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    setTimeout(function () { observer.disconnect(); resolve(null); }, timeout);
  });
}`;

/**
 * Clicks the menu entry and measures, in the page, from the click event to the first frame that shows the
 * new list's first row (and its title). Rows already on screen are marked first, so they do not count.
 */
async function clickToFirstRow(page: Page, entry: ListEntry): Promise<{ rowMs: number; titleMs: number | null } | null> {
  // Passed as text: the bench's TypeScript compiler would wrap named functions in a helper the page lacks.
  await page.evaluate(`(${WATCH_FOR_FIRST_ROW})(${JSON.stringify(entry.title)}, ${ROW_TIMEOUT_MS})`);
  await page.locator(`nav a[href="${entry.to}"]`).first().click();
  const result = (await page.evaluate(() => (window as unknown as { __benchResult: Promise<unknown> }).__benchResult)) as {
    rowMs: number;
    titleMs: number;
  } | null;
  await page.waitForLoadState('networkidle');
  return result ? { rowMs: result.rowMs, titleMs: result.titleMs } : null;
}

/** Whether the page has fetched anything of the remote (its entry, a chunk). */
async function remoteFetched(page: Page, remote: string): Promise<boolean> {
  return page.evaluate(
    `performance.getEntriesByType('resource').some(function (e) { return e.name.indexOf('/remotes/' + ${JSON.stringify(remote)} + '/') >= 0; })`,
  ) as Promise<boolean>;
}

/**
 * Each run opens a settled shell and visits every list once: the first list of each remote in the run meets
 * the remote preloaded (its entry fetched while the shell was idle), the others meet it loaded. Then, for each
 * remote, a new tab clicks one of its lists as soon as the menu shows: the remote not yet loaded. A different
 * list comes first in each run.
 */
async function navigation(browser: Browser, state: ReturnType<typeof storageState>, entries: ListEntry[]) {
  const samples: Sample[] = [];
  const notLists = new Set<string>();
  const byRemote = new Map<string, ListEntry[]>();
  for (const e of entries) byRemote.set(e.remote, [...(byRemote.get(e.remote) ?? []), e]);
  const measure = async (page: Page, entry: ListEntry, remoteState: RemoteState) => {
    const result = await clickToFirstRow(page, entry);
    if (!result) {
      log(`${entry.title}: no row within ${ROW_TIMEOUT_MS} ms, left out as not a list`);
      notLists.add(entry.id);
    } else {
      samples.push({ list: entry.title, remote: entry.remote, state: remoteState, rowMs: result.rowMs, titleMs: result.titleMs });
    }
  };
  for (let run = 0; run < RUNS; run++) {
    const { ctx, page } = await openShell(browser, state);
    for (const lists of byRemote.values()) {
      const start = run % lists.length;
      const order = [...lists.slice(start), ...lists.slice(0, start)];
      let visited = false;
      for (const entry of order) {
        if (notLists.has(entry.id)) continue;
        await measure(page, entry, visited ? 'loaded' : 'preloaded');
        visited = true;
      }
    }
    await ctx.close();
    for (const [remote, lists] of byRemote) {
      const candidates = lists.filter((e) => !notLists.has(e.id));
      const entry = candidates[run % candidates.length];
      if (!entry) continue;
      const cold = await browser.newContext({ baseURL, storageState: state, viewport: { width: 1440, height: 900 } });
      const coldPage = await cold.newPage();
      await coldPage.goto('/home');
      await coldPage.locator(`nav a[href="${entry.to}"]`).first().waitFor();
      if (await remoteFetched(coldPage, remote)) log(`${remote}: already fetched before the click, sample left out`);
      else await measure(coldPage, entry, 'notLoaded');
      await cold.close();
    }
    log(`run ${run + 1} of ${RUNS} done`);
  }
  return { samples, notLists: entries.filter((e) => notLists.has(e.id)).map((e) => e.title) };
}

function figures(samples: Sample[]) {
  const rows = samples.map((s) => s.rowMs);
  const titles = samples.map((s) => s.titleMs).filter((t): t is number => t !== null);
  return rows.length
    ? {
        samples: rows.length,
        rowP50: round(percentile(rows, 50)),
        rowP90: round(percentile(rows, 90)),
        titleP50: round(percentile(titles, 50)),
        titleP90: round(percentile(titles, 90)),
      }
    : null;
}

/**
 * Debian's Chromium as the browser tests run it. With BENCH_NICE (a niceness, such as -10: root only) it runs
 * ahead of other work on a shared machine, so the figures say what the console costs rather than how busy
 * the machine was; the report says which.
 */
function launchOptions() {
  const nice = process.env.BENCH_NICE;
  if (!nice) return CHROMIUM_LAUNCH;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'console-bench-chromium-'));
  const wrapper = path.join(dir, 'chromium');
  writeFileSync(wrapper, `#!/bin/sh\nexec nice -n ${Number(nice)} ${CHROMIUM_LAUNCH.executablePath} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return { ...CHROMIUM_LAUNCH, executablePath: wrapper };
}

async function main() {
  mkdirSync(process.env.E2E_WORK_DIR ?? path.join(os.tmpdir(), 'console-bench'), { recursive: true });
  const api = await newApiContext();
  const state = storageState(await apiLogin(api, 'admin'));
  await api.dispose();
  const browser = await chromium.launch(launchOptions());
  try {
    log('cold /login');
    const login = await coldLogin(browser);
    log('cold signed-in shell');
    const shell = await coldShell(browser, state);
    const probe = await browser.newContext({ baseURL });
    const entries = await menuEntries(probe);
    await probe.close();
    log(`${entries.length} menu entries, ${RUNS} runs`);
    const nav = await navigation(browser, state, entries);
    const perList = [...new Set(nav.samples.map((s) => s.list))].map((list) => {
      const mine = nav.samples.filter((s) => s.list === list);
      return {
        list,
        remote: mine[0]!.remote,
        loaded: figures(mine.filter((s) => s.state === 'loaded')),
        preloaded: figures(mine.filter((s) => s.state === 'preloaded')),
        notLoaded: figures(mine.filter((s) => s.state === 'notLoaded')),
      };
    });
    const result = {
      measuredAt: new Date().toISOString(),
      machine: {
        cores: os.cpus().length,
        loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
        node: process.version,
        browserNice: process.env.BENCH_NICE ? Number(process.env.BENCH_NICE) : 0,
      },
      runs: RUNS,
      budgets: BUDGETS,
      login,
      shell,
      navigation: {
        loaded: figures(nav.samples.filter((s) => s.state === 'loaded')),
        preloaded: figures(nav.samples.filter((s) => s.state === 'preloaded')),
        notLoaded: figures(nav.samples.filter((s) => s.state === 'notLoaded')),
        perList,
        notLists: nav.notLists,
      },
    };
    console.log(JSON.stringify(result));
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
