// The finance section of bench/report.md, from the figures of bench/finance/run.ts (1,000,000 deposits and
// withdrawals: the lists' filters and the approvals). Plain JavaScript: scripts/bench.mjs imports it.
import { isFiltered, LIST_P95_TARGET_MS, met, ms, runBenchScript } from '../report-lib.mjs';

export const FINANCE_SECTION = '## Finance lists and approvals';

/** The finance bench (bench/finance/run.ts): a throwaway PostgreSQL cluster with 1,000,000 deposits and withdrawals. */
export const runFinanceBench = (pnpm) =>
  runBenchScript(
    pnpm,
    '../bench/finance/run.ts',
    'Finance bench: generating 1,000,000 deposits and 1,000,000 withdrawals in a throwaway PostgreSQL cluster',
    'the finance bench failed',
  );

export function financeSection(f) {
  const count = (n) => n.toLocaleString('en-US');
  const lists = [
    ['`finance/depositRecord/list`', f.deposits],
    ['`finance/withdrawalRecord/list`', f.withdrawals],
  ];
  const filtered = lists.flatMap(([, cases]) => cases.filter(isFiltered));
  const within = filtered.filter((c) => c.http.p95 < LIST_P95_TARGET_MS).length;
  const missed = lists.flatMap(([list, cases]) =>
    cases.filter((c) => isFiltered(c) && c.http.p95 >= LIST_P95_TARGET_MS).map((c) => `${list} ${c.name} (${ms(c.http.p95)})`),
  );
  const table = (
    list,
    cases,
  ) => `| ${list} filter (page of 20 with summary) | matches | HTTP median | HTTP p95 | p95 under ${LIST_P95_TARGET_MS} ms | requests/s | SQL median | SQL p95 |
|---|---|---|---|---|---|---|---|
${cases
  .map(
    (c) =>
      `| ${c.name} | ${count(c.total)} | ${ms(c.http.median)} | ${ms(c.http.p95)} | ${isFiltered(c) ? met(c.http.p95 < LIST_P95_TARGET_MS) : ''} | ${c.requestsPerSecond} | ${ms(c.sql.median)} | ${ms(c.sql.p95)} |`,
  )
  .join('\n')}`;
  const a = f.approvals;
  const approvalRow = (label, r) =>
    `| ${label} | ${count(r.approved)} of ${count(r.candidates)} pending${r.ranOut ? ' (all of them: the run ran out)' : ''} | ${r.seconds} s | ${r.perSecond} | ${ms(r.latency.median)} | ${ms(r.latency.p95)} | ${r.failed} |`;
  const k = a.checks;
  return `${FINANCE_SECTION} (${count(f.data.deposits)} deposits, ${count(f.data.withdrawals)} withdrawals)

Measured ${f.measuredAt} on ${f.machine.cores} cores (load average ${f.machine.loadAverage ?? '?'} when it started, ${f.machine.loadAverageMeasuring ?? '?'} when the
measuring began after the data was generated, ${f.machine.loadAverageEnd ?? '?'} at the end: other work shares the machine), Node ${f.machine.node},
against a throwaway PostgreSQL 15 cluster on the same machine (fsync off), filled by \`bench/finance/generate.ts\`
(\`insert ... select generate_series\`, ${f.generateSeconds} s with ${count(f.users)} users): seven coins weighted towards USDT with their chains
and amount ranges, on-chain and operator deposits, statuses by age (recent records often pending, older ones approved or rejected),
reviewers, remarks, a few soft-deleted records, anomaly flags and ${count(f.data.approvals)} withdrawal approvals, over two years.
The API runs in the bench's process and is called over loopback HTTP with a signed-in admin; every answer carries its summary row
(count and sums of the amounts over every matching record). "SQL" replays directly on the API's pool every statement the API
sent for that request, captured in its order (the session's, then the summary and the page with its records' histories, together). Up to ${Math.max(...lists.flatMap(([, cases]) => cases.map((c) => c.http.samples)))} sequential requests per filter after a warm-up (fewer,
at least 10, where a filter is slow: the samples stop after 20 s); requests per second with 8 concurrent clients for a few seconds.

${table('Deposits: `finance/depositRecord/list`', f.deposits)}

${table('Withdrawals: `finance/withdrawalRecord/list`', f.withdrawals)}

Target p95 under ${LIST_P95_TARGET_MS} ms for a filtered page with summary: met by ${within} of ${filtered.length} filters${missed.length ? `; **not met** by ${missed.join(', ')}` : ''}.
A list filtered by nothing but status, coin and creation time takes its count and summary from sums kept per UTC day, coin and
status (\`api/src/db/migrations/014_finance_day_sums.sql\`, \`api/src/modules/finance/summaries.ts\`): statement triggers write what
each change to the records moves, a periodic task folds it into the kept sums, and a summary adds at most a row a day plus the
records of a partly covered first and last day, so its cost no longer grows with the matches (the unfiltered first page, a whole
status tab, BTC approved). Its page is read in order from the status or coin index of \`012_finance_list_indexes.sql\`. Other filters
count and sum the matching records: one user and one day from the user and date indexes of 008, the agent filter from the agent's
downline (the six agent-chain indexes of \`users\`) and each downline user's records in an index that carries the summed amounts
(\`013_finance_user_indexes.sql\`); the user is joined only for filters on the user (\`summarisedPage\` in
\`api/src/modules/finance/records.ts\`). The page's 20 rows carry the user, the parent and every level of the agent chain (names
read by primary key in scalar subqueries, which keep the planner's join search small) and each record's review history.
An approval writes, besides the wallet and its change log, the record's history event and (by trigger) the change of its day's sums.

| approvals, ${a.clients} concurrent clients, each on a distinct record | approved | time | approvals/s | median | p95 | failed |
|---|---|---|---|---|---|---|
${approvalRow('`finance/deposit/review` (pending deposits, credit to the wallet)', a.deposit)}
${approvalRow(`\`finance/withdrawal/review\` (pending withdrawals at or under the dual-approval amount: one approval pays out; ${count(a.withdrawal.fundedWallets)} wallets funded for them)`, a.withdrawal)}

Checks after the runs: ${a.checks.ok ? 'all passed' : '**failed**'}. ${count(k.depositsCreditedOnce)} of ${count(k.depositsApproved)} approved deposits credited exactly once with
their total (one change-log row \`deposit:<id>\`); ${k.depositsCreditedWithoutApproval} credits without an approval, ${k.depositReferencesCreditedTwice} deposits credited twice;
${count(k.withdrawalsPaidOnce)} of ${count(k.withdrawalsApproved)} approved withdrawals paid once (held amount taken from the frozen balance once, one approval);
${count(k.walletsMismatched)} of ${count(k.walletsChecked)} wallets differ from the sum of their change log.

${missed.length ? `What is left above the target: ${missed.join(', ')}.` : 'Every filtered page is within the target.'}
`;
}
