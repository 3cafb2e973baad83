/**
 * The permission catalogue: the single source of truth for ids 1..359.
 *
 * A `view` permission opens a page (and its menu entry); an `action` permission allows a button and the
 * API calls behind it. `implies` lists permissions that holding this one also grants (so a role editor
 * ticks them together), and `api` lists the `METHOD path` routes of the manager API it grants.
 * The server builds the permission tree (pageItems/apiItems) and enforces every route from this table.
 * Implications stay inside a group, so a role made of one group never gains another group's pages; a
 * call another group's form needs (the agent picker, say) is granted through `api` instead.
 */

import { type ListKey, LISTS, listSettingsRoutes } from './list-registry';

export const PERMISSION_GROUPS = [
  'Users',
  'CustomerServices',
  'RiskControl',
  'Finance',
  'Coin',
  'Future',
  'Convert',
  'Perpetual',
  'InfoCenter',
  'Agent',
  'BackstageManagement',
  'Settings',
  'Report',
] as const;
export type PermissionGroup = (typeof PERMISSION_GROUPS)[number];
export type PermissionKind = 'view' | 'action';

export interface PermissionDef {
  id: number;
  key: string;
  group: PermissionGroup;
  kind: PermissionKind;
  /** For actions: the view (page) they belong to. */
  parent?: string;
  implies: string[];
  api: string[];
}

type Row = [id: number, key: string, api?: string[], implies?: string[]];

const defs: PermissionDef[] = [];

/** A page of a group with its actions. The first row is the view, the rest are its actions. */
function page(group: PermissionGroup, view: Row, ...actions: Row[]) {
  const [id, key, api = [], implies = []] = view;
  defs.push({ id, key, group, kind: 'view', implies, api });
  for (const [aid, akey, aapi = [], aimplies = []] of actions) {
    defs.push({ id: aid, key: akey, group, kind: 'action', parent: key, implies: [key, ...aimplies], api: aapi });
  }
}

// ---------------------------------------------------------------- Users (1-40)
page(
  'Users',
  [
    1,
    'users.list',
    [
      'POST account/list',
      'POST account/subordinate',
      'POST account/fuzzyQuery',
      'POST flow/list',
      'GET flow/volume/{id}',
      'POST account/userLevel/list',
      'POST account/userMarketing/list',
      'GET account/detail/{accountId}',
      'POST account/batchUpload/list',
      'GET account/batchUpload/{id}/detail',
      'POST finance/user/wallet/list',
    ],
  ],
  [2, 'users.create', ['POST account/create']],
  [3, 'users.editRemark', ['POST account/update/remark']],
  [4, 'users.editType', ['POST account/change/userType']],
  [5, 'users.editUpline', ['POST account/change/upLine', 'POST account/discard/line'], ['users.agentList']],
  [6, 'users.agentList', ['GET account/change/upLine/init']],
  [7, 'users.editStatus', ['POST account/update/status']],
  [8, 'users.editPassword', ['POST account/password/edit']],
  [9, 'users.editWithdrawPassword', ['POST account/withdrawPassword/edit']],
  [10, 'users.editLevel', ['POST account/update/userLevel']],
  [11, 'users.editMarketingLevel', ['POST account/update/userMarketingLevel']],
  [12, 'users.editFlowVolume', ['POST flow/edit']],
  [13, 'users.freezeSingle', ['POST account/freezeSingle/wallet', 'POST account/thawSingle/wallet']],
  [14, 'users.freezeAll', ['POST account/freezeAll/wallet/{accountId}', 'POST account/thawAll/wallet/{accountId}']],
  // An exporter follows and downloads their own export jobs; the export-center permissions see everyone's.
  [15, 'users.export', ['POST reporting/user/export', 'POST reporting/exportData/page', 'POST reporting/exportData/downLoad']],
  [16, 'users.batchUpload', ['POST account/batchUpload']],
);
page(
  'Users',
  [17, 'userLevels.view', ['POST account/userLevel/list', 'POST account/userMarketing/list']],
  [18, 'userLevels.add', ['POST account/userLevel/add', 'POST account/userMarketing/add']],
  [19, 'userLevels.edit', ['PUT account/userLevel/edit/{id}', 'PUT account/userMarketing/edit/{id}']],
  [20, 'userLevels.delete', ['DELETE account/userLevel/del/{id}', 'DELETE account/userMarketing/del/{id}']],
);
page('Users', [21, 'kyc.list', ['POST account/kyc/list']], [22, 'kyc.review', ['POST account/kyc/edit']]);
page('Users', [23, 'otp.records', ['POST otp/recordList']]);
page(
  'Users',
  [24, 'users.details', ['GET account/detail/{accountId}', 'POST flow/list', 'POST account/subordinate']],
  [25, 'users.priceDifferenceControl', []],
  // Uploading stores a file: an action, never part of a read-only role (the auditor's). The forms that
  // upload (an operator deposit's proof, the logos) grant the upload calls with their own action as well.
  [26, 'files.upload', ['POST fileStorage/uploadImg', 'POST fileStorage/uploadFile']],
);

