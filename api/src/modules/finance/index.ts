import type { Area } from '../../core/area';
import { balanceExportRoutes } from './balance-export/routes';
import { DEPOSITS } from './deposits/queries';
import { depositRoutes } from './deposits/routes';
import { financeDevRoutes } from './dev-routes';
import { distributionRoutes } from './distribution/routes';
import { distributionRunTask } from './distribution/run';
import { fundRecordRoutes } from './fund-records/routes';
import { ledgerRoutes } from './ledger/routes';
import { payoutReconcileTask } from './payout/reconcile';
import { payoutRoutes } from './payout/routes';
import { RECORD_EXPORTS } from './records-export/queries';
import { financeRecordExportRoutes } from './records-export/routes';
import { seedFinance } from './seed/records';
import { seedFinanceWallets } from './seed/wallets';
import { financeSettingsRoutes } from './settings/routes';
import { daySumFoldTask } from './summaries';
import { thirdPartyWalletRoutes } from './third-party-wallet/routes';
import { FINANCE_WAITING } from './waiting';
import { withdrawalAddressRoutes } from './withdrawal-addresses/routes';
import { WITHDRAWALS } from './withdrawals/queries';
import { withdrawalRoutes } from './withdrawals/routes';

/**
 * The Finance area (remote `finance`): deposits, withdrawals and their payouts, the wallet change log and
 * balances, transfers, the third-party wallet, fund records, distribution, withdrawal addresses and the
 * finance settings. Every balance change goes through the ledger (`modules/wallets`).
 */
export const financeArea: Area = {
  name: 'finance',
  routes: (services) => [
    ...depositRoutes(),
    ...withdrawalRoutes(),
    ...payoutRoutes(),
    ...ledgerRoutes(),
    ...financeSettingsRoutes(),
    ...thirdPartyWalletRoutes(),
    ...fundRecordRoutes(),
    ...distributionRoutes(),
    ...withdrawalAddressRoutes(),
    ...balanceExportRoutes(),
    ...financeRecordExportRoutes(),
    // Development only: plays an end user's withdrawal request (`POST dev/finance/withdrawal-request`).
    ...(services.production ? [] : financeDevRoutes()),
  ],
  tasks: (app, services) => {
    // Distribution pays as Settings -> Multi-level marketing says, from the next slot on.
    const distribution = distributionRunTask(services);
    return [
      daySumFoldTask(services.db, [DEPOSITS, WITHDRAWALS]),
      payoutReconcileTask(app, services),
      ...(distribution ? [distribution] : []),
    ];
  },
  exports: RECORD_EXPORTS,
  waiting: FINANCE_WAITING,
  // Last, each with its own generator: the data of the areas before stays exactly as it was.
  seed: async (tx, { now }) => {
    await seedFinance(tx, { now });
    // Third-party wallet, fund records, distribution and withdrawal addresses.
    await seedFinanceWallets(tx, { now });
  },
};
