import type { SettingValues } from '@console/contracts/schemas/settings-answers';
import {
  OTP_LANGUAGES,
  OTP_RECAPTCHA_FIELDS,
  type OtpLanguage,
  type OtpMessageTemplate,
  type OtpMessageTemplates,
  type OtpSetting,
} from '@console/contracts/schemas/settings-otp';
import type { Queryable } from '../../../db/database';
import { fieldError } from '../../../http/errors';
import { maskSecret, sealSecret } from '../../../secrets/secret-box';
import { lastStamp } from '../versions/queries';
import type { SettingDefinition } from '../versions/save';
import { otpSecretKey, referencedId, secretReference } from './secrets';

/*
 * The OTP setting (`otp_setting`, one row, 036_otp_settings.sql), versioned like every setting. A version keeps
 * its values flat: the switches, the site key, the reCAPTCHA secret as a reference to its encrypted row
 * (`#12 ••••abcd`: the secret itself never reaches a version, an answer or the log), and each message as
 * `otpMessageTemplates.<language>.<part>`.
 */

const TEMPLATE_PARTS = ['emailSubject', 'emailContent', 'smsContent'] as const satisfies readonly (keyof OtpMessageTemplate)[];
const templateField = (language: OtpLanguage, part: (typeof TEMPLATE_PARTS)[number]) => `otpMessageTemplates.${language}.${part}`;
const SECRET_AAD = 'otp_secrets.sealed';

interface SettingRow {
  register_enabled: number;
  recaptcha_sms_enabled: number;
  recaptcha_email_enable: number;
  recaptcha_key: string;
  recaptcha_secret_id: string | null;
  masked: string | null;
  message_templates: OtpMessageTemplates;
}

async function settingRow(db: Queryable): Promise<SettingRow> {
  const { rows } = await db.query<SettingRow>(
    `select s.register_enabled, s.recaptcha_sms_enabled, s.recaptcha_email_enable, s.recaptcha_key,
            s.recaptcha_secret_id::text as recaptcha_secret_id, k.masked, s.message_templates
       from otp_setting s left join otp_secrets k on k.id = s.recaptcha_secret_id where s.id = 1`,
  );
  return rows[0];
}

function flatValues(row: SettingRow): SettingValues {
  const values: SettingValues = {
    registerEnabled: row.register_enabled,
    recaptchaSmsEnabled: row.recaptcha_sms_enabled,
    recaptchaEmailEnable: row.recaptcha_email_enable,
    recaptchaKey: row.recaptcha_key,
    recaptchaBackstageKey: row.recaptcha_secret_id ? secretReference(row.recaptcha_secret_id, row.masked ?? '••••') : null,
  };
  for (const language of OTP_LANGUAGES) {
    for (const part of TEMPLATE_PARTS) values[templateField(language, part)] = row.message_templates[language]?.[part] ?? '';
  }
  return values;
}

/** The messages of the flat values. */
function templatesOf(values: SettingValues): OtpMessageTemplates {
  return Object.fromEntries(
    OTP_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(TEMPLATE_PARTS.map((part) => [part, String(values[templateField(language, part)] ?? '')])),
    ]),
  ) as OtpMessageTemplates;
}

/** The flat values of a change: the messages sent, spread into their fields. */
export function flatTemplates(templates: OtpMessageTemplates): SettingValues {
  const values: SettingValues = {};
  for (const language of OTP_LANGUAGES) {
    for (const part of TEMPLATE_PARTS) values[templateField(language, part)] = templates[language][part];
  }
  return values;
}

/** Stores a new reCAPTCHA secret (encrypted) and answers the reference a version keeps. */
export async function storeRecaptchaSecret(tx: Queryable, plain: string, production: boolean, now: Date): Promise<string> {
  const masked = maskSecret(plain);
  const { rows } = await tx.query<{ id: string }>(
    'insert into otp_secrets (sealed, masked, create_date) values ($1, $2, $3) returning id::text as id',
    [sealSecret(plain, SECRET_AAD, otpSecretKey(production)), masked, now],
  );
  return secretReference(rows[0].id, masked);
}

export const OTP_DEFINITION: SettingDefinition = {
  setting: 'otp',
  view: 'otpSettings.view',
  read: async (db) => flatValues(await settingRow(db)),
  editPermissions: (fields) =>
    fields.map((field) => ((OTP_RECAPTCHA_FIELDS as readonly string[]).includes(field) ? 'otpSettings.recaptcha' : 'otpSettings.edit')),
  async check(tx, after) {
    const secretId = referencedId(after.recaptchaBackstageKey);
    if (after.recaptchaBackstageKey !== null && secretId === null) {
      throw fieldError('recaptchaBackstageKey', 'is not a stored reCAPTCHA secret');
    }
    if (secretId !== null) {
      const { rows } = await tx.query('select 1 from otp_secrets where id = $1', [secretId]);
      if (!rows.length) throw fieldError('recaptchaBackstageKey', `there is no stored reCAPTCHA secret #${secretId}`);
    }
    for (const flag of ['recaptchaSmsEnabled', 'recaptchaEmailEnable'] as const) {
      if (after[flag] === 1 && (!after.recaptchaKey || secretId === null)) {
        throw fieldError(flag, 'reCAPTCHA can be turned on only with its site key and secret set');
      }
    }
  },
  async write(tx, after, _before, now) {
    await tx.query(
      `update otp_setting set register_enabled = $1, recaptcha_sms_enabled = $2, recaptcha_email_enable = $3, recaptcha_key = $4,
         recaptcha_secret_id = $5, message_templates = $6::jsonb, update_date = $7
       where id = 1`,
      [
        after.registerEnabled,
        after.recaptchaSmsEnabled,
        after.recaptchaEmailEnable,
        after.recaptchaKey,
        referencedId(after.recaptchaBackstageKey),
        JSON.stringify(templatesOf(after)),
        now,
      ],
    );
  },
};

/** The setting as answered: the secret masked. */
export async function otpSetting(db: Queryable): Promise<OtpSetting> {
  const row = await settingRow(db);
  return {
    id: 1,
    registerEnabled: row.register_enabled,
    recaptchaSmsEnabled: row.recaptcha_sms_enabled,
    recaptchaEmailEnable: row.recaptcha_email_enable,
    recaptchaKey: row.recaptcha_key,
    recaptchaBackstageKey: {
      configured: row.recaptcha_secret_id !== null,
      masked: row.recaptcha_secret_id ? (row.masked ?? '••••') : null,
    },
    otpMessageTemplates: templatesOf(flatValues(row)),
    ...(await lastStamp(db, 'otp')),
  };
}

/** The message of a language, the code put in. */
export async function otpMessage(db: Queryable, language: OtpLanguage, code: string): Promise<OtpMessageTemplate> {
  const template = (await settingRow(db)).message_templates[language];
  const fill = (text: string) => text.split('{code}').join(code);
  return { emailSubject: fill(template.emailSubject), emailContent: fill(template.emailContent), smsContent: fill(template.smsContent) };
}
