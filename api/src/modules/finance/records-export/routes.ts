import { depositExport, withdrawalExport } from '@console/contracts/schemas/finance-settings';
import { listExportRoute } from '../../../core/exports/route';
import { DEPOSIT_EXPORT_KIND, WITHDRAWAL_EXPORT_KIND } from './queries';

/** The deposit and withdrawal exports: streamed files, or export-center jobs above the threshold. */
export function financeRecordExportRoutes() {
  return [
    listExportRoute(DEPOSIT_EXPORT_KIND, { path: 'reporting/finance/export/depositRecord', name: 'Export deposits', body: depositExport }),
    listExportRoute(WITHDRAWAL_EXPORT_KIND, {
      path: 'reporting/finance/export/withdrawalRecord',
      name: 'Export withdrawals',
      body: withdrawalExport,
    }),
  ];
}
