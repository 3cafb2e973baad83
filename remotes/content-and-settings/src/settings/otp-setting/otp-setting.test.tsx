import { session } from '@console/client';
import { fakeAreaApi } from '@console/area-kit/testing';
import type { SettingVersion } from '@console/contracts/schemas/settings-answers';
import type { ChannelTestResult, OtpSetting, SmsChannel, SmtpChannel } from '@console/contracts/schemas/settings-otp';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OtpSettingPage from './Page';

const template = (subject: string) => ({ emailSubject: subject, emailContent: 'Code {code}', smsContent: 'Code {code}' });
const SETTING: OtpSetting = {
  id: 1,
  registerEnabled: 1,
  recaptchaSmsEnabled: 0,
  recaptchaEmailEnable: 0,
  recaptchaKey: 'site-key',
  recaptchaBackstageKey: { configured: true, masked: '••••abcd' },
  otpMessageTemplates: { 'en-US': template('Your code'), 'zh-CN': template('验证码'), 'zh-TW': template('驗證碼') },
  updateDate: null,
  updatedBy: null,
};
const SMTP: SmtpChannel = {
  channelId: 3,
  channelName: 'Development mail sink',
  smtpHost: '127.0.0.1',
  smtpPort: 2525,
  smtpUsername: 'console',
  smtpPassword: { configured: true, masked: '••••2026' },
  senderEmail: 'no-reply@platform.example.com',
  activation: 1,
  createDate: '2026-11-01T00:00:00.000Z',
  updateDate: '2026-11-01T00:00:00.000Z',
};
const SMS: SmsChannel = {
  channelId: 4,
  channelName: 'Development SMS sink',
  apiUrl: 'http://127.0.0.1:2526/sms',
  publicKey: 'demo-public-key',
  secretKey: { configured: true, masked: '••••2026' },
  templateId: 'OTP_CODE',
  appId: 'console-demo',
  contentType: 'application/json',
  activation: 0,
  createDate: '2026-11-01T00:00:00.000Z',
  updateDate: '2026-11-01T00:00:00.000Z',
};
/** A version of the SMTP channels: channel 3's password replaced and the channel turned off. */
const SMTP_VERSION: SettingVersion = {
  id: 12,
  setting: 'smtp-channels',
  operator: 'admin',
  reason: 'rotate the password',
  before: { '3.smtpPassword': '#7 ••••2026', '3.activation': 1 },
  after: { '3.smtpPassword': '#9 ••••2027', '3.activation': 0 },
  changes: [
    { field: '3.activation', from: 1, to: 0 },
    { field: '3.smtpPassword', from: '#7 ••••2026', to: '#9 ••••2027' },
  ],
  revertedFrom: null,
  createDate: '2026-11-02T00:00:00.000Z',
};

const DELIVERED: ChannelTestResult = {
  delivered: true,
  recipient: 'qa@example.com',
  detail: '250 OK: message queued',
  otpRecordId: 77,
  durationMs: 12,
};

function setup(permissions: string[], route: string) {
  signInWith(permissions);
  const api = fakeAreaApi({
    'GET otp/setting': () => SETTING,
    'PATCH otp/settingEdit/1': () => ({ values: {}, version: { id: 9 } }),
    'GET settings/versions': ({ query }) => pageOf((query as { setting?: string }).setting === 'smtp-channels' ? [SMTP_VERSION] : []),
    'POST settings/versions/revert': () => ({ values: {}, version: { ...SMTP_VERSION, id: 13, revertedFrom: 12 } }),
    'POST otp/smtpChannelList': () => pageOf([SMTP]),
    'POST otp/smtpChannelAdd': ({ body }) => ({
      channel: { ...SMTP, ...(body as object), channelId: 5, smtpPassword: { configured: true, masked: '••••' } },
      versionId: 14,
      before: {},
      after: {},
    }),
    'DELETE otp/smtpChannelDelete/3': () => ({ channel: SMTP, versionId: 15, before: {}, after: {} }),
    'POST otp/smtpChannelTest/3': () => DELIVERED,
    'POST otp/smsChannelList': () => pageOf([SMS]),
    'PATCH otp/smsChannelSwitchEnabled/4': () => ({ channel: { ...SMS, activation: 1 }, versionId: 16, before: {}, after: {} }),
  });
  renderWithUi(<OtpSettingPage />, { route, path: '/settings/otp-setting/:tabName', toaster: true });
  return api;
}

