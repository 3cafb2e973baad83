import type { HealthProbe } from '../area';

/**
 * The export queue's limits, in seconds: a queued job normally starts within a few seconds (the job runner polls the
 * queue); one waiting a minute means the runners are busy, five minutes that none is taking jobs.
 */
export const EXPORT_QUEUE_LIMITS = { warn: 60, alert: 300 } as const;

/**
 * The export center's queue for the home page's health strip: jobs queued and running, and how long the oldest
 * queued one has waited, in one pass over the export jobs (a few per admin and day).
 */
export const EXPORT_QUEUE_HEALTH: HealthProbe = {
  part: 'exports',
  permission: 'exportCenter.list',
  probe: async (db, { now }) => {
    const { rows } = await db.query<{ queued: number; running: number; oldest: Date | null }>(
      `select count(*) filter (where status = 'queued')::int as queued, count(*) filter (where status = 'running')::int as running,
              min(submitted_at) filter (where status = 'queued') as oldest
         from export_jobs where status in ('queued', 'running')`,
    );
    const oldest = rows[0]?.oldest ?? null;
    const ageSeconds = oldest ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000)) : null;
    const state =
      ageSeconds === null || ageSeconds <= EXPORT_QUEUE_LIMITS.warn ? 'ok' : ageSeconds <= EXPORT_QUEUE_LIMITS.alert ? 'warn' : 'alert';
    return {
      state,
      queued: Number(rows[0]?.queued ?? 0),
      running: Number(rows[0]?.running ?? 0),
      oldestQueuedAt: oldest ? oldest.toISOString() : null,
      ageSeconds,
    };
  },
};
