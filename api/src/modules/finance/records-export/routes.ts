import { exportJobStarted } from '@console/contracts/schemas/exports-batch';
import { depositExport, withdrawalExport } from '@console/contracts/schemas/finance-settings';
import { langOf } from '../../../core/exports/batches';
import { exportFileName, exportJobThreshold, queueExport } from '../../../core/exports/jobs';
import { STREAM_AFTER_COMMIT, sheetToStream } from '../../../core/exports/stream';
import { route } from '../../../http/routes';
import { parseInput, withoutEmptyValues } from '../../../http/validation';
import { countRecords, DEPOSIT_EXPORT, type RecordExport, recordExportBatches, recordExportHeader, WITHDRAWAL_EXPORT } from './queries';

function recordExportRoute<F>(spec: RecordExport<F>, path: string, name: string, schema: typeof depositExport | typeof withdrawalExport) {
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
      const {
        excelType: format,
        pageNum: _n,
        pageSize: _s,
        ...filters
      } = parseInput(schema, withoutEmptyValues(request.body ?? {}), 'body');
      const lang = langOf(request.headers.lang);
      const total = await countRecords(services.db, spec, filters as F);
      if (total > exportJobThreshold()) {
        return queueExport(services, session, { type: spec.type, format, parameters: { filters, lang, total } });
      }
      return sheetToStream(format, exportFileName(spec.type, format, now), {
        header: recordExportHeader(spec, lang),
        batches: recordExportBatches(services.db, spec, filters as F, lang),
      });
    },
    afterCommit: STREAM_AFTER_COMMIT,
  });
}

export function financeRecordExportRoutes() {
  return [
    recordExportRoute(DEPOSIT_EXPORT, 'reporting/finance/export/depositRecord', 'Export deposits', depositExport),
    recordExportRoute(WITHDRAWAL_EXPORT, 'reporting/finance/export/withdrawalRecord', 'Export withdrawals', withdrawalExport),
  ];
}
