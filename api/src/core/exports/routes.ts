import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { permissionId } from '@console/contracts/permissions';
import { pageOf } from '@console/contracts/schemas/common';
import { exportJob, exportJobDownload, exportJobQuery } from '@console/contracts/schemas/exports-batch';
import { ApiError, conflict, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { expireExports, exportFilePath } from './jobs';
import { exportJobPage, findExportJob } from './queries';
import { attachment, sendStream } from './stream';

const EXPORT_CENTER_LIST = permissionId('exportCenter.list');
const EXPORT_CENTER_DOWNLOAD = permissionId('exportCenter.download');

/** The export center: the jobs an admin may see, and the download of a finished one. */
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
        return exportJobPage(services.db, body, session.permissions.has(EXPORT_CENTER_LIST) ? undefined : session.adminId);
      },
    }),
    route({
      method: 'POST',
      path: 'reporting/exportData/downLoad',
      name: 'Download export file',
      body: exportJobDownload,
      handler: async ({ body, reply, services, session }) => {
        await expireExports(services);
        const job = await findExportJob(services.db, body.id);
        const mayRead = job && (job.admin_id === session.adminId || session.permissions.has(EXPORT_CENTER_DOWNLOAD));
        // Someone else's job is answered as missing: its existence is not the caller's business.
        if (!job || !mayRead || (body.type && job.type !== body.type)) throw notFound(`Export job ${body.id} does not exist`);
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
        attachment(reply, job.format, job.file_name).header('content-length', size);
        return sendStream(reply, createReadStream(path));
      },
    }),
  ];
}
