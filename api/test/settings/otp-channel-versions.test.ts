import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { smsSignature } from '../../src/modules/settings/otp/send';
import { type MailSink, startMailSink } from '../../src/modules/settings/otp/sinks/mail-sink';
import { assertCallsChangeNothing, DEMO, type Json, type TestApi, startTestApi } from '../helpers';

/**
 * The SMTP and SMS channels are versioned like the other list settings (`smtp-channels`, `sms-channels`): each
 * add, edit, switch and delete is a version with its operator and reason, audited with the channel's fields before
 * and after; secrets appear only as masked references; a revert writes the channels back (a new version), each
 * pointing at the very encrypted secret it had, so a reverted channel sends with its old password.
 */

let api: TestApi;
let admin: string;
let strictSink: MailSink;

const RIGHT = 'right-password-2026';
const WRONG = 'wrong-password-2026';

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  strictSink = await startMailSink({ accepts: (user, password) => user === 'otp-user' && password === RIGHT });
});
after(async () => {
  await strictSink.close();
  await api.close();
});

const smtpBody = (extra: Record<string, unknown> = {}) => ({
  channelName: 'Strict sink',
  smtpHost: '127.0.0.1',
  smtpPort: strictSink.port,
  smtpUsername: 'otp-user',
  smtpPassword: RIGHT,
  senderEmail: 'no-reply@platform.example.com',
  ...extra,
});
const versions = async (setting: string) =>
  (await api.call('GET', 'settings/versions', { token: admin, query: { setting, pageSize: 50 } })).body.data.records as Json[];
const sendTest = async (id: number) =>
  (await api.call('POST', `otp/smtpChannelTest/${id}`, { token: admin, body: { email: 'versions@example.com' } })).body.data;
const secretOf = async (table: string, column: string, id: number) =>
  (
    await api.db.query<{ secret_id: string; sealed: string }>(
      `select c.${column}::text as secret_id, s.sealed from ${table} c join otp_secrets s on s.id = c.${column} where c.id = $1`,
      [id],
    )
  ).rows[0];

/** No secret in clear where an admin could read it: versions, the backstage log, the answers. */
async function assertNoClearSecret(secrets: string[], answers: Json[] = []) {
  for (const secret of secrets) {
    for (const answer of answers) assert.ok(!JSON.stringify(answer).includes(secret), `an answer holds ${secret}`);
    assert.equal(await api.count('settings_versions', 'before::text like $1 or after::text like $1', [`%${secret}%`]), 0);
    assert.equal(await api.count('backstage_log', 'req_log like $1 or res_log like $1', [`%${secret}%`]), 0);
  }
}

