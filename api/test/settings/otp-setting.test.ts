import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertCallsChangeNothing, DEMO, type TestApi, startTestApi } from '../helpers';

/**
 * The OTP setting (`GET otp/setting`, `PATCH otp/settingEdit/{id}`): read, edit (a version per save, audited),
 * the reCAPTCHA secret write-only (stored sealed, answered masked, never in a version or the log), reverted like
 * every setting; bad input 400 and refused calls 403, each changing nothing.
 */

let api: TestApi;
let admin: string;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const GET = 'otp/setting';
const EDIT = 'otp/settingEdit/1';
const SECRET = 'recaptcha-secret-6LcXyZ-2026-abcd';
const edit = (body: Record<string, unknown>, token = admin) => api.call('PATCH', EDIT, { token, body });

const templates = (subject: string) => ({
  'en-US': { emailSubject: subject, emailContent: 'Code {code} for the platform', smsContent: 'Code {code}' },
  'zh-CN': { emailSubject: '验证码', emailContent: '您的验证码是 {code}', smsContent: '验证码 {code}' },
  'zh-TW': { emailSubject: '驗證碼', emailContent: '您的驗證碼是 {code}', smsContent: '驗證碼 {code}' },
});

describe('the OTP setting', () => {
  test('answers the setting as the migration made it, in three languages, no secret set', async () => {
    const answer = await api.call('GET', GET, { token: admin });
    assert.equal(answer.status, 200, answer.body.msg);
    const s = answer.body.data;
    assert.deepEqual(
      [s.id, s.registerEnabled, s.recaptchaSmsEnabled, s.recaptchaEmailEnable, s.recaptchaKey, s.recaptchaBackstageKey, s.updatedBy],
      [1, 1, 0, 0, '', { configured: false, masked: null }, null],
    );
    assert.deepEqual(Object.keys(s.otpMessageTemplates), ['en-US', 'zh-CN', 'zh-TW']);
    assert.match(s.otpMessageTemplates['zh-CN'].emailContent, /\{code\}/);
  });

  test('bad input is a 400 that changes nothing; another id a 404', async () => {
    const noCode = templates('Subject');
    noCode['zh-TW'].smsContent = 'no placeholder';
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['PATCH', EDIT, { registerEnabled: 2 }],
        ['PATCH', EDIT, { recaptchaSmsEnabled: -1 }],
        ['PATCH', EDIT, { recaptchaKey: 'has spaces in it' }],
        ['PATCH', EDIT, { otpMessageTemplates: noCode }],
        ['PATCH', EDIT, { otpMessageTemplates: { 'en-US': templates('x')['en-US'] } }],
        ['PATCH', EDIT, { unknownField: 1 }],
        // reCAPTCHA on without its keys.
        ['PATCH', EDIT, { recaptchaEmailEnable: 1 }],
        ['PATCH', EDIT, { recaptchaSmsEnabled: 1, recaptchaKey: 'site-key-1' }],
      ],
      () => 400,
    );
    await assertCallsChangeNothing(api, admin, [['PATCH', 'otp/settingEdit/2', { registerEnabled: 0 }]], () => 404);
  });

  test('without the permission: 403, nothing changed; each part needs its own permission', async () => {
    const viewer = await api.signIn(await api.createStaff(admin, 'otp-viewer', [298]));
    const editor = await api.signIn(await api.createStaff(admin, 'otp-editor', [298, 299]));
    const recaptcha = await api.signIn(await api.createStaff(admin, 'otp-recaptcha', [298, 300]));
    await assertCallsChangeNothing(api, viewer, [['PATCH', EDIT, { registerEnabled: 0 }]], () => 403);
    await assertCallsChangeNothing(api, editor, [['PATCH', EDIT, { recaptchaKey: 'site-key-2' }]], () => 403);
    await assertCallsChangeNothing(api, recaptcha, [['PATCH', EDIT, { otpMessageTemplates: templates('Other') }]], () => 403);
    assert.equal((await api.call('GET', GET, { token: viewer })).status, 200);
    assert.equal((await api.call('GET', 'settings/versions', { token: viewer, query: { setting: 'otp' } })).status, 200);
    const outsider = await api.signIn(await api.createStaff(admin, 'otp-outsider', [1]));
    await assertCallsChangeNothing(api, outsider, [['GET', GET, undefined]], () => 403);
    // Each permission for its own part.
    assert.equal((await edit({ registerEnabled: 0 }, editor)).status, 200);
    assert.equal((await edit({ recaptchaKey: 'site-key-by-recaptcha-admin' }, recaptcha)).status, 200);
    assert.equal((await edit({ registerEnabled: 1, recaptchaKey: '' })).status, 200);
  });

  test('a save is a version; the secret is stored sealed, answered masked, and kept out of versions and the log', async () => {
    const current = (await api.call('GET', GET, { token: admin })).body.data.otpMessageTemplates;
    const saved = await edit({
      recaptchaKey: '6LcSiteKey_demo',
      recaptchaBackstageKey: SECRET,
      recaptchaEmailEnable: 1,
      otpMessageTemplates: { ...current, 'en-US': { ...current['en-US'], emailSubject: 'Your code' } },
      reason: 'Turn on reCAPTCHA for mail codes',
    });
    assert.equal(saved.status, 200, saved.body.msg);
    const fields = saved.body.data.version.changes.map((c: { field: string }) => c.field);
    assert.deepEqual(fields, ['otpMessageTemplates.en-US.emailSubject', 'recaptchaBackstageKey', 'recaptchaEmailEnable', 'recaptchaKey']);
    assert.match(saved.body.data.values.recaptchaBackstageKey, /^#\d+ ••••abcd$/);
    assert.equal(saved.body.data.version.reason, 'Turn on reCAPTCHA for mail codes');

    const read = (await api.call('GET', GET, { token: admin })).body.data;
    assert.deepEqual(read.recaptchaBackstageKey, { configured: true, masked: '••••abcd' });
    assert.deepEqual([read.recaptchaEmailEnable, read.recaptchaKey, read.updatedBy], [1, '6LcSiteKey_demo', 'admin']);
    assert.equal(read.otpMessageTemplates['en-US'].emailSubject, 'Your code');

    // Nowhere in clear: not in the answer, the stored row, the versions, the backstage log.
    assert.ok(!JSON.stringify(saved.body).includes(SECRET));
    // The secret's own row (the channels' secrets are in the table too).
    const secretId = Number(/^#(\d+) /.exec(saved.body.data.values.recaptchaBackstageKey)?.[1]);
    const { rows } = await api.db.query<{ sealed: string }>('select sealed from otp_secrets where id = $1', [secretId]);
    assert.equal(rows.length, 1);
    assert.match(rows[0].sealed, /^v1:/);
    assert.equal(await api.count('settings_versions', 'before::text like $1 or after::text like $1', [`%${SECRET}%`]), 0);
    assert.equal(await api.count('backstage_log', 'req_log like $1 or res_log like $1', [`%${SECRET}%`]), 0);
    assert.ok((await api.count('backstage_log', "api_url like '%otp/settingEdit/1%'")) > 0);

    // Turned off, then reverted to the version with reCAPTCHA on: the same secret is in use again.
    const version = saved.body.data.version.id;
    assert.equal((await edit({ recaptchaEmailEnable: 0, recaptchaKey: '', recaptchaBackstageKey: 'another-secret-0000' })).status, 200);
    const history = await api.call('GET', 'settings/versions', { token: admin, query: { setting: 'otp' } });
    assert.equal(history.body.data.records[0].changes.length, 3);
    const reverted = await api.call('POST', 'settings/versions/revert', { token: admin, body: { id: version, reason: 'back' } });
    assert.equal(reverted.status, 200, reverted.body.msg);
    const again = (await api.call('GET', GET, { token: admin })).body.data;
    assert.deepEqual(
      [again.recaptchaEmailEnable, again.recaptchaKey, again.recaptchaBackstageKey.masked],
      [1, '6LcSiteKey_demo', '••••abcd'],
    );
    // The same values again: no new version.
    const same = await edit({ recaptchaEmailEnable: 1 });
    assert.equal(same.body.data.version, null);
  });
});
