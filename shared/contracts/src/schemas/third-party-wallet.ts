import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, intLike, optionalText, paging } from './common';
import { answerFlag, answerId, decimalText, isoDateTime } from './finance-answers';

/** Status of a deposit address (options `depositAddressStatus`). */
export const DEPOSIT_ADDRESS_STATUS = { active: 1, replaced: 2, deleted: 3 } as const;
/** Status of an on-chain record (options `onChainStatus`). */
export const ON_CHAIN_STATUS = { confirming: 0, confirmed: 1, failed: 2 } as const;

const flag = intLike.min(0).max(1);
/** A chain's name as the third-party wallet knows it: `TRC20`, `ERC20`, `Bitcoin`. */
const blockchainId = z
  .string()
  .trim()
  .min(1, 'blockchainId is required')
  .max(32)
  .regex(/^[A-Za-z0-9 ._-]+$/, 'blockchainId must be letters, digits, spaces, dots, dashes or underscores');
/** A chain address: letters and digits (bech32, base58, hex), 16 to 128 characters, no spaces. */
export const chainAddress = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9:_-]{16,128}$/, 'must be 16-128 letters and digits, without spaces');

/** `thirdly/deposit/address`: the addresses issued to users. */
export const depositAddressListQuery = paging.extend(dateRange.shape).extend({
  userId: bigRecordId.optional(),
  blockchainId: optionalText(32),
  /** Exact address. */
  address: optionalText(128),
  /** The user's e-mail (contains). */
  email: optionalText(128),
  mobile: optionalText(32),
  walletId: optionalText(64),
  /** Without it, active and replaced addresses (not deleted ones). */
  status: intLike.min(1).max(3).optional(),
  ...sortFields('depositAddresses'),
});
export type DepositAddressListQuery = z.input<typeof depositAddressListQuery>;

/** `thirdly/deposit/address/change`: the user's active address on the chain is replaced by `address`. */
export const depositAddressChange = z.object({
  userId: bigRecordId,
  blockchainId,
  address: chainAddress,
  tag: optionalText(64),
  walletId: optionalText(64),
});
export type DepositAddressChangeInput = z.input<typeof depositAddressChange>;

/** `thirdly/deposit/address/delete` (query): the user's active address on the chain is deleted. */
export const depositAddressDelete = z.object({ userId: bigRecordId, blockchainId });

/** `thirdly/list`: on-chain records. */
export const onChainListQuery = paging.extend(dateRange.shape).extend({
  id: bigRecordId.optional(),
  userId: bigRecordId.optional(),
  blockchain: optionalText(32),
  tokenSymbol: optionalText(16),
  /** The sending or the receiving address (exact). */
  address: optionalText(128),
  txHash: optionalText(128),
  blockId: optionalText(128),
  status: intLike.min(0).max(2).optional(),
  ...sortFields('onChainRecords'),
});
export type OnChainListQuery = z.input<typeof onChainListQuery>;

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(text);
  } catch {
    return false;
  }
}
/** An http(s) base URL of the wallet's API; empty means not set. */
const baseUrl = z
  .string()
  .trim()
  .max(300)
  .refine((s) => s === '' || isHttpUrl(s), { message: 'must be an http(s) URL' });
/** A secret as sent: empty or absent keeps the stored one. */
const secretInput = z
  .string()
  .max(512)
  .optional()
  .transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim()));

/** The write-only secrets of the third-party wallet settings. */
export const WALLET_SECRETS = ['apiKey', 'apiSecret', 'webhookSecret'] as const;
export type WalletSecretName = (typeof WALLET_SECRETS)[number];

/**
 * `PUT third-party/wallet/api-setting`. Secrets sent empty (or not sent) keep what is stored; those named
 * in `clear` are removed (a secret cannot be sent and cleared at once).
 */
