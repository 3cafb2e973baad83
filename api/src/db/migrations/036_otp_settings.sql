-- One-time codes (api/src/modules/settings/otp): the OTP setting (versioned in settings_versions), its
-- reCAPTCHA secret, and the mail (SMTP) and SMS channels the codes go out through. Every secret is stored
-- encrypted (api/src/secrets/secret-box.ts, AES-256-GCM bound to its column) and only ever answered masked.

-- Each reCAPTCHA secret ever saved, encrypted. The setting points at one; a version keeps the id (never the
-- secret), so a revert points the setting back at the secret that version had.
create table otp_secrets (
  id           bigserial primary key,
  sealed       text not null,
  masked       text not null,
  create_date  timestamptz not null default now()
);

-- The OTP setting: sign-up by one-time code, reCAPTCHA before an SMS or mail code is sent (site key public,
-- secret write-only), and the messages per language (en-US, zh-CN, zh-TW: mail subject, mail text, SMS text,
-- each with the {code} placeholder).
create table otp_setting (
  id                      integer primary key default 1 check (id = 1),
  register_enabled        integer not null default 1 check (register_enabled in (0, 1)),
  recaptcha_sms_enabled   integer not null default 0 check (recaptcha_sms_enabled in (0, 1)),
  recaptcha_email_enable  integer not null default 0 check (recaptcha_email_enable in (0, 1)),
  recaptcha_key           text not null default '',
  recaptcha_secret_id     bigint references otp_secrets (id),
  message_templates       jsonb not null,
  create_date             timestamptz not null default now(),
  update_date             timestamptz not null default now()
);
insert into otp_setting (id, message_templates) values (1, '{
  "en-US": {"emailSubject": "Your verification code", "emailContent": "Your verification code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this message.", "smsContent": "Your verification code is {code} (valid 10 minutes)."},
  "zh-CN": {"emailSubject": "您的验证码", "emailContent": "您的验证码是 {code}，10 分钟内有效。如非本人操作，请忽略本邮件。", "smsContent": "您的验证码是 {code}，10 分钟内有效。"},
  "zh-TW": {"emailSubject": "您的驗證碼", "emailContent": "您的驗證碼是 {code}，10 分鐘內有效。如非本人操作，請忽略本郵件。", "smsContent": "您的驗證碼是 {code}，10 分鐘內有效。"}
}'::jsonb) on conflict (id) do nothing;

-- Mail channels: an SMTP server the codes are sent through (its password encrypted).
create table otp_smtp_channels (
  id                 bigserial primary key,
  channel_name       text not null,
  smtp_host          text not null,
  smtp_port          integer not null check (smtp_port between 1 and 65535),
  smtp_username      text not null,
  smtp_password      text not null,
  sender_email       text not null,
  activation         integer not null default 0 check (activation in (0, 1)),
  create_date        timestamptz not null default now(),
  update_date        timestamptz not null default now()
);

-- SMS channels: a provider's HTTP API the codes are posted to (its secret key encrypted; it signs each request).
create table otp_sms_channels (
  id                 bigserial primary key,
  channel_name       text not null,
  api_url            text not null,
  public_key         text not null,
  secret_key         text not null,
  template_id        text not null,
  app_id             text not null,
  content_type       text not null check (content_type in ('application/json', 'application/x-www-form-urlencoded')),
  activation         integer not null default 0 check (activation in (0, 1)),
  create_date        timestamptz not null default now(),
  update_date        timestamptz not null default now()
);
