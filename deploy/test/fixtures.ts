import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EnvironmentManifest, HostSharedInfo, ReleaseInfo } from '@console/contracts';

const trees = new Set<string>();

/** A tree of environments, releases and a host build in the machine's temporary folder, removed when the test process ends. */
export function tempTree() {
  if (trees.size === 0)
    process.once('exit', () => {
      for (const dir of trees) rmSync(dir, { recursive: true, force: true });
    });
  const root = mkdtempSync(path.join(os.tmpdir(), 'deploy-test-'));
  trees.add(root);
  const environmentsDir = path.join(root, 'environments');
  const releasesDir = path.join(root, 'releases');
  const hostDistDir = path.join(root, 'host-dist');
  for (const d of [environmentsDir, releasesDir, hostDistDir]) mkdirSync(d, { recursive: true });
  return { root, environmentsDir, releasesDir, hostDistDir };
}

export function writeRelease(
  releasesDir: string,
  name: string,
  version: string,
  shared: Record<string, string> = { react: '^19.3.0' },
  sharedSources?: Record<string, string>,
) {
  const dir = path.join(releasesDir, name, version);
  mkdirSync(dir, { recursive: true });
  const info: ReleaseInfo = {
    name,
    scope: name.replace(/-/g, '_'),
    version,
    builtAt: '2026-11-01T00:00:00.000Z',
    commit: null,
    entry: 'remoteEntry.js',
    shared,
    sharedSources,
    routes: [
      {
        id: 'white-list',
        path: '/backstage-management/white-list',
        permission: 'ipWhitelist.list',
        titleKey: 'routes.whiteList',
        menu: { section: 'backstageManagement', order: 20 },
      },
    ],
    titles: {
      'en-US': { 'routes.whiteList': 'IP whitelist' },
      'zh-CN': { 'routes.whiteList': 'IP 白名单' },
      'zh-TW': { 'routes.whiteList': 'IP 白名單' },
    },
  };
  writeFileSync(path.join(dir, 'release.json'), JSON.stringify(info));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${name}@${version} */`);
  return dir;
}

export function writeEnvironment(environmentsDir: string, manifest: EnvironmentManifest) {
  writeFileSync(path.join(environmentsDir, `${manifest.environment}.json`), JSON.stringify(manifest));
}

export function writeHostShared(
  hostDistDir: string,
  shared: Record<string, string> = { react: '19.3.1' },
  sharedSources?: Record<string, string>,
) {
  const info: HostSharedInfo = { version: '1.0.0', shared, sharedSources };
  writeFileSync(path.join(hostDistDir, 'host-shared.json'), JSON.stringify(info));
  writeFileSync(path.join(hostDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(hostDistDir, 'main.0123456789abcdef.js'), 'console.log(1)');
}
