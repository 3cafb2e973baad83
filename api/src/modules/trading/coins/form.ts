import { basename } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MULTIPART_OPTIONS } from '../../../core/files/routes';
import { MAX_IMAGE_BYTES, storeUpload, tooLarge } from '../../../core/files/storage';
import type { AppServices } from '../../../http/context';
import { ApiError, fieldError } from '../../../http/errors';

/** The text fields of a form and its image, if one was sent under `fileField`. */
export interface ImageForm {
  fields: Record<string, unknown>;
  image?: { name: string; buffer: Buffer };
}

/**
 * Reads the add and edit forms of coins and coin pairs: multipart/form-data with an image in `fileField`
 * (as the console sends them), or a JSON body without one (as a script might). A text field named
 * `jsonField` (`coinRequest`) holding JSON is spread into the fields. The request's `body` becomes what
 * was sent with the image described, so the backstage log shows it.
 */
export async function readImageForm(request: FastifyRequest, fileField: string, jsonField?: string): Promise<ImageForm> {
  const fields: Record<string, unknown> = {};
  let image: ImageForm['image'];
  if (request.isMultipart()) {
    try {
      // The image and, from a browser, the JSON part as a second file; an image's size limit.
      const limits = { ...MULTIPART_OPTIONS.limits, files: 2, fileSize: MAX_IMAGE_BYTES };
      for await (const part of request.parts({ limits })) {
        if (part.type === 'file') {
          const buffer = await part.toBuffer();
          if (part.fieldname === fileField && buffer.length) image = { name: basename(part.filename || 'image'), buffer };
          // A browser's FormData sends a JSON part made as a Blob (`coinRequest`) as a file part.
          else if (part.fieldname === jsonField) fields[jsonField] = buffer.toString('utf8');
        } else {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('image');
      throw error;
    }
  } else if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
    Object.assign(fields, request.body);
  }
  if (jsonField && fields[jsonField] !== undefined) {
    const nested = typeof fields[jsonField] === 'string' ? parseJson(fields[jsonField] as string, jsonField) : fields[jsonField];
    if (!nested || typeof nested !== 'object' || Array.isArray(nested)) throw fieldError(jsonField, 'must be a JSON object');
    delete fields[jsonField];
    Object.assign(fields, nested);
  }
  // Sent empty means not set, as in every form of the API.
  for (const [key, value] of Object.entries(fields)) if (value === '' || value === null) delete fields[key];
  request.body = { ...fields, [fileField]: image ? { name: image.name, size: image.buffer.length } : null };
  return { fields, image };
}

function parseJson(text: string, field: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw fieldError(field, 'must be a JSON object');
  }
}

/** Stores an image of a form (checked from its content: a PNG, JPEG, GIF or WebP) and answers its URL. */
export async function storeImage(services: AppServices, field: string, image: { buffer: Buffer }, adminId: number | null): Promise<string> {
  try {
    return (await storeUpload(services, { buffer: image.buffer, kind: 'image', uploadedBy: adminId })).url;
  } catch (error) {
    // The storage names the field `file`; this form's field is `field`.
    if (error instanceof ApiError && error.statusCode === 400) {
      throw fieldError(field, (error.data as { fields?: { message: string }[] })?.fields?.[0]?.message ?? error.message);
    }
    throw error;
  }
}
