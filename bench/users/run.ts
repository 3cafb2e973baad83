/**
 * Users bench: a throwaway PostgreSQL cluster holding 1,000,000 users, then
 *  - `account/list` with filters over HTTP (median, p95, requests per second), beside the same SQL run
 *    directly on the same pool (every statement the API sent for one request, captured and replayed in its
 *    order: the session's and the page's with its total), and
 *  - the streamed CSV export of all 1,000,000 users (rows per second, peak RSS sampled every 20 ms).
 * Run by `npm run bench` (or `npm run bench -- users` for this part alone), from the api package:
 * `pnpm --filter @console/api exec tsx ../bench/users/run.ts`. Prints its figures as JSON on the last
 * line of stdout. Never part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/src/app';
import { capturer, capturingDb, replay } from '../api/capture';
import { listenSignedIn, loadAverage, machine, round, stats, withDemoCluster } from '../lib';
import { generateUsers } from './generate';

const USERS = Number(process.env.BENCH_USERS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const THROUGHPUT_MS = Number(process.env.BENCH_THROUGHPUT_MS ?? 4000);
const CONCURRENCY = 8;

const log = (line: string) => process.stderr.write(`[users bench] ${line}\n`);

interface ListCase {
  name: string;
  filters: Record<string, string | number>;
}

async function main() {
  const loadAtStart = loadAverage();
  await withDemoCluster(log, async (db) => {
    const t0 = performance.now();
    const generated = await generateUsers(db, USERS);
    const generateSeconds = (performance.now() - t0) / 1000;
    log(`${generated.total.toLocaleString()} users in ${generateSeconds.toFixed(1)} s`);

    process.env.EXPORT_JOB_THRESHOLD = String(Number.MAX_SAFE_INTEGER);
    const app = await buildApp({ db: capturingDb(db), loginRateLimit: 1000 });
    const { post, token } = await listenSignedIn(app);
    const capture = capturer(app.server);
    const { port } = app.server.address() as { port: number };

    const { rows: someAgent } = await db.query<{ id: string }>(
      `select parent_user_id::text as id from users where parent_user_id is not null group by 1 order by count(*) desc limit 1`,
    );
    const { rows: someEmail } = await db.query<{ email: string }>(
      `select email from users where email like 'bench%' order by id desc limit 1 offset 4321`,
    );
    const cases: ListCase[] = [
      { name: 'no filter (first page, total of all)', filters: {} },
      { name: 'status suspended', filters: { status: 2 } },
      {
        name: 'account type agent, created in the last 30 days',
        filters: { accountType: 2, startTime: new Date(Date.now() - 30 * 864e5).toISOString() },
      },
      { name: 'direct downline of an agent (upline)', filters: { upline: someAgent[0].id } },
      { name: 'user level 3, normal status, page 5', filters: { userLevel: 3, status: 1, pageNum: 5 } },
      { name: 'login IP (exact)', filters: { loginIp: '10.1.2.3' } },
      { name: 'e-mail contains (trigram index)', filters: { email: someEmail[0].email.slice(0, 14) } },
      // Sorted by a column header: each sort key of the list is read from an index (the primary key, the date index).
      { name: 'sorted by ID ascending, page 50', filters: { orderBy: 'id', orderDirection: 'asc', pageNum: 50 } },
      { name: 'oldest first', filters: { orderBy: 'createDate', orderDirection: 'asc' } },
      { name: 'status suspended, sorted by ID ascending', filters: { status: 2, orderBy: 'id', orderDirection: 'asc' } },
    ];

    const list = [];
    for (const c of cases) {
      const body = { pageNum: 1, pageSize: 20, ...c.filters };
      let total = 0;
      for (let i = 0; i < 5; i++) {
        const res = await post('account/list', body, token);
        const json = await res.json();
        if (json.code !== 1) throw new Error(`account/list ${c.name}: ${json.msg}`);
        total = json.data.total;
      }
      // Every statement of one request, replayed directly on the same pool.
      const waves = await capture(`http://127.0.0.1:${port}/api/account/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const http: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t = performance.now();
        const res = await post('account/list', body, token);
        await res.arrayBuffer();
        http.push(performance.now() - t);
      }
      const sql: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t = performance.now();
        await replay(db, waves);
        sql.push(performance.now() - t);
      }
      let done = 0;
      const until = performance.now() + THROUGHPUT_MS;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < until) {
            const res = await post('account/list', body, token);
            await res.arrayBuffer();
            done++;
          }
        }),
      );
      const entry = { name: c.name, total, http: stats(http), sql: stats(sql), requestsPerSecond: round(done / (THROUGHPUT_MS / 1000)) };
      log(
        `${c.name}: ${total} rows, HTTP median ${entry.http.median.toFixed(1)} ms p95 ${entry.http.p95.toFixed(1)} ms, SQL p95 ${entry.sql.p95.toFixed(1)} ms, ${entry.requestsPerSecond} req/s`,
      );
      list.push(entry);
    }

    log('Exporting every user as CSV');
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 20);
    const t = performance.now();
    const res = await post('reporting/user/export', { excelType: 'csv' }, token);
    if (!String(res.headers.get('content-type')).startsWith('text/csv')) throw new Error(`the export answered ${await res.text()}`);
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
    }
    const seconds = (performance.now() - t) / 1000;
    clearInterval(sampler);
    const rows = lines - 1;
    const exportFigures = {
      rows,
      seconds: round(seconds, 2),
      rowsPerSecond: Math.round(rows / seconds),
      megabytes: round(bytes / 2 ** 20),
      peakRssMb: round(peakRss / 2 ** 20),
      rssBeforeMb: round(rssBefore / 2 ** 20),
    };
    log(
      `export: ${rows.toLocaleString()} rows in ${seconds.toFixed(1)} s (${exportFigures.rowsPerSecond.toLocaleString()} rows/s), peak RSS ${exportFigures.peakRssMb} MB`,
    );
    if (rows !== generated.total) throw new Error(`the export had ${rows} rows, the database ${generated.total}`);

    await app.close();
    const result = {
      measuredAt: new Date().toISOString(),
      machine: { ...machine(), loadAverage: loadAtStart },
      users: generated.total,
      generateSeconds: round(generateSeconds),
      list,
      export: exportFigures,
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
