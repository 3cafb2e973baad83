// The console section of bench/report.md: runs bench/console/run.ts against a fresh console server and writes
// its figures beside the budgets of bench/console/budgets.ts. Plain JavaScript: scripts/bench.mjs imports it.
// `npm run bench -- console` runs this part alone; BENCH_NICE=-10 (root) runs the browser and the server ahead
// of other work on a shared machine, BENCH_RUNS sets the number of runs (10).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildHostIfStale, log, releasePinnedRemotes, root } from '../../scripts/lib.mjs';

export const CONSOLE_SECTION = '## Console: downloads and navigation';

/** Landed main before issue 11, measured by this bench (2 runs, load average about 11 on 2 cores, no priority). */
const BEFORE = {
  login: { wire: 806.3 * 1024, gzip: 248.4 * 1024, encoding: 'none' },
  shell: { wire: 2397.0 * 1024, gzip: 697.5 * 1024, encoding: 'none' },
  loaded: { rowP50: 662, rowP90: 871, titleP50: 380, titleP90: 446 },
  notLoaded: { rowP50: 861, rowP90: 1151, titleP50: 464, titleP90: 564 },
};

/** Builds what is stale, releases the pinned remotes into a scratch folder, serves them, and runs the bench. */
export async function runConsoleBench(pnpm) {
  buildHostIfStale(pnpm);
  const work = mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));
  const releasesDir = path.join(work, 'releases');
  releasePinnedRemotes(pnpm, { environment: 'development', environmentsDir: path.join(root, 'deploy/environments'), releasesDir });
  const port = Number(process.env.BENCH_CONSOLE_PORT ?? 18182);
  const nice = process.env.BENCH_NICE ? ['nice', '-n', String(Number(process.env.BENCH_NICE))] : [];
  // The browser tests' data (the demo data at the tests' trading history, copied from the seeded template): a server
  // seeding the demo server's larger history itself took about 17 minutes on PGlite before it answered, and the lists
  // measured here show a page of 20 rows either way.
  const seeded = spawnSync(pnpm, ['--filter', '@console/api', 'exec', 'tsx', 'test/browser-data.ts', path.join(work, 'data')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error("preparing the bench's database failed");
  log(`Console bench: a console server with the demo data on port ${port}${nice.length ? `, niceness ${process.env.BENCH_NICE}` : ''}`);
  const [command, ...args] = [...nice, process.execPath, '--import', 'tsx', 'src/main.ts'];
  const server = spawn(command, args, {
    cwd: path.join(root, 'deploy'),
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(work, 'data'), RELEASES_DIR: releasesDir, LOGIN_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (d) => String(d).includes('Back-office console:') && resolve());
      server.on('exit', (code) => reject(new Error(`the console server exited with ${code}`)));
    });
    const r = spawnSync(pnpm, ['--filter', '@console/e2e', 'exec', 'tsx', '../bench/console/run.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_URL: `http://127.0.0.1:${port}`, E2E_PORT: String(port), E2E_WORK_DIR: work },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 64 * 1024 * 1024,
    });
    if (r.status !== 0) throw new Error('the console bench failed');
    return JSON.parse(r.stdout.trim().split('\n').pop());
  } finally {
    server.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => (n === undefined || n === null ? '' : `${n} ms`);
const met = (ok) => (ok ? 'met' : '**not met**');
const encodings = (e) => (e.length ? e.join(', ') : 'none');

function downloadRows(c) {
  const LIMITS = c.budgets;
  const ahead = c.shell.idleRemotePreloads;
  return `| page | on the wire (encoding) | gzip, level 9 | budget (gzip) | before (wire / gzip) |
|---|---|---|---|---|
| cold \`/login\` | ${kb(c.login.wire)} (${encodings(c.login.encodings)}) | ${kb(c.login.gzip)} | ${kb(LIMITS.loginGzip)}: ${met(c.login.gzip <= LIMITS.loginGzip)} | ${kb(BEFORE.login.wire)} / ${kb(BEFORE.login.gzip)} |
| signed-in shell, cold \`/home\`, until it starts fetching ahead | ${kb(c.shell.wire)} (${encodings(c.shell.encodings)}) | ${kb(c.shell.gzip)} | ${kb(LIMITS.shellGzip)}: ${met(c.shell.gzip <= LIMITS.shellGzip)} | ${kb(BEFORE.shell.wire)} / ${kb(BEFORE.shell.gzip)} |
| then fetched ahead: the UI kit of remote pages (once the shell is painted), each permitted remote's entry and texts (while idle) | ${kb(ahead.wire)} | ${kb(ahead.gzip)} | | (nothing was fetched ahead) |`;
}

function navigationRows(c) {
  const LIMITS = c.budgets;
  const n = c.navigation;
  const row = (label, f, limit, before) =>
    f
      ? `| ${label} | ${f.samples} | ${ms(f.rowP50)} | ${ms(f.rowP90)} | ${limit ? `${limit} ms: ${met(f.rowP90 <= limit)}` : ''} | ${ms(f.titleP50)} / ${ms(f.titleP90)} | ${before ? `${ms(before.rowP50)} / ${ms(before.rowP90)}` : ''} |`
      : `| ${label} | 0 | | | | | |`;
  return `| remote of the list when its menu entry is clicked | samples | first row p50 | first row p90 | limit (p90) | page title p50 / p90 | before: first row p50 / p90 |
|---|---|---|---|---|---|---|
${row("loaded: another page of it was open (this page's chunk not yet loaded)", n.loaded, LIMITS.loadedP90Ms, BEFORE.loaded)}
${row('entry fetched while the shell was idle, no page of it visited yet', n.preloaded, LIMITS.loadedP90Ms, BEFORE.notLoaded)}
${row('not loaded: clicked as soon as the menu shows, before anything of it was fetched', n.notLoaded, LIMITS.notLoadedP90Ms, BEFORE.notLoaded)}`;
}

function perListRows(c) {
  const cell = (f) => (f ? `${f.rowP50} / ${f.rowP90}` : '');
  return `| list | remote | loaded: p50 / p90 | entry fetched ahead: p50 / p90 | not loaded: p50 / p90 |
|---|---|---|---|---|
${c.navigation.perList.map((l) => `| ${l.list} | ${l.remote} | ${cell(l.loaded)} | ${cell(l.preloaded)} | ${cell(l.notLoaded)} |`).join('\n')}`;
}

export function consoleSection(c) {
  const m = c.machine;
  const priority = m.browserNice
    ? `Chromium and the console server ran at niceness ${m.browserNice}, ahead of the other work`
    : 'at normal priority';
  return `${CONSOLE_SECTION}

Measured ${c.measuredAt} by \`bench/console/run.ts\` (\`npm run bench -- console\`) on ${m.cores} cores, load average ${m.loadAverage} when it
started (other work shares the machine; ${priority}), Node ${m.node}, Debian's Chromium headless over loopback, against a console
server with the demo data and the pinned remotes released (precompressed) into a scratch folder. ${c.runs} runs.

### JavaScript downloaded

${downloadRows(c)}

"On the wire" is what the server sent: every release and the host build carry brotli and gzip copies made at release time
(\`deploy/src/precompress.ts\`), which the console server picks by \`Accept-Encoding\`. The gzip column compresses each script at
level 9, as the budgets count. Once the shell is painted it fetches ahead what the first page of a remote needs (the whole UI
kit with the rest of Chakra, zod and the contracts: the shell itself draws with Chakra's pieces taken by module), then, while the
browser is idle, each permitted remote's entry and texts; it marks the moment (\`console:preload\`), which splits the first two
rows. The browser test \`e2e/tests/budgets.spec.ts\` fails when \`/login\` or the shell goes over its budget.

### Menu click to the list's first row

Time from the click event to the frame that paints the first row of the list (the page title in the next column), measured in
the page, for every menu entry whose page is a list${c.navigation.notLists.length ? ` (not lists: ${c.navigation.notLists.join(', ')})` : ''}.
A row counts once the list's own title shows above it: the page being left may still draw rows of its own after the click (the
dashboard at \`/home\` finishing its load), and until 2026-12-01 the bench counted those, so its earlier "not loaded" figures
were partly the dashboard's table.
Each run opens a settled shell and clicks through every list of each remote (a different one first in each run), then, for each
remote, a new tab clicks one of its lists as soon as the menu shows.

${navigationRows(c)}

${perListRows(c)}

Where the time of a click goes now: the route's loader starts the page's chunk, the area's texts and the list's first page
(its query, its settings and the option lists, under the keys the page reads) together as the click lands; a page of a loaded
remote draws without React's 300 ms hold on a Suspense fallback; the shell fetches the UI kit and the remotes' entries ahead
and a menu entry pointed at fetches its page's chunk. What is left is the main thread drawing the list page: a Chrome trace of
navigations between loaded lists (niceness -10, a loaded machine) shows the data and the chunk within about 100 ms of the click
and then 250 to 500 ms of script, most of it React and Chakra styling the page's components and cells, then layout. A first
visit to a remote not yet fetched also waits for its entry and descriptor, and for the UI kit when it is not here yet.

A click while the dashboard is still loading (the "not loaded" row: the bench clicks as soon as the menu shows, and \`/home\`
is the reports remote's dashboard) waits for the dashboard:
- the router draws each navigation in a React transition, and a transition gives way to every update of the page being left
  (its queries arriving, its charts drawing): the dashboard keeps drawing, and its table, after the address has already
  changed. Rendering navigations at the default priority (\`useTransitions={false}\` on the router) was measured side by
  side (two console servers on copies of the same data, alternated): 8 cold clicks each on Deposits and Users took 2,478 to
  3,198 ms (p50 2,879 ms) from the click to the list's own first row in a transition, 647 to 2,075 ms (p50 931 ms) at the
  default priority; but 36 clicks each between loaded lists (Transfers, KYC reviews, One-time codes) took p50 262 ms and p90
  472 ms in a transition, p50 363 ms and p90 515 ms at the default priority (the page drew in three steps, skeleton, page
  and rows, where the transition drew it once with its rows), and three browser test files took 115 and 117 s instead of
  105 and 106 s. The console was measured here at the default priority (6 runs, 2026-12-01) and went back to the transition
  the same day: most clicks are between loaded lists, and the suite's time is bounded. The next step, designed and not built:
  the remote route's loader waits, for at most about 250 ms, until the page's chunk and the list's first page are here, so
  that the router commits once with rows and nothing is left for the page being left to hold back;
- the charts animated their series for 1.5 s after each load and each live refresh, drawing on every frame; they now draw at
  once (\`remotes/reports/src/home/DailyCharts.tsx\`).
`;
}
