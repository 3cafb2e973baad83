import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { seedDemo } from '../src/seed/demo';
import { historySize } from '../src/modules/trading/seed/history';

/**
 * The seeded PGlite template: made once per change of the migrations or the demo-data generator (and per day), in
 * the machine's temporary folder, and copied by every API test file on PGlite and by the browser tests' server
 * (`browser-data.ts`), so one run of `npm test` seeds it at most once.
 */

/**
 * A freshly initialised PGlite folder, kept between runs: copying it is three times faster than
 * initialising a new cluster for every test file.
 */
export async function pgliteTemplate(): Promise<string> {
  const version = JSON.parse(readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')).version;
  const template = join(tmpdir(), `console-api-pglite-${version}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(join(tmpdir(), 'console-api-pglite-building-'));
    const db = await openDatabase({ dataDir: building, url: '' });
    await db.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another run made it first
    }
  }
  return template;
}

/**
 * What the seeded template depends on: the migrations and the demo-data generator. A change of either
 * makes a new template.
 */
export function seedFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else hash.update(name).update(readFileSync(file));
    }
  };
  walk(fileURLToPath(new URL('../src/db/migrations', import.meta.url)));
  walk(fileURLToPath(new URL('../src/seed', import.meta.url)));
  // Each area's seed lives in its folder (`modules/<area>/seed`, called from its `index.ts`), in the order of `areas.ts`.
  const modules = fileURLToPath(new URL('../src/modules', import.meta.url));
  for (const area of readdirSync(modules).sort()) {
    if (existsSync(join(modules, area, 'seed'))) walk(join(modules, area, 'seed'));
    if (existsSync(join(modules, area, 'index.ts'))) hash.update(readFileSync(join(modules, area, 'index.ts')));
  }
  hash.update(readFileSync(fileURLToPath(new URL('../src/areas.ts', import.meta.url))));
  // The demo roles are made of the permission catalogue's ids and kinds.
  hash.update(readFileSync(fileURLToPath(new URL('../../shared/contracts/src/permissions.ts', import.meta.url))));
  walk(fileURLToPath(new URL('../../shared/contracts/src/permissions', import.meta.url)));
  // The history's size follows the process (the test runner's or a script's, `historySize`): a template a script
  // seeded at the demo server's size must not serve the tests.
  hash.update(JSON.stringify(historySize()));
  hash.update(FINISH_TEMPLATE);
  // A new template each day keeps the test clock (which starts where the data was seeded) near real time.
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/**
 * What a seeded template gets once seeded, on either database: its tables and indexes written anew without the space
 * the seed's updates left (every wallet and order is updated several times: about 88 MB became 57), which every test
 * file's copy of it then copies, and its rows frozen and analysed.
 */
export const FINISH_TEMPLATE = 'vacuum (full, freeze, analyze)';

export interface SeededTemplate {
  /** The moment the demo data was generated for: the test clock starts there. */
  seededAt: number;
}

/** A builder that started this long ago and has not finished is taken to have died: another takes over. */
const BUILD_STALE_MS = 20 * 60_000;

/**
 * A migrated and demo-seeded PGlite folder, made once per change of the migrations or the generator and
 * copied for each test file: seeding takes seconds, copying a fraction of one. The browser tests' preparation and the
 * API tests' PGlite run ask for it at about the same time: the first takes a lock folder and builds, the other
 * waits for the template rather than seeding a second copy.
 *
 * `maxAgeMs`: a template seeded longer ago than that is seeded again and replaces the kept one (the browser tests run
 * on the real clock, and their data must be recent). The API tests take any age: their clock starts where it was
 * seeded. A run of `npm test` asks for a recent one in its browser tests' build, before its PGlite run copies it.
 */
export async function seededPgliteTemplate({ maxAgeMs = Number.POSITIVE_INFINITY } = {}): Promise<{
  dir: string;
  info: SeededTemplate;
}> {
  const dir = join(tmpdir(), `console-api-pglite-seeded-${seedFingerprint()}`);
  const lock = `${dir}.lock`;
  const info = (): SeededTemplate | null =>
    existsSync(dir) ? (JSON.parse(readFileSync(join(dir, 'seeded.json'), 'utf8')) as SeededTemplate) : null;
  const usable = () => {
    const found = info();
    return found !== null && Date.now() - found.seededAt <= maxAgeMs;
  };
  while (!usable()) {
    if (lockAge(lock) > BUILD_STALE_MS) rmSync(lock, { recursive: true, force: true });
    try {
      mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 500)); // another process is building it
      continue;
    }
    try {
      if (!usable()) await buildSeededTemplate(dir);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return { dir, info: info() as SeededTemplate };
}

/** How long ago the lock folder was made; 0 when there is none (or it went meanwhile). */
function lockAge(lock: string): number {
  try {
    return Date.now() - statSync(lock).mtimeMs;
  } catch {
    return 0;
  }
}

/** The seeded template database's name on a PostgreSQL server. */
export function seededTemplateName(): string {
  return `console_seeded_${seedFingerprint()}`;
}

/** Where the moment the server's seeded template was seeded for is kept (beside it, per server port). */
export function templateInfoFile(serverUrl: string): string {
  return join(tmpdir(), `${seededTemplateName()}_${new URL(serverUrl).port}.json`);
}

/**
 * Removes the folders of the temporary folder whose names start with `prefix`, but `keep`, a day after they were made:
 * kept templates of other fingerprints (other sources, or other days), and what a run that died left half made.
 */
export function removeOldKeptFolders(prefix: string, keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    const other = join(tmpdir(), name);
    if (name.startsWith(prefix) && other !== keep && Date.now() - statSync(other).mtimeMs > 24 * 3600_000) {
      rmSync(other, { recursive: true, force: true });
    }
  }
}

async function buildSeededTemplate(dir: string): Promise<void> {
  removeOldKeptFolders('console-api-pglite-seeded-', dir);
  const building = mkdtempSync(join(tmpdir(), 'console-api-pglite-seeding-'));
  cpSync(await pgliteTemplate(), building, { recursive: true });
  const db = await openDatabase({ dataDir: building, url: '' });
  const seededAt = Date.now();
  await migrate(db);
  await seedDemo(db, { now: new Date(seededAt) });
  await db.script(FINISH_TEMPLATE);
  await db.close();
  writeFileSync(join(building, 'seeded.json'), JSON.stringify({ seededAt } satisfies SeededTemplate));
  // An old template (too old for the browser tests) goes aside first: a folder cannot be renamed over another.
  if (existsSync(dir)) {
    const old = mkdtempSync(`${dir}-old-`);
    renameSync(dir, join(old, 'template'));
    renameSync(building, dir);
    rmSync(old, { recursive: true, force: true });
  } else renameSync(building, dir);
}
