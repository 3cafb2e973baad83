import assert from 'node:assert/strict';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { smsSignature } from '../../src/modules/settings/otp/send';
import { type MailSink, startMailSink } from '../../src/modules/settings/otp/sinks/mail-sink';
import { assertCallsChangeNothing, DEMO, type Json, type TestApi, startTestApi } from '../helpers';

/**
 * The SMTP and SMS channels (`otp/smtpChannel*`, `otp/smsChannel*`): list, add, edit, switch, delete; passwords and
 * secret keys write-only (sealed in the database, masked in answers, redacted in the log); bad input 400 and
 * refused calls 403 changing nothing. A test send is real: a mail over SMTP on loopback into the server's mail sink
 * (and into a sink that checks the password), an SMS posted to the HTTP sink, each written as an OTP record.
 */

let api: TestApi;
let admin: string;
let strictSink: MailSink;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  strictSink = await startMailSink({ accepts: (user, password) => user === 'otp-user' && password === 'right-password-2026' });
});
after(async () => {
  await strictSink.close();
  await api.close();
});

const PASSWORD = 'smtp-password-never-shown-1234';
const SMS_SECRET = 'sms-secret-key-never-shown-5678';
const sinks = async () => (await api.call('GET', 'dev/otp/sinks', { token: admin })).body.data;

const smtpBody = (port: number, extra: Record<string, unknown> = {}) => ({
  channelName: 'Loopback sink',
  smtpHost: '127.0.0.1',
  smtpPort: port,
  smtpUsername: 'console',
  smtpPassword: PASSWORD,
  senderEmail: 'no-reply@platform.example.com',
  ...extra,
});
const smsBody = (url: string, extra: Record<string, unknown> = {}) => ({
  channelName: 'Loopback SMS',
  apiUrl: url,
  publicKey: 'public-key-1',
  secretKey: SMS_SECRET,
  templateId: 'OTP_1',
  appId: 'app-1',
  contentType: 'application/json',
  ...extra,
});

/** No secret in clear anywhere an admin could read it: the answers given, the stored rows, the backstage log. */
async function assertSecretsHidden(answers: Json[]) {
  for (const secret of [PASSWORD, SMS_SECRET]) {
    for (const answer of answers) assert.ok(!JSON.stringify(answer).includes(secret), `an answer holds ${secret}`);
    assert.equal(await api.count('otp_secrets', 'sealed like $1 or masked like $1', [`%${secret}%`]), 0);
    assert.equal(await api.count('settings_versions', 'before::text like $1 or after::text like $1', [`%${secret}%`]), 0);
    assert.equal(await api.count('backstage_log', 'req_log like $1 or res_log like $1', [`%${secret}%`]), 0);
  }
}

