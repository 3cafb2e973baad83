import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { boundaryViolations } from '../check-boundaries.mjs';
import { devPorts, freePort, generate } from '../new.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (name: string) => path.join(repo, 'node_modules', '.bin', name);
let root = '';

/**
 * A copy of the parts of the checkout the generator reads and changes: the shared packages (their
 * node_modules are links, kept as links), each remote's package.json and webpack configuration, the
 * deployment files; node_modules of the copy is the checkout's own.
 */
function copyOfCheckout(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
  for (const file of ['package.json', 'tsconfig.base.json', 'docker-compose.yml']) cpSync(path.join(repo, file), path.join(dir, file));
  for (const folder of ['deploy/environments', 'deploy/nginx', 'shared']) {
    cpSync(path.join(repo, folder), path.join(dir, folder), { recursive: true, verbatimSymlinks: true });
  }
  for (const remote of readdirSync(path.join(repo, 'remotes'))) {
    mkdirSync(path.join(dir, 'remotes', remote), { recursive: true });
    for (const file of ['package.json', 'webpack.config.cjs'])
      cpSync(path.join(repo, 'remotes', remote, file), path.join(dir, 'remotes', remote, file));
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  const biome = JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8'));
  delete biome.$schema;
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify({ ...biome, vcs: { enabled: false } }));
  return dir;
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

before(() => {
  root = copyOfCheckout();
  generate(
    [
      'remote',
      'probe-area',
      '--group',
      'pairs',
      '--permission',
      'futurePairs.list',
      '--title',
      'Probe pairs',
      '--section',
      'future',
      '--root',
      root,
    ],
    {
      log: () => {},
    },
  );
  generate(['screen', 'probe-area', 'positions', '--permission', 'perpetualPairs.list', '--root', root], { log: () => {} });
  // What `pnpm install` would link: the same packages as any remote's.
  cpSync(path.join(repo, 'remotes', 'users', 'node_modules'), path.join(root, 'remotes', 'probe-area', 'node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
  });
});

after(() => rmSync(root, { recursive: true, force: true }));

test('a new remote takes the next free dev port, and no two remotes of the checkout share one', () => {
  const ports = Object.values(devPorts(repo));
  assert.equal(new Set(ports).size, ports.length, `dev ports clash: ${JSON.stringify(devPorts(repo))}`);
  assert.ok(ports.every(Number.isInteger));
  assert.equal(devPorts(root)['probe-area'], Math.max(...ports) + 1);
  assert.equal(freePort(root), Math.max(...ports) + 2);
});

test('the remote is pinned in every environment, served by its own compose service and routed by the gateway', () => {
  for (const env of readdirSync(path.join(root, 'deploy/environments'))) {
    const manifest = JSON.parse(readFileSync(path.join(root, 'deploy/environments', env), 'utf8'));
    assert.deepEqual(manifest.remotes['probe-area'], { version: '1.0.0' }, env);
  }
  const compose = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  assert.match(
    compose,
    /\n {2}remote-probe-area:\n(?: {4}.*\n| {6}.*\n)*? {6}- \.\/releases\/probe-area:\/usr\/share\/nginx\/releases\/probe-area:ro\n/,
  );
  const gatewayService = compose.slice(compose.indexOf('\n  remotes-gateway:'));
  assert.match(gatewayService, /depends_on:\n(?: {6}- .*\n)* {6}- remote-probe-area\n/);
  const gateway = readFileSync(path.join(root, 'deploy/nginx/gateway.conf'), 'utf8');
  assert.ok(gateway.includes('location /probe-area/ {\n    proxy_pass http://remote-probe-area:8081;'));
});

test('each screen group holds its route, its list page on the kit, its API hook, its test and its texts', () => {
  const src = path.join(root, 'remotes/probe-area/src');
  for (const group of ['pairs', 'positions']) {
    for (const file of ['routes.json', 'screens.ts', 'Page.tsx', 'api.ts', `${group}.test.tsx`, 'locales/zh-TW.json']) {
      assert.ok(existsSync(path.join(src, group, file)), `${group}/${file}`);
    }
  }
  assert.match(readFileSync(path.join(src, 'descriptor.ts'), 'utf8'), /groups: \[pairs, positions\]/);
  // The list's call is the one the catalogue grants with the page's view permission.
  assert.match(readFileSync(path.join(src, 'pairs/api.ts'), 'utf8'), /api\.post<Page<PairsRow>>\('futures\/tradingPairList'/);
  const lists = readdirSync(path.join(root, 'shared/contracts/src'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(path.join(root, 'shared/contracts/src', file), 'utf8'))
    .find((text) => text.includes('export const LISTS = {'))!;
  assert.match(lists, /pairs: list\('futurePairs\.list'/);
  assert.match(lists, /positions: list\('perpetualPairs\.list'/);
});

test('what it writes typechecks, lints, keeps the boundaries and passes its own tests', () => {
  const remote = path.join(root, 'remotes/probe-area');
  // TypeScript 7's native compiler, as the suite's typecheck runs it (a third less CPU than 5.9 here); both accept the tree.
  const tsc = run(
    process.execPath,
    [path.join(repo, 'node_modules/typescript-native/bin/tsc'), '-p', 'tsconfig.json', '--singleThreaded'],
    remote,
  );
  assert.ok(tsc.ok, tsc.output);
  const biome = run(bin('biome'), ['check', 'remotes/probe-area', 'shared/contracts/src'], root);
  assert.ok(biome.ok, biome.output);
  assert.deepEqual(boundaryViolations(root), []);
  const jest = run(bin('jest'), ['--ci', '--config', 'jest.config.cjs'], remote);
  assert.ok(jest.ok, jest.output);
  // The descriptor's checks and the test of each group's list page.
  assert.match(jest.output, /Test Suites:\s+3 passed, 3 total/);
});

test('refuses a remote that exists, a permission that is no view, a menu section the sidebar lacks; --dry-run writes nothing', () => {
  assert.throws(() => generate(['remote', 'probe-area', '--permission', 'futurePairs.list', '--root', root]), /exists already/);
  assert.throws(() => generate(['screen', 'probe-area', 'x', '--permission', 'futurePairs.add', '--root', root]), /no view permission/);
  const before = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
  assert.throws(
    () => generate(['remote', 'other-area', '--permission', 'futurePairs.list', '--root', root]),
    /menu section "otherArea" is none of the sidebar's: name one with --section \(users, /,
  );
  assert.ok(!existsSync(path.join(root, 'remotes/other-area')));
  generate(['remote', 'dry-area', '--permission', 'futurePairs.list', '--section', 'future', '--root', root, '--dry-run'], {
    log: () => {},
  });
  assert.ok(!existsSync(path.join(root, 'remotes/dry-area')));
  assert.equal(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), before);
});
