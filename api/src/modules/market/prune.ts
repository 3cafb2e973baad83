import type { PeriodicTask } from '../../core/jobs/queue';
import type { Db, Queryable } from '../../db/database';
import type { AppServices } from '../../http/context';

/** Ticks are kept this long (env `PRICE_TICK_RETENTION_HOURS`), then pruned unless something refers to them. */
export const DEFAULT_TICK_RETENTION_HOURS = 24;
const BATCH = 5000;

export function tickRetentionMs(): number {
  return (Number(process.env.PRICE_TICK_RETENTION_HOURS) || DEFAULT_TICK_RETENTION_HOURS) * 3_600_000;
}

/**
 * The columns that refer to a tick: every foreign key to `price_ticks` (rounds' open and close ticks, orders'
 * ticks, round transitions, and whatever risk, perpetual or convert records declare later). Read from the
 * catalogue, so a new table that refers to ticks is kept by declaring its foreign key, with no change here.
 */
async function tickReferences(db: Queryable): Promise<{ table: string; column: string }[]> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select cl.relname as table_name, a.attname as column_name
     from pg_constraint c
     join pg_class cl on cl.oid = c.conrelid
     join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
     where c.contype = 'f' and c.confrelid = 'price_ticks'::regclass
     order by 1, 2`,
  );
  return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Deletes the ticks older than `before` that nothing refers to, in batches (short transactions, so the feed
 * and the engine are never held up), keeping each pair's newest tick (the last known price of a pair whose
 * feed stopped). Idempotent: several instances may run it at once. Answers how many were deleted.
 */
export async function pruneTicks(db: Db, before: Date): Promise<number> {
  const kept = (await tickReferences(db))
    .map(({ table, column }) => `and not exists (select 1 from ${quoted(table)} r where r.${quoted(column)} = t.id)`)
    .join('\n         ');
  let deleted = 0;
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      `with gone as (
         delete from price_ticks where id in (
           select t.id from price_ticks t
           where t.tick_time < $1
             and exists (select 1 from price_ticks n where n.coin_pair_id = t.coin_pair_id and n.tick_time > t.tick_time)
             ${kept}
           order by t.tick_time
           limit ${BATCH}
           for update skip locked)
         returning 1)
       select count(*)::int as n from gone`,
      [before],
    );
    deleted += rows[0].n;
    if (rows[0].n < BATCH) return deleted;
  }
}

/** Every ten minutes, on every instance (each deletes what it finds unlocked). */
export const tickPruneTask = (services: AppServices): PeriodicTask => ({
  name: 'price-tick-prune',
  everyMs: 10 * 60_000,
  run: async () => {
    await pruneTicks(services.db, new Date(services.clock() - tickRetentionMs()));
  },
});
