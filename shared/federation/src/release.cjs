/**
 * Metadata written beside every build: `release.json` for a remote (ReleaseInfo of @console/contracts)
 * and `host-shared.json` for the host (HostSharedInfo). The console server composes the manifest from
 * release.json, and the pin command compares a release's requirements with host-shared.json.
 */
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { sharedRequirements, providedVersions, sharedSourceHashes } = require('./shared.cjs');

const LANGUAGES = Object.freeze(['en-US', 'zh-CN', 'zh-TW']);
const REMOTE_ENTRY = 'remoteEntry.js';

/** Module-federation container name of a remote folder name; the same rule as `scopeOf` of the contracts. */
function scopeOf(name) {
  return name.replace(/[^A-Za-z0-9_]/g, '_');
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function gitCommit(dir) {
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}

/** A key of i18next's default syntax: nested objects with `.` separators (a flat dotted key is accepted too). */
function lookUp(texts, key) {
  if (typeof texts[key] === 'string') return texts[key];
  let node = texts;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Every key the host needs without downloading the remote: route titles and sidebar section labels. */
function titleKeys(routes) {
  const keys = new Set();
  for (const route of routes) {
    keys.add(route.titleKey);
    if (route.menu) keys.add(`menu.section.${route.menu.section}`);
  }
  return [...keys];
}

function validateRoutes(routes) {
  const problems = [];
  const ids = new Set();
  for (const route of routes) {
    for (const field of ['id', 'path', 'permission', 'titleKey']) {
      if (typeof route[field] !== 'string' || route[field] === '') problems.push(`route ${route.id ?? '?'}: ${field} is required`);
    }
    if (typeof route.path === 'string' && !route.path.startsWith('/')) problems.push(`route ${route.id}: path must start with /`);
    if (ids.has(route.id)) problems.push(`route ${route.id}: id is used twice`);
    ids.add(route.id);
    if (route.menu && (typeof route.menu.section !== 'string' || typeof route.menu.order !== 'number')) {
      problems.push(`route ${route.id}: menu needs a section and an order`);
    }
    if (route.menu && !route.menu.to && /[:*]/.test(route.path))
      problems.push(`route ${route.id}: a menu entry of a path with parameters needs menu.to`);
  }
  return problems;
}

/** The files named `name` under the remote's `src/`, sorted by path (screen groups keep their own). */
function filesNamed(srcDir, name, found = []) {
  if (!fs.existsSync(srcDir)) return found;
  for (const entry of fs.readdirSync(srcDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules') continue;
    const file = path.join(srcDir, entry.name);
    if (entry.isDirectory()) filesNamed(file, name, found);
    else if (entry.name === name) found.push(file);
  }
  return found;
}

/**
 * The routes of a remote: every screen group's `routes.json` under `src/`, in path order. They are data, so
 * the build reads them without running the remote, and the host draws the menu without downloading it.
 */
function collectRoutes(dir) {
  const src = path.join(dir, 'src');
  const routes = [];
  const problems = [];
  for (const file of filesNamed(src, 'routes.json')) {
    const list = readJson(file);
    if (Array.isArray(list)) routes.push(...list);
    else problems.push(`${path.relative(dir, file)} must be an array of routes`);
  }
  return { routes, problems };
}

/** Every locale file of a language under the remote's `src/` (the area's and each screen group's). */
function localeFiles(dir, lng) {
  return filesNamed(path.join(dir, 'src'), `${lng}.json`).filter((file) => path.basename(path.dirname(file)) === 'locales');
}

/**
 * The ReleaseInfo of the remote in `dir`. Returns the problems found (missing titles, bad routes) beside it
 * so the build can fail on them.
 */
function buildReleaseInfo({ dir, name, version, builtAt = new Date().toISOString(), commit = gitCommit(dir) }) {
  const pkg = readJson(path.join(dir, 'package.json'));
  const { routes, problems } = collectRoutes(dir);
  problems.push(...validateRoutes(routes));
  const titles = {};
  const keys = titleKeys(routes);
  for (const lng of LANGUAGES) {
    const files = localeFiles(dir, lng);
    if (!files.length) problems.push(`no locale file for ${lng}`);
    const texts = files.map((file) => ({ file: path.relative(dir, file), texts: readJson(file) }));
    titles[lng] = {};
    for (const key of keys) {
      const found = texts.filter((t) => lookUp(t.texts, key) !== undefined);
      if (found.length === 1) titles[lng][key] = lookUp(found[0].texts, key);
      else if (found.length > 1) problems.push(`${found.map((t) => t.file).join(' and ')} both give ${key}`);
      else if (files.length) problems.push(`no ${lng} text for ${key}`);
    }
  }
  const info = {
    name,
    scope: scopeOf(name),
    version: version ?? process.env.RELEASE_VERSION ?? pkg.version,
    builtAt,
    commit,
    entry: REMOTE_ENTRY,
    shared: sharedRequirements(dir),
    sharedSources: sharedSourceHashes(dir),
    routes,
    titles,
  };
  return { info, problems };
}

function buildHostSharedInfo({ dir }) {
  const pkg = readJson(path.join(dir, 'package.json'));
  return { version: process.env.RELEASE_VERSION ?? pkg.version, shared: providedVersions(dir), sharedSources: sharedSourceHashes(dir) };
}

/** Emits a JSON file as a build asset, computed when the assets are processed. */
class JsonAssetPlugin {
  constructor(filename, compute) {
    this.filename = filename;
    this.compute = compute;
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(this.constructor.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: this.constructor.name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { value, problems = [] } = this.compute(compiler);
        for (const problem of problems) {
          const report = new WebpackError(`${this.filename}: ${problem}`);
          // A release must never ship without its titles; a development server only warns.
          if (compiler.options.mode === 'production') compilation.errors.push(report);
          else compilation.warnings.push(report);
        }
        compilation.emitAsset(this.filename, new sources.RawSource(`${JSON.stringify(value, null, 2)}\n`));
      });
    });
  }
}

class ReleaseInfoPlugin extends JsonAssetPlugin {
  constructor({ dir, name }) {
    super('release.json', () => {
      const { info, problems } = buildReleaseInfo({ dir, name });
      return { value: info, problems };
    });
  }
}

class HostSharedInfoPlugin extends JsonAssetPlugin {
  constructor({ dir }) {
    super('host-shared.json', () => ({ value: buildHostSharedInfo({ dir }) }));
  }
}

module.exports = {
  LANGUAGES,
  REMOTE_ENTRY,
  scopeOf,
  lookUp,
  collectRoutes,
  buildReleaseInfo,
  buildHostSharedInfo,
  ReleaseInfoPlugin,
  HostSharedInfoPlugin,
};
