import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import { runExportJob } from '../../src/core/exports/jobs';
import type { ExportKind } from '../../src/core/exports/kinds';
import type { AppServices } from '../../src/http/context';
import { csvRows } from '../export-files';
import { DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
const exportDir = mkdtempSync(join(tmpdir(), 'console-export-center-test-'));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function jobOf(id: number, token = admin): Promise<Json> {
  const page = await api.call('POST', 'reporting/exportData/page', { token, body: { id } });
  assert.equal(page.status, 200, page.body.msg);
  return page.body.data.records[0];
}

const finished = (id: number) =>
  until(`export job ${id}`, async () => {
    const job = await jobOf(id);
    return ['done', 'failed', 'cancelled'].includes(job.status) ? job : undefined;
  });

/** A job row as the export calls leave it, owned by `adminId`. */
async function queuedJob(adminId: number, account: string, parameters: Json = { filters: { status: 2 }, lang: 'en-US' }): Promise<number> {
  const { rows } = await api.db.query<{ id: number }>(
    `insert into export_jobs (type, format, parameters, admin_id, admin_account) values ('users', 'csv', $1, $2, $3) returning id::int as id`,
    [JSON.stringify(parameters), adminId, account],
  );
  return rows[0].id;
}

/** Calls `path` with each body and token, expecting the statuses, and that nothing changed. */
async function refusedChangeNothing(path: string, cases: [token: string, body: unknown, status: number, message?: RegExp][]) {
  const state = await snapshot(api.db);
  for (const [token, body, status, message] of cases) {
    const res = await api.call('POST', path, { token, body });
    assert.equal(res.status, status, `${path} ${JSON.stringify(body)}: ${res.status} ${res.body.msg}`);
    if (message) assert.match(res.body.msg, message);
  }
  assert.deepEqual(await snapshot(api.db), state);
}

before(async () => {
  process.env.EXPORT_DIR = exportDir;
  process.env.EXPORT_JOB_THRESHOLD = '100';
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});

after(async () => {
  delete process.env.EXPORT_JOB_THRESHOLD;
  await api.close();
  rmSync(exportDir, { recursive: true, force: true });
});

describe('export center', () => {
  let doneId: number;

  test('a job counts rows done of its total, and its download is audited', async () => {
    const total = await api.count('users');
    const started = await api.call('POST', 'reporting/user/export', { token: admin, body: { excelType: 'csv' } });
    assert.equal(started.status, 200, started.body.msg);
    doneId = started.body.data.jobId;
    const job = await finished(doneId);
    assert.equal(job.status, 'done', job.error);
    assert.equal(job.rowsTotal, total);
    assert.equal(job.rowsDone, total);
    assert.ok(job.fileSize > 0);
    assert.ok(job.endedAt >= job.submittedAt);

    const logged = await api.count('backstage_log', "api_url like '%exportData/downLoad%'");
    const file = await api.app.inject({
      method: 'POST',
      url: '/api/reporting/exportData/downLoad',
      headers: { authorization: `Bearer ${admin}` },
      payload: { id: doneId },
    });
    assert.equal(file.statusCode, 200);
    assert.equal(csvRows(file.body).length, total + 1);
    assert.equal(await api.count('backstage_log', "api_url like '%exportData/downLoad%'"), logged + 1);
  });

  test('cancel stops a queued job; an ended job, bad input, a missing job and the unpermitted change nothing', async () => {
    const me = await api.db.query<{ id: number }>("select id from admins where account = 'admin'");
    const id = await queuedJob(me.rows[0].id, 'admin');
    const res = await api.call('POST', 'reporting/exportData/cancel', { token: admin, body: { id } });
    assert.equal(res.status, 200, res.body.msg);
    assert.equal(res.body.data.status, 'cancelled');
    assert.equal(res.body.data.cancelledBy, 'admin');
    assert.ok(res.body.data.endedAt);
    assert.equal(await api.count('backstage_log', "api_url like '%exportData/cancel%'"), 1);

    const exporter = await api.createStaff(admin, 'cancel-exporter', [permissionId('users.export')]);
    const exporterToken = await api.signIn(exporter);
    await refusedChangeNothing('reporting/exportData/cancel', [
      [admin, { id }, 409, /already ended \(cancelled\)/],
      [admin, { id: doneId }, 409, /already ended \(done\)/],
      [admin, { id: 'seven' }, 400, /id/],
      [admin, {}, 400, /id/],
      [admin, { id: 99_999_999 }, 404, /does not exist/],
      [exporterToken, { id: doneId }, 403],
    ]);
  });

  test('cancel stops a running job between batches and keeps no file', async () => {
    const me = await api.db.query<{ id: number }>("select id from admins where account = 'admin'");
    const id = await queuedJob(me.rows[0].id, 'admin');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstWritten!: () => void;
    const written = new Promise<void>((resolve) => {
      firstWritten = resolve;
    });
    const slowKind: ExportKind = {
      type: 'users',
      sheet: () => ({
        header: ['id'],
        total: Promise.resolve(3),
        batches: async function* () {
          yield [[1]];
          firstWritten();
          await gate;
          yield [[2]];
          yield [[3]];
        },
      }),
    };
    const services = { db: api.db, clock: api.clock.now } as unknown as AppServices;
    const run = runExportJob(services, [slowKind], id);
    await written;
    await until('the first batch recorded', async () => ((await jobOf(id)).rowsDone === 1 ? true : undefined));
    const running = await jobOf(id);
    assert.equal(running.status, 'running');
    assert.equal(running.rowsTotal, 3);
    assert.equal(running.progress, 33);

    const res = await api.call('POST', 'reporting/exportData/cancel', { token: admin, body: { id } });
    assert.equal(res.status, 200, res.body.msg);
    release();
    await run;
    const job = await jobOf(id);
    assert.equal(job.status, 'cancelled');
    assert.equal(job.rowsDone, 1, 'the runner stopped at the next batch');
    assert.equal(job.fileName, null);
    assert.deepEqual(
      readdirSync(exportDir).filter((name) => name.startsWith(`${id}-`)),
      [],
      'neither the file nor its partial is kept',
    );
  });

  test('run again queues a new job of the caller with the same parameters, which completes', async () => {
    const before = await jobOf(doneId);
    const res = await api.call('POST', 'reporting/exportData/runAgain', { token: admin, body: { id: doneId } });
    assert.equal(res.status, 200, res.body.msg);
    assert.equal(res.body.data.status, 'queued');
    const newId = res.body.data.jobId;
    assert.ok(newId > doneId);
    const again = await finished(newId);
    assert.equal(again.status, 'done', again.error);
    assert.equal(again.type, before.type);
    assert.equal(again.format, before.format);
    assert.deepEqual(again.parameters, before.parameters);
    assert.equal(again.rowsDone, before.rowsDone);
    assert.ok(existsSync(exportDir));
  });

  test('run again needs the export permission of the type; bad input and a missing job change nothing', async () => {
    const lister = await api.createStaff(admin, 'center-lister', [permissionId('exportCenter.list'), permissionId('exportCenter.manage')]);
    const listerToken = await api.signIn(lister);
    const exporter = await api.createStaff(admin, 'again-exporter', [permissionId('users.export')]);
    const exporterToken = await api.signIn(exporter);
    await refusedChangeNothing('reporting/exportData/runAgain', [
      [listerToken, { id: doneId }, 403, /export users/],
      [exporterToken, { id: doneId }, 403],
      [admin, { id: -1 }, 400, /id/],
      [admin, { id: 1, type: 'users' }, 400],
      [admin, { id: 99_999_999 }, 404, /does not exist/],
    ]);
    // The lister sees every job; asked for their own only, none.
    const all = await api.call('POST', 'reporting/exportData/page', { token: listerToken, body: {} });
    assert.ok(all.body.data.total >= 3);
    const mine = await api.call('POST', 'reporting/exportData/page', { token: listerToken, body: { mine: true } });
    assert.equal(mine.body.data.total, 0);
  });

  test('expiry purges the file from disk and shows the job expired', async () => {
    const { rows } = await api.db.query<{ file_key: string }>('select file_key from export_jobs where id = $1', [doneId]);
    assert.ok(existsSync(join(exportDir, rows[0].file_key)));
    api.clock.advance(7 * 24 * 60 * 60 * 1000 + 60_000);
    admin = await api.signIn(DEMO.admin);
    const job = await jobOf(doneId);
    assert.equal(job.status, 'expired');
    assert.ok(!existsSync(join(exportDir, rows[0].file_key)), 'the file was removed');
  });
});
