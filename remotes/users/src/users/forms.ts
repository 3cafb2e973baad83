import { decimalString, intLike, optionalText, remarkChange, type UserWallet, userCreate, userPassword } from '@console/contracts';
import Decimal from 'decimal.js';
import { z } from 'zod';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A choice of a select that must be made: blank is "required", not level 0. */
const chosenInt = (min: number) => z.string().trim().min(1).transform(Number).pipe(z.number().int().min(min));

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Decimal text greater than zero (zod runs every check, so this one must cope with text that is no decimal). */
export const positiveDecimal = decimalString.refine((s) => DECIMAL.test(s) && !s.startsWith('-') && new Decimal(s).gt(0), {
  message: 'must be greater than zero',
});

/** The create form: the contract's rules, with an empty upline picker meaning "no upline". */
export const createUserForm = z
  .object({
    ...userCreate.shape,
    accountType: chosenInt(1).pipe(z.number().max(3)),
    upLineId: z.preprocess(blankToUndefined, intLike.min(1).optional()),
  })
  .refine((u) => !u.mobile || u.countryCode, { message: 'countryCode is required with a mobile number', path: ['countryCode'] });
export type CreateUserInput = z.input<typeof createUserForm>;

export const remarkForm = remarkChange.omit({ accountId: true });
export const typeForm = z.object({ accountType: chosenInt(1).pipe(z.number().max(3)) });
export const uplineForm = z.object({ upLineId: chosenInt(1) });
export const statusForm = z.object({ status: chosenInt(1).pipe(z.number().max(3)) });
export const levelForm = z.object({ level: chosenInt(0) });

/** A new password typed twice. */
export const passwordForm = z
  .object({ password: userPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'passwords differ', path: ['confirm'] });

/** A change of the flow volume: added or removed, always typed as a positive amount. */
export const flowVolumeForm = z.object({
  direction: z.enum(['add', 'remove']),
  amount: positiveDecimal,
  remark: optionalText(200),
});

export function walletKey(w: Pick<UserWallet, 'coinId' | 'walletType'>): string {
  return `${w.coinId}:${w.walletType}`;
}

/**
 * Freezing takes the amount from what is available; thawing gives back what staff froze. The limits are
 * checked against the wallets as last loaded (the server checks again under its row lock).
 */
export function freezeForm(wallets: UserWallet[]) {
  return z
    .object({
      wallet: z.string().min(1),
      direction: z.enum(['freeze', 'thaw']),
      amount: positiveDecimal,
      remark: optionalText(200),
    })
    .superRefine((v, ctx) => {
      const wallet = wallets.find((w) => walletKey(w) === v.wallet);
      if (!wallet || !DECIMAL.test(v.amount)) return;
      const limit = v.direction === 'freeze' ? wallet.balance : wallet.backstageFrozenBalance;
      if (new Decimal(v.amount).gt(new Decimal(limit))) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: `exceeds ${limit}`, params: { limit } });
      }
    });
}
