import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ExportJob, ExportJobStarted, ExportJobStatus, ExportType } from '@console/contracts/schemas/exports-batch';
import type { Queryable } from '../../db/database';
import { iso } from '../../db/list';
import type { AppServices, SessionInfo } from '../../http/context';
import { type JobDefinition, jobQueueOf, type PeriodicTask } from '../jobs/queue';
import { DEFAULT_DATA_DIR } from '../../paths';
import { langOf } from './batches';
import type { ExportKind } from './kinds';
import { type ExportFormat, writeSheet } from './writers';

export const EXPORT_JOB = 'export';
/** How long a finished export can be downloaded. */
export const DOWNLOAD_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Above this many rows an export runs as a job (env `EXPORT_JOB_THRESHOLD`, default 50,000). */
export function exportJobThreshold(): number {
  const value = Number(process.env.EXPORT_JOB_THRESHOLD);
  return Number.isFinite(value) && value >= 0 && process.env.EXPORT_JOB_THRESHOLD !== '' ? value : 50_000;
}

/**
 * Where finished export files are kept: `EXPORT_DIR`, or `exports` beside the embedded database's
 * folder (`<repo>/.data/exports` by default). Several API instances must share this folder (one
 * volume), since the instance that downloads a file is not always the one that wrote it.
 */
export function exportDir(): string {
  if (process.env.EXPORT_DIR) return process.env.EXPORT_DIR;
  const dataDir = process.env.DATA_DIR || process.env.PGLITE_DATA_DIR || DEFAULT_DATA_DIR;
  return join(dirname(dataDir), 'exports');
}

export function exportFilePath(key: string): string {
  return join(exportDir(), key);
}

export interface ExportJobRow {
  id: number | string;
  type: ExportType;
  status: ExportJobStatus;
  progress: number;
  rows_done: number;
  rows_total: number | null;
  format: ExportFormat;
  parameters: Record<string, unknown>;
  admin_id: number | null;
  admin_account: string | null;
  file_key: string | null;
  file_name: string | null;
  file_size: number | string | null;
  row_count: number | null;
  error: string | null;
  cancelled_by: string | null;
  submitted_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
  download_expires_at: Date | null;
}

export const toExportJob = (r: ExportJobRow): ExportJob => ({
  id: Number(r.id),
  type: r.type,
  status: r.status,
  progress: r.progress,
  rowsDone: r.rows_done,
  rowsTotal: r.rows_total,
  format: r.format,
  parameters: r.parameters,
  adminId: r.admin_id,
  adminAccount: r.admin_account,
  fileName: r.file_name,
  fileSize: r.file_size === null ? null : Number(r.file_size),
  rowCount: r.row_count,
  error: r.error,
  cancelledBy: r.cancelled_by,
  submittedAt: iso(r.submitted_at)!,
  startedAt: iso(r.started_at),
  endedAt: iso(r.ended_at),
  downloadExpiresAt: iso(r.download_expires_at),
});

/** The name a download is saved as: `users-2026-11-22.csv`. */
export function exportFileName(type: ExportType, format: ExportFormat, at: Date): string {
  return `${type}-${at.toISOString().slice(0, 10)}.${format}`;
}

export interface NewExportJob {
  type: ExportType;
  format: ExportFormat;
  /** The filters, and the language of the labels. */
  parameters: Record<string, unknown>;
  admin: { id: number; account: string };
}