describe('SMTP channel versions', () => {
  let id: number;
  const ids: Record<string, number> = {};

  test('add, edit, switch and delete each make a version with operator, reason and a diff; audited with before and after', async () => {
    const added = await api.call('POST', 'otp/smtpChannelAdd', { token: admin, body: smtpBody({ reason: 'new provider' }) });
    assert.equal(added.status, 200, added.body.msg);
    id = added.body.data.channel.channelId;
    ids.added = added.body.data.versionId;
    assert.deepEqual(added.body.data.before, {});
    assert.match(added.body.data.after.smtpPassword, /^#\d+ ••••2026$/);
    const original = await secretOf('otp_smtp_channels', 'password_secret_id', id);

    const edited = await api.call('PUT', `otp/smtpChannelEdit/${id}`, {
      token: admin,
      body: smtpBody({ channelName: 'Strict sink (rotated)', smtpPassword: WRONG, reason: 'rotate the password' }),
    });
    assert.equal(edited.status, 200, edited.body.msg);
    ids.edited = edited.body.data.versionId;
    assert.equal(edited.body.data.before.channelName, 'Strict sink');
    assert.equal(edited.body.data.after.channelName, 'Strict sink (rotated)');
    assert.notEqual(edited.body.data.after.smtpPassword, edited.body.data.before.smtpPassword);

    // The same values again: nothing changed, no version.
    const same = await api.call('PUT', `otp/smtpChannelEdit/${id}`, {
      token: admin,
      body: smtpBody({ channelName: 'Strict sink (rotated)', smtpPassword: '' }),
    });
    assert.equal(same.status, 200, same.body.msg);
    assert.equal(same.body.data.versionId, null);

    const switched = await api.call('PATCH', `otp/smtpChannelSwitchEnabled/${id}`, { token: admin, body: { activation: 1 } });
    ids.switched = switched.body.data.versionId;
    assert.deepEqual([switched.body.data.before.activation, switched.body.data.after.activation], [0, 1]);

    const history = await versions('smtp-channels');
    const byId = new Map(history.map((v) => [v.id, v]));
    const edit = byId.get(ids.edited);
    assert.equal(edit.operator, DEMO.admin.account);
    assert.equal(edit.reason, 'rotate the password');
    assert.deepEqual(
      edit.changes.map((c: Json) => c.field),
      [`${id}.channelName`, `${id}.smtpPassword`],
    );
    assert.equal(byId.get(ids.added).reason, 'new provider');
    assert.deepEqual(
      byId.get(ids.switched).changes.map((c: Json) => [c.field, c.from, c.to]),
      [[`${id}.activation`, 0, 1]],
    );
    assert.equal(byId.get(ids.added).changes.find((c: Json) => c.field === `${id}.smtpPassword`).to, `#${original.secret_id} ••••2026`);

    // The log entry of the edit keeps the channel's before and after (the secret field masked by the log too).
    const { rows } = await api.db.query<{ res_log: string }>(
      "select res_log from backstage_log where api_url like '%otp/smtpChannelEdit%' order by id desc limit 2",
    );
    const logged = rows.map((r) => JSON.parse(r.res_log).data).find((d: Json) => d.versionId === ids.edited);
    assert.ok(logged, 'the edit is in the log');
    assert.deepEqual([logged.before.channelName, logged.after.channelName], ['Strict sink', 'Strict sink (rotated)']);
    await assertNoClearSecret([RIGHT, WRONG], [added.body, edited.body, switched.body, history]);
  });

  test('a revert brings back the old password as it was encrypted: the channel signs in again', async () => {
    const original = (await versions('smtp-channels')).find((v) => v.id === ids.added);
    const originalRef = original.after[`${id}.smtpPassword`] as string;
    assert.equal((await sendTest(id)).delivered, false, 'the wrong password is refused');

    const deleted = await api.call('DELETE', `otp/smtpChannelDelete/${id}`, { token: admin, body: { reason: 'retired' } });
    assert.equal(deleted.status, 200, deleted.body.msg);
    assert.equal(deleted.body.data.channel.channelName, 'Strict sink (rotated)');
    assert.deepEqual(deleted.body.data.after, {});
    assert.equal(await api.count('otp_smtp_channels', 'id = $1', [id]), 0);

    const reverted = await api.call('POST', 'settings/versions/revert', {
      token: admin,
      body: { id: ids.added, reason: 'back to the first' },
    });
    assert.equal(reverted.status, 200, reverted.body.msg);
    assert.equal(reverted.body.data.version.revertedFrom, ids.added);
    const back = await secretOf('otp_smtp_channels', 'password_secret_id', id);
    assert.equal(`#${back.secret_id} ••••2026`, originalRef, 'the channel points at its first secret again');
    const list = await api.call('POST', 'otp/smtpChannelList', { token: admin, body: { channelName: 'Strict sink' } });
    const channel = list.body.data.records.find((c: Json) => c.channelId === id);
    assert.deepEqual([channel.channelName, channel.activation, channel.smtpPassword.masked], ['Strict sink', 0, '••••2026']);

    const sent = await sendTest(id);
    assert.equal(sent.delivered, true, sent.detail);
    assert.equal(strictSink.received.at(-1)?.envelopeTo.includes('versions@example.com'), true);
    // A revert to values the channels already have is refused, changing nothing.
    await assertCallsChangeNothing(api, admin, [['POST', 'settings/versions/revert', { id: reverted.body.data.version.id }]], () => 409);
    await assertNoClearSecret([RIGHT, WRONG], [reverted.body, list.body]);
  });

  test('bad input is a 400 and an unknown channel or version a 404, neither making a version', async () => {
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['PUT', `otp/smtpChannelEdit/${id}`, smtpBody({ smtpHost: 'not a host!' })],
        ['PATCH', `otp/smtpChannelSwitchEnabled/${id}`, { activation: 2 }],
        ['PATCH', `otp/smtpChannelSwitchEnabled/${id}`, { activation: 1, reason: 'x'.repeat(501) }],
        ['DELETE', `otp/smtpChannelDelete/${id}`, { reason: 'x'.repeat(501) }],
        ['DELETE', `otp/smtpChannelDelete/${id}`, { why: 'unknown field' }],
        ['POST', 'otp/smtpChannelAdd', smtpBody({ reason: 42 })],
        ['POST', 'settings/versions/revert', { id: 'abc' }],
      ],
      () => 400,
    );
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['PUT', 'otp/smtpChannelEdit/999999', smtpBody()],
        ['PATCH', 'otp/smtpChannelSwitchEnabled/999999', { activation: 1 }],
        ['DELETE', 'otp/smtpChannelDelete/999999', undefined],
        ['POST', 'settings/versions/revert', { id: 99_999_999 }],
      ],
      () => 404,
    );
  });
});

