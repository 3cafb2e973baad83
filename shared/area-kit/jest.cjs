/**
 * The jest configuration of a remote: `module.exports = require('@console/area-kit/jest.cjs')(__dirname);`
 * The browser preset, plus the area's English texts loaded before every test file, as the host loads them
 * before any page of the area renders (read from the remote's locale files, so no module of the remote is
 * loaded before the test file's own `jest.mock` calls).
 */
const path = require('node:path');
const preset = require('@console/testing/jest-preset.cjs');

module.exports = function remoteJestConfig(dir) {
  return {
    ...preset,
    setupFilesAfterEnv: [...preset.setupFilesAfterEnv, path.join(__dirname, 'src', 'testing', 'load-area-texts.ts')],
    globals: { CONSOLE_REMOTE_DIR: dir },
  };
};
