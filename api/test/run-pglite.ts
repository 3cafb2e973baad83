import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMPILED_RUN_ARGS, compileTests } from './compiled';
import { findPgBin } from './pg-cluster';

/**
 * The PGlite run of `npm test`. Production runs on PostgreSQL, and where this machine has its binaries the
 * whole API suite runs there (`run-with-pg.ts`). PGlite is the same PostgreSQL compiled to WebAssembly, so
 * what a route's SQL does is already proven by that run; what can differ on PGlite is the layer around the
 * SQL: its single connection (transactions, savepoints, concurrent callers queued), LISTEN/NOTIFY inside one
 * process, the job queue on it, the extensions (pg_trgm), the migrations and the demo seed, and starting a
 * server on a data folder. This run takes the files that exercise that layer (below), which is what
 * `npm start` depends on; every other file would repeat the PostgreSQL run at twice its cost.
 * Without PostgreSQL binaries it runs every file. Arguments go to the test runner (reporters, say);
 * `node --import tsx --test test/<file>.test.ts` runs any file on PGlite by hand.
 */
const PGLITE_LAYER = [
  // Migrations, the demo seed, starting a server on a data folder, production start.
  'core/seed-startup.test.ts',
  // Sign-in, sessions read and slid in one statement, lockouts counted in the database.
  'core/session.test.ts',
  // An audited change and its log row in one transaction, nested transactions as savepoints.
  'core/audit.test.ts',
  // The whitelist kept through LISTEN/NOTIFY, pages and totals in one statement, prepared statements.
  'core/request-path.test.ts',
  // Texts sent again prepared, their parameters bound as PGlite binds them.
  'core/pglite-prepared.test.ts',
  // The tables' upkeep that PostgreSQL's autovacuum does: statistics gathered, dead rows vacuumed.
  'core/table-maintenance.test.ts',
  // Exports and batch uploads as jobs on the queue (pg-boss on PGlite).
  'core/exports-batch.test.ts',
  // Live chat over LISTEN/NOTIFY.
  'users/chat.test.ts',
  // The users list's "contains" filters on pg_trgm indexes; freezes under concurrent callers.
  'users/users.test.ts',
  // Kept sums: statement triggers and the fold task.
  'finance/summaries.test.ts',
  // Concurrent deposits, withdrawals, freezes and transfers on one connection: money is conserved.
  'finance/property.test.ts',
  // Payout jobs, the simulated provider's signed webhook, applied once.
  'finance/payout.test.ts',
];

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const all = readdirSync(new URL('.', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.test.ts'))
  .sort();
const withPostgres = Boolean(findPgBin('initdb') && findPgBin('pg_ctl'));
// Every file of a trading engine (`*/engine*.test.ts`) runs here too: rounds and settlement are jobs on the queue.
const files = withPostgres ? all.filter((f) => PGLITE_LAYER.includes(f) || /(^|\/)engine[^/]*\.test\.ts$/.test(f)) : all;
const missing = PGLITE_LAYER.filter((f) => !all.includes(f));
if (missing.length) {
  console.error(`run-pglite.ts names test files that do not exist: ${missing.join(', ')}`);
  process.exit(1);
}
console.log(
  withPostgres
    ? `PGlite: ${files.length} of ${all.length} test files (the database layer); all ${all.length} run on PostgreSQL`
    : `PGlite: all ${all.length} test files (no PostgreSQL binaries here for the full run)`,
);
const compiled = await compileTests(
  files.map((f) => `test/${f}`),
  'pglite',
);
const result = spawnSync(
  process.execPath,
  [...COMPILED_RUN_ARGS, '--test', '--test-concurrency=1', ...process.argv.slice(2), ...compiled],
  {
    cwd: apiDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      PGLITE_LAYER_ONLY: withPostgres ? '1' : '',
      // The thousand random rounds and sequences of the engines' property tests run on PostgreSQL; here two hundred
      // show the same rules on PGlite's single connection.
      ...(withPostgres && !process.env.FUTURES_PROPERTY_ROUNDS ? { FUTURES_PROPERTY_ROUNDS: '200' } : {}),
      ...(withPostgres && !process.env.PERPETUAL_PROPERTY_SEQUENCES ? { PERPETUAL_PROPERTY_SEQUENCES: '200' } : {}),
    },
  },
);
process.exit(result.status ?? 1);
