const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const {
  SHARED_SINGLETONS,
  sharedConfig,
  sharedSourceHashes,
  scopeOf,
  buildReleaseInfo,
  buildHostSharedInfo,
  createHostConfig,
  createRemoteConfig,
} = require('../src/index.cjs');

const fixture = path.join(__dirname, 'fixtures', 'sample-remote');
const hostDir = path.join(__dirname, '..', '..', '..', 'host');

test('the shared list holds every runtime singleton of the console, react-dom with its subpaths', () => {
  for (const name of [
    'react',
    'react-dom/',
    'react-router-dom',
    '@chakra-ui/react',
    '@emotion/react',
    '@tanstack/react-query',
    'i18next',
    'react-i18next',
    'axios',
    '@console/client',
    '@console/ui',
    '@console/contracts',
    'zod',
  ]) {
    expect(SHARED_SINGLETONS).toContain(name);
  }
});

test('the host shares each singleton it depends on, with a requirement from the installed version', () => {
  const shared = sharedConfig(hostDir);
  const reactVersion = require(path.join(hostDir, 'node_modules', 'react', 'package.json')).version;
  expect(shared.react).toEqual({ singleton: true, strictVersion: false, requiredVersion: `^${reactVersion}`, version: reactVersion });
  expect(shared['react-dom/']).toMatchObject({ singleton: true, requiredVersion: `^${reactVersion}` });
  expect(shared['@console/client']).toMatchObject({ singleton: true, strictVersion: false, requiredVersion: '^1.0.0' });
  for (const config of Object.values(shared)) expect(config).toMatchObject({ singleton: true, strictVersion: false });
});

test("a remote consumes the host's singletons and builds no copy of its own", () => {
  const shared = sharedConfig(fixture, { provide: false });
  for (const config of Object.values(shared)) expect(config).toMatchObject({ singleton: true, import: false });
  const remote = createRemoteConfig({ dir: fixture, name: 'sample-remote', port: 3199 })({}, { mode: 'production' });
  const federation = remote.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin');
  expect(Object.values(federation._options.shared).every((config) => config.import === false)).toBe(true);
  expect(Object.values(sharedConfig(fixture)).some((config) => 'import' in config)).toBe(false);
});

test('an app shares only the singletons it depends on', () => {
  expect(Object.keys(sharedConfig(fixture)).sort()).toEqual(['react', 'react-dom', 'react-dom/', 'zod']);
});

test('the container name of a remote folder', () => {
  expect(scopeOf('content-and-settings')).toBe('content_and_settings');
});

test('a remote names its dev-server port: two remotes on one default port would clash', () => {
  expect(() => createRemoteConfig({ dir: fixture, name: 'sample-remote' })).toThrow(/dev-server port of sample-remote/);
  expect(createRemoteConfig({ dir: fixture, name: 'sample-remote', port: 3199 })({}, { mode: 'development' }).devServer.port).toBe(3199);
});

test('the routes and titles of screen groups: each group folder keeps its routes.json and its texts', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  fs.cpSync(fixture, dir, { recursive: true });
  const group = path.join(dir, 'src', 'ip-lists');
  fs.mkdirSync(path.join(group, 'locales'), { recursive: true });
  const route = { id: 'black-list', path: '/backstage/black-list', permission: 'ipBlacklist.list', titleKey: 'routes.blackList' };
  fs.writeFileSync(path.join(group, 'routes.json'), JSON.stringify([route]));
  for (const [lng, text] of [
    ['en-US', 'IP blacklist'],
    ['zh-CN', 'IP 黑名单'],
    ['zh-TW', 'IP 黑名單'],
  ]) {
    fs.writeFileSync(path.join(group, 'locales', `${lng}.json`), JSON.stringify({ routes: { blackList: text } }));
  }
  const { info, problems } = buildReleaseInfo({ dir, name: 'sample-remote', commit: null });
  expect(problems).toEqual([]);
  expect(info.routes.map((r) => r.id)).toEqual(['black-list', 'white-list', 'role-users']);
  expect(info.titles['zh-TW']['routes.blackList']).toBe('IP 黑名單');

  // The same title in two files: one would silently win.
  fs.writeFileSync(path.join(group, 'locales', 'en-US.json'), JSON.stringify({ routes: { blackList: 'x' }, route: { whiteList: 'y' } }));
  expect(buildReleaseInfo({ dir, name: 'sample-remote', commit: null }).problems).toEqual([
    'src/ip-lists/locales/en-US.json and src/locales/en-US.json both give route.whiteList',
  ]);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('release metadata carries routes, shared requirements and the titles of every language', () => {
  const { info, problems } = buildReleaseInfo({
    dir: fixture,
    name: 'sample-remote',
    builtAt: '2026-01-01T00:00:00.000Z',
    commit: 'abc123',
  });
  expect(problems).toEqual([]);
  expect(info).toMatchObject({
    name: 'sample-remote',
    scope: 'sample_remote',
    version: '2.3.4',
    builtAt: '2026-01-01T00:00:00.000Z',
    commit: 'abc123',
    entry: 'remoteEntry.js',
    shared: { react: '^19.3.1', 'react-dom': '^19.3.1', zod: '^4.6.7' },
  });
  expect(info.routes.map((r) => r.id)).toEqual(['white-list', 'role-users']);
  expect(info.titles).toEqual({
    'en-US': {
      'route.whiteList': 'IP whitelist',
      'menu.section.backstage': 'Backstage management',
      'route.roleUsers': 'Users of role {roleId}',
    },
    'zh-CN': { 'route.whiteList': 'IP 白名单', 'menu.section.backstage': '后台管理', 'route.roleUsers': '角色 {roleId} 的用户' },
    'zh-TW': { 'route.whiteList': 'IP 白名單', 'menu.section.backstage': '後台管理', 'route.roleUsers': '角色 {roleId} 的使用者' },
  });
});

test('RELEASE_VERSION overrides the package version', () => {
  process.env.RELEASE_VERSION = '2.3.5-rc.1';
  try {
    expect(buildReleaseInfo({ dir: fixture, name: 'sample-remote', commit: null }).info.version).toBe('2.3.5-rc.1');
  } finally {
    delete process.env.RELEASE_VERSION;
  }
});

test('a missing title is reported', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-'));
  fs.cpSync(fixture, dir, { recursive: true });
  const zhCN = path.join(dir, 'src', 'locales', 'zh-CN.json');
  fs.writeFileSync(zhCN, JSON.stringify({ route: { whiteList: 'IP 白名单' } }));
  const { problems } = buildReleaseInfo({ dir, name: 'sample-remote', commit: null });
  expect(problems).toEqual(['no zh-CN text for menu.section.backstage', 'no zh-CN text for route.roleUsers']);
  fs.rmSync(dir, { recursive: true, force: true });
});

