import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, intLike, optionalText, paging } from './common';
import { answerId, decimalText, isoDateTime } from './finance-answers';
import { chainAddress } from './third-party-wallet';

const walletTypeValue = intLike.min(1).max(2);

/** `fundManagerHistory/list`: freezes and thaws of user funds by staff. */
export const fundRecordListQuery = paging.extend(dateRange.shape).extend({
  id: bigRecordId.optional(),
  accountId: bigRecordId.optional(),
  /** The user's e-mail (contains). */
  email: optionalText(128),
  /** 1 freeze, 2 thaw (options `executionType`). */
  executionType: intLike.min(1).max(2).optional(),
  coinId: intLike.min(1).optional(),
  walletType: walletTypeValue.optional(),
  fundType: intLike.min(1).max(2).optional(),
  /** Who did it (exact account). */
  operator: optionalText(64),
  remark: optionalText(200),
  ...sortFields('fundRecords'),
});
export type FundRecordListQuery = z.input<typeof fundRecordListQuery>;

/** `fundManagerHistory/update/remark`: an empty remark clears it. */
export const fundRecordRemark = z.object({ id: bigRecordId, remark: z.string().trim().max(200) });

export interface FundRecord {
  id: number;
  accountId: number;
  email: string | null;
  executionType: number;
  coinId: number;
  code: string;
  walletType: number;
  fundType: number;
  beforeBalance: string;
  changeBalance: string;
  afterBalance: string;
  remark: string | null;
  operator: string;
  createDate: string;
}

/** `account/withdrawalAddress`: the withdrawal addresses users bound. */
export const withdrawalAddressListQuery = paging.extend(dateRange.shape).extend({
  userId: bigRecordId.optional(),
  chainSymbol: optionalText(32),
  /** Exact address. */
  withdrawalAddress: optionalText(128),
  email: optionalText(128),
  ...sortFields('withdrawalAddresses'),
});
export type WithdrawalAddressListQuery = z.input<typeof withdrawalAddressListQuery>;

const chainSymbol = z
  .string()
  .trim()
  .min(1, 'chainSymbol is required')
  .max(32)
  .regex(/^[A-Za-z0-9 ._-]+$/, 'chainSymbol must be letters, digits, spaces, dots, dashes or underscores');

/** `account/withdrawalAddress/fix`: corrects a bound address (and its chain). */
export const withdrawalAddressFix = z.object({
  id: bigRecordId,
  withdrawalAddress: chainAddress,
  chainSymbol: chainSymbol.optional(),
});
/** `account/withdrawalAddress/del`. */
export const withdrawalAddressDelete = z.object({ id: bigRecordId });

export interface WithdrawalAddressBinding {
  id: number;
  userId: number;
  email: string | null;
  chainSymbol: string;
  withdrawalAddress: string;
  createDate: string;
  updateDate: string;
  updatedBy: string | null;
}

/** `reporting/user/balance/export`: the wallet list's filters and the file format. */
export const balanceExport = z.object({
  accountId: bigRecordId.optional(),
  coinId: intLike.min(1).optional(),
  walletType: walletTypeValue.optional(),
  accountType: intLike.min(1).max(3).optional(),
  excelType: z.enum(['csv', 'xlsx']).default('csv'),
});
export type BalanceExportQuery = z.input<typeof balanceExport>;

/*
 * What the fund record and withdrawal address calls answer as the envelope's `data` (see `finance-answers.ts`):
 * each schema typed with the interface above, strict.
 */

export const fundRecordAnswer: z.ZodType<FundRecord> = z
  .object({
    id: answerId,
    accountId: answerId,
    email: z.string().nullable(),
    executionType: z.number().int(),
    coinId: answerId,
    code: z.string(),
    walletType: z.number().int(),
    fundType: z.number().int(),
    beforeBalance: decimalText,
    changeBalance: decimalText,
    afterBalance: decimalText,
    remark: z.string().nullable(),
    operator: z.string(),
    createDate: isoDateTime,
  })
  .strict();

export const withdrawalAddressBindingAnswer: z.ZodType<WithdrawalAddressBinding> = z
  .object({
    id: answerId,
    userId: answerId,
    email: z.string().nullable(),
    chainSymbol: z.string(),
    withdrawalAddress: z.string(),
    createDate: isoDateTime,
    updateDate: isoDateTime,
    updatedBy: z.string().nullable(),
  })
  .strict();
