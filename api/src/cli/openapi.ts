import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { REPO_ROOT } from '../paths';

/**
 * Writes the OpenAPI 3.1 document of the manager API as production serves it (no development routes), for
 * clients: `npm run openapi` (to `api/openapi.json`), or `... openapi.ts <file>`. The app is made ready on an
 * empty, migrated database that is thrown away afterwards, and never listens.
 */
const target = resolve(process.argv[2] ?? join(REPO_ROOT, 'api', 'openapi.json'));
const dataDir = mkdtempSync(join(tmpdir(), 'console-openapi-'));
const db = await openDatabase({ dataDir });
try {
  await migrate(db);
  const app = await buildApp({ db, production: true, docs: true });
  await app.ready();
  writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
  console.log(`OpenAPI document of ${app.routeTable.length} routes written to ${target}`);
  await app.close();
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
