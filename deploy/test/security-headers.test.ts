import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { addSecurityHeaders } from '../src/security-headers.ts';
import { addConsole } from '../src/server.ts';
import { tempTree, writeEnvironment, writeHostShared, writeRelease } from './fixtures.ts';

/** Built as main.ts and host-server.ts build it: the API (here a stand-in answering without headers) first. */
async function consoleServer() {
  const t = tempTree();
  writeEnvironment(t.environmentsDir, { environment: 'development', remotes: { 'content-and-settings': { version: '1.0.0' } } });
  writeRelease(t.releasesDir, 'content-and-settings', '1.0.0');
  writeHostShared(t.hostDistDir);
  const app = Fastify();
  await app.register(
    async (api) => {
      api.get('/plain', async () => ({ code: 1 }));
    },
    { prefix: '/api' },
  );
  addSecurityHeaders(app);
  await addConsole(app, { environment: 'development', production: false, ...t });
  return app;
}

test('every answer of the console server carries the security headers, 404s and unknown API paths included', async () => {
  const app = await consoleServer();
  for (const url of [
    '/missing.js',
    '/api/no/such/call',
    '/api',
    '/console-manifest.json',
    '/remotes/content-and-settings/1.0.0/remoteEntry.js',
    '/remotes/nothing/1.0.0/x.js',
    '/login',
    '/',
  ]) {
    const res = await app.inject(url);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    assert.ok(res.headers['content-security-policy'], url);
    assert.ok(res.headers['strict-transport-security'], url);
    assert.ok(res.headers['x-frame-options'], url);
    assert.ok(res.headers['referrer-policy'], url);
    assert.ok(res.headers['cross-origin-resource-policy'], url);
  }
  // A page keeps its own policy; releases stay loadable by other origins.
  assert.match(String((await app.inject('/login')).headers['content-security-policy']), /script-src 'self'/);
  assert.equal(
    (await app.inject('/remotes/content-and-settings/1.0.0/remoteEntry.js')).headers['cross-origin-resource-policy'],
    'cross-origin',
  );
  await app.close();
});
