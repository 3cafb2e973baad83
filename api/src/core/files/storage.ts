import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { FILES_PATH, MAX_FILE_UPLOAD_BYTES, MAX_IMAGE_UPLOAD_BYTES } from '@console/contracts/schemas/files';
import type { Queryable } from '../../db/database';
import { ApiError, fieldError } from '../../http/errors';
import type { AppServices } from '../../http/context';
import { DEFAULT_DATA_DIR } from '../../paths';
import { type SniffedType, sniff, typeOfExtension } from './sniff';

/**
 * Uploaded files: checked from their content, stored under a random name, and served by
 * `GET /api/files/{key}` (see routes.ts for why the key is the only credential needed to read one).
 *
 * Where they live: an S3-compatible bucket when `S3_BUCKET` is set (`S3_ENDPOINT`, `S3_REGION`,
 * `S3_ACCESS_KEY_ID` / `S3_SECRET_ACCESS_KEY` or the SDK's usual credential chain, optional `S3_PREFIX`),
 * which is what several API instances behind a load balancer need; otherwise a folder on disk:
 * `FILES_DIR`, or `files` beside the embedded database's folder (`DATA_DIR` / `PGLITE_DATA_DIR`,
 * default `<repo>/.data/pglite`, so `<repo>/.data/files`).
 */

export const MAX_IMAGE_BYTES = MAX_IMAGE_UPLOAD_BYTES;
export const MAX_FILE_BYTES = MAX_FILE_UPLOAD_BYTES;
export const FILES_ROUTE_PREFIX = FILES_PATH;

export type FileKind = 'image' | 'file';
export type StorageName = 'disk' | 's3' | 'database';

export interface StoredUpload {
  key: string;
  url: string;
  contentType: string;
  size: number;
}

export interface StoredFile {
  key: string;
  kind: FileKind;
  contentType: string;
  size: number;
  buffer: Buffer;
}

/** A stored name: random base64url characters and the sniffed extension. Nothing else is ever read. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}\.([a-z0-9]{2,5})$/;

export function isStoredKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function fileUrl(key: string): string {
  return `${FILES_ROUTE_PREFIX}${key}`;
}

/** The key of a URL answered by an upload (`/api/files/<key>`, with or without origin), or undefined. */
export function keyOfUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const at = url.indexOf(FILES_ROUTE_PREFIX);
  const key = at >= 0 ? url.slice(at + FILES_ROUTE_PREFIX.length).split(/[?#]/)[0] : '';
  return isStoredKey(key) ? key : undefined;
}

interface Backend {
  name: 'disk' | 's3';
  put(key: string, buffer: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** Removes a file's bytes; one already gone is no error. */
  remove(key: string): Promise<void>;
}

export function filesDir(): string {
  if (process.env.FILES_DIR) return process.env.FILES_DIR;
  const dataDir = process.env.DATA_DIR || process.env.PGLITE_DATA_DIR || DEFAULT_DATA_DIR;
  return join(dirname(dataDir), 'files');
}

function diskBackend(root: string): Backend {
  // Two-character fan-out keeps folders small.
  const pathOf = (key: string) => join(root, key.slice(0, 2), key);
  return {
    name: 'disk',
    async put(key, buffer) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, buffer, { flag: 'wx' });
      await rename(partial, path); // readers never see half a file
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function s3Backend(bucket: string): Backend {
  const prefix = process.env.S3_PREFIX ? `${process.env.S3_PREFIX.replace(/\/+$/, '')}/` : '';
  let client: Promise<{ s3: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  // The SDK is large: loaded on first use, and only when a bucket is configured.
  const connect = () => {
    client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const endpoint = process.env.S3_ENDPOINT || undefined;
      const accessKeyId = process.env.S3_ACCESS_KEY_ID;
      const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY;
      const s3 = new sdk.S3Client({
        region: process.env.S3_REGION || 'us-east-1',
        endpoint,
        // S3-compatible servers (MinIO, Ceph, R2...) usually want path-style addresses.
        forcePathStyle: endpoint ? process.env.S3_FORCE_PATH_STYLE !== 'false' : false,
        credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { s3, sdk };
    });
    return client;
  };
  return {
    name: 's3',
    async put(key, buffer, contentType) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: prefix + key, Body: buffer, ContentType: contentType }));
    },
    async get(key) {
      const { s3, sdk } = await connect();
      try {
        const answer = await s3.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: prefix + key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return null;
        throw error;
      }
    },
    async remove(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: prefix + key }));
    },
  };
}

let cached: { signature: string; backend: Backend } | undefined;

/** The configured backend, rebuilt when the environment that chooses it changes (tests switch it). */
export function storageBackend(): Backend {
  const bucket = process.env.S3_BUCKET;
  const signature = bucket
    ? ['s3', bucket, process.env.S3_ENDPOINT, process.env.S3_REGION, process.env.S3_PREFIX, process.env.S3_ACCESS_KEY_ID].join('|')
    : `disk|${filesDir()}`;
  if (cached?.signature !== signature) cached = { signature, backend: bucket ? s3Backend(bucket) : diskBackend(filesDir()) };
  return cached.backend;
}

