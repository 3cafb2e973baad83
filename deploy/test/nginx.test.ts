/**
 * The compose deployment's nginx configuration (deploy/nginx): each remote service sends the gzip copies
 * written at release, and the gateway in front passes them on. Docker cannot run here, so when an nginx
 * binary is installed the two configurations are run as they are, in one nginx, with the service names
 * pointed at it; without nginx only what the files say is checked.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { get, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { after, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { precompressFolder } from '../src/precompress.ts';
import { repoRoot } from '../src/paths.ts';
import { tempTree } from './fixtures.ts';

const gatewayConf = readFileSync(path.join(repoRoot, 'deploy/nginx/gateway.conf'), 'utf8');
const remotesConf = readFileSync(path.join(repoRoot, 'deploy/nginx/remotes.conf'), 'utf8');
const nginx = ['/usr/sbin/nginx', 'nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0);

test('the remote services send the gzip copies of a release, and the gateway compresses what comes without', () => {
  assert.match(remotesConf, /^\s*gzip_static on;/m);
  assert.match(remotesConf, /^\s*gzip_vary on;/m);
  assert.match(gatewayConf, /^\s*gzip on;/m);
  assert.match(gatewayConf, /^\s*gzip_vary on;/m);
  // nginx compresses nothing for an HTTP/1.0 request, the default of proxy_pass.
  assert.match(gatewayConf, /^\s*proxy_http_version 1\.1;/m);
  for (const conf of [gatewayConf, remotesConf]) {
    const types = conf.match(/gzip_types ([^;]+);/)?.[1] ?? '';
    for (const type of ['application/javascript', 'text/css', 'application/json', 'image/svg+xml']) assert.ok(types.includes(type), type);
  }
});

/** A GET that keeps the body as sent (fetch would decode it). */
function getRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const started: ChildProcess[] = [];
after(() => {
  for (const child of started) child.kill('SIGTERM');
});

async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${readFileSync(log, 'utf8')}`);
    try {
      await getRaw(`http://127.0.0.1:${port}/`, {});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error('nginx did not start');
}

test('through the gateway, a release file comes gzipped from its copy, or as it is', { skip: !nginx && 'no nginx installed' }, async () => {
  const t = tempTree();
  const release = path.join(t.releasesDir, 'finance', '1.2.0');
  mkdirSync(release, { recursive: true });
  const entry = Array.from({ length: 400 }, (_, i) => `export const entry${i} = "finance text ${i}";`).join('\n');
  writeFileSync(path.join(release, 'remoteEntry.js'), entry);
  await precompressFolder(release);
  const [remotePort, gatewayPort] = [await freePort(), await freePort()];
  const prefix = path.join(t.root, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const remotes = remotesConf.replace(/listen \d+;/, `listen 127.0.0.1:${remotePort};`).replace('/usr/share/nginx/releases', t.releasesDir);
  const gateway = gatewayConf
    .replace(/listen \d+;/, `listen 127.0.0.1:${gatewayPort};`)
    .replace(/http:\/\/remote-[a-z-]+:\d+/g, `http://127.0.0.1:${remotePort}`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `${n}_temp_path ${prefix}/${n};`).join(' ');
  const log = path.join(prefix, 'error.log');
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off; master_process off; pid ${prefix}/nginx.pid; error_log ${log};
events { worker_connections 64; }
http { include /etc/nginx/mime.types; access_log off; ${temp}
${remotes}
${gateway}
}`,
  );
  const child = spawn(nginx!, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  started.push(child);
  await waitForPort(gatewayPort, child, log);

  const url = `http://127.0.0.1:${gatewayPort}/finance/1.2.0/remoteEntry.js`;
  const gzipped = await getRaw(url, { 'accept-encoding': 'gzip' });
  assert.equal(gzipped.status, 200);
  assert.equal(gzipped.headers['content-encoding'], 'gzip');
  assert.match(String(gzipped.headers.vary), /accept-encoding/i);
  assert.match(String(gzipped.headers['content-type']), /javascript/);
  assert.match(String(gzipped.headers['cache-control']), /immutable/);
  // The very bytes written at release: nginx did not compress them again.
  assert.deepEqual(gzipped.body, readFileSync(path.join(release, 'remoteEntry.js.gz')));
  assert.equal(gunzipSync(gzipped.body).toString(), entry);

  for (const accept of ['br', 'identity']) {
    const plain = await getRaw(url, { 'accept-encoding': accept });
    assert.equal(plain.headers['content-encoding'], undefined, accept);
    assert.equal(plain.body.toString(), entry, accept);
  }
});