test("the source hash of the console's own kits moves with their sources, not with their tests", () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-sources-'));
  const kit = path.join(tmp, 'shared', 'ui');
  const app = path.join(tmp, 'remotes', 'sample');
  fs.mkdirSync(path.join(kit, 'src'), { recursive: true });
  fs.writeFileSync(path.join(kit, 'package.json'), JSON.stringify({ name: '@console/ui', version: '1.0.0' }));
  fs.writeFileSync(path.join(kit, 'src', 'index.ts'), 'export const table = 1;');
  fs.mkdirSync(path.join(app, 'node_modules', '@console'), { recursive: true });
  fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify({ dependencies: { '@console/ui': 'workspace:*' } }));
  fs.symlinkSync(kit, path.join(app, 'node_modules', '@console', 'ui'));

  const before = sharedSourceHashes(app)['@console/ui'];
  expect(before).toMatch(/^sha256-[0-9a-f]{16}$/);
  fs.writeFileSync(path.join(kit, 'src', 'table.test.ts'), 'test("x", () => {});');
  expect(sharedSourceHashes(app)['@console/ui']).toBe(before);
  fs.writeFileSync(path.join(kit, 'src', 'index.ts'), 'export const table = 2;');
  const after = sharedSourceHashes(app)['@console/ui'];
  expect(after).not.toBe(before);
  // Both metadata files carry them: what a remote was built against, what the host provides.
  expect(buildHostSharedInfo({ dir: app }).sharedSources).toEqual({ '@console/ui': after });
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('installed packages have no source hash: their version says what they are', () => {
  expect(Object.keys(sharedSourceHashes(hostDir)).sort()).toEqual(['@console/client', '@console/contracts', '@console/ui']);
  expect(buildReleaseInfo({ dir: fixture, name: 'sample-remote', commit: null }).info.sharedSources).toEqual({});
});

test('the host metadata names the versions it provides', () => {
  const info = buildHostSharedInfo({ dir: hostDir });
  expect(info.version).toBe(require(path.join(hostDir, 'package.json')).version);
  expect(info.shared.react).toMatch(/^\d+\.\d+\.\d+/);
  expect(info.shared['react-dom/']).toBeUndefined();
});

test('host and remote configurations: entry names, hashed chunks, public paths, dev servers', () => {
  const host = createHostConfig({ dir: hostDir })({}, { mode: 'production' });
  expect(host.output).toMatchObject({ filename: '[name].js', publicPath: '/' });
  expect(host.output.chunkFilename).toContain('[contenthash');
  expect(host.devServer.proxy[0].context).toEqual(['/api', '/console-manifest.json', '/remotes']);
  expect(host.devServer.proxy[0].target).toBe('http://127.0.0.1:8080');

  process.env.PORT = '3222';
  try {
    const remote = createRemoteConfig({ dir: fixture, name: 'sample-remote', port: 3199 })({}, { mode: 'development' });
    expect(remote.output).toMatchObject({ filename: '[name].js', publicPath: 'auto' });
    expect(remote.devServer.port).toBe(3222);
    expect(remote.devServer.headers['Access-Control-Allow-Origin']).toBe('*');
  } finally {
    delete process.env.PORT;
  }
});

test('a remote build writes remoteEntry.js, hashed chunks and release.json', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-build-'));
  const config = createRemoteConfig({ dir: fixture, name: 'sample-remote', port: 3199 })({}, { mode: 'production' });
  config.output.path = out;
  const stats = await new Promise((resolve, reject) => webpack(config, (error, result) => (error ? reject(error) : resolve(result))));
  expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);

  const files = fs.readdirSync(out);
  expect(files).toContain('remoteEntry.js');
  expect(files).toContain('release.json');
  expect(files.some((f) => /^[\w-]+\.[0-9a-f]{12}\.js$/.test(f))).toBe(true);
  const release = JSON.parse(fs.readFileSync(path.join(out, 'release.json'), 'utf8'));
  expect(release).toMatchObject({ name: 'sample-remote', scope: 'sample_remote', version: '2.3.4', entry: 'remoteEntry.js' });
  expect(release.titles['zh-TW']['route.whiteList']).toBe('IP 白名單');
  expect(fs.readFileSync(path.join(out, 'remoteEntry.js'), 'utf8')).toContain('sample_remote');
  fs.rmSync(out, { recursive: true, force: true });
}, 60_000);
