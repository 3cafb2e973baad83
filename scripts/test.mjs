#!/usr/bin/env node
// `npm test`: installs what the suites need, runs static checks, unit, API (PGlite and, where the binaries
// exist, a throwaway PostgreSQL), delivery and browser tests, and ends with one line `N passed, N failed`.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildHostIfStale, ensurePnpm, installDependencies, log, mustRun, releasePinnedRemotes, root, run } from './lib.mjs';

// e.g. `npm test -- unit api`; `E2E_ARGS="tests/users.spec.ts" npm test -- e2e` runs some browser tests only.
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);
const results = [];
const work = mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
const started = Date.now();
/** When the part now running began: each part's result carries its own time. */
let partStarted = started;

function record(name, passed, failed, note = '') {
  const seconds = Math.round((Date.now() - partStarted) / 1000);
  partStarted = Date.now();
  results.push({ name, passed, failed, note, seconds });
  log(`${name}: ${passed} passed, ${failed} failed in ${seconds} s${note ? ` (${note})` : ''}`);
}

/** node:test files of a folder (or a launcher script that runs them), with a TAP copy of the results to count them. */
function nodeTests(name, cwd, launcher) {
  const dir = path.join(root, cwd, 'test');
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => path.join('test', f))
    : [];
  if (!files.length) return record(name, 0, 1, 'no test files found');
  const tap = path.join(work, `${name}.tap`);
  const reporters = [
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
  ];
  const args = launcher
    ? ['--import', 'tsx', launcher, ...reporters]
    : ['--import', 'tsx', '--test', '--test-concurrency=1', ...reporters, ...files];
  const status = run(process.execPath, args, { cwd: path.join(root, cwd) });
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (k) => Number(text.match(new RegExp(`^# ${k} (\\d+)`, 'm'))?.[1] ?? 0);
  const failed = count('fail') + count('cancelled');
  record(name, count('pass'), failed || (status === 0 ? 0 : 1), status !== 0 && !failed ? `exit ${status}` : '');
}

function findPostgresBin() {
  const candidates = [...(process.env.PATH ?? '').split(path.delimiter)];
  const lib = '/usr/lib/postgresql';
  if (existsSync(lib)) for (const v of readdirSync(lib).sort().reverse()) candidates.push(path.join(lib, v, 'bin'));
  return candidates.find((d) => existsSync(path.join(d, 'initdb')) && existsSync(path.join(d, 'pg_ctl')));
}

function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      "! Browser tests need Debian's Chromium at /usr/bin/chromium: run `sudo apt-get install -y chromium` (or run the tests as root), then `npm test` again.",
    );
    return false;
  }
  log("Installing Debian's Chromium (apt-get install chromium)");
  run('apt-get', ['update', '-qq']);
  return (
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } }) === 0 &&
    existsSync('/usr/bin/chromium')
  );
}

const pnpm = ensurePnpm();
installDependencies(pnpm);
log(`Installed in ${Math.round((Date.now() - started) / 1000)} s`);
partStarted = Date.now();

if (wanted('static')) {
  log('Static checks: typecheck and lint');
  const typecheck = run(pnpm, ['-r', '--workspace-concurrency=2', '--reporter-hide-prefix', 'typecheck']);
  record('typecheck', typecheck === 0 ? 1 : 0, typecheck === 0 ? 0 : 1);
  const lint = run(pnpm, ['exec', 'biome', 'check', '--diagnostic-level=error', '.']);
  record('lint', lint === 0 ? 1 : 0, lint === 0 ? 0 : 1);
}

if (wanted('unit')) {
  log('Unit tests (jest)');
  const out = path.join(work, 'jest.json');
  const status = run(pnpm, ['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`]);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8'));
    record(
      'unit',
      j.numPassedTests,
      j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0),
      status !== 0 && !j.numFailedTests ? `exit ${status}` : '',
    );
  } else record('unit', 0, 1, `jest exited ${status} without results`);
}

if (wanted('api')) {
  log('API tests on the embedded database (PGlite)');
  nodeTests('api-pglite', 'api');
  const bin = findPostgresBin();
  if (bin) {
    log(`API tests on a throwaway PostgreSQL cluster (${bin})`);
    nodeTests('api-postgresql', 'api', 'test/run-with-pg.ts');
  } else log('No PostgreSQL binaries (initdb, pg_ctl) on this machine: the PostgreSQL run of the API tests is skipped');
}

if (wanted('deploy')) {
  log('Delivery tests');
  nodeTests('deploy', 'deploy');
}

if (wanted('e2e')) {
  if (!ensureChromium()) record('e2e', 0, 1, 'Chromium missing');
  else {
    buildHostIfStale(pnpm);
    // The browser tests pin versions: they work on copies of the manifests and releases, with a second
    // release of the Backstage remote to pin.
    const environmentsDir = path.join(work, 'environments');
    const releasesDir = path.join(work, 'releases');
    cpSync(path.join(root, 'deploy/environments'), environmentsDir, { recursive: true });
    releasePinnedRemotes(pnpm, { environment: 'development', environmentsDir, releasesDir: path.join(root, 'releases') });
    cpSync(path.join(root, 'releases'), releasesDir, { recursive: true });
    const second = '1.0.1-e2e';
    mustRun(pnpm, ['--filter', '@console/deploy', 'exec', 'tsx', 'src/release.ts', 'content-and-settings', '--version', second], {
      env: { RELEASES_DIR: releasesDir },
    });
    const out = path.join(work, 'e2e.json');
    const status = run(
      pnpm,
      ['--filter', '@console/e2e', 'exec', 'playwright', 'test', ...(process.env.E2E_ARGS?.split(' ').filter(Boolean) ?? [])],
      {
        env: {
          E2E_WORK_DIR: work,
          ENVIRONMENTS_DIR: environmentsDir,
          E2E_RELEASES_DIR: releasesDir,
          E2E_SECOND_VERSION: second,
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        },
      },
    );
    if (existsSync(out)) {
      const s = JSON.parse(readFileSync(out, 'utf8')).stats;
      record('e2e', s.expected + s.flaky, s.unexpected, s.flaky ? `${s.flaky} flaky` : '');
    } else record('e2e', 0, 1, `playwright exited ${status} without results`);
  }
}

if (process.env.KEEP_TEST_WORK) log(`Test files kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log('\npart             passed  failed  seconds');
for (const r of results) console.log(`${r.name.padEnd(16)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.seconds).padStart(7)}`);
console.log(`whole suite in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
