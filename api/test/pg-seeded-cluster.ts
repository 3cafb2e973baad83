import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findPgBin, startThrowawayCluster, type ThrowawayCluster } from './pg-cluster';
import { removeOldKeptFolders, type SeededTemplate, seedFingerprint, templateInfoFile } from './seeded-template';

const KEPT_PREFIX = 'console-pg-seeded-';

/**
 * The PostgreSQL run's cluster with the seeded template database already in it. The data folder of a cluster whose
 * template was seeded is kept in the machine's temporary folder, per seed fingerprint (the migrations, the demo
 * generator and the day, as for the PGlite template) and PostgreSQL version; a run starts its server on a copy of
 * it. Seeding the template cost each run about 47 CPU seconds (16 in Node, 31 in the server) and `initdb` a few
 * more. Without a kept folder the cluster starts empty, the template is seeded, and the stopped cluster's data
 * folder is kept for the next run.
 */
export async function startSeededCluster(): Promise<ThrowawayCluster> {
  // The template the test files look for: seeded at the tests' history size, which they take as they run under the
  // test runner and this process takes only when told (`historySize`).
  const chosen = process.env.TRADING_DEMO_HISTORY;
  process.env.TRADING_DEMO_HISTORY = 'tests';
  try {
    return await startCluster();
  } finally {
    if (chosen === undefined) delete process.env.TRADING_DEMO_HISTORY;
    else process.env.TRADING_DEMO_HISTORY = chosen;
  }
}

async function startCluster(): Promise<ThrowawayCluster> {
  const version = spawnSync(findPgBin('pg_ctl') ?? 'pg_ctl', ['--version'], { encoding: 'utf8' }).stdout.trim();
  const key = createHash('sha256').update(seedFingerprint()).update(version).digest('hex').slice(0, 16);
  const kept = join(tmpdir(), `${KEPT_PREFIX}${key}`);
  if (existsSync(join(kept, 'seeded.json'))) {
    const cluster = await startThrowawayCluster({ copyOf: join(kept, 'data') });
    writeFileSync(templateInfoFile(cluster.url), readFileSync(join(kept, 'seeded.json')));
    return cluster;
  }
  const cluster = await startThrowawayCluster();
  try {
    // The helpers bring the whole API: loaded only when there is a template to seed.
    const { seededServerTemplate } = await import('./helpers');
    const { info } = await seededServerTemplate(cluster.url);
    keep(cluster, kept, info);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}

/** Keeps the cluster's data folder as `kept` (made aside, then renamed: another run may be keeping the same one). */
function keep(cluster: ThrowawayCluster, kept: string, info: SeededTemplate): void {
  removeOldKeptFolders(KEPT_PREFIX, kept);
  const building = mkdtempSync(`${kept}-building-`);
  try {
    cluster.keepDataFolder(join(building, 'data'));
    writeFileSync(join(building, 'seeded.json'), JSON.stringify(info));
    renameSync(building, kept);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
}
