import { performance } from 'node:perf_hooks';
import type { Db } from '../../api/src/db/database';
import { rollUp } from '../../api/src/modules/reports/rollups';
import { round, stats } from '../lib';

const RUNS = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
class RolledBack extends Error {}

/**
 * How long a write to a source table waits while a closed day is rolled up. A closed day's marker is taken away (as
 * a backdated write does) and `rollUp` started; once it holds the roll-up's advisory lock (seen in `pg_locks`), a
 * write is sent on another connection: a ledger row of now (what every trade writes) or one backdated into the day
 * being rolled up, each in a transaction rolled back after. Its time, beside the same write with no roll-up running.
 */
export async function measureLockWait(db: Db, log: (line: string) => void, roll: typeof rollUp = rollUp) {
  const { rows: w } = await db.query<{ id: string; user_id: string; coin_id: number }>(
    'select id::text, user_id::text, coin_id from user_wallets where wallet_type = 1 order by id limit 1',
  );
  const wallet = w[0];
  const { rows: d } = await db.query<{ day: string; at: string }>(
    `select x.day::text as day, ((x.day::timestamp + interval '12 hours') at time zone report_time_zone())::text as at
     from (select (now() at time zone report_time_zone())::date - 5 as day) x`,
  );
  const { day, at } = d[0];
  const write = async (when: string | null) => {
    let ms = 0;
    try {
      await db.transaction(async (tx) => {
        const t = performance.now();
        await tx.query(
          `insert into wallet_change_log (wallet_id, user_id, coin_id, wallet_type, field, fund_type, change_type, before_balance,
             change_balance, after_balance, reference, create_date)
           values ($1, $2, $3, 1, 'balance', 1, 'adjustment', 0, 1, 1, 'bench-lock', coalesce($4::timestamptz, now()))`,
          [wallet.id, wallet.user_id, wallet.coin_id, when],
        );
        ms = performance.now() - t;
        throw new RolledBack();
      });
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
    return ms;
  };
  const alone = { now: [] as number[], backdated: [] as number[] };
  for (let i = 0; i < RUNS * 2; i++) {
    alone.now.push(await write(null));
    alone.backdated.push(await write(at));
  }
  const during = { now: [] as number[], backdated: [] as number[] };
  const rollUps: number[] = [];
  for (let i = 0; i < RUNS * 2; i++) {
    const backdated = i % 2 === 1;
    await db.query('delete from report_user_day_sums where user_id = 0 and day = $1::date and time_zone = report_time_zone()', [day]);
    const t = performance.now();
    const running = roll(db, new Date()).then(() => performance.now() - t);
    // Wait until the roll-up holds its lock (exclusive, advisory), then write.
    let held = false;
    for (let n = 0; n < 2000 && !held; n++) {
      const { rows } = await db.query(`select 1 from pg_locks where locktype = 'advisory' and mode = 'ExclusiveLock' and granted`);
      held = rows.length > 0;
      if (!held) await sleep(1);
    }
    const ms = held ? await write(backdated ? at : null) : Number.NaN;
    rollUps.push(await running);
    if (held) (backdated ? during.backdated : during.now).push(ms);
  }
  const result = {
    day,
    rollUp: stats(rollUps),
    alone: { now: stats(alone.now), backdated: stats(alone.backdated) },
    during: { now: stats(during.now), backdated: stats(during.backdated) },
    maxDuring: { now: round(Math.max(...during.now)), backdated: round(Math.max(...during.backdated)) },
  };
  log(`lock: ${JSON.stringify(result)}`);
  return result;
}
