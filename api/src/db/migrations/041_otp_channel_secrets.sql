-- The SMTP passwords and SMS secret keys move into otp_secrets, as the reCAPTCHA secret is kept: a channel points
-- at its secret, and each version of the channels keeps that id (never the secret), so a revert points a channel
-- back at the very encrypted secret it had. The sealed texts move as they are (still bound to their channel
-- column's name, which the code opens them with); their mask is unknown without the key, hence a bare one.

alter table otp_smtp_channels add column password_secret_id bigint;
update otp_smtp_channels set password_secret_id = nextval(pg_get_serial_sequence('otp_secrets', 'id'));
insert into otp_secrets (id, sealed, masked, create_date)
  select password_secret_id, smtp_password, '••••', create_date from otp_smtp_channels;
alter table otp_smtp_channels alter column password_secret_id set not null;
alter table otp_smtp_channels add constraint otp_smtp_channels_password_secret_fk
  foreign key (password_secret_id) references otp_secrets (id);
alter table otp_smtp_channels drop column smtp_password;

alter table otp_sms_channels add column secret_key_id bigint;
update otp_sms_channels set secret_key_id = nextval(pg_get_serial_sequence('otp_secrets', 'id'));
insert into otp_secrets (id, sealed, masked, create_date)
  select secret_key_id, secret_key, '••••', create_date from otp_sms_channels;
alter table otp_sms_channels alter column secret_key_id set not null;
alter table otp_sms_channels add constraint otp_sms_channels_secret_key_fk
  foreign key (secret_key_id) references otp_secrets (id);
alter table otp_sms_channels drop column secret_key;
