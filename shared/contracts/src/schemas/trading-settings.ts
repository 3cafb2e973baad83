import Decimal from 'decimal.js';
import { z } from 'zod';
import { answerDecimal, answerTime } from './answer-parts';
import { decimalAmount, intLike } from './common';
import type { SettingChange } from './trading-futures-records';

/*
 * The futures system settings (`/future/system-settings/{tabName}`; `system/setting/init` and
 * `system/setting/saveOrUpdate`, permissions futureSettings.view and .edit). One part per tab: `settlement`
 * (what settlement uses: tax and rebate ratios, the closing tick's staleness limit; table `futures_settings`)
 * now; the global yield settings of copy trading (issue 14: the client's stake picker, min and max yield
 * ratio) add their own part beside it, in the answer and, optional like `settlement`, in the save. No part
 * randomises what clients are shown (DESIGN section 5).
 */

// ---------------------------------------------------------------- requests

/** A ratio of settlement as a fraction (0.05 is 5 %): 0 to 1, at most 8 decimals (NUMERIC(18, 8)). */
const settlementRatio = decimalAmount({ integer: 1, fraction: 8 }).refine((s) => !s.startsWith('-') && new Decimal(s).lte(1), {
  message: 'must be between 0 and 1',
});

/** The settlement part as its tab edits it (every field). */
export const futuresSettlementSettingsForm = z
  .object({
    /** Taken from a winning order's winnings. */
    taxRatio: settlementRatio,
    /** Paid back from a losing order's stake. */
    rebateRatio: settlementRatio,
    /** A round whose closing tick is older than this at its end is voided and refunded. */
    closeStalenessSeconds: intLike.min(1, { message: 'must be 1 or more' }).max(3600, { message: 'must be at most 3600' }),
  })
  // Unknown fields are refused, not dropped.
  .strict();
export type FuturesSettlementSettingsForm = z.input<typeof futuresSettlementSettingsForm>;

/** `system/setting/saveOrUpdate`: the parts sent change; in a part, the fields sent. */
export const futuresSystemSettingsSave = z
  .object({
    settlement: futuresSettlementSettingsForm
      .partial()
      .refine((s) => Object.values(s).some((v) => v !== undefined), { message: 'nothing to change' })
      .optional(),
  })
  // `realTimeRandom`, `randomYieldRatio` and `randomYieldProbability` are not offered (DESIGN section 5): refused.
  .strict()
  .refine((b) => b.settlement !== undefined, { message: 'nothing to change', path: ['settlement'] });
export type FuturesSystemSettingsSave = z.input<typeof futuresSystemSettingsSave>;

// ---------------------------------------------------------------- answers

/** What settlement uses, and who changed it last. */
export interface FuturesSettlementSettings {
  /** Decimal strings, as fractions (0.05 is 5 %). */
  taxRatio: string;
  rebateRatio: string;
  closeStalenessSeconds: number;
  /** Null only when the settings were never saved (no row: the defaults apply). */
  updateDate: string | null;
  updatedBy: string | null;
}

/** `GET system/setting/init`: the futures system settings, one part per tab. */
export interface FuturesSystemSettings {
  settlement: FuturesSettlementSettings;
}

/** The answer of a save: the settings as they now are, and each field that changed as it was and became (the backstage log keeps it). */
export type FuturesSystemSettingsSaved = FuturesSystemSettings & { changes: SettingChange[] };

const settlementAnswer: z.ZodType<FuturesSettlementSettings> = z
  .object({
    taxRatio: answerDecimal,
    rebateRatio: answerDecimal,
    closeStalenessSeconds: z.number().int().positive(),
    updateDate: answerTime.nullable(),
    updatedBy: z.string().nullable(),
  })
  .strict();

const settingChange: z.ZodType<SettingChange> = z
  .object({
    field: z.string(),
    from: z.union([z.string(), z.number()]).nullable(),
    to: z.union([z.string(), z.number()]).nullable(),
  })
  .strict();

const settingsShape = { settlement: settlementAnswer };

export const futuresSystemSettingsAnswer: z.ZodType<FuturesSystemSettings> = z.object(settingsShape).strict();
export const futuresSystemSettingsSavedAnswer: z.ZodType<FuturesSystemSettingsSaved> = z
  .object({ ...settingsShape, changes: z.array(settingChange) })
  .strict();
