/** What the benches share: a seeded throwaway cluster, the signed-in API over HTTP, and their figures. */
import { performance } from 'node:perf_hooks';
import { createHmac } from 'node:crypto';
import os from 'node:os';
import { type Db, openDatabase } from '../api/src/db/database';
import { migrate } from '../api/src/db/migrate';
import type { buildApp } from '../api/src/app';
import { DEMO_TOTP_SECRET, seedDemo } from '../api/src/seed/demo';
import { startThrowawayCluster } from '../api/test/pg-cluster';

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
}

/** RFC 6238 code of the demo authenticator secret (SHA-1, 6 digits, 30 s). */
function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Times `fn` run `samples` times one after another, or fewer (at least `min`) when a case is slow: the samples stop
 * once `budgetMs` has passed. Milliseconds per run.
 */
export async function sample(
  fn: () => Promise<unknown>,
  { samples, min, budgetMs }: { samples: number; min: number; budgetMs: number },
): Promise<number[]> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < samples; i++) {
    if (i >= min && performance.now() - started > budgetMs) break;
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times;
}

/** Median and 95th percentile of times in milliseconds. */
export function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), samples: sorted.length };
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The one-minute load average: other work on the machine slows every figure, and the report shows how busy it was. */
export const loadAverage = () => round(os.loadavg()[0], 2);

/**
 * Runs `bench` on a throwaway PostgreSQL cluster, migrated and holding the demo data set (given its pool and
 * its address); the pool and the cluster are closed after, whatever happens.
 */
export async function withDemoCluster(log: (line: string) => void, bench: (db: Db, url: string) => Promise<void>): Promise<void> {
  const cluster = await startThrowawayCluster();
  log(`PostgreSQL at ${cluster.url}`);
  const db = await openDatabase({ url: cluster.url });
  try {
    await migrate(db);
    log('Seeding the demo data set');
    await seedDemo(db);
    await bench(db, cluster.url);
  } finally {
    await db.close();
    await cluster.stop();
  }
}

export type Post = (path: string, body: unknown, token?: string) => Promise<Response>;

/** Starts `app` on a free local port; answers how to POST JSON to it and the demo admin's session token. */
export async function listenSignedIn(app: Awaited<ReturnType<typeof buildApp>>): Promise<{ post: Post; token: string }> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const post: Post = async (path, body, token) =>
    fetch(`${address}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const login = await (
    await post('login/manager/login', { account: 'admin', password: 'admin-demo-2026', gauthCode: totp(DEMO_TOTP_SECRET) })
  ).json();
  return { post, token: login.data.token };
}

/** The machine the figures were measured on. */
export const machine = () => ({
  cores: os.cpus().length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
});
