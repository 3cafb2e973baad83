import type { RemoteDescriptor, RemoteRouteMeta } from '@console/contracts';
import type { ComponentType } from 'react';
import packageJson from '../package.json';
import { loadTexts, NAMESPACE } from './i18n';
import './locales';
import routes from './routes.json';

type PageModule = Promise<{ default: ComponentType }>;

/** Each route's page, split into its own chunk and fetched when the route is first visited. */
const pages: Record<string, () => PageModule> = {
  deposits: () => import('./deposit/DepositsPage'),
  withdrawals: () => import('./withdrawal/WithdrawalsPage'),
  'wallet-changes': () => import('./wallet-changes/Page'),
  transfers: () => import('./transfers/Page'),
  'wallet-balances': () => import('./wallet-balances/Page'),
  settings: () => import('./settings/SettingsPage'),
  'settings-deposit-blockchain': () => import('./settings/DepositChannelsPage'),
  'settings-withdrawal-blockchain': () => import('./settings/WithdrawalChainsPage'),
  'third-party-wallet-addresses': () => import('./third-party-wallet/AddressesPage'),
  'third-party-wallet-on-chain': () => import('./third-party-wallet/OnChainPage'),
  'third-party-wallet-settings': () => import('./third-party-wallet/SettingsPage'),
  'fund-records': () => import('./fund-records/Page'),
  'distribution-payments': () => import('./distribution/PaymentsPage'),
  'distribution-runners': () => import('./distribution/RunnersPage'),
  'distribution-runner-detail': () => import('./distribution/RunnerDetailPage'),
  'withdrawal-addresses': () => import('./withdrawal-addresses/Page'),
};

const descriptor: RemoteDescriptor = {
  name: 'finance',
  version: packageJson.version,
  namespace: NAMESPACE,
  routes: (routes as RemoteRouteMeta[]).map((meta) => {
    const load = pages[meta.id];
    if (!load) throw new Error(`No page for route ${meta.id}`);
    return { ...meta, load };
  }),
  loadLocale: loadTexts,
};

export default descriptor;
