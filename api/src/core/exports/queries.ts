import type { exportJobQuery } from '@console/contracts/schemas/exports-batch';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { Filters, listPage } from '../../db/list';
import { type ExportJobRow, toExportJob } from './jobs';

/** The export jobs matching the list's filters, newest first; only `ownerId`'s when given. */
export function exportJobPage(db: Queryable, body: z.output<typeof exportJobQuery>, ownerId?: number) {
  const filters = new Filters().eq('id', body.id).eq('type', body.type);
  if (ownerId !== undefined) filters.eq('admin_id', ownerId);
  return listPage(db, {
    select: '*',
    from: 'export_jobs',
    filters,
    orderBy: 'id desc',
    paging: body,
    map: (row: ExportJobRow) => toExportJob(row),
  });
}

export async function findExportJob(db: Queryable, id: number): Promise<ExportJobRow | undefined> {
  const { rows } = await db.query<ExportJobRow>('select * from export_jobs where id = $1', [id]);
  return rows[0];
}