afterEach(() => session.signOut());

const openRowAction = async (table: HTMLElement, name: string) => {
  await userEvent.click(within(table).getByRole('button', { name: 'Row actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
};

describe('OTP setting', () => {
  it('shows the stored secret masked and sends only what changed, a new secret included', async () => {
    const api = setup(['otpSettings.view', 'otpSettings.edit', 'otpSettings.recaptcha'], '/settings/otp-setting/setting');
    const form = await screen.findByRole('form', { name: 'OTP setting' });
    expect(await within(form).findByText(/Stored \(••••abcd\)/)).toBeInTheDocument();
    const secret = within(form).getByLabelText(/^reCAPTCHA secret/);
    expect(secret).toHaveValue('');
    await userEvent.type(secret, 'new-secret-value');
    const subject = within(form).getByLabelText(/^Mail subject \(en-US\)/);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Verify your account');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH otp/settingEdit/1')).toHaveLength(1));
    const body = api.callsTo('PATCH otp/settingEdit/1')[0].body as Record<string, unknown>;
    expect(body.recaptchaBackstageKey).toBe('new-secret-value');
    expect((body.otpMessageTemplates as OtpSetting['otpMessageTemplates'])['en-US'].emailSubject).toBe('Verify your account');
    expect(body).not.toHaveProperty('registerEnabled');
  });

  it('refuses a message without the code placeholder', async () => {
    const api = setup(['otpSettings.view', 'otpSettings.edit'], '/settings/otp-setting/setting');
    const form = await screen.findByRole('form', { name: 'OTP setting' });
    const sms = await within(form).findByLabelText(/^SMS text \(zh-CN\)/);
    await userEvent.clear(sms);
    await userEvent.type(sms, 'no placeholder');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the text, with {code} where the code goes')).toBeInTheDocument();
    expect(api.callsTo('PATCH otp/settingEdit/1')).toHaveLength(0);
  });
});

