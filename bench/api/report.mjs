// The request-path section of bench/report.md, from the figures of bench/api/run.ts (kept in bench/report.json
// under `api`: `demo` and `scale`, each a run of this checkout, and `levers`, a run of the states of the API
// before and after each lever, side by side). Plain JavaScript: scripts/bench.mjs imports it.

export const API_SECTION = '## Request path (API)';
const TARGET = 70;

const count = (n) => Math.round(n).toLocaleString('en-US');
const pct = (http, sql) => (http && sql ? Math.round((100 * http.perSecond) / sql.perSecond) : undefined);
const met = (p) => (p === undefined ? '' : p >= TARGET ? 'met' : '**not met**');

function listTable(run) {
  const rows = run.cases.map((c) => {
    const f = c.byStage[run.stages[0]];
    const p1 = pct(f.http1, f.sql1);
    const p8 = pct(f.http8, f.sql8);
    const list = f.list1 ? `${count(f.list1.perSecond)} / ${count(f.list8.perSecond)}` : '';
    const target = c.name.startsWith('application/') ? 'baseline' : `${met(p1)} / ${met(p8)}`;
    return `| ${c.name} | ${c.total === undefined ? '' : count(c.total)} | ${f.statements} (${f.roundTrips}) | ${count(f.http1.perSecond)} | ${f.sql1 ? count(f.sql1.perSecond) : ''} | ${p1 ?? ''}${p1 === undefined ? '' : ' %'} | ${count(f.http8.perSecond)} | ${f.sql8 ? count(f.sql8.perSecond) : ''} | ${p8 ?? ''}${p8 === undefined ? '' : ' %'} | ${list} | ${target} |`;
  });
  return `| case (page of 20) | matches | statements (round trips) | HTTP 1 client | SQL 1 client | HTTP / SQL | HTTP 8 clients | SQL 8 clients | HTTP / SQL | list SQL alone, 1 / 8 clients | ${TARGET} % at 1 / 8 clients |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}`;
}

const LEVERS = {
  before: 'before (landed main)',
  whitelist: '+ IP whitelist in memory, parsed once, its version read per request',
  session: '+ session, slide and whitelist version in one statement; slide at most once a minute',
  pageTotal: '+ page and total in one statement (`listPage`, users)',
  history: '+ deposit and withdrawal review history in the page query',
  prepared: '+ prepared statements (session, version, list queries)',
  parallel: '+ summary and page at once on two pooled connections',
  tuned: '+ generic plans (page bounds in the text), permission sets and whitelist answers kept, no row copies',
};

/** How many lists reach the target at 1 and at 8 clients, and which do not. */
function verdict(run) {
  const lists = run.cases.filter((c) => !c.name.startsWith('application/'));
  const at = (n) => lists.filter((c) => (pct(c.byStage[run.stages[0]][`http${n}`], c.byStage[run.stages[0]][`sql${n}`]) ?? 0) >= TARGET);
  return `Target ${TARGET} % of the list's own SQL: met by ${at(1).length} of ${lists.length} lists at 1 client and ${at(8).length} of ${lists.length} at 8 clients.`;
}

function leverTables(run) {
  const header = (clients) => `| ${clients} | ${run.cases.map((c) => c.name).join(' | ')} |\n|---|${run.cases.map(() => '---').join('|')}|`;
  const cell = (f, clients) => {
    const http = f[`http${clients}`];
    const sql = f[`sql${clients}`];
    return sql ? `${count(http.perSecond)} (SQL ${count(sql.perSecond)}, ${pct(http, sql)} %)` : count(http.perSecond);
  };
  const table = (clients) =>
    `${header(clients === 1 ? 'requests/s at 1 client (SQL/s, HTTP as % of SQL)' : 'at 8 clients')}\n${run.stages
      .map((stage) => `| ${LEVERS[stage] ?? stage} | ${run.cases.map((c) => cell(c.byStage[stage], clients)).join(' | ')} |`)
      .join('\n')}`;
  const statements = `| statements (round trips) per request | ${run.cases.map((c) => c.name).join(' | ')} |\n|---|${run.cases.map(() => '---').join('|')}|\n${run.stages
    .map(
      (stage) =>
        `| ${LEVERS[stage] ?? stage} | ${run.cases.map((c) => `${c.byStage[stage].statements} (${c.byStage[stage].roundTrips})`).join(' | ')} |`,
    )
    .join('\n')}`;
  const first = run.stages[0];
  const last = run.stages[run.stages.length - 1];
  const gain = (c, key) => c.byStage[last][key].perSecond / c.byStage[first][key].perSecond;
  const range = (key) => {
    const gains = run.cases.filter((c) => !c.name.startsWith('application/')).map((c) => gain(c, key));
    return `×${Math.min(...gains).toFixed(1)} to ×${Math.max(...gains).toFixed(1)}`;
  };
  const change = `From the first state to the last, per list: HTTP requests per second ${range('http1')} at 1 client and ${range('http8')} at 8
clients; the replayed SQL of the same requests ${range('sql1')} and ${range('sql8')} (fewer round trips and prepared statements
speed it up as much or more), so HTTP as a share of its own SQL did not rise with them.`;
  return `${statements}\n\n${table(1)}\n\n${table(8)}\n\n${change}`;
}