// ---------------------------------------------------------------- CustomerServices (41-50)
page(
  'CustomerServices',
  [
    41,
    'chat.view',
    [
      'POST customerService/chat/list',
      'GET customerService/rooms',
      'GET customerService/rooms/{roomId}/messages',
      'GET customerService/events',
    ],
  ],
  [
    42,
    'chat.reply',
    [
      'POST customerService/rooms/{roomId}/messages',
      'POST customerService/rooms/{roomId}/read',
      'POST customerService/rooms/{roomId}/typing',
      // Development only (not registered in production): plays an end user for `npm run chat-demo`.
      'POST dev/chat/user-message',
    ],
  ],
  [43, 'chat.uploadImage', ['POST customerService/chat/uploadImg']],
);
page('CustomerServices', [44, 'chatSettings.view', ['GET customerService']], [45, 'chatSettings.edit', ['POST customerService/edit']]);

// ---------------------------------------------------------------- RiskControl (51-60)
page(
  'RiskControl',
  [51, 'risk.pairs', ['POST risk/setting/list', 'POST risk/setting/preview']],
  [52, 'risk.setReferencePrice', ['POST risk/setting/add']],
  [53, 'risk.loopSetting', ['POST risk/setting/loop']],
);
page('RiskControl', [54, 'risk.records', ['POST risk/record/list']]);

