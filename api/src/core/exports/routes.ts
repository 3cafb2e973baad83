import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { grantsByRoute, permissionId } from '@console/contracts/permissions';
import { pageOf } from '@console/contracts/schemas/common';
import {
  EXPORT_CALLS,
  exportJob,
  exportJobAction,
  exportJobDownload,
  exportJobQuery,
  exportJobStarted,
} from '@console/contracts/schemas/exports-batch';
import type { FastifyReply } from 'fastify';
import type { AppServices, SessionInfo } from '../../http/context';
import { ApiError, conflict, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { jobQueueOf } from '../jobs/queue';
import { cancelExportJob, type ExportJobRow, expireExports, exportFilePath, submitExportJob, toExportJob } from './jobs';
import { exportJobPage, findExportJob } from './queries';
import { attachment, sendStream } from './stream';

const EXPORT_CENTER_LIST = permissionId('exportCenter.list');
const EXPORT_CENTER_DOWNLOAD = permissionId('exportCenter.download');
const GRANTS = grantsByRoute();

/**
 * The job `id` when the caller may act on it: their own, or anyone's with `permission`. Someone else's job is
 * answered as missing: its existence is not the caller's business.
 */
async function jobFor(
  db: Parameters<typeof findExportJob>[0],
  id: number,
  session: SessionInfo,
  permission: number,
): Promise<ExportJobRow> {
  const job = await findExportJob(db, id);
  if (!job || (job.admin_id !== session.adminId && !session.permissions.has(permission))) {
    throw notFound(`Export job ${id} does not exist`);
  }
  return job;
}

/** A checked file, streamed once the download's log entry is committed. */
class FileToSend {
  constructor(
    readonly job: ExportJobRow,
    readonly path: string,
    readonly size: number,
  ) {}
}

/** The export center: the jobs an admin may see, the download of a finished one, cancel and run again. */
export function exportRoutes() {
  return [
    route({
      method: 'POST',
      path: 'reporting/exportData/page',
      name: 'List export jobs',
      body: exportJobQuery,
      response: pageOf(exportJob),
      handler: async ({ body, services, session }) => {
        await expireExports(services);
        // Without the right to see every job, an admin sees their own.
        const everyone = session.permissions.has(EXPORT_CENTER_LIST) && !body.mine;
        return exportJobPage(services.db, body, everyone ? undefined : session.adminId);
      },
    }),
    route({
      method: 'POST',
      path: 'reporting/exportData/downLoad',
      name: 'Download export file',
      body: exportJobDownload,
      // Logged: who took the file of which job (the permission is checked again here, at the download).
      audit: true,
      handler: async ({ body, services, session }) => {
        await expireExports(services);
        const job = await jobFor(services.db, body.id, session, EXPORT_CENTER_DOWNLOAD);
        if (body.type && job.type !== body.type) throw notFound(`Export job ${body.id} does not exist`);
        if (job.status === 'expired') {
          throw new ApiError(410, `Export job ${body.id} has expired: its file was kept for 7 days. Export again.`);
        }
        if (job.status !== 'done' || !job.file_key || !job.file_name) {
          throw conflict(
            job.status === 'failed'
              ? `Export job ${body.id} failed (${job.error ?? 'unknown reason'}): there is no file to download`
              : `Export job ${body.id} is not finished yet (${job.status}, ${job.progress}%): download it when it is done`,
          );
        }
        const path = exportFilePath(job.file_key);
        const size = await stat(path).then(
          (s) => s.size,
          () => null,
        );
        if (size === null) throw new ApiError(410, `The file of export job ${body.id} is no longer available. Export again.`);
        return new FileToSend(job, path, size);
      },
      afterCommit: {
        run: async ({ reply }: { reply: FastifyReply }, file: unknown) => {
          const { job, path, size } = file as FileToSend;
          attachment(reply, job.format, job.file_name ?? `export-${job.id}.${job.format}`).header('content-length', size);
          return sendStream(reply, createReadStream(path));
        },
        logAnswer: false,
      },
    }),
    route({
      method: 'POST',
      path: 'reporting/exportData/cancel',
      name: 'Cancel export job',
      body: exportJobAction,
      response: exportJob,
      audit: true,
      handler: async ({ body, services, session }) => {
        const job = await jobFor(services.db, body.id, session, EXPORT_CENTER_LIST);
        if (!(await cancelExportJob(services, Number(job.id), session.account))) {
          throw conflict(`Export job ${body.id} has already ended (${job.status}): only a queued or running job can be cancelled`);
        }
        return toExportJob((await findExportJob(services.db, body.id))!);
      },
    }),
    route({
      method: 'POST',
      path: 'reporting/exportData/runAgain',
      name: 'Run export job again',
      body: exportJobAction,
      response: exportJobStarted,
      audit: true,
      handler: async ({ body, services, session }) => {
        const job = await jobFor(services.db, body.id, session, EXPORT_CENTER_LIST);
        // A new copy of the records: the caller needs the right to make that export, whoever started the first.
        const grantedBy = GRANTS.get(EXPORT_CALLS[job.type]) ?? [];
        if (!grantedBy.some((id) => session.permissions.has(id))) {
          throw forbidden(`You do not have permission to export ${job.type} (needs the permission of ${EXPORT_CALLS[job.type]})`);
        }
        return job;
      },
      // Queued once the request's log entry is committed; the answer (the new job) is logged as a second entry.
      afterCommit: {
        run: async ({ services, session }: { services: AppServices; session: SessionInfo }, checked: unknown) => {
          const job = checked as ExportJobRow;
          const queue = jobQueueOf(services.db);
          const jobId = await submitExportJob(services, (name, data) => queue.send(name, data), {
            type: job.type,
            format: job.format,
            parameters: job.parameters,
            admin: { id: session.adminId, account: session.account },
          });
          return { jobId, status: 'queued' as const };
        },
        logAnswer: true,
      },
    }),
  ];
}
