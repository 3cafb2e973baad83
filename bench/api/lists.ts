/**
 * What the list benches (perpetual, copy-trading) share: the API of this checkout in a process of its own
 * (`server.ts`, a signed-in admin) and a list page measured over loopback HTTP beside every statement that request
 * sent (captured in the API, `capture.ts`) replayed directly on the bench's own pool, with EXPLAIN (ANALYZE, BUFFERS)
 * of the list's statements when a case is over the target.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../api/src/db/database';
import { sample as sampleTimes, stats } from '../lib';
import { replay, type Statement } from './capture';
import type { ServerMessage } from './server';

/** A filtered list page answers within this at the 95th percentile (bench/report-lib.mjs's LIST_P95_TARGET_MS). */
export const TARGET_MS = 50;
const SAMPLE_BUDGET_MS = 20_000;
const MIN_SAMPLES = 10;
const HERE = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
/** The statements of the session and the whitelist, which every request sends besides the list's own. */
const AUTH_STATEMENT = /\b(admin_sessions|ip_whitelist\w*)\b/;

export interface Api {
  child: ChildProcess;
  port: number;
  token: string;
  next(): Promise<ServerMessage>;
}

/**
 * The API of this checkout in a process of its own on `url`: simulated traders off (no client is trading), and the
 * feed off unless `feed` (so no tick moves the marks or settles rounds while the data is listed).
 */
export async function startApi(url: string, { feed = false } = {}): Promise<Api> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [HERE, url], {
    cwd: `${HERE}/api`,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, SIMULATED_TRADERS: 'off', ...(feed ? {} : { PRICE_FEED: 'none' }) },
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const queue: ServerMessage[] = [];
  const waiting: ((message: ServerMessage) => void)[] = [];
  child.on('message', (message: ServerMessage) => {
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  const next = () =>
    new Promise<ServerMessage>((resolve) => (queue.length ? resolve(queue.shift() as ServerMessage) : waiting.push(resolve)));
  const first = await Promise.race([
    next(),
    new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)))),
  ]);
  if (!('ready' in first)) throw new Error('the API did not start');
  return { child, next, ...first.ready };
}

/** Closes the API started by `startApi` and waits for its process to end. */
export async function stopApi(api: Api): Promise<void> {
  api.child.send({ close: true });
  await new Promise((resolve) => api.child.once('exit', resolve));
}

export interface ListCase {
  name: string;
  filtered: boolean;
  body: Record<string, unknown>;
}

export interface List {
  /** The call as the report names it. */
  call: string;
  method: 'GET' | 'POST';
  path: string;
  cases: ListCase[];
}

export interface MeasureOptions {
  /** Sequential requests per case (fewer, at least 10, when a case is slow: the samples stop after 20 s). */
  samples: number;
  /** EXPLAIN every case, not only those over the target. */
  explain: boolean;
  log: (line: string) => void;
  /** Figures of the answer's data kept beside the total (the perpetual warning list's stress, the futures orders' sums). */
  extra?: (data: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * One case of a list: a page of 20 with its total, median and p95 over HTTP after a warm-up, beside the statements
 * that request sent replayed on `db` ("SQL"); the plans of its list statements when its HTTP p95 is over the target.
 */
export async function measure(db: Db, api: Api, list: List, c: ListCase, { samples, explain, log, extra }: MeasureOptions) {
  const sample = (fn: () => Promise<unknown>) => sampleTimes(fn, { samples, min: MIN_SAMPLES, budgetMs: SAMPLE_BUDGET_MS });
  const fields = { pageNum: 1, pageSize: 20, ...c.body };
  const query = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const path = list.method === 'GET' ? `/api/${list.path}?${query}` : `/api/${list.path}`;
  const body = list.method === 'GET' ? undefined : JSON.stringify(fields);
  const headers: Record<string, string> = { authorization: `Bearer ${api.token}`, ...(body ? { 'content-type': 'application/json' } : {}) };
  const request = { port: api.port, method: list.method, path, headers, body };
  const send = async () => {
    const res = await fetch(`http://127.0.0.1:${api.port}${path}`, { method: list.method, headers, body });
    return (await res.json()) as { code: number; msg: string; data: { total: number } & Record<string, unknown> };
  };
  let answer = await send();
  for (let i = 0; i < 4; i++) answer = await send();
  if (answer.code !== 1) throw new Error(`${list.path} ${c.name}: ${answer.msg}`);
  api.child.send({ capture: request });
  const captured = await api.next();
  if (!('captured' in captured)) throw new Error(`${list.path}: no capture (${'failed' in captured ? captured.failed : ''})`);
  const waves: Statement[][] = captured.captured;
  const http = await sample(send);
  const sql = await sample(() => replay(db, waves));
  const entry = {
    name: c.name,
    filtered: c.filtered,
    total: answer.data.total,
    ...extra?.(answer.data),
    statements: waves.flat().length,
    http: stats(http),
    sql: stats(sql),
    plans: [] as string[],
  };
  if (explain || entry.http.p95 >= TARGET_MS) {
    for (const s of waves.flat().filter((x) => !AUTH_STATEMENT.test(x.sql))) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.sql}`, s.params);
      entry.plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    log(`EXPLAIN ${list.path} ${c.name}:\n${entry.plans.join('\n---\n')}`);
  }
  log(
    `${list.path} ${c.name}: ${entry.total} matches, HTTP median ${entry.http.median.toFixed(1)} ms p95 ${entry.http.p95.toFixed(1)} ms, SQL p95 ${entry.sql.p95.toFixed(1)} ms`,
  );
  return entry;
}

/**
 * Every case of `lists` in turn on the API started here (closed after, whatever happens); `onList` is handed the
 * figures so far after each list (a run that fails later keeps them).
 */
export async function measureLists(
  db: Db,
  url: string,
  lists: List[],
  options: MeasureOptions,
  onList: (measured: { call: string; cases: Awaited<ReturnType<typeof measure>>[] }[]) => void = () => {},
) {
  const api = await startApi(url);
  try {
    const measured = [];
    for (const list of lists) {
      const cases = [];
      for (const c of list.cases) cases.push(await measure(db, api, list, c, options));
      measured.push({ call: list.call, cases });
      onList(measured);
    }
    return measured;
  } finally {
    await stopApi(api);
  }
}
