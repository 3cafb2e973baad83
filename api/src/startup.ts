import type { Db } from './db/database';
import { migrate } from './db/migrate';
import { seedDemo } from './seed/demo';
import { ensureFirstAdmin, startupCheck } from './seed/first-admin';

export interface PrepareOptions {
  production: boolean;
  /** The operator-supplied first administrator (production); defaults to env CONSOLE_ADMIN_ACCOUNT/CONSOLE_ADMIN_PASSWORD. */
  firstAdmin?: { account: string; password: string };
  log?: (line: string) => void;
}

/**
 * Brings a database to a startable state: migrations, then demo data (development) or the first
 * administrator (production, never demo data). Throws in production when no administrator exists.
 */
export async function prepareDatabase(db: Db, opts: PrepareOptions): Promise<void> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const applied = await migrate(db);
  if (applied.length) log(`Database migrated: ${applied.join(', ')}`);
  if (!opts.production) {
    if (await seedDemo(db)) log('Demo data created (accounts admin, auditor, finance; see README).');
    return;
  }
  const account = opts.firstAdmin?.account ?? process.env.CONSOLE_ADMIN_ACCOUNT;
  const password = opts.firstAdmin?.password ?? process.env.CONSOLE_ADMIN_PASSWORD;
  if (account && password) {
    const result = await ensureFirstAdmin(db, { account, password });
    if (result.created) {
      log(`First administrator "${result.account}" created. Authenticator secret (shown once): ${result.secret}`);
      log(`Provisioning URI (shown once): ${result.otpauthUri}`);
    }
  }
  await startupCheck({ production: true, db });
}
