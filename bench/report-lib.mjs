// What the list sections of bench/report.md share: the target, how figures are written, and how a bench script runs.
import { spawnSync } from 'node:child_process';
import { log, root } from '../scripts/lib.mjs';

/** A filtered list page answers within this at the 95th percentile. */
export const LIST_P95_TARGET_MS = 50;
export const ms = (n) => `${n.toFixed(1)} ms`;
export const met = (ok) => (ok ? 'met' : '**not met**');
/** The unfiltered first page is shown for reference; the target applies to the filtered ones. */
export const isFiltered = (c) => !c.name.startsWith('no filter');

/** Runs a bench script of the API package (it builds its own throwaway cluster) and returns the figures it prints last. */
export function runBenchScript(pnpm, script, message, failure, env = {}) {
  log(message);
  const r = spawnSync(pnpm, ['--filter', '@console/api', 'exec', 'tsx', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(failure);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}