/** Records a queued job and hands it to the queue; answers its id. */
export async function submitExportJob(
  services: AppServices,
  send: (name: string, data: Record<string, unknown>) => Promise<void>,
  job: NewExportJob,
): Promise<number> {
  const { rows } = await services.db.query<{ id: number | string }>(
    `insert into export_jobs (type, format, parameters, admin_id, admin_account, submitted_at, rows_total)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      job.type,
      job.format,
      JSON.stringify(job.parameters),
      job.admin.id,
      job.admin.account,
      new Date(services.clock()),
      // The rows counted when the export was asked for: the job counts again when it starts.
      typeof job.parameters.total === 'number' ? job.parameters.total : null,
    ],
  );
  const id = Number(rows[0].id);
  try {
    await send(EXPORT_JOB, { exportJobId: id });
  } catch (error) {
    await services.db.query(`update export_jobs set status = 'failed', error = $2, ended_at = $3 where id = $1`, [
      id,
      `The job could not be queued: ${(error as Error).message}`,
      new Date(services.clock()),
    ]);
    throw error;
  }
  return id;
}

/** Queues an export too large to stream, as a job of the export center submitted by the signed-in admin. */
export async function queueExport(
  services: AppServices,
  session: SessionInfo,
  job: Omit<NewExportJob, 'admin'>,
): Promise<ExportJobStarted> {
  const queue = jobQueueOf(services.db);
  const jobId = await submitExportJob(services, (name, data) => queue.send(name, data), {
    ...job,
    admin: { id: session.adminId, account: session.account },
  });
  return { jobId, status: 'queued' };
}

/** Raised between batches when the job was cancelled meanwhile: the runner stops and keeps no file. */
class ExportCancelled extends Error {}

/**
 * Records the rows written so far; answers false when the job is no longer running (cancelled meanwhile).
 * One small update a batch (thousands of rows), so a cancellation is seen within a batch.
 */
async function recordProgress(db: Queryable, id: number, done: number, total: number): Promise<boolean> {
  const progress = total ? Math.min(99, Math.floor((done * 100) / total)) : 99;
  const { rows } = await db.query(
    `update export_jobs set progress = $2, rows_done = $3 where id = $1 and status = 'running' returning id`,
    [id, progress, done],
  );
  return rows.length > 0;
}

/** The sheet of a queued job, from the export kind of its type (declared by the area that owns the records). */
function exportSheet(db: AppServices['db'], kinds: readonly ExportKind[], job: ExportJobRow) {
  const kind = kinds.find((k) => k.type === job.type);
  if (!kind) throw new Error(`Unknown export type ${job.type}`);
  return kind.sheet(db, (job.parameters.filters ?? {}) as Record<string, unknown>, langOf(job.parameters.lang));
}

/**
 * Runs one export job: marks it running, streams the rows into a file (written under a temporary name
 * and renamed when complete), updates the progress as it goes, and ends done with the file and its
 * download expiry, or failed with the reason. A job already finished (a retry after a crash that came
 * too late) is left alone.
 */
export async function runExportJob(services: AppServices, kinds: readonly ExportKind[], id: number): Promise<void> {
  const { db } = services;
  const now = () => new Date(services.clock());
  const { rows } = await db.query<ExportJobRow>(
    `update export_jobs set status = 'running', started_at = $2, progress = 0, rows_done = 0
     where id = $1 and status in ('queued', 'running') returning *`,
    [id, now()],
  );
  const job = rows[0];
  if (!job) return;
  const key = `${id}-${randomBytes(12).toString('base64url')}.${job.format}`;
  const path = exportFilePath(key);
  const partial = `${path}.partial`;
  let out: WriteStream | undefined;
  try {
    const source = exportSheet(db, kinds, job);
    const { header, batches } = source;
    const total = await source.total;
    // The total as counted now (the records may have moved since the job was asked for).
    if (
      !(await db.query(`update export_jobs set rows_total = $2 where id = $1 and status = 'running' returning id`, [id, total])).rows.length
    ) {
      return;
    }
    // The folder of the file itself: `exportDir()` is read again on each call.
    await mkdir(dirname(partial), { recursive: true });
    out = createWriteStream(partial);
    const count = await writeSheet(
      job.format,
      {
        header,
        batches: batches(total),
        onProgress: async (written) => {
          if (!(await recordProgress(db, id, written, total))) throw new ExportCancelled();
        },
      },
      out,
    );
    await rename(partial, path);
    const size = (await stat(path)).size;
    const ended = now();
    const { rows: finished } = await db.query(
      `update export_jobs set status = 'done', progress = 100, rows_done = $5, file_key = $2, file_name = $3, file_size = $4,
         row_count = $5, ended_at = $6, download_expires_at = $7, error = null
       where id = $1 and status = 'running' returning id`,
      [id, key, exportFileName(job.type, job.format, ended), size, count, ended, new Date(ended.getTime() + DOWNLOAD_DAYS * DAY_MS)],
    );
    // Cancelled after the last batch: the file is not kept.
    if (!finished.length) await rm(path, { force: true });
  } catch (error) {
    if (out && !out.closed) {
      // A write still under way fails once the stream is destroyed: that failure is expected, not a crash.
      out.on('error', () => undefined);
      const file = out;
      await new Promise<void>((resolve) => {
        file.once('close', () => resolve());
        file.destroy();
      });
    }
    await rm(partial, { force: true });
    if (error instanceof ExportCancelled) return;
    await db.query(`update export_jobs set status = 'failed', error = $2, ended_at = $3 where id = $1 and status = 'running'`, [
      id,
      (error as Error).message.slice(0, 1000),
      now(),
    ]);
  }
}

/**
 * Cancels a queued or running job: a queued one never starts, a running one stops at its next batch (the
 * runner sees the status) and keeps no file. Answers false when the job had already ended.
 */
export async function cancelExportJob(services: Pick<AppServices, 'db' | 'clock'>, id: number, by: string): Promise<boolean> {
  const { rows } = await services.db.query(
    `update export_jobs set status = 'cancelled', cancelled_by = $2, ended_at = $3
     where id = $1 and status in ('queued', 'running') returning id`,
    [id, by, new Date(services.clock())],
  );
  return rows.length > 0;
}

/** Marks finished jobs whose download time is over as expired and deletes their files. */
export async function expireExports(services: Pick<AppServices, 'db' | 'clock'>): Promise<number> {
  const { rows } = await services.db.query<{ file_key: string | null }>(
    `update export_jobs j set status = 'expired', file_key = null
     from (select id, file_key from export_jobs where status = 'done' and download_expires_at <= $1 for update) old
     where j.id = old.id returning old.file_key`,
    [new Date(services.clock())],
  );
  for (const row of rows) if (row.file_key) await rm(exportFilePath(row.file_key), { force: true });
  return rows.length;
}

export function exportJobDefinition(services: AppServices, kinds: readonly ExportKind[]): JobDefinition {
  return { name: EXPORT_JOB, run: (data) => runExportJob(services, kinds, Number(data.exportJobId)) };
}

export function exportExpiryTask(services: AppServices): PeriodicTask {
  return {
    name: 'export expiry',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      await expireExports(services);
    },
  };
}
