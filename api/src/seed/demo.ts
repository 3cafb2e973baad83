import type { Db } from '../db/database';
import { hashPassword } from '../core/session/credentials';
import { AREAS } from '../areas';
import { seedBackstageLog } from './backstage-log';
import { seedClientLog } from './client-log';
import { adminCount } from './first-admin';
import { seedPlatformLists } from './platform';
import { Prng } from './prng';
import { DEMO_ACCOUNTS, seedStaff, staffPasswords } from './staff';

export { DEMO_ACCOUNTS, DEMO_TOTP_SECRET } from './staff';

const SEED = 20_260_101;

export interface SeedOptions {
  /** Multiplies the number of log, blacklist and user rows (benchmarks use a larger scale). */
  scale?: number;
  /** The moment the demo history ends; defaults to now. */
  now?: Date;
  /** The areas whose data is seeded, by name (`areas.ts`); every area by default. A test seeds only what it checks. */
  areas?: readonly string[];
}

/**
 * Fills an empty database with the demo data set: roles, the three demo accounts, staff in varied states,
 * IP lists and coins, then each area's data (`Area.seed`, in the order of `areas.ts`), then 60 days of
 * backstage and client logs. Does nothing when an administrator exists. The same seed gives the same data.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if ((await adminCount(db)) > 0) return false;
  const scale = Math.max(1, options.scale ?? 1);
  const now = options.now ?? new Date();
  const prng = new Prng(SEED);

  // Hashing is slow on purpose: done before the transaction so it stays short.
  const demo = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const staff = await Promise.all(staffPasswords(prng).map(hashPassword));

  const seeded = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [73_310_002]);
    if ((await adminCount(tx)) > 0) return false;
    const admins = await seedStaff(tx, { prng, now, hashes: { demo, staff } });
    await seedPlatformLists(tx, { prng, now, scale });
    // An area drawing from the shared generator is listed before the logs, which draw after it.
    for (const area of AREAS) {
      if (!options.areas || options.areas.includes(area.name)) await area.seed?.(tx, { prng, now, scale, seed: SEED });
    }
    await seedBackstageLog(tx, { prng, now, scale, admins });
    await seedClientLog(tx, { prng, now, scale });
    return true;
  });
  // The planner's statistics of the rows just written. PGlite runs no autovacuum: without them every plan of a server
  // on it worked from default estimates (on PostgreSQL, autovacuum gathers them within the first minutes).
  if (seeded) await db.script('analyze');
  return seeded;
}
