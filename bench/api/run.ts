/**
 * Request-path bench: how many requests per second each list of the API answers, beside the very SQL each
 * request sends, run directly with node-postgres, at one client and at eight.
 *
 * A throwaway PostgreSQL 15 cluster (fsync off) holds the demo data (`BENCH_SCALE=demo`, the default) or the
 * demo data grown to N users, deposits, withdrawals and backstage-log entries (`BENCH_SCALE=1000000`). The API
 * runs in a process of its own (`server.ts`), the load in this one (`load.ts`): HTTP clients over loopback
 * keep-alive connections, and SQL clients on a pool of their own. For each case one real request is captured
 * (`capture.ts`: every statement it sent, in order, statements sent together kept together) and replayed:
 *  - "SQL" replays every statement of the request, those of the session and the whitelist included;
 *  - "list SQL" replays the list's own statements only (without those of the session and the whitelist).
 * Each figure is the median of BENCH_ROUNDS rounds (default 3) of BENCH_MS milliseconds (default 2000). The
 * modes of a round alternate, so load from other work on the machine falls on all of them alike.
 *
 * `BENCH_TREES=before=/path/a,after=/path/b` measures several checkouts of the project (earlier states of the
 * API copied aside) side by side on the same database, round by round, for the report's row per lever;
 * without it, this checkout alone. `BENCH_CASES` (names, comma-separated) and `BENCH_MODES` (`http,sql,list`)
 * narrow a run. Prints the figures as JSON on the last line of stdout; `npm run bench -- api` runs it and
 * writes the request-path section of bench/report.md. Never part of `npm test`.
 * Run alone from the api package: `pnpm --filter @console/api exec tsx ../bench/api/run.ts`.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadAverage, machine, round, withDemoCluster } from '../lib';
import type { Statement } from './capture';
import { generateAtScale } from './generate';
import { closeLoad, type HttpRequest, type LoadJob, type LoadResult, runLoad } from './load';
import { serialisation } from './serialise';
import type { ServerMessage } from './server';

const SCALE = process.env.BENCH_SCALE ?? 'demo';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MS = Number(process.env.BENCH_MS ?? 2000);
const CLIENTS = [1, 8];
const MODES = (process.env.BENCH_MODES ?? 'http,sql,list').split(',');
const HERE = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
const TREES = (process.env.BENCH_TREES ?? `now=${HERE}`).split(',').map((entry) => {
  const [label, path] = entry.split('=');
  return { label, path };
});
/** The statements of the session and the whitelist, which every request sends besides its route's own. */
const AUTH_STATEMENT = /\b(admin_sessions|ip_whitelist\w*)\b/;

const log = (line: string) => process.stderr.write(`[api bench] ${line}\n`);

interface Case {
  name: string;
  method: 'GET' | 'POST';
  /** Below `/api/`, with its query string for a GET. */
  path: string;
  body?: Record<string, unknown>;
  signedIn: boolean;
}

const CASES: Case[] = [
  { name: 'application/version (public, no list)', method: 'GET', path: 'application/version', signedIn: false },
  { name: 'users: no filter', method: 'POST', path: 'account/list', body: {}, signedIn: true },
  { name: 'users: status suspended', method: 'POST', path: 'account/list', body: { status: 2 }, signedIn: true },
  { name: 'deposits: no filter', method: 'POST', path: 'finance/depositRecord/list', body: {}, signedIn: true },
  { name: 'deposits: status pending', method: 'POST', path: 'finance/depositRecord/list', body: { status: 0 }, signedIn: true },
  { name: 'withdrawals: no filter', method: 'POST', path: 'finance/withdrawalRecord/list', body: {}, signedIn: true },
  { name: 'withdrawals: status pending', method: 'POST', path: 'finance/withdrawalRecord/list', body: { status: 0 }, signedIn: true },
  { name: 'backstage log: no filter', method: 'POST', path: 'backstageLog', body: {}, signedIn: true },
  { name: 'admins: no filter', method: 'GET', path: 'manage/list?pageNum=1&pageSize=20', signedIn: true },
];

interface Stage {
  label: string;
  child: ChildProcess;
  port: number;
  token: string;
  next(): Promise<ServerMessage>;
}

/** An API instance of the checkout `path`, started in its own process on the database `url`. */
async function startStage(label: string, path: string, url: string): Promise<Stage> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [path, url], {
    cwd: `${path}/api`,
    // BENCH_CPU_PROF=<folder>: a CPU profile of each API process, written when it ends.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const queue: ServerMessage[] = [];
  const waiting: { resolve: (message: ServerMessage) => void; reject: (error: Error) => void }[] = [];
  let exited: Error | undefined;
  child.on('message', (message: ServerMessage) => {
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(message);
    else queue.push(message);
  });
  child.once('exit', (code) => {
    exited = new Error(`the API of ${label} exited with ${code}`);
    for (const waiter of waiting.splice(0)) waiter.reject(exited);
  });
  const next = () =>
    new Promise<ServerMessage>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) resolve(queued);
      else if (exited) reject(exited);
      else waiting.push({ resolve, reject });
    });
  const first = await next();
  if (!('ready' in first)) throw new Error(`the API of ${label} did not start`);
  log(`${label}: API of ${path} on port ${first.ready.port}`);
  return { label, child, next, ...first.ready };
}

