import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import { palettePng } from '../../src/modules/users/seed/document-images';
import { DEMO, type Json, startTestApi, type TestApi } from '../helpers';

// Uploads of this file go to a folder of its own, removed at the end.
const filesDir = mkdtempSync(join(tmpdir(), 'console-files-test-'));
process.env.FILES_DIR = filesDir;
delete process.env.S3_BUCKET;

let api: TestApi;
let admin: string;
/** Sees every page of this area, holds no action. */
let viewer: string;
/** Holds a permission of another area only. */
let outsider: string;

const ids = (...keys: string[]) => keys.map(permissionId);
const tinyPng = palettePng(
  4,
  3,
  [
    [255, 0, 0],
    [0, 0, 255],
  ],
  (x, y) => (x + y) % 2,
);

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  const v = await api.createStaff(admin, 'sideviewer', ids('userLevels.view', 'kyc.list', 'otp.records', 'agents.list', 'agentLogs.list'));
  viewer = await api.signIn(v);
  const o = await api.createStaff(admin, 'sideoutsider', ids('users.list'));
  outsider = await api.signIn(o);
});
after(async () => {
  await api.close();
  rmSync(filesDir, { recursive: true, force: true });
});

function upload(path: string, token: string | undefined, content: Buffer | string, name = 'upload.png', field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([content]), name);
  return api.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('file storage', () => {
  test('an image is stored under a random name and served with safe headers, without a session', async () => {
    const answer = await upload('fileStorage/uploadImg', admin, tinyPng, 'holiday.png');
    assert.equal(answer.statusCode, 200, answer.body);
    const url: string = answer.json().data;
    assert.match(url, /^\/api\/files\/[A-Za-z0-9_-]{32}\.png$/);
    assert.ok(!url.includes('holiday'), 'the client name is not used');
    const again = (await upload('fileStorage/uploadImg', admin, tinyPng)).json().data;
    assert.notEqual(again, url, 'each upload gets its own name');

    const served = await api.app.inject({ method: 'GET', url });
    assert.equal(served.statusCode, 200);
    assert.deepEqual(served.rawPayload, tinyPng);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.match(String(served.headers['content-disposition']), /^inline/);
    assert.match(String(served.headers['content-security-policy']), /default-src 'none'/);
    assert.equal(Number(served.headers['content-length']), tinyPng.length);

    const key = url.split('/').pop()!;
    const { rows } = await api.db.query<Json>('select kind, content_type, size, storage, uploaded_by from stored_files where key = $1', [
      key,
    ]);
    assert.deepEqual(
      { ...rows[0], uploaded_by: rows[0].uploaded_by !== null },
      {
        kind: 'image',
        content_type: 'image/png',
        size: tinyPng.length,
        storage: 'disk',
        uploaded_by: true,
      },
    );
    assert.ok((await api.count('backstage_log', "log_name = 'Upload image' and req_log like '%holiday.png%'")) >= 1);
  });

  test('content that is not an image is refused even with a .png name, and nothing is stored', async () => {
    const before = await api.count('stored_files');
    for (const content of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<html><body>hi</body></html>',
      Buffer.from('%PDF-1.4\n'),
    ]) {
      const answer = await upload('fileStorage/uploadImg', admin, content, 'photo.png');
      assert.equal(answer.statusCode, 400, answer.body);
      assert.match(answer.json().msg, /not a PNG, JPEG, GIF or WebP image/);
      assert.equal(answer.json().data.fields[0].path, 'file');
    }
    const empty = await upload('fileStorage/uploadImg', admin, Buffer.alloc(0));
    assert.equal(empty.statusCode, 400);
    const wrongField = await upload('fileStorage/uploadImg', admin, tinyPng, 'a.png', 'picture');
    assert.equal(wrongField.statusCode, 400);
    assert.match(wrongField.json().msg, /file is required/);
    const notMultipart = await api.call('POST', 'fileStorage/uploadImg', { token: admin, body: { file: 'x' } });
    assert.equal(notMultipart.status, 400);
    const tooLarge = await upload('fileStorage/uploadImg', admin, Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]));
    assert.equal(tooLarge.statusCode, 413);
    assert.match(tooLarge.json().msg, /at most 5 MB/);
    assert.equal(await api.count('stored_files'), before);
  });

  test('documents: PDF, CSV, text and images are accepted and served as attachments; binary junk is not', async () => {
    const pdf = await upload('fileStorage/uploadFile', admin, Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n'), 'report.exe');
    assert.equal(pdf.statusCode, 200, pdf.body);
    assert.match(pdf.json().data, /\.pdf$/);
    const served = await api.app.inject({ method: 'GET', url: pdf.json().data });
    assert.equal(served.headers['content-type'], 'application/pdf');
    assert.match(String(served.headers['content-disposition']), /^attachment/);
    assert.equal(served.headers['x-content-type-options'], 'nosniff');

    const csv = await upload('fileStorage/uploadFile', admin, 'email,amount\na@example.com,10\nb@example.com,20\n', 'list.csv');
    assert.match(csv.json().data, /\.csv$/);
    const html = await upload('fileStorage/uploadFile', admin, '<html><script>alert(document.cookie)</script></html>', 'page.html');
    assert.match(html.json().data, /\.txt$/, 'markup is kept as plain text');
    const htmlServed = await api.app.inject({ method: 'GET', url: html.json().data });
    assert.equal(htmlServed.headers['content-type'], 'text/plain; charset=utf-8');
    assert.match(String(htmlServed.headers['content-disposition']), /^attachment/);

    const junk = await upload(
      'fileStorage/uploadFile',
      admin,
      Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04]),
      'setup.pdf',
    );
    assert.equal(junk.statusCode, 400);
    assert.match(junk.json().msg, /not an accepted type/);
  });

  test('unknown or malformed keys are 404; uploads need the permission and a session', async () => {
    assert.equal((await api.app.inject({ method: 'GET', url: '/api/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png' })).statusCode, 404);
    assert.equal((await api.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc%2Fpasswd' })).statusCode, 404);
    assert.equal((await upload('fileStorage/uploadImg', viewer, tinyPng)).statusCode, 403);
    assert.equal((await upload('fileStorage/uploadFile', outsider, tinyPng)).statusCode, 403);
    assert.equal((await upload('fileStorage/uploadImg', undefined, tinyPng)).statusCode, 401);
  });

  test('with S3_BUCKET set, files go to the S3-compatible bucket and are served from it', async () => {
    const objects = new Map<string, { body: Buffer; type: string | undefined }>();
    const server: Server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
        if (req.method === 'PUT') {
          objects.set(path, { body: Buffer.concat(chunks), type: req.headers['content-type'] });
          res.writeHead(200, { ETag: '"1"' }).end();
        } else if (req.method === 'GET' && objects.has(path)) {
          const object = objects.get(path)!;
          res
            .writeHead(200, { 'Content-Type': object.type ?? 'application/octet-stream', 'Content-Length': object.body.length })
            .end(object.body);
        } else {
          res.writeHead(404, { 'Content-Type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    Object.assign(process.env, {
      S3_BUCKET: 'console-test',
      S3_ENDPOINT: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_PREFIX: 'uploads',
    });
    try {
      const answer = await upload('fileStorage/uploadImg', admin, tinyPng);
      assert.equal(answer.statusCode, 200, answer.body);
      const key = answer.json().data.split('/').pop();
      assert.deepEqual(objects.get(`/console-test/uploads/${key}`)?.body, tinyPng);
      assert.equal(objects.get(`/console-test/uploads/${key}`)?.type, 'image/png');
      const served = await api.app.inject({ method: 'GET', url: answer.json().data });
      assert.equal(served.statusCode, 200);
      assert.deepEqual(served.rawPayload, tinyPng);
      assert.equal((await api.db.query<Json>('select storage from stored_files where key = $1', [key])).rows[0].storage, 's3');
    } finally {
      for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX'])
        delete process.env[name];
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('user levels and marketing levels', () => {
  const userLevel = {
    level: 9,
    name: 'Black card',
    requiredDepositBalance: '1000000',
    futuresOrderLimitMax: '5000000',
    futuresOrderLimitMin: '500',
  };
  const marketingLevel = {
    level: 9,
    name: 'Global partner',
    requiredEffectiveUser: 500,
    requiredDepositUserLevel: 4,
    distributionBonusPercentage1: '15.5',
    distributionBonusPercentage2: '7',
    distributionBonusPercentage3: '4',
    distributionBonusPercentage4: '2',
    distributionBonusPercentage5: '0.25',
    futuresOrderLimitMax: '1000000',
    futuresOrderLimitMin: '10',
  };

  test('lists carry decimal strings and how many users hold each level', async () => {
    const { status, body } = await api.call('POST', 'account/userLevel/list', { token: viewer, body: {} });
    assert.equal(status, 200);
    assert.deepEqual(
      body.data.records.map((l: Json) => l.level),
      [0, 1, 2, 3, 4, 5],
    );
    const bronze = body.data.records[1];
    assert.equal(bronze.requiredDepositBalance, '500');
    assert.equal(bronze.userCount, await api.count('users', 'user_level = 1'));
    const marketing = await api.call('POST', 'account/userMarketing/list', { token: viewer, body: { pageSize: 2 } });
    assert.equal(marketing.body.data.records.length, 2);
    assert.equal(marketing.body.data.total, 5);
    assert.equal(marketing.body.data.records[1].distributionBonusPercentage1, '5');
    assert.equal((await api.call('POST', 'account/userLevel/list', { token: viewer, body: { pageSize: 0 } })).status, 400);
    assert.equal(
      (await api.call('POST', 'account/userLevel/list', { token: outsider, body: {} })).status,
      200,
      'the users list reads levels too',
    );
    assert.equal((await api.call('POST', 'account/userMarketing/list', { token: undefined, body: {} })).status, 401);
  });

  for (const [base, input, bad] of [
    ['account/userLevel', userLevel, { ...userLevel, futuresOrderLimitMin: '9000000' }],
    ['account/userMarketing', marketingLevel, { ...marketingLevel, distributionBonusPercentage3: '100.5' }],
  ] as const) {
    test(`${base}: add, edit and delete, with unique level numbers`, async () => {
      const added = await api.call('POST', `${base}/add`, { token: admin, body: input });
      assert.equal(added.status, 200, added.body.msg);
      assert.equal(added.body.data.level, 9);
      assert.equal(added.body.data.userCount, 0);
      const id = added.body.data.id;

      const duplicate = await api.call('POST', `${base}/add`, { token: admin, body: { ...input, name: 'Again' } });
      assert.equal(duplicate.status, 409);
      assert.match(duplicate.body.msg, /Level 9 already exists/);

      const invalid = await api.call('POST', `${base}/add`, { token: admin, body: { ...bad, level: 10 } });
      assert.equal(invalid.status, 400);
      const missing = await api.call('POST', `${base}/add`, { token: admin, body: { ...input, level: 11, name: '' } });
      assert.equal(missing.status, 400);
      assert.equal(missing.body.data.fields[0].path, 'name');
      assert.equal((await api.call('POST', `${base}/add`, { token: viewer, body: { ...input, level: 12 } })).status, 403);

      const edited = await api.call('PUT', `${base}/edit/${id}`, { token: admin, body: { ...input, level: 8, name: 'Renamed' } });
      assert.equal(edited.status, 200, edited.body.msg);
      assert.equal(edited.body.data.name, 'Renamed');
      assert.equal(edited.body.data.level, 8);
      const onTaken = await api.call('PUT', `${base}/edit/${id}`, { token: admin, body: { ...input, level: 1 } });
      assert.equal(onTaken.status, 409);
      assert.equal((await api.call('PUT', `${base}/edit/999999`, { token: admin, body: input })).status, 404);
      assert.equal((await api.call('PUT', `${base}/edit/${id}`, { token: admin, body: bad })).status, 400);
      assert.equal((await api.call('PUT', `${base}/edit/${id}`, { token: viewer, body: input })).status, 403);

      assert.equal((await api.call('DELETE', `${base}/del/${id}`, { token: viewer })).status, 403);
      const deleted = await api.call('DELETE', `${base}/del/${id}`, { token: admin });
      assert.equal(deleted.status, 200);
      assert.equal((await api.call('DELETE', `${base}/del/${id}`, { token: admin })).status, 404);
      assert.ok((await api.count('backstage_log', 'api_url like $1 and result = 1', [`/api/${base}/%`])) >= 3);
    });
  }

  test('a level held by users can be neither deleted nor renumbered: the answer says how many hold it', async () => {
    const { body } = await api.call('POST', 'account/userLevel/list', { token: admin, body: { level: 2 } });
    const silver = body.data.records[0];
    const holders = await api.count('users', 'user_level = 2');
    assert.ok(holders > 0);
    const refused = await api.call('DELETE', `account/userLevel/del/${silver.id}`, { token: admin });
    assert.equal(refused.status, 409);
    assert.match(refused.body.msg, new RegExp(`^${holders} users hold user level 2`));
    const renumber = await api.call('PUT', `account/userLevel/edit/${silver.id}`, {
      token: admin,
      body: { ...userLevel, level: 20, name: silver.name },
    });
    assert.equal(renumber.status, 409);
    const marketing = (await api.call('POST', 'account/userMarketing/list', { token: admin, body: { level: 1 } })).body.data.records[0];
    const mRefused = await api.call('DELETE', `account/userMarketing/del/${marketing.id}`, { token: admin });
    assert.equal(mRefused.status, 409);
    assert.match(mRefused.body.msg, /hold marketing level 1/);
    assert.equal(await api.count('user_levels', 'id = $1', [silver.id]), 1);
  });
});

describe('KYC', () => {
  test('the list filters by status, account, name, id number, country and date, and shows the user and documents', async () => {
    const all = await api.call('POST', 'account/kyc/list', { token: viewer, body: {} });
    assert.equal(all.status, 200);
    assert.equal(all.body.data.total, await api.count('kyc'));
    for (const status of [0, 1, 2]) {
      const { body } = await api.call('POST', 'account/kyc/list', { token: viewer, body: { status, pageSize: 50 } });
      assert.ok(body.data.total > 0, `some applications in state ${status}`);
      assert.ok(body.data.records.every((k: Json) => k.status === status));
    }
    const first = all.body.data.records[0];
    assert.match(first.passportFile1, /^\/api\/files\//);
    assert.equal(first.user.id, first.userId);
    const image = await api.app.inject({ method: 'GET', url: first.passportFile1 });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');

    const byName = await api.call('POST', 'account/kyc/list', { token: viewer, body: { name: first.name.split(' ')[0] } });
    assert.ok(byName.body.data.records.some((k: Json) => k.id === first.id));
    const byId = await api.call('POST', 'account/kyc/list', { token: viewer, body: { idNumber: first.idNumber } });
    assert.ok(byId.body.data.records.every((k: Json) => k.idNumber.includes(first.idNumber)));
    const byAccount = await api.call('POST', 'account/kyc/list', { token: viewer, body: { account: first.account } });
    assert.ok(byAccount.body.data.records.some((k: Json) => k.id === first.id));
    const byCountry = await api.call('POST', 'account/kyc/list', { token: viewer, body: { country: first.country } });
    assert.ok(byCountry.body.data.records.every((k: Json) => k.country === first.country));
    const future = await api.call('POST', 'account/kyc/list', { token: viewer, body: { startTime: '2999-01-01 00:00:00' } });
    assert.equal(future.body.data.total, 0);

    assert.equal((await api.call('POST', 'account/kyc/list', { token: viewer, body: { status: 7 } })).status, 400);
    assert.equal((await api.call('POST', 'account/kyc/list', { token: viewer, body: { startTime: 'yesterday' } })).status, 400);
    assert.equal((await api.call('POST', 'account/kyc/list', { token: outsider, body: {} })).status, 403);
  });

  const pendingIds = async (n: number) =>
    (await api.db.query<{ id: number }>('select id from kyc where status = 0 order by id limit $1', [n])).rows.map((r) => Number(r.id));

  test('approving a pending application records the reviewer and date; a second review is a 409', async () => {
    const [id] = await pendingIds(1);
    const approved = await api.call('POST', 'account/kyc/edit', { token: admin, body: { id, reviewType: 1 } });
    assert.equal(approved.status, 200, approved.body.msg);
    assert.equal(approved.body.data.status, 1);
    assert.equal(approved.body.data.reviewer, 'admin');
    assert.equal(approved.body.data.reviewDate, new Date(api.clock.now()).toISOString());
    assert.equal(approved.body.data.rejectReason, null);

    const again = await api.call('POST', 'account/kyc/edit', {
      token: admin,
      body: { id, reviewType: 2, rejectReason: 'Changed my mind' },
    });
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /already approved by admin/);
    assert.equal((await api.db.query<Json>('select status from kyc where id = $1', [id])).rows[0].status, 1);
    assert.ok((await api.count('backstage_log', "log_name = 'Review KYC application' and result = 1")) >= 1);
  });

  test('rejecting needs a reason; reviews need kyc.review; unknown applications are 404', async () => {
    const [id] = await pendingIds(1);
    const noReason = await api.call('POST', 'account/kyc/edit', { token: admin, body: { id, reviewType: 2 } });
    assert.equal(noReason.status, 400);
    assert.equal(noReason.body.data.fields[0].path, 'rejectReason');
    assert.equal((await api.call('POST', 'account/kyc/edit', { token: admin, body: { id, reviewType: 3 } })).status, 400);
    assert.equal((await api.call('POST', 'account/kyc/edit', { token: admin, body: { reviewType: 1 } })).status, 400);
    assert.equal((await api.call('POST', 'account/kyc/edit', { token: viewer, body: { id, reviewType: 1 } })).status, 403);
    assert.equal((await api.call('POST', 'account/kyc/edit', { token: admin, body: { id: 99_999_999, reviewType: 1 } })).status, 404);

    const rejected = await api.call('POST', 'account/kyc/edit', {
      token: admin,
      body: { id, reviewType: 2, rejectReason: 'The document has expired' },
    });
    assert.equal(rejected.status, 200);
    assert.equal(rejected.body.data.status, 2);
    assert.equal(rejected.body.data.rejectReason, 'The document has expired');
    const twice = await api.call('POST', 'account/kyc/edit', { token: admin, body: { id, reviewType: 1 } });
    assert.equal(twice.status, 409);
    assert.match(twice.body.msg, /already rejected/);
  });

  test('two reviews racing on one application: one wins, the other is a 409', async () => {
    const [id] = await pendingIds(1);
    const answers = await Promise.all([
      api.call('POST', 'account/kyc/edit', { token: admin, body: { id, reviewType: 1 } }),
      api.call('POST', 'account/kyc/edit', { token: admin, body: { id, reviewType: 2, rejectReason: 'Blurred' } }),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409]);
  });
});

describe('one-time-code records', () => {
  test('the list filters by e-mail, mobile number, IP and date', async () => {
    const all = await api.call('POST', 'otp/recordList', { token: viewer, body: {} });
    assert.equal(all.status, 200);
    assert.equal(all.body.data.total, await api.count('otp_records'));
    const withEmail = all.body.data.records.find((r: Json) => r.email);
    assert.match(withEmail.code, /^\d{6}$/);
    const byEmail = await api.call('POST', 'otp/recordList', { token: viewer, body: { email: withEmail.email } });
    assert.ok(byEmail.body.data.total >= 1);
    assert.ok(byEmail.body.data.records.every((r: Json) => r.email.includes(withEmail.email)));
    const byIp = await api.call('POST', 'otp/recordList', { token: viewer, body: { ip: withEmail.ip } });
    assert.ok(byIp.body.data.records.every((r: Json) => r.ip.includes(withEmail.ip)));
    const mobile = (await api.db.query<Json>('select mobile_number from otp_records where mobile_number is not null limit 1')).rows[0]
      .mobile_number;
    const byMobile = await api.call('POST', 'otp/recordList', { token: viewer, body: { mobile } });
    assert.ok(byMobile.body.data.total >= 1);
    const past = await api.call('POST', 'otp/recordList', { token: viewer, body: { endTime: '2000-01-01 00:00:00' } });
    assert.equal(past.body.data.total, 0);
    assert.equal((await api.call('POST', 'otp/recordList', { token: viewer, body: { endTime: 'soon' } })).status, 400);
    assert.equal((await api.call('POST', 'otp/recordList', { token: outsider, body: {} })).status, 403);
  });
});

describe('agents and agent logs', () => {
  const agentUser = async (type: number) =>
    Number((await api.db.query<{ id: number }>('select id from users where account_type = $1 order by id limit 1', [type])).rows[0].id);

  test('the list shows the linked user and never a password', async () => {
    const { status, body } = await api.call('POST', 'agent/list', { token: viewer, body: {} });
    assert.equal(status, 200);
    assert.ok(body.data.total >= 10 && body.data.total <= 20);
    for (const agent of body.data.records) {
      assert.ok(agent.userAccountId > 0);
      assert.ok([2, 3].includes(agent.userAccountType));
      assert.ok(!('password' in agent) && !('passwordHash' in agent));
    }
    const sales = await api.call('POST', 'agent/list', { token: viewer, body: { isSales: 1 } });
    assert.ok(sales.body.data.records.every((a: Json) => a.isSales === 1));
    const byAccount = await api.call('POST', 'agent/list', { token: viewer, body: { account: body.data.records[0].account } });
    assert.equal(byAccount.body.data.records[0].id, body.data.records[0].id);
    assert.equal((await api.call('POST', 'agent/list', { token: viewer, body: { isSales: 4 } })).status, 400);
    assert.equal((await api.call('POST', 'agent/list', { token: outsider, body: {} })).status, 403);
  });

  test('add and edit an agent: the linked user must exist, accounts are unique, the password is write-only', async () => {
    const userId = await agentUser(2);
    const input = {
      account: 'moonriver01',
      password: 'agent-pass-2026',
      userAccountId: userId,
      domainUrl: 'https://moon.agents.example.com',
      isSales: 0,
      name: 'Moon River',
    };
    const added = await api.call('POST', 'agent/add', { token: admin, body: input });
    assert.equal(added.status, 200, added.body.msg);
    assert.equal(added.body.data.account, 'moonriver01');
    assert.equal(added.body.data.userAccountId, userId);
    assert.equal(added.body.data.editClientName, 'admin');
    assert.ok(!JSON.stringify(added.body).includes('agent-pass-2026'));
    const id = added.body.data.id;
    const hash = (await api.db.query<Json>('select password_hash from agents where id = $1', [id])).rows[0].password_hash;
    assert.match(hash, /^\$argon2id\$/);
    const logged = (await api.db.query<Json>("select req_log from backstage_log where log_name = 'Add agent' order by id desc limit 1"))
      .rows[0];
    assert.ok(!logged.req_log.includes('agent-pass-2026'), 'the password is not logged');

    assert.equal((await api.call('POST', 'agent/add', { token: admin, body: { ...input, account: 'MOONRIVER01' } })).status, 409);
    const noUser = await api.call('POST', 'agent/add', { token: admin, body: { ...input, account: 'ghost01', userAccountId: 99_999_999 } });
    assert.equal(noUser.status, 400);
    assert.match(noUser.body.msg, /userAccountId: user 99999999 does not exist/);
    const normal = await api.call('POST', 'agent/add', {
      token: admin,
      body: { ...input, account: 'normal01', userAccountId: await agentUser(1) },
    });
    assert.equal(normal.status, 400);
    assert.equal(
      (await api.call('POST', 'agent/add', { token: admin, body: { ...input, account: 'short01', password: 'abc' } })).status,
      400,
    );
    assert.equal(
      (await api.call('POST', 'agent/add', { token: admin, body: { ...input, account: 'bad url', domainUrl: 'not a url' } })).status,
      400,
    );
    assert.equal((await api.call('POST', 'agent/add', { token: viewer, body: { ...input, account: 'viewer01' } })).status, 403);

    const salesUser = await agentUser(3);
    const edited = await api.call('POST', 'agent/edit', {
      token: admin,
      body: { id, name: 'Moon River Sales', isSales: 1, userAccountId: salesUser },
    });
    assert.equal(edited.status, 200, edited.body.msg);
    assert.equal(edited.body.data.name, 'Moon River Sales');
    assert.equal(edited.body.data.isSales, 1);
    assert.equal(edited.body.data.userAccountId, salesUser);
    assert.equal(edited.body.data.domainUrl, input.domainUrl, 'fields left out stay');
    assert.equal((await api.db.query<Json>('select password_hash from agents where id = $1', [id])).rows[0].password_hash, hash);

    const newPassword = await api.call('POST', 'agent/edit', { token: admin, body: { id, password: 'another-pass-99' } });
    assert.equal(newPassword.status, 200);
    assert.notEqual((await api.db.query<Json>('select password_hash from agents where id = $1', [id])).rows[0].password_hash, hash);

    const taken = (await api.db.query<Json>('select account from agents where id <> $1 limit 1', [id])).rows[0].account;
    assert.equal((await api.call('POST', 'agent/edit', { token: admin, body: { id, account: taken } })).status, 409);
    assert.equal((await api.call('POST', 'agent/edit', { token: admin, body: { id: 99_999_999, name: 'x' } })).status, 404);
    assert.equal((await api.call('POST', 'agent/edit', { token: admin, body: { id, userAccountId: 99_999_999 } })).status, 400);
    assert.equal((await api.call('POST', 'agent/edit', { token: admin, body: { name: 'no id' } })).status, 400);
    assert.equal((await api.call('POST', 'agent/edit', { token: viewer, body: { id, name: 'x' } })).status, 403);
  });

  test('agent logs filter by type, method, URL, name, IP and date, with request and response bodies', async () => {
    const all = await api.call('POST', 'agentBackendLog', { token: viewer, body: { pageSize: 50 } });
    assert.equal(all.status, 200);
    assert.ok(all.body.data.total >= 2000);
    const signIn = all.body.data.records.find((l: Json) => l.logName === 'Sign in');
    assert.ok(signIn, 'a sign-in among the newest logs');
    assert.match(signIn.reqLog, /"password":"\*\*\*"/);
    assert.ok(JSON.parse(signIn.resLog).code !== undefined);

    const filters: [Json, (l: Json) => boolean][] = [
      [{ agentType: 2 }, (l) => l.agentType === 2],
      [{ apiType: 'get' }, (l) => l.apiType === 'GET'],
      [{ apiUrl: 'team/list' }, (l) => l.apiUrl.includes('team/list')],
      [{ logName: 'commission' }, (l) => /commission/i.test(l.logName)],
      [{ loginIp: signIn.loginIp }, (l) => l.loginIp.includes(signIn.loginIp)],
    ];
    for (const [filter, holds] of filters) {
      const { body } = await api.call('POST', 'agentBackendLog', { token: viewer, body: filter });
      assert.ok(body.data.total > 0, JSON.stringify(filter));
      assert.ok(body.data.records.every(holds), JSON.stringify(filter));
    }
    const dated = await api.call('POST', 'agentBackendLog', {
      token: viewer,
      body: { startTime: signIn.createDate, endTime: signIn.createDate },
    });
    assert.ok(dated.body.data.records.some((l: Json) => l.id === signIn.id));
    assert.equal((await api.call('POST', 'agentBackendLog', { token: viewer, body: { agentType: 5 } })).status, 400);
    assert.equal((await api.call('POST', 'agentBackendLog', { token: outsider, body: {} })).status, 403);
  });
});
