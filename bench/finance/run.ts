/**
 * Finance bench: a throwaway PostgreSQL cluster holding 1,000,000 deposits and 1,000,000 withdrawals, then
 *  - `finance/depositRecord/list` and `finance/withdrawalRecord/list` with filters over HTTP, each page
 *    with its summary row (median, p95, requests per second), beside the same SQL run directly on the
 *    same pool (every statement the API sent for that request, in its order, captured and replayed: the
 *    session's, the summary and the page with its records' histories), and
 *  - approval throughput: 20 concurrent clients approving distinct pending deposits
 *    (`finance/deposit/review`), then distinct pending single-approval withdrawals
 *    (`finance/withdrawal/review`), followed by a check that every approval credited (or paid) exactly
 *    once and that every wallet still sums to its change log.
 * Run by `npm run bench` (or `npm run bench -- finance` for this part alone), from the api package:
 * `pnpm --filter @console/api exec tsx ../bench/finance/run.ts`. Prints its figures as JSON on the last
 * line of stdout. Never part of `npm test`. Knobs for quicker development runs: BENCH_FINANCE_RECORDS
 * (records of each kind, default 1,000,000), BENCH_FINANCE_USERS (default a tenth of the records),
 * BENCH_SAMPLES, BENCH_THROUGHPUT_MS, BENCH_APPROVAL_MS; BENCH_EXPLAIN=1 prints EXPLAIN ANALYZE of each
 * list's statements to stderr.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/src/app';
import { DEPOSITS } from '../../api/src/modules/finance/deposits/queries';
import { foldDaySumChanges } from '../../api/src/modules/finance/summaries';
import { WITHDRAWALS } from '../../api/src/modules/finance/withdrawals/queries';
import { capturer, capturingDb, replay } from '../api/capture';
import { listenSignedIn, loadAverage, machine, round, stats, withDemoCluster, sample as sampleTimes } from '../lib';
import { generateUsers } from '../users/generate';
import { deepenAgentChains, fundPendingWithdrawals, generateFinance } from './generate';

const RECORDS = Number(process.env.BENCH_FINANCE_RECORDS ?? 1_000_000);
const USERS = Number(process.env.BENCH_FINANCE_USERS ?? Math.max(1000, Math.round(RECORDS / 10)));
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
/** A slow case stops sampling after this long, with at least MIN_SAMPLES samples. */
const SAMPLE_BUDGET_MS = 20_000;
const MIN_SAMPLES = 10;
const THROUGHPUT_MS = Number(process.env.BENCH_THROUGHPUT_MS ?? 4000);
const APPROVAL_MS = Number(process.env.BENCH_APPROVAL_MS ?? 5000);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const LIST_CONCURRENCY = 8;
const APPROVAL_CLIENTS = 20;
/** Pending withdrawals whose wallets the bench funds for the approval run. */
const WITHDRAWAL_CANDIDATES = 6000;

const log = (line: string) => process.stderr.write(`[finance bench] ${line}\n`);

interface ListCase {
  name: string;
  filters: Record<string, string | number>;
}

/** Repeats `fn` SAMPLES times, or fewer (at least MIN_SAMPLES) when a case is slow: the samples stop after SAMPLE_BUDGET_MS. */
const sample = (fn: () => Promise<unknown>) => sampleTimes(fn, { samples: SAMPLES, min: MIN_SAMPLES, budgetMs: SAMPLE_BUDGET_MS });

