import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { repoRoot } from '../src/paths.ts';

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  expose?: string[];
  depends_on?: unknown;
}
const compose = parse(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;

function sourceOf(dir: string): string {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'test') continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (p.endsWith('.ts')) out.push(readFileSync(p, 'utf8'));
    }
  };
  walk(path.join(repoRoot, dir));
  return out.join('\n');
}
const code = sourceOf('api/src') + sourceOf('deploy/src');

test('the deployment has PostgreSQL, the API, the host and a service per remote', () => {
  assert.ok(services.postgres?.image?.startsWith('postgres:'));
  assert.ok(services.api && services.host);
  for (const remote of readdirSync(path.join(repoRoot, 'remotes'))) {
    const svc = services[`remote-${remote}`];
    assert.ok(svc, `no service for remote ${remote}`);
    assert.ok(
      svc.volumes?.some((v) => v.startsWith(`./releases/${remote}:`) && v.endsWith(':ro')),
      `${remote} releases are not mounted read-only`,
    );
  }
});

test('commands name files that exist', () => {
  for (const name of ['api', 'host']) {
    const script = services[name]!.command!.find((a) => a.endsWith('.ts'))!;
    assert.ok(existsSync(path.join(repoRoot, script)), `${name}: ${script} does not exist`);
  }
});

test('every variable given to the API and the host is read by the code', () => {
  for (const name of ['api', 'host']) {
    for (const key of Object.keys(services[name]!.environment ?? {})) {
      if (key === 'NODE_ENV') continue;
      assert.ok(code.includes(`process.env.${key}`) || code.includes(`env.${key}`), `${name}: ${key} is set but never read`);
    }
  }
});

test('ports agree: host publishes its PORT, the API upstream names the API port, remotes serve where the template points', () => {
  const host = services.host!;
  const api = services.api!;
  assert.ok(host.ports?.includes(`${host.environment!.PORT}:${host.environment!.PORT}`));
  assert.equal(host.environment!.API_UPSTREAM, `http://api:${api.environment!.PORT}`);
  assert.ok(api.expose?.includes(api.environment!.PORT!));
  const template = host.environment!.REMOTE_URL_TEMPLATE!;
  const port = template.match(/:(\d+)\}?\/\{name\}/)?.[1] ?? template.match(/localhost:(\d+)/)?.[1];
  const gateway = readFileSync(path.join(repoRoot, 'deploy/nginx/gateway.conf'), 'utf8');
  const remoteServer = readFileSync(path.join(repoRoot, 'deploy/nginx/remotes.conf'), 'utf8');
  assert.ok(port && gateway.includes(`listen ${port};`), 'the remote URL template and the gateway disagree on the port');
  assert.ok(services['remotes-gateway']!.ports?.includes(`${port}:${port}`));
  const remotePort = remoteServer.match(/listen (\d+);/)?.[1];
  for (const remote of readdirSync(path.join(repoRoot, 'remotes'))) {
    assert.ok(services[`remote-${remote}`]!.expose?.includes(remotePort!), `remote-${remote} does not expose ${remotePort}`);
    assert.ok(
      gateway.includes(`location /${remote}/ {\n    proxy_pass http://remote-${remote}:${remotePort};`),
      `the gateway does not route /${remote}/ to its service`,
    );
  }
});

test('the API talks to the PostgreSQL service with its credentials; the manifest is mounted where the host reads it', () => {
  const api = services.api!.environment!;
  const pg = services.postgres!.environment!;
  const url = new URL(api.DATABASE_URL!.replace('${POSTGRES_PASSWORD}', 'secret'));
  assert.equal(url.hostname, 'postgres');
  assert.equal(url.username, pg.POSTGRES_USER);
  assert.equal(url.pathname.slice(1), pg.POSTGRES_DB);
  const host = services.host!;
  assert.ok(host.volumes?.includes(`./deploy/environments:${host.environment!.ENVIRONMENTS_DIR}:ro`));
  assert.ok(
    existsSync(
      path.join(repoRoot, 'deploy/environments', `${host.environment!.CONSOLE_ENV!.replace(/^\$\{CONSOLE_ENV:-(.*)\}$/, '$1')}.json`),
    ),
  );
});