/** Milliseconds a request spends outside its SQL at one client: 1/HTTP − 1/SQL. */
function httpLayer(run, names) {
  const first = run.stages[0];
  const last = run.stages[run.stages.length - 1];
  const outside = (f) => (f?.sql1 ? (1000 / f.http1.perSecond - 1000 / f.sql1.perSecond).toFixed(2) : '');
  return `| list | SQL per request, ${first} | HTTP layer per request, ${first} | SQL per request, ${last} | HTTP layer per request, ${last} |
|---|---|---|---|---|
${run.cases
  .filter((c) => names.some((n) => c.name.startsWith(n)))
  .map((c) => {
    const a = c.byStage[first];
    const b = c.byStage[last];
    return `| ${c.name} | ${(1000 / a.sql1.perSecond).toFixed(2)} ms | ${outside(a)} ms | ${(1000 / b.sql1.perSecond).toFixed(2)} ms | ${outside(b)} ms |`;
  })
  .join('\n')}`;
}

function serialisationTable(run) {
  const rows = run.cases
    .filter((c) => c.serialised)
    .map((c) => {
      const s = c.serialised;
      const perRequest = 1000 / c.byStage[run.stages[0]].http1.perSecond;
      return `| ${c.name} | ${count(s.bytes)} | ${s.jsonStringifyUs} µs | ${s.compiledUs} µs | ${(((s.jsonStringifyUs - s.compiledUs) / 1000 / perRequest) * 100).toFixed(1)} % |`;
    });
  return `| answer | bytes | \`JSON.stringify\` | compiled from a schema | saving, share of a request at 1 client |
|---|---|---|---|---|
${rows.join('\n')}`;
}

const machineLine = (run) =>
  `${run.measuredAt} on ${run.machine.cores} cores (load average ${run.machine.loadAverage} at the start, ${run.machine.loadAverageMeasuring} when measuring began, ${run.machine.loadAverageEnd} at the end: other work shares the machine), Node ${run.machine.node}; medians of ${run.rounds} rounds of ${run.ms / 1000} s`;