// ---------------------------------------------------------------- Finance (61-130)
page(
  'Finance',
  [61, 'deposit.list', ['POST finance/depositRecord/list']],
  // The user picker of the operator deposit searches users, as the upline picker of the anomaly settings does.
  [62, 'deposit.operatorDeposit', ['POST finance/deposit', 'POST account/fuzzyQuery', 'POST fileStorage/uploadFile']],
  [63, 'deposit.review', ['POST finance/deposit/review']],
  [64, 'deposit.edit', ['POST finance/deposit/reportAmount/fix', 'POST finance/deposit/convertAmount/fix', 'PATCH finance/deposit']],
  [65, 'deposit.delete', ['DELETE finance/depositRecord/{id}/delete']],
  // A large export runs as a job: its exporter lists and downloads it in the export center.
  [
    66,
    'deposit.export',
    ['POST reporting/finance/export/depositRecord', 'POST reporting/exportData/page', 'POST reporting/exportData/downLoad'],
  ],
);
page(
  'Finance',
  [67, 'withdrawal.list', ['POST finance/withdrawalRecord/list']],
  [
    68,
    'withdrawal.review',
    [
      'POST finance/withdrawal/review',
      // Development only (not registered in production): plays an end user's withdrawal request.
      'POST dev/finance/withdrawal-request',
    ],
  ],
  [69, 'withdrawal.autoReview', ['POST finance/withdrawal/auto/review/{id}']],
  [
    70,
    'withdrawal.edit',
    ['POST finance/withdrawal/reportAmount/fix', 'POST finance/withdrawal/remark/fix', 'POST finance/withdrawal/convertAmount/fix'],
  ],
  [71, 'withdrawal.delete', ['DELETE finance/withdrawal/{id}/delete']],
  [
    72,
    'withdrawal.export',
    ['POST reporting/finance/export/withdrawalRecord', 'POST reporting/exportData/page', 'POST reporting/exportData/downLoad'],
  ],
);
page('Finance', [73, 'walletChangeLog.list', ['POST finance/walletChangeLog/list']]);
page('Finance', [74, 'transfer.list', ['POST finance/transfer/operator/list']]);
page(
  'Finance',
  [
    75,
    'financeSettings.view',
    [
      'POST finance/setting',
      'GET finance/deposit/setting/list',
      'POST finance/withdrawal/channel/list',
      'GET finance/deposit/channel/{id}/list',
      'GET finance/withdrawal/channel/{id}/list',
      'GET finance/withdrawal/anomaly',
    ],
  ],
  [76, 'financeSettings.edit', ['POST finance/setting/update']],
  [
    77,
    'financeSettings.depositChannels',
    [
      'POST finance/deposit/setting/saveOrUpdate',
      'POST finance/deposit/setting/delete/{id}',
      'POST finance/deposit/channel/saveOrUpdate',
      'POST finance/deposit/channel/delete/{id}',
    ],
  ],
  [
    78,
    'financeSettings.withdrawalChannels',
    [
      'POST finance/withdrawal/channel/add',
      'POST finance/withdrawal/channel/edit',
      'POST finance/withdrawal/delete/{id}',
      'POST finance/withdrawal/add',
      'POST finance/withdrawal/channel/delete/{id}',
    ],
  ],
  [79, 'financeSettings.anomalyAlerts', ['POST finance/withdrawal/anomaly/settings', 'GET account/change/upLine/init']],
);
page(
  'Finance',
  [80, 'walletBalance.list', ['POST finance/user/wallet/list']],
  [81, 'walletBalance.export', ['POST reporting/user/balance/export']],
);
page(
  'Finance',
  [82, 'thirdPartyWallet.addresses', ['POST thirdly/deposit/address']],
  [83, 'thirdPartyWallet.replaceAddress', ['POST thirdly/deposit/address/change']],
  [84, 'thirdPartyWallet.deleteAddress', ['DELETE thirdly/deposit/address/delete']],
);
page('Finance', [85, 'thirdPartyWallet.onChainRecords', ['POST thirdly/list']]);
page(
  'Finance',
  [86, 'thirdPartyWallet.settings', ['GET third-party/wallet/api-setting']],
  [87, 'thirdPartyWallet.editSettings', ['PUT third-party/wallet/api-setting']],
);
page(
  'Finance',
  [88, 'fundManagement.list', ['POST fundManagerHistory/list']],
  [89, 'fundManagement.editRemark', ['POST fundManagerHistory/update/remark']],
);
page(
  'Finance',
  [
    90,
    'distribution.list',
    ['POST finance/multiLevel/list', 'POST finance/multiLevel/list/hourly', 'POST finance/multiLevel/list/hourly/detail'],
  ],
  [91, 'distribution.reissue', ['POST finance/multiLevel/reissue/{id}']],
  [92, 'distribution.check', ['POST finance/multiLevel/list/hourly/detail']],
);
page(
  'Finance',
  [93, 'withdrawalAddress.list', ['POST account/withdrawalAddress']],
  [94, 'withdrawalAddress.fix', ['POST account/withdrawalAddress/fix']],
  [95, 'withdrawalAddress.delete', ['POST account/withdrawalAddress/del']],
);

// ---------------------------------------------------------------- Coin (131-145)
page(
  'Coin',
  [131, 'coins.list', ['POST coin/list']],
  [132, 'coins.add', ['POST coin/add']],
  [133, 'coins.edit', ['POST coin/edit']],
  [134, 'coins.delete', ['POST coin/del/{id}']],
  [135, 'coins.editIcon', ['POST coin/editIcon/{id}']],
);
page(
  'Coin',
  [136, 'coinPairs.list', ['POST system/tradingPair/list']],
  [137, 'coinPairs.add', ['POST system/tradingPair/add']],
  [138, 'coinPairs.edit', ['POST system/tradingPair/edit']],
);

