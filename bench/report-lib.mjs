// What the list sections of bench/report.md share: the target, how figures are written, and how a bench script runs.
import { spawnSync } from 'node:child_process';
import { log, root } from '../scripts/lib.mjs';

/** A filtered list page answers within this at the 95th percentile. */
export const LIST_P95_TARGET_MS = 50;
export const ms = (n) => `${n.toFixed(1)} ms`;
export const met = (ok) => (ok ? 'met' : '**not met**');
/** The unfiltered first page is shown for reference; the target applies to the filtered ones. */
export const isFiltered = (c) => !c.name.startsWith('no filter');

/** Runs a bench script of the API package (it builds its own throwaway cluster) and returns the figures it prints last. */
export function runBenchScript(pnpm, script, message, failure, env = {}) {
  log(message);
  const r = spawnSync(pnpm, ['--filter', '@console/api', 'exec', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(failure);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

export const count = (n) => Math.round(n).toLocaleString('en-US');

/**
 * The "Measured ..." line of a bench run on a throwaway cluster: when, the machine, and how loaded it was when it started,
 * when the measuring began after the data was generated, at `more` (further load figures, written) and at the end.
 */
export const measuredOn = (measuredAt, m, more = '') =>
  `Measured ${measuredAt} on ${m.cores} cores (load average ${m.loadAverage ?? '?'} when it started${m.loadAverageMeasuring === undefined ? '' : `, ${m.loadAverageMeasuring} when the measuring began after the data was generated`}${more}, ${m.loadAverageEnd ?? '?'} at the end: other work
shares the machine), Node ${m.node}.`;

/** The filtered cases of measured lists (`bench/api/lists.ts`) whose HTTP p95 is over the target, with their call. */
const missedCases = (lists) =>
  lists.flatMap((l) => l.cases.filter((c) => c.filtered && c.http.p95 >= LIST_P95_TARGET_MS).map((c) => [l.call, c]));

/** The execution times (ms) of a case's plans, and the scan lines of the slowest on the tables `tables` matches. */
function slowest(c, tables) {
  const timed = (c.plans ?? []).map((plan) => ({ plan, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0) }));
  if (!timed.length) return undefined;
  const worst = timed.reduce((a, b) => (b.ms > a.ms ? b : a));
  const scan = new RegExp(`(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan) on (${tables.source})`);
  const scans = worst.plan
    .split('\n')
    .filter((line) => scan.test(line))
    .map((line) => line.replace(/^[\s->]+/, '').replace(/\(cost=[^)]*\) /, ''));
  const jit = /JIT:[\s\S]*?Total ([\d.]+) ms/.exec(worst.plan)?.[1];
  return { ms: worst.ms, all: timed.map((x) => x.ms), scans, jit: jit === undefined ? undefined : Number(jit) };
}

/**
 * Why each filtered case over the target is, from its plans (EXPLAIN ANALYZE of the list's statements, kept in
 * bench/report.json): the slowest statement's time and its scans of the tables `tables` matches.
 */
export function listNotes(lists, tables) {
  const missed = missedCases(lists);
  if (!missed.length) return '';
  const lines = missed.map(([call, c]) => {
    const s = slowest(c, tables);
    if (!s) return `- ${call} ${c.name}: no plan kept.`;
    const jit = s.jit ? ` (of which ${s.jit.toFixed(0)} ms compiling it with JIT)` : '';
    if (s.ms >= LIST_P95_TARGET_MS / 2)
      return `- ${call} ${c.name}: its slowest statement takes ${s.ms.toFixed(0)} ms by EXPLAIN ANALYZE${jit}, reading ${s.scans.map((x) => `\`${x}\``).join(', ') || 'many rows'}.`;
    return `- ${call} ${c.name}: its statements take ${s.all.map((x) => x.toFixed(1)).join(' and ')} ms by EXPLAIN ANALYZE and the median request ${ms(c.http.median)}: the p95 is the machine's load (other work), not the query.`;
  });
  return `What the plans show for each filtered case over the target:
${lines.join('\n')}`;
}

/** A measured list's table: each case's matches, statements, HTTP and SQL median and p95, and the target met or not. */
export function listTable(list) {
  const rows = list.cases.map(
    (c) =>
      `| ${c.name} | ${count(c.total)} | ${c.statements} | ${ms(c.http.median)} | ${ms(c.http.p95)} | ${c.filtered ? met(c.http.p95 < LIST_P95_TARGET_MS) : ''} | ${ms(c.sql.median)} | ${ms(c.sql.p95)} |`,
  );
  return `| ${list.call} filter (page of 20 with total) | matches | statements | HTTP median | HTTP p95 | p95 under ${LIST_P95_TARGET_MS} ms | SQL median | SQL p95 |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}

/** The summary line of measured lists: the target met by how many filtered cases, and which miss it. */
export function targetLine(lists) {
  const all = lists.flatMap((x) => x.cases).filter((c) => c.filtered);
  const missed = missedCases(lists);
  return `Target p95 under ${LIST_P95_TARGET_MS} ms for a filtered page: ${missed.length === 0 ? `met by all ${all.length} filters` : `met by ${all.length - missed.length} of ${all.length} filters; **not met** by ${missed.map(([call, c]) => `${call} ${c.name} (${ms(c.http.p95)})`).join(', ')}`}.
The unfiltered first pages are shown for comparison.`;
}
