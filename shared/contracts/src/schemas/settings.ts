import { z } from 'zod';
import { sortFields } from '../lists';
import { bigRecordId, dateRange, decimalAmount, intLike, optionalText, paging } from './common';

/*
 * The settings screens (`/settings/system-setting/{type}`, `/settings/2fa/{type}`, `/settings/domain-white-list`):
 * what they send. Every setting is versioned: a save stores who, why and the values before and after, the
 * screen lists the versions (`GET settings/versions`) and reverts to one (`POST settings/versions/revert`),
 * itself a new version. Answers are in `settings-answers.ts`.
 */

/** Each versioned setting, by the name its history is kept under. */
export const VERSIONED_SETTINGS = [
  'system-info',
  'system-maintenance',
  'sign-up',
  'demo-fund',
  'platform-report',
  'two-factor',
  'cross-origin',
  'marketing',
  'flow',
  'referral-domains',
  'otp',
  'smtp-channels',
  'sms-channels',
] as const;
export type VersionedSetting = (typeof VERSIONED_SETTINGS)[number];

/** A change of these must say why (the reason is kept with the version and in the backstage log). */
export const REASON_REQUIRED: readonly VersionedSetting[] = ['system-maintenance', 'sign-up', 'two-factor', 'cross-origin', 'marketing'];

/** The parts of the system settings, each a tab of `/settings/system-setting/{type}` and a `GET system/setting/{type}`. */
export const SYSTEM_SETTING_SECTIONS = ['system-info', 'system-maintenance', 'sign-up', 'demo-fund', 'platform-report'] as const;
export type SystemSettingSection = (typeof SYSTEM_SETTING_SECTIONS)[number];

/**
 * Each field of the system settings: its section, and the action permission that edits it (a save is refused
 * whole, 403, when one field sent needs a permission the admin lacks).
 */
export const SYSTEM_SETTING_FIELDS = {
  systemName: { section: 'system-info', permission: 'systemSettings.editName' },
  contactInfo: { section: 'system-info', permission: 'systemSettings.editContact' },
  webLogoSquare: { section: 'system-info', permission: 'systemSettings.editLogos' },
  webLogoHorizontal: { section: 'system-info', permission: 'systemSettings.editLogos' },
  appLogo: { section: 'system-info', permission: 'systemSettings.editLogos' },
  backstageLogoSquare: { section: 'system-info', permission: 'systemSettings.editLogos' },
  backstageLogoHorizontal: { section: 'system-info', permission: 'systemSettings.editLogos' },
  backstageLogoIco: { section: 'system-info', permission: 'systemSettings.editLogos' },
  downloadButtonActivation: { section: 'system-info', permission: 'systemSettings.editAppDownload' },
  iosDownloadUrl: { section: 'system-info', permission: 'systemSettings.editAppDownload' },
  androidDownloadUrl: { section: 'system-info', permission: 'systemSettings.editAppDownload' },
  maintenanceActivation: { section: 'system-maintenance', permission: 'systemSettings.editMaintenance' },
  maintenanceAnnouncement: { section: 'system-maintenance', permission: 'systemSettings.editMaintenance' },
  emailSignupActivation: { section: 'sign-up', permission: 'systemSettings.editSignUp' },
  smsSignupActivation: { section: 'sign-up', permission: 'systemSettings.editSignUp' },
  demoFundActivation: { section: 'demo-fund', permission: 'systemSettings.editDemoFund' },
  demoFundRenewAmount: { section: 'demo-fund', permission: 'systemSettings.editDemoFund' },
  demoFundCoinCode: { section: 'demo-fund', permission: 'systemSettings.editDemoFund' },
  reportActivation: { section: 'platform-report', permission: 'systemSettings.editReport' },
  reportTimeZone: { section: 'platform-report', permission: 'systemSettings.editReport' },
} as const satisfies Record<string, { section: SystemSettingSection; permission: string }>;
export type SystemSettingField = keyof typeof SYSTEM_SETTING_FIELDS;

export const fieldsOfSection = (section: SystemSettingSection): SystemSettingField[] =>
  (Object.keys(SYSTEM_SETTING_FIELDS) as SystemSettingField[]).filter((f) => SYSTEM_SETTING_FIELDS[f].section === section);

/** A switch: 0 off, 1 on. */
export const settingFlag = intLike.refine((v) => v === 0 || v === 1, { message: 'must be 0 or 1' });

/** Why a setting changed: required for the settings of `REASON_REQUIRED`. */
export const settingReason = z.string().trim().min(1, { message: 'a reason is required' }).max(500);

/** Where an uploaded image is served (`fileStorage/uploadImg` answers it); empty or null returns to the built-in image. */
export const STORED_IMAGE_URL = /^\/api\/files\/[A-Za-z0-9_-]{16,64}\.(png|jpg|jpeg|gif|webp)$/;
const logo = z
  .string()
  .trim()
  .nullable()
  .transform((s) => (s ? s : null))
  .refine((s) => s === null || STORED_IMAGE_URL.test(s), { message: 'must be an image uploaded with fileStorage/uploadImg' });

