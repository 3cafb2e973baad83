import Decimal from 'decimal.js';
import { z } from 'zod';
import { answerDecimal, answerId, answerTime } from './answer-parts';
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

/** How the client's stake picker works (options `yieldClientMode`): a slider, or buttons of fixed stakes. */
export const YIELD_CLIENT_MODES = [1, 2] as const;
/**
 * Which yield the client shows beside a gameplay (options `yieldMode`), both true figures: 1 the gameplay's yield
 * ratio as configured; 2 the same net of the settlement tax (yield ratio x (1 - tax ratio)), what a win pays.
 */
export const YIELD_MODES = [1, 2] as const;

/** A yield ratio bound as a fraction (0.85 is 85 %), as a gameplay's `yieldRatio`: NUMERIC(18, 8), more than 0. */
const yieldBound = decimalAmount({ integer: 10, fraction: 8 }).refine((s) => !s.startsWith('-') && /[1-9]/.test(s), {
  message: 'must be greater than zero',
});
/** A stake the client's buttons offer. */
const buttonStake = decimalAmount({ integer: 18, fraction: 8 }).refine((s) => !s.startsWith('-') && /[1-9]/.test(s), {
  message: 'must be greater than zero',
});

/**
 * The global yield settings of copy trading and futures (the `yield` tab): the client's stake picker and the range
 * of yield ratios a gameplay may be saved with (`futures/gamePlay/add` and `edit` refuse a ratio outside it). The
 * spec's `realTimeRandom`, `randomYieldRatio`, `randomYieldProbability` and `realYieldWeight` (the weight of the
 * real yield against a random one) are not offered: no figure shown to clients is randomised (DESIGN section 5).
 */
export const futuresYieldSettingsForm = z
  .object({
    clientMode: z.union([z.literal(1), z.literal(2)], { message: 'must be 1 (slider) or 2 (buttons)' }),
    /** The slider's step, in percent of the available balance. */
    sliderValue: intLike.min(1, { message: 'must be 1 or more' }).max(100, { message: 'must be at most 100' }),
    /** The stakes of the buttons, in the pair's quote coin. */
    buttonValue: z.array(buttonStake).min(1, 'at least one button').max(8, 'at most 8 buttons'),
    /** How many decimals of a yield the client shows. */
    clientNumShow: intLike.min(0, { message: 'must be 0 or more' }).max(8, { message: 'must be at most 8' }),
    yieldMode: z.union([z.literal(1), z.literal(2)], { message: 'must be 1 (as configured) or 2 (net of tax)' }),
    minYield: yieldBound,
    maxYield: yieldBound,
  })
  .strict();
export type FuturesYieldSettingsForm = z.input<typeof futuresYieldSettingsForm>;

/** `system/setting/saveOrUpdate`: the parts sent change; in a part, the fields sent. */
export const futuresSystemSettingsSave = z
  .object({
    settlement: futuresSettlementSettingsForm
      .partial()
      .refine((s) => Object.values(s).some((v) => v !== undefined), { message: 'nothing to change' })
      .optional(),
    yield: futuresYieldSettingsForm
      .partial()
      .refine((s) => Object.values(s).some((v) => v !== undefined), { message: 'nothing to change' })
      .refine((s) => s.minYield === undefined || s.maxYield === undefined || new Decimal(s.minYield).lte(s.maxYield), {
        message: 'must not be more than maxYield',
        path: ['minYield'],
      })
      .optional(),
  })
  // `realTimeRandom`, `randomYieldRatio`, `randomYieldProbability` and `realYieldWeight` are not offered (DESIGN
  // section 5): refused, not dropped.
  .strict()
  .refine((b) => b.settlement !== undefined || b.yield !== undefined, { message: 'nothing to change', path: ['settlement'] });
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

/** The global yield settings (see `futuresYieldSettingsForm`). */
export interface FuturesYieldSettings {
  clientMode: 1 | 2;
  sliderValue: number;
  /** Decimal strings. */
  buttonValue: string[];
  clientNumShow: number;
  yieldMode: 1 | 2;
  /** Decimal strings, fractions (0.85 is 85 %): the range of a gameplay's yield ratio. */
  minYield: string;
  maxYield: string;
  updateDate: string | null;
  updatedBy: string | null;
  /**
   * The gameplays whose yield ratio lies outside `minYield` to `maxYield` (a range narrowed after they were saved):
   * they keep their ratio, and their rounds theirs, until an edit brings it within the range.
   */
  outsideRange: FuturesYieldGameplay[];
}

/** A gameplay named by the yield settings: its pair, name, yield ratio and whether it is active (1). */
export interface FuturesYieldGameplay {
  id: number;
  tradingPairId: number;
  tradingPairCode: string;
  name: string;
  yieldRatio: string;
  status: number;
}

/** `GET system/setting/init`: the futures system settings, one part per tab. */
export interface FuturesSystemSettings {
  settlement: FuturesSettlementSettings;
  /** Always answered; optional in this type only so screens built before the part existed still type-check. */
  yield?: FuturesYieldSettings;
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

const yieldAnswer: z.ZodType<FuturesYieldSettings> = z
  .object({
    clientMode: z.union([z.literal(1), z.literal(2)]),
    sliderValue: z.number().int().min(1).max(100),
    buttonValue: z.array(answerDecimal),
    clientNumShow: z.number().int().min(0).max(8),
    yieldMode: z.union([z.literal(1), z.literal(2)]),
    minYield: answerDecimal,
    maxYield: answerDecimal,
    updateDate: answerTime.nullable(),
    updatedBy: z.string().nullable(),
    outsideRange: z.array(
      z
        .object({
          id: answerId,
          tradingPairId: answerId,
          tradingPairCode: z.string(),
          name: z.string(),
          yieldRatio: answerDecimal,
          status: z.number().int(),
        })
        .strict(),
    ),
  })
  .strict();

const settingsShape = { settlement: settlementAnswer, yield: yieldAnswer };

export const futuresSystemSettingsAnswer: z.ZodType<FuturesSystemSettings> = z.object(settingsShape).strict();
export const futuresSystemSettingsSavedAnswer: z.ZodType<FuturesSystemSettingsSaved> = z
  .object({ ...settingsShape, changes: z.array(settingChange) })
  .strict();
