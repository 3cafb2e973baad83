import { type ChildProcess, spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../api/test/pg-cluster';
import { round } from '../lib';

/**
 * The dev server's own CPU at idle: the console server as `npm start` runs it (deploy/src/main.ts, development
 * environment, PGlite in a scratch DATA_DIR, so the database works in the same process and is counted too),
 * the simulated price feed ticking every second and the round engine running, no client. After it has started
 * (the first start seeds the demo data) and settled for SETTLE_MS, its user + system CPU time is read from
 * /proc/<pid>/stat before and after `ms` and given as a percentage of one core; every 10 s window too, whose
 * largest shows the bursts (rounds closing and settling together). Twice on the same data: simulated traders
 * off, then on (their default, six traders every 5 s).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SETTLE_MS = 30_000;
const WINDOW_MS = 10_000;
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** utime + stime of the process, in seconds, and its resident memory in MB. */
function cpuOf(pid: number): { seconds: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15, rss 24.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { seconds: ticks / CLOCK_TICKS, rssMb: round((Number(fields[21]) * 4096) / 2 ** 20) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(
  dataDir: string,
  traders: string,
  log: (line: string) => void,
): Promise<{ child: ChildProcess; startSeconds: number }> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'deploy'),
    env: {
      ...process.env,
      CONSOLE_ENV: 'development',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      ...(traders === 'off' ? { SIMULATED_TRADERS: 'off' } : { SIMULATED_TRADERS: traders }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d) => String(d).includes('Back-office console:') && resolve());
    child.once('exit', (code) => reject(new Error(`the console server exited with ${code}`)));
  });
  const startSeconds = (Date.now() - started) / 1000;
  log(`console server (traders ${traders}) pid ${child.pid} up in ${startSeconds.toFixed(1)} s`);
  return { child, startSeconds };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** `afterwards`, if given, runs on the server's PGlite folder once the server has stopped (before the folder is removed). */
export async function benchIdleCpu(ms: number, log: (line: string) => void, afterwards?: (dataDir: string) => Promise<void>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'console-idle-'));
  const runs = [];
  try {
    for (const traders of ['off', '6']) {
      const { child, startSeconds } = await start(dataDir, traders, log);
      try {
        await sleep(SETTLE_MS);
        const pid = child.pid as number;
        const before = cpuOf(pid);
        const windows: number[] = [];
        let last = before;
        for (let elapsed = 0; elapsed < ms; elapsed += WINDOW_MS) {
          await sleep(Math.min(WINDOW_MS, ms - elapsed));
          const now = cpuOf(pid);
          windows.push(round(((now.seconds - last.seconds) / (Math.min(WINDOW_MS, ms - elapsed) / 1000)) * 100));
          last = now;
        }
        const percent = round(((last.seconds - before.seconds) / (ms / 1000)) * 100);
        log(`traders ${traders}: ${percent} % of one core over ${ms / 1000} s (windows ${windows.join(', ')}), RSS ${last.rssMb} MB`);
        runs.push({
          traders,
          startSeconds: round(startSeconds),
          seconds: ms / 1000,
          cpuPercent: percent,
          maxWindowPercent: Math.max(...windows),
          windows,
          rssMb: last.rssMb,
        });
      } finally {
        await stop(child);
      }
    }
    if (afterwards) await afterwards(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { clockTicks: CLOCK_TICKS, settleSeconds: SETTLE_MS / 1000, runs };
}
