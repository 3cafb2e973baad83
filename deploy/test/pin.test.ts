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
