import { balanceExport } from '@console/contracts/schemas/wallet-records';
import { langOf } from '../../../core/exports/batches';
import { STREAM_AFTER_COMMIT, sheetToStream } from '../../../core/exports/stream';
import { route } from '../../../http/routes';
import { parseInput, withoutEmptyValues } from '../../../http/validation';
import { balanceExportBatches, balanceExportHeader } from './queries';

export function balanceExportRoutes() {
  return [
    route({
      method: 'POST',
      path: 'reporting/user/balance/export',
      name: 'Export user wallet balances',
      // Logged: who took a copy of the balances, with which filters.
      audit: true,
      handler: async ({ request, services, now }) => {
        // Parsed here rather than by `body:`, so filters sent empty mean "not set" as in the list.
        const { excelType: format, ...filters } = parseInput(balanceExport, withoutEmptyValues(request.body ?? {}), 'body');
        const lang = langOf(request.headers.lang);
        return sheetToStream(format, `user-balances-${now.toISOString().slice(0, 10)}.${format}`, {
          header: balanceExportHeader(lang),
          batches: balanceExportBatches(services.db, filters, lang),
        });
      },
      afterCommit: STREAM_AFTER_COMMIT,
    }),
  ];
}
