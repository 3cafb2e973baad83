import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, dateTime, decimalString, intLike, optionalText, paging } from './common';

/** Deposit status (options `depositStatus`). */
export const DEPOSIT_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
/** Where a deposit came from (options `depositSource`). */
export const DEPOSIT_SOURCE = { onChain: 1, operator: 2 } as const;
/**
 * Withdrawal status (options `withdrawalStatus`): `firstApproval` waits for a second admin's approval;
 * `payingOut` was sent to automatic payout and waits for the provider (amount still held).
 */
export const WITHDRAWAL_STATUS = { pending: 0, approved: 1, rejected: 2, firstApproval: 3, payingOut: 4 } as const;
/** How a withdrawal was decided (options `withdrawalType`). */
export const WITHDRAWAL_DECISION = { manual: 1, automatic: 2 } as const;

const flag = intLike.min(0).max(1);
const walletTypeValue = intLike.min(1).max(2);
/** At most 15 digits before the point, so sums of amounts still fit the database's NUMERIC(36, 18). */
const boundedAmount = decimalString.refine((s) => s.replace(/^-/, '').split('.')[0].length <= 15, {
  message: 'must be less than 1000000000000000',
});
const nonNegativeAmount = boundedAmount.refine((s) => !s.startsWith('-'), { message: 'must not be negative' });
const positiveAmount = boundedAmount.refine((s) => !s.startsWith('-') && /[1-9]/.test(s), { message: 'must be greater than zero' });
const optionalDate = dateTime.optional().or(z.literal('').transform(() => undefined));

/** Filters shared by the deposit and withdrawal lists. */
const recordFilters = paging.extend(dateRange.shape).extend({
  id: bigRecordId.optional(),
  accountId: bigRecordId.optional(),
  /** The user's e-mail (contains). */
  email: optionalText(128),
  coinId: intLike.min(1).optional(),
  walletType: walletTypeValue.optional(),
  blockChain: optionalText(64),
  /** 1: the user is a sales account; 0: not. */
  isSales: flag.optional(),
  /** The direct parent's id. */
  parentUserId: bigRecordId.optional(),
  /** Any upline (agent chain, up to six levels) of the user. */
  agentId: bigRecordId.optional(),
  isShow: flag.optional(),
  /** Who reviewed it (exact account). */
  reviewer: optionalText(64),
  reviewStartTime: optionalDate,
  reviewEndTime: optionalDate,
  minAmount: nonNegativeAmount.optional(),
  maxAmount: nonNegativeAmount.optional(),
});

export const depositListQuery = recordFilters.extend({
  status: intLike.min(0).max(2).optional(),
  source: intLike.min(1).max(2).optional(),
  isFirstTime: flag.optional(),
  /** Who made an operator deposit (exact account). */
  operator: optionalText(64),
  ...sortFields('deposits'),
});
export type DepositListQuery = z.input<typeof depositListQuery>;

export const withdrawalListQuery = recordFilters.extend({
  status: intLike.min(0).max(4).optional(),
  withdrawalType: intLike.min(1).max(2).optional(),
  isFirstTimeWithdrawal: flag.optional(),
  /** The destination address (contains). */
  address: optionalText(128),
  /** Only withdrawals flagged with this anomaly type. */
  anomalyType: optionalText(64),
  ...sortFields('withdrawals'),
});
export type WithdrawalListQuery = z.input<typeof withdrawalListQuery>;

/** `finance/deposit`: a deposit made by an operator; credited at once unless deposits need review. */
export const operatorDeposit = z.object({
  accountId: bigRecordId,
  coinId: intLike.min(1),
  amount: positiveAmount,
  bonusAmount: nonNegativeAmount,
  walletType: walletTypeValue,
  isShow: flag,
  remark: optionalText(500),
  /** The uploaded proof (an image or a PDF): the address `fileStorage/uploadFile` answered. */
  proof: optionalText(500).refine((p) => p === undefined || /^\/api\/files\/[A-Za-z0-9_-]+\.[a-z0-9]+$/.test(p), {
    message: 'must be an uploaded file (/api/files/...)',
  }),
});
export type OperatorDepositInput = z.input<typeof operatorDeposit>;

/** reviewType 1 approves (credits the wallet), 2 rejects; the reason is required either way. */
export const depositReview = z.object({
  id: bigRecordId,
  reviewType: intLike.refine((v) => v === 1 || v === 2, 'reviewType must be 1 (approve) or 2 (reject)'),
  reason: z.string().trim().min(1, 'reason is required').max(500),
});
export type DepositReviewInput = z.input<typeof depositReview>;

