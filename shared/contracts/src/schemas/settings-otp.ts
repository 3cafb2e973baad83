import { z } from 'zod';
import { sortFields } from '../lists';
import { answerFlag, answerId, answerTime } from './answer-parts';
import { intLike, optionalText, paging } from './common';
import { settingFlag } from './settings';
import type { SettingStamp, SettingValue, SettingValues } from './settings-answers';
import type { MaskedSecret } from './third-party-wallet';

/*
 * One-time codes (`/settings/otp-setting/{tabName}`, `otp/*`): the OTP setting (switches, reCAPTCHA keys, the
 * messages per language; versioned like every setting), and the mail (SMTP) and SMS channels the codes go out
 * through. Secrets (the reCAPTCHA secret, SMTP passwords, SMS secret keys) are write-only: sent in, stored
 * encrypted, answered as a `MaskedSecret`. Requests and answers side by side.
 */

export const OTP_LANGUAGES = ['en-US', 'zh-CN', 'zh-TW'] as const;
export type OtpLanguage = (typeof OTP_LANGUAGES)[number];
/** Where a message puts the code. */
export const OTP_CODE_PLACEHOLDER = '{code}';

const withCode = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `the ${what} is required` })
    .max(max, { message: `the ${what} is at most ${max} characters` })
    .refine((s) => s.includes(OTP_CODE_PLACEHOLDER), { message: `the ${what} must contain ${OTP_CODE_PLACEHOLDER}` });

/** The messages of one language: the mail's subject and text, and the SMS text. */
export const otpMessageTemplate = z
  .object({
    emailSubject: z.string().trim().min(1, { message: 'the mail subject is required' }).max(200),
    emailContent: withCode(2000, 'mail text'),
    smsContent: withCode(500, 'SMS text'),
  })
  .strict();
export type OtpMessageTemplate = z.output<typeof otpMessageTemplate>;
export const otpMessageTemplates = z
  .object({ 'en-US': otpMessageTemplate, 'zh-CN': otpMessageTemplate, 'zh-TW': otpMessageTemplate })
  .strict();
export type OtpMessageTemplates = Record<OtpLanguage, OtpMessageTemplate>;

/** A write-only secret as sent: empty or absent keeps the stored one. */
const secretInput = (max: number) =>
  z
    .string()
    .max(max, { message: `must be at most ${max} characters` })
    .optional()
    .transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim()));

/** A reCAPTCHA site key: public, shown to the clients' pages. */
const recaptchaSiteKey = z
  .string()
  .trim()
  .max(100)
  .regex(/^[A-Za-z0-9_-]*$/, { message: 'must be letters, digits, dashes or underscores' });

/**
 * `PATCH otp/settingEdit/{id}`: the fields sent change, the rest stay. The switches and messages need
 * `otpSettings.edit`, the reCAPTCHA fields `otpSettings.recaptcha`; a reCAPTCHA switch can be on only with
 * both keys set.
 */