export function apiSection({ demo, scale, levers }) {
  const parts = [
    `${API_SECTION}

Measured by \`bench/api/run.ts\` (\`npm run bench -- api\`) on a throwaway PostgreSQL 15 cluster it starts itself (fsync off,
loopback). The API runs in a process of its own, as in production; the load comes from the bench's process: HTTP clients on
keep-alive connections, and SQL clients that replay, directly with node-postgres on a pool of their own, **every statement one
real request of the case sent, in its order** (captured inside the API while it answered; statements it sent together are sent
together, prepared ones under their name). So "SQL" includes the session and whitelist statements of the request and the
summary and history statements of the finance lists; "list SQL alone" leaves out the session's, to show what signing in costs.
The modes of each round alternate, so a burst of other work on the machine falls on HTTP and SQL alike. Target: every list at
least ${TARGET} % of its own SQL's requests per second, at 1 and at 8 clients.`,
  ];
  parts.push(`### What each lever does

- **IP whitelist in memory** (\`api/src/core/security/whitelist-check.ts\`, migration 021): each instance holds the list with
  its entries parsed once (and, per address seen, the answer). Any change to the list, through any instance, a script or by hand,
  moves its version in the same transaction (a statement trigger) and announces it with \`NOTIFY ip_whitelist_changed\`; every
  instance LISTENs (PGlite: in process) and reloads before a request needs it. Each request compares the list it holds with the
  version the database reports to that very request (read with the session, or on its own for a request without one), so an
  instance that has not heard the announcement yet reloads first: a change applies from the next request on every instance
  (\`api/test/request-path.test.ts\`: two instances on one database, one of them deaf to announcements).
- **Session in one statement** (\`resumeSession\`): the session, its admin, the permissions of the admin's roles as they are now
  and the whitelist version in one statement, which also slides the idle timeout when the last slide is a minute old (only for a
  valid session, and not for a refused address). A revoked session, a disabled admin or a changed role still applies from the
  next request; an idle session now ends between 29 and 30 minutes after its last request.
- **Page and total in one statement** (\`listPage\` in \`api/src/db/list.ts\`: the count is an uncorrelated subquery of the page's
  select list, planned on its own and run once; the user list writes its page for few and for many matches, each behind a
  one-time condition on the count, and only the fitting one runs). Only a page past the end counts on its own.
- **No query per page for the review history**: the deposit and withdrawal pages read each record's history as a JSON column of
  the page's own query (the record index of migration 015).
- **Prepared statements**: the session statement, the version read and the list statements (page with total, summary, page) are
  named prepared statements (\`db.query(sql, params, { prepare: true })\`, PostgreSQL; at most 2,000 texts per pool). The page
  bounds are written into the text of the first five pages, so PostgreSQL keeps a generic plan for them instead of planning every
  run (with the bounds as parameters it must assume a tenth of the table and plans each run anew: at 1M rows the deposit page took
  about 1 ms to plan and 0.6 to 0.9 ms to run; prepared with its bounds, 0.01 ms to plan). At 1M rows a page prepared with one
  filter value ran as fast as unprepared with another (pending and approved, an agent with 4,859 records and one with 1, one user,
  coin and status).
- **Summary and page at once** on two pooled connections (\`summarisedPage\`; one after the other on PGlite's single connection).
- **Tuned**: permission sets built once per mix of roles (the ids read as array text), whitelist answers kept per address, log
  entries mapped field by field, the page's rows handed to the mapper without a copy.`);
  if (levers) {
    parts.push(`### One lever after another (demo data)

Each state of the API (landed main plus the request-path changes as they stood after each lever, cumulative; nothing of the other
work on issue 11) ran as its own process on the same database at the same time, round by round: measured ${machineLine(levers)}.

${leverTables(levers)}

Where a list's SQL costs about a millisecond, the time a request spends outside its SQL (1 client, 1/HTTP − 1/SQL)${
      levers.httpLayer ? `, from a run of the first and the last state alone, side by side (${machineLine(levers.httpLayer)})` : ''
    }:

${httpLayer(levers.httpLayer ?? levers, ['backstage', 'admins', 'application'])}`);
  }
  if (demo) parts.push(`### Every list, demo data\n\nMeasured ${machineLine(demo)}.\n\n${listTable(demo)}\n\n${verdict(demo)}`);
  if (scale) {
    const d = scale.data;
    parts.push(`### Every list, ${count(Number(scale.scale))} rows

The demo data grown to ${count(d.users)} users, ${count(d.deposits)} deposits, ${count(d.withdrawals)} withdrawals and ${count(d.backstageLog)}
backstage-log entries (\`bench/api/generate.ts\`, ${count(d.seconds)} s). Measured ${machineLine(scale)}.

${listTable(scale)}

${verdict(scale)}`);
  }
  if (demo) {
    const outside = demo.cases
      .filter((c) => c.byStage[demo.stages[0]].sql1)
      .map((c) => {
        const f = c.byStage[demo.stages[0]];
        return `${c.name} ${(1000 / f.http1.perSecond - 1000 / f.sql1.perSecond).toFixed(2)} ms (SQL ${(1000 / f.sql1.perSecond).toFixed(2)} ms)`;
      });
    parts.push(`### What is left

Time a request spends outside its SQL at one client (1/HTTP − 1/SQL, demo data, this tree): ${outside.join('; ')}.

At the demo scale a list's whole SQL, session included, takes one to two milliseconds and two round trips, and what the HTTP
path adds is mostly not work of the API's code but the hop itself: the request crosses one more process (client, API, then
PostgreSQL) than its replayed SQL does (client, then PostgreSQL), and on this two-core virtual machine, shared with other work
(load average 4 to 15 during these runs), every hop waits for a core and every socket write is expensive: in a CPU profile of the
API under load, \`writev\` (the answer and the two statements, one system call each) is the largest item, about a third of the
process's busy time, ahead of Fastify, node-postgres and the JSON of the answer together. Folding more statements would not help
the ratio (the replayed SQL folds with them); what would is fewer hops (one statement per request instead of two, i.e. no separate
session statement, which would cost the next-request effect of a revoked session or a changed role: not done) or more cores than
processes in the chain. Measured lists whose SQL takes several milliseconds (the ${scale ? `${count(Number(scale.scale))}-row` : 'large'} run) come closer to their SQL.
Not pulled: response serialisation from schemas. Compiled from a schema, these answers serialise in a few dozen microseconds
less (below), under 3 % of a request at one client, and the API has no response schemas to compile from yet (the OpenAPI part of
the issue brings them); worth doing then, not for this target.`);
  }
  const withSerialised = demo ?? scale;
  if (withSerialised?.cases.some((c) => c.serialised)) {
    parts.push(`### Serialising answers from schemas

Each answer as the API sent it, turned into JSON by \`JSON.stringify\` (what Fastify does for a route without a response
schema) and by a serialiser fast-json-stringify compiles from a JSON schema of it (what Fastify does with one; the schema
inferred from the answer, the best case for it):

${serialisationTable(withSerialised)}`);
  }
  return `${parts.join('\n\n')}\n`;
}
