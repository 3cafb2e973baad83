import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { addConsole } from '../src/server.ts';
import { tempTree, writeEnvironment, writeHostShared, writeRelease } from './fixtures.ts';

async function serve(production = false) {
  const t = tempTree();
  writeEnvironment(t.environmentsDir, {
    environment: 'development',
    remotes: { 'content-and-settings': { version: '1.0.0' }, reports: { version: '3.0.0' } },
  });
  writeRelease(t.releasesDir, 'content-and-settings', '1.0.0');
  writeHostShared(t.hostDistDir);
  const app = Fastify();
  await addConsole(app, { environment: 'development', production, ...t });
  return app;
}

test('the manifest carries each pinned release with its routes, and says which cannot be used', async () => {
  const app = await serve();
  const res = await app.inject('/console-manifest.json');
  assert.equal(res.statusCode, 200);
  const m = res.json();
  assert.equal(m.environment, 'development');
  assert.equal(m.production, false);
  const cs = m.remotes.find((r: { name: string }) => r.name === 'content-and-settings');
  assert.equal(cs.url, '/remotes/content-and-settings/1.0.0/');
  assert.equal(cs.routes[0].path, '/backstage-management/white-list');
  const reports = m.remotes.find((r: { name: string }) => r.name === 'reports');
  assert.match(reports.error, /reports@3\.0\.0 is not available/);
  assert.equal(res.headers['cache-control'], 'no-cache');
});

test('releases are served immutable from their versioned address', async () => {
  const app = await serve();
  const res = await app.inject('/remotes/content-and-settings/1.0.0/remoteEntry.js');
  assert.equal(res.statusCode, 200);
  assert.match(res.body, /content-and-settings@1\.0\.0/);
  assert.match(String(res.headers['cache-control']), /immutable/);
  assert.equal((await app.inject('/remotes/content-and-settings/9.9.9/remoteEntry.js')).statusCode, 404);
  assert.equal((await app.inject('/remotes/../host-dist/index.html')).statusCode, 404);
});

test('console pages get the index with a content security policy; hashed assets are immutable', async () => {
  const app = await serve();
  for (const url of ['/', '/login', '/backstage-management/white-list?pageNum=2']) {
    const res = await app.inject(url);
    assert.equal(res.statusCode, 200, url);
    assert.match(res.body, /<div id="root">/);
    assert.match(String(res.headers['content-security-policy']), /script-src 'self'/);
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
  }
  const asset = await app.inject('/main.0123456789abcdef.js');
  assert.match(String(asset.headers['cache-control']), /immutable/);
  const missing = await app.inject('/missing.js');
  assert.equal(missing.statusCode, 404);
});

test('production pages allow no local development servers', async () => {
  const dev = await serve(false);
  const prod = await serve(true);
  assert.match(String((await dev.inject('/login')).headers['content-security-policy']), /localhost/);
  assert.doesNotMatch(String((await prod.inject('/login')).headers['content-security-policy']), /localhost/);
  assert.equal((await prod.inject('/console-manifest.json')).json().production, true);
});