describe('SMTP channels', () => {
  it('lists the channels with the password masked, and adds one after validating the port', async () => {
    const api = setup(['otpSettings.view', 'smtpChannels.edit'], '/settings/otp-setting/smtp');
    const table = await screen.findByRole('table', { name: 'SMTP channels' });
    expect(await within(table).findByText('Development mail sink')).toBeInTheDocument();
    expect(within(table).getByText('127.0.0.1:2525')).toBeInTheDocument();
    expect(within(table).getByText('••••2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add SMTP channel' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add an SMTP channel' });
    await userEvent.type(within(drawer).getByLabelText(/^Channel name/), 'Provider');
    await userEvent.type(within(drawer).getByLabelText(/^SMTP host/), 'smtp.example.com');
    const port = within(drawer).getByLabelText(/^Port/);
    await userEvent.clear(port);
    await userEvent.type(port, '70000');
    await userEvent.type(within(drawer).getByLabelText(/^User name/), 'otp');
    await userEvent.type(within(drawer).getByLabelText(/^Password/), 'secret-password');
    await userEvent.type(within(drawer).getByLabelText(/^Sender address/), 'otp@example.com');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter a value of at most 65535.')).toBeInTheDocument();
    expect(api.callsTo('POST otp/smtpChannelAdd')).toHaveLength(0);
    await userEvent.clear(port);
    await userEvent.type(port, '587');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST otp/smtpChannelAdd')).toHaveLength(1));
    expect(api.callsTo('POST otp/smtpChannelAdd')[0].body).toEqual({
      channelName: 'Provider',
      smtpHost: 'smtp.example.com',
      smtpPort: 587,
      smtpUsername: 'otp',
      smtpPassword: 'secret-password',
      senderEmail: 'otp@example.com',
      activation: 0,
    });
  });

  it('deletes only after a confirmation naming the channel', async () => {
    const api = setup(['otpSettings.view', 'smtpChannels.edit'], '/settings/otp-setting/smtp');
    const table = await screen.findByRole('table', { name: 'SMTP channels' });
    await within(table).findByText('Development mail sink');
    await openRowAction(table, 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete channel “Development mail sink”?' });
    expect(api.callsTo('DELETE otp/smtpChannelDelete/3')).toHaveLength(0);
    await userEvent.type(within(confirm).getByLabelText(/^Reason/), 'retired');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE otp/smtpChannelDelete/3')).toHaveLength(1));
    expect(api.callsTo('DELETE otp/smtpChannelDelete/3')[0].body).toEqual({ reason: 'retired' });
  });

  it('shows the channels’ history with each change’s diff, the secret only masked, and reverts in a click', async () => {
    const api = setup(['otpSettings.view', 'smtpChannels.edit'], '/settings/otp-setting/smtp');
    await screen.findByRole('table', { name: 'SMTP channels' });
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const diff = await screen.findByRole('table', { name: /version #12/i });
    const rows = within(diff).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('#3 · Status');
    expect(rows[1]).toHaveTextContent('OnOff');
    expect(rows[2]).toHaveTextContent('#3 · Password');
    expect(rows[2]).toHaveTextContent('••••2026 (stored secret #7)••••2027 (stored secret #9)');
    expect(screen.getByText('rotate the password')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revert to this version' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(api.callsTo('POST settings/versions/revert')).toHaveLength(1));
    expect(api.callsTo('POST settings/versions/revert')[0].body).toEqual({ id: 12 });
  });

  it('sends a test and shows what happened', async () => {
    const api = setup(['otpSettings.view', 'smtpChannels.edit'], '/settings/otp-setting/smtp');
    const table = await screen.findByRole('table', { name: 'SMTP channels' });
    await within(table).findByText('Development mail sink');
    await openRowAction(table, 'Send test');
    const dialog = await screen.findByRole('dialog', { name: 'Send a test through “Development mail sink”' });
    await userEvent.type(within(dialog).getByLabelText(/^Send to/), 'qa@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(api.callsTo('POST otp/smtpChannelTest/3')).toHaveLength(1));
    expect(api.callsTo('POST otp/smtpChannelTest/3')[0].body).toEqual({ email: 'qa@example.com', language: 'en-US' });
    const result = await screen.findByRole('dialog', { name: 'Test of “Development mail sink”' });
    expect(within(result).getByText('Delivered')).toBeInTheDocument();
    expect(within(result).getByText('250 OK: message queued')).toBeInTheDocument();
    expect(within(result).getByText('#77 written (Users → OTP records)')).toBeInTheDocument();
  });
});

describe('SMS channels', () => {
  it('switches a channel on', async () => {
    const api = setup(['otpSettings.view', 'smsChannels.edit'], '/settings/otp-setting/sms');
    const table = await screen.findByRole('table', { name: 'SMS channels' });
    expect(await within(table).findByText('http://127.0.0.1:2526/sms')).toBeInTheDocument();
    await openRowAction(table, 'Turn on');
    await waitFor(() => expect(api.callsTo('PATCH otp/smsChannelSwitchEnabled/4')).toHaveLength(1));
    expect(api.callsTo('PATCH otp/smsChannelSwitchEnabled/4')[0].body).toEqual({ activation: 1 });
  });

  it('offers a viewer no change', async () => {
    setup(['otpSettings.view'], '/settings/otp-setting/sms');
    const table = await screen.findByRole('table', { name: 'SMS channels' });
    await within(table).findByText('Development SMS sink');
    expect(screen.queryByRole('button', { name: 'Add SMS channel' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
  });
});
