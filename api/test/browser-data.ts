/**
 * The browser tests' data folder: `tsx test/browser-data.ts <folder>` fills <folder> with the demo data at the tests'
 * history size, by copying the API tests' seeded PGlite template (`seeded-template.ts`), which it builds when this
 * machine has none for the current migrations and generator. One seed then serves both, where each seeded its own
 * before (about 90 CPU seconds a run).
 *
 * The browser tests' server runs on the real clock, the API tests on a test clock that starts where the data was
 * seeded: a template seeded more than `MAX_AGE_MS` ago (its newest records would read hours old) is seeded again,
 * and the new one replaces it for the API tests and the next runs too.
 */
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { seededPgliteTemplate } from './seeded-template';

const MAX_AGE_MS = 3 * 3600_000;

const folder = process.argv[2];
if (!folder) throw new Error('usage: tsx test/browser-data.ts <data folder>');
if (existsSync(folder) && readdirSync(folder).length) throw new Error(`${folder} is not empty`);
// The tests' history size (20,000 futures orders), as the API tests' template holds.
process.env.TRADING_DEMO_HISTORY = 'tests';

const template = await seededPgliteTemplate({ maxAgeMs: MAX_AGE_MS });
cpSync(template.dir, folder, { recursive: true });
console.log(`The browser tests' data: the seeded template of ${new Date(template.info.seededAt).toISOString()}, copied`);
