import { exportJobStarted } from '@console/contracts/schemas/exports-batch';
import type { z } from 'zod';
import { route } from '../../http/routes';
import { parseInput, withoutEmptyValues } from '../../http/validation';
import { langOf } from './batches';
import { exportFileName, exportJobThreshold, queueExport } from './jobs';
import type { ExportKind } from './kinds';
import { STREAM_AFTER_COMMIT, sheetToStream } from './stream';
import type { ExportFormat } from './writers';

/** A list's export request: the list's filters (paging ignored) and the file's format. */
type ExportRequest = z.ZodType<{ excelType: ExportFormat } & Record<string, unknown>>;

/**
 * The export call of a record list (deposits, withdrawals, futures and convert orders): the records its filters
 * match as CSV or Excel, streamed once the export's log entry is committed; above the job threshold a job of the
 * export center instead, run by the same `kind`, so a file is the same whichever way it is made.
 */
export function listExportRoute(kind: ExportKind, { path, name, body }: { path: string; name: string; body: ExportRequest }) {
  return route({
    method: 'POST',
    path,
    name,
    // Logged: who took a copy of the records, with which filters.
    audit: true,
    // Above the job threshold a job is queued and answered; below it the file is streamed (no envelope to check).
    response: exportJobStarted,
    handler: async ({ request, services, session, now }) => {
      // Parsed here rather than by `body:`, so filters sent empty mean "not set" as in the list.
      const { excelType: format, pageNum: _n, pageSize: _s, ...filters } = parseInput(body, withoutEmptyValues(request.body ?? {}), 'body');
      const lang = langOf(request.headers.lang);
      const sheet = kind.sheet(services.db, filters, lang);
      const total = await sheet.total;
      if (total > exportJobThreshold()) {
        return queueExport(services, session, { type: kind.type, format, parameters: { filters, lang, total } });
      }
      return sheetToStream(format, exportFileName(kind.type, format, now), { header: sheet.header, batches: sheet.batches(total) });
    },
    afterCommit: STREAM_AFTER_COMMIT,
  });
}
