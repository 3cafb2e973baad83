import { existsSync } from 'node:fs';

/**
 * Debian's Chromium as the browser tests and the bench drive it: headless, no network chatter of its own.
 * The headless shell (`chromium-headless-shell`, Chromium's headless-only build: no browser UI, no GPU process
 * of its own) when it is installed, as `e2e-prepare` does; the full browser in headless mode otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_BIN ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const CHROMIUM_LAUNCH = {
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
