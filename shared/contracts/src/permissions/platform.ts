import { page, type PermissionDef } from './define';

/** The platform's pages: the info center, backstage management, the settings and the reports with the export center. */

/** InfoCenter (236-245). */
export const INFO_CENTER: PermissionDef[] = [
  ...page(
    'InfoCenter',
    // The revisions calls are the console's own (the spec has none): history and diff with the list, restore with edit.
    [
      236,
      'infoCenter.list',
      ['POST info-center/list', 'GET info-center/{id}', 'GET info-center/{id}/revisions', 'GET info-center/{id}/revisions/diff'],
    ],
    [
      237,
      'infoCenter.add',
      ['POST info-center/update', 'GET info-center/generateTempKey', 'POST info-center/upload', 'GET info-center/deleteFile/{id}'],
    ],
    [
      238,
      'infoCenter.edit',
      [
        'POST info-center/update',
        'GET info-center/generateTempKey',
        'POST info-center/upload',
        'GET info-center/deleteFile/{id}',
        'POST info-center/{id}/revisions/{revisionId}/restore',
      ],
    ],
    [239, 'infoCenter.delete', ['POST info-center/delete/{id}']],
  ),
];

/** BackstageManagement (256-290). */
export const BACKSTAGE_MANAGEMENT: PermissionDef[] = [
  ...page(
    'BackstageManagement',
    [256, 'admins.list', ['GET manage/list', 'POST auth/role/list']],
    [257, 'admins.add', ['POST manage/add']],
    [258, 'admins.edit', ['PUT manage/edit/{id}']],
    [259, 'admins.delete', ['DELETE manage/del/{id}']],
    [260, 'admins.rotateAuthenticator', ['GET manage/googlePassword/{id}']],
    [261, 'admins.assignRoles', ['POST auth/manager/role/add/init', 'POST auth/manager/role/add']],
  ),
  ...page(
    'BackstageManagement',
    [262, 'roles.list', ['POST auth/role/list', 'POST auth/role/users', 'GET auth/list/{roleId}']],
    [263, 'roles.add', ['POST auth/role/add']],
    [264, 'roles.edit', ['POST auth/role/edit']],
    [265, 'roles.delete', ['POST auth/role/delete']],
    [266, 'roles.editUsers', ['POST auth/role/users/add', 'POST auth/role/users/delete', 'GET manage/list']],
    [267, 'roles.editPermissions', ['POST auth/role/auths', 'GET auth/list/{roleId}']],
  ),
  ...page(
    'BackstageManagement',
    [268, 'ipWhitelist.list', ['POST manage/whitelist']],
    [269, 'ipWhitelist.add', ['POST manage/whitelist/add']],
    [270, 'ipWhitelist.delete', ['POST manage/whitelist/del']],
  ),
  ...page(
    'BackstageManagement',
    [271, 'ipBlacklist.list', ['POST account/ban/ip/list']],
    [272, 'ipBlacklist.add', ['POST account/ban/ip/add']],
    [273, 'ipBlacklist.delete', ['POST account/ban/ip/del']],
  ),
  ...page('BackstageManagement', [274, 'clientLogs.list', ['POST frontendLog']]),
  ...page('BackstageManagement', [275, 'backstageLogs.list', ['POST backstageLog']]),
];

