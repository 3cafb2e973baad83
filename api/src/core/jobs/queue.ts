import PgBoss from 'pg-boss';
import type { Db } from '../../db/database';

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface JobDefinition {
  /** The queue's name (letters, digits, dots, dashes). */
  name: string;
  run: JobHandler;
}

export interface PeriodicTask {
  name: string;
  everyMs: number;
  run: () => Promise<void>;
}

const POLLING_SECONDS = 1;

/**
 * Background jobs shared by every API instance on the same database, through pg-boss: a job sent by one
 * instance is picked by whichever instance polls first (`for update skip locked`), and a job whose
 * instance died is expired and retried by another. pg-boss is pinned to 10.4.2, the newest line whose
 * `engines` accepts Node 20 (11 and later need Node 22).
 *
 * pg-boss talks through the app's own `Db` (its `db` adapter option), so the same library and the same
 * code path run on PostgreSQL and on the embedded PGlite: with PGlite there is a single process and a
 * single connection, so the "shared" queue simply has one worker, and its polling queries wait their
 * turn on that connection like every other query.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly workers = new Map<string, string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Set<Promise<void>>();
  /** pg-boss's own statements under way: see `stop`. */
  private readonly bossStatements = new Set<Promise<unknown>>();
  private starting?: Promise<void>;
  private stopped = false;

  constructor(
    db: Db,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {
    this.boss = new PgBoss({
      db: {
        executeSql: (text, values) => this.trackStatement(values?.length ? db.query(text, values) : db.script(text)),
      },
      schedule: false,
      // Jobs that outlive their instance are retried once by another.
      retryLimit: 1,
      expireInSeconds: 2 * 60 * 60,
    });
    this.boss.on('error', (error) => this.log(`Job queue: ${error.message}`));
  }

  define(definition: JobDefinition): this {
    this.definitions.set(definition.name, definition);
    return this;
  }

  /**
   * A task every instance runs on a timer (idempotent work, such as expiring old files). A run still going when the
   * next is due is not doubled: the timer passes that turn.
   */
  every(task: PeriodicTask): this {
    let running = false;
    const timer = setInterval(() => {
      if (this.stopped || running) return;
      running = true;
      this.track(
        task
          .run()
          .catch((error: Error) => this.log(`Periodic task ${task.name} failed: ${error.message}`))
          .finally(() => {
            running = false;
          }),
      );
    }, task.everyMs);
    timer.unref();
    this.timers.push(timer);
    return this;
  }

  start(): Promise<void> {
    this.starting ??= (async () => {
      await this.boss.start();
      for (const definition of this.definitions.values()) {
        await this.boss.createQueue(definition.name);
        const id = await this.boss.work(definition.name, { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) await this.track(definition.run(job.data as Record<string, unknown>));
        });
        this.workers.set(definition.name, id);
      }
    })();
    return this.starting;
  }

  /** Queues a job; the worker of this instance is woken at once, any instance may take it. */
  async send(name: string, data: Record<string, unknown>): Promise<void> {
    if (!this.definitions.has(name)) throw new Error(`No job named ${name}`);
    await this.start();
    await this.boss.send(name, data);
    const worker = this.workers.get(name);
    if (worker) this.boss.notifyWorker(worker);
  }

  /**
   * Stops polling and waits for the jobs of this instance to end, and for pg-boss's own statements: its worker
   * records a finished job (`complete`, `fail`) without awaiting it, and a fetch under way when it stopped may still
   * hand over a job, which runs to its end. Only then may the app close the database (a statement after that
   * failed as an unhandled rejection).
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    if (this.starting) {
      await this.starting.catch(() => undefined);
      await this.boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    }
    while (this.running.size || this.bossStatements.size) {
      await Promise.allSettled([...this.running, ...this.bossStatements]);
      // What a settled statement leads to (the job a fetch handed over, its completion) starts in a later turn.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private trackStatement<T>(statement: Promise<T>): Promise<T> {
    this.bossStatements.add(statement);
    const done = () => this.bossStatements.delete(statement);
    statement.then(done, done);
    return statement;
  }

  private track(work: Promise<void>): Promise<void> {
    this.running.add(work);
    return work.finally(() => this.running.delete(work));
  }
}

const queues = new WeakMap<Db, JobQueue>();

/** The job queue of the app running on `db` (set by `installJobs`). */
export function jobQueueOf(db: Db): JobQueue {
  const queue = queues.get(db);
  if (!queue) throw new Error('The job queue is not installed for this database');
  return queue;
}

export function setJobQueue(db: Db, queue: JobQueue): void {
  queues.set(db, queue);
}
