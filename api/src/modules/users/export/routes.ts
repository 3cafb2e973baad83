import { exportJobStarted } from '@console/contracts/schemas/exports-batch';
import { userExport } from '@console/contracts/schemas/users';
import { langOf } from '../../../core/exports/batches';
import { exportFileName, exportJobThreshold, queueExport } from '../../../core/exports/jobs';
import { STREAM_AFTER_COMMIT, sheetToStream } from '../../../core/exports/stream';
import { route } from '../../../http/routes';
import { parseInput, withoutEmptyValues } from '../../../http/validation';
import { countUsers, userExportBatches, userExportHeader } from './queries';

export function userExportRoutes() {
  return [
    route({
      method: 'POST',
      path: 'reporting/user/export',
      name: 'Export users',
      // Logged: who took a copy of the user list, with which filters.
      audit: true,
      // Above the job threshold the answer is the queued job; below it, the file itself, streamed (no envelope).
      response: exportJobStarted.strict(),
      handler: async ({ request, services, session, now }) => {
        // Parsed here rather than by `body:`, so filters sent empty mean "not set" as in the list.
        const { excelType: format, ...filters } = parseInput(userExport, withoutEmptyValues(request.body ?? {}), 'body');
        const lang = langOf(request.headers.lang);
        const total = await countUsers(services.db, filters);
        if (total > exportJobThreshold()) {
          return queueExport(services, session, { type: 'users', format, parameters: { filters, lang, total } });
        }
        return sheetToStream(format, exportFileName('users', format, now), {
          header: userExportHeader(lang),
          batches: userExportBatches(services.db, filters, lang, total),
        });
      },
      afterCommit: STREAM_AFTER_COMMIT,
    }),
  ];
}
