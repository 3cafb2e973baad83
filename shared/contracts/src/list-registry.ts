/**
 * The registry of lists without their request schemas: what the permission catalogue, the shell and the list
 * kit read, importable without zod (lists.ts adds the schemas and re-exports all of this).
 */

/**
 * Every list of the console, by a stable key: the view permission that opens it, and the columns the API
 * sorts it by (each served by an index, so a sorted page of a million rows stays fast). The key names the
 * list's settings calls (`lists/<key>/settings`, `lists/<key>/views`), which the catalogue grants with the
 * list's view permission, and the browser's storage of its "More filters" state.
 */
export interface ListDef {
  /** The view permission of the list's page. */
  permission: string;
  /** Sort keys the API accepts in `orderBy` (named after the columns they sort). */
  sorts: readonly string[];
}

function list<const S extends readonly string[]>(permission: string, sorts: S): { permission: string; sorts: S } {
  return { permission, sorts };
}

export const LISTS = {
  // Users area
  // The users' USDT balance is a sum over their wallets that no index holds: the user list is not sorted by it.
  users: list('users.list', ['id', 'createDate']),
  'users.subordinate': list('users.list', ['id', 'createDate']),
  'users.flowRecords': list('users.list', ['createDate']),
  'users.batchUploads': list('users.list', ['id', 'createDate']),
  userLevels: list('userLevels.view', ['level']),
  marketingLevels: list('userLevels.view', ['level']),
  kyc: list('kyc.list', ['id', 'createDate']),
  otp: list('otp.records', ['createDate']),
  agents: list('agents.list', ['id', 'createDate']),
  agentLogs: list('agentLogs.list', ['id', 'createDate']),
  // Finance area. Deposits and withdrawals hold a million rows each: every key has an index in its order,
  // with and without the status tab and the coin (012, 018_finance_sort_indexes.sql). The wallet list is
  // answered by the users module and keeps its own order.
  deposits: list('deposit.list', ['id', 'createDate', 'amount']),
  withdrawals: list('withdrawal.list', ['id', 'createDate', 'amount']),
  walletChanges: list('walletChangeLog.list', ['id', 'createDate']),
  transfers: list('transfer.list', ['id', 'createDate']),
  walletBalances: list('walletBalance.list', []),
  depositAddresses: list('thirdPartyWallet.addresses', ['id', 'createTime']),
  onChainRecords: list('thirdPartyWallet.onChainRecords', ['id', 'createTime']),
  fundRecords: list('fundManagement.list', ['id', 'createDate']),
  distributionPayments: list('distribution.list', ['id', 'period']),
  distributionRunners: list('distribution.list', []),
  distributionRunnerDetail: list('distribution.list', []),
  withdrawalAddresses: list('withdrawalAddress.list', ['id', 'createDate']),
  // Trading area: coins and coin pairs are short lists, sorted by their display order or id; convert orders
  // by date, id or amount (indexes of 024_coins_convert.sql).
  coins: list('coins.list', ['id', 'sort']),
  coinPairs: list('coinPairs.list', ['id', 'sort']),
  convertPairs: list('convertPairs.list', ['id', 'sort']),
  convertOrders: list('convertOrders.list', ['id', 'createDate', 'amount']),
  riskSettings: list('risk.pairs', []),
  riskRecords: list('risk.records', ['id', 'createDate']),
  // Futures (trading area). Orders and rounds are the large tables: each key has an index in its order
  // (023_futures.sql, 025_futures_lists.sql).
  futureOrders: list('futureOrders.list', ['id', 'orderDate', 'amount']),
  futureRounds: list('runners.list', ['id', 'startDate']),
  // Futures pairs and a pair's gameplays are short settings lists (a few rows each): sorted by id, display
  // order (023's `(display_sort, id)` and `(futures_pair_id, display_sort, id)` indexes) or a gameplay's interval.
  futurePairs: list('futurePairs.list', ['id', 'displaySort']),
  futureGameplays: list('gameplays.list', ['id', 'displaySort', 'timeInterval']),
  // Perpetual. Open positions and the histories are the large tables: each key has an index in its order
  // (029_perpetual.sql). The warning list is always nearest to liquidation first; pairs are a short settings list.
  perpetualPairs: list('perpetualPairs.list', ['id', 'displaySort']),
  perpetualPositions: list('perpetualPositions.list', ['id', 'openedDate', 'margin']),
  perpetualWarnings: list('perpetualWarnings.list', []),
  perpetualOpenOrders: list('perpetualOpenOrders.list', ['id', 'openedDate']),
  perpetualOrderHistory: list('perpetualOrderHistory.list', ['id', 'openedDate']),
  perpetualPositionHistory: list('perpetualPositionHistory.list', ['id', 'openedDate', 'closedTime']),
  // Copy trading (031_copy_trading.sql): leading orders by id or order date; following orders (futures orders with
  // a follow code, the large table) by id or order date, each on an index in that order. An order's invite or block
  // list and a fan-out's skipped followers are short lists in the order they were added.
  copyLeadingOrders: list('leadingOrders.list', ['id', 'orderDate', 'amount']),
  copyFollowingOrders: list('followingOrders.list', ['id', 'orderDate']),
  copyFollowLists: list('leadingOrders.list', []),
  copyFollowSkips: list('leadingOrders.list', []),
  // Backstage management
  admins: list('admins.list', ['id', 'account', 'loginDate', 'createDate']),
  roles: list('roles.list', ['id', 'name', 'userCount']),
  roleUsers: list('roles.list', ['id', 'account']),
  ipWhitelist: list('ipWhitelist.list', ['id', 'ip', 'createDate']),
  ipBlacklist: list('ipBlacklist.list', ['id', 'ip', 'createDate']),
  clientLogs: list('clientLogs.list', ['id', 'createDate']),
  backstageLogs: list('backstageLogs.list', ['id', 'createDate']),
  // Settings: the end users' 2FA records (index of 030_settings.sql); the cross-origin allowlist is short and unsorted.
  twoFactor: list('twoFactor.view', ['id', 'createDate']),
  domainWhiteList: list('domainWhitelist.list', []),
  referralDomains: list('referralDomains.list', ['displaySort', 'createDate']),
  // The OTP channels: a handful of rows each (036_otp_settings.sql), newest first or by id.
  smtpChannels: list('otpSettings.view', ['id']),
  smsChannels: list('otpSettings.view', ['id']),
  // Info center: its articles, newest first or by id.
  infoCenter: list('infoCenter.list', ['id', 'createTime']),
  // Reports: rows per period, agent or user, in the order the API computes them (no sort of their own).
  platformReport: list('platformReport.view', []),
  agentReport: list('agentReport.view', []),
  agentReportDownline: list('agentReport.view', []),
  marketingReport: list('marketingReport.view', []),
  marketingReportDownline: list('marketingReport.view', []),
  accountReport: list('accountReport.view', []),
  accountReportDownline: list('accountReport.view', []),
  exportCenter: list('exportCenter.list', []),
} as const satisfies Record<string, ListDef>;

export type ListKey = keyof typeof LISTS;
export type SortKeyOf<K extends ListKey> = (typeof LISTS)[K]['sorts'][number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The API calls of a list's settings (columns, density, saved views), granted with the list's view permission. */
export function listSettingsRoutes(key: ListKey): string[] {
  return [`GET lists/${key}/settings`, `PUT lists/${key}/settings`, `POST lists/${key}/views`, `DELETE lists/${key}/views/{id}`];
}

export const DENSITIES = ['comfortable', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];