// ---------------------------------------------------------------- Future (146-200)
page(
  'Future',
  [146, 'futurePairs.list', ['POST futures/tradingPairList']],
  [147, 'futurePairs.add', ['POST futures/tradingPair/add']],
  [148, 'futurePairs.edit', ['POST futures/tradingPair/edit']],
  [149, 'futurePairs.delete', ['POST futures/tradingPairList/del/{id}']],
);
page(
  'Future',
  [150, 'gameplays.list', ['POST futures/gamePlay/list']],
  [151, 'gameplays.add', ['POST futures/gamePlay/add']],
  [152, 'gameplays.edit', ['POST futures/gamePlay/edit']],
);
page(
  'Future',
  [153, 'futureOrders.list', ['POST futures/futuresOrders', 'GET futures/order/detail/{id}']],
  [154, 'futureOrders.fixFilledAmount', ['POST futures/order/fix']],
  [155, 'futureOrders.export', ['POST reporting/futures/export/futuresRecord']],
);
page(
  'Future',
  [156, 'runners.list', ['POST futures/runner/list', 'GET futures/runner/detail/{id}']],
  [157, 'runners.control', ['POST futures/runner/systemic/control']],
);
page(
  'Future',
  [158, 'futureSettings.view', ['GET system/setting/init']],
  [159, 'futureSettings.edit', ['POST system/setting/saveOrUpdate']],
);
page(
  'Future',
  [160, 'leadingOrders.list', ['POST follow/list', 'GET follow/tradingPairName', 'POST follow/detail/list']],
  [161, 'leadingOrders.add', ['POST follow/add', 'GET follow/init', 'GET account/change/upLine/init'], ['futurePairs.list']],
  [162, 'leadingOrders.edit', ['POST follow/permissionsType/edit']],
  [163, 'leadingOrders.invite', ['POST follow/invite/add', 'POST follow/invite/add/batch']],
  [164, 'leadingOrders.block', ['POST follow/invite/add', 'POST follow/invite/add/batch']],
  [165, 'leadingOrders.export', ['POST reporting/futures/export/futuresLeadingRecord']],
);
page(
  'Future',
  [166, 'followingOrders.list', ['POST follow/order/list', 'GET futures/order/detail/{id}']],
  [167, 'followingOrders.export', ['POST reporting/futures/export/futuresFollowingRecord']],
);

// ---------------------------------------------------------------- Convert (201-210)
page(
  'Convert',
  [201, 'convertPairs.list', ['POST convert/list']],
  [202, 'convertPairs.add', ['POST convert/add']],
  [203, 'convertPairs.edit', ['POST convert/edit']],
  [204, 'convertPairs.delete', ['POST convert/del/{id}']],
);
page(
  'Convert',
  [205, 'convertOrders.list', ['POST convert/record/list']],
  [206, 'convertOrders.export', ['POST reporting/user/convertRecord/export']],
);

// ---------------------------------------------------------------- Perpetual (211-235)
page(
  'Perpetual',
  [211, 'perpetualPairs.list', ['POST perpetual/trading-pair/list']],
  [212, 'perpetualPairs.add', ['POST perpetual/trading-pair']],
  [213, 'perpetualPairs.edit', ['PATCH perpetual/trading-pair/{id}']],
);
page(
  'Perpetual',
  [214, 'perpetualPositions.list', ['POST perpetual/position/list']],
  [215, 'perpetualPositions.close', ['POST perpetual/order']],
);
page(
  'Perpetual',
  [216, 'perpetualWarnings.list', ['POST perpetual/position/warning/list']],
  [217, 'perpetualWarnings.close', ['POST perpetual/order']],
);
page(
  'Perpetual',
  [218, 'perpetualOpenOrders.list', ['GET perpetual/order/page', 'GET perpetual/strategy/order/{id}']],
  [219, 'perpetualOpenOrders.cancel', ['PATCH perpetual/order/cancel']],
);
page(
  'Perpetual',
  [220, 'perpetualOrderHistory.list', ['POST perpetual/order/history/list']],
  [221, 'perpetualOrderHistory.export', ['POST reporting/perpetual/export/perpetualOrderHistoryRecord']],
);
page(
  'Perpetual',
  [222, 'perpetualPositionHistory.list', ['POST perpetual/position/history/list']],
  [223, 'perpetualPositionHistory.export', ['POST reporting/perpetual/export/perpetualPositionHistoryRecord']],
);
page(
  'Perpetual',
  [224, 'perpetualSettings.view', ['GET perpetual/setting/list']],
  [225, 'perpetualSettings.edit', ['PATCH perpetual/setting/{id}']],
);

