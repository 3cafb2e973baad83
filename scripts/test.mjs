#!/usr/bin/env node
// `npm test`: installs what the suites need, runs static checks, unit, API (PGlite and, where the binaries
// exist, a throwaway PostgreSQL), delivery and browser tests, and ends with one line `N passed, N failed`
// after a table of each part's count and time.
//
// Parts that do not depend on each other run at the same time, since each of them leaves a core idle for
// much of its time (the API suites wait on their database, the browser tests on the page): the static checks, the
// unit tests, the browser tests' build and the API suite on PostgreSQL; then the API suite's PGlite run, the delivery
// tests and the browser tests.
// Each part writes to a log of its own, printed when the part ends, so the output reads in order.
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePnpm, installDependencies, log, root } from './lib.mjs';

// e.g. `npm test -- unit api`; `E2E_ARGS="tests/users.spec.ts" npm test -- e2e` runs some browser tests only.
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);
const results = [];
/** User and system CPU seconds of the whole machine since boot (/proc/stat), or 0 where there is none. */
function machineCpuSeconds() {
  if (!existsSync('/proc/stat')) return 0;
  const [user, nice, system] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 4).map(Number);
  return (user + nice + system) / 100;
}
const machineCpuAtStart = machineCpuSeconds();
const work = mkdtempSync(path.join(os.tmpdir(), 'console-test-'));
const started = Date.now();
const SECOND_VERSION = '1.0.1-e2e';

/** CPU seconds (user + system) of each log file's commands and their descendants, for the summary. */
const cpuSeconds = new Map();

/**
 * Where the machine lets us (Linux's cgroup v1 CPU accounting, as root), each log file's commands run in a control
 * group of their own, which counts every process they start: the daemons too (PostgreSQL's server, the browser tests'
 * Chromium), which bash's `times` below misses because they are not waited for by the commands' own processes.
 */
const CGROUP_ROOT = '/sys/fs/cgroup/cpuacct';
const cgroupRun = (() => {
  const dir = path.join(CGROUP_ROOT, path.basename(work));
  try {
    mkdirSync(dir);
    return dir;
  } catch {
    return null;
  }
})();
function cgroupOf(logFile) {
  if (!cgroupRun) return null;
  const dir = path.join(cgroupRun, path.basename(logFile, '.log'));
  try {
    mkdirSync(dir, { recursive: true });
    return dir;
  } catch {
    return null;
  }
}
/** CPU seconds a log file's control group has counted, or undefined where there is none. */
function cgroupCpuSeconds(logFile) {
  if (!cgroupRun) return undefined;
  try {
    return Number(readFileSync(path.join(cgroupRun, path.basename(logFile, '.log'), 'cpuacct.usage'), 'utf8')) / 1e9;
  } catch {
    return undefined;
  }
}

/**
 * How long one command of a part may run: a part that never ends (a test waiting on what never comes, a server left
 * running) is stopped, its log printed and the part failed, so that the run still ends with its summary. The longest
 * command, the API suite on PostgreSQL, takes about 25 minutes beside the browser tests.
 */
const PART_TIME_LIMIT_MINUTES = Number(process.env.TEST_PART_MINUTES ?? 40);
const TIMED_OUT = 124;

