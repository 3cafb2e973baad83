import type { Db } from './database';

/**
 * A copy of some database state that one API instance holds in memory for every request (the IP whitelist, the
 * settings the requests read), kept current in two ways: each change bumps a revision in the database and
 * announces it on a channel (LISTEN/NOTIFY; PGlite in process), and the instance reloads when it hears it; and a
 * request that depends on the copy asks for one at least as new as the revision the database reports to that very
 * request, so a change applies from the next request on every instance, whether or not the announcement has
 * arrived. `load` reads the state and its revision in one statement, so that they match.
 */
export class LiveCopy<T extends { revision: number }> {
  private loaded: T | undefined;
  private loading: Promise<T> | undefined;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly load: (db: Db) => Promise<T>,
  ) {}

  /** Loads the copy and listens for changes; a lost listening connection re-established may have missed some: reload. */
  async start(): Promise<void> {
    await this.reload();
    this.stopListening = await this.db.listen(
      this.channel,
      (payload) => void this.atLeast(Number(payload) || 0).catch(() => undefined),
      () => void this.reload().catch(() => undefined),
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = undefined;
  }

  /** What this instance holds now, without asking the database (undefined before the first load). */
  held(): T | undefined {
    return this.loaded;
  }

  /** The copy, reloaded first unless it is at least as new as `revision`. */
  async atLeast(revision: number): Promise<T> {
    const loaded = this.loaded;
    if (loaded && loaded.revision >= revision) return loaded;
    const fresh = await this.reload();
    // A load already under way may have begun before the change committed: then one more, which sees it.
    return fresh.revision >= revision ? fresh : this.reload();
  }

  private reload(): Promise<T> {
    this.loading ??= this.load(this.db)
      .then((fresh) => {
        if (!this.loaded || fresh.revision >= this.loaded.revision) this.loaded = fresh;
        return this.loaded;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