async function capture(stage: Stage, request: HttpRequest): Promise<Statement[][]> {
  stage.child.send({ capture: request });
  const answer = await stage.next();
  if ('failed' in answer) throw new Error(answer.failed);
  if (!('captured' in answer)) throw new Error('no capture');
  return answer.captured;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function requestOf(c: Case, stage: Stage): HttpRequest {
  return {
    port: stage.port,
    method: c.method,
    path: `/api/${c.path}`,
    headers: {
      ...(c.body ? { 'content-type': 'application/json' } : {}),
      ...(c.signedIn ? { authorization: `Bearer ${stage.token}` } : {}),
    },
    body: c.body ? JSON.stringify({ pageNum: 1, pageSize: 20, ...c.body }) : undefined,
  };
}

async function measureCase(c: Case, stages: Stage[], url: string) {
  const perStage = [];
  let serialised: ReturnType<typeof serialisation> | undefined;
  for (const stage of stages) {
    const request = requestOf(c, stage);
    const res = await fetch(`http://127.0.0.1:${stage.port}${request.path}`, {
      method: c.method,
      headers: request.headers,
      body: request.body,
    });
    const answer = (await res.json()) as { code: number; msg: string; data?: { total?: number } };
    if (answer.code !== 1) throw new Error(`${stage.label} ${c.path}: ${answer.msg}`);
    try {
      serialised ??= serialisation(answer);
    } catch (error) {
      log(`${c.name}: no compiled serialiser (${(error as Error).message})`);
    }
    const waves = await capture(stage, request);
    const listWaves = waves.map((wave) => wave.filter((s) => !AUTH_STATEMENT.test(s.sql))).filter((wave) => wave.length);
    const statements = waves.flat();
    const jobs: Record<string, LoadJob> = {};
    for (const clients of CLIENTS) {
      if (MODES.includes('http')) jobs[`http${clients}`] = { kind: 'http', clients, ms: MS, request };
      if (MODES.includes('sql') && statements.length) jobs[`sql${clients}`] = { kind: 'sql', clients, ms: MS, url, waves };
      if (MODES.includes('list') && listWaves.length && listWaves.flat().length < statements.length)
        jobs[`list${clients}`] = { kind: 'sql', clients, ms: MS, url, waves: listWaves };
    }
    perStage.push({ stage, total: answer.data?.total, waves, statements, jobs, samples: new Map<string, LoadResult[]>() });
  }
  // Round by round, each mode for every state in turn: a burst of load from elsewhere falls on all alike.
  for (let r = 0; r < ROUNDS; r++) {
    for (const clients of CLIENTS) {
      for (const kind of ['http', 'sql', 'list']) {
        for (const s of perStage) {
          const job = s.jobs[`${kind}${clients}`];
          if (!job) continue;
          const result = await runLoad(job);
          s.samples.set(`${kind}${clients}`, [...(s.samples.get(`${kind}${clients}`) ?? []), result]);
        }
      }
    }
  }
  const byStage: Record<string, unknown> = {};
  for (const s of perStage) {
    const figures = Object.fromEntries(
      [...s.samples].map(([key, runs]) => [
        key,
        { perSecond: round(median(runs.map((x) => x.perSecond))), medianMs: round(median(runs.map((x) => x.medianMs)), 2) },
      ]),
    );
    byStage[s.stage.label] = {
      statements: s.statements.length,
      roundTrips: s.waves.length,
      sql: s.waves.map((wave) => wave.map((st) => `${st.name ? `[${st.name}] ` : ''}${st.sql.replace(/\s+/g, ' ').slice(0, 140)}`)),
      ...figures,
    };
    const f = figures as Record<string, { perSecond: number } | undefined>;
    log(
      `${s.stage.label} ${c.name}: ${s.statements.length} statements, ${s.waves.length} round trips; ${CLIENTS.map((n) => `${n} client(s) HTTP ${f[`http${n}`]?.perSecond ?? '-'}/s SQL ${f[`sql${n}`]?.perSecond ?? '-'}/s list ${f[`list${n}`]?.perSecond ?? '-'}/s`).join('; ')}`,
    );
  }
  const result = { name: c.name, path: c.path, total: perStage[0].total, serialised, byStage };
  // Each case's figures as soon as they are measured: a long run that fails later keeps them.
  log(`figures ${JSON.stringify(result)}`);
  return result;
}

async function main() {
  const loadAtStart = loadAverage();
  await withDemoCluster(log, async (db, url) => {
    const data = SCALE === 'demo' ? undefined : await generateAtScale(db, Number(SCALE), log);
    await db.query('analyze');
    const stages: Stage[] = [];
    const results = [];
    const loadAtMeasure = loadAverage();
    try {
      for (const tree of TREES) stages.push(await startStage(tree.label, tree.path, url));
      const only = process.env.BENCH_CASES?.split(',');
      for (const c of CASES.filter((x) => !only || only.some((name) => x.name.startsWith(name))))
        results.push(await measureCase(c, stages, url));
    } finally {
      await closeLoad();
      for (const stage of stages) stage.child.send({ close: true });
      await Promise.all(stages.map((stage) => new Promise((resolve) => stage.child.once('exit', resolve))));
    }
    const result = {
      measuredAt: new Date().toISOString(),
      scale: SCALE,
      machine: { ...machine(), loadAverage: loadAtStart, loadAverageMeasuring: loadAtMeasure, loadAverageEnd: loadAverage() },
      rounds: ROUNDS,
      ms: MS,
      stages: TREES.map((t) => t.label),
      data,
      cases: results,
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
