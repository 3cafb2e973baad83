const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const {
  SHARED_SINGLETONS,
  sharedConfig,
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

test('an app shares only the singletons it depends on', () => {
  expect(Object.keys(sharedConfig(fixture)).sort()).toEqual(['react', 'react-dom', 'react-dom/', 'zod']);
});

test('the container name of a remote folder', () => {
  expect(scopeOf('content-and-settings')).toBe('content_and_settings');
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
  expect(problems).toEqual([
    'src/locales/zh-CN.json has no text for menu.section.backstage',
    'src/locales/zh-CN.json has no text for route.roleUsers',
  ]);
  fs.rmSync(dir, { recursive: true, force: true });
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
    const remote = createRemoteConfig({ dir: fixture, name: 'sample-remote' })({}, { mode: 'development' });
    expect(remote.output).toMatchObject({ filename: '[name].js', publicPath: 'auto' });
    expect(remote.devServer.port).toBe(3222);
    expect(remote.devServer.headers['Access-Control-Allow-Origin']).toBe('*');
  } finally {
    delete process.env.PORT;
  }
});

test('a remote build writes remoteEntry.js, hashed chunks and release.json', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-build-'));
  const config = createRemoteConfig({ dir: fixture, name: 'sample-remote' })({}, { mode: 'production' });
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
