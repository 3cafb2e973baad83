import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { type FileKind, MAX_FILE_BYTES, MAX_IMAGE_BYTES, readStored, storeUpload, tooLarge } from './storage';
import { uploadedFileAnswer } from '@console/contracts/schemas/core-answers';

/** Options of `@fastify/multipart` for the whole API: one file per request, at most the largest upload. */
export const MULTIPART_OPTIONS: FastifyMultipartBaseOptions = {
  limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
};

/**
 * The bytes of the multipart field `field`, refused when larger than the kind's limit. The request's
 * `body` becomes a description of the upload, so the backstage log shows what was sent.
 */
export async function uploadedBytes(request: FastifyRequest, kind: FileKind, field = 'file'): Promise<Buffer> {
  if (!request.isMultipart()) throw fieldError(field, `send the file as multipart/form-data in the field "${field}"`);
  const limit = kind === 'image' ? MAX_IMAGE_BYTES : MAX_FILE_BYTES;
  const part = await request.file({ limits: { ...MULTIPART_OPTIONS.limits, fileSize: limit } });
  if (!part || part.fieldname !== field) throw fieldError(field, `${field} is required`);
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
    throw error;
  }
  request.body = { [field]: { name: part.filename, size: buffer.length } };
  return buffer;
}

const fileKey = z.object({ key: z.string().max(100) });

export function fileRoutes() {
  return [
    route({
      method: 'POST',
      path: 'fileStorage/uploadImg',
      name: 'Upload image',
      response: uploadedFileAnswer,
      audit: true,
      handler: async ({ request, services, session }) => {
        const buffer = await uploadedBytes(request, 'image');
        return (await storeUpload(services, { buffer, kind: 'image', uploadedBy: session.adminId })).url;
      },
    }),
    route({
      method: 'POST',
      path: 'fileStorage/uploadFile',
      name: 'Upload file',
      response: uploadedFileAnswer,
      audit: true,
      handler: async ({ request, services, session }) => {
        const buffer = await uploadedBytes(request, 'file');
        return (await storeUpload(services, { buffer, kind: 'file', uploadedBy: session.adminId })).url;
      },
    }),
    /**
     * Serving needs no session: the console shows these files with <img> and links, which browsers
     * load without the Authorization header, and the same URLs are stored in records (KYC documents,
     * chat pictures, logos) that outlive any expiring signature. The key is the credential instead:
     * 192 random bits, never listed by any call, handed out only to callers allowed to see the record
     * that holds it. The answer is locked down so that no upload can act as a page: the sniffed type,
     * `nosniff`, a `default-src 'none'` policy, and documents sent as attachments.
     */
    route({
      method: 'GET',
      path: 'files/{key}',
      name: 'Read stored file',
      params: fileKey,
      handler: async ({ params, services, request, reply }) => {
        const file = await readStored(params.key, services);
        if (!file) throw notFound(`No stored file ${params.key}`);
        const disposition = file.kind === 'image' && file.contentType.startsWith('image/') ? 'inline' : 'attachment';
        // Written directly: the answer is the file, not the envelope.
        reply.hijack();
        reply.raw.writeHead(200, {
          'Content-Type': file.contentType,
          'Content-Length': file.size,
          'Content-Disposition': `${disposition}; filename="${file.key}"`,
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
          'Cross-Origin-Resource-Policy': 'same-site',
          'Referrer-Policy': 'no-referrer',
          // A key's content never changes; private, because documents such as passports are personal.
          'Cache-Control': 'private, max-age=31536000, immutable',
        });
        reply.raw.end(request.method === 'HEAD' ? undefined : file.buffer);
        return null;
      },
    }),
  ];
}
