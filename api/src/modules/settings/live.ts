import type { Db } from '../../db/database';
import { LiveCopy } from '../../db/live-copy';

/** Announced by the database (030_settings.sql) with the new revision whenever a setting the instances hold changes. */
export const SETTINGS_CHANNEL = 'settings_changed';

interface Loaded {
  revision: number;
  /** The cross-origin allowlist: origins as browsers send them. */
  origins: ReadonlySet<string>;
  /** The system settings by key (values as stored; a missing key is the default). */
  system: ReadonlyMap<string, string | null>;
}

/**
 * The settings one API instance answers for on every request (the cross-origin allowlist; the system settings
 * beside it for what reads them often), held in memory as a `LiveCopy` (announced on its channel by
 * 030_settings.sql), as the IP whitelist is: a request that depends on them is answered from a copy at least as
 * new as the revision the database reports to that request.
 */
export class LiveSettings {
  private readonly copy: LiveCopy<Loaded>;

  constructor(private readonly db: Db) {
    this.copy = new LiveCopy(db, SETTINGS_CHANNEL, loadSettings);
  }

  start(): Promise<void> {
    return this.copy.start();
  }

  stop(): Promise<void> {
    return this.copy.stop();
  }

  /** What this instance holds now, without asking the database (undefined before the first load). */
  held(): Loaded | undefined {
    return this.copy.held();
  }

  /** The settings, at least as new as the revision the database holds now. */
  async current(): Promise<Loaded> {
    const { rows } = await this.db.query<{ revision: string }>(
      'select revision::text as revision from settings_revision where id = 1',
      [],
      {
        prepare: true,
      },
    );
    return this.copy.atLeast(Number(rows[0]?.revision ?? 0));
  }

  async allowsOrigin(origin: string): Promise<boolean> {
    return (await this.current()).origins.has(origin);
  }
}

/** Everything and its revision, read in one statement so that they match. */
async function loadSettings(db: Db): Promise<Loaded> {
  const { rows } = await db.query<{ revision: string; origins: string[]; system: Record<string, string | null> | null }>(
    `select r.revision::text as revision,
            array(select origin from cross_origin_whitelist) as origins,
            (select json_object_agg(key, value) from system_settings) as system
     from settings_revision r where r.id = 1`,
  );
  const row = rows[0];
  return {
    revision: Number(row?.revision ?? 0),
    origins: new Set(row?.origins ?? []),
    system: new Map(Object.entries(row?.system ?? {})),
  };
}
