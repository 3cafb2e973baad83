import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { permissionId } from '@console/contracts/permissions';
import { userFilters } from '@console/contracts/schemas/users';
import { userExportBatches } from '../../src/modules/users/export/queries';
import { JobQueue } from '../../src/core/jobs/queue';
import type { Db } from '../../src/db/database';
import { csvRows, xlsxSheet } from '../export-files';
import { DEMO, type Json, startTestApi, type TestApi } from '../helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

let api: TestApi;
let admin: string;
const exportDir = mkdtempSync(join(tmpdir(), 'console-exports-test-'));

async function exportCall(body: Json, token = admin, headers: Record<string, string> = {}) {
  return api.app.inject({
    method: 'POST',
    url: '/api/reporting/user/export',
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: body,
  });
}

async function download(id: number, token = admin) {
  return api.app.inject({
    method: 'POST',
    url: '/api/reporting/exportData/downLoad',
    headers: { authorization: `Bearer ${token}` },
    payload: { id, type: 'users' },
  });
}

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(type: string, file: { name: string; content: Buffer; type?: string } | undefined, token = admin) {
  const body = multipart({ batchUploadType: type }, file);
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/account/batchUpload',
    headers: { authorization: `Bearer ${token}`, ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function finishedBatch(id: number): Promise<Json> {
  return until(`batch ${id}`, async () => {
    const res = await api.call('GET', `account/batchUpload/${id}/detail`, { token: admin });
    assert.equal(res.status, 200, res.body.msg);
    return res.body.data.status === 'done' ? res.body.data : undefined;
  });
}

before(async () => {
  process.env.EXPORT_DIR = exportDir;
  delete process.env.EXPORT_JOB_THRESHOLD;
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});

after(async () => {
  await api.close();
  rmSync(exportDir, { recursive: true, force: true });
});

describe('user export', () => {
  test('streams the filtered users as CSV, with formula-like cells escaped', async () => {
    const { rows: picked } = await api.db.query<{ id: number }>('select id::int as id from users order by id limit 1');
    const id = picked[0].id;
    await api.db.query('update users set remark = $2, region = $3 where id = $1', [id, '=HYPERLINK("http://x.test","a, b")', '@SUM(1)']);

    const res = await exportCall({ accountId: id, excelType: 'csv' });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csvRows(res.body);
    assert.equal(rows.length, 2);
    const header = rows[0];
    assert.equal(header[0], 'ID');
    const line = Object.fromEntries(header.map((name, i) => [name, rows[1][i]]));
    assert.equal(line.ID, String(id));
    assert.equal(line.Remark, `'=HYPERLINK("http://x.test","a, b")`);
    assert.equal(line.Region, `'@SUM(1)`);
    // The export is logged with its filters.
    assert.equal(await api.count('backstage_log', "api_url like '%reporting/user/export%'"), 1);
  });

  test('applies the list filters, empty filters meaning "not set"', async () => {
    const expected = await api.count('users', 'status = 2 and account_type = 1');
    assert.ok(expected > 0, 'the demo data has suspended normal users');
    const res = await exportCall({ status: 2, accountType: 1, email: '', upline: '', excelType: 'csv' });
    assert.equal(res.statusCode, 200, res.body);
    const rows = csvRows(res.body);
    assert.equal(rows.length - 1, expected);
    const status = rows[0].indexOf('Status');
    const type = rows[0].indexOf('Account type');
    assert.ok(rows.slice(1).every((r) => r[status] === 'Suspended' && r[type] === 'Normal user'));
    // Newest id first.
    const ids = rows.slice(1).map((r) => Number(r[0]));
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );

    const bad = await exportCall({ status: 9, excelType: 'pdf' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().msg, /status/);
  });

  test('writes an Excel workbook that opens, labels in the requested language', async () => {
    const expected = await api.count('users', 'account_type = 2');
    const res = await exportCall({ accountType: 2, excelType: 'xlsx' }, admin, { lang: 'zh-CN' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-disposition']), /filename="users-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await xlsxSheet(res.rawPayload);
    assert.equal(sheet.actualRowCount, expected + 1);
    assert.equal(sheet.getRow(1).getCell(2).text, '邮箱');
    assert.equal(sheet.getRow(2).getCell(5).text, '代理');
  });

  test('large exports sum the balances in one pass, with the same result as the per-user look-up', async () => {
    const read = async (expected: number) => {
      const out: unknown[][] = [];
      for await (const batch of userExportBatches(api.db, userFilters.parse({ status: 1 }), 'en-US', expected, 700)) out.push(...batch);
      return out;
    };
    const perUser = await read(1);
    assert.equal(perUser.length, await api.count('users', 'status = 1'));
    assert.ok(
      perUser.some((row) => row[10] !== '0'),
      'some users have a USDT balance',
    );
    assert.deepEqual(await read(Number.POSITIVE_INFINITY), perUser);
  });

  test('over the threshold, queues a job that completes and downloads', async () => {
    process.env.EXPORT_JOB_THRESHOLD = '100';
    try {
      const total = await api.count('users');
      const res = await api.call('POST', 'reporting/user/export', { token: admin, body: { excelType: 'csv' } });
      assert.equal(res.status, 200, res.body.msg);
      assert.equal(res.body.code, 1);
      assert.equal(res.body.data.status, 'queued');
      const jobId = res.body.data.jobId;
      assert.ok(Number.isInteger(jobId));

      const job = await until('the export job', async () => {
        const page = await api.call('POST', 'reporting/exportData/page', { token: admin, body: { id: jobId } });
        assert.equal(page.status, 200, page.body.msg);
        const found = page.body.data.records[0];
        assert.ok(['queued', 'running', 'done'].includes(found.status), `job status ${found.status}: ${found.error}`);
        return found.status === 'done' ? found : undefined;
      });
      assert.equal(job.progress, 100);
      assert.equal(job.rowCount, total);
      assert.equal(job.type, 'users');
      assert.match(job.fileName, /^users-\d{4}-\d{2}-\d{2}\.csv$/);
      const expires = Date.parse(job.downloadExpiresAt) - Date.parse(job.endedAt);
      assert.equal(expires, 7 * DAY_MS);

      const file = await download(jobId);
      assert.equal(file.statusCode, 200);
      assert.match(String(file.headers['content-disposition']), /attachment; filename="users-/);
      assert.equal(csvRows(file.body).length, total + 1);
    } finally {
      delete process.env.EXPORT_JOB_THRESHOLD;
    }
  });

  test("a job not finished answers 409, someone else's job 404, and the calls need their permissions", async () => {
    const { rows } = await api.db.query<{ id: number }>(
      `insert into export_jobs (type, format, parameters, admin_id, admin_account) values ('users', 'csv', '{}', 1, 'admin') returning id::int as id`,
    );
    const unfinished = await download(rows[0].id);
    assert.equal(unfinished.statusCode, 409);
    assert.match(unfinished.json().msg, /not finished/);

    const viewer = await api.createStaff(admin, 'export-viewer', [permissionId('users.list')]);
    const viewerToken = await api.signIn(viewer);
    assert.equal((await exportCall({ excelType: 'csv' }, viewerToken)).statusCode, 403);
    assert.equal((await download(rows[0].id, viewerToken)).statusCode, 403);
    assert.equal(
      (await upload('1', { name: 'u.csv', content: Buffer.from('email,password\na@b.test,abc12345\n') }, viewerToken)).status,
      403,
    );

    const exporter = await api.createStaff(admin, 'exporter', [permissionId('users.export')]);
    const exporterToken = await api.signIn(exporter);
    const own = await api.call('POST', 'reporting/exportData/page', { token: exporterToken, body: {} });
    assert.equal(own.status, 200);
    assert.equal(own.body.data.total, 0, 'an exporter sees only their own jobs');
    assert.equal((await download(rows[0].id, exporterToken)).statusCode, 404);
    const all = await api.call('POST', 'reporting/exportData/page', { token: admin, body: {} });
    assert.ok(all.body.data.total >= 2);
  });
});

describe('batch upload', () => {
  test('creates the good rows and records why the others were refused', async () => {
    const { rows: taken } = await api.db.query<{ email: string }>('select email from users where email is not null limit 1');
    const { rows: upline } = await api.db.query<{ id: number }>('select id::int as id from users where account_type = 2 limit 1');
    const csv = [
      'email,mobile,countryCode,password,accountType,uplineId,remark',
      `batch-one@example.test,,,Batch12345,1,${upline[0].id},first`,
      'not-an-email,,,Batch12345,1,,bad email',
      ',5550001234,1,Batch12345,2,,by mobile',
      `${taken[0].email},,,Batch12345,1,,taken`,
      'batch-two@example.test,,,short,1,,weak password',
      'BATCH-ONE@example.test,,,Batch12345,1,,repeated in the file',
      'batch-three@example.test,,,Batch12345,1,999999999,no such upline',
    ].join('\n');
    const users = await api.count('users');
    const res = await upload('2', { name: 'users.csv', content: Buffer.from(csv) });
    assert.equal(res.status, 200, res.body.msg);
    assert.equal(res.body.data.totalRows, 7);
    assert.equal(res.body.data.fileName, 'users.csv');

    const detail = await finishedBatch(res.body.data.id);
    assert.equal(detail.successRows, 2);
    assert.equal(detail.failedRows, 5);
    const byRow = new Map(detail.rows.map((r: Json) => [r.rowNumber, r]));
    const row = (n: number) => byRow.get(n) as Json;
    assert.equal(row(2).result, 1);
    assert.equal(row(4).result, 1);
    assert.match(row(3).message, /email/);
    assert.match(row(5).message, /already used/);
    assert.match(row(6).message, /password/);
    assert.match(row(7).message, /row 2 of this file/);
    assert.match(row(8).message, /does not exist/);
    assert.equal(await api.count('users'), users + 2);

    const created = row(2).userId;
    const { rows: made } = await api.db.query<Json>('select parent_user_id::int as parent, is_demo, remark from users where id = $1', [
      created,
    ]);
    assert.deepEqual(made[0], { parent: upline[0].id, is_demo: 1, remark: 'first' });
    assert.ok((await api.count('user_wallets', 'user_id = $1', [created])) > 0, 'the user has wallets');

    const list = await api.call('POST', 'account/batchUpload/list', { token: admin, body: {} });
    assert.equal(list.body.data.records[0].id, res.body.data.id);
  });

  test('reads Excel workbooks too', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Users');
    sheet.addRow(['Email', 'Password', 'Remark']);
    sheet.addRow(['excel-one@example.test', 'Excel12345', 'from excel']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload('1', { name: 'users.xlsx', content, type: 'application/octet-stream' });
    assert.equal(res.status, 200, res.body.msg);
    const detail = await finishedBatch(res.body.data.id);
    assert.equal(detail.successRows, 1);
    assert.equal(await api.count('users', "email = 'excel-one@example.test' and is_demo = 0"), 1);
  });

  test('a malformed file is refused with 400 and creates nothing', async () => {
    const batches = await api.count('user_batch_uploads');
    const users = await api.count('users');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const refused = [
      await upload('1', { name: 'picture.csv', content: png }),
      await upload('1', { name: 'noheader.csv', content: Buffer.from('a@b.test,Abc12345\nc@d.test,Abc12345\n') }),
      await upload('1', { name: 'empty.csv', content: Buffer.from('email,password\n') }),
      await upload('1', {
        name: 'big.csv',
        content: Buffer.from(['email,password', ...Array.from({ length: 5001 }, (_, i) => `big${i}@example.test,Abc12345`)].join('\n')),
      }),
      await upload('3', { name: 'ok.csv', content: Buffer.from('email,password\nx@y.test,Abc12345\n') }),
      await upload('1', undefined),
    ];
    for (const res of refused) assert.equal(res.status, 400, JSON.stringify(res.body));
    assert.match(refused[0].body.msg, /neither CSV nor/);
    assert.match(refused[1].body.msg, /header/);
    assert.match(refused[3].body.msg, /5000/);
    assert.match(refused[4].body.msg, /batchUploadType/);
    assert.equal(await api.count('user_batch_uploads'), batches);
    assert.equal(await api.count('users'), users);
  });
});

describe('export expiry', () => {
  test('a job past its download time answers 410 and its file is gone', async () => {
    const page = await api.call('POST', 'reporting/exportData/page', { token: admin, body: { type: 'users' } });
    const done = page.body.data.records.find((j: Json) => j.status === 'done');
    assert.ok(done, 'a finished job from the earlier test');
    const { rows } = await api.db.query<{ file_key: string }>('select file_key from export_jobs where id = $1', [done.id]);
    assert.ok(existsSync(join(exportDir, rows[0].file_key)));

    api.clock.advance(7 * DAY_MS + 60_000);
    admin = await api.signIn(DEMO.admin);
    const gone = await download(done.id);
    assert.equal(gone.statusCode, 410);
    assert.match(gone.json().msg, /expired/);
    assert.ok(!existsSync(join(exportDir, rows[0].file_key)), 'the file was deleted');
    const after = await api.call('POST', 'reporting/exportData/page', { token: admin, body: { id: done.id } });
    assert.equal(after.body.data.records[0].status, 'expired');
  });
});

describe('job queue', () => {
  test('stopping waits for pg-boss to record the end of a job, which it does without awaiting it', async () => {
    // The statement that records a finished job is slowed, as it is on a busy machine.
    const slowed: Db = Object.create(api.db);
    slowed.query = async (text: string, values?: unknown[]) => {
      if (/set\s+completed_on/i.test(text)) await new Promise((resolve) => setTimeout(resolve, 1_000));
      return api.db.query(text, values);
    };
    const queue = new JobQueue(slowed, () => undefined);
    let ran!: () => void;
    const running = new Promise<void>((resolve) => {
      ran = resolve;
    });
    queue.define({ name: 'queue-stop-probe', run: async () => ran() });
    await queue.start();
    await queue.send('queue-stop-probe', {});
    await running;
    await queue.stop();
    const { rows } = await api.db.query<{ state: string }>("select state from pgboss.job where name = 'queue-stop-probe'");
    assert.deepEqual(
      rows.map((r) => r.state),
      ['completed'],
    );
  });
});
