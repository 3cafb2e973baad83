import type { PeriodicTask } from '../core/jobs/queue';
import type { Db } from './database';

/**
 * What PostgreSQL's autovacuum does, for the embedded PGlite, which runs none: a server on PGlite (`npm start`, the
 * browser tests' servers) otherwise plans from the statistics of its seed for ever, and keeps every dead row version
 * of its tables (the guards' rows rewritten every second, the ticks pruned each hour) until it is restarted and
 * something vacuums them.
 *
 * The thresholds are autovacuum's defaults: a table is vacuumed once its dead rows pass 50 plus a fifth of its rows,
 * or the rows inserted since its last vacuum pass 1,000 plus a fifth (so its visibility map serves index-only scans),
 * and analysed once the rows changed since its last analysis pass 50 plus a tenth. PGlite has one connection, and a
 * table is vacuumed while every other statement waits: the pass takes the tables one by one.
 */
export const MAINTENANCE_EVERY_MS = 5 * 60_000;

interface TableActivity {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** The tables of the database's own schemas past a threshold, the most changed first, named as SQL takes them. */
async function tablesDue(db: Db): Promise<TableActivity[]> {
  // The one backend reports its counts at most once a second, when idle: what it counted since is reported first.
  await db.query('select pg_stat_force_next_flush()');
  const { rows } = await db.query<TableActivity>(
    `select "table", vacuum, "analyze" from (
       select format('%I.%I', schemaname, relname) as "table", n_dead_tup + n_mod_since_analyze as changed,
         n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup as vacuum,
         n_mod_since_analyze > 50 + 0.1 * n_live_tup as "analyze"
       from pg_stat_user_tables) t
     where vacuum or "analyze"
     order by changed desc`,
  );
  return rows;
}

/** One pass: vacuums and analyses what is due. Answers what it did, for the tests and the log. */
export async function maintainTables(db: Db): Promise<TableActivity[]> {
  const due = await tablesDue(db);
  for (const { table, vacuum, analyze } of due) {
    // Outside any transaction: `vacuum` cannot run inside one.
    if (vacuum) await db.script(`vacuum ${analyze ? '(analyze) ' : ''}${table}`);
    else await db.script(`analyze ${table}`);
  }
  return due;
}

/** Every five minutes on PGlite; nothing on PostgreSQL, whose autovacuum does it. */
export function tableMaintenanceTasks(db: Db): PeriodicTask[] {
  if (db.kind !== 'pglite') return [];
  return [
    {
      name: 'table-maintenance',
      everyMs: MAINTENANCE_EVERY_MS,
      run: async () => {
        await maintainTables(db);
      },
    },
  ];
}
