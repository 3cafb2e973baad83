#!/usr/bin/env node
// What the browser tests need before they start, in a process of its own so `npm test` can run it beside the
// other parts: Debian's Chromium, the host built, and, in the test run's folder `work`, copies of the
// environment manifests and releases with a second release of the Backstage remote to pin, and the console's
// data folder migrated and seeded with the demo data (while the console builds), so the server starts at once.
// Usage: node scripts/e2e-prepare.mjs <work folder> <second version>
import { spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { buildHostIfStale, ensurePnpm, log, releasePinnedRemotes, releaseRemoteCached, root, run } from './lib.mjs';

const [work, second] = process.argv.slice(2);
if (!work || !second) throw new Error('usage: e2e-prepare.mjs <work folder> <second version>');

// A font with Chinese glyphs, so screenshots of the zh-CN and zh-TW screens can be read (Debian's Chromium brings none).
const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
// Chromium's headless-only build: the browser tests' Chromium used about a quarter more CPU as the full browser in
// headless mode (e2e/chromium.ts takes the shell when it is there, the full browser otherwise).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function ensureChromium() {
  if (existsSync(HEADLESS_SHELL) && existsSync(CJK_FONT)) return;
  if (process.getuid?.() !== 0) {
    if (!existsSync('/usr/bin/chromium') && !existsSync(HEADLESS_SHELL)) {
      throw new Error(
        "Browser tests need Debian's Chromium: run `sudo apt-get install -y chromium-headless-shell` (or run the tests as root), then `npm test` again.",
      );
    }
    if (!existsSync(HEADLESS_SHELL)) log('No chromium-headless-shell: the browser tests run the full Chromium, which takes more CPU');
    if (!existsSync(CJK_FONT))
      log('No Chinese font (fonts-wqy-microhei): screenshots of the Chinese screens will show boxes for their text');
    return;
  }
  log("Installing Debian's Chromium headless shell and a Chinese font (apt-get install chromium-headless-shell fonts-wqy-microhei)");
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium-headless-shell', 'fonts-wqy-microhei'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(HEADLESS_SHELL)) throw new Error("Debian's Chromium headless shell could not be installed");
}

ensureChromium();
// The tests' builds are compressed at brotli quality 5, not the most (deploy/src/precompress.ts): only the tests' own
// browser fetches them, and the most took about 30 CPU seconds of the suite.
process.env.BROTLI_QUALITY ??= '5';
const pnpm = ensurePnpm();
// The demo data at the tests' smaller trading history (seed/history.ts): the browser tests read its lists, not its
// size, and the seed runs beside the builds on the same two cores. It is the API tests' seeded template, copied (and
// built first where this machine has none for the current migrations and generator): one seed serves both.
const seeding = spawn(pnpm, ['--filter', '@console/api', 'exec', 'tsx', 'test/browser-data.ts', path.join(work, 'data')], {
  cwd: root,
  stdio: 'inherit',
});
const seeded = new Promise((resolve, reject) => {
  seeding.on('error', reject);
  seeding.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`preparing the browser tests' database exited with ${code}`))));
});
buildHostIfStale(pnpm, { cache: true });
const environmentsDir = path.join(work, 'environments');
const releasesDir = path.join(work, 'releases');
cpSync(path.join(root, 'deploy/environments'), environmentsDir, { recursive: true });
releasePinnedRemotes(pnpm, { environment: 'development', environmentsDir, releasesDir: path.join(root, 'releases'), cache: true });
cpSync(path.join(root, 'releases'), releasesDir, { recursive: true });
releaseRemoteCached(pnpm, { name: 'content-and-settings', version: second, releasesDir });
await seeded;
log("The browser tests' database is migrated and seeded");
