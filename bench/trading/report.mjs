// The trading section of bench/report.md, from the figures of bench/trading/run.ts (kept in bench/report.json
// under `trading`). Plain JavaScript: scripts/bench.mjs imports it.

import { LIST_P95_TARGET_MS, measuredOn } from '../report-lib.mjs';

export const TRADING_SECTION = '## Trading (1,000,000 futures orders, 100,000 rounds)';
const SETTLE_TARGET_S = 2;

/** The execution times (ms) of a case's plans, and the plan of the slowest with its scan lines. */
function slowest(c) {
  const timed = (c.plans ?? []).map((plan) => ({ plan, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0) }));
  if (!timed.length) return undefined;
  const worst = timed.reduce((a, b) => (b.ms > a.ms ? b : a));
  const scans = worst.plan
    .split('\n')
    .filter((line) => /(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan) on (futures_orders|futures_rounds)/.test(line))
    .map((line) => line.replace(/^[\s->]+/, '').replace(/\(cost=[^)]*\) /, ''));
  return { ms: worst.ms, all: timed.map((x) => x.ms), scans };
}

/**
 * Why each filtered case over the target is, from its plans (EXPLAIN ANALYZE of the list's statements, kept in
 * bench/report.json): a statement that reads many orders, or statements that are fast while the machine is busy.
 */
function listNotes(t) {
  const cases = [...t.lists.orders.map((c) => ['`futures/futuresOrders`', c]), ...t.lists.rounds.map((c) => ['`futures/runner/list`', c])];
  const missed = cases.filter(([, c]) => c.filtered && c.http.p95 >= LIST_P95_TARGET_MS);
  if (!missed.length) return '';
  const lines = missed.map(([list, c]) => {
    const s = slowest(c);
    if (!s) return `- ${list} ${c.name}: no plan kept.`;
    if (s.ms >= LIST_P95_TARGET_MS / 2)
      return `- ${list} ${c.name}: its slowest statement takes ${s.ms.toFixed(0)} ms by EXPLAIN ANALYZE, reading ${s.scans.map((x) => `\`${x}\``).join(', ') || 'many rows'}.`;
    return `- ${list} ${c.name}: its statements take ${s.all.map((x) => x.toFixed(1)).join(' and ')} ms by EXPLAIN ANALYZE and the median request ${ms(c.http.median)}: the p95 is the machine's load (other work), not the query.`;
  });
  return `What the plans show for each filtered case over the target:
${lines.join('\n')}`;
}

/** How the lists read (027_futures_day_sums_by_gameplay.sql and futures/orders/sums.ts, since the run of 2026-11-25). */
const LIST_CAUSE = `How the lists read. The order list's page is read in order from an index that leads with the filtered column
(\`023_futures.sql\`: status, user, pair, gameplay, date, each followed by the order date) and stops after 20 rows: a millisecond or two
in every case. Its count and sums per coin come from the sums kept per UTC day, coin, futures pair, gameplay and status
(\`025_futures_lists.sql\`, widened by \`027_futures_day_sums_by_gameplay.sql\`: 27 rows a day for the nine demo gameplays) whenever the
filters are no more than those and the order date, so a pair or a gameplay adds up a row a day instead of a third or a ninth of a
million orders (the run of 2026-11-25, before 027: 460 to 780 ms at p95 by a parallel scan of the orders). A day the range covers in
part is taken from its orders inside the range or, when the range covers more than half of it, from the day's kept sums less its
orders outside the range; those orders are read from the date index alone, which holds every column the sums read (027). So "the last
7 days" reads the hours before its start on its first day and nothing after now on its last, and a day given as 00:00:00 to 23:59:59
reads its last second. The round list's total comes from the counts kept per pair, gameplay, status, result and halt
(\`028_futures_round_counts.sql\`, \`runners/counts.ts\`: a few hundred rows) beside its page; with a round id or a start date range it is
counted on \`futures_rounds\` alone (its filters read only the round, and every round has its pair and gameplay) instead of over the
joins of the wide rows (70 to 95 ms by EXPLAIN in the run of 2026-11-25; 30 to 40 ms for the index-only count of 98,000 settled rounds).`;