/** The processes started by `pid`, at any depth (from /proc), each before those it started. */
function descendants(pid) {
  const children = new Map();
  for (const entry of existsSync('/proc') ? readdirSync('/proc') : []) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid is the second field after the command's name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Ended meanwhile.
    }
  }
  const found = [];
  const walk = (p) => {
    for (const child of children.get(p) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/**
 * Stops a command that ran past its time: every process of its control group where there is one, else its tree.
 * Answers what each of them was running, for the log: the process that never ended says where to look.
 */
function stopCommand(child, group) {
  const pids = [child.pid, ...descendants(child.pid)];
  if (group) {
    try {
      pids.push(...readFileSync(path.join(group, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number));
    } catch {
      // No such group any more.
    }
  }
  const unique = [...new Set(pids)];
  const running = unique.map((pid) => {
    try {
      return `  ${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').slice(0, 300)}`;
    } catch {
      return `  ${pid}`;
    }
  });
  for (const pid of unique) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Ended meanwhile.
    }
  }
  return running.join('\n');
}

/** The note for a part whose command failed without failing a test. */
const exitNote = (status) => (status === TIMED_OUT ? `stopped after ${PART_TIME_LIMIT_MINUTES} minutes` : `exit ${status}`);

/**
 * Runs a command with its output going to `logFile`; resolves its exit status. The command runs under bash, in the
 * log file's control group where there is one; else bash's `times` tells the CPU its process tree used (what daemons it
 * started are missed: they are not its children when they end), added to the log file's count. `background`: at a
 * lower priority.
 */
function runLogged(logFile, cmd, args, { background = false, ...opts } = {}) {
  return new Promise((resolve) => {
    const out = createWriteStream(logFile, { flags: 'a' });
    const timesFile = `${logFile}.${cpuSeconds.size}-${Math.random().toString(36).slice(2)}.times`;
    const group = cgroupOf(logFile);
    const join = group ? 'echo $$ > "$CPU_GROUP/cgroup.procs" 2>/dev/null; ' : '';
    // A part that waits on no page yields the cores to the browser tests while both want them: a browser test waits
    // for what a user would see within its time limits, and under a load of six on two cores two of them ran out (an
    // API test's own waits are on its database and its test clock, which a lower priority only slows).
    const yieldCores = background ? 'renice -n 5 -p $$ > /dev/null 2>&1; ' : '';
    const child = spawn('bash', ['-c', `${join}${yieldCores}"$@"; status=$?; times > "$TIMES_FILE"; exit $status`, 'bash', cmd, ...args], {
      cwd: root,
      ...opts,
      env: { ...process.env, ...opts.env, TIMES_FILE: timesFile, CPU_GROUP: group ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    let ended = false;
    let timedOut = false;
    const end = (status, used = 0) => {
      if (ended) return;
      ended = true;
      clearTimeout(limit);
      cpuSeconds.set(logFile, (cpuSeconds.get(logFile) ?? 0) + used);
      rmSync(timesFile, { force: true });
      out.end(() => resolve(status));
    };
    const limit = setTimeout(() => {
      timedOut = true;
      out.write(`\n${cmd} ${args.join(' ')}: still running after ${PART_TIME_LIMIT_MINUTES} minutes, stopped\n`);
      out.write(`What was running:\n${stopCommand(child, group)}\n`);
      // A process outside its tree and group may still hold its output open: the part ends regardless.
      setTimeout(() => end(TIMED_OUT), 10_000);
    }, PART_TIME_LIMIT_MINUTES * 60_000);
    child.on('error', (error) => {
      out.write(`\n${error.stack ?? error}\n`);
      end(1);
    });
    child.on('close', (code) => {
      // `times` prints the shell's own user and system time, then its children's: `1m2.500s 0m3.100s`.
      const children = existsSync(timesFile) ? readFileSync(timesFile, 'utf8').trim().split('\n')[1] : undefined;
      const used = (children?.match(/(\d+)m([\d.]+)s/g) ?? []).reduce((sum, t) => {
        const [, m, sec] = /(\d+)m([\d.]+)s/.exec(t);
        return sum + Number(m) * 60 + Number(sec);
      }, 0);
      end(timedOut ? TIMED_OUT : (code ?? 1), used);
    });
  });
}

/**
 * One part of the suite: `fn(logFile)` runs it and answers its counts; the part's log is printed and its
 * result recorded with its own wall time when it ends.
 */
async function part(name, fn) {
  const begun = Date.now();
  const logFile = path.join(work, `${name}.log`);
  log(`${name}: started`);
  let outcome;
  try {
    outcome = await fn(logFile);
  } catch (error) {
    outcome = { passed: 0, failed: 1, note: String(error.message ?? error) };
  }
  const seconds = Math.round((Date.now() - begun) / 1000);
  if (existsSync(logFile)) process.stdout.write(readFileSync(logFile));
  const { passed, failed, note = '', failures = [] } = outcome;
  // The part's log, and its shards' (e2e-shard-N.log).
  const own = (file) => file === logFile || file.startsWith(logFile.replace(/\.log$/, '-shard-'));
  const files = [logFile, ...[...cpuSeconds.keys()].filter((file) => own(file) && file !== logFile)];
  const counted = (file) => cgroupCpuSeconds(file) ?? cpuSeconds.get(file) ?? 0;
  const cpu = Math.round(files.reduce((a, file) => a + counted(file), 0));
  results.push({ name, passed, failed, note, seconds, cpu, failures });
  log(`${name}: ${passed} passed, ${failed} failed in ${seconds} s${note ? ` (${note})` : ''}`);
  return outcome;
}

/** node:test files of a folder (or a launcher script that runs them), with a TAP copy of the results to count them. */
async function nodeTests(logFile, name, cwd, launcher) {
  const dir = path.join(root, cwd, 'test');
  const files = existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.test.ts'))
        .sort()
        .map((f) => path.join('test', f))
    : [];
  if (!files.length) return { passed: 0, failed: 1, note: 'no test files found' };
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
  const status = await runLogged(logFile, process.execPath, args, { cwd: path.join(root, cwd), background: true });
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (k) => Number(text.match(new RegExp(`^# ${k} (\\d+)`, 'm'))?.[1] ?? 0);
  const failed = count('fail') + count('cancelled');
  // The failed tests by their titles, innermost last (a suite whose test failed is reported as not ok too).
  const failures = [...text.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((m) => m[1]);
  return {
    passed: count('pass'),
    failed: failed || (status === 0 ? 0 : 1),
    note: status !== 0 && !failed ? exitNote(status) : '',
    failures,
  };
}

function findPostgresBin() {
  const candidates = [...(process.env.PATH ?? '').split(path.delimiter)];
  const lib = '/usr/lib/postgresql';
  if (existsSync(lib)) for (const v of readdirSync(lib).sort().reverse()) candidates.push(path.join(lib, v, 'bin'));
  return candidates.find((d) => existsSync(path.join(d, 'initdb')) && existsSync(path.join(d, 'pg_ctl')));
}

const pnpm = ensurePnpm();
installDependencies(pnpm);
log(`Installed in ${Math.round((Date.now() - started) / 1000)} s`);

/** Runs `fn` over `items`, at most `width` at a time; resolves the results in the items' order. */
async function pool(items, width, fn) {
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

/**
 * The tsconfig of every workspace package that `tsconfig.front.json` does not cover (the API, the delivery and the
 * browser tests: Node programs with settings of their own).
 */
function serverSideTsconfigs() {
  const front = readFileSync(path.join(root, 'tsconfig.front.json'), 'utf8');
  return ['api', 'deploy', 'e2e', ...readdirSync(path.join(root, 'shared')).map((d) => `shared/${d}`)]
    .filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')) && !front.includes(`"${dir}/src"`))
    .map((dir) => path.join(root, dir, 'tsconfig.json'));
}

const staticChecks = async () => {
  await part('typecheck', async (logFile) => {
    // The browser-side packages in one program (tsconfig.front.json: their UI libraries' types checked once, about
    // a fifth of the work of checking each package on its own), and each other package with its own tsconfig.
    // Checked by TypeScript 7's native compiler (`typescript-native`, one thread per program, two programs at a time):
    // the same errors as the JavaScript compiler of 5.9 that the packages' own `typecheck` scripts and editors use, in
    // about 45 CPU seconds where 5.9 took about 100.
    const programs = [path.join(root, 'tsconfig.front.json'), ...serverSideTsconfigs()];
    const tsc = path.join(root, 'node_modules/typescript-native/bin/tsc');
    const statuses = await pool(programs, 2, (config) => runLogged(logFile, process.execPath, [tsc, '-p', config, '--singleThreaded']));
    const failed = statuses.filter((s) => s !== 0).length;
    return { passed: programs.length - failed, failed };
  });
  await part('lint', async (logFile) => {
    const biome = await runLogged(logFile, pnpm, ['exec', 'biome', 'check', '--diagnostic-level=error', '.']);
    // Biome matches imports by their text; the boundary check resolves them, from a file at any depth.
    const boundaries = await runLogged(logFile, process.execPath, [path.join(root, 'scripts/check-boundaries.mjs')]);
    const status = biome || boundaries;
    return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
  });
};

const unit = () =>
  part('unit', async (logFile) => {
    const out = path.join(work, 'jest.json');
    // A larger young generation for jest's workers: each test file loads its modules afresh, and with V8's default
    // the collector took about a seventh of a worker's time; 32 MB semi-spaces ran the screens' tests in about 5 %
    // less CPU (finance and users, twice each: 194 and 198 CPU s against 182 and 190; 64 MB gave no more).
    const nodeOptions = [process.env.NODE_OPTIONS, '--max-semi-space-size=32'].filter(Boolean).join(' ');
    const status = await runLogged(logFile, pnpm, ['exec', 'jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`], {
      env: { NODE_OPTIONS: nodeOptions },
    });
    if (!existsSync(out)) return { passed: 0, failed: 1, note: `jest exited ${status} without results` };
    const j = JSON.parse(readFileSync(out, 'utf8'));
    const failures = j.testResults.flatMap((file) => {
      const where = path.relative(root, file.name);
      const tests = file.assertionResults.filter((t) => t.status === 'failed').map((t) => `${where}: ${t.fullName}`);
      return tests.length || file.status !== 'failed' ? tests : [`${where}: ${file.message.split('\n').find(Boolean) ?? 'failed'}`];
    });
    return {
      passed: j.numPassedTests,
      failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0),
      note: status !== 0 && !j.numFailedTests ? exitNote(status) : '',
      failures,
    };
  });

// On PGlite the files of the database layer (api/test/run-pglite.ts says which and why); every file on PostgreSQL.
const apiPglite = () => part('api-pglite', (logFile) => nodeTests(logFile, 'api-pglite', 'api', 'test/run-pglite.ts'));
const apiPostgresql = () => {
  if (findPostgresBin()) return part('api-postgresql', (logFile) => nodeTests(logFile, 'api-postgresql', 'api', 'test/run-with-pg.ts'));
  log('No PostgreSQL binaries (initdb, pg_ctl) on this machine: the PostgreSQL run of the API tests is skipped');
  return null;
};

const e2eBuild = () =>
  part('e2e-build', async (logFile) => {
    const status = await runLogged(logFile, process.execPath, [path.join(root, 'scripts/e2e-prepare.mjs'), work, SECOND_VERSION]);
    return status === 0
      ? { passed: 0, failed: 0 }
      : { passed: 0, failed: 1, note: `the browser tests could not be prepared (exit ${status})` };
  });

// The browser tests run in shards, each with a server, a database and a browser of its own (a copy of the seeded
// data folder, its secret key and the environments' pins, which the delivery tests change): one shard leaves a core
// idle while its page waits on the server and the server on the page, and the PostgreSQL run ends before them.
// Some tests picked by E2E_ARGS run in one shard unless E2E_SHARDS says otherwise.
const E2E_SHARDS = Number(process.env.E2E_SHARDS ?? (process.env.E2E_ARGS ? 1 : 2));

/**
 * The spec files of each shard, balanced by how long each file took (`e2e/spec-seconds.json`, measured; a file not in
 * it counts as the mean): the longest first, each to the shard with the least so far. Playwright's own `--shard`
 * balances test counts, and one test here takes from 2 s to 3 minutes.
 */
function shardFiles() {
  const seconds = JSON.parse(readFileSync(path.join(root, 'e2e/spec-seconds.json'), 'utf8'));
  const files = readdirSync(path.join(root, 'e2e/tests')).filter((f) => f.endsWith('.spec.ts'));
  const known = Object.values(seconds).filter((v) => typeof v === 'number');
  const mean = known.reduce((a, v) => a + v, 0) / Math.max(1, known.length);
  const shards = Array.from({ length: E2E_SHARDS }, () => ({ files: [], seconds: 0 }));
  for (const file of files.sort((a, b) => (seconds[b] ?? mean) - (seconds[a] ?? mean) || a.localeCompare(b))) {
    const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(`tests/${file}`);
    lightest.seconds += seconds[file] ?? mean;
  }
  return shards.map((s) => s.files.sort());
}

/**
 * The titles of a Playwright JSON report's failed tests, and of those that passed only on a retry (marked flaky: the
 * next run's likely failures).
 */
function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const title = `${spec.file}: ${[...titles, spec.title].join(' › ')}`;
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected') failures.push(title);
        if (t.status === 'flaky') failures.push(`(flaky) ${title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return failures;
}

function shardWork(k) {
  if (k === 1) return work;
  const dir = path.join(work, `shard-${k}`);
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(work, 'data'), path.join(dir, 'data'), { recursive: true });
  if (existsSync(path.join(work, 'secret.key'))) cpSync(path.join(work, 'secret.key'), path.join(dir, 'secret.key'));
  cpSync(path.join(work, 'environments'), path.join(dir, 'environments'), { recursive: true });
  return dir;
}

const e2e = () =>
  part('e2e', async (logFile) => {
    const shards = Array.from({ length: E2E_SHARDS }, (_, i) => i + 1);
    const files = E2E_SHARDS > 1 ? shardFiles() : [];
    const dirs = shards.map(shardWork);
    const basePort = Number(process.env.E2E_PORT ?? 18080);
    const outcomes = await Promise.all(
      shards.map(async (k, i) => {
        const dir = dirs[i];
        const out = path.join(dir, `e2e-${k}.json`);
        const shardLog = E2E_SHARDS > 1 ? path.join(work, `e2e-shard-${k}.log`) : logFile;
        const args = [
          '--filter',
          '@console/e2e',
          'exec',
          'playwright',
          'test',
          ...(process.env.E2E_ARGS?.split(' ').filter(Boolean) ?? []),
        ];
        if (E2E_SHARDS > 1) args.push(...files[i]);
        const status = await runLogged(shardLog, pnpm, args, {
          env: {
            E2E_WORK_DIR: dir,
            E2E_PORT: String(basePort + i),
            // Screenshots only where someone can look at them: the run's folder goes at its end unless kept.
            ...(process.env.E2E_SCREENSHOT_DIR || process.env.KEEP_TEST_WORK ? {} : { E2E_SCREENSHOTS: 'off' }),
            ...(process.env.E2E_SCREENSHOT_DIR && E2E_SHARDS > 1
              ? { E2E_SCREENSHOT_DIR: path.join(process.env.E2E_SCREENSHOT_DIR, `shard-${k}`) }
              : {}),
            ENVIRONMENTS_DIR: path.join(dir, 'environments'),
            E2E_RELEASES_DIR: path.join(work, 'releases'),
            E2E_SECOND_VERSION: SECOND_VERSION,
            PLAYWRIGHT_JSON_OUTPUT_NAME: out,
          },
        });
        if (shardLog !== logFile) appendFileSync(logFile, `\n── shard ${k} of ${E2E_SHARDS} ──\n${readFileSync(shardLog, 'utf8')}`);
        if (!existsSync(out))
          return { passed: 0, failed: 1, flaky: 0, note: `shard ${k}: playwright without results (${exitNote(status)})` };
        const report = JSON.parse(readFileSync(out, 'utf8'));
        const st = report.stats;
        return { passed: st.expected + st.flaky, failed: st.unexpected, flaky: st.flaky, note: '', failures: playwrightFailures(report) };
      }),
    );
    const sum = (key) => outcomes.reduce((a, o) => a + o[key], 0);
    const notes = outcomes.map((o) => o.note).filter(Boolean);
    if (sum('flaky')) notes.push(`${sum('flaky')} flaky`);
    return { passed: sum('passed'), failed: sum('failed'), note: notes.join('; '), failures: outcomes.flatMap((o) => o.failures ?? []) };
  });

// Two chains are the longest: the browser tests' build then the browser tests, and the whole API suite on
// PostgreSQL. Both start at once, beside the static checks and the unit tests (the PostgreSQL run, started after the
// static checks, was the last part running by about two minutes, on one core); the browser tests start when their
// build and the unit tests are done, beside the rest.
const built = wanted('e2e') ? e2eBuild() : null;
const postgresql = wanted('api') && apiPostgresql();
const statics = wanted('static') ? staticChecks() : Promise.resolve();
await Promise.all([statics, wanted('unit') && unit()]);
const browser = built?.then((outcome) => outcome.failed === 0 && e2e());
await Promise.all([
  postgresql,
  wanted('api') && apiPglite(),
  wanted('deploy') && part('deploy', (logFile) => nodeTests(logFile, 'deploy', 'deploy')),
  // The project's own commands: the boundary check and the generator of remotes and screen groups.
  wanted('scripts') && part('scripts', (logFile) => nodeTests(logFile, 'scripts', 'scripts')),
  browser,
]);

if (cgroupRun) {
  // The groups go once empty (a process left over keeps its group, and the machine's next start clears them).
  const removeGroup = (dir) => {
    try {
      rmdirSync(dir);
    } catch {
      // Still holding a process.
    }
  };
  for (const group of readdirSync(cgroupRun, { withFileTypes: true }).filter((d) => d.isDirectory()))
    removeGroup(path.join(cgroupRun, group.name));
  removeGroup(cgroupRun);
}
if (process.env.KEEP_TEST_WORK) log(`Test files kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(
  '\npart             passed  failed  seconds  cpu s   (static checks, unit tests, the browser build and PostgreSQL first; then the rest)',
);
for (const r of results) {
  console.log(
    `${r.name.padEnd(16)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.seconds).padStart(7)}  ${String(r.cpu).padStart(5)}`,
  );
}
// The machine's own count: every process, the parts' daemons (PostgreSQL's server) and anything else running too.
const machineCpu = Math.round(machineCpuSeconds() - machineCpuAtStart);
console.log(
  `whole suite in ${Math.round((Date.now() - started) / 1000)} s, ${machineCpu} CPU seconds on the machine (${os.cpus().length} cores)`,
);
// The failed tests again, last, where a reader of the output's end finds them.
const named = results.flatMap((r) => r.failures.map((f) => `  ${r.name}: ${f}`));
if (named.length)
  console.log(`\nfailed or flaky:\n${named.slice(0, 40).join('\n')}${named.length > 40 ? `\n  … and ${named.length - 40} more` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length > 0 ? 0 : 1);
