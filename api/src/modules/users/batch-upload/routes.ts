import { basename } from 'node:path';
import { batchUploadFields, batchUploadQuery, type BatchUploadDetail } from '@console/contracts/schemas/exports-batch';
import { batchUploadAnswer, batchUploadDetailAnswer } from '@console/contracts/schemas/batch-upload-answers';
import { bigIdParam, pageOf } from '@console/contracts/schemas/common';
import type { FastifyRequest } from 'fastify';
import { afterCommit } from '../../../db/database';
import type { AppServices } from '../../../http/context';
import { fieldError } from '../../../http/errors';
import { route } from '../../../http/routes';
import { parseInput } from '../../../http/validation';
import { MULTIPART_OPTIONS } from '../../../core/files/routes';
import { tooLarge } from '../../../core/files/storage';
import { createAccepted, recordBatch, settleStaleBatches } from './batches';
import { parseBatchFile } from './parse';
import { batchUploadDetail, batchUploadPage } from './queries';

/** Users being created in the background by this instance, so closing the app can wait for them. */
const running = new Map<AppServices['db'], Set<Promise<void>>>();

export async function waitForBatchUploads(db: AppServices['db']): Promise<void> {
  await Promise.allSettled([...(running.get(db) ?? [])]);
}

/** The multipart request's text fields and its one file, in whatever order they were sent (copy trading's batch invite too). */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: { name: string; buffer: Buffer } }> {
  if (!request.isMultipart()) throw fieldError('file', 'send the file as multipart/form-data in the field "file"');
  const fields: Record<string, string> = {};
  let file: { name: string; buffer: Buffer } | undefined;
  try {
    for await (const part of request.parts(MULTIPART_OPTIONS)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          await part.toBuffer();
          continue;
        }
        file = { name: basename(part.filename || 'upload'), buffer: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('file');
    throw error;
  }
  // What the backstage log shows of the request.
  request.body = { ...fields, file: file ? { name: file.name, size: file.buffer.length } : null };
  return { fields, file };
}

export function batchUploadRoutes(services: AppServices) {
  const set = running.get(services.db) ?? new Set<Promise<void>>();
  running.set(services.db, set);
  return [
    route({
      method: 'POST',
      path: 'account/batchUpload',
      name: 'Batch upload users',
      audit: true,
      response: batchUploadAnswer,
      handler: async ({ request, session, now }) => {
        const { fields, file } = await readUpload(request);
        const { batchUploadType } = parseInput(batchUploadFields, fields, 'body');
        if (!file) throw fieldError('file', 'file is required');
        const rows = await parseBatchFile(file.buffer);
        const { batch, accepted } = await recordBatch(services.db, {
          type: batchUploadType,
          fileName: file.name,
          rows,
          admin: { id: session.adminId, account: session.account },
          now,
        });
        if (accepted.length) {
          // Created in the background (argon2 takes ~20 ms a password), once the batch is committed; the list
          // and detail show the progress.
          afterCommit(() => {
            const work = createAccepted(services.db, batch.id, batchUploadType, accepted, services.clock)
              .catch((error: Error) => request.log.error(error, `batch upload ${batch.id} stopped`))
              .finally(() => set.delete(work));
            set.add(work);
          });
        }
        return batch;
      },
    }),
    route({
      method: 'POST',
      path: 'account/batchUpload/list',
      name: 'List batch uploads',
      body: batchUploadQuery,
      response: pageOf(batchUploadAnswer),
      handler: async ({ body, now }) => {
        await settleStaleBatches(services.db, now);
        return batchUploadPage(services.db, body);
      },
    }),
    route({
      method: 'GET',
      path: 'account/batchUpload/{id}/detail',
      name: 'Batch upload detail',
      params: bigIdParam,
      response: batchUploadDetailAnswer,
      handler: async ({ params, now }): Promise<BatchUploadDetail> => {
        await settleStaleBatches(services.db, now);
        return batchUploadDetail(services.db, params.id);
      },
    }),
  ];
}
