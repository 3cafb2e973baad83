#!/usr/bin/env node
// `npm run bench`: build time per package, the browser figures against a fresh console server, then the
// users list and export at 1,000,000 users, then the finance lists and approvals at 1,000,000 deposits and
// 1,000,000 withdrawals, then the request path (every list beside its own SQL) at the demo data and at 1,000,000 rows.
// Writes bench/report.md (and bench/report.json).
// `npm run bench -- users` (or `-- finance`, `-- api`, `-- console`, `-- trading`) runs that part alone and replaces its section
// of the report. The trading part: 1,000,000 futures orders and 100,000 rounds (lists, settlement, the dev server's idle CPU).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_SECTION, apiSection } from '../bench/api/report.mjs';
import { CONSOLE_SECTION, consoleSection, runConsoleBench } from '../bench/console/report.mjs';
import { TRADING_SECTION, tradingSection } from '../bench/trading/report.mjs';
import { ensurePnpm, installDependencies, log, mustRun, releasePinnedRemotes, root } from './lib.mjs';

const LOGIN_BUDGET_GZIP = 200 * 1024;
const REMOTE_PAGE_BUDGET_GZIP = 80 * 1024;
const pnpm = ensurePnpm();
installDependencies(pnpm);

const USERS_SECTION = '## Users list and export';
const LIST_P95_TARGET_MS = 50;
const EXPORT_ROWS_PER_SECOND_TARGET = 100_000;
const EXPORT_RSS_TARGET_MB = 300;