describe('SMTP channels', () => {
  test('the demo data has channels pointing at the sinks, passwords masked', async () => {
    const list = await api.call('POST', 'otp/smtpChannelList', { token: admin, body: {} });
    assert.equal(list.status, 200, list.body.msg);
    const names = list.body.data.records.map((c: Json) => c.channelName);
    assert.ok(names.includes('Development mail sink'));
    for (const c of list.body.data.records) assert.deepEqual(Object.keys(c.smtpPassword), ['configured', 'masked']);
    const on = await api.call('POST', 'otp/smtpChannelList', { token: admin, body: { activation: 1 } });
    assert.ok(on.body.data.records.every((c: Json) => c.activation === 1));
  });

  test('add, edit, switch and delete; the password write-only', async () => {
    const { mail } = await sinks();
    const added = await api.call('POST', 'otp/smtpChannelAdd', { token: admin, body: smtpBody(mail.port) });
    assert.equal(added.status, 200, added.body.msg);
    const id = added.body.data.channel.channelId;
    assert.deepEqual(added.body.data.channel.smtpPassword, { configured: true, masked: '••••1234' });
    assert.equal(added.body.data.channel.activation, 0);

    // Edited without a password: the stored one stays; with one: replaced.
    const edited = await api.call('PUT', `otp/smtpChannelEdit/${id}`, {
      token: admin,
      body: { ...smtpBody(mail.port, { channelName: 'Loopback sink 2' }), smtpPassword: '' },
    });
    assert.equal(edited.status, 200, edited.body.msg);
    assert.deepEqual([edited.body.data.channel.channelName, edited.body.data.channel.smtpPassword.masked], ['Loopback sink 2', '••••1234']);
    const switched = await api.call('PATCH', `otp/smtpChannelSwitchEnabled/${id}`, { token: admin, body: { activation: 1 } });
    assert.equal(switched.body.data.channel.activation, 1);
    const list = await api.call('POST', 'otp/smtpChannelList', { token: admin, body: { channelName: 'Loopback sink 2' } });
    assert.deepEqual(
      list.body.data.records.map((c: Json) => c.channelId),
      [id],
    );
    await assertSecretsHidden([added.body, edited.body, switched.body, list.body]);
    assert.ok((await api.count('backstage_log', "api_url like '%otp/smtpChannelAdd%'")) > 0);

    const deleted = await api.call('DELETE', `otp/smtpChannelDelete/${id}`, { token: admin });
    assert.equal(deleted.status, 200, deleted.body.msg);
    assert.equal(await api.count('otp_smtp_channels', 'id = $1', [id]), 0);
    assert.equal((await api.call('DELETE', `otp/smtpChannelDelete/${id}`, { token: admin })).status, 404);
  });

  test('bad input is a 400 that changes nothing', async () => {
    const { rows } = await api.db.query<{ id: string }>('select id::text as id from otp_smtp_channels order by id limit 1');
    const id = rows[0].id;
    const { smtpPassword: _p, ...noPassword } = smtpBody(2525);
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', 'otp/smtpChannelAdd', {}],
        ['POST', 'otp/smtpChannelAdd', noPassword],
        ['POST', 'otp/smtpChannelAdd', smtpBody(0)],
        ['POST', 'otp/smtpChannelAdd', smtpBody(65536)],
        ['POST', 'otp/smtpChannelAdd', smtpBody(25, { smtpHost: 'not a host!' })],
        ['POST', 'otp/smtpChannelAdd', smtpBody(25, { senderEmail: 'nobody' })],
        ['POST', 'otp/smtpChannelAdd', smtpBody(25, { channelName: '  ' })],
        ['PUT', `otp/smtpChannelEdit/${id}`, smtpBody(25, { smtpUsername: '' })],
        ['PATCH', `otp/smtpChannelSwitchEnabled/${id}`, { activation: 3 }],
        ['POST', `otp/smtpChannelTest/${id}`, { email: 'not-an-address' }],
        ['POST', `otp/smtpChannelTest/${id}`, { email: 'a@example.com', language: 'fr-FR' }],
        ['POST', 'otp/smtpChannelList', { activation: 5 }],
      ],
      () => 400,
    );
    await assertCallsChangeNothing(api, admin, [['POST', 'otp/smtpChannelTest/999999', { email: 'a@example.com' }]], () => 404);
  });

  test('a test mail arrives in the sink over SMTP, and the OTP records list shows it', async () => {
    const { mail } = await sinks();
    const added = await api.call('POST', 'otp/smtpChannelAdd', { token: admin, body: smtpBody(mail.port, { channelName: 'Sink test' }) });
    const id = added.body.data.channel.channelId;
    const sent = await api.call('POST', `otp/smtpChannelTest/${id}`, {
      token: admin,
      body: { email: 'tester@example.com', language: 'zh-CN' },
    });
    assert.equal(sent.status, 200, sent.body.msg);
    const result = sent.body.data;
    assert.equal(result.delivered, true, result.detail);
    assert.match(result.detail, /^250/);

    const arrived = (await sinks()).mail.received.find((m: Json) => m.envelopeTo.includes('tester@example.com'));
    assert.ok(arrived, 'the mail is in the sink');
    assert.equal(arrived.subject, '您的验证码');
    assert.equal(arrived.username, 'console');
    assert.match(arrived.from, /Sink test/);
    const code = /(\d{6})/.exec(arrived.text)?.[1];
    assert.ok(code, arrived.text);

    const records = await api.call('POST', 'otp/recordList', { token: admin, body: { email: 'tester@example.com' } });
    assert.equal(records.status, 200, records.body.msg);
    assert.deepEqual(
      records.body.data.records.map((r: Json) => [r.optId, r.code]),
      [[result.otpRecordId, code]],
    );
    await assertSecretsHidden([sent.body]);
  });

  test('the stored password is what signs in: a wrong one is refused by the server, and nothing is recorded', async () => {
    const body = smtpBody(strictSink.port, { channelName: 'Strict', smtpUsername: 'otp-user', smtpPassword: 'right-password-2026' });
    const id = (await api.call('POST', 'otp/smtpChannelAdd', { token: admin, body })).body.data.channel.channelId;
    const ok = await api.call('POST', `otp/smtpChannelTest/${id}`, { token: admin, body: { email: 'strict@example.com' } });
    assert.equal(ok.body.data.delivered, true, ok.body.data.detail);
    assert.equal(strictSink.received.length, 1);
    assert.equal(strictSink.received[0].subject, 'Your verification code');

    await api.call('PUT', `otp/smtpChannelEdit/${id}`, { token: admin, body: { ...body, smtpPassword: 'wrong-password-2026' } });
    const before = await api.count('otp_records');
    const refused = await api.call('POST', `otp/smtpChannelTest/${id}`, { token: admin, body: { email: 'strict@example.com' } });
    assert.equal(refused.status, 200, refused.body.msg);
    assert.equal(refused.body.data.delivered, false);
    assert.match(refused.body.data.detail, /Invalid user name or password/);
    assert.equal(refused.body.data.otpRecordId, null);
    assert.equal(await api.count('otp_records'), before);
    assert.equal(strictSink.received.length, 1);
  });
});

