#!/usr/bin/env node
// `npm run new -- remote <name> --permission <view key>`: a new remote in the house shape (its descriptor made
// with defineRemote, one screen group with a list page on the list kit, its API hook and its test, webpack,
// jest and TypeScript configuration, its texts in the three languages), pinned in the three environment
// manifests, with its docker-compose service, its gateway location and a dev-server port of its own.
// `npm run new -- screen <remote> <group> --permission <view key>`: a screen group with a list page on the kit.
//
// Options: --group <name> (the remote's first group; its name by default), --title <English title>,
// --title-zh-CN, --title-zh-TW, --section <menu section> and --section-title, --icon <menu icon>,
// --root <folder> (another checkout, as the tests use), --dry-run (lists what would be written).
// The view permission names the page's permission and, through the catalogue, the API call of its list.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as templates from './new-templates.mjs';

const { camel, words } = templates;
const here = path.dirname(fileURLToPath(import.meta.url));
const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const LANGUAGES = ['en-US', 'zh-CN', 'zh-TW'];
const FIRST_REMOTE_PORT = 3101;

const read = (file) => readFileSync(file, 'utf8');
const readJson = (file) => JSON.parse(read(file));

function remotesOf(root) {
  const dir = path.join(root, 'remotes');
  return existsSync(dir) ? readdirSync(dir).filter((name) => existsSync(path.join(dir, name, 'package.json'))) : [];
}

/** The dev-server port each remote's webpack configuration names. */
export function devPorts(root) {
  return Object.fromEntries(
    remotesOf(root).map((name) => {
      const config = path.join(root, 'remotes', name, 'webpack.config.cjs');
      return [name, Number(existsSync(config) ? read(config).match(/port:\s*(\d+)/)?.[1] : Number.NaN)];
    }),
  );
}

/** The view permissions of the catalogue with the API calls they grant (the catalogue is TypeScript: tsx reads it). */
function viewPermissions(root) {
  const catalogue = path.join(root, 'shared/contracts/src/permissions.ts');
  const script = `import(${JSON.stringify(catalogue)}).then((m) => console.log(JSON.stringify(m.PERMISSIONS.filter((p) => p.kind === 'view'))))`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: here, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`The permission catalogue could not be read: ${run.stderr}`);
  return new Map(JSON.parse(run.stdout).map((p) => [p.key, p]));
}

/** The sidebar's sections, in order (`MENU_SECTION_ORDER` of the contracts): a menu entry names one of them. */
function menuSections(root) {
  const delivery = path.join(root, 'shared/contracts/src/delivery.ts');
  const script = `import(${JSON.stringify(delivery)}).then((m) => console.log(JSON.stringify(m.MENU_SECTION_ORDER)))`;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: here, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`The menu sections could not be read: ${run.stderr}`);
  return JSON.parse(run.stdout);
}

/** A menu section the host knows (it orders the sidebar and gives each section its icon by these names). */
function knownSection(root, section) {
  const sections = menuSections(root);
  if (!sections.includes(section)) {
    throw new Error(`The menu section "${section}" is none of the sidebar's: name one with --section (${sections.join(', ')})`);
  }
  return section;
}

/** The list call of a page: the first GET or POST the view grants without a path parameter. */
function listCall(view, group) {
  const call = view.api
    .map((route) => route.split(' '))
    .find(([method, route]) => ['GET', 'POST'].includes(method) && !route.includes('{'));
  return call ? { method: call[0], path: call[1] } : { method: 'POST', path: `${group}/list` };
}

/** Files to write and files to change, applied together at the end (or listed, with --dry-run). */
class Changes {
  constructor(root) {
    this.root = root;
    this.files = new Map();
    this.changed = new Set();
  }
  write(rel, text) {
    if (existsSync(path.join(this.root, rel)) && !this.files.has(rel)) throw new Error(`${rel} exists already`);
    this.files.set(rel, text);
  }
  edit(rel, change) {
    const before = this.files.get(rel) ?? read(path.join(this.root, rel));
    const after = change(before);
    if (after === before) throw new Error(`${rel} could not be changed: it no longer has the shape the generator expects`);
    if (!this.files.has(rel)) this.changed.add(rel);
    this.files.set(rel, after);
  }
  apply(dryRun) {
    for (const [rel, text] of this.files) {
      if (dryRun) {
        console.log(`would ${this.changed.has(rel) ? 'change' : 'write'} ${rel}`);
        continue;
      }
      mkdirSync(path.dirname(path.join(this.root, rel)), { recursive: true });
      writeFileSync(path.join(this.root, rel), text);
    }
    return [...this.files.keys()];
  }
}

