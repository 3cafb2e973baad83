import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { ensureFirstAdmin } from '../seed/first-admin';

/**
 * Creates the first administrator (Super administrator role, every permission) and prints its
 * authenticator secret once:
 *   pnpm --filter @console/api exec tsx src/cli/create-admin.ts --account NAME --password PASSWORD
 * or with env CONSOLE_ADMIN_ACCOUNT / CONSOLE_ADMIN_PASSWORD. Uses DATABASE_URL when set, else the
 * PGlite folder (`--data-dir` to choose another).
 */
const { values } = parseArgs({
  options: { account: { type: 'string' }, password: { type: 'string' }, 'data-dir': { type: 'string' } },
});
const account = values.account ?? process.env.CONSOLE_ADMIN_ACCOUNT;
const password = values.password ?? process.env.CONSOLE_ADMIN_PASSWORD;
if (!account || !password) {
  console.error('Usage: create-admin.ts --account <name> --password <password>  (or env CONSOLE_ADMIN_ACCOUNT, CONSOLE_ADMIN_PASSWORD)');
  process.exit(2);
}

const db = await openDatabase({ dataDir: values['data-dir'] });
let exitCode = 0;
try {
  await migrate(db);
  const result = await ensureFirstAdmin(db, { account, password });
  if (result.created) {
    console.log(`Administrator "${result.account}" created with the Super administrator role.`);
    console.log(`Authenticator secret (shown once, add it to an authenticator app): ${result.secret}`);
    console.log(`Provisioning URI (shown once): ${result.otpauthUri}`);
  } else {
    console.error('An administrator already exists: sign in and add administrators from the console.');
    exitCode = 1;
  }
} catch (error) {
  console.error((error as Error).message);
  exitCode = 1;
} finally {
  await db.close();
}
process.exit(exitCode);
