/**
 * `npm run release -- <remote> [--version X.Y.Z]`: builds a remote and stores it, immutable, under
 * releases/<remote>/<version>/, with brotli and gzip copies of its text files beside them (precompress.ts).
 * A version that is already released is refused: publish a new one instead.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ReleaseInfo } from '@console/contracts';
import { releaseFolder, readJson } from './manifest.ts';
import { describe, precompressFolder } from './precompress.ts';
import { releasesDir, remoteSourceDir } from './paths.ts';
import { parseArgs } from 'node:util';

export async function releaseRemote(
  name: string,
  opts: { version?: string; releasesDir: string; log?: (s: string) => void },
): Promise<string> {
  const log = opts.log ?? console.log;
  const source = remoteSourceDir(name);
  if (!existsSync(path.join(source, 'package.json'))) throw new Error(`No remote named ${name} in remotes/`);
  const pkg = JSON.parse(await readFile(path.join(source, 'package.json'), 'utf8')) as { name: string; version: string };
  const version = opts.version ?? pkg.version;
  const target = releaseFolder(opts.releasesDir, name, version);
  if (existsSync(target)) throw new Error(`${name}@${version} is already released at ${target}; releases are immutable, bump the version`);

  log(`Building ${name}@${version} ...`);
  const built = spawnSync('pnpm', ['--filter', pkg.name, 'run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, RELEASE_VERSION: version, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error(`The build of ${name} failed`);
  const info = await readJson<ReleaseInfo>(path.join(source, 'dist', 'release.json'));
  if (info.version !== version) throw new Error(`The build wrote version ${info.version}, expected ${version}`);

  await mkdir(path.dirname(target), { recursive: true });
  const staging = `${target}.partial`;
  await rm(staging, { recursive: true, force: true });
  await cp(path.join(source, 'dist'), staging, { recursive: true });
  // Compressed once here, so no server compresses a release on every request.
  log(`Compressed ${name}@${version}: ${describe(await precompressFolder(staging))}`);
  await cp(staging, target, { recursive: true });
  await rm(staging, { recursive: true, force: true });
  log(`Released ${name}@${version} to ${target}`);
  return target;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { version: { type: 'string' } } });
  const name = positionals[0];
  if (!name) {
    console.error('Usage: npm run release -- <remote> [--version X.Y.Z]');
    process.exit(2);
  }
  releaseRemote(name, { version: values.version, releasesDir: releasesDir() }).catch((err: Error) => {
    console.error(`Release refused: ${err.message}`);
    process.exit(1);
  });
}
