import { type PageLoader, type RemoteDescriptor, type RemoteRouteMeta, withPages } from '@console/contracts';
import packageJson from '../package.json';
import { loadTexts, NAMESPACE } from './i18n';
import './locales';
import routes from './routes.json';

/** Each route's page, split into its own chunk and fetched when the route is first visited. */
const pages: Record<string, PageLoader> = {
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
  routes: withPages(routes as RemoteRouteMeta[], pages),
  loadLocale: loadTexts,
};

export default descriptor;
