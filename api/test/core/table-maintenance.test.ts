import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { JobQueue } from '../../src/core/jobs/queue';
import { type Db, openDatabase } from '../../src/db/database';
import { maintainTables, tableMaintenanceTasks } from '../../src/db/maintenance';
import { pgliteTemplate } from '../seeded-template';

/*
 * PGlite runs no autovacuum: the console's own pass (`src/db/maintenance.ts`) gathers the planner's statistics and
 * vacuums what autovacuum would, on autovacuum's thresholds, as a timed task of the job queue.
 */

let db: Db;
let dir: string;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'console-maintenance-'));
  cpSync(await pgliteTemplate(), dir, { recursive: true });
  // PGlite whichever run this is (an empty URL, where the PostgreSQL run names its server in DATABASE_URL).
  db = await openDatabase({ dataDir: dir, url: '' });
  await db.script('create table deposits_probe (id int primary key, amount numeric(20, 8), coin text)');
});

after(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The table's counts as the backend reports them (at once: it reports at most once a second by itself). */
const activity = async () => {
  await db.query('select pg_stat_force_next_flush()');
  return (
    await db.query<{ dead: number; vacuums: number; analyses: number; statistics: number }>(
      `select n_dead_tup::int as dead, vacuum_count::int as vacuums, analyze_count::int as analyses,
         (select count(*)::int from pg_stats where tablename = 'deposits_probe') as statistics
       from pg_stat_user_tables where relname = 'deposits_probe'`,
    )
  ).rows[0];
};

test('a table filled since the last pass is vacuumed and analysed, once', async () => {
  await db.query(
    `insert into deposits_probe select g, g * 1.5, case when g % 3 = 0 then 'BTC' else 'USDT' end from generate_series(1, 3000) g`,
  );
  assert.equal((await activity()).statistics, 0, 'no statistics before the pass');

  const done = await maintainTables(db);
  assert.deepEqual(
    done.filter((t) => t.table === 'public.deposits_probe'),
    [{ table: 'public.deposits_probe', vacuum: true, analyze: true }],
  );
  const after = await activity();
  assert.equal(after.vacuums, 1);
  assert.equal(after.analyses, 1);
  assert.equal(after.statistics, 3, 'each column has its statistics');

  assert.deepEqual(await maintainTables(db), [], 'nothing is due right after');
});

test('deleted rows past the threshold are vacuumed away; a few are left for later', async () => {
  await db.query('delete from deposits_probe where id <= 40');
  assert.deepEqual(await maintainTables(db), [], '40 dead rows of 3,000 are under the threshold');

  await db.query('delete from deposits_probe where id <= 1000');
  assert.equal((await activity()).dead, 1000);
  const done = await maintainTables(db);
  assert.deepEqual(done, [{ table: 'public.deposits_probe', vacuum: true, analyze: true }]);
  assert.equal((await activity()).dead, 0);
});

test('the pass is a timed task on PGlite only: PostgreSQL has its autovacuum', () => {
  assert.deepEqual(
    tableMaintenanceTasks(db).map((t) => t.name),
    ['table-maintenance'],
  );
  assert.deepEqual(tableMaintenanceTasks({ ...db, kind: 'postgres' }), []);
});

test('a timed task whose run is still going when the next is due is not run twice at once', async () => {
  const queue = new JobQueue(db);
  let running = 0;
  let most = 0;
  let runs = 0;
  let thirdStarted: () => void = () => {};
  const third = new Promise<void>((resolve) => {
    thirdStarted = resolve;
  });
  // A pass of 60 ms every 10 ms: the timer is due five times during each pass.
  queue.every({
    name: 'slow-pass',
    everyMs: 10,
    run: async () => {
      runs++;
      if (runs === 3) thirdStarted();
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 60));
      running--;
    },
  });
  await third;
  await queue.stop();
  assert.equal(most, 1);
  assert.equal(running, 0, 'stopping waits for the pass under way');
});
