/**
 * The federation build preset: the webpack configuration of the host and of every remote.
 *
 *   // host/webpack.config.cjs
 *   module.exports = require('@console/federation').createHostConfig({ dir: __dirname });
 *   // remotes/<name>/webpack.config.cjs
 *   module.exports = require('@console/federation').createRemoteConfig({ dir: __dirname, name: '<name>' });
 */
const fs = require('node:fs');
const path = require('node:path');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const {
  SHARED_SINGLETONS,
  sharedConfig,
  sharedRequirements,
  providedVersions,
  sharedSourceHashes,
  installedPackageDir,
} = require('./shared.cjs');
const {
  REMOTE_ENTRY,
  scopeOf,
  collectRoutes,
  buildReleaseInfo,
  buildHostSharedInfo,
  ReleaseInfoPlugin,
  HostSharedInfoPlugin,
} = require('./release.cjs');

const DEFAULT_HOST_PORT = 3100;
const DEFAULT_CONSOLE_SERVER = 'http://127.0.0.1:8080';

function swcRule(production) {
  return {
    test: /\.[cm]?[jt]sx?$/,
    // Workspace packages resolve to their real folders, outside node_modules, and are compiled here too.
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/** Replaces zod's every-locale table by the English locale alone (see zod-locales.mjs). */
function zodLocalePlugins(dir) {
  const zodDir = installedPackageDir(dir, 'zod');
  if (!zodDir) return { alias: {}, plugins: [] };
  const webpack = require('webpack');
  const shim = path.join(__dirname, 'zod-locales.mjs');
  const localesIndex = path.join(zodDir, 'v4', 'locales', 'index.js');
  return {
    alias: { '@console/federation/zod-locale-en$': path.join(zodDir, 'v4', 'locales', 'en.js') },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(/[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/, (resource) => {
        if (resource.createData && resource.createData.resource === localesIndex) resource.createData.resource = shim;
      }),
    ],
  };
}

function baseConfig({ dir, mode, uniqueName, publicPath }) {
  const production = mode === 'production';
  const zod = zodLocalePlugins(dir);
  return {
    mode,
    context: dir,
    target: 'web',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Entries keep a fixed name (a hashed remote entry is not supported); the folder of a release is versioned.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
      assetModuleFilename: production ? 'assets/[name].[contenthash:12][ext]' : 'assets/[name][ext]',
      publicPath,
      uniqueName,
      clean: production,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: zod.alias },
    module: {
      rules: [swcRule(production), { test: /\.(svg|png|jpe?g|gif|webp|ico|woff2?)$/i, type: 'asset/resource' }],
    },
    optimization: {
      minimize: production,
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
          extractComments: false,
        }),
      ],
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    plugins: zod.plugins,
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

function modeOf(argv) {
  return argv && argv.mode === 'development' ? 'development' : 'production';
}

/** The host: `src/index.ts` entry, `public/index.html` template, `host-shared.json`, a dev server proxying the console server. */
function createHostConfig({ dir }) {
  return (_env, argv) => {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const mode = modeOf(argv);
    const favicon = path.join(dir, 'public', 'favicon.ico');
    const consoleServer = process.env.CONSOLE_SERVER ?? DEFAULT_CONSOLE_SERVER;
    const base = baseConfig({ dir, mode, uniqueName: 'console_host', publicPath: '/' });
    return {
      ...base,
      entry: { main: './src/index.ts' },
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          name: 'console_host',
          shared: sharedConfig(dir),
          // One remote that fails to load must not stop the others (or the shell) from starting.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
        }),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public', 'index.html'),
          favicon: fs.existsSync(favicon) ? favicon : undefined,
          scriptLoading: 'defer',
          minify: mode === 'production',
        }),
        new HostSharedInfoPlugin({ dir }),
      ],
      devServer: {
        host: '127.0.0.1',
        port: Number(process.env.PORT) || DEFAULT_HOST_PORT,
        historyApiFallback: true,
        hot: false,
        client: { overlay: false },
        proxy: [{ context: ['/api', '/console-manifest.json', '/remotes'], target: consoleServer }],
      },
    };
  };
}

/**
 * A remote: exposes `./descriptor` (`src/descriptor.ts`) from `remoteEntry.js` and writes `release.json`.
 * `port` is its dev server's own port (`PORT` overrides it): each remote has its own, so all of them can run
 * beside the host at once (`npm run new -- remote <name>` gives a new remote the next free one).
 * Served with `webpack serve`, it is a development server a host can be pointed at (CORS open).
 */
function createRemoteConfig({ dir, name, port: devPort }) {
  if (!name) throw new Error('createRemoteConfig needs the remote name');
  if (!Number.isInteger(devPort)) throw new Error(`createRemoteConfig needs the dev-server port of ${name}`);
  return (_env, argv) => {
    const mode = modeOf(argv);
    const scope = scopeOf(name);
    const port = Number(process.env.PORT) || devPort;
    const base = baseConfig({ dir, mode, uniqueName: scope, publicPath: 'auto' });
    return {
      ...base,
      entry: {},
      plugins: [
        ...base.plugins,
        new ModuleFederationPlugin({
          name: scope,
          filename: REMOTE_ENTRY,
          exposes: { './descriptor': './src/descriptor.ts' },
          shared: sharedConfig(dir, { provide: false }),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: false,
        }),
        new ReleaseInfoPlugin({ dir, name }),
      ],
      devServer: {
        host: '127.0.0.1',
        port,
        allowedHosts: 'all',
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': 'GET, OPTIONS',
          'Access-Control-Allow-Headers': '*',
        },
        hot: false,
        // The remote runs inside the host's page: its reload socket must reach this server, not the host's.
        client: { overlay: false, webSocketURL: `ws://127.0.0.1:${port}/ws` },
        static: false,
        historyApiFallback: false,
      },
    };
  };
}

module.exports = {
  SHARED_SINGLETONS,
  sharedConfig,
  sharedRequirements,
  providedVersions,
  sharedSourceHashes,
  scopeOf,
  collectRoutes,
  buildReleaseInfo,
  buildHostSharedInfo,
  ReleaseInfoPlugin,
  HostSharedInfoPlugin,
  createHostConfig,
  createRemoteConfig,
};
