import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The API test files compiled ahead of the run, for `npm test`'s two API runs. Under tsx every test process
 * compiled and resolved the API's ~400 modules through the loader's hooks on start: about 2.4 CPU seconds a file,
 * 1.5 of them the hooks, times 85 files on PostgreSQL and the PGlite run's share again. One esbuild build of every
 * file (its modules shared in chunks) takes about a second, and a process then starts on plain JavaScript.
 *
 * The files of an area folder then run in one process (`testGroups`), each file's tests a suite of their own with the
 * file's own hooks and environment (`file-scope.ts`). What stays as it was: the packages from node_modules are imported
 * as they are (only the project's own TypeScript, the API and the contracts, is compiled); every module's
 * `import.meta.url` is its own source file's, so paths found from it (migrations, the repo's root, a test's own
 * fixtures) are the same; stack traces point into the sources through the source maps. `node --import tsx --test
 * test/<file>.test.ts` still runs any file from its source.
 */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
export const COMPILED_DIR = path.join(apiDir, '.test-build');

/** Every module keeps its own file's URL, as it has when run from source. */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/**
 * Packages stay outside the bundle, imported from where esbuild found them (their real path in the store: the
 * contracts' own dependencies are not all the API's). The workspace's own packages are compiled in.
 */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@console/') || args.path.startsWith('node:') || args.pluginData === 'inner') return undefined;
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'inner',
      });
      if (found.errors.length || !found.path || !path.isAbsolute(found.path)) return { path: args.path, external: true };
      return { path: found.path, external: true };
    });
  },
};

/** The API tests' stand-in for `node:test` in a group (`file-scope.ts`); it alone imports the real one. */
const FILE_SCOPE = path.join(apiDir, 'test/file-scope.ts');
const fileScopedTests: Plugin = {
  name: 'file-scoped-tests',
  setup(b) {
    b.onResolve({ filter: /^node:test$/ }, (args) => (args.importer === FILE_SCOPE ? undefined : { path: FILE_SCOPE }));
  },
};

/**
 * Files that keep a process of their own: what they check is the process itself (a server started from the
 * command line, a cold start's migrations, the test runner's own context).
 */
const OWN_PROCESS = new Set(['test/core/seed-startup.test.ts', 'test/trading/market.test.ts']);

/**
 * The files of a run in groups, one process each: the files of an area folder together. A process of its own
 * costs a file about two CPU seconds before its first test (starting Node, loading the API's modules and
 * packages, building the app's routes), paid once a group.
 */
export function testGroups(files: readonly string[]): { name: string; files: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    // A folder's name, or the folder's and the file's for one of its own (`trading-market`): no two groups share one.
    const folder = file.split('/')[1].replace(/\.test\.ts$/, '');
    const name = OWN_PROCESS.has(file) ? `${folder}-${path.basename(file, '.test.ts')}` : folder;
    groups.set(name, [...(groups.get(name) ?? []), file]);
  }
  return [...groups].map(([name, grouped]) => ({ name, files: grouped }));
}

/**
 * Compiles `files` (paths relative to the API's folder, `test/...`) into a folder of the run's own (`run`: the
 * PostgreSQL and the PGlite runs of `npm test` go side by side, each compiling its own files), a program per group
 * of `testGroups`, and answers the programs' paths. In a program each file's tests form a suite named for the file,
 * with the file's own hooks (`file-scope.ts`).
 */
export async function compileTests(files: string[], run: string): Promise<string[]> {
  const outdir = path.join(COMPILED_DIR, run);
  const entries = path.join(COMPILED_DIR, `${run}-groups`);
  rmSync(outdir, { recursive: true, force: true });
  rmSync(entries, { recursive: true, force: true });
  mkdirSync(entries, { recursive: true });
  const groups = testGroups(files).map(({ name, files: grouped }) => {
    const entry = path.join(entries, `${name}.test.ts`);
    const loaders = grouped.map((f) => `  ${JSON.stringify(f)}: () => import(${JSON.stringify(path.join(apiDir, f))}),`);
    writeFileSync(
      entry,
      [
        `import { scopeFiles } from ${JSON.stringify(FILE_SCOPE)};`,
        `const files: Record<string, () => Promise<unknown>> = {`,
        ...loaders,
        '};',
        'await scopeFiles(Object.keys(files), (file) => files[file]());',
        '',
      ].join('\n'),
    );
    return entry;
  });
  await build({
    absWorkingDir: apiDir,
    entryPoints: groups,
    outdir,
    outbase: entries,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [fileScopedTests, ownImportMetaUrl, packagesOutside],
  });
  return groups.map((entry) => path.relative(apiDir, path.join(outdir, path.basename(entry).replace(/\.ts$/, '.mjs'))));
}

/**
 * The node arguments that run compiled test files: source maps on, so a failure names the source line; and a time
 * limit, so that a test that never ends fails by its name instead of holding the whole run. Node 20 applies the limit
 * to each program (a group of `testGroups`) as well as to each test: the longest group takes about two minutes alone
 * and twice that beside the browser tests, so twenty minutes mean a hang.
 */
export const COMPILED_RUN_ARGS = ['--enable-source-maps', '--test-timeout=1200000'];
