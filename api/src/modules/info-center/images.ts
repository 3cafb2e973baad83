import { randomBytes } from 'node:crypto';
import type { InfoUpload } from '@console/contracts/schemas/info-center';
import type { FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../../db/database';
import { iso } from '../../db/list';
import { MULTIPART_OPTIONS } from '../../core/files/routes';
import { MAX_IMAGE_BYTES, removeStoredBytes, type StorageName, storeUpload, tooLarge } from '../../core/files/storage';
import type { AppServices } from '../../http/context';
import { fieldError, forbidden, notFound } from '../../http/errors';

/** A stored file whose record is gone; its bytes are removed after the commit. */
export interface ForgottenFile {
  key: string;
  storage: StorageName;
}

/*
 * The temp-key flow of the spec: an edit asks for a key (`generateTempKey`), uploads its images with it
 * (`upload`), may take one back (`deleteFile`), and the save that sends the key attaches them to the article.
 * Images of an edit never saved are orphans; a task removes them once the grace period is over.
 */

/** How long an unsaved edit's images are kept: a working day, so a long edit left open loses nothing. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each instance looks for orphans. */
export const ORPHAN_SWEEP_EVERY_MS = 60 * 60 * 1000;

export async function newTempKey(db: Queryable, adminId: number, now: Date): Promise<string> {
  const tempKey = randomBytes(18).toString('base64url');
  await db.query('insert into info_center_temp_keys (temp_key, admin_id, create_time) values ($1, $2, $3)', [tempKey, adminId, now]);
  return tempKey;
}

/** A temp key handed to this admin; another admin's key, or one never handed out, is refused. */
export async function checkTempKey(db: Queryable, tempKey: string, adminId: number, field = 'tempKey'): Promise<void> {
  const { rows } = await db.query<{ admin_id: number }>('select admin_id from info_center_temp_keys where temp_key = $1', [tempKey]);
  if (!rows[0]) throw fieldError(field, 'is not a key from info-center/generateTempKey');
  if (rows[0].admin_id !== adminId) throw forbidden('This temp key was handed to another admin');
}

/**
 * The image and the temp key of an upload (multipart fields `tempKey` and `file`, the key sent first as
 * browsers send fields in the order they were appended; `?tempKey=` is read too). The request's body becomes
 * a description of the upload for the backstage log.
 */
export async function readUpload(request: FastifyRequest): Promise<{ buffer: Buffer; tempKey: string }> {
  if (!request.isMultipart()) throw fieldError('file', 'send the image as multipart/form-data in the field "file"');
  const part = await request.file({ limits: { ...MULTIPART_OPTIONS.limits, fileSize: MAX_IMAGE_BYTES } });
  if (!part || part.fieldname !== 'file') throw fieldError('file', 'file is required');
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('image');
    throw error;
  }
  const field = part.fields.tempKey;
  const sent = field && !Array.isArray(field) && 'value' in field ? String(field.value) : (request.query as { tempKey?: string })?.tempKey;
  const tempKey = (sent ?? '').trim();
  request.body = { tempKey, file: { name: part.filename, size: buffer.length } };
  if (!tempKey || tempKey.length > 64) throw fieldError('tempKey', 'tempKey is required (send it before the file)');
  return { buffer, tempKey };
}

/** Stores an image of an edit: checked from its bytes (PNG, JPEG, GIF, WebP; 5 MB at most), kept with its key. */
export async function storeImage(services: AppServices, upload: { buffer: Buffer; tempKey: string; adminId: number; now: Date }) {
  await checkTempKey(services.db, upload.tempKey, upload.adminId);
  const stored = await storeUpload(services, { buffer: upload.buffer, kind: 'image', uploadedBy: upload.adminId });
  const { rows } = await services.db.query<{ id: string }>(
    `insert into info_center_images (temp_key, file_key, uploaded_by, create_time) values ($1, $2, $3, $4) returning id::text as id`,
    [upload.tempKey, stored.key, upload.adminId, upload.now],
  );
  return {
    id: Number(rows[0].id),
    contentId: null,
    imageURL: stored.url,
    referenceKey: upload.tempKey,
    createTime: iso(upload.now)!,
  } satisfies InfoUpload;
}

/** Removes an image of the edit holding `tempKey` (one not attached yet, or attached with that key). */
export async function deleteImage(db: Queryable, id: number, tempKey: string, adminId: number): Promise<ForgottenFile[]> {
  await checkTempKey(db, tempKey, adminId);
  const { rows } = await db.query<{ file_key: string }>(
    'delete from info_center_images where id = $1 and temp_key = $2 returning file_key',
    [id, tempKey],
  );
  if (!rows[0]) throw notFound(`There is no image ${id} uploaded with this temp key`);
  return forgetFiles(db, [rows[0].file_key]);
}

/** Attaches the images uploaded with `tempKey` to the article. */
export async function attachImages(db: Queryable, contentId: number, tempKey: string, adminId: number): Promise<number> {
  await checkTempKey(db, tempKey, adminId);
  const { rows } = await db.query('update info_center_images set content_id = $1 where temp_key = $2 and content_id is null returning id', [
    contentId,
    tempKey,
  ]);
  return rows.length;
}

/**
 * Deletes the stored-file records of images no article holds any more (`GET files/{key}` answers 404 for them from
 * then on) and answers them: their bytes are removed once the change is committed (`removeStoredBytes`).
 */
export async function forgetFiles(db: Queryable, keys: string[]): Promise<ForgottenFile[]> {
  if (!keys.length) return [];
  const { rows } = await db.query<ForgottenFile>(
    `delete from stored_files f where f.key = any($1::text[])
       and not exists (select 1 from info_center_images i where i.file_key = f.key)
     returning f.key, f.storage`,
    [keys],
  );
  return rows;
}

/** Removes the images of edits never saved, and the keys of those edits, older than the grace period. */
export async function sweepOrphans(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_GRACE_MS);
  const { count, forgotten } = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ file_key: string }>(
      'delete from info_center_images where content_id is null and create_time < $1 returning file_key',
      [before],
    );
    const files = await forgetFiles(
      tx,
      rows.map((r) => r.file_key),
    );
    await tx.query(
      `delete from info_center_temp_keys k where k.create_time < $1
         and not exists (select 1 from info_center_images i where i.temp_key = k.temp_key)`,
      [before],
    );
    return { count: rows.length, forgotten: files };
  });
  await removeStoredBytes(forgotten);
  return count;
}