/** The file of the contracts that holds the registry of lists (`export const LISTS = {`). */
function listRegistry(root) {
  const dir = path.join(root, 'shared/contracts/src');
  const file = readdirSync(dir).find((f) => f.endsWith('.ts') && /^export const LISTS = \{/m.test(read(path.join(dir, f))));
  if (!file) throw new Error('No registry of lists (export const LISTS) in shared/contracts/src');
  return `shared/contracts/src/${file}`;
}

/** A list is known by its key: its settings calls, its saved views and the permission that opens it. */
function addListKey(changes, root, key, permission) {
  changes.edit(listRegistry(root), (text) => {
    if (new RegExp(`^\\s+'?${key.replace('.', '\\.')}'?: list\\(`, 'm').test(text)) throw new Error(`The list key ${key} is taken`);
    return text.replace(/\n} as const satisfies Record<string, ListDef>;/, `\n  ${key}: list('${permission}', ['id', 'createDate']),$&`);
  });
}

/** A screen group with a list page on the kit, its API hook, its test and its texts, inside `remote`. */
function addGroup(changes, { root, remote, group, section, values }) {
  const { permission, icon } = values;
  const titles = titlesOf(values, words(group));
  const view = viewPermissions(root).get(permission);
  if (!view) throw new Error(`${permission} is no view permission of the catalogue (shared/contracts/src/permissions/)`);
  const dir = `remotes/${remote}/src/${group}`;
  const { method, path: apiPath } = listCall(view, group);
  const existing = existsSync(path.join(root, 'remotes', remote, 'src'))
    ? [...read(path.join(root, 'remotes', remote, 'src', 'descriptor.ts')).matchAll(/from '\.\/(.+)\/screens'/g)].map((m) => m[1])
    : [];
  const orders = existing.flatMap((g) => {
    const file = path.join(root, 'remotes', remote, 'src', g, 'routes.json');
    return existsSync(file) ? readJson(file).flatMap((r) => (r.menu ? [r.menu.order] : [])) : [];
  });
  const order = (Math.max(0, ...orders) / 10 + 1) * 10;
  const listKey = camel(group);
  changes.write(`${dir}/routes.json`, templates.groupRoutes({ remote, group, permission, section, order, icon }));
  changes.write(`${dir}/screens.ts`, templates.groupScreens({ group }));
  changes.write(`${dir}/api.ts`, templates.groupApi({ group, listKey, method, path: apiPath }));
  changes.write(`${dir}/Page.tsx`, templates.groupPage({ group }));
  changes.write(`${dir}/${group}.test.tsx`, templates.groupTest({ group, permission, method, path: apiPath, title: titles['en-US'] }));
  for (const lng of LANGUAGES) changes.write(`${dir}/locales/${lng}.json`, templates.groupTexts({ group, lng, title: titles[lng] }));
  addListKey(changes, root, listKey, permission);
}

function titlesOf(values, fallback) {
  const en = values.title ?? fallback;
  return { 'en-US': en, 'zh-CN': values['title-zh-CN'] ?? en, 'zh-TW': values['title-zh-TW'] ?? en };
}

/** The next dev-server port after every remote's (3101 for the first). */
export function freePort(root) {
  const used = Object.values(devPorts(root)).filter(Number.isInteger);
  return Math.max(FIRST_REMOTE_PORT - 1, ...used) + 1;
}

function newRemote(root, name, values) {
  if (remotesOf(root).includes(name)) throw new Error(`remotes/${name} exists already`);
  const group = values.group ?? name;
  const section = knownSection(root, values.section ?? camel(name));
  const model = remotesOf(root)[0];
  if (!model) throw new Error('No remote to take the dependency versions from');
  const port = freePort(root);
  const changes = new Changes(root);
  const dir = `remotes/${name}`;
  changes.write(
    `${dir}/package.json`,
    templates.remotePackageJson({ name, model: readJson(path.join(root, 'remotes', model, 'package.json')) }),
  );
  changes.write(`${dir}/tsconfig.json`, templates.remoteTsconfig());
  changes.write(`${dir}/jest.config.cjs`, templates.remoteJestConfig());
  changes.write(`${dir}/webpack.config.cjs`, templates.remoteWebpackConfig({ name, port }));
  changes.write(`${dir}/src/descriptor.ts`, templates.remoteDescriptor({ name, groups: [group] }));
  changes.write(`${dir}/src/descriptor.test.ts`, templates.remoteDescriptorTest());
  changes.write(`${dir}/src/i18n.ts`, templates.remoteI18n({ name }));
  for (const lng of LANGUAGES) {
    changes.write(
      `${dir}/src/locales/${lng}.json`,
      templates.remoteTexts({ section, sectionTitle: values['section-title'] ?? words(name) }),
    );
  }
  addGroup(changes, { root, remote: name, group, section, values });
  addDeployment(changes, root, name);
  return {
    changes,
    notes: [
      `dev server on port ${port}`,
      'then: pnpm install, and translate the titles in the zh-CN and zh-TW files if --title-zh-* was not given',
    ],
  };
}

