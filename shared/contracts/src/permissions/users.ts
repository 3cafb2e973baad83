import { page, type PermissionDef } from './define';

/** The users area's pages: users, KYC, one-time codes, levels, customer service and agents. */

/** Users (1-40). */
export const USERS: PermissionDef[] = [
  ...page(
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
  ),
  ...page(
    'Users',
    [17, 'userLevels.view', ['POST account/userLevel/list', 'POST account/userMarketing/list']],
    [18, 'userLevels.add', ['POST account/userLevel/add', 'POST account/userMarketing/add']],
    [19, 'userLevels.edit', ['PUT account/userLevel/edit/{id}', 'PUT account/userMarketing/edit/{id}']],
    [20, 'userLevels.delete', ['DELETE account/userLevel/del/{id}', 'DELETE account/userMarketing/del/{id}']],
  ),
  ...page('Users', [21, 'kyc.list', ['POST account/kyc/list']], [22, 'kyc.review', ['POST account/kyc/edit']]),
  ...page('Users', [23, 'otp.records', ['POST otp/recordList']]),
  ...page(
    'Users',
    [24, 'users.details', ['GET account/detail/{accountId}', 'POST flow/list', 'POST account/subordinate']],
    [25, 'users.priceDifferenceControl', []],
    // Uploading stores a file: an action, never part of a read-only role (the auditor's). The forms that
    // upload (an operator deposit's proof, the logos) grant the upload calls with their own action as well.
    [26, 'files.upload', ['POST fileStorage/uploadImg', 'POST fileStorage/uploadFile']],
  ),
];

/** CustomerServices (41-50). */
export const CUSTOMER_SERVICES: PermissionDef[] = [
  ...page(
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
  ),
  ...page('CustomerServices', [44, 'chatSettings.view', ['GET customerService']], [45, 'chatSettings.edit', ['POST customerService/edit']]),
];

/** Agent (246-255). */
export const AGENT: PermissionDef[] = [
  ...page(
    'Agent',
    [246, 'agents.list', ['POST agent/list', 'GET account/change/upLine/init']],
    [247, 'agents.add', ['POST agent/add']],
    [248, 'agents.edit', ['POST agent/edit']],
  ),
  ...page('Agent', [249, 'agentLogs.list', ['POST agentBackendLog']]),
];