export const reportAmountFix = z.object({ id: bigRecordId, reportAmount: nonNegativeAmount });
export const convertAmountFix = z.object({ id: bigRecordId, convertAmount: nonNegativeAmount });
export type ReportAmountFixInput = z.input<typeof reportAmountFix>;
export type ConvertAmountFixInput = z.input<typeof convertAmountFix>;

/** `PATCH finance/deposit`: the remark and the reason of a deposit. */
export const depositEdit = z
  .object({ id: bigRecordId, remark: z.string().trim().max(500).optional(), reason: z.string().trim().max(500).optional() })
  .refine((b) => b.remark !== undefined || b.reason !== undefined, { message: 'remark or reason is required', path: ['remark'] });
export type DepositEditInput = z.input<typeof depositEdit>;

export const withdrawalRemarkFix = z.object({ id: bigRecordId, remark: z.string().trim().max(500) });
export type WithdrawalRemarkFixInput = z.input<typeof withdrawalRemarkFix>;

/**
 * `finance/withdrawal/review`: withdrawalType 1 approves, 2 rejects (returning the held amount); a
 * rejection needs its reason. Above the coin's dual-approval amount, two admins must approve.
 */
export const withdrawalReview = z
  .object({
    id: bigRecordId,
    withdrawalType: intLike.refine((v) => v === 1 || v === 2, 'withdrawalType must be 1 (approve) or 2 (reject)'),
    remark: optionalText(500),
    reason: optionalText(500),
  })
  .refine((r) => r.withdrawalType !== 2 || !!r.reason, { message: 'reason is required to reject', path: ['reason'] });
export type WithdrawalReviewInput = z.input<typeof withdrawalReview>;

export const walletChangeLogQuery = paging.extend(dateRange.shape).extend({
  accountId: bigRecordId.optional(),
  coinId: intLike.min(1).optional(),
  walletType: walletTypeValue.optional(),
  fundType: intLike.min(1).max(2).optional(),
  changeType: optionalText(32),
  isSales: flag.optional(),
  /** Which amount of the wallet moved: balance, frozen_balance, backstage_frozen_balance, demo_balance, demo_frozen_balance. */
  field: z.enum(['balance', 'frozen_balance', 'backstage_frozen_balance', 'demo_balance', 'demo_frozen_balance']).optional(),
  ...sortFields('walletChanges'),
});
export type WalletChangeLogQuery = z.input<typeof walletChangeLogQuery>;

export const transferListQuery = paging.extend(dateRange.shape).extend({
  accountId: bigRecordId.optional(),
  coinId: intLike.min(1).optional(),
  accountType: intLike.min(1).max(3).optional(),
  fromWallet: walletTypeValue.optional(),
  toWallet: walletTypeValue.optional(),
  fundType: intLike.min(1).max(2).optional(),
  code: optionalText(64),
  ...sortFields('transfers'),
});
export type TransferListQuery = z.input<typeof transferListQuery>;

/** One upline of a record's user: level 0 is the direct parent (`agent_user_id0`), up to level 5. */
export interface RecordAgentLink {
  level: number;
  id: number;
  /** The upline's e-mail, else mobile number. */
  name: string | null;
}

/** What a deposit's or withdrawal's review history records (the `action` of its events). */
export const RECORD_HISTORY_ACTIONS = [
  /** An operator recorded the deposit. */
  'created',
  /** Approved: a deposit credited, a withdrawal's last approval given (paid out). */
  'approved',
  /** The first of the two approvals a withdrawal above the dual-approval amount needs. */
  'firstApproval',
  'rejected',
  /** The remark (and, of a deposit, the reason) edited. */
  'remarkEdited',
  'reportAmountFixed',
  'convertAmountFixed',
  /** Sent to automatic payout: the approval of the admin who sent it. */
  'payoutSubmitted',
  'payoutConfirmed',
  /** The provider reported the payout failed: the held amount returned to the user. */
  'payoutFailed',
  /** The provider refused the payout at once: nothing paid, the withdrawal back in review. */
  'payoutRefused',
  'deleted',
] as const;
export type RecordHistoryAction = (typeof RECORD_HISTORY_ACTIONS)[number];

/** A value an edit or a fix changed, as it was and as it became (amounts as decimal text). */
export interface RecordHistoryChange {
  field: 'remark' | 'reason' | 'reportAmount' | 'convertAmount';
  from: string | null;
  to: string | null;
}

/** One event of a record's review history. */
export interface RecordHistoryEntry {
  id: number;
  action: RecordHistoryAction;
  /** The admin who acted; both null when the payout provider reported the outcome. */
  adminId: number | null;
  account: string | null;
  createDate: string;
  /** The reason given (a review, a rejection) or reported (a failed payout). */
  reason: string | null;
  /** The remark given with the action (an approval, an operator deposit). */
  remark: string | null;
  changes: RecordHistoryChange[];
}

