// The copy-trading section of bench/report.md, from the figures of bench/copy-trading/run.ts (kept in bench/report.json
// under `copyTrading`). Plain JavaScript: scripts/bench.mjs imports it.

import { count, listNotes, listTable, measuredOn, targetLine } from '../report-lib.mjs';

export const COPY_TRADING_SECTION = '## Copy trading (10,000 leading orders, 1,000,000 following orders)';

/** What the runs found beside the figures (written from the runs of 2026-11-28 it names). */
const FINDINGS = `What the plans show (a second run at 11:42 with \`BENCH_EXPLAIN=1\`, every case explained, on a machine then at load average 11:
there its week and status-and-result cases of \`follow/order/list\` came out at p95 53.2 and 50.3 ms, just over the target; the
figures above are of the run at 11:37, at load average 2.6).
Every page is read in order from an index and stops after 20 rows (under a millisecond); what costs is the total. A follower's, a
leading order's or a leader's following orders are counted from 031's follow-code and date indexes, or summed from the leading orders'
copy counters (\`followers_copied\`) when only leading-order filters are given: 0.03 to 12 ms by EXPLAIN ANALYZE. Three totals grow
with the data and are the ones to watch:
- \`follow/order/list\` by order date counts the copies in the range by a bitmap heap scan of 031's partial date index (77,842 copies,
  9,294 heap pages: 35 ms for a week), so a range of a month or more would miss the target; a count per day kept beside the copies
  (as \`025_futures_lists.sql\` does for futures orders) would not grow with it.
- \`follow/order/list\` by status and result, and \`follow/list\` by status: status and result are the leader's futures order's, so the
  total (the copy counters summed, or the leading orders counted) joins every leading order to its futures order and reads its row:
  29 to 32 ms for 10,018 leading orders. In this data the leading orders' ids are one block before the copies', so the join walks
  60,872 futures orders by primary key; where leading orders and copies interleave (as a live server writes them) the join may walk
  far more of them, or look up each leading order's row: not measured. Keeping status and result on \`copy_leading_orders\` (they
  change only at settlement and voiding) would let these totals read that table alone.
Not changed here (no API or migration change in this task).`;

export function copyTradingSection(p) {
  const m = p.machine;
  const parts = [];
  parts.push(`${COPY_TRADING_SECTION}

${measuredOn(p.measuredAt, m)}`);
  if (p.data) {
    const d = p.data;
    parts.push(`A throwaway PostgreSQL 15 cluster on the same machine (fsync off) holds the demo data set, grown by
\`bench/copy-trading/generate.ts\` (\`insert ... select generate_series\`, ${p.generateSeconds} s): ${count(d.leading)} settled leading orders of the demo's
leaders over the demo's settled rounds and the last ${d.spanDays} days (a third lost), each copied by ${count(d.perOrder)} demo traders in turn
(${count(d.following)} settled following orders, in the futures orders with their share id and follow code, and each leading order's
record with its copy counters), as the console writes them. In all, with the demo's own: ${count(d.totals.leading)} leading orders of
${count(d.totals.leaders)} leaders and ${count(d.totals.following)} following orders of ${count(d.totals.followers)} followers.`);
  }
  if (p.lists) {
    const l = p.lists;
    parts.push(`The API runs in a process of its own (\`bench/api/server.ts\` through \`bench/api/lists.ts\`, periodic tasks running;
simulated traders and the feed off, so no round opens or settles while the lists are read) and is called over loopback HTTP with a
signed-in admin. "SQL" replays directly on the bench's pool every statement the API sent for that request, captured in its order (the
session's, then the list's: the page with its total in one statement, or for a following order list filtered only by what its leading
order decides, the page and the total summed from the leading orders' copy counters). Up to ${l.samples} sequential requests per filter after a
warm-up (fewer, at least 10, where a filter is slow: the samples stop after 20 s).

${l.lists.map(listTable).join('\n\n')}

${targetLine(l.lists)}`);
    const notes = listNotes(l.lists, /futures_orders|copy_leading_orders/);
    if (notes) parts.push(notes);
  }
  if (FINDINGS) parts.push(FINDINGS);
  return `${parts.join('\n\n')}\n`;
}
