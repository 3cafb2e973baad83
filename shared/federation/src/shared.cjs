/**
 * The one list of module-federation singletons. Every app (host and remotes) shares exactly these, so the
 * host's instance of each is the one every remote uses: one React, one router, one session store, one
 * i18n instance, one query client, one Chakra system.
 */
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');

const SHARED_SINGLETONS = Object.freeze([
  'react',
  'react-dom',
  // With the trailing slash every subpath (react-dom/client) is shared too.
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
  // The UI kit's form fields read the form of the page through react-hook-form's context.
  'react-hook-form',
]);

/** `react-dom/` → `react-dom`. */
function packageNameOf(shareKey) {
  return shareKey.endsWith('/') ? shareKey.slice(0, -1) : shareKey;
}

function readPackageJson(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/** The real folder of package `name` where `dir` resolves it (node_modules of dir or of a parent). */
function installedPackageDir(dir, name) {
  let current = path.resolve(dir);
  for (;;) {
    const candidate = path.join(current, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return fs.realpathSync(path.dirname(candidate));
    const parent = path.dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

function installedVersion(dir, name) {
  const packageDir = installedPackageDir(dir, name);
  return packageDir ? JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version : null;
}

function declaredDependencies(pkg) {
  return { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
}

/**
 * The singletons an app shares, with the version it has: the installed one, or the exact version it
 * declares. Only what the app depends on is shared (an app cannot provide what it does not have).
 */
function sharedVersions(dir) {
  const declared = declaredDependencies(readPackageJson(dir));
  const versions = {};
  for (const shareKey of SHARED_SINGLETONS) {
    const name = packageNameOf(shareKey);
    if (!(name in declared)) continue;
    const version = installedVersion(dir, name) ?? semver.valid(declared[name]);
    if (!version) throw new Error(`Cannot tell which version of ${name} ${dir} uses: install dependencies first`);
    versions[shareKey] = version;
  }
  return versions;
}

/** The requirement an app states for a singleton: the same major, at least the version it was built with. */
function requirementOf(version) {
  return `^${version}`;
}

/**
 * The `shared` option of the federation plugin. The host provides every singleton; a remote only consumes them
 * (`provide: false`, federation's `import: false`): it runs only inside the host's page, whose instance it must
 * use, and the pin command refuses a remote whose requirements the host does not meet, so a copy of its own (the
 * fallback federation would otherwise build, minify and release with every remote: Chakra, React DOM, the kits)
 * could never load. Without them a remote's build takes about half the CPU and its release a quarter of the bytes.
 */
function sharedConfig(dir, { provide = true } = {}) {
  const shared = {};
  for (const [shareKey, version] of Object.entries(sharedVersions(dir))) {
    shared[shareKey] = {
      singleton: true,
      strictVersion: false,
      requiredVersion: requirementOf(version),
      version,
      ...(provide ? {} : { import: false }),
    };
  }
  return shared;
}

/** Package name → requirement, as written in a release's metadata (for the pin command's compatibility check). */
function sharedRequirements(dir) {
  const requirements = {};
  for (const [shareKey, version] of Object.entries(sharedVersions(dir))) requirements[packageNameOf(shareKey)] = requirementOf(version);
  return requirements;
}

/** Package name → version the host provides. */
function providedVersions(dir) {
  const provided = {};
  for (const [shareKey, version] of Object.entries(sharedVersions(dir))) provided[packageNameOf(shareKey)] = version;
  return provided;
}

/** The source files under `dir` that ship, relative to it: no tests, no test helpers. */
function shippedSources(dir, sub = 'src') {
  const files = [];
  if (!fs.existsSync(path.join(dir, sub))) return files;
  for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = path.join(sub, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'test', 'testing', '__tests__'].includes(entry.name)) files.push(...shippedSources(dir, rel));
    } else if (!/\.test\.[cm]?[jt]sx?$/.test(entry.name)) {
      files.push(rel);
    }
  }
  return files;
}

/** A hash of a workspace package's package.json and shipped sources (paths and contents): it moves with them. */
function sourceHash(packageDir) {
  const hash = createHash('sha256');
  for (const file of ['package.json', ...shippedSources(packageDir)].sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(fs.readFileSync(path.join(packageDir, file)));
    hash.update('\0');
  }
  return `sha256-${hash.digest('hex').slice(0, 16)}`;
}

/**
 * Package name → source hash, for each shared singleton of the app that is a workspace package (the console's
 * own kits, whose version number does not move with their sources). A remote records what it was built
 * against, the host what it provides; the pin command refuses a remote whose kits differ from the host's.
 */
function sharedSourceHashes(dir) {
  const hashes = {};
  for (const shareKey of Object.keys(sharedVersions(dir))) {
    const name = packageNameOf(shareKey);
    const packageDir = installedPackageDir(dir, name);
    if (packageDir && !packageDir.split(path.sep).includes('node_modules')) hashes[name] = sourceHash(packageDir);
  }
  return hashes;
}

module.exports = {
  SHARED_SINGLETONS,
  sharedSourceHashes,
  sharedConfig,
  sharedRequirements,
  providedVersions,
  installedVersion,
  installedPackageDir,
  packageNameOf,
};
