import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, decimalAmount, intLike, optionalText, paging } from './common';

/** An end user's id (`accountId` in the calls). */
export const accountId = bigRecordId;

export const userPassword = z
  .string()
  .min(8, 'password must have at least 8 characters')
  .max(128)
  .refine((p) => /[A-Za-z]/.test(p) && /\d/.test(p), 'password must contain letters and digits');

const accountTypeValue = intLike.min(1).max(3);
const statusValue = intLike.min(1).max(3);
const walletTypeValue = intLike.min(1).max(2);
/**
 * An amount added to a stored balance or volume (NUMERIC(36, 18)): at most 15 digits before the point, so
 * the sum it makes still fits the column.
 */
const addedAmount = decimalAmount({ integer: 15, fraction: 18 });
const positiveAmount = addedAmount.refine((s) => Number(s) > 0 && !s.startsWith('-'), { message: 'must be greater than zero' });

/** Filters of `account/list`, also taken by `reporting/user/export`. */
export const userFilters = dateRange.extend({
  accountId: bigRecordId.optional(),
  invitationCode: optionalText(32),
  loginIp: optionalText(64),
  region: optionalText(64),
  timeZone: optionalText(64),
  mobileNumber: optionalText(32),
  accountType: accountTypeValue.optional(),
  /** The direct parent's id. */
  upline: bigRecordId.optional(),
  email: optionalText(128),
  status: statusValue.optional(),
  blockChainAddress: optionalText(128),
  remark: optionalText(200),
  userLevel: intLike.min(0).optional(),
  userMarketingLevel: intLike.min(0).optional(),
});
export type UserFilters = z.infer<typeof userFilters>;

export const userListQuery = paging.extend(userFilters.shape).extend(sortFields('users'));

export const userExport = userFilters.extend({ excelType: z.enum(['csv', 'xlsx']).default('csv') });

export const userCreate = z
  .object({
    password: userPassword,
    email: z
      .string()
      .trim()
      .email('email must be an e-mail address')
      .max(128)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    mobile: optionalText(20).refine((m) => m === undefined || /^\d{5,20}$/.test(m), 'mobile must be 5-20 digits'),
    countryCode: optionalText(6).refine((c) => c === undefined || /^\d{1,4}$/.test(c), 'countryCode must be 1-4 digits'),
    remarks: optionalText(200),
    accountType: accountTypeValue.default(1),
    /** The new user's upline, by id. */
    upLineId: bigRecordId.optional(),
  })
  .refine((u) => !u.mobile || u.countryCode, { message: 'countryCode is required with a mobile number', path: ['countryCode'] });

export const userTypeChange = z.object({ accountId, accountType: accountTypeValue });
/** uplineType 1: the new upline is an agent; 2: any user (by id). */
export const uplineChange = z.object({ accountId, upLineId: bigRecordId, uplineType: intLike.min(1).max(2).default(1) });
export const accountOnly = z.object({ accountId });
export const statusChange = z.object({ accountId, status: statusValue });
export const levelChange = z.object({ accountId, userLevel: intLike.min(0) });
export const marketingLevelChange = z.object({ accountId, userMarketingLevel: intLike.min(0) });
export const passwordChange = z.object({ accountId, password: userPassword });
export const remarkChange = z.object({ accountId, site: optionalText(64), remark: z.string().trim().max(200) });
export const subordinateQuery = paging.extend({ accountId, level: intLike.min(1).max(6).optional(), ...sortFields('users.subordinate') });
/** `account/change/upLine/init`: the agents an upline can be chosen from. */
export const uplineCandidatesQuery = z.object({
  keyword: optionalText(128),
  limit: intLike.min(1).max(200).default(50),
});
export const fuzzyQuery = z.object({
  keyword: z.string().trim().min(1, 'keyword is required').max(128),
  limit: intLike.min(1).max(50).default(20),
});

export const flowListQuery = paging
  .extend(dateRange.shape)
  .extend({ accountId, flowLogType: intLike.min(1).max(3).optional(), ...sortFields('users.flowRecords') });
export const flowEdit = z.object({
  accountId,
  flowLogType: intLike.min(1).max(3).default(3),
  /** The change of the flow volume: positive adds, negative removes. */
  amount: addedAmount.refine((s) => /[1-9]/.test(s), { message: 'must not be zero' }),
  remark: optionalText(200),
});

