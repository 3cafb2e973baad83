import { page, type PermissionDef } from './define';

/** The finance area's pages: deposits, withdrawals, wallets, transfers, the third-party wallet, distribution and the finance settings. */

/** Finance (61-130). */
export const FINANCE: PermissionDef[] = [
  ...page(
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
  ),
  ...page(
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
  ),
  ...page('Finance', [73, 'walletChangeLog.list', ['POST finance/walletChangeLog/list']]),
  ...page('Finance', [74, 'transfer.list', ['POST finance/transfer/operator/list']]),
  ...page(
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
  ),
  ...page(
    'Finance',
    [80, 'walletBalance.list', ['POST finance/user/wallet/list']],
    [81, 'walletBalance.export', ['POST reporting/user/balance/export']],
  ),
  ...page(
    'Finance',
    [82, 'thirdPartyWallet.addresses', ['POST thirdly/deposit/address']],
    [83, 'thirdPartyWallet.replaceAddress', ['POST thirdly/deposit/address/change']],
    [84, 'thirdPartyWallet.deleteAddress', ['DELETE thirdly/deposit/address/delete']],
  ),
  ...page('Finance', [85, 'thirdPartyWallet.onChainRecords', ['POST thirdly/list']]),
  ...page(
    'Finance',
    [86, 'thirdPartyWallet.settings', ['GET third-party/wallet/api-setting']],
    [87, 'thirdPartyWallet.editSettings', ['PUT third-party/wallet/api-setting']],
  ),
  ...page(
    'Finance',
    [88, 'fundManagement.list', ['POST fundManagerHistory/list']],
    [89, 'fundManagement.editRemark', ['POST fundManagerHistory/update/remark']],
  ),
  ...page(
    'Finance',
    [
      90,
      'distribution.list',
      ['POST finance/multiLevel/list', 'POST finance/multiLevel/list/hourly', 'POST finance/multiLevel/list/hourly/detail'],
    ],
    [91, 'distribution.reissue', ['POST finance/multiLevel/reissue/{id}']],
    [92, 'distribution.check', ['POST finance/multiLevel/list/hourly/detail']],
  ),
  ...page(
    'Finance',
    [93, 'withdrawalAddress.list', ['POST account/withdrawalAddress']],
    [94, 'withdrawalAddress.fix', ['POST account/withdrawalAddress/fix']],
    [95, 'withdrawalAddress.delete', ['POST account/withdrawalAddress/del']],
  ),
];
