import type {
  AnomalySettings,
  DepositChannel,
  DepositSetting,
  FinanceSettingsRecord,
  WithdrawalChain,
  WithdrawalSetting,
} from '@console/contracts';
import { signInWith } from '@console/ui/testing';

/** Test data of the settings screens, and a sign-in that lists the platform's coins. */

export const COINS = [
  { id: 1, code: 'USDT', decimals: 2 },
  { id: 2, code: 'BTC', decimals: 8 },
  { id: 3, code: 'ETH', decimals: 8 },
];

export function signInWithCoins(permissionKeys: string[]): void {
  signInWith(['financeSettings.view', ...permissionKeys], {}, COINS);
}

export const switchesRecord = (overrides: Partial<FinanceSettingsRecord> = {}): FinanceSettingsRecord => ({
  id: 1,
  depositNeedReview: 1,
  withdrawNeedKyc: 0,
  withdrawNeedPwd: 1,
  withdrawalDualApprovalAmount: '10000',
  updateDate: '2026-03-01T08:00:00.000Z',
  updatedBy: 'lfischer',
  ...overrides,
});

export const depositChannel = (overrides: Partial<DepositChannel> = {}): DepositChannel => ({
  id: 31,
  depositSettingId: 11,
  blockChain: 'TRC20',
  depositMode: 1,
  activation: 1,
  address1: 'TXa1b2c3d4e5f6',
  address2: null,
  createDate: '2026-03-01T08:00:00.000Z',
  updateDate: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

export const depositSetting = (overrides: Partial<DepositSetting> = {}): DepositSetting => ({
  id: 11,
  coinId: 1,
  coinName: 'USDT',
  minDepositAmount: '10',
  maxDepositAmount: '50000',
  depositChannel: [],
  clientOrder: 1,
  updateDate: '2026-03-01T08:00:00.000Z',
  updatedBy: 'lfischer',
  ...overrides,
});

export const withdrawalChain = (overrides: Partial<WithdrawalChain> = {}): WithdrawalChain => ({
  id: 41,
  withdrawalSettingId: 21,
  blockChain: 'TRC20',
  activation: 1,
  createDate: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

export const withdrawalSetting = (overrides: Partial<WithdrawalSetting> = {}): WithdrawalSetting => ({
  id: 21,
  coinId: 1,
  coinName: 'USDT',
  isWithdrawalAllowed: 1,
  withdrawalFeePercentage: '0.5',
  withdrawalFeeAmount: '1',
  minWithdrawalAmount: '20',
  maxWithdrawalAmount: null,
  dualApprovalAmount: null,
  clientOrder: 1,
  withdrawalChannel: [],
  updateDate: '2026-03-01T08:00:00.000Z',
  updatedBy: 'lfischer',
  ...overrides,
});

export const anomalyRecord = (overrides: Partial<AnomalySettings> = {}): AnomalySettings => ({
  amountThresholdEnabled: 1,
  amountThreshold: '5000',
  balanceBelowDepositEnabled: 0,
  dailyCountLimitEnabled: 1,
  dailyCountLimit: 3,
  weeklyCountLimitEnabled: 1,
  weeklyCountLimit: 10,
  firstTimeWithdrawalEnabled: 0,
  suspiciousAgentEnabled: 1,
  suspiciousAgentIds: [77],
  addressOrInfoChangeEnabled: 0,
  loginIpCheckEnabled: 0,
  withdrawIpCheckEnabled: 1,
  updateDate: '2026-03-01T08:00:00.000Z',
  updatedBy: 'lfischer',
  ...overrides,
});