/** Who the user of a record is, with the user's upline. */
interface RecordUser {
  accountId: number;
  email: string | null;
  mobileNumber: string | null;
  isSales: number;
  userRemark: string | null;
  parentUserId: number | null;
  parentUserName: string | null;
  /** The top of the user's agent chain (the highest upline), or null. */
  agentId: number | null;
  agentName: string | null;
  /** The user's uplines, level 0 (the direct parent) first; levels without one are left out. */
  agentChain: RecordAgentLink[];
}

export interface DepositRecord extends RecordUser {
  id: number;
  coinId: number;
  code: string;
  walletType: number;
  source: number;
  blockChain: string | null;
  txHash: string | null;
  amount: string;
  bonusAmount: string;
  totalAmount: string;
  reportAmount: string;
  convertAmount: string;
  exchangeRate: string | null;
  isFirstTime: number;
  status: number;
  isShow: number;
  operator: string | null;
  reviewer: string | null;
  remark: string | null;
  reason: string | null;
  proof: string | null;
  reviewDate: string | null;
  createDate: string;
  /** What was done to the deposit, oldest first. */
  history: RecordHistoryEntry[];
}

/**
 * One coin's line of a list's sums over every record matching the filters (not only the page): amounts of
 * different coins are never added together. Report and convert amounts are in USDT.
 */
export interface CoinSummary {
  coinId: number;
  code: string;
  /** How many matching records are in this coin. */
  count: number;
}

export interface DepositSummary extends CoinSummary {
  amount: string;
  bonusAmount: string;
  totalAmount: string;
  reportAmount: string;
  convertAmount: string;
}

export interface WithdrawalApproval {
  adminId: number;
  account: string;
  remark: string | null;
  createDate: string;
}

/** State of an automatic payout (options `payoutStatus`). */
export const PAYOUT_STATUS = { submitted: 'submitted', confirmed: 'confirmed', failed: 'failed' } as const;
export type PayoutStatus = (typeof PAYOUT_STATUS)[keyof typeof PAYOUT_STATUS];

/** The latest automatic payout of a withdrawal, as the provider reported it. */
export interface WithdrawalPayout {
  id: number;
  /** The payout provider, e.g. `simulated`. */
  provider: string;
  /** The provider's id of the payout; null until the provider acknowledged it. */
  externalId: string | null;
  status: PayoutStatus;
  /** What the user receives (the withdrawal's actual amount). */
  amount: string;
  address: string;
  chain: string | null;
  txHash: string | null;
  failureReason: string | null;
  submittedBy: string;
  submitDate: string;
  /** When the provider confirmed or failed it. */
  settleDate: string | null;
  lastEventId: string | null;
}

export interface WithdrawalRecord extends RecordUser {
  id: number;
  coinId: number;
  code: string;
  walletType: number;
  blockChain: string | null;
  address: string;
  txHash: string | null;
  amount: string;
  feeAmount: string;
  actualAmount: string;
  normalAmount: string;
  temporaryAmount: string;
  reportAmount: string;
  convertAmount: string;
  exchangeRate: string | null;
  isFirstTimeWithdrawal: number;
  anomalyTypes: string[];
  status: number;
  withdrawalType: number | null;
  isShow: number;
  /** How many approvals it needs (1, or 2 above the dual-approval amount) and those given so far. */
  requiredApprovals: number;
  approvals: WithdrawalApproval[];
  /** The latest automatic payout, or null when none was ever submitted. */
  payout: WithdrawalPayout | null;
  reviewer: string | null;
  remark: string | null;
  reason: string | null;
  reviewDate: string | null;
  createDate: string;
  /** What was done to the withdrawal, oldest first. */
  history: RecordHistoryEntry[];
}

export interface WithdrawalSummary extends CoinSummary {
  amount: string;
  feeAmount: string;
  actualAmount: string;
  reportAmount: string;
  convertAmount: string;
}

export interface SummarisedPage<T, S> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** The sums of every matching record, one entry per coin (in the coins' order), none when nothing matches. */
  summary: S[];
}

export interface WalletChangeLogEntry {
  id: number;
  accountId: number;
  isSales: number;
  coinId: number;
  /** The coin's code. */
  name: string;
  fundType: number;
  walletType: number;
  walletMode: number;
  field: string;
  changeType: string;
  beforeBalance: string;
  changeBalance: string;
  afterBalance: string;
  reference: string | null;
  operator: string | null;
  createDate: string;
}

export interface TransferRecord {
  id: number;
  code: string;
  accountId: number;
  accountType: number;
  fromWallet: number;
  toWallet: number;
  coinId: number;
  coinCode: string;
  fundType: number;
  recordFee: string;
  amount: string;
  createDate: string;
}
