/**
 * Chakra UI as one module for jest. `@chakra-ui/react` is about 500 modules of its own and 900 of Ark UI's, with
 * 77 Zag packages: jest resolves, reads and compiles each of them again for every test file (its module registry is
 * per file), which was most of the 1.6 CPU seconds a test file cost before its first test. Bundled once by esbuild
 * (index and the subpaths the code imports, so they share one instance of Chakra's contexts), with React and
 * Emotion left to jest as the packages themselves (by their resolved paths, so the test code and Chakra share one
 * React), it is one module to load.
 *
 * The bundle is kept in node_modules' cache folder, named by a hash of this file and of where Chakra, React and
 * Emotion are installed (pnpm's folder names carry each package's version and its peers'): the paths of React and
 * Emotion are written into it, so a change of any of them, or of how it is built, makes another.
 */
const { execFileSync } = require('node:child_process');
const { createHash } = require('node:crypto');
const { existsSync, mkdirSync, readFileSync, realpathSync, renameSync } = require('node:fs');
const path = require('node:path');

const uiDir = path.join(__dirname, '..', 'ui');

/** Packages Chakra imports that the test code imports too: they stay outside, one instance for both. */
const OUTSIDE = /^(react|react-dom|@emotion\/[^/]+)(\/.*)?$/;

/** The subpaths of `@chakra-ui/react` whose exports the index lacks. */
const SUBPATH_EXPORTS = {
  '@chakra-ui/react/preset-base': ['defaultBaseConfig'],
  '@chakra-ui/react/theme': ['defaultThemeConfig'],
};

/** The bundle's path, made first when missing (by a child process: esbuild's plugins need its asynchronous API). */
function chakraBundle() {
  const repo = path.join(__dirname, '..', '..');
  const installed = ['@chakra-ui/react', 'react', 'react-dom', '@emotion/react'].map((name) =>
    realpathSync(require.resolve(`${name}/package.json`, { paths: [uiDir] })),
  );
  const key = createHash('sha256').update(readFileSync(__filename)).update(installed.join('\n')).digest('hex').slice(0, 16);
  const out = path.join(repo, 'node_modules', '.cache', 'console-jest', `chakra-${key}.cjs`);
  if (!existsSync(out)) execFileSync(process.execPath, [__filename, out], { stdio: 'inherit' });
  return out;
}

async function build(out) {
  mkdirSync(path.dirname(out), { recursive: true });
  const esbuild = require(require.resolve('esbuild', { paths: [__dirname] }));
  const entry = [
    "export * from '@chakra-ui/react';",
    ...Object.entries(SUBPATH_EXPORTS).map(([from, names]) => `export { ${names.join(', ')} } from '${from}';`),
  ].join('\n');
  const partial = `${out}.${process.pid}.tmp`;
  await esbuild.build({
    stdin: { contents: entry, resolveDir: uiDir, loader: 'js' },
    bundle: true,
    format: 'cjs',
    // As jest's jsdom environment resolves packages (its `browser` conditions).
    platform: 'browser',
    target: 'es2022',
    outfile: partial,
    // Development checks stay as the test's NODE_ENV says.
    define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
    logLevel: 'warning',
    plugins: [
      {
        name: 'shared-with-tests',
        setup(b) {
          b.onResolve({ filter: OUTSIDE }, (args) => ({
            path: require.resolve(args.path, { paths: [args.resolveDir || uiDir] }),
            external: true,
          }));
        },
      },
    ],
  });
  // Several jest projects may make it at once: the file appears whole or not at all.
  renameSync(partial, out);
}

if (require.main === module)
  build(process.argv[2]).catch((error) => {
    console.error(error);
    process.exit(1);
  });

module.exports = { chakraBundle };
