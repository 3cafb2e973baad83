import { z } from 'zod';
import { answerFlag, answerId, answerTime } from './answer-parts';
import type { SystemSettingSection, VersionedSetting } from './settings';
import { VERSIONED_SETTINGS } from './settings';

/* What the settings calls answer (their requests are in `settings.ts`). */

/** A value of a setting as its versions keep it. */
export type SettingValue = string | number | string[] | null;
export type SettingValues = Record<string, SettingValue>;

/** One field that a version changed. */
export interface SettingFieldChange {
  field: string;
  from: SettingValue;
  to: SettingValue;
}

/** A saved version of a setting: who, when, why, the values before and after, and what changed. */
export interface SettingVersion {
  id: number;
  setting: VersionedSetting;
  operator: string;
  reason: string | null;
  before: SettingValues;
  after: SettingValues;
  changes: SettingFieldChange[];
  /** Set on a revert: the version whose values it returned to. */
  revertedFrom: number | null;
  createDate: string;
}

/** The answer of a save: the setting as it now is, and the version the save made (null when nothing changed). */
export interface SettingSaved {
  values: SettingValues;
  version: SettingVersion | null;
}

/** Who changed a setting last and when; null when it was never saved (the defaults apply). */
export interface SettingStamp {
  updateDate: string | null;
  updatedBy: string | null;
}

export interface SystemInfoSettings extends SettingStamp {
  systemName: string;
  contactInfo: string;
  webLogoSquare: string | null;
  webLogoHorizontal: string | null;
  appLogo: string | null;
  backstageLogoSquare: string | null;
  backstageLogoHorizontal: string | null;
  backstageLogoIco: string | null;
  downloadButtonActivation: number;
  iosDownloadUrl: string[];
  androidDownloadUrl: string[];
}
export interface MaintenanceSettings extends SettingStamp {
  maintenanceActivation: number;
  maintenanceAnnouncement: string;
}
export interface SignUpSettings extends SettingStamp {
  emailSignupActivation: number;
  smsSignupActivation: number;
}
export interface DemoFundSettings extends SettingStamp {
  demoFundActivation: number;
  demoFundRenewAmount: string;
  demoFundCoinCode: string;
}
export interface PlatformReportSettings extends SettingStamp {
  reportActivation: number;
  reportTimeZone: string;
}
export interface SystemSettingsBySection {
  'system-info': SystemInfoSettings;
  'system-maintenance': MaintenanceSettings;
  'sign-up': SignUpSettings;
  'demo-fund': DemoFundSettings;
  'platform-report': PlatformReportSettings;
}
export type SystemSettingsOf<S extends SystemSettingSection> = SystemSettingsBySection[S];

export interface TwoFactorSetting extends SettingStamp {
  id: number;
  enable: number;
  issuer: string;
  createDate: string;
}

/** An end user's authenticator binding (the secret is never answered). */
export interface TwoFactorRecord {
  id: number;
  userId: number;
  /** The user's e-mail, or their phone number when they have none. */
  account: string | null;
  email: string | null;
  mobileNumber: string | null;
  /** 1 bound, 2 reset by staff. */
  status: number;
  enableTime: string;
  resetDate: string | null;
  resetBy: string | null;
  createDate: string;
  updateDate: string;
}

export interface CrossOriginEntry {
  origin: string;
  remark: string | null;
  updateTime: string;
}

// ---------------------------------------------------------------- schemas of the answers

const settingValue: z.ZodType<SettingValue> = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);
const settingValues = z.record(z.string(), settingValue);

export const settingVersionAnswer: z.ZodType<SettingVersion> = z
  .object({
    id: answerId,
    setting: z.enum(VERSIONED_SETTINGS),
    operator: z.string(),
    reason: z.string().nullable(),
    before: settingValues,
    after: settingValues,
    changes: z.array(z.object({ field: z.string(), from: settingValue, to: settingValue }).strict()),
    revertedFrom: answerId.nullable(),
    createDate: answerTime,
  })
  .strict();

export const settingSavedAnswer: z.ZodType<SettingSaved> = z
  .object({ values: settingValues, version: settingVersionAnswer.nullable() })
  .strict();

const stamp = { updateDate: answerTime.nullable(), updatedBy: z.string().nullable() };
const image = z.string().nullable();

export const systemInfoAnswer: z.ZodType<SystemInfoSettings> = z
  .object({
    ...stamp,
    systemName: z.string(),
    contactInfo: z.string(),
    webLogoSquare: image,
    webLogoHorizontal: image,
    appLogo: image,
    backstageLogoSquare: image,
    backstageLogoHorizontal: image,
    backstageLogoIco: image,
    downloadButtonActivation: answerFlag,
    iosDownloadUrl: z.array(z.string()),
    androidDownloadUrl: z.array(z.string()),
  })
  .strict();
export const maintenanceAnswer: z.ZodType<MaintenanceSettings> = z
  .object({ ...stamp, maintenanceActivation: answerFlag, maintenanceAnnouncement: z.string() })
  .strict();
export const signUpAnswer: z.ZodType<SignUpSettings> = z
  .object({ ...stamp, emailSignupActivation: answerFlag, smsSignupActivation: answerFlag })
  .strict();
export const demoFundAnswer: z.ZodType<DemoFundSettings> = z
  .object({
    ...stamp,
    demoFundActivation: answerFlag,
    demoFundRenewAmount: z.string().regex(/^\d+(\.\d+)?$/),
    demoFundCoinCode: z.string(),
  })
  .strict();
export const platformReportAnswer: z.ZodType<PlatformReportSettings> = z
  .object({ ...stamp, reportActivation: answerFlag, reportTimeZone: z.string() })
  .strict();

export const twoFactorSettingAnswer: z.ZodType<TwoFactorSetting> = z
  .object({ ...stamp, id: answerId, enable: answerFlag, issuer: z.string(), createDate: answerTime })
  .strict();

export const twoFactorRecordAnswer: z.ZodType<TwoFactorRecord> = z
  .object({
    id: answerId,
    userId: answerId,
    account: z.string().nullable(),
    email: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    status: z.union([z.literal(1), z.literal(2)]),
    enableTime: answerTime,
    resetDate: answerTime.nullable(),
    resetBy: z.string().nullable(),
    createDate: answerTime,
    updateDate: answerTime,
  })
  .strict();

export const crossOriginEntryAnswer: z.ZodType<CrossOriginEntry> = z
  .object({ origin: z.string(), remark: z.string().nullable(), updateTime: answerTime })
  .strict();
