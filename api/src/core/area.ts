import type { NotificationCounts } from '@console/contracts/schemas/notifications';
import type { HealthPart, PlatformHealth } from '@console/contracts/schemas/reports';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import type { AppServices } from '../http/context';
import type { RouteSpec } from '../http/routes';
import type { Prng } from '../seed/prng';
import type { ExportKind } from './exports/kinds';
import type { JobDefinition, PeriodicTask } from './jobs/queue';

/** What an area's demo seed gets: the shared generator (in the order the areas are listed) and the data's end. */
export interface DemoSeedContext {
  prng: Prng;
  now: Date;
  /** Multiplies the number of rows of the larger tables (benchmarks use a larger scale). */
  scale: number;
  /** The demo seed's base number: an area that wants its own generator derives it from this one. */
  seed: number;
}

/** A count of the records waiting for staff, shown by the console's bell to admins who hold `permission`. */
export interface WaitingCount {
  permission: string;
  count: (db: Queryable) => Promise<NotificationCounts>;
  /** When the oldest of the counted records began to wait (the home page shows its age), or null when none waits. */
  oldest?: (db: Queryable) => Promise<Date | null>;
}

/**
 * A part of the home page's system-health strip (`reporting/platform/health`), declared by the area that owns its
 * records: answered only to an admin who holds `permission` (the view of the list showing those records), with a
 * state that weighs the figures against the area's own limits.
 */
export type HealthProbe = {
  [P in HealthPart]: {
    part: P;
    permission: string;
    probe: (db: Queryable, context: { now: Date; production: boolean }) => Promise<NonNullable<PlatformHealth[P]>>;
  };
}[HealthPart];

/**
 * A business area of the API (users, finance, and the areas to come): everything it adds to the platform,
 * in one declaration that the composition root (`app.ts`), the job runner, the export runner, the bell and
 * the demo seed iterate. Nothing outside the area lists its pieces by hand.
 */
export interface Area {
  /** The area's name, as its remote is named (`users`, `finance`). */
  name: string;
  /** Its API calls, registered under `/api/` with the common rules (session, permission, audit). */
  routes: (services: AppServices) => RouteSpec[];
  /** Plugins of the root app, registered before the API: hooks that answer for every API call (CORS). */
  plugins?: (app: FastifyInstance, services: AppServices) => Promise<void>;
  /** Queued jobs (any instance runs each once). */
  jobs?: (app: FastifyInstance, services: AppServices) => JobDefinition[];
  /** Idempotent work every instance runs on a timer. */
  tasks?: (app: FastifyInstance, services: AppServices) => PeriodicTask[];
  /** Export kinds the export center runs as jobs. */
  exports?: ExportKind[];
  /** Counts of records waiting for staff. */
  waiting?: WaitingCount[];
  /** Parts of the home page's system-health strip. */
  health?: HealthProbe[];
  /** Fills the area's tables of the demo data set, inside the seed's transaction, after the areas before it. */
  seed?: (tx: Queryable, context: DemoSeedContext) => Promise<void>;
  /** Before the server stops listening (streams that would keep it open). */
  beforeClose?: (services: AppServices) => Promise<void> | void;
  /** Work of this instance to finish before the app closes. */
  onClose?: (services: AppServices) => Promise<void>;
}