export const thirdPartyWalletSettingUpdate = z
  .object({
    depositBaseUrl: baseUrl,
    withdrawBaseUrl: baseUrl,
    merchantId: z.string().trim().max(128),
    apiKey: secretInput,
    apiSecret: secretInput,
    webhookSecret: secretInput,
    /** The stored secrets to remove. */
    clear: z
      .array(z.enum(WALLET_SECRETS))
      .max(WALLET_SECRETS.length)
      .refine((names) => new Set(names).size === names.length, { message: 'must name each secret once' })
      .default([]),
    isAutoReplacedAfterDeposit: flag,
    isDepositAllowedAfterReplaced: flag,
  })
  .superRefine((body, ctx) => {
    // Runs after a field's own refinement failed too: `clear` may then be anything.
    for (const name of Array.isArray(body.clear) ? body.clear : []) {
      if (body[name] !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['clear'], message: `${name} is both sent and cleared: send one or the other` });
      }
    }
  });
export type ThirdPartyWalletSettingUpdate = z.input<typeof thirdPartyWalletSettingUpdate>;

export interface DepositAddress {
  id: number;
  userId: number;
  email: string | null;
  mobile: string | null;
  blockchainId: string;
  address: string;
  tag: string | null;
  walletId: string | null;
  status: number;
  replacedBy: string | null;
  replacedDate: string | null;
  createTime: string;
}

export interface DepositAddressChangeResult {
  replaced: DepositAddress | null;
  current: DepositAddress;
}

export interface OnChainRecord {
  id: number;
  userId: number | null;
  email: string | null;
  blockchain: string;
  tokenSymbol: string;
  amount: string;
  blockId: string | null;
  txHash: string | null;
  fromAddress: string;
  toAddress: string;
  status: number;
  createTime: string;
}

/** A write-only secret as answered: whether one is stored and a mask, never the secret. */
export interface MaskedSecret {
  configured: boolean;
  /** `••••` and, for a secret of 12 characters or more, its last 4 characters. */
  masked: string | null;
}

export interface ThirdPartyWalletSetting {
  id: number;
  depositBaseUrl: string | null;
  withdrawBaseUrl: string | null;
  merchantId: string | null;
  apiKey: MaskedSecret;
  apiSecret: MaskedSecret;
  webhookSecret: MaskedSecret;
  isAutoReplacedAfterDeposit: number;
  isDepositAllowedAfterReplaced: number;
  updateDate: string;
  updatedBy: string | null;
}

/*
 * What the third-party wallet's calls answer as the envelope's `data` (see `finance-answers.ts`): each schema
 * typed with the interface above, strict, so a secret (or any field) the API sent beyond these would fail the check.
 */

export const depositAddressAnswer: z.ZodType<DepositAddress> = z
  .object({
    id: answerId,
    userId: answerId,
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    blockchainId: z.string(),
    address: z.string(),
    tag: z.string().nullable(),
    walletId: z.string().nullable(),
    status: z.number().int(),
    replacedBy: z.string().nullable(),
    replacedDate: isoDateTime.nullable(),
    createTime: isoDateTime,
  })
  .strict();

export const depositAddressChangeAnswer: z.ZodType<DepositAddressChangeResult> = z
  .object({ replaced: depositAddressAnswer.nullable(), current: depositAddressAnswer })
  .strict();

export const onChainRecordAnswer: z.ZodType<OnChainRecord> = z
  .object({
    id: answerId,
    userId: answerId.nullable(),
    email: z.string().nullable(),
    blockchain: z.string(),
    tokenSymbol: z.string(),
    amount: decimalText,
    blockId: z.string().nullable(),
    txHash: z.string().nullable(),
    fromAddress: z.string(),
    toAddress: z.string(),
    status: z.number().int(),
    createTime: isoDateTime,
  })
  .strict();

/** Never the secret itself: whether one is stored, and its mask. */
const maskedSecretAnswer: z.ZodType<MaskedSecret> = z.object({ configured: z.boolean(), masked: z.string().nullable() }).strict();

export const thirdPartyWalletSettingAnswer: z.ZodType<ThirdPartyWalletSetting> = z
  .object({
    id: answerId,
    depositBaseUrl: z.string().nullable(),
    withdrawBaseUrl: z.string().nullable(),
    merchantId: z.string().nullable(),
    apiKey: maskedSecretAnswer,
    apiSecret: maskedSecretAnswer,
    webhookSecret: maskedSecretAnswer,
    isAutoReplacedAfterDeposit: answerFlag,
    isDepositAllowedAfterReplaced: answerFlag,
    updateDate: isoDateTime,
    updatedBy: z.string().nullable(),
  })
  .strict();
