// The users section of bench/report.md, from the figures of bench/users/run.ts (1,000,000 users: the list's filters
// and the streamed export). Plain JavaScript: scripts/bench.mjs imports it.
import { isFiltered, LIST_P95_TARGET_MS, met, ms, runBenchScript } from '../report-lib.mjs';

export const USERS_SECTION = '## Users list and export';
const EXPORT_ROWS_PER_SECOND_TARGET = 100_000;
const EXPORT_RSS_TARGET_MB = 300;

/** The users bench (bench/users/run.ts): a throwaway PostgreSQL cluster with 1,000,000 users. */
export const runUsersBench = (pnpm) =>
  runBenchScript(
    pnpm,
    '../bench/users/run.ts',
    'Users bench: generating 1,000,000 users in a throwaway PostgreSQL cluster',
    'the users bench failed',
  );

export function usersSection(u) {
  const filtered = u.list.filter(isFiltered);
  const within = filtered.filter((c) => c.http.p95 < LIST_P95_TARGET_MS).length;
  const rows = u.list
    .map(
      (c) =>
        `| ${c.name} | ${c.total.toLocaleString('en-US')} | ${ms(c.http.median)} | ${ms(c.http.p95)} | ${isFiltered(c) ? met(c.http.p95 < LIST_P95_TARGET_MS) : ''} | ${c.requestsPerSecond} | ${ms(c.sql.median)} | ${ms(c.sql.p95)} |`,
    )
    .join('\n');
  const e = u.export;
  return `${USERS_SECTION} (${u.users.toLocaleString('en-US')} users)

Measured ${u.measuredAt} on ${u.machine.cores} cores (load average ${u.machine.loadAverage ?? '?'} when it started: other work shares
the machine), Node ${u.machine.node}, against a throwaway PostgreSQL 15 cluster on the
same machine (fsync off), filled by \`bench/users/generate.ts\` (\`insert ... select generate_series\`, ${u.generateSeconds} s).
The API runs in the bench's process and is called over loopback HTTP with a signed-in admin. "SQL" replays directly on the API's
pool every statement \`account/list\` sent for one request, captured in its order (the session's, then the page with its total). ${u.list[0].http.samples} sequential requests per filter after a warm-up;
requests per second with 8 concurrent clients for a few seconds.

| \`account/list\` filter (page of 20 with total) | matches | HTTP median | HTTP p95 | p95 under ${LIST_P95_TARGET_MS} ms | requests/s | SQL median | SQL p95 |
|---|---|---|---|---|---|---|---|
${rows}

Target p95 under ${LIST_P95_TARGET_MS} ms for a filtered page with total: met by ${within} of ${filtered.length} filters. Each frequent
equality filter leads an index that goes on in the list's order (\`api/src/db/migrations/007_user_list_indexes.sql\`: type, level
and status, marketing level, region, each followed by creation date), so the total is an index-only count of one range and the page
is read in order from the same range; the e-mail and remark "contains" filters use trigram (pg_trgm) indexes, and
the matches they find serve both the total and the page (one search of the index, not two). The unfiltered
first page counts every user for its total, which is not a filtered page and is shown for comparison.

| CSV export of every user (streamed) | figure | target |
|---|---|---|
| rows | ${e.rows.toLocaleString('en-US')} (${e.megabytes} MB) | |
| time | ${e.seconds} s | |
| rows per second | ${e.rowsPerSecond.toLocaleString('en-US')} | over ${EXPORT_ROWS_PER_SECOND_TARGET.toLocaleString('en-US')}: ${met(e.rowsPerSecond > EXPORT_ROWS_PER_SECOND_TARGET)} |
| peak RSS of the API process (sampled every 20 ms; ${e.rssBeforeMb} MB before) | ${e.peakRssMb} MB | under ${EXPORT_RSS_TARGET_MB} MB: ${met(e.peakRssMb < EXPORT_RSS_TARGET_MB)} |

The export reads through a server-side cursor (5,000 rows a fetch) and writes as the client reads, so memory stays flat
whatever the row count; the RSS includes the bench's own HTTP client reading the answer.
`;
}
