import type { AppServices } from '../../http/context';
import { depositRoutes } from './deposits';
import { financeDevRoutes } from './dev-routes';
import { ledgerRoutes } from './ledger-routes';
import { payoutRoutes } from './payout/routes';
import { financeSettingsRoutes } from './settings-routes';
import { withdrawalRoutes } from './withdrawals';

/** The Finance area: deposits, withdrawals, the wallet change log, transfers and the finance settings. */
export function financeRoutes(services: AppServices) {
  return [
    ...depositRoutes(),
    ...withdrawalRoutes(),
    ...payoutRoutes(),
    ...ledgerRoutes(),
    ...financeSettingsRoutes(),
    // Development only: plays an end user's withdrawal request (`POST dev/finance/withdrawal-request`).
    ...(services.production ? [] : financeDevRoutes()),
  ];
}
