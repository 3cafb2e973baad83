import { defineRemote } from '@console/area-kit';
import packageJson from '../package.json';
import deposit from './deposit/screens';
import distribution from './distribution/screens';
import fundRecords from './fund-records/screens';
import records from './records/screens';
import settings from './settings/screens';
import thirdPartyWallet from './third-party-wallet/screens';
import transfers from './transfers/screens';
import walletBalances from './wallet-balances/screens';
import walletChanges from './wallet-changes/screens';
import withdrawal from './withdrawal/screens';
import withdrawalAddresses from './withdrawal-addresses/screens';

/** The finance area: deposits, withdrawals, wallet records and balances, transfers, finance settings, the third-party wallet, fund records, distribution payments, bound withdrawal addresses. */
export default defineRemote({
  name: 'finance',
  version: packageJson.version,
  texts: (lng) => import(`./locales/${lng}.json`),
  groups: [
    deposit,
    distribution,
    fundRecords,
    records,
    settings,
    thirdPartyWallet,
    transfers,
    walletBalances,
    walletChanges,
    withdrawal,
    withdrawalAddresses,
  ],
});