/** Settings (291-340). */
export const SETTINGS: PermissionDef[] = [
  ...page(
    'Settings',
    [291, 'marketingSettings.view', ['GET system/marketSetting', 'GET settings/versions']],
    [292, 'marketingSettings.edit', ['POST system/marketSetting/edit', 'POST settings/versions/revert']],
  ),
  ...page(
    'Settings',
    [293, 'flowSettings.view', ['GET common/flowSetting', 'GET settings/versions']],
    [294, 'flowSettings.edit', ['POST system/flow/setting', 'PUT system/flow/close', 'POST settings/versions/revert']],
  ),
  ...page(
    'Settings',
    [295, 'referralDomains.list', ['POST referralDomain/list', 'GET referralDomain/country/list', 'GET settings/versions']],
    [296, 'referralDomains.add', ['POST referralDomain/add', 'GET account/change/upLine/init', 'POST settings/versions/revert']],
    [297, 'referralDomains.delete', ['POST referralDomain/del/{id}', 'POST settings/versions/revert']],
  ),
  ...page(
    'Settings',
    // `GET dev/otp/sinks`: what the development mail and SMS sinks received (outside production only).
    [
      298,
      'otpSettings.view',
      ['GET otp/setting', 'POST otp/smtpChannelList', 'POST otp/smsChannelList', 'GET settings/versions', 'GET dev/otp/sinks'],
    ],
    [299, 'otpSettings.edit', ['PATCH otp/settingEdit/{id}', 'POST settings/versions/revert']],
    [300, 'otpSettings.recaptcha', ['PATCH otp/settingEdit/{id}', 'POST settings/versions/revert']],
    [
      301,
      'smtpChannels.edit',
      [
        'PATCH otp/smtpChannelSwitchEnabled/{id}',
        'POST otp/smtpChannelAdd',
        'PUT otp/smtpChannelEdit/{id}',
        'DELETE otp/smtpChannelDelete/{id}',
        // Sends a test mail through the channel (not in the spec's list).
        'POST otp/smtpChannelTest/{id}',
        // A revert of the channels' history.
        'POST settings/versions/revert',
      ],
    ],
    [
      302,
      'smsChannels.edit',
      [
        'PATCH otp/smsChannelSwitchEnabled/{id}',
        'POST otp/smsChannelAdd',
        'PUT otp/smsChannelEdit/{id}',
        'DELETE otp/smsChannelDelete/{id}',
        // Sends a test SMS through the channel (not in the spec's list).
        'POST otp/smsChannelTest/{id}',
        // A revert of the channels' history.
        'POST settings/versions/revert',
      ],
    ],
  ),
  ...page(
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
        'GET settings/versions',
      ],
    ],
    [304, 'systemSettings.editName', ['PATCH system/setting/edit/{id}', 'POST settings/versions/revert']],
    [305, 'systemSettings.editContact', ['PATCH system/setting/edit/{id}', 'POST settings/versions/revert']],
    [306, 'systemSettings.editLogos', ['PATCH system/setting/edit/{id}', 'POST settings/versions/revert', 'POST fileStorage/uploadImg']],
    [307, 'systemSettings.editAppDownload', ['PATCH system/setting/edit/{id}', 'POST settings/versions/revert']],
    [308, 'systemSettings.editMaintenance', ['PATCH system/setting/edit/{id}', 'POST settings/versions/revert']],
    [309, 'systemSettings.editSignUp', ['PATCH system/setting/edit/{id}', 'POST settings/versions/revert']],
    [310, 'systemSettings.editDemoFund', ['PATCH system/setting/edit/{id}', 'POST settings/versions/revert']],
    [311, 'systemSettings.editReport', ['PATCH system/setting/edit/{id}', 'POST settings/versions/revert']],
  ),
  ...page(
    'Settings',
    [312, 'twoFactor.view', ['POST account/2fa/setting', 'POST account/2fa/recordList', 'GET settings/versions']],
    [313, 'twoFactor.edit', ['POST account/2fa/setting/update', 'POST settings/versions/revert']],
    [314, 'twoFactor.deleteRecord', ['DELETE account/2fa/record/{id}']],
  ),
  ...page(
    'Settings',
    [315, 'domainWhitelist.list', ['GET cross-origin/whitelist', 'GET settings/versions']],
    [
      316,
      'domainWhitelist.edit',
      ['POST cross-origin/whitelist', 'PUT cross-origin/whitelist', 'DELETE cross-origin/whitelist', 'POST settings/versions/revert'],
    ],
  ),
];

/** Report (341-359). */
export const REPORT: PermissionDef[] = [
  ...page('Report', [
    341,
    'home.dashboard',
    // `reporting/platform/health` (not in the spec): the home page's system-health strip; each of its parts answers
    // only with the view permission of the list showing that data (checked by the route).
    ['GET reporting/platform/homepage', 'GET reporting/platform/health'],
  ]),
  ...page(
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
  ),
  ...page(
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
        'GET reporting/downline/agent/query/exporting/{format}',
      ],
    ],
  ),
  ...page(
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
        'GET reporting/downline/marketing/query/exporting/{format}',
      ],
    ],
  ),
  ...page(
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
        'GET reporting/downline/account/query/exporting/{format}',
      ],
    ],
  ),
  ...page(
    'Report',
    [350, 'exportCenter.list', ['POST reporting/exportData/page']],
    [351, 'exportCenter.download', ['POST reporting/exportData/downLoad']],
    [352, 'exportCenter.manage', ['POST reporting/exportData/cancel', 'POST reporting/exportData/runAgain']],
  ),
];