// ---------------------------------------------------------------- InfoCenter (236-245)
page(
  'InfoCenter',
  [236, 'infoCenter.list', ['POST info-center/list', 'GET info-center/{id}']],
  [
    237,
    'infoCenter.add',
    ['POST info-center/update', 'GET info-center/generateTempKey', 'POST info-center/upload', 'GET info-center/deleteFile/{id}'],
  ],
  [
    238,
    'infoCenter.edit',
    ['POST info-center/update', 'GET info-center/generateTempKey', 'POST info-center/upload', 'GET info-center/deleteFile/{id}'],
  ],
  [239, 'infoCenter.delete', ['POST info-center/delete/{id}']],
);

// ---------------------------------------------------------------- Agent (246-255)
page(
  'Agent',
  [246, 'agents.list', ['POST agent/list', 'GET account/change/upLine/init']],
  [247, 'agents.add', ['POST agent/add']],
  [248, 'agents.edit', ['POST agent/edit']],
);
page('Agent', [249, 'agentLogs.list', ['POST agentBackendLog']]);

// ---------------------------------------------------------------- BackstageManagement (256-290)
page(
  'BackstageManagement',
  [256, 'admins.list', ['GET manage/list', 'POST auth/role/list']],
  [257, 'admins.add', ['POST manage/add']],
  [258, 'admins.edit', ['PUT manage/edit/{id}']],
  [259, 'admins.delete', ['DELETE manage/del/{id}']],
  [260, 'admins.rotateAuthenticator', ['GET manage/googlePassword/{id}']],
  [261, 'admins.assignRoles', ['POST auth/manager/role/add/init', 'POST auth/manager/role/add']],
);
page(
  'BackstageManagement',
  [262, 'roles.list', ['POST auth/role/list', 'POST auth/role/users', 'GET auth/list/{roleId}']],
  [263, 'roles.add', ['POST auth/role/add']],
  [264, 'roles.edit', ['POST auth/role/edit']],
  [265, 'roles.delete', ['POST auth/role/delete']],
  [266, 'roles.editUsers', ['POST auth/role/users/add', 'POST auth/role/users/delete', 'GET manage/list']],
  [267, 'roles.editPermissions', ['POST auth/role/auths', 'GET auth/list/{roleId}']],
);
page(
  'BackstageManagement',
  [268, 'ipWhitelist.list', ['POST manage/whitelist']],
  [269, 'ipWhitelist.add', ['POST manage/whitelist/add']],
  [270, 'ipWhitelist.delete', ['POST manage/whitelist/del']],
);
page(
  'BackstageManagement',
  [271, 'ipBlacklist.list', ['POST account/ban/ip/list']],
  [272, 'ipBlacklist.add', ['POST account/ban/ip/add']],
  [273, 'ipBlacklist.delete', ['POST account/ban/ip/del']],
);
page('BackstageManagement', [274, 'clientLogs.list', ['POST frontendLog']]);
page('BackstageManagement', [275, 'backstageLogs.list', ['POST backstageLog']]);

