import { z } from 'zod';
import type { BatchUpload, BatchUploadDetail, BatchUploadRow } from './exports-batch';
import { codeAnswer, countAnswer, recordIdAnswer, timeAnswer } from './users-answers';

/**
 * What the batch upload calls answer (`account/batchUpload`, its list and its detail), typed by the
 * interfaces of `exports-batch.ts` the console reads; strict, like every answer schema of the Users area.
 */

const batchUploadShape = {
  id: recordIdAnswer,
  /** 1 real accounts, 2 demo accounts. */
  batchUploadType: z.union([z.literal(1), z.literal(2)]),
  status: z.enum(['processing', 'done']),
  fileName: z.string(),
  totalRows: countAnswer,
  successRows: countAnswer,
  failedRows: countAnswer,
  pendingRows: countAnswer,
  adminId: recordIdAnswer.nullable(),
  adminAccount: z.string().nullable(),
  createDate: timeAnswer,
};

export const batchUploadAnswer: z.ZodType<BatchUpload> = z.object(batchUploadShape).strict();

const batchUploadRowAnswer: z.ZodType<BatchUploadRow> = z
  .object({
    id: recordIdAnswer,
    rowNumber: z.number().int().min(2),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    countryCode: z.string().nullable(),
    accountType: z.string().nullable(),
    uplineId: z.string().nullable(),
    remark: z.string().nullable(),
    /** 1 created, 0 refused, 2 waiting to be created. */
    result: codeAnswer.min(0).max(2),
    userId: recordIdAnswer.nullable(),
    message: z.string().nullable(),
  })
  .strict();

/** `account/batchUpload/{id}/detail`: the batch with every row of its file, in file order. */
export const batchUploadDetailAnswer: z.ZodType<BatchUploadDetail> = z
  .object({ ...batchUploadShape, rows: z.array(batchUploadRowAnswer) })
  .strict();
