import { api } from '@console/client';
import type { ExportJob } from '@console/contracts/schemas/exports-batch';
import type { Page } from '@console/contracts';
import { definePagedList, pagedQuery } from '@console/ui';
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