describe('SMS channel versions', () => {
  test('a reverted SMS channel signs with its old secret key', async () => {
    const { sms } = (await api.call('GET', 'dev/otp/sinks', { token: admin })).body.data;
    const body = {
      channelName: 'Versioned SMS',
      apiUrl: sms.url,
      publicKey: 'public-key-v',
      secretKey: 'first-sms-secret-2026',
      templateId: 'OTP_V',
      appId: 'app-v',
      contentType: 'application/json',
    };
    const added = await api.call('POST', 'otp/smsChannelAdd', { token: admin, body });
    assert.equal(added.status, 200, added.body.msg);
    const id = added.body.data.channel.channelId;
    const first = await secretOf('otp_sms_channels', 'secret_key_id', id);
    await api.call('PUT', `otp/smsChannelEdit/${id}`, { token: admin, body: { ...body, secretKey: 'second-sms-secret-2026' } });
    assert.notEqual((await secretOf('otp_sms_channels', 'secret_key_id', id)).secret_id, first.secret_id);

    const reverted = await api.call('POST', 'settings/versions/revert', { token: admin, body: { id: added.body.data.versionId } });
    assert.equal(reverted.status, 200, reverted.body.msg);
    assert.deepEqual(await secretOf('otp_sms_channels', 'secret_key_id', id), first, 'the same encrypted secret, byte for byte');

    const mobile = '+8613800000099';
    const sent = await api.call('POST', `otp/smsChannelTest/${id}`, { token: admin, body: { mobile } });
    assert.equal(sent.body.data.delivered, true, sent.body.data.detail);
    const arrived = (await api.call('GET', 'dev/otp/sinks', { token: admin })).body.data.sms.received.find(
      (s: Json) => s.fields.to === mobile,
    );
    assert.equal(arrived.signature, smsSignature('first-sms-secret-2026', arrived.timestamp, arrived.rawBody));
    const history = await versions('sms-channels');
    assert.ok(history.length >= 3);
    await assertNoClearSecret(['first-sms-secret-2026', 'second-sms-secret-2026'], [history]);
  });
});

describe('refused without the permission', () => {
  test('a revert or change without the channel permission is a 403 that changes nothing; the view reads the history', async () => {
    // A version whose values differ from the channels' now (a revert to the current values is a 409 for anyone).
    const differing = async (setting: string) => {
      const [latest, ...older] = await versions(setting);
      return older.find((v) => JSON.stringify(v.after) !== JSON.stringify(latest.after)).id as number;
    };
    const smtpVersion = await differing('smtp-channels');
    const smsVersion = await differing('sms-channels');
    const viewer = await api.signIn(await api.createStaff(admin, 'versions-viewer', [298]));
    const smsOnly = await api.signIn(await api.createStaff(admin, 'versions-sms-editor', [298, 302]));
    const { rows } = await api.db.query<{ id: string }>('select id::text as id from otp_smtp_channels order by id limit 1');
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', 'settings/versions/revert', { id: smtpVersion }],
        ['POST', 'settings/versions/revert', { id: smsVersion }],
        ['PATCH', `otp/smtpChannelSwitchEnabled/${rows[0].id}`, { activation: 0, reason: 'not mine' }],
      ],
      () => 403,
    );
    await assertCallsChangeNothing(api, smsOnly, [['POST', 'settings/versions/revert', { id: smtpVersion }]], () => 403);
    const read = await api.call('GET', 'settings/versions', { token: viewer, query: { setting: 'smtp-channels' } });
    assert.equal(read.status, 200, read.body.msg);
    assert.ok(read.body.data.records.length > 0);
  });
});
