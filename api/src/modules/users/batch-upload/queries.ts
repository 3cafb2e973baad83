import type { BatchUpload, BatchUploadDetail, BatchUploadRow, batchUploadQuery } from '@console/contracts/schemas/exports-batch';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, type PageData, sortedOrder } from '../../../db/list';
import { notFound } from '../../../http/errors';

export interface BatchRow {
  id: number | string;
  batch_upload_type: number;
  status: 'processing' | 'done';
  file_name: string;
  total_rows: number;
  success_rows: number;
  failed_rows: number;
  admin_id: number | null;
  admin_account: string | null;
  create_date: Date;
}

export const toBatch = (r: BatchRow): BatchUpload => ({
  id: Number(r.id),
  batchUploadType: r.batch_upload_type,
  status: r.status,
  fileName: r.file_name,
  totalRows: r.total_rows,
  successRows: r.success_rows,
  failedRows: r.failed_rows,
  pendingRows: r.total_rows - r.success_rows - r.failed_rows,
  adminId: r.admin_id,
  adminAccount: r.admin_account,
  createDate: iso(r.create_date)!,
});

export interface BatchRowRow {
  id: number | string;
  row_number: number;
  email: string | null;
  mobile: string | null;
  country_code: string | null;
  account_type: string | null;
  upline_id: string | null;
  remark: string | null;
  result: number;
  user_id: number | string | null;
  message: string | null;
}

export const toBatchRow = (r: BatchRowRow): BatchUploadRow => ({
  id: Number(r.id),
  rowNumber: r.row_number,
  email: r.email,
  mobile: r.mobile,
  countryCode: r.country_code,
  accountType: r.account_type,
  uplineId: r.upline_id,
  remark: r.remark,
  result: r.result,
  userId: r.user_id === null ? null : Number(r.user_id),
  message: r.message,
});

export async function batchUploadPage(db: Queryable, query: z.output<typeof batchUploadQuery>): Promise<PageData<BatchUpload>> {
  return listPage(db, {
    select: '*',
    from: 'user_batch_uploads',
    filters: new Filters().eq('batch_upload_type', query.batchUploadType),
    orderBy: sortedOrder('users.batchUploads', { id: 'id', createDate: 'create_date' }, query, 'create_date desc, id desc'),
    paging: query,
    map: (row: BatchRow) => toBatch(row),
  });
}

/** A batch with every row of its file, in file order (404 when there is no such batch). */
export async function batchUploadDetail(db: Queryable, id: number): Promise<BatchUploadDetail> {
  const { rows } = await db.query<BatchRow>('select * from user_batch_uploads where id = $1', [id]);
  if (!rows[0]) throw notFound(`Batch upload ${id} does not exist`);
  const { rows: lines } = await db.query<BatchRowRow>('select * from user_batch_upload_rows where batch_id = $1 order by row_number', [id]);
  return { ...toBatch(rows[0]), rows: lines.map(toBatchRow) };
}
