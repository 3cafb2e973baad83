import { parseArgs } from 'node:util';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { writeBackstageLog } from '../http/audit';
import { clearAccountFailures, clearAddressFailures } from '../core/session/lockout';

/**
 * Lifts the sign-in locks of an administrator (after failed sign-ins, and one set by an administrator),
 * for when nobody who could do it from the console can sign in:
 *   pnpm --filter @console/api exec tsx src/cli/unlock-admin.ts --account NAME [--address IP]
 * `--address` also lifts the wait of a client address slowed down by failed sign-ins. Uses DATABASE_URL
 * when set, else the PGlite folder (`--data-dir` to choose another).
 */
const { values } = parseArgs({
  options: { account: { type: 'string' }, address: { type: 'string' }, 'data-dir': { type: 'string' } },
});
if (!values.account && !values.address) {
  console.error('Usage: unlock-admin.ts --account <name> [--address <ip>]');
  process.exit(2);
}

const db = await openDatabase({ dataDir: values['data-dir'] });
let exitCode = 0;
try {
  await migrate(db);
  if (values.account) {
    const { rows } = await db.query<{ account: string }>(
      `update admins set locked = 0, locked_until = null, login_failure = 0, update_date = now()
        where lower(account) = lower($1) returning account`,
      [values.account],
    );
    await clearAccountFailures(db, values.account);
    if (rows.length) console.log(`Administrator "${rows[0].account}" unlocked: it can sign in again.`);
    else {
      console.error(`No administrator "${values.account}" (its failed sign-ins were cleared all the same).`);
      exitCode = 1;
    }
  }
  if (values.address) {
    await clearAddressFailures(db, values.address);
    console.log(`Sign-ins from ${values.address} are no longer slowed down.`);
  }
  // A change to staff, so it is in the backstage log like one made from the console.
  await writeBackstageLog(db, {
    logName: 'Unlock administrator (command line)',
    apiType: 'CLI',
    apiUrl: 'unlock-admin',
    reqLog: JSON.stringify({ account: values.account ?? null, address: values.address ?? null }),
    resLog: JSON.stringify({ code: exitCode === 0 ? 1 : 0 }),
    resTime: 0,
    opId: null,
    opName: 'command line',
    loginIp: null,
    loginArea: null,
    result: exitCode === 0 ? 1 : 0,
    createDate: new Date(),
  });
} catch (error) {
  console.error((error as Error).message);
  exitCode = 1;
} finally {
  await db.close();
}
process.exit(exitCode);