/** Pins the remote in every environment, gives it a compose service serving its releases and a gateway location. */
function addDeployment(changes, root, name) {
  for (const file of readdirSync(path.join(root, 'deploy/environments')).filter((f) => f.endsWith('.json'))) {
    changes.edit(`deploy/environments/${file}`, (text) => {
      const manifest = JSON.parse(text);
      manifest.remotes = Object.fromEntries(
        Object.entries({ ...manifest.remotes, [name]: { version: '1.0.0' } }).sort(([a], [b]) => a.localeCompare(b)),
      );
      return `${JSON.stringify(manifest, null, 2)}\n`;
    });
  }
  changes.edit('docker-compose.yml', (text) => {
    const service = `  remote-${name}:
    image: nginx:1.27-alpine
    restart: unless-stopped
    volumes:
      - ./deploy/nginx/remotes.conf:/etc/nginx/conf.d/default.conf:ro
      - ./releases/${name}:/usr/share/nginx/releases/${name}:ro
    expose:
      - "8081"

`;
    const withService = text.replace(/^ {2}remotes-gateway:\n/m, `${service}$&`);
    return withService.replace(/(^ {2}remotes-gateway:\n(?:.*\n)*? {4}depends_on:\n(?: {6}- .*\n)*)/m, `$1      - remote-${name}\n`);
  });
  changes.edit('deploy/nginx/gateway.conf', (text) =>
    text.replace(/^ {2}location \/ \{\n/m, `  location /${name}/ {\n    proxy_pass http://remote-${name}:8081;\n  }\n$&`),
  );
}

function newScreen(root, remote, group, values) {
  if (!remotesOf(root).includes(remote)) throw new Error(`No remote named ${remote} in remotes/`);
  if (!NAME.test(group)) throw new Error(`A screen group's name is lower-case words joined by hyphens: ${group}`);
  const descriptor = `remotes/${remote}/src/descriptor.ts`;
  const areaTexts = readJson(path.join(root, 'remotes', remote, 'src', 'locales', 'en-US.json'));
  const section = knownSection(root, values.section ?? Object.keys(areaTexts.menu?.section ?? {})[0] ?? camel(remote));
  const changes = new Changes(root);
  addGroup(changes, { root, remote, group, section, values });
  changes.edit(descriptor, (text) =>
    text
      .replace(
        /(\nimport [^\n]+ from '\.\/[^']+\/screens';)(?![\s\S]*\nimport [^\n]+ from '\.\/[^']+\/screens';)/,
        `$1\nimport ${camel(group)} from './${group}/screens';`,
      )
      .replace(/ {2}groups: \[([^\]]*)\],/, (_, list) =>
        templates.groupsList([...list.split(',').map((s) => s.trim()), camel(group)].filter(Boolean)),
      ),
  );
  return { changes, notes: [`add the route's title in zh-CN and zh-TW if --title-zh-* was not given`] };
}

export function generate(argv, { log = console.log } = {}) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      permission: { type: 'string' },
      group: { type: 'string' },
      title: { type: 'string' },
      'title-zh-CN': { type: 'string' },
      'title-zh-TW': { type: 'string' },
      section: { type: 'string' },
      'section-title': { type: 'string' },
      icon: { type: 'string' },
      root: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  });
  const [kind, name, group] = positionals;
  const root = path.resolve(values.root ?? path.join(here, '..'));
  if (!values.permission || !((kind === 'remote' && name) || (kind === 'screen' && name && group))) {
    throw new Error(
      'Usage: npm run new -- remote <name> --permission <view key> [--group <name>] [--title <title>]\n' +
        '       npm run new -- screen <remote> <group> --permission <view key> [--title <title>]',
    );
  }
  if (!NAME.test(name) || (values.group && !NAME.test(values.group))) throw new Error('Names are lower-case words joined by hyphens');
  const { changes, notes } = kind === 'remote' ? newRemote(root, name, values) : newScreen(root, name, group, values);
  const written = changes.apply(values['dry-run']);
  if (!values['dry-run']) for (const file of written) log(`${changes.changed.has(file) ? 'changed' : 'wrote'} ${file}`);
  for (const note of notes) log(`note: ${note}`);
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    generate(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