export const otpSettingEdit = z
  .object({
    registerEnabled: settingFlag.optional(),
    recaptchaSmsEnabled: settingFlag.optional(),
    recaptchaEmailEnable: settingFlag.optional(),
    recaptchaKey: recaptchaSiteKey.optional(),
    /** The reCAPTCHA secret (write-only). */
    recaptchaBackstageKey: secretInput(200),
    otpMessageTemplates: otpMessageTemplates.optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .strict();
export type OtpSettingEdit = z.input<typeof otpSettingEdit>;

/** Which fields of the OTP setting each edit permission covers. */
export const OTP_RECAPTCHA_FIELDS = ['recaptchaSmsEnabled', 'recaptchaEmailEnable', 'recaptchaKey', 'recaptchaBackstageKey'] as const;

export interface OtpSetting extends SettingStamp {
  id: number;
  registerEnabled: number;
  recaptchaSmsEnabled: number;
  recaptchaEmailEnable: number;
  recaptchaKey: string;
  recaptchaBackstageKey: MaskedSecret;
  otpMessageTemplates: OtpMessageTemplates;
}

// ---------------------------------------------------------------- channels

/*
 * Each change of a channel (add, edit, switch, delete) is a version of that kind's channels (settings
 * `smtp-channels`, `sms-channels`): an optional reason is kept with it, and the history reverts to one.
 */
const channelReason = z.string().trim().max(500).optional();

/** A host name (letters, digits, dots, dashes) or an IPv4 / IPv6 address. */
const HOST =
  /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^\[?[0-9A-Fa-f:.]+\]?$/;
const channelName = z.string().trim().min(1, { message: 'the channel name is required' }).max(60);
const required = (what: string, max = 200) =>
  z
    .string()
    .trim()
    .min(1, { message: `${what} is required` })
    .max(max);

export const smtpChannelFields = {
  channelName,
  smtpHost: z.string().trim().regex(HOST, { message: 'must be a host name or an IP address' }),
  smtpPort: intLike.min(1, { message: 'must be a port from 1 to 65535' }).max(65535, { message: 'must be a port from 1 to 65535' }),
  smtpUsername: required('the user name'),
  senderEmail: z.email({ message: 'must be a mail address' }).max(254),
};
/** `POST otp/smtpChannelAdd`: every field, the password too. A new channel is off unless `activation` says on. */
export const smtpChannelAdd = z
  .object({ ...smtpChannelFields, smtpPassword: required('the password', 200), activation: settingFlag.default(0), reason: channelReason })
  .strict();
/** `PUT otp/smtpChannelEdit/{id}`: every field; the password only to replace it. */
export const smtpChannelEdit = z.object({ ...smtpChannelFields, smtpPassword: secretInput(200), reason: channelReason }).strict();
export type SmtpChannelAdd = z.input<typeof smtpChannelAdd>;
export type SmtpChannelEdit = z.input<typeof smtpChannelEdit>;

export const SMS_CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded'] as const;
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (s) => {
      try {
        const url = new URL(s);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !/\s/.test(s);
      } catch {
        return false;
      }
    },
    { message: 'must be an http or https address' },
  );
export const smsChannelFields = {
  channelName,
  apiUrl: httpUrl,
  publicKey: required('the public key'),
  templateId: required('the template id', 100),
  appId: required('the app id', 100),
  contentType: z.enum(SMS_CONTENT_TYPES, { message: `must be ${SMS_CONTENT_TYPES.join(' or ')}` }),
};
/** `POST otp/smsChannelAdd`: every field, the secret key too. */
export const smsChannelAdd = z
  .object({ ...smsChannelFields, secretKey: required('the secret key', 200), activation: settingFlag.default(0), reason: channelReason })
  .strict();
/** `PUT otp/smsChannelEdit/{id}`: every field; the secret key only to replace it. */
export const smsChannelEdit = z.object({ ...smsChannelFields, secretKey: secretInput(200), reason: channelReason }).strict();
export type SmsChannelAdd = z.input<typeof smsChannelAdd>;
export type SmsChannelEdit = z.input<typeof smsChannelEdit>;

/** `PATCH otp/smtpChannelSwitchEnabled/{id}`, `otp/smsChannelSwitchEnabled/{id}`. */
export const channelSwitch = z.object({ activation: settingFlag, reason: channelReason }).strict();
export type ChannelSwitch = z.input<typeof channelSwitch>;
/** `DELETE otp/smtpChannelDelete/{id}`, `otp/smsChannelDelete/{id}`: the body (optional) says why. */
export const channelDelete = z.object({ reason: channelReason }).strict();
export type ChannelDelete = z.input<typeof channelDelete>;

export const smtpChannelListQuery = paging.extend({
  channelName: optionalText(60),
  activation: settingFlag.optional(),
  ...sortFields('smtpChannels'),
});
export const smsChannelListQuery = paging.extend({
  channelName: optionalText(60),
  activation: settingFlag.optional(),
  ...sortFields('smsChannels'),
});

export interface SmtpChannel {
  channelId: number;
  channelName: string;
  smtpHost: string;
  smtpPort: number;
  smtpUsername: string;
  smtpPassword: MaskedSecret;
  senderEmail: string;
  activation: number;
  createDate: string;
  updateDate: string;
}

export interface SmsChannel {
  channelId: number;
  channelName: string;
  apiUrl: string;
  publicKey: string;
  secretKey: MaskedSecret;
  templateId: string;
  appId: string;
  contentType: (typeof SMS_CONTENT_TYPES)[number];
  activation: number;
  createDate: string;
  updateDate: string;
}

/**
 * What a change of a channel answers: the channel (as it was, for a delete), the version of the channels it made
 * (null when nothing changed) and this channel's values before and after (its secret as `#<stored id> ••••1234`).
 */
export interface ChannelSaved<C> {
  channel: C;
  versionId: number | null;
  before: SettingValues;
  after: SettingValues;
}

// ---------------------------------------------------------------- send a test

const language = z.enum(OTP_LANGUAGES).default('en-US');
/** `POST otp/smtpChannelTest/{id}`: a real mail with a new code, in the language's message. */
export const smtpChannelTest = z.object({ email: z.email({ message: 'must be a mail address' }).max(254), language }).strict();
/** `POST otp/smsChannelTest/{id}`: a real SMS with a new code. */
export const smsChannelTest = z
  .object({
    mobile: z
      .string()
      .trim()
      .regex(/^\+?[0-9]{6,20}$/, { message: 'must be a phone number (6 to 20 digits, + allowed)' }),
    language,
  })
  .strict();
export type SmtpChannelTest = z.input<typeof smtpChannelTest>;
export type SmsChannelTest = z.input<typeof smsChannelTest>;

/** What a test send did: delivered or not (and why), and the OTP record it wrote when delivered. */
export interface ChannelTestResult {
  delivered: boolean;
  recipient: string;
  /** The server's answer (SMTP reply or HTTP status line) or, when not delivered, what went wrong. */
  detail: string;
  otpRecordId: number | null;
  durationMs: number;
}

// ---------------------------------------------------------------- schemas of the answers

const maskedSecretAnswer = z.object({ configured: z.boolean(), masked: z.string().nullable() }).strict();
const stamp = { updateDate: answerTime.nullable(), updatedBy: z.string().nullable() };

export const otpSettingAnswer: z.ZodType<OtpSetting> = z
  .object({
    ...stamp,
    id: answerId,
    registerEnabled: answerFlag,
    recaptchaSmsEnabled: answerFlag,
    recaptchaEmailEnable: answerFlag,
    recaptchaKey: z.string(),
    recaptchaBackstageKey: maskedSecretAnswer,
    otpMessageTemplates: z.object({ 'en-US': otpMessageTemplate, 'zh-CN': otpMessageTemplate, 'zh-TW': otpMessageTemplate }),
  })
  .strict();

export const smtpChannelAnswer: z.ZodType<SmtpChannel> = z
  .object({
    channelId: answerId,
    channelName: z.string(),
    smtpHost: z.string(),
    smtpPort: z.number().int(),
    smtpUsername: z.string(),
    smtpPassword: maskedSecretAnswer,
    senderEmail: z.string(),
    activation: answerFlag,
    createDate: answerTime,
    updateDate: answerTime,
  })
  .strict();

export const smsChannelAnswer: z.ZodType<SmsChannel> = z
  .object({
    channelId: answerId,
    channelName: z.string(),
    apiUrl: z.string(),
    publicKey: z.string(),
    secretKey: maskedSecretAnswer,
    templateId: z.string(),
    appId: z.string(),
    contentType: z.enum(SMS_CONTENT_TYPES),
    activation: answerFlag,
    createDate: answerTime,
    updateDate: answerTime,
  })
  .strict();

export const channelTestAnswer: z.ZodType<ChannelTestResult> = z
  .object({
    delivered: z.boolean(),
    recipient: z.string(),
    detail: z.string(),
    otpRecordId: answerId.nullable(),
    durationMs: z.number().int().nonnegative(),
  })
  .strict();

const channelValues = z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string()), z.null()]) as z.ZodType<SettingValue>);
const channelSaved = <C>(channel: z.ZodType<C>): z.ZodType<ChannelSaved<C>> =>
  z.object({ channel, versionId: answerId.nullable(), before: channelValues, after: channelValues }).strict() as z.ZodType<ChannelSaved<C>>;
export const smtpChannelSavedAnswer = channelSaved(smtpChannelAnswer);
export const smsChannelSavedAnswer = channelSaved(smsChannelAnswer);
