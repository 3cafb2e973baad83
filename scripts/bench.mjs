#!/usr/bin/env node
// `npm run bench`: build time per package, then the browser figures against a fresh console server.
// Writes bench/report.md (and bench/report.json).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePnpm, installDependencies, log, mustRun, releasePinnedRemotes, root } from './lib.mjs';

const LOGIN_BUDGET_GZIP = 250 * 1024;
const REMOTE_PAGE_BUDGET_GZIP = 80 * 1024;
const pnpm = ensurePnpm();
installDependencies(pnpm);
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
`;

mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench/report.md'), report);
writeFileSync(path.join(root, 'bench/report.json'), JSON.stringify({ builds, browser }, null, 2));
rmSync(work, { recursive: true, force: true });
log('Wrote bench/report.md');
