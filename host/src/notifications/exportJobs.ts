import { grantsByRoute } from '@console/contracts/permissions';
import type { ExportJob } from '@console/contracts/schemas/exports-batch';
import type { ConsoleRoute } from '../navigation/routeTable';
import { findRoute } from '../navigation/routeTable';

/** Where the admin follows their export jobs (a screen of the reports remote, when it is deployed). */
export const EXPORT_CENTER_PATH = '/report/export-center';
const EXPORT_JOBS_CALL = 'POST reporting/exportData/page';
const GRANTS = grantsByRoute();

/** Whether the shell follows the admin's export jobs: they may list them and the export center is deployed here. */
export function followsExportJobs(permissions: ReadonlySet<number>, table: ConsoleRoute[]): boolean {
  const granted = (GRANTS.get(EXPORT_JOBS_CALL) ?? []).some((id) => permissions.has(id));
  return granted && findRoute(table, EXPORT_CENTER_PATH) !== null;
}

export type ExportJobSummary = Pick<ExportJob, 'id' | 'type' | 'status'>;
const ENDED = new Set(['done', 'failed']);

/**
 * The jobs to announce: those seen queued or running (or not seen at all, started and ended between two polls)
 * that have now ended done or failed. The first answer only sets what was seen: jobs that ended before the
 * console opened are not news. Answers the jobs and the updated record of what was seen.
 */
export function endedSince(
  seen: ReadonlyMap<number, string> | null,
  jobs: readonly ExportJobSummary[],
): { ended: ExportJobSummary[]; seen: Map<number, string> } {
  const next = new Map<number, string>(jobs.map((job) => [job.id, job.status]));
  if (!seen) return { ended: [], seen: next };
  const ended = jobs.filter((job) => ENDED.has(job.status) && !ENDED.has(seen.get(job.id) ?? ''));
  // Jobs that dropped off the page stay known, so they are not announced again.
  for (const [id, status] of seen) if (!next.has(id)) next.set(id, status);
  return { ended, seen: next };
}