// ---------------------------------------------------------------- Settings (291-340)
page(
  'Settings',
  [291, 'marketingSettings.view', ['GET system/marketSetting']],
  [292, 'marketingSettings.edit', ['POST system/marketSetting/edit']],
);
page(
  'Settings',
  [293, 'flowSettings.view', ['GET common/flowSetting']],
  [294, 'flowSettings.edit', ['POST system/flow/setting', 'PUT system/flow/close']],
);
page(
  'Settings',
  [295, 'referralDomains.list', ['POST referralDomain/list', 'GET referralDomain/country/list']],
  [296, 'referralDomains.add', ['POST referralDomain/add', 'GET account/change/upLine/init']],
  [297, 'referralDomains.delete', ['POST referralDomain/del/{id}']],
);
page(
  'Settings',
  [298, 'otpSettings.view', ['GET otp/setting', 'POST otp/smtpChannelList', 'POST otp/smsChannelList']],
  [299, 'otpSettings.edit', ['PATCH otp/settingEdit/{id}']],
  [300, 'otpSettings.recaptcha', ['PATCH otp/settingEdit/{id}']],
  [
    301,
    'smtpChannels.edit',
    [
      'PATCH otp/smtpChannelSwitchEnabled/{id}',
      'POST otp/smtpChannelAdd',
      'PUT otp/smtpChannelEdit/{id}',
      'DELETE otp/smtpChannelDelete/{id}',
    ],
  ],
  [
    302,
    'smsChannels.edit',
    ['PATCH otp/smsChannelSwitchEnabled/{id}', 'POST otp/smsChannelAdd', 'PUT otp/smsChannelEdit/{id}', 'DELETE otp/smsChannelDelete/{id}'],
  ],
);
page(
  'Settings',
  [
    303,
    'systemSettings.view',
    [
      'GET system/setting/system-info',
      'GET system/setting/system-maintenance',
      'GET system/setting/sign-up',
      'GET system/setting/demo-fund',
      'GET system/setting/platform-report',
    ],
  ],
  [304, 'systemSettings.editName', ['PATCH system/setting/edit/{id}']],
  [305, 'systemSettings.editContact', ['PATCH system/setting/edit/{id}']],
  [306, 'systemSettings.editLogos', ['PATCH system/setting/edit/{id}', 'POST fileStorage/uploadImg']],
  [307, 'systemSettings.editAppDownload', ['PATCH system/setting/edit/{id}']],
  [308, 'systemSettings.editMaintenance', ['PATCH system/setting/edit/{id}']],
  [309, 'systemSettings.editSignUp', ['PATCH system/setting/edit/{id}']],
  [310, 'systemSettings.editDemoFund', ['PATCH system/setting/edit/{id}']],
  [311, 'systemSettings.editReport', ['PATCH system/setting/edit/{id}']],
);
page(
  'Settings',
  [312, 'twoFactor.view', ['POST account/2fa/setting', 'POST account/2fa/recordList']],
  [313, 'twoFactor.edit', ['POST account/2fa/setting/update']],
  [314, 'twoFactor.deleteRecord', ['DELETE account/2fa/record/{id}']],
);
page(
  'Settings',
  [315, 'domainWhitelist.list', ['GET cross-origin/whitelist']],
  [316, 'domainWhitelist.edit', ['POST cross-origin/whitelist', 'PUT cross-origin/whitelist', 'DELETE cross-origin/whitelist']],
);

// ---------------------------------------------------------------- Report (341-359)
page('Report', [341, 'home.dashboard', ['GET reporting/platform/homepage']]);
page(
  'Report',
  [
    342,
    'platformReport.view',
    ['GET reporting/platform/summary', 'GET reporting/platform/monthly/summary', 'GET reporting/platform/daily/summary'],
  ],
  [
    343,
    'platformReport.export',
    [
      'GET reporting/platform/summary/exporting/{format}',
      'GET reporting/platform/monthly/summary/exporting/{format}',
      'GET reporting/platform/daily/summary/exporting/{format}',
    ],
  ],
);
page(
  'Report',
  [
    344,
    'agentReport.view',
    [
      'GET reporting/agent/personal/summary',
      'GET reporting/agent/monthly/summary',
      'GET reporting/agent/daily/summary',
      'GET reporting/downline/agent/query',
    ],
  ],
  [
    345,
    'agentReport.export',
    [
      'GET reporting/agent/personal/summary/exporting/{format}',
      'GET reporting/agent/monthly/summary/exporting/{format}',
      'GET reporting/agent/daily/summary/exporting/{format}',
    ],
  ],
);
page(
  'Report',
  [
    346,
    'marketingReport.view',
    [
      'GET reporting/marketing/personal/summary',
      'GET reporting/marketing/monthly/summary',
      'GET reporting/marketing/daily/summary',
      'GET reporting/downline/marketing/query',
    ],
  ],
  [
    347,
    'marketingReport.export',
    [
      'GET reporting/marketing/personal/summary/exporting/{format}',
      'GET reporting/marketing/monthly/summary/exporting/{format}',
      'GET reporting/marketing/daily/summary/exporting/{format}',
    ],
  ],
);
page(
  'Report',
  [
    348,
    'accountReport.view',
    [
      'GET reporting/account/personal/summary',
      'GET reporting/account/monthly/summary',
      'GET reporting/account/daily/summary',
      'GET reporting/downline/account/query',
    ],
  ],
  [
    349,
    'accountReport.export',
    [
      'GET reporting/account/personal/summary/exporting/{format}',
      'GET reporting/account/monthly/summary/exporting/{format}',
      'GET reporting/account/daily/summary/exporting/{format}',
    ],
  ],
);
page(
  'Report',
  [350, 'exportCenter.list', ['POST reporting/exportData/page']],
  [351, 'exportCenter.download', ['POST reporting/exportData/downLoad']],
);