async function main() {
  const loadAtStart = loadAverage();
  await withDemoCluster(log, async (db) => {
    const now = new Date();
    const t0 = performance.now();
    const { rows: before } = await db.query<{ max: string }>('select max(id)::text as max from users');
    const firstUser = Number(before[0].max) + 1;
    const { rows: existing } = await db.query<{ n: number }>('select count(*)::int as n from users');
    await generateUsers(db, existing[0].n + USERS);
    const { rows: after } = await db.query<{ max: string }>('select max(id)::text as max from users');
    const lastUser = Number(after[0].max);
    await deepenAgentChains(db, firstUser, lastUser);
    log(`${(lastUser - firstUser + 1).toLocaleString()} users in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const data = await generateFinance(db, { target: RECORDS, firstUser, lastUser, now });
    const generateSeconds = (performance.now() - t0) / 1000;
    log(
      `${data.deposits.toLocaleString()} deposits, ${data.withdrawals.toLocaleString()} withdrawals, ${data.approvals.toLocaleString()} approvals in ${generateSeconds.toFixed(1)} s`,
    );

    // What the generation changed, folded into the kept sums as the API's periodic task does within seconds.
    await foldDaySumChanges(db, [DEPOSITS, WITHDRAWALS]);
    const app = await buildApp({ db: capturingDb(db), loginRateLimit: 1000 });
    const { post, token } = await listenSignedIn(app);
    const capture = capturer(app.server);
    const { port } = app.server.address() as { port: number };
    const loadAtMeasure = loadAverage();

    const coin = async (code: string) => (await db.query<{ id: number }>('select id from coins where code = $1', [code])).rows[0].id;
    const usdt = await coin('USDT');
    const btc = await coin('BTC');
    const day = (daysAgo: number) => {
      const start = new Date(now);
      start.setUTCHours(0, 0, 0, 0);
      start.setUTCDate(start.getUTCDate() - daysAgo);
      return { startTime: start.toISOString(), endTime: new Date(start.getTime() + 86_400_000 - 1000).toISOString() };
    };
    const casesOf = async (table: 'deposits' | 'withdrawals'): Promise<ListCase[]> => {
      const { rows: topUser } = await db.query<{ id: string }>(
        `select user_id::text as id from ${table} where deleted_date is null group by 1 order by count(*) desc, 1 limit 1`,
      );
      // The upline with the most records below it, through the second level of the agent chain.
      const { rows: topAgent } = await db.query<{ id: string }>(
        `select u.agent_user_id1::text as id from ${table} x join users u on u.id = x.user_id
         where u.agent_user_id1 is not null group by 1 order by count(*) desc, 1 limit 1`,
      );
      const approved = 1;
      return [
        { name: 'no filter (first page, summary of all)', filters: {} },
        { name: 'status pending', filters: { status: 0 } },
        { name: 'status approved (the whole tab)', filters: { status: approved } },
        {
          name: 'coin USDT, created in the last 30 days',
          filters: { coinId: usdt, startTime: new Date(now.getTime() - 30 * 864e5).toISOString() },
        },
        { name: 'one user (the one with the most records)', filters: { accountId: topUser[0].id } },
        { name: 'agent/upline (any level of the agent chain)', filters: { agentId: topAgent[0].id } },
        { name: 'created on one day (10 days ago)', filters: day(10) },
        { name: 'coin BTC, approved, page 5', filters: { coinId: btc, status: approved, pageNum: 5 } },
        // Sorted pages (orderBy of the list's allow-list), each read in order from an index (018_finance_sort_indexes.sql).
        { name: 'sorted by amount, largest first', filters: { orderBy: 'amount', orderDirection: 'desc' } },
        { name: 'status pending, by amount, smallest first', filters: { status: 0, orderBy: 'amount', orderDirection: 'asc' } },
        { name: 'coin BTC, by amount, largest first', filters: { coinId: btc, orderBy: 'amount', orderDirection: 'desc' } },
        { name: 'status approved, oldest first', filters: { status: approved, orderBy: 'createDate', orderDirection: 'asc' } },
      ];
    };

    const measureList = async (path: string, table: 'deposits' | 'withdrawals') => {
      const results = [];
      for (const c of await casesOf(table)) {
        const body = { pageNum: 1, pageSize: 20, ...c.filters };
        let total = 0;
        // The sums, a line per coin.
        let summary: { code: string; amount: string }[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await post(path, body, token);
          const json = await res.json();
          if (json.code !== 1) throw new Error(`${path} ${c.name}: ${json.msg}`);
          if (!Array.isArray(json.data.summary)) throw new Error(`${path} answered no summary per coin`);
          total = json.data.total;
          summary = json.data.summary;
        }
        // Every statement of one request, replayed directly on the same pool.
        const waves = await capture(`http://127.0.0.1:${port}/api/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        const statements = waves.flat();
        if (!statements.length) throw new Error(`${path}: no statement was captured`);
        if (EXPLAIN) {
          // The session's statement slides it: not explained.
          for (const s of statements.filter((x) => !/\badmin_sessions\b/.test(x.sql))) {
            const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.sql}`, s.params);
            log(`EXPLAIN ${path} ${c.name}:\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
          }
        }
        const http = await sample(async () => (await post(path, body, token)).arrayBuffer());
        const sql = await sample(async () => {
          await replay(db, waves);
        });
        let done = 0;
        const until = performance.now() + THROUGHPUT_MS;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: LIST_CONCURRENCY }, async () => {
            while (performance.now() < until) {
              await (await post(path, body, token)).arrayBuffer();
              done++;
            }
          }),
        );
        const entry = {
          name: c.name,
          total,
          summaryAmounts: summary.map((line) => `${line.amount} ${line.code}`),
          statements: statements.length,
          http: stats(http),
          sql: stats(sql),
          requestsPerSecond: round(done / ((performance.now() - started) / 1000)),
        };
        log(
          `${path} ${c.name}: ${total} records, HTTP median ${entry.http.median.toFixed(1)} ms p95 ${entry.http.p95.toFixed(1)} ms, SQL p95 ${entry.sql.p95.toFixed(1)} ms, ${entry.requestsPerSecond} req/s`,
        );
        results.push(entry);
      }
      return results;
    };

    const deposits = await measureList('finance/depositRecord/list', 'deposits');
    const withdrawals = await measureList('finance/withdrawalRecord/list', 'withdrawals');

    /** APPROVAL_CLIENTS clients approving the ids of `queue` (each once) for APPROVAL_MS or until none is left. */
    const approveAll = async (path: string, queue: number[], body: (id: number) => unknown) => {
      const approved: number[] = [];
      const failures: string[] = [];
      const latency: number[] = [];
      let next = 0;
      const startedAt = performance.now();
      const until = startedAt + APPROVAL_MS;
      await Promise.all(
        Array.from({ length: APPROVAL_CLIENTS }, async () => {
          while (performance.now() < until && next < queue.length) {
            const id = queue[next++];
            const t = performance.now();
            const res = await post(path, body(id), token);
            const json = await res.json();
            latency.push(performance.now() - t);
            if (json.code === 1) approved.push(id);
            else failures.push(`${id}: ${res.status} ${json.msg}`);
          }
        }),
      );
      const seconds = (performance.now() - startedAt) / 1000;
      if (failures.length) log(`${path}: ${failures.length} failed, e.g. ${failures.slice(0, 3).join('; ')}`);
      return {
        candidates: queue.length,
        approved: approved.length,
        failed: failures.length,
        ranOut: next >= queue.length,
        seconds: round(seconds, 2),
        perSecond: round(approved.length / seconds),
        latency: stats(latency),
        ids: approved,
      };
    };

    log('Approving pending deposits with 20 clients');
    const { rows: pendingDeposits } = await db.query<{ id: string }>(
      'select id::text as id from deposits where status = 0 and deleted_date is null order by id desc',
    );
    const { rows: logBefore } = await db.query<{ n: number }>(
      `select count(*)::int as n from wallet_change_log where change_type in ('deposit', 'operator_deposit')`,
    );
    const depositRun = await approveAll(
      'finance/deposit/review',
      pendingDeposits.map((r) => Number(r.id)),
      (id) => ({ id, reviewType: 1, reason: 'Received on chain (bench)' }),
    );
    log(`deposits: ${depositRun.approved} approved in ${depositRun.seconds} s, ${depositRun.perSecond}/s`);

    log('Approving pending single-approval withdrawals with 20 clients');
    const { rows: pendingWithdrawals } = await db.query<{ id: string }>(
      `select x.id::text as id from withdrawals x
       where x.status = 0 and x.deleted_date is null
         and x.amount <= coalesce((select s.dual_approval_amount from withdrawal_settings s where s.coin_id = x.coin_id),
           (select f.withdrawal_dual_approval_amount from finance_settings f where f.id = 1), 10000)
       order by x.id desc limit $1`,
      [WITHDRAWAL_CANDIDATES],
    );
    const withdrawalIds = pendingWithdrawals.map((r) => Number(r.id));
    const fundedWallets = await fundPendingWithdrawals(db, withdrawalIds, now);
    const withdrawalRun = await approveAll('finance/withdrawal/review', withdrawalIds, (id) => ({
      id,
      withdrawalType: 1,
      remark: 'bench',
    }));
    log(`withdrawals: ${withdrawalRun.approved} approved in ${withdrawalRun.seconds} s, ${withdrawalRun.perSecond}/s`);
    await app.close();

    // Every approved deposit credited exactly once with its total; no other deposit credited.
    const { rows: depositCheck } = await db.query<{ approved: number; credited_once: number; extra: number; duplicated: number }>(
      `select
         (select count(*)::int from deposits where id = any($1::bigint[]) and status = 1) as approved,
         (select count(*)::int from deposits d where d.id = any($1::bigint[])
            and (select count(*) from wallet_change_log l where l.reference = 'deposit:' || d.id and l.field = 'balance') = 1
            and (select sum(l.change_balance) from wallet_change_log l where l.reference = 'deposit:' || d.id) = d.total_amount) as credited_once,
         (select count(*)::int from wallet_change_log where change_type in ('deposit', 'operator_deposit'))
           - $2::int - cardinality($1::bigint[]) as extra,
         (select count(*)::int from (select reference from wallet_change_log where reference like 'deposit:%'
            group by reference having count(*) > 1) d) as duplicated`,
      [depositRun.ids, logBefore[0].n],
    );
    // Every approved withdrawal paid once: its held amount taken from the frozen balance once, one approval.
    const { rows: withdrawalCheck } = await db.query<{ approved: number; paid_once: number }>(
      `select
         (select count(*)::int from withdrawals where id = any($1::bigint[]) and status = 1) as approved,
         (select count(*)::int from withdrawals w where w.id = any($1::bigint[])
            and (select count(*) from wallet_change_log l where l.reference = 'withdrawal:' || w.id and l.change_type = 'withdrawal'
                 and l.field = 'frozen_balance' and l.change_balance = -w.amount) = 1
            and (select count(*) from withdrawal_approvals a where a.withdrawal_id = w.id) = 1) as paid_once`,
      [withdrawalRun.ids],
    );
    // Every wallet (not only those touched) equals the sum of its change log, per amount.
    const { rows: reconcile } = await db.query<{ wallets: number; mismatched: number }>(
      `select count(*)::int as wallets,
         count(*) filter (where w.balance <> coalesce(l.balance, 0) or w.frozen_balance <> coalesce(l.frozen, 0))::int as mismatched
       from user_wallets w left join (
         select wallet_id, sum(change_balance) filter (where field = 'balance') as balance,
           sum(change_balance) filter (where field = 'frozen_balance') as frozen
         from wallet_change_log group by wallet_id
       ) l on l.wallet_id = w.id`,
    );
    const checks = {
      depositsApproved: depositCheck[0].approved,
      depositsCreditedOnce: depositCheck[0].credited_once,
      depositsCreditedWithoutApproval: depositCheck[0].extra,
      depositReferencesCreditedTwice: depositCheck[0].duplicated,
      withdrawalsApproved: withdrawalCheck[0].approved,
      withdrawalsPaidOnce: withdrawalCheck[0].paid_once,
      walletsChecked: reconcile[0].wallets,
      walletsMismatched: reconcile[0].mismatched,
    };
    const ok =
      checks.depositsApproved === depositRun.approved &&
      checks.depositsCreditedOnce === depositRun.approved &&
      checks.depositsCreditedWithoutApproval === 0 &&
      checks.depositReferencesCreditedTwice === 0 &&
      checks.withdrawalsApproved === withdrawalRun.approved &&
      checks.withdrawalsPaidOnce === withdrawalRun.approved &&
      checks.walletsMismatched === 0;
    log(`checks ${ok ? 'passed' : 'FAILED'}: ${JSON.stringify(checks)}`);

    const { ids: _d, ...depositFigures } = depositRun;
    const { ids: _w, ...withdrawalFigures } = withdrawalRun;
    const result = {
      measuredAt: new Date().toISOString(),
      machine: { ...machine(), loadAverage: loadAtStart, loadAverageMeasuring: loadAtMeasure, loadAverageEnd: loadAverage() },
      records: RECORDS,
      users: lastUser - firstUser + 1,
      data,
      generateSeconds: round(generateSeconds),
      deposits,
      withdrawals,
      approvals: {
        clients: APPROVAL_CLIENTS,
        deposit: depositFigures,
        withdrawal: { ...withdrawalFigures, fundedWallets },
        checks: { ...checks, ok },
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
