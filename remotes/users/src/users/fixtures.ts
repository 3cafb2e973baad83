import type { User, UserDetail, UserWallet } from '@console/contracts';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1001,
    email: 'ann@example.test',
    mobileNumber: null,
    countryCode: null,
    isAgent: 0,
    isSales: 0,
    accountType: 1,
    parentUserId: null,
    parentUserName: null,
    parentAccountType: null,
    invitationCode: 'ANN001',
    status: 1,
    userLevel: 0,
    userMarketingLevel: 0,
    balance: '1250.5',
    blockChainAddress: null,
    loginIp: '203.0.113.7',
    loginCountry: 'Germany',
    loginTimeZone: 'Europe/Berlin',
    loginVersion: '3.2.0',
    region: 'EU',
    remark: null,
    site: null,
    edition: 0,
    createDate: '2026-02-01T10:00:00.000Z',
    updateDate: '2026-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export function testWallet(overrides: Partial<UserWallet> = {}): UserWallet {
  return {
    id: 1,
    accountId: 1001,
    accountType: 1,
    coinId: 1,
    code: 'USDT',
    logo: null,
    walletType: 1,
    balance: '1250.5',
    frozenBalance: '0',
    backstageFrozenBalance: '0',
    demoBalance: '10000',
    demoFrozenBalance: '0',
    ...overrides,
  };
}

export function testDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    ...testUser({ parentUserId: 900, parentUserName: 'agent@example.test', parentAccountType: 2 }),
    apiType: 0,
    isDemo: 0,
    leaderFeeRatio: '0',
    firstName: 'Ann',
    lastName: 'Archer',
    loginDevice: 'iPhone',
    agentUserId0: 900,
    agentUserId1: 800,
    agentUserId2: null,
    agentUserId3: null,
    agentUserId4: null,
    agentUserId5: null,
    agentChain: [
      { level: 0, id: 900, email: 'agent@example.test', accountType: 2 },
      { level: 1, id: 800, email: 'boss@example.test', accountType: 3 },
    ],
    isSystemLocked: 0,
    systemLockedDate: null,
    systemLockedBy: null,
    isSystemSuspended: 1,
    systemSuspendedDate: '2026-02-10T09:00:00.000Z',
    systemSuspendedBy: 'risk-bot',
    disabledDate: null,
    disabledBy: null,
    languageType: 'en-US',
    resetPasswordType: 0,
    allowLoginDate: null,
    flowVolume: '300',
    hasWithdrawPassword: true,
    directDownlines: 4,
    wallets: [testWallet(), testWallet({ id: 2, coinId: 2, code: 'BTC', balance: '0.5', demoBalance: '0' })],
    kycStatus: 1,
    recentActivity: [
      {
        id: 77,
        accountId: 1001,
        coinId: 1,
        code: 'USDT',
        walletType: 1,
        field: 'balance',
        fundType: 1,
        changeType: 'deposit',
        beforeBalance: '250.5',
        changeBalance: '1000',
        afterBalance: '1250.5',
        operator: null,
        createDate: '2026-02-05T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export const LEVELS = [
  { id: 1, level: 0, name: 'Starter' },
  { id: 2, level: 1, name: 'Silver' },
  { id: 3, level: 2, name: 'Gold' },
];
export const MARKETING_LEVELS = [
  { id: 1, level: 0, name: 'None' },
  { id: 2, level: 1, name: 'Partner' },
];

/** Every permission of the Users group's list page. */
export const ALL_USER_ACTIONS = [
  'users.list',
  'users.create',
  'users.editRemark',
  'users.editType',
  'users.editUpline',
  'users.agentList',
  'users.editStatus',
  'users.editPassword',
  'users.editWithdrawPassword',
  'users.editLevel',
  'users.editMarketingLevel',
  'users.editFlowVolume',
  'users.freezeSingle',
  'users.freezeAll',
  'users.export',
  'users.batchUpload',
  'users.details',
];
