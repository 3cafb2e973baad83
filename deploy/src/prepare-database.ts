/**
 * Brings the console's database to a startable state without starting a server: the migrations, then the demo
 * data (outside production) or the first-administrator check (production), exactly as the server does when it
 * starts (`prepareDatabase`). For a release step that migrates before the servers roll, and for the browser tests,
 * which prepare their data folder while the console is being built rather than while the tests wait.
 * Reads DATABASE_URL or DATA_DIR as the server does.
 */
import { openDatabase, prepareDatabase } from '@console/api';

const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  await prepareDatabase(db, { production: process.env.NODE_ENV === 'production' });
} finally {
  await db.close();
}
