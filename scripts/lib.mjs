// Helpers of the project's own commands. Plain Node, no dependencies: they run before anything is installed.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).config.pnpm;
const localPnpm = path.join(root, '.tools', 'node_modules', '.bin', 'pnpm');

export function log(msg) {
  console.log(`\x1b[36m›\x1b[0m ${msg}`);
}

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts, env: { ...process.env, ...opts.env } });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

export function mustRun(cmd, args, opts) {
  const status = run(cmd, args, opts);
  if (status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${status}`);
}

function works(cmd) {
  const r = spawnSync(cmd, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** pnpm of the pinned major: the one on PATH if it fits, else a copy installed into .tools/ with npm. */
export function ensurePnpm() {
  const onPath = works('pnpm');
  if (onPath && onPath.split('.')[0] === PNPM_VERSION.split('.')[0]) return 'pnpm';
  if (works(localPnpm) !== PNPM_VERSION) {
    log(`Installing pnpm ${PNPM_VERSION} into .tools/`);
    mkdirSync(path.join(root, '.tools'), { recursive: true });
    mustRun('npm', [
      'install',
      '--prefix',
      path.join(root, '.tools'),
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `pnpm@${PNPM_VERSION}`,
    ]);
  }
  // Child processes (package scripts that call pnpm) find the same one.
  process.env.PATH = `${path.dirname(localPnpm)}${path.delimiter}${process.env.PATH}`;
  return localPnpm;
}

export function installDependencies(pnpm) {
  log('Installing dependencies (pnpm install --frozen-lockfile)');
  mustRun(pnpm, ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent']);
}

/** Every file below `dir`, leaving out installed packages, builds and hidden folders. */
export function* filesUnder(dir) {
  if (!existsSync(dir)) return;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* filesUnder(p);
    else yield p;
  }
}

/** A hash of the sources a build reads, so an unchanged tree is not built again. */
export function sourceHash(dirs) {
  const h = createHash('sha256');
  for (const d of dirs) {
    for (const f of [...filesUnder(path.join(root, d))].sort()) {
      if (f.includes(`${path.sep}test`) || /\.test\.tsx?$/.test(f)) continue;
      h.update(path.relative(root, f));
      h.update(readFileSync(f));
    }
  }
  h.update(readFileSync(path.join(root, 'pnpm-lock.yaml')));
  return h.digest('hex').slice(0, 16);
}

const SHARED_SOURCES = ['shared/contracts', 'shared/client', 'shared/ui', 'shared/federation', 'shared/area-kit'];

/**
 * Builds kept between checkouts of this machine for the test suite (`cache` of the functions below; `npm start` and
 * `npm run release` always build). A build is kept under the hash of everything it reads: its sources, the shared
 * packages, the lockfile, the release and compression code, Node's version and the brotli quality. A checkout whose
 * sources are the same as one built before, a fresh clone of the same commit say, copies the build instead of making
 * it again: the nine webpack builds were about 100 CPU seconds of every run. The newest builds are kept, the rest removed.
 */
const BUILD_CACHE = path.join(os.tmpdir(), 'console-build-cache');
const BUILDS_KEPT = 40;

/** What every build of the suite reads besides its sources: the release code, this file, Node, the brotli quality. */
let toolsHash;

function buildKey(label, sourcesHash) {
  toolsHash ??= createHash('sha256')
    .update(sourceHash(['deploy/src']))
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(`${process.version} ${process.env.BROTLI_QUALITY ?? ''}`)
    .digest('hex');
  const h = createHash('sha256').update(sourcesHash).update(toolsHash);
  return `${label.replace(/[^\w.@-]/g, '_')}-${h.digest('hex').slice(0, 16)}`;
}

/** Fills `output` by `build()`, or from the copy kept of the same build; keeps a copy of a new one. */
function cachedBuild(label, sourcesHash, output, build) {
  const kept = path.join(BUILD_CACHE, buildKey(label, sourcesHash));
  if (existsSync(path.join(kept, '.complete'))) {
    log(`${label}: the build of these sources kept on this machine, copied`);
    rmSync(output, { recursive: true, force: true });
    cpSync(kept, output, { recursive: true, filter: (file) => path.basename(file) !== '.complete' });
    return;
  }
  build();
  const staging = `${kept}.${process.pid}.partial`;
  try {
    rmSync(staging, { recursive: true, force: true });
    cpSync(output, staging, { recursive: true });
    writeFileSync(path.join(staging, '.complete'), '');
    renameSync(staging, kept);
  } catch {
    // Another run kept the same build meanwhile, or the disk is full: the build itself is done.
    rmSync(staging, { recursive: true, force: true });
  }
  const entries = readdirSync(BUILD_CACHE)
    .filter((name) => !name.endsWith('.partial'))
    .map((name) => ({ name, at: statSync(path.join(BUILD_CACHE, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of entries.slice(BUILDS_KEPT)) rmSync(path.join(BUILD_CACHE, old.name), { recursive: true, force: true });
}

/** Builds the host when its sources changed since the last build. */
export function buildHostIfStale(pnpm, { cache = false } = {}) {
  const dist = path.join(root, 'host', 'dist');
  const stamp = path.join(dist, '.source-hash');
  const hash = sourceHash(['host', ...SHARED_SOURCES]);
  if (existsSync(path.join(dist, 'index.html')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  const build = () => {
    log('Building the host');
    mustRun(pnpm, ['--filter', '@console/host', 'run', 'build'], { env: { NODE_ENV: 'production' } });
  };
  if (cache) cachedBuild('host', hash, dist, build);
  else build();
  writeFileSync(stamp, hash);
  return true;
}

/** Releases `name` at `version` into `releasesDir` with the release command. */
function release(pnpm, { name, version, releasesDir }) {
  mustRun(pnpm, ['--filter', '@console/deploy', 'exec', 'tsx', 'src/release.ts', name, '--version', version], {
    env: { RELEASES_DIR: releasesDir },
  });
}

/** `release` for the test suite: the build kept for these sources (see above) when there is one. */
export function releaseRemoteCached(pnpm, { name, version, releasesDir, hash = sourceHash([`remotes/${name}`, ...SHARED_SOURCES]) }) {
  cachedBuild(`${name}@${version}`, hash, path.join(releasesDir, name, version), () => release(pnpm, { name, version, releasesDir }));
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Releases each remote pinned in an environment whose pinned version is the remote's own package version
 * and is not released yet (a fresh checkout). Pins of other versions must be released by ops.
 * A release this command made itself from the working tree (marked with `.source-hash`) is made again when
 * the sources changed, so a developer never runs stale code; releases made with `npm run release` are
 * never touched.
 */
export function releasePinnedRemotes(pnpm, { environmentsDir, releasesDir, environment, cache = false }) {
  const manifest = readJson(path.join(environmentsDir, `${environment}.json`));
  for (const [name, pin] of Object.entries(manifest.remotes)) {
    const folder = path.join(releasesDir, name, pin.version);
    const pkgFile = path.join(root, 'remotes', name, 'package.json');
    const hash = existsSync(pkgFile) ? sourceHash([`remotes/${name}`, ...SHARED_SOURCES]) : null;
    const stamp = path.join(folder, '.source-hash');
    if (existsSync(path.join(folder, 'release.json'))) {
      if (!existsSync(stamp) || readFileSync(stamp, 'utf8') === hash) continue;
      log(`${name}@${pin.version} was released from older sources of this checkout: releasing it again`);
      rmSync(folder, { recursive: true, force: true });
    }
    if (!hash) {
      console.warn(`! ${name}@${pin.version} is pinned but there is no remotes/${name}: its area will show as unavailable`);
      continue;
    }
    if (readJson(pkgFile).version !== pin.version) {
      console.warn(
        `! ${name}@${pin.version} is pinned but not released: run \`npm run release -- ${name}\` for its current version, or pin a released one`,
      );
      continue;
    }
    log(`Releasing ${name}@${pin.version}`);
    if (cache) releaseRemoteCached(pnpm, { name, version: pin.version, releasesDir, hash });
    else release(pnpm, { name, version: pin.version, releasesDir });
    writeFileSync(stamp, hash);
  }
}
