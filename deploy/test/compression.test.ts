import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { MIN_BYTES, precompressFolder } from '../src/precompress.ts';
import { addConsole } from '../src/server.ts';
import { tempTree, writeEnvironment, writeHostShared, writeRelease } from './fixtures.ts';

/** A script big enough to be worth compressing, and different in every file. */
function script(name: string): string {
  return Array.from({ length: 400 }, (_, i) => `export const ${name}${i} = ${JSON.stringify(`${name} text number ${i}`)};`).join('\n');
}

async function serve() {
  const t = tempTree();
  writeEnvironment(t.environmentsDir, { environment: 'development', remotes: { 'content-and-settings': { version: '1.0.0' } } });
  const release = writeRelease(t.releasesDir, 'content-and-settings', '1.0.0');
  writeFileSync(path.join(release, 'remoteEntry.js'), script('entry'));
  writeFileSync(path.join(release, '351.0123456789ab.js'), script('page'));
  writeFileSync(path.join(release, 'tiny.js'), 'export const a = 1;');
  writeHostShared(t.hostDistDir);
  writeFileSync(path.join(t.hostDistDir, 'main.js'), script('main'));
  writeFileSync(path.join(t.hostDistDir, 'shell.0123456789ab.js'), script('shell'));
  writeFileSync(
    path.join(t.hostDistDir, 'logo.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(80)}</svg>`,
  );
  mkdirSync(path.join(t.hostDistDir, 'assets'), { recursive: true });
  await precompressFolder(release);
  await precompressFolder(t.hostDistDir);
  const app = Fastify();
  await addConsole(app, { environment: 'development', production: true, ...t });
  return { app, release, hostDistDir: t.hostDistDir };
}

const DECODE: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (body) => body,
};

test('precompression writes brotli and gzip copies beside text files, and leaves small files alone', async () => {
  const { release } = await serve();
  for (const file of ['remoteEntry.js', '351.0123456789ab.js']) {
    const original = readFileSync(path.join(release, file));
    assert.ok(original.length >= MIN_BYTES);
    assert.deepEqual(brotliDecompressSync(readFileSync(path.join(release, `${file}.br`))), original);
    assert.deepEqual(gunzipSync(readFileSync(path.join(release, `${file}.gz`))), original);
  }
  assert.equal(existsSync(path.join(release, 'tiny.js.br')), false);
  assert.equal(existsSync(path.join(release, 'tiny.js.gz')), false);
});

test('a release file is served in the encoding the browser accepts, decodes to the file, and says so', async () => {
  const { app, release } = await serve();
  const cases: [string | undefined, string][] = [
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ];
  for (const file of ['remoteEntry.js', '351.0123456789ab.js']) {
    const original = readFileSync(path.join(release, file));
    for (const [accept, expected] of cases) {
      const res = await app.inject({
        url: `/remotes/content-and-settings/1.0.0/${file}`,
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      });
      const label = `${file} with ${accept ?? 'no Accept-Encoding'}`;
      assert.equal(res.statusCode, 200, label);
      assert.equal(res.headers['content-encoding'], expected === 'identity' ? undefined : expected, label);
      assert.deepEqual(DECODE[expected]!(res.rawPayload), original, label);
      assert.match(String(res.headers['content-type']), /^(application|text)\/javascript/, label);
      assert.match(String(res.headers.vary), /accept-encoding/i, label);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', label);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', label);
      assert.equal(res.headers['access-control-allow-origin'], '*', label);
    }
  }
});

test('a file too small to compress is sent as it is, still varying on Accept-Encoding', async () => {
  const { app } = await serve();
  const res = await app.inject({ url: '/remotes/content-and-settings/1.0.0/tiny.js', headers: { 'accept-encoding': 'br, gzip' } });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-encoding'], undefined);
  assert.equal(res.body, 'export const a = 1;');
  assert.match(String(res.headers.vary), /accept-encoding/i);
});

test('the host build is served compressed too, with the caching of the file it stands for', async () => {
  const { app, hostDistDir } = await serve();
  const expectations: [string, string, RegExp][] = [
    ['main.js', 'no-cache', /javascript/],
    ['shell.0123456789ab.js', 'public, max-age=31536000, immutable', /javascript/],
    ['logo.svg', 'no-cache', /^image\/svg\+xml/],
  ];
  for (const [file, caching, type] of expectations) {
    const original = readFileSync(path.join(hostDistDir, file));
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app.inject({ url: `/${file}`, headers: { 'accept-encoding': encoding } });
      const label = `${file} as ${encoding}`;
      assert.equal(res.statusCode, 200, label);
      assert.equal(res.headers['content-encoding'], encoding === 'identity' ? undefined : encoding, label);
      assert.deepEqual(DECODE[encoding]!(res.rawPayload), original, label);
      assert.match(String(res.headers['content-type']), type, label);
      assert.equal(res.headers['cache-control'], caching, label);
      assert.match(String(res.headers.vary), /accept-encoding/i, label);
    }
  }
});

test('precompressing again keeps copies newer than their file, and redoes those of a changed file', async () => {
  const { release } = await serve();
  const kept = path.join(release, 'remoteEntry.js.br');
  writeFileSync(kept, 'written after the file');
  const changed = path.join(release, '351.0123456789ab.js');
  const old = readFileSync(`${changed}.gz`);
  // A file changed after its copies were written (mtime later than the copies').
  await new Promise((resolve) => setTimeout(resolve, 20));
  writeFileSync(changed, script('changed'));
  await precompressFolder(release);
  assert.equal(readFileSync(kept, 'utf8'), 'written after the file');
  assert.notDeepEqual(readFileSync(`${changed}.gz`), old);
  assert.deepEqual(gunzipSync(readFileSync(`${changed}.gz`)), readFileSync(changed));
});