describe('SMS channels', () => {
  test('add, edit, switch, delete, and bad input 400 changing nothing', async () => {
    const { sms } = await sinks();
    const added = await api.call('POST', 'otp/smsChannelAdd', { token: admin, body: smsBody(sms.url, { activation: 1 }) });
    assert.equal(added.status, 200, added.body.msg);
    const id = added.body.data.channel.channelId;
    assert.deepEqual([added.body.data.channel.activation, added.body.data.channel.secretKey.masked], [1, '••••5678']);
    const edited = await api.call('PUT', `otp/smsChannelEdit/${id}`, {
      token: admin,
      body: smsBody(sms.url, { contentType: 'application/x-www-form-urlencoded', secretKey: undefined }),
    });
    assert.equal(edited.status, 200, edited.body.msg);
    assert.deepEqual(
      [edited.body.data.channel.contentType, edited.body.data.channel.secretKey.masked],
      ['application/x-www-form-urlencoded', '••••5678'],
    );
    assert.equal(
      (await api.call('PATCH', `otp/smsChannelSwitchEnabled/${id}`, { token: admin, body: { activation: 0 } })).body.data.channel
        .activation,
      0,
    );
    const list = await api.call('POST', 'otp/smsChannelList', { token: admin, body: {} });
    await assertSecretsHidden([added.body, edited.body, list.body]);

    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', 'otp/smsChannelAdd', smsBody('ftp://example.com/sms')],
        ['POST', 'otp/smsChannelAdd', smsBody(sms.url, { contentType: 'text/plain' })],
        ['POST', 'otp/smsChannelAdd', smsBody(sms.url, { secretKey: '' })],
        ['POST', 'otp/smsChannelAdd', smsBody(sms.url, { appId: '' })],
        ['PUT', `otp/smsChannelEdit/${id}`, smsBody('not a url')],
        ['POST', `otp/smsChannelTest/${id}`, { mobile: 'call me' }],
      ],
      () => 400,
    );
    assert.equal((await api.call('DELETE', `otp/smsChannelDelete/${id}`, { token: admin })).status, 200);
    assert.equal(await api.count('otp_sms_channels', 'id = $1', [id]), 0);
  });

  test('a test SMS is posted to the HTTP sink, signed with the secret key, and recorded', async () => {
    const { sms } = await sinks();
    for (const contentType of ['application/json', 'application/x-www-form-urlencoded']) {
      const id = (await api.call('POST', 'otp/smsChannelAdd', { token: admin, body: smsBody(sms.url, { contentType }) })).body.data.channel
        .channelId;
      const mobile = contentType === 'application/json' ? '+8613800000001' : '+8613800000002';
      const sent = await api.call('POST', `otp/smsChannelTest/${id}`, { token: admin, body: { mobile, language: 'zh-TW' } });
      assert.equal(sent.status, 200, sent.body.msg);
      assert.equal(sent.body.data.delivered, true, sent.body.data.detail);
      const arrived = (await sinks()).sms.received.find((s: Json) => s.fields.to === mobile);
      assert.ok(arrived, 'the SMS is in the sink');
      assert.equal(arrived.contentType, contentType);
      assert.deepEqual([arrived.fields.appId, arrived.fields.templateId, arrived.fields.publicKey], ['app-1', 'OTP_1', 'public-key-1']);
      assert.match(arrived.fields.content, /^您的驗證碼是 \d{6}，10 分鐘內有效。$/);
      assert.equal(arrived.signature, smsSignature(SMS_SECRET, arrived.timestamp, arrived.rawBody));
      const code = /(\d{6})/.exec(arrived.fields.content)?.[1];
      const records = await api.call('POST', 'otp/recordList', { token: admin, body: { mobile } });
      assert.deepEqual(
        records.body.data.records.map((r: Json) => [r.optId, r.code, r.mobileNumber]),
        [[sent.body.data.otpRecordId, code, mobile]],
      );
    }
  });

  test('a channel whose server is down: not delivered, said why, nothing recorded', async () => {
    // A port nothing listens on: taken from the system, then given back.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const body = smsBody(`http://127.0.0.1:${port}/sms`);
    const id = (await api.call('POST', 'otp/smsChannelAdd', { token: admin, body })).body.data.channel.channelId;
    const before = await api.count('otp_records');
    const sent = await api.call('POST', `otp/smsChannelTest/${id}`, { token: admin, body: { mobile: '+15550000000' } });
    assert.equal(sent.status, 200, sent.body.msg);
    assert.deepEqual([sent.body.data.delivered, sent.body.data.otpRecordId], [false, null]);
    assert.match(sent.body.data.detail, /ECONNREFUSED/);
    assert.equal(await api.count('otp_records'), before);
  });
});

