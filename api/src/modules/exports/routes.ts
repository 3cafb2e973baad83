import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { permissionId } from '@console/contracts/permissions';
import { exportJobDownload, exportJobQuery } from '@console/contracts/schemas/exports-batch';
import { userExport } from '@console/contracts/schemas/users';
import type { FastifyReply } from 'fastify';
import { Filters, listPage } from '../../db/list';
import { ApiError, conflict, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { parseInput, withoutEmptyValues } from '../../http/validation';
import { langOf } from './batches';
import { type ExportJobRow, expireExports, exportFileName, exportFilePath, exportJobThreshold, queueExport, toExportJob } from './jobs';
import { countUsers, userExportBatches, userExportHeader } from './user-rows';
import { CONTENT_TYPES, type ExportFormat, type SheetSource, writeSheet } from './writers';

const EXPORT_CENTER_LIST = permissionId('exportCenter.list');
const EXPORT_CENTER_DOWNLOAD = permissionId('exportCenter.download');

export function attachment(reply: FastifyReply, format: ExportFormat, fileName: string): FastifyReply {
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store');
}

/** Sends `body` and waits until the answer has gone (or the client left). */
export async function sendStream(reply: FastifyReply, body: Readable): Promise<null> {
  await reply.send(body);
  return null;
}

/** Streams the sheet as the attachment `fileName`; a failure part-way breaks the download rather than ending it short. */
export function sendSheet(reply: FastifyReply, format: ExportFormat, fileName: string, source: SheetSource): Promise<null> {
  const body = new PassThrough();
  writeSheet(format, source, body).catch((error: Error) => body.destroy(error));
  return sendStream(attachment(reply, format, fileName), body);
}

/** A small export's sheet, decided (and logged) in the audited transaction, streamed after its commit. */
class SheetToStream {
  constructor(
    readonly format: ExportFormat,
    readonly fileName: string,
    readonly source: SheetSource,
  ) {}
}

export const sheetToStream = (format: ExportFormat, fileName: string, source: SheetSource) => new SheetToStream(format, fileName, source);

/**
 * The `afterCommit` of an audited export: the sheet decided by the handler is streamed once the export's
 * log entry is committed, outside the transaction (which would otherwise stay open while the client reads);
 * a queued job is answered as it is.
 */
export const STREAM_AFTER_COMMIT = {
  run: async ({ reply }: { reply: FastifyReply }, decided: unknown) =>
    decided instanceof SheetToStream ? sendSheet(reply, decided.format, decided.fileName, decided.source) : decided,
  logAnswer: false,
};

export function exportRoutes() {
  return [
    route({
      method: 'POST',
      path: 'reporting/user/export',
      name: 'Export users',
      // Logged: who took a copy of the user list, with which filters.
      audit: true,
      handler: async ({ request, services, session, now }) => {
        // Parsed here rather than by `body:`, so filters sent empty mean "not set" as in the list.
        const { excelType: format, ...filters } = parseInput(userExport, withoutEmptyValues(request.body ?? {}), 'body');
        const lang = langOf(request.headers.lang);
        const total = await countUsers(services.db, filters);
        if (total > exportJobThreshold()) {
          return queueExport(services, session, { type: 'users', format, parameters: { filters, lang, total } });
        }
        return sheetToStream(format, exportFileName('users', format, now), {
          header: userExportHeader(lang),
          batches: userExportBatches(services.db, filters, lang, total),
        });
      },
      afterCommit: STREAM_AFTER_COMMIT,
    }),
    route({
      method: 'POST',
      path: 'reporting/exportData/page',
      name: 'List export jobs',
      body: exportJobQuery,
      handler: async ({ body, services, session }) => {
        await expireExports(services);
        const filters = new Filters().eq('id', body.id).eq('type', body.type);
        if (!session.permissions.has(EXPORT_CENTER_LIST)) filters.eq('admin_id', session.adminId);
        return listPage(services.db, {
          select: '*',
          from: 'export_jobs',
          filters,
          orderBy: 'id desc',
          paging: body,
          map: (row: ExportJobRow) => toExportJob(row),
        });
      },
    }),
    route({
      method: 'POST',
      path: 'reporting/exportData/downLoad',
      name: 'Download export file',
      body: exportJobDownload,
      handler: async ({ body, reply, services, session }) => {
        await expireExports(services);
        const { rows } = await services.db.query<ExportJobRow>('select * from export_jobs where id = $1', [body.id]);
        const job = rows[0];
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
