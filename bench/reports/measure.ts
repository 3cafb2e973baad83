import { performance } from 'node:perf_hooks';
import type { Db } from '../../api/src/db/database';
import { replay, type Statement } from '../api/capture';
import type { Api } from '../api/lists';
import { stats } from '../lib';

/** A report over 365 days answers within this at the 95th percentile (issue 16). */
export const REPORT_P95_TARGET_MS = 100;
const CLIENTS = 8;
const BUDGET_MS = 20_000;
const MIN_SAMPLES = 10;
/** The statements of the session and the whitelist, which every request sends besides the report's own. */
const AUTH_STATEMENT = /\b(admin_sessions|ip_whitelist\w*)\b/;

export interface ReportCase {
  name: string;
  path: string;
  query: Record<string, string | number>;
}

/**
 * `fn` run by `clients` concurrent clients until `samples` runs have been made in all or the time budget has passed
 * (at least MIN_SAMPLES runs): the time of each run in milliseconds.
 */
async function load(fn: () => Promise<unknown>, clients: number, samples: number): Promise<number[]> {
  const times: number[] = [];
  const started = performance.now();
  let issued = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (issued < samples && (issued < MIN_SAMPLES || performance.now() - started < BUDGET_MS)) {
        issued++;
        const t = performance.now();
        await fn();
        times.push(performance.now() - t);
      }
    }),
  );
  return times;
}

/**
 * One report request: median and p95 over loopback HTTP with 1 and 8 concurrent clients after a warm-up, beside
 * every statement that request sent (captured in the API) replayed on `db` with 1 and 8 clients; the plans of the
 * report's statements when a p95 is over the target.
 */
export async function measureReport(db: Db, api: Api, c: ReportCase, { samples, log }: { samples: number; log: (line: string) => void }) {
  const fields = { pageNum: 1, pageSize: 20, ...c.query };
  const path = `/api/${c.path}?${new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]))}`;
  const headers = { authorization: `Bearer ${api.token}` };
  const send = async () => {
    const res = await fetch(`http://127.0.0.1:${api.port}${path}`, { headers });
    return (await res.json()) as { code: number; msg: string; data: { total: number; records: Record<string, unknown>[] } };
  };
  let answer = await send();
  for (let i = 0; i < 4; i++) answer = await send();
  if (answer.code !== 1) throw new Error(`${c.path} ${c.name}: ${answer.msg}`);
  api.child.send({ capture: { port: api.port, method: 'GET', path, headers } });
  const captured = await api.next();
  if (!('captured' in captured)) throw new Error(`${c.path}: no capture (${'failed' in captured ? captured.failed : ''})`);
  const waves: Statement[][] = captured.captured;
  const entry = {
    name: c.name,
    call: c.path,
    rows: answer.data.records.length,
    total: answer.data.total,
    statements: waves.flat().length,
    http1: stats(await load(send, 1, samples)),
    sql1: stats(await load(() => replay(db, waves), 1, samples)),
    http8: stats(await load(send, CLIENTS, samples * 2)),
    sql8: stats(await load(() => replay(db, waves), CLIENTS, samples * 2)),
    plans: [] as string[],
  };
  if (process.env.BENCH_EXPLAIN === '1' || Math.max(entry.http1.p95, entry.http8.p95) >= REPORT_P95_TARGET_MS) {
    for (const s of waves.flat().filter((x) => !AUTH_STATEMENT.test(x.sql))) {
      const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.sql}`, s.params);
      entry.plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    log(`EXPLAIN ${c.path} ${c.name}:\n${entry.plans.join('\n---\n')}`);
  }
  log(
    `${c.path} ${c.name}: ${entry.rows} rows, ${entry.statements} statements; 1 client HTTP median ${entry.http1.median.toFixed(1)} p95 ${entry.http1.p95.toFixed(1)}, SQL p95 ${entry.sql1.p95.toFixed(1)}; 8 clients HTTP p95 ${entry.http8.p95.toFixed(1)}, SQL p95 ${entry.sql8.p95.toFixed(1)} ms`,
  );
  return entry;
}
