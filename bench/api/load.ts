/**
 * The load side of the request-path bench, run in the bench's own process while the API instances run in
 * processes of their own (`server.ts`). A job is either
 *  - `http`: `clients` loops, each sending the same request over its own keep-alive connection and reading
 *    the whole answer, or
 *  - `sql`: `clients` loops, each replaying the statements one request sent (captured in the API, in their
 *    order; statements the request sent together are sent together) on a pool of `clients` connections,
 *    with node-postgres as the API uses it, every row read;
 * for `ms` milliseconds after a short warm-up, answering how many were done per second.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import type { Statement } from './capture';

/** What the bench uses of a node-postgres pool. */
interface Pool {
  query(query: { name?: string; text: string; values: unknown[] }): Promise<unknown>;
  end(): Promise<void>;
}

// node-postgres as the API has it (bench/ has no dependencies of its own).
const pg = createRequire(new URL('../../api/package.json', import.meta.url))('pg') as {
  Pool: new (options: { connectionString: string; max: number }) => Pool;
};

export interface HttpRequest {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export type LoadJob =
  | { kind: 'http'; clients: number; ms: number; request: HttpRequest }
  | { kind: 'sql'; clients: number; ms: number; url: string; waves: Statement[][] };

export interface LoadResult {
  done: number;
  perSecond: number;
  medianMs: number;
}

const pools = new Map<string, Pool>();

function poolOf(url: string, size: number): Pool {
  const key = `${url}#${size}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new pg.Pool({ connectionString: url, max: size });
    pools.set(key, pool);
  }
  return pool;
}

export async function closeLoad(): Promise<void> {
  await Promise.all([...pools.values()].map((pool) => pool.end()));
  pools.clear();
}

function httpOnce(agent: http.Agent, request: HttpRequest): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { agent, host: '127.0.0.1', port: request.port, method: request.method, path: request.path, headers: request.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** One request's statements: each wave is sent at once, the next when it has answered. */
async function replay(pool: Pool, waves: Statement[][]): Promise<void> {
  for (const wave of waves) {
    await Promise.all(
      wave.map((s) => pool.query(s.name ? { name: s.name, text: s.sql, values: s.params } : { text: s.sql, values: s.params })),
    );
  }
}

export async function runLoad(job: LoadJob, warmMs = 300): Promise<LoadResult> {
  let once: (client: number) => Promise<void>;
  let agents: http.Agent[] = [];
  if (job.kind === 'http') {
    agents = Array.from({ length: job.clients }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    once = async (client) => {
      const answer = await httpOnce(agents[client], job.request);
      if (answer.status !== 200) throw new Error(`${job.request.path} answered ${answer.status}: ${answer.body.toString().slice(0, 300)}`);
    };
  } else {
    const pool = poolOf(job.url, job.clients);
    once = () => replay(pool, job.waves);
  }
  const loops = async (until: number, each?: (ms: number) => void) => {
    await Promise.all(
      Array.from({ length: job.clients }, async (_, client) => {
        while (performance.now() < until) {
          const t = performance.now();
          await once(client);
          each?.(performance.now() - t);
        }
      }),
    );
  };
  // Connections opened, statements prepared, caches warm: not counted.
  await loops(performance.now() + warmMs);
  const latencies: number[] = [];
  const started = performance.now();
  await loops(started + job.ms, (ms) => latencies.push(ms));
  const seconds = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  return { done: latencies.length, perSecond: latencies.length / seconds, medianMs: latencies[Math.floor(latencies.length / 2)] ?? 0 };
}