// Each list's settings (columns, density, saved views) come with the list's view permission.
for (const [key, { permission }] of Object.entries(LISTS)) {
  const view = defs.find((d) => d.key === permission && d.kind === 'view');
  if (!view) throw new Error(`List ${key} names ${permission}, which is not a view permission of the catalogue`);
  view.api.push(...listSettingsRoutes(key as ListKey));
}

export const PERMISSIONS: readonly PermissionDef[] = defs;
export type PermissionKey = string;

const byKey = new Map(defs.map((d) => [d.key, d]));
const byId = new Map(defs.map((d) => [d.id, d]));

export function permissionByKey(key: string): PermissionDef {
  const def = byKey.get(key);
  if (!def) throw new Error(`Unknown permission key: ${key}`);
  return def;
}
export function permissionById(id: number): PermissionDef | undefined {
  return byId.get(id);
}
export function permissionId(key: string): number {
  return permissionByKey(key).id;
}

/** The ids a set of held ids grants once implications are followed (transitively). */
export function withImplied(ids: Iterable<number>): Set<number> {
  const out = new Set<number>();
  const stack = [...ids];
  while (stack.length) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    const def = byId.get(id);
    if (!def) continue;
    out.add(id);
    for (const k of def.implies) stack.push(permissionByKey(k).id);
  }
  return out;
}

/** `METHOD path` → the ids of the permissions that grant it. */
export function grantsByRoute(): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const d of defs) {
    for (const r of d.api) {
      const list = map.get(r) ?? [];
      list.push(d.id);
      map.set(r, list);
    }
  }
  return map;
}

/** Routes that need a session but no particular permission, and routes that need no session at all. */
export const PUBLIC_ROUTES = [
  'POST login/manager/login',
  'GET application/version',
  'GET application/logo',
  // Stored files: the unguessable key is the credential, since <img> sends no Authorization header and the
  // login page shows uploaded logos (see api/src/core/files/routes.ts).
  'GET files/{key}',
  // The payout provider's webhook: a server-to-server call with no admin session. Its HMAC signature over
  // timestamp and body, made with the webhook secret, is the credential, checked by the route itself
  // (see api/src/modules/finance/payout/webhook.ts): unsigned, forged or replayed calls answer 401.
  'POST third-party/wallet/webhook',
];
/**
 * Calls of other systems, not of admins: the IP whitelist (where admins may work from) does not apply to
 * them; each proves itself by its signature instead.
 */
export const SERVER_TO_SERVER_ROUTES: readonly string[] = ['POST third-party/wallet/webhook'];
/**
 * Calls that change only the signed-in admin's own settings of a list (columns, density, saved views):
 * granted with the list's view permission, so a read-only admin can arrange the lists they read.
 */
export const OWN_LIST_SETTINGS_ROUTES: readonly string[] = (Object.keys(LISTS) as ListKey[])
  .flatMap((key) => listSettingsRoutes(key))
  .filter((route) => !route.startsWith('GET '));
export const SESSION_ROUTES = [
  'POST manage/logout',
  'GET common/options',
  'GET manage/me',
  // The console's notification bell: answers only the counts the admin's own permissions allow.
  'GET notifications/counts',
];

export const ALL_PERMISSION_IDS: readonly number[] = defs.map((d) => d.id);
export const VIEW_PERMISSION_IDS: readonly number[] = defs.filter((d) => d.kind === 'view').map((d) => d.id);
