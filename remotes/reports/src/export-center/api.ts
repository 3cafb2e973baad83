import { api } from '@console/client';
import { grantsByRoute } from '@console/contracts/permissions';
import { EXPORT_CALLS, type ExportJob, type ExportJobStarted, type ExportType } from '@console/contracts/schemas/exports-batch';
import type { Page } from '@console/contracts';
import { definePagedList, pagedQuery, useMutationWithToast } from '@console/ui';
import { useAreaTranslation } from '../i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Query keys: the first element is the API path. */
export const exportJobKeys = { list: ['reporting/exportData/page'] as const };

/** The export jobs (`exportCenter`), newest first, fetched ahead by their route. */
export const exportJobsList = definePagedList<ExportJob>('exportCenter', exportJobKeys.list);

/** How often the list is asked again while a job waits or runs: its progress moves on its own. */
export const RUNNING_REFRESH_MS = 3000;

export const isUnderway = (job: ExportJob) => job.status === 'queued' || job.status === 'running';

/** A page of jobs, asked again every few seconds while one of them is queued or running. */
export function useExportJobs(request: Record<string, string | number>) {
  return useQuery({
    ...pagedQuery<ExportJob>(exportJobKeys.list)(request),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => ((query.state.data as Page<ExportJob> | undefined)?.records.some(isUnderway) ? RUNNING_REFRESH_MS : false),
  });
}

/** Downloads a finished job's file; the API checks the permission again (someone else's job needs the download right). */
export function downloadExport(job: ExportJob) {
  return api.download('reporting/exportData/downLoad', { id: job.id, type: job.type }, job.fileName ?? `export-${job.id}.${job.format}`);
}

const GRANTS = grantsByRoute();

/** Whether the admin may make the export of `type` again (the permission of that export's call). */
export const mayExport = (permissions: ReadonlySet<number>, type: ExportType) =>
  (GRANTS.get(EXPORT_CALLS[type]) ?? []).some((id) => permissions.has(id));

/** Cancels a queued or running job; the runner stops at its next batch. */
export function useCancelExport() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (job: ExportJob) => api.post<ExportJob>('reporting/exportData/cancel', { id: job.id }),
    successMessage: (_data, job) => t('exportCenter.cancel.done', { id: job.id }),
    invalidate: [exportJobKeys.list],
  });
}

/** Queues a new job with the same type, format and filters; the toast names the new job. */
export function useRunExportAgain() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (job: ExportJob) => api.post<ExportJobStarted>('reporting/exportData/runAgain', { id: job.id }),
    successMessage: (started, job) => t('exportCenter.runAgain.done', { id: started.jobId, from: job.id }),
    invalidate: [exportJobKeys.list],
  });
}
