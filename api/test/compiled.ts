import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The API test files compiled ahead of the run, for `npm test`'s two API runs. Under tsx every test process
 * compiled and resolved the API's ~400 modules through the loader's hooks on start: about 2.4 CPU seconds a file,
 * 1.5 of them the hooks, times 85 files on PostgreSQL and the PGlite run's share again. One esbuild build of every
 * file (its modules shared in chunks) takes about a second, and a process then starts on plain JavaScript.
 *
 * What stays as it was: each file still runs in a process of its own; the packages from node_modules are imported
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

/**
 * Compiles `files` (paths relative to the API's folder, `test/...`) into a folder of the run's own (`run`: the
 * PostgreSQL and the PGlite runs of `npm test` go side by side, each compiling its own files) and answers the
 * compiled files' paths, in order.
 */
export async function compileTests(files: string[], run: string): Promise<string[]> {
  const outdir = path.join(COMPILED_DIR, run);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: apiDir,
    entryPoints: files,
    outdir,
    outbase: apiDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl, packagesOutside],
  });
  return files.map((f) => path.relative(apiDir, path.join(outdir, f.replace(/\.ts$/, '.mjs'))));
}

/** The node arguments that run compiled test files: source maps on, so a failure names the source line. */
export const COMPILED_RUN_ARGS = ['--enable-source-maps'];