describe('refused without the permission', () => {
  test('403 for every change and test send, nothing changed; the view reads', async () => {
    const viewer = await api.signIn(await api.createStaff(admin, 'channel-viewer', [298]));
    const smsOnly = await api.signIn(await api.createStaff(admin, 'sms-editor', [298, 302]));
    const { rows: smtp } = await api.db.query<{ id: string }>('select id::text as id from otp_smtp_channels order by id limit 1');
    const { rows: sms } = await api.db.query<{ id: string }>('select id::text as id from otp_sms_channels order by id limit 1');
    const smtpCalls: [string, string, unknown][] = [
      ['POST', 'otp/smtpChannelAdd', smtpBody(2525)],
      ['PUT', `otp/smtpChannelEdit/${smtp[0].id}`, smtpBody(2525)],
      ['PATCH', `otp/smtpChannelSwitchEnabled/${smtp[0].id}`, { activation: 0 }],
      ['DELETE', `otp/smtpChannelDelete/${smtp[0].id}`, undefined],
      ['POST', `otp/smtpChannelTest/${smtp[0].id}`, { email: 'a@example.com' }],
    ];
    const smsCalls: [string, string, unknown][] = [
      ['POST', 'otp/smsChannelAdd', smsBody('http://127.0.0.1:9/sms')],
      ['PUT', `otp/smsChannelEdit/${sms[0].id}`, smsBody('http://127.0.0.1:9/sms')],
      ['PATCH', `otp/smsChannelSwitchEnabled/${sms[0].id}`, { activation: 0 }],
      ['DELETE', `otp/smsChannelDelete/${sms[0].id}`, undefined],
      ['POST', `otp/smsChannelTest/${sms[0].id}`, { mobile: '+15550000001' }],
    ];
    await assertCallsChangeNothing(api, viewer, [...smtpCalls, ...smsCalls], () => 403);
    await assertCallsChangeNothing(api, smsOnly, smtpCalls, () => 403);
    assert.equal((await api.call('POST', 'otp/smtpChannelList', { token: viewer, body: {} })).status, 200);
    assert.equal((await api.call('POST', 'otp/smsChannelList', { token: viewer, body: {} })).status, 200);
    const outsider = await api.signIn(await api.createStaff(admin, 'channel-outsider', [1]));
    await assertCallsChangeNothing(
      api,
      outsider,
      [
        ['POST', 'otp/smtpChannelList', {}],
        ['GET', 'dev/otp/sinks', undefined],
      ],
      () => 403,
    );
  });
});