/** The users bench (bench/users/run.ts): a throwaway PostgreSQL cluster with 1,000,000 users. */
function runUsersBench() {
  log('Users bench: generating 1,000,000 users in a throwaway PostgreSQL cluster');
  const r = spawnSync(pnpm, ['--filter', '@console/api', 'exec', 'tsx', '../bench/users/run.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error('the users bench failed');
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

function usersSection(u) {
  const ms = (n) => `${n.toFixed(1)} ms`;
  const met = (ok) => (ok ? 'met' : '**not met**');
  const isFiltered = (c) => !c.name.startsWith('no filter');
  const filtered = u.list.filter(isFiltered);
  const within = filtered.filter((c) => c.http.p95 < LIST_P95_TARGET_MS).length;
  const rows = u.list
    .map(
      (c) =>
        `| ${c.name} | ${c.total.toLocaleString('en-US')} | ${ms(c.http.median)} | ${ms(c.http.p95)} | ${isFiltered(c) ? met(c.http.p95 < LIST_P95_TARGET_MS) : ''} | ${c.requestsPerSecond} | ${ms(c.sql.median)} | ${ms(c.sql.p95)} |`,
    )
    .join('\n');
  const e = u.export;
  return `${USERS_SECTION} (${u.users.toLocaleString('en-US')} users)

Measured ${u.measuredAt} on ${u.machine.cores} cores (load average ${u.machine.loadAverage ?? '?'} when it started: other work shares
the machine), Node ${u.machine.node}, against a throwaway PostgreSQL 15 cluster on the
same machine (fsync off), filled by \`bench/users/generate.ts\` (\`insert ... select generate_series\`, ${u.generateSeconds} s).
The API runs in the bench's process and is called over loopback HTTP with a signed-in admin. "SQL" replays directly on the API's
pool every statement \`account/list\` sent for one request, captured in its order (the session's, then the page with its total). ${u.list[0].http.samples} sequential requests per filter after a warm-up;
requests per second with 8 concurrent clients for a few seconds.

| \`account/list\` filter (page of 20 with total) | matches | HTTP median | HTTP p95 | p95 under ${LIST_P95_TARGET_MS} ms | requests/s | SQL median | SQL p95 |
|---|---|---|---|---|---|---|---|
${rows}

Target p95 under ${LIST_P95_TARGET_MS} ms for a filtered page with total: met by ${within} of ${filtered.length} filters. Each frequent
equality filter leads an index that goes on in the list's order (\`api/src/db/migrations/007_user_list_indexes.sql\`: type, level
and status, marketing level, region, each followed by creation date), so the total is an index-only count of one range and the page
is read in order from the same range; the e-mail and remark "contains" filters use trigram (pg_trgm) indexes, and
the matches they find serve both the total and the page (one search of the index, not two). The unfiltered
first page counts every user for its total, which is not a filtered page and is shown for comparison.

| CSV export of every user (streamed) | figure | target |
|---|---|---|
| rows | ${e.rows.toLocaleString('en-US')} (${e.megabytes} MB) | |
| time | ${e.seconds} s | |
| rows per second | ${e.rowsPerSecond.toLocaleString('en-US')} | over ${EXPORT_ROWS_PER_SECOND_TARGET.toLocaleString('en-US')}: ${met(e.rowsPerSecond > EXPORT_ROWS_PER_SECOND_TARGET)} |
| peak RSS of the API process (sampled every 20 ms; ${e.rssBeforeMb} MB before) | ${e.peakRssMb} MB | under ${EXPORT_RSS_TARGET_MB} MB: ${met(e.peakRssMb < EXPORT_RSS_TARGET_MB)} |

The export reads through a server-side cursor (5,000 rows a fetch) and writes as the client reads, so memory stays flat
whatever the row count; the RSS includes the bench's own HTTP client reading the answer.
`;
}

const FINANCE_SECTION = '## Finance lists and approvals';

/** The finance bench (bench/finance/run.ts): a throwaway PostgreSQL cluster with 1,000,000 deposits and withdrawals. */
function runFinanceBench() {
  log('Finance bench: generating 1,000,000 deposits and 1,000,000 withdrawals in a throwaway PostgreSQL cluster');
  const r = spawnSync(pnpm, ['--filter', '@console/api', 'exec', 'tsx', '../bench/finance/run.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error('the finance bench failed');
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

function financeSection(f) {
  const ms = (n) => `${n.toFixed(1)} ms`;
  const met = (ok) => (ok ? 'met' : '**not met**');
  const count = (n) => n.toLocaleString('en-US');
  const isFiltered = (c) => !c.name.startsWith('no filter');
  const lists = [
    ['`finance/depositRecord/list`', f.deposits],
    ['`finance/withdrawalRecord/list`', f.withdrawals],
  ];
  const filtered = lists.flatMap(([, cases]) => cases.filter(isFiltered));
  const within = filtered.filter((c) => c.http.p95 < LIST_P95_TARGET_MS).length;
  const missed = lists.flatMap(([list, cases]) =>
    cases.filter((c) => isFiltered(c) && c.http.p95 >= LIST_P95_TARGET_MS).map((c) => `${list} ${c.name} (${ms(c.http.p95)})`),
  );
  const table = (
    list,
    cases,
  ) => `| ${list} filter (page of 20 with summary) | matches | HTTP median | HTTP p95 | p95 under ${LIST_P95_TARGET_MS} ms | requests/s | SQL median | SQL p95 |
|---|---|---|---|---|---|---|---|
${cases
  .map(
    (c) =>
      `| ${c.name} | ${count(c.total)} | ${ms(c.http.median)} | ${ms(c.http.p95)} | ${isFiltered(c) ? met(c.http.p95 < LIST_P95_TARGET_MS) : ''} | ${c.requestsPerSecond} | ${ms(c.sql.median)} | ${ms(c.sql.p95)} |`,
  )
  .join('\n')}`;
  const a = f.approvals;
  const approvalRow = (label, r) =>
    `| ${label} | ${count(r.approved)} of ${count(r.candidates)} pending${r.ranOut ? ' (all of them: the run ran out)' : ''} | ${r.seconds} s | ${r.perSecond} | ${ms(r.latency.median)} | ${ms(r.latency.p95)} | ${r.failed} |`;
  const k = a.checks;
  return `${FINANCE_SECTION} (${count(f.data.deposits)} deposits, ${count(f.data.withdrawals)} withdrawals)

Measured ${f.measuredAt} on ${f.machine.cores} cores (load average ${f.machine.loadAverage ?? '?'} when it started, ${f.machine.loadAverageMeasuring ?? '?'} when the
measuring began after the data was generated, ${f.machine.loadAverageEnd ?? '?'} at the end: other work shares the machine), Node ${f.machine.node},
against a throwaway PostgreSQL 15 cluster on the same machine (fsync off), filled by \`bench/finance/generate.ts\`
(\`insert ... select generate_series\`, ${f.generateSeconds} s with ${count(f.users)} users): seven coins weighted towards USDT with their chains
and amount ranges, on-chain and operator deposits, statuses by age (recent records often pending, older ones approved or rejected),
reviewers, remarks, a few soft-deleted records, anomaly flags and ${count(f.data.approvals)} withdrawal approvals, over two years.
The API runs in the bench's process and is called over loopback HTTP with a signed-in admin; every answer carries its summary row
(count and sums of the amounts over every matching record). "SQL" replays directly on the API's pool every statement the API
sent for that request, captured in its order (the session's, then the summary and the page with its records' histories, together). Up to ${Math.max(...lists.flatMap(([, cases]) => cases.map((c) => c.http.samples)))} sequential requests per filter after a warm-up (fewer,
at least 10, where a filter is slow: the samples stop after 20 s); requests per second with 8 concurrent clients for a few seconds.

${table('Deposits: `finance/depositRecord/list`', f.deposits)}

${table('Withdrawals: `finance/withdrawalRecord/list`', f.withdrawals)}

Target p95 under ${LIST_P95_TARGET_MS} ms for a filtered page with summary: met by ${within} of ${filtered.length} filters${missed.length ? `; **not met** by ${missed.join(', ')}` : ''}.
A list filtered by nothing but status, coin and creation time takes its count and summary from sums kept per UTC day, coin and
status (\`api/src/db/migrations/014_finance_day_sums.sql\`, \`api/src/modules/finance/summaries.ts\`): statement triggers write what
each change to the records moves, a periodic task folds it into the kept sums, and a summary adds at most a row a day plus the
records of a partly covered first and last day, so its cost no longer grows with the matches (the unfiltered first page, a whole
status tab, BTC approved). Its page is read in order from the status or coin index of \`012_finance_list_indexes.sql\`. Other filters
count and sum the matching records: one user and one day from the user and date indexes of 008, the agent filter from the agent's
downline (the six agent-chain indexes of \`users\`) and each downline user's records in an index that carries the summed amounts
(\`013_finance_user_indexes.sql\`); the user is joined only for filters on the user (\`summarisedPage\` in
\`api/src/modules/finance/records.ts\`). The page's 20 rows carry the user, the parent and every level of the agent chain (names
read by primary key in scalar subqueries, which keep the planner's join search small) and each record's review history.
An approval writes, besides the wallet and its change log, the record's history event and (by trigger) the change of its day's sums.

| approvals, ${a.clients} concurrent clients, each on a distinct record | approved | time | approvals/s | median | p95 | failed |
|---|---|---|---|---|---|---|
${approvalRow('`finance/deposit/review` (pending deposits, credit to the wallet)', a.deposit)}
${approvalRow(`\`finance/withdrawal/review\` (pending withdrawals at or under the dual-approval amount: one approval pays out; ${count(a.withdrawal.fundedWallets)} wallets funded for them)`, a.withdrawal)}

Checks after the runs: ${a.checks.ok ? 'all passed' : '**failed**'}. ${count(k.depositsCreditedOnce)} of ${count(k.depositsApproved)} approved deposits credited exactly once with
their total (one change-log row \`deposit:<id>\`); ${k.depositsCreditedWithoutApproval} credits without an approval, ${k.depositReferencesCreditedTwice} deposits credited twice;
${count(k.withdrawalsPaidOnce)} of ${count(k.withdrawalsApproved)} approved withdrawals paid once (held amount taken from the frozen balance once, one approval);
${count(k.walletsMismatched)} of ${count(k.walletsChecked)} wallets differ from the sum of their change log.

${missed.length ? `What is left above the target: ${missed.join(', ')}.` : 'Every filtered page is within the target.'}
`;
}

/** Writes `section` in place of the report's section that starts with `heading` (or at its end). */
function replaceSection(heading, section, key, figures) {
  const reportFile = path.join(root, 'bench/report.md');
  let report = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '# Bench report\n';
  const at = report.indexOf(heading);
  if (at >= 0) {
    const next = report.indexOf('\n## ', at + heading.length);
    report = report.slice(0, at) + section + (next >= 0 ? report.slice(next) : '');
  } else {
    report = `${report.trimEnd()}\n\n${section}`;
  }
  writeFileSync(reportFile, report);
  const jsonFile = path.join(root, 'bench/report.json');
  const json = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : {};
  writeFileSync(jsonFile, JSON.stringify({ ...json, [key]: figures }, null, 2));
}

/** The request-path bench (bench/api/run.ts) at `scale`: `demo`, or the demo data grown to that many rows. */
function runApiBench(scale) {
  log(`Request-path bench at ${scale === 'demo' ? 'the demo data' : `${scale} rows`} in a throwaway PostgreSQL cluster`);
  const r = spawnSync(pnpm, ['--filter', '@console/api', 'exec', 'tsx', '../bench/api/run.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BENCH_SCALE: scale },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error('the request-path bench failed');
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/**
 * The lever-by-lever figures: one run of the states of the API before and after each lever of issue 11, side by
 * side (`BENCH_TREES`, copies of the tree that are not kept), saved with the bench.
 */
const apiLevers = () => JSON.parse(readFileSync(path.join(root, 'bench/api/levers.json'), 'utf8'));

/** This checkout at both scales (or the demo data only), with the saved lever figures. */
function apiFigures({ demoOnly = false } = {}) {
  const jsonFile = path.join(root, 'bench/report.json');
  const saved = (existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')).api : undefined) ?? {};
  return {
    ...saved,
    levers: apiLevers(),
    demo: runApiBench('demo'),
    ...(demoOnly ? {} : { scale: runApiBench(process.env.BENCH_API_ROWS ?? '1000000') }),
  };
}

if (process.argv[2] === 'api') {
  // `npm run bench -- api` (both scales), `-- api --demo` (the demo data only), `-- api --saved` (the last figures again).
  const saved = process.argv.includes('--saved')
    ? { ...JSON.parse(readFileSync(path.join(root, 'bench/report.json'), 'utf8')).api, levers: apiLevers() }
    : null;
  const api = saved ?? apiFigures({ demoOnly: process.argv.includes('--demo') });
  replaceSection(API_SECTION, apiSection(api), 'api', api);
  log('Wrote the request-path section of bench/report.md');
  process.exit(0);
}

/** The trading bench (bench/trading/run.ts): futures lists at 1,000,000 orders, settlement, and the dev server's idle CPU. */
function runTradingBench() {
  log('Trading bench: 1,000,000 futures orders and 100,000 rounds in a throwaway PostgreSQL cluster, then the idle dev server');
  const r = spawnSync(pnpm, ['--filter', '@console/api', 'exec', 'tsx', '../bench/trading/run.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error('the trading bench failed');
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

if (process.argv[2] === 'trading') {
  // `npm run bench -- trading --saved` writes the section again from the figures of the last run (bench/report.json).
  const saved = process.argv[3] === '--saved' ? JSON.parse(readFileSync(path.join(root, 'bench/report.json'), 'utf8')).trading : null;
  const trading = saved ?? runTradingBench();
  replaceSection(TRADING_SECTION, tradingSection(trading), 'trading', trading);
  log('Wrote the trading section of bench/report.md');
  process.exit(0);
}

if (process.argv[2] === 'console') {
  // `npm run bench -- console` (see bench/console/report.mjs); `-- console --saved` writes the last figures again.
  const saved = process.argv.includes('--saved') ? JSON.parse(readFileSync(path.join(root, 'bench/report.json'), 'utf8')).console : null;
  const figures = saved ?? (await runConsoleBench(pnpm));
  replaceSection(CONSOLE_SECTION, consoleSection(figures), 'console', figures);
  log('Wrote the console section of bench/report.md');
  process.exit(0);
}

if (process.argv[2] === 'finance') {
  // `npm run bench -- finance --saved` writes the section again from the figures of the last run (bench/report.json).
  const saved = process.argv[3] === '--saved' ? JSON.parse(readFileSync(path.join(root, 'bench/report.json'), 'utf8')).finance : null;
  const finance = saved ?? runFinanceBench();
  replaceSection(FINANCE_SECTION, financeSection(finance), 'finance', finance);
  log('Wrote the finance section of bench/report.md');
  process.exit(0);
}

if (process.argv[2] === 'users') {
  const users = runUsersBench();
  const reportFile = path.join(root, 'bench/report.md');
  let report = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '# Bench report\n';
  const at = report.indexOf(USERS_SECTION);
  if (at >= 0) {
    const next = report.indexOf('\n## ', at + USERS_SECTION.length);
    report = report.slice(0, at) + usersSection(users) + (next >= 0 ? report.slice(next) : '');
  } else {
    report = `${report.trimEnd()}\n\n${usersSection(users)}`;
  }
  writeFileSync(reportFile, report);
  const jsonFile = path.join(root, 'bench/report.json');
  const json = existsSync(jsonFile) ? JSON.parse(readFileSync(jsonFile, 'utf8')) : {};
  writeFileSync(jsonFile, JSON.stringify({ ...json, users }, null, 2));
  log('Wrote the users section of bench/report.md');
  process.exit(0);
}
const work = mkdtempSync(path.join(os.tmpdir(), 'console-bench-'));

function timed(label, args) {
  const t0 = Date.now();
  mustRun(pnpm, args, { env: { NODE_ENV: 'production' } });
  const ms = Date.now() - t0;
  log(`${label}: ${(ms / 1000).toFixed(1)} s`);
  return { label, ms };
}

const builds = [
  timed('@console/host (webpack, production)', ['--filter', '@console/host', 'run', 'build']),
  timed('@console/remote-content-and-settings (webpack, production)', ['--filter', '@console/remote-content-and-settings', 'run', 'build']),
  timed('@console/api (typecheck)', ['--filter', '@console/api', 'run', 'typecheck']),
];

const releasesDir = path.join(work, 'releases');
releasePinnedRemotes(pnpm, { environment: 'development', environmentsDir: path.join(root, 'deploy/environments'), releasesDir });

const port = 18180;
log('Starting a console server with fresh demo data');
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'deploy'),
  env: { ...process.env, PORT: String(port), DATA_DIR: path.join(work, 'data'), RELEASES_DIR: releasesDir, LOGIN_RATE_LIMIT: '1000' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  server.stdout.on('data', (d) => String(d).includes('Back-office console:') && resolve());
  server.on('exit', (code) => reject(new Error(`the console server exited with ${code}`)));
});

let browser;
try {
  const r = spawnSync(pnpm, ['--filter', '@console/e2e', 'exec', 'tsx', 'bench/measure.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BENCH_URL: `http://127.0.0.1:${port}`, E2E_PORT: String(port), E2E_WORK_DIR: work },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error('the browser measurement failed');
  browser = JSON.parse(r.stdout.trim().split('\n').pop());
} finally {
  server.kill('SIGTERM');
}

const users = runUsersBench();
const finance = runFinanceBench();
const api = apiFigures();
const consoleFigures = await runConsoleBench(pnpm);
const trading = runTradingBench();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const verdict = (value, budget) =>
  value <= budget ? `within the ${kb(budget)} target` : `**over** the ${kb(budget)} target by ${kb(value - budget)}`;
const fileRows = (files) =>
  [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `| \`${f.url}\` | ${kb(f.raw)} | ${kb(f.gzip)} |`)
    .join('\n');

const report = `# Bench report

Measured ${new Date().toISOString()} on ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Debian's Chromium (headless, loopback). Medians of ${browser.runs} runs.

## JavaScript downloaded

| page | raw | gzip | target |
|---|---|---|---|
| cold \`/login\` | ${kb(browser.login.raw)} | ${kb(browser.login.gzip)} | ${verdict(browser.login.gzip, LOGIN_BUDGET_GZIP)} |
| signed-in shell, cold \`/home\` (includes what \`/login\` loads) | ${kb(browser.signedInShell.raw)} | ${kb(browser.signedInShell.gzip)} | adds ${kb(browser.signedInShell.gzip - browser.login.gzip)} to \`/login\` |
| first Backstage management page (after \`/home\`) | ${kb(browser.firstRemotePage.raw)} | ${kb(browser.firstRemotePage.gzip)} | ${verdict(browser.firstRemotePage.gzip, REMOTE_PAGE_BUDGET_GZIP)} |

gzip sizes are of each script compressed at level 9, as a compressing server or CDN sends it.

What costs the bytes (from the webpack bundle analysis of the host build): \`/login\` is plain React without
Chakra, with react-dom (about 65 KB gzip), zod (53 KB: \`@console/contracts\` is a shared singleton, so every
schema added to it adds to the login download), the module-federation runtime (29 KB), axios (21 KB),
react-hook-form (16 KB), i18next (15 KB), react-query (14 KB) and react-i18next (10 KB). Signing in adds the
shell: Chakra UI with emotion (about 300 KB gzip) and react-router (about 60 KB). The first remote page is
measured from \`/home\`, where the shell is already loaded: it adds the remote's entry and its page chunks.
Counted from \`/login\` instead, the 80 KB target for the first remote page is not met, because Chakra
(shared whole as a singleton) loads with the shell; splitting Chakra per component is the way to bring it down.

### What \`/login\` downloads

| file | raw | gzip |
|---|---|---|
${fileRows(browser.login.files)}

### What the first Backstage management page adds

| file | raw | gzip |
|---|---|---|
${fileRows(browser.firstRemotePage.files)}

## Times

| measure | median | samples (ms) |
|---|---|---|
| navigation to an interactive login form | ${browser.login.medianMs} ms | ${browser.login.samples.join(', ')} |
| menu click to the first table row (Permission settings, remote not yet loaded) | ${browser.firstRemotePage.medianMs} ms | ${browser.firstRemotePage.samples.join(', ')} |

## Build time per package

| package | time |
|---|---|
${builds.map((b) => `| ${b.label} | ${(b.ms / 1000).toFixed(1)} s |`).join('\n')}

${usersSection(users)}
${financeSection(finance)}
${apiSection(api)}
${consoleSection(consoleFigures)}
${tradingSection(trading)}`;

mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench/report.md'), report);
writeFileSync(
  path.join(root, 'bench/report.json'),
  JSON.stringify({ builds, browser, users, finance, api, console: consoleFigures, trading }, null, 2),
);
rmSync(work, { recursive: true, force: true });
log('Wrote bench/report.md');
