/**
 * `npm run pin -- <environment> <remote> <version>` pins a released version in an environment manifest;
 * `npm run pin -- <environment> <remote> --rollback` returns to the previously pinned one. The host reads
 * the manifest at run time: no rebuild, no restart.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import semver from 'semver';
import type { HostSharedInfo } from '@console/contracts';
import { readEnvironment, readJson, readRelease, releaseFolder, unmetSharedRequirements, writeEnvironment } from './manifest.ts';
import { environmentsDir, hostDistDir, releasesDir } from './paths.ts';

export async function releasedVersions(dir: string, name: string): Promise<string[]> {
  const folder = path.join(dir, name);
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && semver.valid(e.name) && existsSync(path.join(folder, e.name, 'release.json')))
    .map((e) => e.name)
    .sort(semver.compare);
}

export async function pinRemote(opts: {
  environment: string;
  name: string;
  version?: string;
  rollback?: boolean;
  environmentsDir: string;
  releasesDir: string;
  hostDistDir: string;
  by?: string;
}): Promise<{ version: string; previous?: string }> {
  const env = await readEnvironment(opts.environmentsDir, opts.environment);
  const current = env.remotes[opts.name];
  let version = opts.version;
  if (opts.rollback) {
    if (!current?.previous) throw new Error(`${opts.name} has no previous version pinned in ${opts.environment}`);
    version = current.previous;
  }
  if (!version) throw new Error('Name a version, or --rollback');
  if (!semver.valid(version)) throw new Error(`Invalid version: ${version}`);

  const available = await releasedVersions(opts.releasesDir, opts.name);
  if (!existsSync(path.join(releaseFolder(opts.releasesDir, opts.name, version), 'release.json'))) {
    throw new Error(`${opts.name}@${version} has not been released. Released versions: ${available.join(', ') || 'none'}`);
  }
  const release = await readRelease(opts.releasesDir, opts.name, version);
  const hostSharedFile = path.join(opts.hostDistDir, 'host-shared.json');
  if (!existsSync(hostSharedFile))
    throw new Error(`No host build at ${opts.hostDistDir}: the release's shared requirements cannot be checked`);
  const problems = unmetSharedRequirements(release, await readJson<HostSharedInfo>(hostSharedFile));
  if (problems.length) throw new Error(`The host cannot run ${opts.name}@${version}:\n  ${problems.join('\n  ')}`);

  const previous = current?.version !== version ? current?.version : current?.previous;
  env.remotes[opts.name] = { version, pinnedAt: new Date().toISOString(), pinnedBy: opts.by, previous };
  await writeEnvironment(opts.environmentsDir, env);
  return { version, previous };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { rollback: { type: 'boolean' } } });
  const [environment, name, version] = positionals;
  if (!environment || !name || (!version && !values.rollback)) {
    console.error('Usage: npm run pin -- <environment> <remote> <version>\n       npm run pin -- <environment> <remote> --rollback');
    process.exit(2);
  }
  pinRemote({
    environment,
    name,
    version,
    rollback: values.rollback,
    environmentsDir: environmentsDir(),
    releasesDir: releasesDir(),
    hostDistDir: hostDistDir(),
    by: process.env.USER,
  })
    .then(({ version: v, previous }) => console.log(`Pinned ${name}@${v} in ${environment}${previous ? ` (previous ${previous})` : ''}`))
    .catch((err: Error) => {
      console.error(`Pin refused: ${err.message}`);
      process.exit(1);
    });
}
