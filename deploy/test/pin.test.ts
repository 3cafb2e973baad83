import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pinRemote } from '../src/pin.ts';
import { tempTree, writeEnvironment, writeHostShared, writeRelease } from './fixtures.ts';

function setup() {
  const t = tempTree();
  writeEnvironment(t.environmentsDir, { environment: 'staging', remotes: { 'content-and-settings': { version: '1.0.0' } } });
  writeRelease(t.releasesDir, 'content-and-settings', '1.0.0');
  writeRelease(t.releasesDir, 'content-and-settings', '1.1.0');
  writeRelease(t.releasesDir, 'content-and-settings', '2.0.0', { react: '^20.0.0' });
  writeHostShared(t.hostDistDir);
  const pinned = () => JSON.parse(readFileSync(path.join(t.environmentsDir, 'staging.json'), 'utf8')).remotes['content-and-settings'];
  return {
    ...t,
    pinned,
    pin: (version?: string, rollback = false) =>
      pinRemote({ environment: 'staging', name: 'content-and-settings', version, rollback, ...t }),
  };
}

test('pins a released version and rolls back to the previous one', async () => {
  const s = setup();
  await s.pin('1.1.0');
  assert.equal(s.pinned().version, '1.1.0');
  assert.equal(s.pinned().previous, '1.0.0');
  await s.pin(undefined, true);
  assert.equal(s.pinned().version, '1.0.0');
});

test('refuses a version that was never released and leaves the manifest as it was', async () => {
  const s = setup();
  await assert.rejects(s.pin('1.2.0'), /has not been released. Released versions: 1\.0\.0, 1\.1\.0, 2\.0\.0/);
  assert.equal(s.pinned().version, '1.0.0');
});

test('refuses a release whose shared requirements the host cannot meet', async () => {
  const s = setup();
  await assert.rejects(s.pin('2.0.0'), /react: the host provides 19\.3\.1, the release needs \^20\.0\.0/);
  assert.equal(s.pinned().version, '1.0.0');
});

test('refuses a rollback with nothing to roll back to, and malformed versions', async () => {
  const s = setup();
  await assert.rejects(s.pin(undefined, true), /no previous version/);
  await assert.rejects(s.pin('../../etc'), /Invalid version/);
});

test("refuses a release built against other sources of the console's own kits than the host provides", async () => {
  const s = setup();
  const kits = { react: '^19.3.0', '@console/ui': '^1.0.0', '@console/client': '^1.0.0' };
  const host = { react: '19.3.1', '@console/ui': '1.0.0', '@console/client': '1.0.0' };
  writeHostShared(s.hostDistDir, host, { '@console/ui': 'sha256-new-ui', '@console/client': 'sha256-client' });
  // Both say 1.0.0 of @console/ui, but the release was built before the kit changed: only the hashes tell.
  writeRelease(s.releasesDir, 'content-and-settings', '1.2.0', kits, {
    '@console/ui': 'sha256-old-ui',
    '@console/client': 'sha256-client',
  });
  writeRelease(s.releasesDir, 'content-and-settings', '1.3.0', kits, {
    '@console/ui': 'sha256-new-ui',
    '@console/client': 'sha256-client',
  });
  writeRelease(s.releasesDir, 'content-and-settings', '1.4.0', kits);

  await assert.rejects(
    s.pin('1.2.0'),
    /@console\/ui: the release was built against other sources \(sha256-old-ui\) than the host provides \(sha256-new-ui\)/,
  );
  assert.equal(s.pinned().version, '1.0.0');
  await assert.rejects(s.pin('1.4.0'), /@console\/ui: the release does not say which sources it was built against/);
  assert.equal(s.pinned().version, '1.0.0');
  await s.pin('1.3.0');
  assert.equal(s.pinned().version, '1.3.0');
});

test('refuses a release that records its kit sources when the host build does not', async () => {
  const s = setup();
  writeRelease(s.releasesDir, 'content-and-settings', '1.2.0', { '@console/ui': '^1.0.0' }, { '@console/ui': 'sha256-ui' });
  writeHostShared(s.hostDistDir, { '@console/ui': '1.0.0' });
  await assert.rejects(s.pin('1.2.0'), /@console\/ui: the host build does not say which sources it provides: build the host again/);
});
