/**
 * Records every statement one real request sends to the database, in order, so that the bench can replay
 * exactly that SQL directly. The database handle given to the app is wrapped: each query issued inside a
 * request marked for capture (the bench's header `x-bench-capture`, carried through the request's async
 * context) is recorded with its text, parameters and prepared-statement name, and with the number of
 * recorded statements that had answered when it was sent, so statements sent together (on several pooled
 * connections at once) are replayed together. Background work of the API (job polling, periodic folds)
 * runs outside any request and is never recorded.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { Db, Queryable } from '../../api/src/db/database';

export interface Statement {
  sql: string;
  params: unknown[];
  /** The prepared-statement name the API used, if any. */
  name?: string;
}

interface Recording {
  statements: (Statement & { answeredBefore: number })[];
  answered: number;
  inTransaction: boolean;
}

const current = new AsyncLocalStorage<Recording>();
export const CAPTURE_HEADER = 'x-bench-capture';

/**
 * The name to replay a statement under when the API sent it prepared (`{ prepare: true }`, or a name of its
 * own): a name per text, so the replaying connections prepare it once as the API's do.
 */
function nameOf(sql: string, option: unknown): string | undefined {
  if (!option || typeof option !== 'object') return typeof option === 'string' ? option : undefined;
  if ('name' in option) return String((option as { name: unknown }).name);
  if ((option as { prepare?: boolean }).prepare) return `bench_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
  return undefined;
}

/** `db` with its queries recorded while a capture is on. */
export function capturingDb(db: Db): Db {
  const query = db.query.bind(db) as (...args: unknown[]) => Promise<{ rows: unknown[] }>;
  const wrapped = async (...args: unknown[]) => {
    const recording = current.getStore();
    if (!recording) return query(...args);
    if (recording.inTransaction) throw new Error('a captured request opened a transaction: the bench replays plain statements only');
    recording.statements.push({
      sql: args[0] as string,
      params: (args[1] as unknown[]) ?? [],
      name: nameOf(args[0] as string, args[2]),
      answeredBefore: recording.answered,
    });
    try {
      return await query(...args);
    } finally {
      recording.answered++;
    }
  };
  const transaction: Db['transaction'] = (fn) => {
    const recording = current.getStore();
    if (recording) recording.inTransaction = true;
    return db.transaction(fn);
  };
  return Object.assign(Object.create(null), db, { query: wrapped, transaction }) as Db;
}

/** Runs the requests carrying the capture header inside a recording, handed to `onCaptured` when the answer is sent. */
export function captureRequestsOf(server: Server, onCaptured: (statements: Statement[][]) => void): void {
  const handlers = server.listeners('request') as ((req: unknown, res: unknown) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req, res) => {
    if (!req.headers[CAPTURE_HEADER]) {
      for (const handler of handlers) handler(req, res);
      return;
    }
    const recording: Recording = { statements: [], answered: 0, inTransaction: false };
    res.once('finish', () => onCaptured(waves(recording)));
    current.run(recording, () => {
      for (const handler of handlers) handler(req, res);
    });
  });
}

/** Statements grouped by what had answered when each was sent: a wave is sent at once, the next after it. */
function waves(recording: Recording): Statement[][] {
  const groups: Statement[][] = [];
  let last = -1;
  for (const { answeredBefore, ...statement } of recording.statements) {
    if (answeredBefore !== last || !groups.length) groups.push([]);
    groups[groups.length - 1].push(statement);
    last = answeredBefore;
  }
  return groups;
}

/**
 * Capture on `server` (see `captureRequestsOf`): answers a function that sends one request marked for capture
 * and answers the statements it sent. One capture at a time.
 */
export function capturer(server: Server): (url: string, init: RequestInit) => Promise<Statement[][]> {
  let pending: ((statements: Statement[][]) => void) | undefined;
  captureRequestsOf(server, (statements) => pending?.(statements));
  return async (url, init) => {
    const statements = new Promise<Statement[][]>((resolve) => {
      pending = resolve;
    });
    const res = await fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), [CAPTURE_HEADER]: '1' } });
    await res.arrayBuffer();
    return statements;
  };
}

/** The statements of one request again, on `db`: each wave at once, prepared ones prepared. */
export async function replay(db: Queryable, waves: Statement[][]): Promise<void> {
  for (const wave of waves) await Promise.all(wave.map((s) => db.query(s.sql, s.params, s.name ? { prepare: true } : undefined)));
}
