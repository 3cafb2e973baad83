/**
 * The browser tests' data folder: `tsx test/browser-data.ts <folder>` fills <folder> with the demo data at the tests'
 * history size, by copying the API tests' seeded PGlite template (`seeded-template.ts`), which it builds when this
 * machine has none for the current migrations and generator. One seed then serves both, where each seeded its own
 * before (about 90 CPU seconds a run).
 *
 * The browser tests' server runs on the real clock, the API tests on a test clock that starts where the data was
 * seeded: a template seeded more than `MAX_AGE_MS` ago is not used here (its newest records would read hours old)
 * and the folder is seeded on its own, as the server does on a fresh folder.
 */
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/startup';
import { seededPgliteTemplate } from './seeded-template';

const MAX_AGE_MS = 3 * 3600_000;

const folder = process.argv[2];
if (!folder) throw new Error('usage: tsx test/browser-data.ts <data folder>');
if (existsSync(folder) && readdirSync(folder).length) throw new Error(`${folder} is not empty`);
// The tests' history size (20,000 futures orders), as the API tests' template holds.
process.env.TRADING_DEMO_HISTORY = 'tests';

const template = await seededPgliteTemplate();
const age = Date.now() - template.info.seededAt;
if (age <= MAX_AGE_MS) {
  cpSync(template.dir, folder, { recursive: true });
  console.log(`The browser tests' data: the seeded template of ${new Date(template.info.seededAt).toISOString()}, copied`);
} else {
  mkdirSync(folder, { recursive: true });
  const db = await openDatabase({ dataDir: folder, url: '' });
  try {
    await prepareDatabase(db, { production: false });
  } finally {
    await db.close();
  }
  console.log(`The browser tests' data: seeded on its own (the template is ${Math.round(age / 60_000)} minutes old)`);
}
