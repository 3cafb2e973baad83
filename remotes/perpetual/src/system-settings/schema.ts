import {
  PERPETUAL_MAX_LEVERAGE,
  type PerpetualSettings,
  type PerpetualSettingsPatch,
  perpetualSettingsFields as F,
} from '@console/contracts/schemas/perpetual';
import Decimal from 'decimal.js';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { SettingsTabName } from './api';

type Translate = TFunction;

/** What the form of a tab holds: switches as 1 or 0, everything else as typed (lists comma-separated). */
export type SettingsForm = Record<string, string | number>;

/** A list of whole numbers typed as "1, 5, 10": each within bounds, none twice, at most `maxItems`; sorted. */
function wholeList(t: Translate, { min, max, maxItems }: { min: number; max: number; maxItems: number }) {
  return z.string().transform((text, ctx) => {
    const parts = text
      .split(/[,\s，、]+/)
      .map((part) => part.trim())
      .filter(Boolean);
    const problem = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (parts.length === 0) return problem(t('systemSettings.validation.listEmpty'));
    if (parts.some((part) => !/^\d+$/.test(part) || Number(part) < min || Number(part) > max)) {
      return problem(t('systemSettings.validation.listRange', { min, max }));
    }
    const values = parts.map(Number);
    if (new Set(values).size !== values.length) return problem(t('systemSettings.validation.listTwice'));
    if (values.length > maxItems) return problem(t('systemSettings.validation.listCount', { max: maxItems }));
    return [...values].sort((a, b) => a - b);
  });
}

/**
 * A setting checked by the contract's rule, its failure said in the admin's words (the contract's messages are
 * the API's, in English). The form's own field messages would also replace the rules that tie settings together.
 */
function worded<T>(rule: z.ZodType<T>, message: string) {
  return z.unknown().transform((value, ctx) => {
    const parsed = rule.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}

const lt = (a: string, b: string | number) => new Decimal(a).lt(b);
const lte = (a: string, b: string | number) => new Decimal(a).lte(b);

/**
 * The form of each tab: the contract's rules for every setting, the list fields parsed, and the rules that tie
 * settings together: the default leverage is one of the offered multiples, each multiple within 1 and the
 * largest the platform allows; the maintenance margin rate below the user's warning, which is at most the
 * staff's warning threshold, itself below 1 (liquidation); a rate-mode fee at most 1.
 */
export function tabSchema(tab: SettingsTabName, t: Translate) {
  const fraction = (rule: z.ZodType<string>) => worded(rule, t('systemSettings.validation.fraction'));
  const fee = (rule: z.ZodType<string>) => worded(rule, t('systemSettings.validation.fee'));
  switch (tab) {
    case 'trading':
      return z.object({
        perpetualSwitch: F.perpetualSwitch,
        displayInClient: F.displayInClient,
        marginInputMode: F.marginInputMode,
        sliderValue: F.sliderValue,
        buttonValue: wholeList(t, { min: 1, max: 100, maxItems: 10 }),
      });
    case 'leverage':
      return z
        .object({
          leverageSwitch: F.leverageSwitch,
          leverageMode: F.leverageMode,
          fixedLeverageMultiple: F.fixedLeverageMultiple,
          openLeverageMultiples: wholeList(t, { min: 1, max: PERPETUAL_MAX_LEVERAGE, maxItems: 20 }),
          openLeverageDefault: F.openLeverageDefault,
        })
        .superRefine((v, ctx) => {
          if (!v.openLeverageMultiples.includes(v.openLeverageDefault)) {
            ctx.addIssue({ code: 'custom', path: ['openLeverageDefault'], message: t('systemSettings.validation.defaultOffered') });
          }
        });
    case 'risk':
      return z
        .object({
          positionWarningThreshold: fraction(F.positionWarningThreshold),
          marginRationWarningThreshold: fraction(F.marginRationWarningThreshold),
          minimumMaintenanceMarginRate: fraction(F.minimumMaintenanceMarginRate),
        })
        .superRefine((v, ctx) => {
          if (!lt(v.positionWarningThreshold, 1)) {
            ctx.addIssue({ code: 'custom', path: ['positionWarningThreshold'], message: t('systemSettings.validation.belowLiquidation') });
          }
          if (!lte(v.marginRationWarningThreshold, v.positionWarningThreshold)) {
            ctx.addIssue({
              code: 'custom',
              path: ['marginRationWarningThreshold'],
              message: t('systemSettings.validation.userWarningFirst'),
            });
          }
          if (!lt(v.minimumMaintenanceMarginRate, v.marginRationWarningThreshold)) {
            ctx.addIssue({
              code: 'custom',
              path: ['minimumMaintenanceMarginRate'],
              message: t('systemSettings.validation.maintenanceBelow'),
            });
          }
        });
    case 'fees':
      return z
        .object({ feeMode: F.feeMode, openOrderFee: fee(F.openOrderFee), closeProfitFee: fee(F.closeProfitFee) })
        .superRefine((v, ctx) => {
          if (v.feeMode !== 1) return;
          for (const field of ['openOrderFee', 'closeProfitFee'] as const) {
            if (!lte(v[field], 1)) ctx.addIssue({ code: 'custom', path: [field], message: t('systemSettings.validation.rateAtMostOne') });
          }
        });
    case 'tp-sl':
      return z.object({
        tpSlRangeLimitSwitch: F.tpSlRangeLimitSwitch,
        slRangeLimit: fraction(F.slRangeLimit),
        tpRangeLimit: worded(F.tpRangeLimit, t('systemSettings.validation.positive')),
      });
  }
}

/** The saved settings of a tab as its form holds them. */
export function toForm(settings: PerpetualSettings, fields: readonly (keyof PerpetualSettings)[]): SettingsForm {
  return Object.fromEntries(
    fields.map((field) => {
      const value = settings[field];
      if (Array.isArray(value)) return [field, value.join(', ')];
      // Switches stay numbers (the switch field's value); the rest is text, as typed.
      return [field, field.endsWith('Switch') || field === 'displayInClient' ? Number(value) : String(value ?? '')];
    }),
  );
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Whether a setting keeps its value ("0.80" is 0.8; lists compare in order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return String(a) === String(b);
  if (DECIMAL.test(String(a)) && DECIMAL.test(String(b))) return new Decimal(String(a)).eq(String(b));
  return String(a) === String(b);
}

/** The settings of a tab whose parsed values differ from the saved ones: what a save sends. */
export function changedSettings(saved: PerpetualSettings, parsed: Record<string, unknown>): PerpetualSettingsPatch {
  return Object.fromEntries(
    Object.entries(parsed).filter(([field, value]) => !sameValue(saved[field as keyof PerpetualSettings], value)),
  ) as PerpetualSettingsPatch;
}
