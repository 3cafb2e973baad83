/** Jest preset for browser-side packages (host, remotes, shared UI): jsdom, SWC, the stubs Chakra and react-router need. */
const path = require('node:path');
const { chakraBundle } = require('./chakra-bundle.cjs');

module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)'],
  moduleNameMapper: {
    '\\.(css|png|svg|ico|jpg)$': path.join(__dirname, 'file-stub.cjs'),
    // Chakra as one module (`chakra-bundle.cjs`), its subpaths included.
    '^@chakra-ui/react(/.*)?$': chakraBundle(),
  },
  setupFiles: [path.join(__dirname, 'setup-env.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'setup-dom.cjs')],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