const ms = (n) => `${n.toFixed(1)} ms`;
const met = (ok) => (ok ? 'met' : '**not met**');
const count = (n) => Math.round(n).toLocaleString('en-US');

function listTable(list, cases) {
  const rows = cases.map(
    (c) =>
      `| ${c.name} | ${count(c.total)} | ${c.statements} | ${ms(c.http.median)} | ${ms(c.http.p95)} | ${c.filtered ? met(c.http.p95 < LIST_P95_TARGET_MS) : ''} | ${ms(c.sql.median)} | ${ms(c.sql.p95)} |`,
  );
  return `| ${list} filter (page of 20 with total${list.includes('Orders') ? ' and sums per coin' : ''}) | matches | statements | HTTP median | HTTP p95 | p95 under ${LIST_P95_TARGET_MS} ms | SQL median | SQL p95 |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}

/** The figures' own words on what is slow: each case over the target with the top lines of its plans. */
function missedPlans(lists) {
  const missed = [...lists.orders.map((c) => ['futures/futuresOrders', c]), ...lists.rounds.map((c) => ['futures/runner/list', c])].filter(
    ([, c]) => c.filtered && c.http.p95 >= LIST_P95_TARGET_MS,
  );
  return missed;
}

export function tradingSection(t) {
  const m = t.machine;
  const parts = [];
  parts.push(`${TRADING_SECTION}

${measuredOn(t.measuredAt, m)}`);
  if (t.data) {
    const d = t.data;
    parts.push(`A throwaway PostgreSQL 15 cluster on the same machine (fsync off) holds the demo data set, grown by
\`bench/trading/generate.ts\` (\`insert ... select generate_series\`, ${t.generateSeconds} s with ${count(d.users)} more users, each with a USDT futures
wallet): a minute tick of each futures coin pair over ${d.spanDays} days, every slot of the nine demo gameplays (BTC, ETH and SOL at 1, 3
and 5 minutes) over that span as the engine makes them (settings snapshotted, opened and closed on those ticks, 2 % voided for a stale
closing price, the others settled), and ${count(d.generatedOrders)} orders spread over those ${count(d.generatedRounds)} rounds (a third by the busiest 2 % of the users, stakes within
the gameplays' limits, paid by the money rule, each round's totals the sums of its orders, the order list's day sums folded). In
all: ${count(d.rounds)} rounds, ${count(d.orders)} orders, ${count(d.ticks)} ticks. The history's orders move no wallet and write no change log
(every wallet still equals its change log), and their rounds have no transitions: neither list reads them.`);
  }
  if (t.lists) {
    const l = t.lists;
    const all = [...l.orders, ...l.rounds].filter((c) => c.filtered);
    const within = all.filter((c) => c.http.p95 < LIST_P95_TARGET_MS).length;
    const missed = missedPlans(l);
    parts.push(`The API runs in a process of its own (\`bench/api/server.ts\`, with its feed, round engine and periodic tasks running, simulated
traders off) and is called over loopback HTTP with a signed-in admin. "SQL" replays directly on the bench's pool every statement the
API sent for that request, captured in its order (the session's, then the list's: for orders the sums per coin and the page at once,
for rounds the page with its total). Up to ${l.samples} sequential requests per filter after a warm-up (fewer, at least 10,
where a filter is slow: the samples stop after 20 s).

${listTable('Orders: `futures/futuresOrders`', l.orders)}

${listTable('Rounds: `futures/runner/list`', l.rounds)}

Target p95 under ${LIST_P95_TARGET_MS} ms for a filtered page: ${within === all.length ? `met by all ${all.length} filters` : `met by ${within} of ${all.length} filters; **not met** by ${missed.map(([p, c]) => `${p} ${c.name} (${ms(c.http.p95)})`).join(', ')}`}.
The unfiltered first pages are shown for comparison.`);
    if (t.indexTrial) {
      const x = t.indexTrial;
      parts.push(`A trial, not in the migrations: with \`${x.index}\` (built in ${x.buildSeconds} s, then dropped), the same cases again:
${x.cases.map((c) => `${c.name}: HTTP median ${ms(c.http.median)}, p95 ${ms(c.http.p95)} (${met(c.http.p95 < LIST_P95_TARGET_MS)}), SQL p95 ${ms(c.sql.p95)}`).join('; ')}.`);
    }
    const notes = listNotes(t);
    if (notes) parts.push(notes);
    parts.push(LIST_CAUSE);
  }
  if (t.settlement) {
    const s = t.settlement;
    const k = s.checks;
    parts.push(`| settlement of one round (\`bench/trading/settle.ts\`, on the same cluster) | figure | target |
|---|---|---|
| orders in the round, each of a different user's USDT futures wallet | ${count(s.orders)} | |
| placing them: \`placeFuturesOrders\`, one batch, one transaction | ${s.placeSeconds} s | |
| settling them: \`settleRound\` in its transaction, as the engine runs it (long won) | ${s.settleSeconds} s | under ${SETTLE_TARGET_S} s: ${met(s.settleSeconds < SETTLE_TARGET_S)} |
${t.settlementPglite ? `| the same on PGlite (the dev server's database, its data after the idle runs; placing took ${t.settlementPglite.placeSeconds} s) | ${t.settlementPglite.settleSeconds} s | under ${SETTLE_TARGET_S} s: ${met(t.settlementPglite.settleSeconds < SETTLE_TARGET_S)}${t.settlementPglite.checks.ok ? ', every check below passed' : ', **checks failed**'} |\n` : ''}| wallets of the round differing from the sums of their change log (balance, frozen, backstage frozen) | ${count(k.walletsMismatched)} of ${count(k.wallets)} | 0: ${met(k.walletsMismatched === 0)} |
| change-log rows not chaining (before = the previous row's after) | ${count(k.brokenChains)} | 0: ${met(k.brokenChains === 0)} |
| paid orders / payout rows in the change log | ${count(k.paidOrders)} / ${count(k.payoutRows)} | equal: ${met(k.paidOrders === k.payoutRows)} |

The round of the demo's BTC 1-minute gameplay is opened, locked and closed by \`runRoundEngine\` on the bench's own clock (a few minutes
ahead, so the live feed's ticks do not mix in); the wallets are funded first by an adjustment each, written to the change log.
Settlement reads the round's open orders, computes each payout with the decimal money rule, updates the orders in one statement and
posts the payouts through the ledger's \`postMany\` (every wallet locked once, in id order; one change-log row per paid order, in one
statement), then sets the round's totals from its orders.`);
  }
  if (t.idle) {
    const rows = t.idle.runs.map(
      (r) =>
        `| simulated traders ${r.traders === 'off' ? 'off' : `on (${r.traders} demo users trading every 5 s)`} | ${r.cpuPercent} % | ${r.maxWindowPercent} % | ${r.rssMb} MB | ${r.startSeconds} s |`,
    );
    parts.push(`| dev server at idle (\`deploy/src/main.ts\`, development, PGlite in a scratch DATA_DIR, no client) | CPU of one core over ${t.idle.runs[0]?.seconds ?? 60} s | busiest 10 s | RSS | start |
|---|---|---|---|---|
${rows.join('\n')}

The server is started as \`npm start\` starts it (the first start seeds the demo data, the second finds it), left ${t.idle.settleSeconds} s to settle,
then its process CPU time (user + system, from \`/proc/<pid>/stat\`) is read before and after; the database (PGlite) works in the same
process, so its share is counted too. What runs: the simulated feed (a tick a second for each of the six coin pairs, recorded), the
round engine every second (nine gameplays: a round opens, locks, closes and settles every minute or so), the reference-price guards,
and the periodic tasks (day sums, job polling).`);
  }
  return `${parts.join('\n\n')}\n`;
}
