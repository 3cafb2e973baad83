import { readFile, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { scopeOf, type ConsoleManifest, type EnvironmentManifest, type HostSharedInfo, type ReleaseInfo } from '@console/contracts';

const NAME = /^[a-z0-9][a-z0-9-]*$/;
const DEFAULT_URL_TEMPLATE = '/remotes/{name}/{version}/';

export async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

export function environmentFile(dir: string, environment: string): string {
  if (!NAME.test(environment)) throw new Error(`Invalid environment name: ${environment}`);
  return path.join(dir, `${environment}.json`);
}

export async function readEnvironment(dir: string, environment: string): Promise<EnvironmentManifest> {
  return readJson<EnvironmentManifest>(environmentFile(dir, environment));
}

/** Writes atomically, so a server reading the manifest never sees half a file. */
export async function writeEnvironment(dir: string, manifest: EnvironmentManifest): Promise<void> {
  const file = environmentFile(dir, manifest.environment);
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(tmp, file);
}

export function releaseFolder(releasesDir: string, name: string, version: string): string {
  if (!NAME.test(name)) throw new Error(`Invalid remote name: ${name}`);
  if (!semver.valid(version)) throw new Error(`Invalid version: ${version}`);
  return path.join(releasesDir, name, version);
}

export async function readRelease(releasesDir: string, name: string, version: string): Promise<ReleaseInfo> {
  return readJson<ReleaseInfo>(path.join(releaseFolder(releasesDir, name, version), 'release.json'));
}

/**
 * The shared singletons a release needs that the host does not provide in a satisfying version.
 * An empty list means the release can run in this host.
 *
 * The console's own kits (@console/ui, client, contracts) keep version 1.0.0 whatever their sources, so a
 * version range cannot tell a remote built against an older kit from one built against the host's: for them
 * the source hashes both sides recorded at build time must be the same.
 */
export function unmetSharedRequirements(release: ReleaseInfo, host: HostSharedInfo): string[] {
  const problems: string[] = [];
  for (const [pkg, range] of Object.entries(release.shared)) {
    const provided = host.shared[pkg];
    if (!provided) problems.push(`${pkg}: the host does not provide it (needed ${range})`);
    else if (!semver.satisfies(provided, range, { includePrerelease: true })) {
      problems.push(`${pkg}: the host provides ${provided}, the release needs ${range}`);
    } else problems.push(...unmetSources(pkg, release.sharedSources?.[pkg], host.sharedSources?.[pkg]));
  }
  return problems;
}

function unmetSources(pkg: string, built: string | undefined, provided: string | undefined): string[] {
  if (built === provided) return [];
  if (!provided) return [`${pkg}: the host build does not say which sources it provides: build the host again`];
  if (!built) return [`${pkg}: the release does not say which sources it was built against: release it again from the host's sources`];
  return [
    `${pkg}: the release was built against other sources (${built}) than the host provides (${provided}): release it again from the host's sources`,
  ];
}

/** The manifest the host reads at start: the environment's pins with each release's routes and titles. */
export async function composeManifest(opts: {
  environmentsDir: string;
  releasesDir: string;
  environment: string;
  hostVersion: string;
  production: boolean;
  remoteUrlTemplate?: string;
}): Promise<ConsoleManifest> {
  const env = await readEnvironment(opts.environmentsDir, opts.environment);
  const template = opts.remoteUrlTemplate ?? env.remoteUrlTemplate ?? DEFAULT_URL_TEMPLATE;
  const remotes: ConsoleManifest['remotes'] = [];
  for (const [name, pin] of Object.entries(env.remotes)) {
    const url = template.replaceAll('{name}', name).replaceAll('{version}', pin.version);
    try {
      const release = await readRelease(opts.releasesDir, name, pin.version);
      remotes.push({
        name,
        scope: release.scope,
        version: pin.version,
        url,
        entry: release.entry,
        routes: release.routes,
        titles: release.titles,
      });
    } catch (err) {
      remotes.push({
        name,
        scope: scopeOf(name),
        version: pin.version,
        url,
        entry: 'remoteEntry.js',
        routes: [],
        titles: { 'en-US': {}, 'zh-CN': {}, 'zh-TW': {} },
        error: `Release ${name}@${pin.version} is not available: ${(err as Error).message}`,
      });
    }
  }
  return { environment: env.environment, production: opts.production, hostVersion: opts.hostVersion, remotes };
}