/** executionType 1 freezes, 2 thaws (`account/freezeSingle/wallet` takes 1). */
export const freezeSingle = z.object({
  accountId,
  coinId: intLike.min(1),
  walletType: walletTypeValue,
  amount: positiveAmount,
  executionType: intLike.min(1).max(1).default(1),
  /** Staff freeze real funds only: demo funds have no backstage-frozen amount. */
  fundType: intLike.min(1).max(1, 'only real funds (fundType 1) can be frozen').default(1),
  remark: optionalText(200),
});
export const thawSingle = z.object({
  accountId,
  coinId: intLike.min(1),
  walletType: walletTypeValue,
  amount: positiveAmount,
  remark: optionalText(200),
});
export const accountIdParam = z.object({ accountId });

export const userWalletQuery = paging.extend({
  accountId: bigRecordId.optional(),
  coinId: intLike.min(1).optional(),
  walletType: walletTypeValue.optional(),
  accountType: accountTypeValue.optional(),
});

export interface User {
  id: number;
  email: string | null;
  mobileNumber: string | null;
  countryCode: string | null;
  isAgent: number;
  isSales: number;
  accountType: number;
  parentUserId: number | null;
  parentUserName: string | null;
  parentAccountType: number | null;
  invitationCode: string;
  status: number;
  userLevel: number;
  userMarketingLevel: number;
  /** Sum of the available balances in USDT wallets, a decimal string. */
  balance: string;
  blockChainAddress: string | null;
  loginIp: string | null;
  loginCountry: string | null;
  loginTimeZone: string | null;
  loginVersion: string | null;
  region: string | null;
  remark: string | null;
  site: string | null;
  edition: number;
  createDate: string;
  updateDate: string;
}

export interface UserWallet {
  id: number;
  accountId: number;
  accountType: number;
  coinId: number;
  code: string;
  logo: string | null;
  walletType: number;
  balance: string;
  frozenBalance: string;
  backstageFrozenBalance: string;
  demoBalance: string;
  demoFrozenBalance: string;
}

export interface AgentLink {
  level: number;
  id: number;
  email: string | null;
  accountType: number;
}

export interface UserDetail extends User {
  apiType: number;
  isDemo: number;
  leaderFeeRatio: string;
  firstName: string | null;
  lastName: string | null;
  loginDevice: string | null;
  agentUserId0: number | null;
  agentUserId1: number | null;
  agentUserId2: number | null;
  agentUserId3: number | null;
  agentUserId4: number | null;
  agentUserId5: number | null;
  /** The agent chain, nearest first, with what the console shows of each. */
  agentChain: AgentLink[];
  isSystemLocked: number;
  systemLockedDate: string | null;
  systemLockedBy: string | null;
  isSystemSuspended: number;
  systemSuspendedDate: string | null;
  systemSuspendedBy: string | null;
  disabledDate: string | null;
  disabledBy: string | null;
  languageType: string;
  resetPasswordType: number;
  allowLoginDate: string | null;
  flowVolume: string;
  hasWithdrawPassword: boolean;
  directDownlines: number;
  wallets: UserWallet[];
  /** The newest KYC application's status (options `kycReviewType`), or null when there is none. */
  kycStatus: number | null;
  /** The latest wallet changes of the user. */
  recentActivity: WalletChange[];
}

export interface WalletChange {
  id: number;
  accountId: number;
  coinId: number;
  code: string;
  walletType: number;
  field: string;
  fundType: number;
  changeType: string;
  beforeBalance: string;
  changeBalance: string;
  afterBalance: string;
  operator: string | null;
  createDate: string;
}

export interface FlowRecord {
  id: number;
  accountId: number;
  changeType: number;
  amount: string;
  multiplier: string;
  flowAmount: string;
  beforeAmount: string;
  afterAmount: string;
  currentAmount: string;
  remark: string | null;
  operator: string | null;
  createDate: string;
}

export interface UplineCandidate {
  id: number;
  email: string | null;
  mobileNumber: string | null;
  invitationCode: string;
  accountType: number;
}

export interface CreatedUser {
  id: number;
  invitationCode: string;
  wallets: UserWallet[];
}

/** A downline user with its level below the user asked about (1 = direct). */
export interface SubordinateUser extends User {
  level: number;
}

export interface FlowVolume {
  accountId: number;
  flowVolume: string;
}

/** One wallet amount moved by a freeze or thaw. */
export interface FundMovement {
  coinId: number;
  code: string;
  walletType: number;
  amount: string;
  balance: string;
  backstageFrozenBalance: string;
}

export interface FundManagementResult {
  accountId: number;
  executionType: number;
  movements: FundMovement[];
}

export interface UplineChangeResult {
  accountId: number;
  parentUserId: number | null;
  agentChain: (number | null)[];
  /** Downline users whose agent chain was rewritten. */
  downlineUpdated: number;
}