const downloadUrl = z
  .string()
  .trim()
  .max(500)
  .refine((s) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(s), { message: 'must be an http or https address' });
const downloadUrls = z.array(downloadUrl).max(5, { message: 'at most 5 addresses' });

/** A time zone of the IANA database (`Asia/Shanghai`, `UTC`): the reports' day boundaries. */
export const timeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone.length > 0;
      } catch {
        return false;
      }
    },
    { message: 'must be a time zone such as UTC or Asia/Shanghai' },
  );

/** Every field of the system settings as a form edits it. */
export const systemSettingValues = z.object({
  systemName: z.string().trim().min(1, { message: 'the system name is required' }).max(60),
  contactInfo: z.string().trim().max(500),
  webLogoSquare: logo,
  webLogoHorizontal: logo,
  appLogo: logo,
  backstageLogoSquare: logo,
  backstageLogoHorizontal: logo,
  backstageLogoIco: logo,
  downloadButtonActivation: settingFlag,
  iosDownloadUrl: downloadUrls,
  androidDownloadUrl: downloadUrls,
  maintenanceActivation: settingFlag,
  maintenanceAnnouncement: z.string().trim().max(2000),
  emailSignupActivation: settingFlag,
  smsSignupActivation: settingFlag,
  demoFundActivation: settingFlag,
  demoFundRenewAmount: decimalAmount({ integer: 18, fraction: 8 }).refine((s) => !s.startsWith('-') && /[1-9]/.test(s), {
    message: 'must be more than 0',
  }),
  demoFundCoinCode: z.string().trim().min(1).max(20),
  reportActivation: settingFlag,
  reportTimeZone: timeZone,
});

/**
 * `PATCH system/setting/edit/{id}` with `{id}` a section: the fields sent change (each of that section), with a
 * reason where the section needs one. Unknown fields are refused, not dropped.
 */
export const systemSettingEdit = systemSettingValues
  .partial()
  .extend({ reason: settingReason.optional() })
  .strict()
  .refine((b) => Object.keys(b).some((k) => k !== 'reason'), { message: 'nothing to change' });
export type SystemSettingEdit = z.input<typeof systemSettingEdit>;
export const systemSettingSectionParam = z.object({ id: z.enum(SYSTEM_SETTING_SECTIONS) });

/** `POST account/2fa/setting/update`: the end users' 2FA switch and the issuer their authenticator apps show. */
export const twoFactorSettingUpdate = z
  .object({
    id: intLike.min(1),
    enable: settingFlag,
    issuer: z.string().trim().min(1, { message: 'the issuer is required' }).max(40),
    reason: settingReason,
  })
  .strict();
export type TwoFactorSettingUpdate = z.input<typeof twoFactorSettingUpdate>;

/** Status of an end user's 2FA record: 1 bound, 2 reset by staff. */
export const TWO_FACTOR_STATUSES = [1, 2] as const;
export const twoFactorRecordQuery = paging.extend({
  userId: bigRecordId.optional(),
  mail: optionalText(200),
  phone: optionalText(40),
  status: intLike.refine((v) => (TWO_FACTOR_STATUSES as readonly number[]).includes(v), { message: 'must be 1 or 2' }).optional(),
  ...dateRange.shape,
  ...sortFields('twoFactor'),
});
export type TwoFactorRecordQuery = z.input<typeof twoFactorRecordQuery>;

/**
 * An origin as browsers send it: `https://console.example.com` or `http://127.0.0.1:8080`, no path. Written
 * the way the `Origin` header writes it (lower case, no default port, no trailing slash).
 */
export const corsOrigin = z
  .string()
  .trim()
  .min(1, { message: 'the origin is required' })
  .max(200)
  .transform((value, ctx) => {
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    const bare = url && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !bare || (url.protocol !== 'http:' && url.protocol !== 'https:') || !/^[a-z]+:\/\/[^/]+\/?$/i.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be an origin such as https://console.example.com (scheme, host and port only)' });
      return z.NEVER;
    }
    return url.origin;
  });

export const crossOriginAdd = z.object({ origin: corsOrigin, remark: optionalText(200), reason: settingReason }).strict();
/** `replaced` is the listed origin the entry had; `origin` the one it now has (the same to change only the remark). */
export const crossOriginEdit = z
  .object({ origin: corsOrigin, replaced: corsOrigin, remark: optionalText(200), reason: settingReason })
  .strict();
export const crossOriginDelete = z.object({ origin: corsOrigin, reason: settingReason }).strict();
export type CrossOriginAdd = z.input<typeof crossOriginAdd>;
export type CrossOriginEdit = z.input<typeof crossOriginEdit>;

/** The versions of one setting, newest first. */
export const settingVersionsQuery = paging.extend({ setting: z.enum(VERSIONED_SETTINGS) });
export type SettingVersionsQuery = z.input<typeof settingVersionsQuery>;
/** Returns a setting to the values a version saved (a new version); the reason as that setting needs. */
export const settingRevert = z.object({ id: bigRecordId, reason: settingReason.optional() }).strict();
export type SettingRevert = z.input<typeof settingRevert>;
