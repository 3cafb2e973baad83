import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
// Sets the precision of decimal arithmetic for the whole API before any money is computed.
import '../money';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { DEFAULT_DATA_DIR } from '../paths';
import { pglitePreparedStatements, statementNames } from './prepared';

export interface QueryResult<T> {
  rows: T[];
}

export interface QueryOptions {
  /**
   * Send it as a named prepared statement (PostgreSQL): each pooled connection parses and plans its text once,
   * then runs it with new parameters, and PostgreSQL keeps a generic plan when it is no worse than planning
   * anew. For the statements every request sends (the session), the hot list queries and the engines' statements
   * of every tick, whose texts repeat. PGlite prepares it at once too, and every other text from its second run
   * (`prepared.ts`): in WebAssembly the planning saved is most of a short statement's cost.
   */
  prepare?: boolean;
}

/** What a query can run on: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Everything `fn`
   * starts joins it, however it reaches this handle: `db.query` runs on the transaction, and a
   * `db.transaction` inside is a savepoint of it (see `scopedTransactions`).
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Several statements sent as one text (the simple query protocol, no parameters), answering the rows
   * of the last one: what a job library sends for its schema and locked sections.
   */
  script<T = Record<string, unknown>>(sql: string): Promise<QueryResult<T>>;
  /**
   * The rows of a query in batches of `batchSize`, each row an array of its column values in select
   * order (no object per row: this is for reading a great many), read through a server-side cursor on
   * a dedicated connection, so a large result never sits in memory. PostgreSQL only: PGlite has a
   * single connection, which a cursor would hold for the whole read (readers there page by key instead).
   */
  cursor?(sql: string, params: unknown[], batchSize: number): AsyncGenerator<unknown[][]>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` (sent by any connection, this process's
   * included) until the returned function is called. `onResume` runs when a lost listening connection has
   * been re-established: notifications sent in between were missed. PostgreSQL listens on one dedicated
   * connection per handle, outside the pool; PGlite delivers in process.
   */
  listen(channel: string, handler: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>>;
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
  // pg_trgm serves the "contains" filters of large lists (migration 007), as it does on a PostgreSQL server.
  const lite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const run = pglitePreparedStatements(lite.serializers);
  const scoped = scopedTransactions({
    query: (sql, params, options) => run(lite, sql, params, options?.prepare),
    transaction: (fn) =>
      lite.transaction((tx) =>
        fn({
          query: (sql, params, options) => run(tx, sql, params, options?.prepare),
          script: async (sql) => ({ rows: ((await tx.exec(sql)).at(-1)?.rows ?? []) as never[] }),
        }),
      ),
    async script(sql) {
      try {
        const results = await lite.exec(sql);
        return { rows: (results.at(-1)?.rows ?? []) as never[] };
      } catch (error) {
        // A failed statement inside the script's own `begin` would leave the one connection in an aborted transaction.
        await lite.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
  });
  return {
    kind: 'pglite',
    ...scoped,
    async listen(channel, handler) {
      const stop = await lite.listen(channel, handler);
      return async () => {
        if (!lite.closed) await stop();
      };
    },
    close: () => lite.close(),
  };
}

/** A query for node-postgres: named (prepared) when asked and its text has a name. */
function pgQuery(nameOf: (sql: string) => string | undefined, sql: string, params: unknown[] | undefined, options?: QueryOptions) {
  const name = options?.prepare ? nameOf(sql) : undefined;
  return name ? { name, text: sql, values: params } : { text: sql, values: params };
}

async function openPostgres(url: string): Promise<Db> {
  // JIT off for the API's sessions: its statements are short, and a misestimated report query (an agent's downline
  // over a year) spent 2 to 4 s compiling itself before running (bench/report.md, Reports).
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10), options: '-c jit=off' });
  const nameOf = statementNames();
  // An idle connection dropped by the server (restart, failover) is replaced on the next query; it must not end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // Fail at start rather than at the first request when the server is unreachable.
  (await pool.connect()).release();
  const listener = postgresListener(url);
  const lastRows = (result: pg.QueryResult | pg.QueryResult[]) =>
    (Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows) as never[];
  const scoped = scopedTransactions({
    query: async (sql, params, options) => ({ rows: (await pool.query(pgQuery(nameOf, sql, params, options))).rows }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async (sql, params, options) => ({ rows: (await client.query(pgQuery(nameOf, sql, params, options))).rows }),
          script: async (sql) => ({ rows: lastRows((await client.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[]) }),
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    script: async (sql) => ({ rows: lastRows((await pool.query(sql)) as unknown as pg.QueryResult | pg.QueryResult[]) }),
  });
  return {
    kind: 'postgres',
    ...scoped,
    async *cursor(sql, params, batchSize) {
      const client = await pool.connect();
      const cursor = client.query(new Cursor<unknown[]>(sql, params, { rowMode: 'array' }));
      try {
        for (;;) {
          const rows = await cursor.read(batchSize);
          if (!rows.length) return;
          yield rows;
        }
      } finally {
        await cursor.close().catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, handler, onResume) => listener.listen(channel, handler, onResume),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** An open transaction with the statements a script needs (several in one text). */
interface TransactionHandle extends Queryable {
  script<T = Record<string, unknown>>(sql: string): Promise<QueryResult<T>>;
}

interface RawAccess {
  query: Queryable['query'];
  transaction<T>(fn: (tx: TransactionHandle) => Promise<T>): Promise<T>;
  script: Db['script'];
}

interface OpenTransaction {
  owner: RawAccess;
  tx: TransactionHandle;
  /** False once `fn` has ended: work it left running falls back to the database itself. */
  open: boolean;
  savepoints: number;
  /** Work to start once the transaction has committed (`afterCommit`). */
  committed: Array<() => void>;
}

const openTransaction = new AsyncLocalStorage<OpenTransaction>();

/**
 * Makes a transaction the scope of everything it runs. Code inside `transaction(fn)` often reaches the
 * database through the handle rather than through `tx` (a helper that takes `db`, a module that kept
 * `services.db`): those statements join the transaction instead of running beside it (on PostgreSQL,
 * outside it; on PGlite, whose one connection the transaction holds, they would wait for it forever). A
 * transaction started inside one is a savepoint of it, so an audited route can run its handler, nested
 * transactions included, and its log entry as one transaction.
 */
function scopedTransactions(raw: RawAccess): Pick<Db, 'query' | 'transaction' | 'script'> {
  const joined = () => {
    const open = openTransaction.getStore();
    return open?.owner === raw && open.open ? open : undefined;
  };
  return {
    query: (sql, params, options) => (joined()?.tx ?? raw).query(sql, params, options),
    script: (sql) => (joined()?.tx ?? raw).script(sql),
    async transaction(fn) {
      const outer = joined();
      if (!outer) {
        const scope: OpenTransaction = { owner: raw, tx: undefined as never, open: true, savepoints: 0, committed: [] };
        const result = await raw.transaction((tx) => {
          scope.tx = tx;
          return openTransaction.run(scope, async () => {
            try {
              return await fn(tx);
            } finally {
              scope.open = false;
            }
          });
        });
        for (const work of scope.committed) openTransaction.exit(work);
        return result;
      }
      const savepoint = `nested_${++outer.savepoints}`;
      await outer.tx.query(`savepoint ${savepoint}`);
      try {
        const result = await fn(outer.tx);
        await outer.tx.query(`release savepoint ${savepoint}`);
        return result;
      } catch (error) {
        await outer.tx.query(`rollback to savepoint ${savepoint}`).catch(() => undefined);
        throw error;
      }
    },
  };
}

/**
 * Starts `work` once the transaction the caller runs in has committed, outside it (at once when there is
 * none); dropped when it rolls back. For work that outlives the call that starts it (users of a batch
 * upload created in the background): it must neither run on that transaction nor start before its rows
 * are visible.
 */
export function afterCommit(work: () => void): void {
  const open = openTransaction.getStore();
  if (open?.open) open.committed.push(work);
  else openTransaction.exit(work);
}

interface Subscriber {
  handler: (payload: string) => void;
  onResume?: () => void;
}

/**
 * LISTEN on one dedicated connection (a pooled one would be handed to other queries and lose its
 * LISTENs). The connection opens on the first `listen`; when it drops it is re-opened with back-off, its
 * channels listened to again, and the subscribers told they may have missed notifications.
 */
function postgresListener(url: string) {
  const channels = new Map<string, Set<Subscriber>>();
  const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelay = 500;
  let closed = false;

  async function open(resumed: boolean): Promise<pg.Client> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const subscriber of [...(channels.get(message.channel) ?? [])]) subscriber.handler(message.payload ?? '');
    });
    next.on('error', (error) => {
      console.error(`PostgreSQL listening connection lost: ${error.message}`);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`listen ${quoted(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      throw new Error('The database handle is closed');
    }
    client = next;
    retryDelay = 500;
    if (resumed) for (const set of channels.values()) for (const subscriber of set) subscriber.onResume?.();
    return next;
  }

  function connected(resumed = false): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open(resumed).finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = undefined;
    which.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer || channels.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connected(true).catch((error: Error) => {
        console.error(`PostgreSQL listening connection: reconnect failed (${error.message}); retrying`);
        retryDelay = Math.min(retryDelay * 2, 15_000);
        scheduleReconnect();
      });
    }, retryDelay);
    retryTimer.unref();
  }

  return {
    async listen(channel: string, handler: (payload: string) => void, onResume?: () => void): Promise<() => Promise<void>> {
      if (closed) throw new Error('The database handle is closed');
      const subscriber: Subscriber = { handler, onResume };
      const isNew = !channels.has(channel);
      const set = channels.get(channel) ?? new Set<Subscriber>();
      set.add(subscriber);
      channels.set(channel, set);
      try {
        const conn = await connected();
        if (isNew && conn === client) await conn.query(`listen ${quoted(channel)}`);
      } catch (error) {
        set.delete(subscriber);
        if (!set.size) channels.delete(channel);
        throw error;
      }
      return async () => {
        set.delete(subscriber);
        if (set.size || channels.get(channel) !== set) return;
        channels.delete(channel);
        await client?.query(`unlisten ${quoted(channel)}`).catch(() => undefined);
      };
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retryTimer);
      channels.clear();
      const open = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}

/** The error PostgreSQL raises when an insert or update breaks a unique constraint. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
