import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, intLike, paging } from './common';

/** What an export job exports (options `exportType`). */
export const EXPORT_TYPES = [
  'users',
  'deposits',
  'withdrawals',
  'futuresOrders',
  'convertOrders',
  'perpetualOrderHistory',
  'perpetualPositionHistory',
  'copyLeadingOrders',
  'copyFollowingOrders',
  'platformReport',
  'agentReport',
  'marketingReport',
  'accountReport',
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

/** An export job's state (options `exportJobStatus`). */
export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'expired', 'cancelled'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/**
 * The call that makes each type's export: running a job again needs the permission of that call (whoever
 * may see a job in the export center may not be allowed to take that copy of the records).
 */
export const EXPORT_CALLS: Record<ExportType, string> = {
  users: 'POST reporting/user/export',
  deposits: 'POST reporting/finance/export/depositRecord',
  withdrawals: 'POST reporting/finance/export/withdrawalRecord',
  futuresOrders: 'POST reporting/futures/export/futuresRecord',
  convertOrders: 'POST reporting/user/convertRecord/export',
  perpetualOrderHistory: 'POST reporting/perpetual/export/perpetualOrderHistoryRecord',
  perpetualPositionHistory: 'POST reporting/perpetual/export/perpetualPositionHistoryRecord',
  copyLeadingOrders: 'POST reporting/futures/export/futuresLeadingRecord',
  copyFollowingOrders: 'POST reporting/futures/export/futuresFollowingRecord',
  // A report's views share one export permission: its summary's export call names it.
  platformReport: 'GET reporting/platform/summary/exporting/{format}',
  agentReport: 'GET reporting/agent/personal/summary/exporting/{format}',
  marketingReport: 'GET reporting/marketing/personal/summary/exporting/{format}',
  accountReport: 'GET reporting/account/personal/summary/exporting/{format}',
};

/** `reporting/exportData/page`: the caller's own jobs, or everyone's with the export-center permission. */
export const exportJobQuery = paging.extend({
  type: z.enum(EXPORT_TYPES).optional(),
  id: bigRecordId.optional(),
  /** Only the caller's own jobs, whatever they may see (the shell's "your export is ready" follows these). */
  mine: z.boolean().optional(),
});

/** `reporting/exportData/cancel` (a queued or running job) and `reporting/exportData/runAgain` (any job). */
export const exportJobAction = z.object({ id: bigRecordId }).strict();

/** `reporting/exportData/downLoad`. */
export const exportJobDownload = z.object({
  id: bigRecordId,
  type: z.enum(EXPORT_TYPES).optional(),
});

/** The answer of an export call whose result is too large to stream at once: a job was queued instead. */
export const exportJobStarted = z.object({ jobId: z.number().int().positive(), status: z.enum(EXPORT_JOB_STATUSES) });
export type ExportJobStarted = z.infer<typeof exportJobStarted>;

/** A job of the export center, as its list answers it. */
export const exportJob = z.object({
  id: z.number().int().positive(),
  type: z.enum(EXPORT_TYPES),
  status: z.enum(EXPORT_JOB_STATUSES),
  /** Percent written, 0 to 100. */
  progress: z.number().int().min(0).max(100),
  /** Rows written so far, of `rowsTotal` (null until the job has counted them). */
  rowsDone: z.number().int().nonnegative(),
  rowsTotal: z.number().int().nonnegative().nullable(),
  format: z.enum(['csv', 'xlsx']),
  parameters: z.record(z.string(), z.unknown()),
  adminId: z.number().int().nullable(),
  adminAccount: z.string().nullable(),
  fileName: z.string().nullable(),
  fileSize: z.number().int().nullable(),
  rowCount: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Who cancelled a cancelled job. */
  cancelledBy: z.string().nullable(),
  submittedAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  downloadExpiresAt: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJob>;

/** batchUploadType 1 creates real accounts, 2 demo accounts (options `batchUploadType`). */
export const BATCH_UPLOAD_TYPES = [1, 2] as const;
export const MAX_BATCH_UPLOAD_ROWS = 5000;
/** The columns of a batch upload file, in this order in the template (the header row names them). */
export const BATCH_UPLOAD_COLUMNS = ['email', 'mobile', 'countryCode', 'password', 'accountType', 'uplineId', 'remark'] as const;

/** The text fields of the multipart `account/batchUpload` request (the file is the part `file`). */
export const batchUploadFields = z.object({
  batchUploadType: intLike.refine((v) => (BATCH_UPLOAD_TYPES as readonly number[]).includes(v), 'batchUploadType must be 1 or 2'),
});

export const batchUploadQuery = paging.extend({
  batchUploadType: intLike.min(1).max(2).optional(),
  ...sortFields('users.batchUploads'),
});

export interface BatchUpload {
  id: number;
  batchUploadType: number;
  /** `processing` while the accepted rows' users are being created, then `done`. */
  status: 'processing' | 'done';
  fileName: string;
  totalRows: number;
  successRows: number;
  failedRows: number;
  /** Rows accepted and not created yet. */
  pendingRows: number;
  adminId: number | null;
  adminAccount: string | null;
  createDate: string;
}

export interface BatchUploadRow {
  id: number;
  /** The row's line in the file (the header is line 1). */
  rowNumber: number;
  email: string | null;
  mobile: string | null;
  countryCode: string | null;
  accountType: string | null;
  uplineId: string | null;
  remark: string | null;
  /** 1 created, 0 refused, 2 waiting to be created (options `batchRowResult`). */
  result: number;
  /** The created user's id. */
  userId: number | null;
  message: string | null;
}

export interface BatchUploadDetail extends BatchUpload {
  rows: BatchUploadRow[];
}