function checkUpload(buffer: Buffer, kind: FileKind): SniffedType {
  const limit = kind === 'image' ? MAX_IMAGE_BYTES : MAX_FILE_BYTES;
  if (buffer.length === 0) throw fieldError('file', 'the file is empty');
  if (buffer.length > limit) throw tooLarge(kind);
  const type = sniff(buffer, kind);
  if (!type) {
    throw fieldError(
      'file',
      kind === 'image'
        ? 'the content is not a PNG, JPEG, GIF or WebP image'
        : 'the content is not an accepted type (PDF, CSV or plain text, XLSX, or a PNG, JPEG, GIF or WebP image)',
    );
  }
  return type;
}

export function tooLarge(kind: FileKind): ApiError {
  const message = kind === 'image' ? 'an image may be at most 5 MB' : 'a file may be at most 20 MB';
  return new ApiError(413, `file: ${message}`, { fields: [{ path: 'file', message }] });
}

const newKey = (ext: string) => `${randomBytes(24).toString('base64url')}.${ext}`;
const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

/**
 * Checks an upload from its content (type and size), stores it under a new random name, records it,
 * and answers where it is served. Throws a 400 (413 when too large) when the content is refused.
 */
export async function storeUpload(
  services: AppServices,
  file: { buffer: Buffer; kind: FileKind; uploadedBy?: number | null },
): Promise<StoredUpload> {
  const type = checkUpload(file.buffer, file.kind);
  const key = newKey(type.ext);
  const backend = storageBackend();
  await backend.put(key, file.buffer, type.contentType);
  await services.db.query(
    `insert into stored_files (key, kind, content_type, size, sha256, storage, uploaded_by, create_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      key,
      file.kind,
      type.contentType,
      file.buffer.length,
      sha256(file.buffer),
      backend.name,
      file.uploadedBy ?? null,
      new Date(services.clock()),
    ],
  );
  return { key, url: fileUrl(key), contentType: type.contentType, size: file.buffer.length };
}

/**
 * Records a small generated file inside the database (demo data: it must survive the database being
 * copied without the files folder). `key` must be a stored name; the content is checked like an upload.
 */
export async function storeInDatabase(
  tx: Queryable,
  file: { key: string; buffer: Buffer; kind: FileKind; createDate: Date },
): Promise<StoredUpload> {
  const type = checkUpload(file.buffer, file.kind);
  if (!isStoredKey(file.key) || !file.key.endsWith(`.${type.ext}`)) throw new Error(`Not a stored name for ${type.ext}: ${file.key}`);
  await tx.query(
    `insert into stored_files (key, kind, content_type, size, sha256, storage, content, create_date)
     values ($1, $2, $3, $4, $5, 'database', $6, $7)`,
    [file.key, file.kind, type.contentType, file.buffer.length, sha256(file.buffer), file.buffer, file.createDate],
  );
  return { key: file.key, url: fileUrl(file.key), contentType: type.contentType, size: file.buffer.length };
}

interface StoredFileRow {
  kind: FileKind;
  content_type: string;
  size: number;
  storage: StorageName;
  content: Uint8Array | null;
}

/**
 * A stored file by its key, or null when there is none. With `services`, the record says where the
 * file is and what it is; without, the configured backend is read and the type follows the stored
 * name's (sniffed) extension.
 */
export async function readStored(key: string, services?: Pick<AppServices, 'db'>): Promise<StoredFile | null> {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  if (!services) {
    const type = typeOfExtension(match[1]);
    const buffer = type ? await storageBackend().get(key) : null;
    if (!type || !buffer) return null;
    return { key, kind: type.image ? 'image' : 'file', contentType: type.contentType, size: buffer.length, buffer };
  }
  const { rows } = await services.db.query<StoredFileRow>(
    'select kind, content_type, size, storage, content from stored_files where key = $1',
    [key],
  );
  const row = rows[0];
  if (!row) return null;
  const buffer = row.storage === 'database' ? Buffer.from(row.content ?? []) : await backendNamed(row.storage).get(key);
  if (!buffer) return null;
  return { key, kind: row.kind, contentType: row.content_type, size: buffer.length, buffer };
}

function backendNamed(name: 'disk' | 's3'): Backend {
  const backend = storageBackend();
  if (backend.name !== name) throw new Error(`The file is stored on ${name}, but this instance is configured for ${backend.name}`);
  return backend;
}

/**
 * Removes the bytes of files whose records were deleted (and committed): a file kept in the database went with
 * its row. Called after the commit, so a change that rolls back never loses a file its record still names.
 */
export async function removeStoredBytes(files: { key: string; storage: StorageName }[]): Promise<void> {
  for (const file of files) if (file.storage !== 'database') await backendNamed(file.storage).remove(file.key);
}
