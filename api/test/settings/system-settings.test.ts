import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertCallsChangeNothing, DEMO, type Json, type TestApi, startTestApi, tempFolder } from '../helpers';

/**
 * The system settings (`GET system/setting/{type}`, `PATCH system/setting/edit/{id}`) and the versions every
 * settings screen keeps (`GET settings/versions`, `POST settings/versions/revert`): defaults, saves by section
 * with each field's own permission, reasons where required, bad input 400 and no permission 403 changing
 * nothing, the audit with before and after; and the effect on the console: the backstage logos, favicon and
 * name answered by the public `application/logo`, the logo itself served.
 */

process.env.FILES_DIR = tempFolder('console-settings-files-');

let api: TestApi;
let admin: string;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const EDIT = (section: string) => `system/setting/edit/${section}`;
const edit = (section: string, body: unknown, token = admin) => api.call('PATCH', EDIT(section), { token, body });
const SECTIONS = ['system-info', 'system-maintenance', 'sign-up', 'demo-fund', 'platform-report'];

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function uploadImage(token = admin): Promise<Json> {
  const boundary = `----settings-${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/fileStorage/uploadImg',
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.json();
}

describe('system settings', () => {
  test('each section answers its fields, the defaults before any save', async () => {
    const answers = Object.fromEntries(
      await Promise.all(SECTIONS.map(async (s) => [s, (await api.call('GET', `system/setting/${s}`, { token: admin })).body.data])),
    );
    assert.equal(answers['system-info'].systemName, 'Back-office Console');
    assert.deepEqual(answers['system-info'].iosDownloadUrl, []);
    assert.equal(answers['system-info'].backstageLogoSquare, null);
    assert.deepEqual(answers['system-maintenance'], {
      maintenanceActivation: 0,
      maintenanceAnnouncement: '',
      updateDate: null,
      updatedBy: null,
    });
    assert.deepEqual([answers['sign-up'].emailSignupActivation, answers['sign-up'].smsSignupActivation], [1, 1]);
    assert.deepEqual([answers['demo-fund'].demoFundCoinCode, answers['demo-fund'].demoFundRenewAmount], ['USDT', '10000']);
    assert.equal(answers['platform-report'].reportTimeZone, 'UTC');
  });

  test('bad input is a 400 that changes nothing', async () => {
    const uploaded = await uploadImage();
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['PATCH', EDIT('system-info'), {}],
        ['PATCH', EDIT('system-info'), { reason: 'only a reason' }],
        ['PATCH', EDIT('system-info'), { systemName: '' }],
        ['PATCH', EDIT('system-info'), { systemName: 'x'.repeat(61) }],
        ['PATCH', EDIT('system-info'), { downloadButtonActivation: 2 }],
        ['PATCH', EDIT('system-info'), { iosDownloadUrl: ['javascript:alert(1)'] }],
        ['PATCH', EDIT('system-info'), { iosDownloadUrl: 'https://apps.example.com' }],
        ['PATCH', EDIT('system-info'), { backstageLogoSquare: 'https://evil.example.com/logo.png' }],
        // An address of the right shape that no upload made.
        ['PATCH', EDIT('system-info'), { backstageLogoSquare: '/api/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png' }],
        // A field of another section, beside a good one: neither is saved.
        ['PATCH', EDIT('system-info'), { systemName: 'Ops', maintenanceActivation: 1 }],
        ['PATCH', EDIT('system-info'), { systemName: 'Ops', unknown: 1 }],
        ['PATCH', EDIT('no-such-section'), { systemName: 'Ops' }],
        ['PATCH', EDIT('system-maintenance'), { maintenanceActivation: 1, maintenanceAnnouncement: 'Upgrade' }],
        ['PATCH', EDIT('system-maintenance'), { maintenanceActivation: 1, reason: 'Upgrade' }],
        ['PATCH', EDIT('sign-up'), { smsSignupActivation: 0 }],
        ['PATCH', EDIT('sign-up'), { smsSignupActivation: '1x', reason: 'why' }],
        ['PATCH', EDIT('demo-fund'), { demoFundCoinCode: 'NOPE' }],
        ['PATCH', EDIT('demo-fund'), { demoFundRenewAmount: '0' }],
        ['PATCH', EDIT('demo-fund'), { demoFundRenewAmount: '-5' }],
        ['PATCH', EDIT('demo-fund'), { demoFundRenewAmount: 'abc' }],
        ['PATCH', EDIT('platform-report'), { reportTimeZone: 'Mars/Olympus' }],
        ['PATCH', EDIT('platform-report'), { reportActivation: 3 }],
        ['GET', 'settings/versions?setting=nothing', undefined],
        ['POST', 'settings/versions/revert', { id: 'x' }],
      ],
      () => 400,
    );
    // The upload itself is a stored image (left as it was by the refused saves).
    assert.match(uploaded.data, /^\/api\/files\//);
  });

  test('without the permission of a field: 403, nothing changed', async () => {
    const namer = await api.signIn(await api.createStaff(admin, 'settings-namer', [304]));
    await assertCallsChangeNothing(
      api,
      namer,
      [
        ['PATCH', EDIT('system-info'), { contactInfo: 'ops@example.com' }],
        // One field allowed, one not: refused whole.
        ['PATCH', EDIT('system-info'), { systemName: 'Ops', downloadButtonActivation: 1 }],
        ['PATCH', EDIT('system-maintenance'), { maintenanceActivation: 1, maintenanceAnnouncement: 'Upgrade', reason: 'Upgrade' }],
        ['PATCH', EDIT('sign-up'), { smsSignupActivation: 0, reason: 'SMS gateway down' }],
        ['PATCH', EDIT('demo-fund'), { demoFundActivation: 1 }],
        ['PATCH', EDIT('platform-report'), { reportTimeZone: 'Asia/Shanghai' }],
        ['GET', 'settings/versions?setting=two-factor', undefined],
      ],
      () => 403,
    );
    const outsider = await api.signIn(await api.createStaff(admin, 'settings-outsider', [1]));
    await assertCallsChangeNothing(
      api,
      outsider,
      [
        ...SECTIONS.map((s): [string, string, unknown] => ['GET', `system/setting/${s}`, undefined]),
        ['GET', 'settings/versions?setting=system-info', undefined],
        ['PATCH', EDIT('system-info'), { systemName: 'Ops' }],
      ],
      () => 403,
    );
  });

  test('a save is a version: operator, reason, before and after, audited; unchanged values make none', async () => {
    const namer = await api.signIn(await api.createStaff(admin, 'settings-namer-2', [304]));
    const saved = await edit('system-info', { systemName: 'Ops Console' }, namer);
    assert.equal(saved.status, 200, saved.body.msg);
    assert.equal(saved.body.data.values.systemName, 'Ops Console');
    const { version } = saved.body.data;
    assert.deepEqual(version.changes, [{ field: 'systemName', from: 'Back-office Console', to: 'Ops Console' }]);
    assert.deepEqual([version.operator, version.reason, version.setting], ['settings-namer-2', null, 'system-info']);
    const info = (await api.call('GET', 'system/setting/system-info', { token: admin })).body.data;
    assert.deepEqual([info.systemName, info.updatedBy, info.updateDate], ['Ops Console', 'settings-namer-2', version.createDate]);
    const { rows } = await api.db.query<{ req_log: string; res_log: string }>(
      "select req_log, res_log from backstage_log where api_url = '/api/system/setting/edit/system-info' order by id desc limit 1",
    );
    assert.match(rows[0].res_log, /"changes":\[\{"field":"systemName","from":"Back-office Console","to":"Ops Console"\}\]/);

    const same = await edit('system-info', { systemName: 'Ops Console' }, namer);
    assert.equal(same.status, 200);
    assert.equal(same.body.data.version, null);

    const maintenance = await edit('system-maintenance', {
      maintenanceActivation: 1,
      maintenanceAnnouncement: 'Upgrade from 02:00 to 03:00 UTC',
      reason: 'Database upgrade',
    });
    assert.equal(maintenance.status, 200, maintenance.body.msg);
    assert.equal(maintenance.body.data.version.reason, 'Database upgrade');
    const signUp = await edit('sign-up', { smsSignupActivation: 0, reason: 'SMS gateway down' });
    assert.deepEqual([signUp.status, signUp.body.data.values.smsSignupActivation], [200, 0]);
    const fund = await edit('demo-fund', { demoFundActivation: 1, demoFundRenewAmount: '5000.50', demoFundCoinCode: 'USDT' });
    assert.deepEqual(fund.body.data.values, { demoFundActivation: 1, demoFundRenewAmount: '5000.50', demoFundCoinCode: 'USDT' });
    const report = await edit('platform-report', { reportTimeZone: 'Asia/Shanghai' });
    assert.equal(report.body.data.values.reportTimeZone, 'Asia/Shanghai');
    const links = await edit('system-info', {
      downloadButtonActivation: 1,
      iosDownloadUrl: ['https://apps.example.com/ios'],
      androidDownloadUrl: ['https://apps.example.com/android', 'https://mirror.example.com/app.apk'],
    });
    assert.equal(links.status, 200, links.body.msg);
    assert.deepEqual((await api.call('GET', 'system/setting/system-info', { token: admin })).body.data.androidDownloadUrl, [
      'https://apps.example.com/android',
      'https://mirror.example.com/app.apk',
    ]);
  });

  test('history and revert: a click returns to a version, itself a new version; the reason rule applies', async () => {
    const first = await edit('system-maintenance', { maintenanceAnnouncement: 'Second window', reason: 'Moved' });
    assert.equal(first.status, 200, first.body.msg);
    const history = await api.call('GET', 'settings/versions', { token: admin, query: { setting: 'system-maintenance' } });
    assert.equal(history.status, 200, history.body.msg);
    const [latest, earlier] = history.body.data.records;
    assert.equal(history.body.data.total, 2);
    assert.deepEqual(latest.changes, [{ field: 'maintenanceAnnouncement', from: 'Upgrade from 02:00 to 03:00 UTC', to: 'Second window' }]);

    // Maintenance needs a reason, a revert of it too.
    assert.equal((await api.call('POST', 'settings/versions/revert', { token: admin, body: { id: earlier.id } })).status, 400);
    const reverted = await api.call('POST', 'settings/versions/revert', {
      token: admin,
      body: { id: earlier.id, reason: 'Back to the first' },
    });
    assert.equal(reverted.status, 200, reverted.body.msg);
    assert.equal(reverted.body.data.version.revertedFrom, earlier.id);
    assert.equal(reverted.body.data.values.maintenanceAnnouncement, 'Upgrade from 02:00 to 03:00 UTC');
    // Reverting to the state before maintenance was switched on is a version of its own.
    const off = await api.call('POST', 'settings/versions/revert', {
      token: admin,
      body: { id: earlier.id, reason: 'again' },
    });
    assert.equal(off.status, 409);

    // A revert needs the edit permission of each field it changes back.
    const namer = await api.signIn(await api.createStaff(admin, 'settings-namer-3', [304]));
    await assertCallsChangeNothing(api, namer, [['POST', 'settings/versions/revert', { id: latest.id, reason: 'x' }]], () => 403);
    assert.equal((await api.call('POST', 'settings/versions/revert', { token: admin, body: { id: 999_999 } })).status, 404);
  });

  test('history: newest first past the ninth version (ids compared as numbers, not as their text)', async () => {
    for (let n = 1; n <= 11; n++) {
      const saved = await edit('system-maintenance', { maintenanceAnnouncement: `Window ${n}`, reason: `Save ${n}` });
      assert.equal(saved.status, 200, saved.body.msg);
    }
    const history = await api.call('GET', 'settings/versions', { token: admin, query: { setting: 'system-maintenance' } });
    const ids = history.body.data.records.map((v: { id: string }) => Number(v.id));
    assert.ok(ids.some((id: number) => id < 10) && ids.some((id: number) => id >= 10), `ids either side of 10: ${ids}`);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    assert.equal(history.body.data.records[0].reason, 'Save 11');
  });

  test('logos: uploaded, saved, answered by application/logo (public) and served; cleared back to the built-in ones', async () => {
    const logoer = await api.signIn(await api.createStaff(admin, 'settings-logos', [306]));
    const square = (await uploadImage(logoer)).data as string;
    const ico = (await uploadImage(logoer)).data as string;
    const saved = await edit('system-info', { backstageLogoSquare: square, backstageLogoIco: ico, backstageLogoHorizontal: null }, logoer);
    assert.equal(saved.status, 200, saved.body.msg);
    const logo = await api.call('GET', 'application/logo');
    assert.equal(logo.status, 200);
    assert.deepEqual(
      [logo.body.data.backstageLogoSquare, logo.body.data.backstageLogoIco, logo.body.data.systemName],
      [square, ico, 'Ops Console'],
    );
    const served = await api.app.inject({ method: 'GET', url: square });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.deepEqual(served.rawPayload, PNG);

    assert.equal((await edit('system-info', { backstageLogoSquare: '', backstageLogoIco: null }, logoer)).status, 200);
    const cleared = await api.call('GET', 'application/logo');
    assert.deepEqual([cleared.body.data.backstageLogoSquare, cleared.body.data.backstageLogoIco], [null, null]);
  });
});
