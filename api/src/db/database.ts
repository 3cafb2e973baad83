import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { DEFAULT_DATA_DIR } from '../paths';

export interface QueryResult<T> {
  rows: T[];
}

/** What a query can run on: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; defaults to env `DATABASE_URL`. */
  url?: string;
  /** PGlite data folder when no URL is given (default env `PGLITE_DATA_DIR`, then `<repo>/.data/pglite`); created when missing. */
  dataDir?: string;
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Db> {
  const url = opts.url ?? process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite(opts.dataDir ?? (process.env.PGLITE_DATA_DIR || DEFAULT_DATA_DIR));
}

async function openPglite(dataDir: string): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const lite = await PGlite.create({ dataDir });
  return {
    kind: 'pglite',
    query: (sql, params) => lite.query(sql, params ?? []),
    transaction: (fn) => lite.transaction((tx) => fn({ query: (sql, params) => tx.query(sql, params ?? []) })),
    close: () => lite.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection dropped by the server (restart, failover) is replaced on the next query; it must not end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start rather than at the first request when the server is unreachable.
  (await pool.connect()).release();
  return {
    kind: 'postgres',
    query: async (sql, params) => ({ rows: (await pool.query(sql, params as unknown[])).rows }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({ query: async (sql, params) => ({ rows: (await client.query(sql, params as unknown[])).rows }) });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
