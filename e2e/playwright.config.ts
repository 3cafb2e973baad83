import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium';

const port = Number(process.env.E2E_PORT ?? 18080);
const work = process.env.E2E_WORK_DIR ?? path.join(__dirname, '.work');
const repo = path.resolve(__dirname, '..');

export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A test's whole limit. The longest take about 30 s on an idle machine and three times that beside the API suites
  // (the backstage log's list-kit test ran past 60 s on both attempts, at its first step after a fresh sign-in); a
  // failing test still fails at its first wait that runs out.
  timeout: 150_000,
  // What the user waits for may take long while the suite's other parts share the two cores (an approval's toast took
  // over 10 s at a load of 12); a wait ends when what it waits for shows, so the longer limit costs a passing test nothing.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  globalSetup: './global-setup.ts',
  outputDir: path.join(work, 'test-results'),
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: 1440, height: 900 },
    // A trace records a screencast and a snapshot of every action: recorded for every test it made the browsers the
    // suite's largest user of CPU (about 800 of 2,700 CPU seconds). Recorded for a retry only, it still shows what failed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // V8 on one thread per page (no concurrent compiler or collector threads): the page's main thread does the same
    // work, and the browsers used about 15 % less CPU over the same page loads (measured on eight cold loads of
    // list pages and home). The compositor's (software) GPU work in the browser's process rather than a process of
    // its own, which every frame went to and came back from: the same 28 tests of four files used 162 and 167 CPU s
    // instead of 189. (`--single-process` as well broke the pages' loading.) The bench keeps Chromium's defaults, as a
    // user's browser has them.
    launchOptions: { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, '--js-flags=--single-threaded', '--in-process-gpu'] },
    // As a user who asked for less motion sees the console: spinners and skeletons animate less, which measured
    // about a tenth less of the browser's CPU; nothing a test checks moves.
    reducedMotion: 'reduce',
  },
  webServer: {
    command: `node --import tsx ${path.join(repo, 'deploy/src/main.ts')}`,
    cwd: path.join(repo, 'deploy'),
    url: `${baseURL}/api/application/version`,
    // The data folder comes seeded (scripts/e2e-prepare.mjs); alone, the server seeds it first.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      ENVIRONMENTS_DIR: process.env.ENVIRONMENTS_DIR ?? path.join(repo, 'deploy/environments'),
      RELEASES_DIR: process.env.E2E_RELEASES_DIR ?? path.join(repo, 'releases'),
      LOGIN_RATE_LIMIT: '1000',
      CONSOLE_ENV: 'development',
      // The feed and the round engine run as on a development server; the simulated traders do not, so the
      // tests' pages wait on no background orders (the trading tests place theirs as an end user would).
      SIMULATED_TRADERS: 'off',
      // A report export above this many rows becomes an export-center job (5,000 by default): the reports test's job
      // then computes about 1,400 agent days instead of 5,000.
      REPORT_EXPORT_JOB_ROWS: '1000',
    },
  },
});
