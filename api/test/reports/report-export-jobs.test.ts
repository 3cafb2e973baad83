import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { REPORT_JOB_ROWS } from '../../src/modules/reports/exports';
import { csvRows, xlsxSheet } from '../export-files';
import { assertCallsChangeNothing, type Json, type TestApi } from '../helpers';
import { type History, openReportsApi } from './history';

/**
 * The reports' files beyond the summary, monthly and daily views: the downline views exported alike (header naming the
 * filters and the time zone, formula cells escaped), and a report above the job threshold queued as a job of the
 * export center, with its rows done of total, whose file downloads with the same figures as a streamed one.
 */

let api: TestApi;
let admin: string;
let h: History;
let exportDir: string;

const RANGE = { start: '2020-03-01', end: '2020-03-02' };

before(async () => {
  ({ api, admin, h } = await openReportsApi());
  exportDir = mkdtempSync(join(tmpdir(), 'report-export-'));
  process.env.EXPORT_DIR = exportDir;
});
after(async () => {
  // The API first: closing it waits for the export jobs still running (the last test's job), which write into the
  // folder; removed under them, a job's file could not be opened.
  await api.close();
  delete process.env.EXPORT_DIR;
  delete process.env.EXPORT_JOB_THRESHOLD;
  rmSync(exportDir, { recursive: true, force: true });
});

const exportCall = (path: string, query: Record<string, string>, lang = 'en-US') =>
  api.app.inject({ method: 'GET', url: `/api/${path}`, query, headers: { authorization: `Bearer ${admin}`, lang } });

/** The cell of `column` in row `n` of a CSV's rows (the column names are its second line). */
const cellOf = (rows: string[][], n: number, column: string) => rows[n][rows[1].indexOf(column)];

describe('downline exports', () => {
  test("an agent's downline as CSV: the filters and the zone in the header, each member's figures below", async () => {
    const res = await exportCall('reporting/downline/agent/query/exporting/csv', { ...RANGE, agentId: String(h.a) });
    assert.equal(res.statusCode, 200, res.body);
    const rows = csvRows(res.body);
    assert.match(rows[0].join(' '), new RegExp(`agentId=${h.a}`));
    assert.match(rows[0].join(' '), /Time zone: Asia\/Shanghai/);
    assert.match(rows[0].join(' '), /2020-03-01 - 2020-03-02/);
    assert.deepEqual(rows[1].slice(0, 4), ['Agent ID', 'Agent account', 'Account type', 'Downlines']);
    // B, directly below A, carries the figures of B, C and D: 100 + 50 + 25 credited.
    assert.equal(rows.length, 3);
    assert.deepEqual(
      [cellOf(rows, 2, 'Agent ID'), cellOf(rows, 2, 'Account type'), cellOf(rows, 2, 'Deposits')],
      [String(h.b), 'Normal user', '175'],
    );
  });

  test("a marketing tree and an account's invitees as Excel and CSV, a remark read as a formula escaped", async () => {
    await api.db.query(`update users set remark = '=HYPERLINK("http://x","y")' where id = $1`, [h.c]);
    try {
      const res = await exportCall(
        'reporting/downline/marketing/query/exporting/excel',
        { ...RANGE, accountId: String(h.a), depth: '3' },
        'zh-CN',
      );
      assert.equal(res.statusCode, 200);
      const sheet = await xlsxSheet(res.rawPayload);
      assert.match(String(sheet.getRow(1).values), /depth=3/);
      assert.match(String(sheet.getRow(1).values), /时区: Asia\/Shanghai/);
      const names = (sheet.getRow(2).values as unknown[]).slice(1);
      assert.deepEqual(names.slice(0, 4), ['账户 ID', '下级层级', '邀请人', '备注']);
      // Three levels, one user each (B, C, D), each with its own figures.
      const members = [3, 4, 5].map((n) => (sheet.getRow(n).values as unknown[]).slice(1));
      assert.deepEqual(
        members.map((m) => [m[0], m[1], m[2]]),
        [
          [h.b, 1, h.a],
          [h.c, 2, h.b],
          [h.d, 3, h.c],
        ],
      );
      assert.equal(members[1][names.indexOf('充值金额')], 75);
      assert.equal(members[1][3], `'=HYPERLINK("http://x","y")`);

      const invitees = await exportCall('reporting/downline/account/query/exporting/csv', { ...RANGE, accountId: String(h.b) });
      const rows = csvRows(invitees.body);
      assert.deepEqual([cellOf(rows, 2, 'Account ID'), cellOf(rows, 2, 'Remark')], [String(h.c), `'=HYPERLINK("http://x","y")`]);
    } finally {
      await api.db.query(`update users set remark = 'remark of rpt-c@example.com' where id = $1`, [h.c]);
    }
  });

  test('a downline export needs the report’s export permission (403, nothing changed)', async () => {
    // Agent report view (344) without its export (345).
    const viewer = await api.signIn(await api.createStaff(admin, 'downline-viewer', [344]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['GET', `reporting/downline/agent/query?agentId=${h.a}`, undefined],
        ['GET', `reporting/downline/agent/query/exporting/csv?agentId=${h.a}`, undefined],
      ],
      (path) => (path.includes('exporting') ? 403 : 200),
    );
  });
});

describe('large report exports', () => {
  test(`a report of more than ${REPORT_JOB_ROWS} rows (the threshold, or EXPORT_JOB_THRESHOLD when lower) becomes a job`, async () => {
    const stream = await exportCall('reporting/platform/daily/summary/exporting/csv', RANGE);
    assert.equal(stream.statusCode, 200);
    const streamed = csvRows(stream.body);
    assert.equal(streamed.length, 4);

    process.env.EXPORT_JOB_THRESHOLD = '1';
    try {
      const queued = await api.call('GET', 'reporting/platform/daily/summary/exporting/csv', { token: admin, query: RANGE });
      assert.equal(queued.status, 200, queued.body.msg);
      assert.equal(queued.body.data.status, 'queued');
      const jobId: number = queued.body.data.jobId;
      const end = Date.now() + 30_000;
      let job: Json;
      for (;;) {
        job = (await api.call('POST', 'reporting/exportData/page', { token: admin, body: { id: jobId } })).body.data.records[0];
        assert.notEqual(job.status, 'failed', job.error);
        if (job.status === 'done' || Date.now() > end) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Two days and the line of column names, all written.
      assert.deepEqual([job.status, job.type, job.rowsTotal, job.rowsDone, job.progress], ['done', 'platformReport', 3, 3, 100]);
      assert.equal(job.parameters.filters.path, 'reporting/platform/daily/summary');
      assert.deepEqual([job.parameters.filters.start, job.parameters.filters.end], [RANGE.start, RANGE.end]);

      const file = await api.app.inject({
        method: 'POST',
        url: '/api/reporting/exportData/downLoad',
        payload: { id: jobId },
        headers: { authorization: `Bearer ${admin}` },
      });
      assert.equal(file.statusCode, 200);
      // The same file as streamed: the header naming the days and the zone, the same figures.
      assert.deepEqual(csvRows(file.body), streamed);
    } finally {
      delete process.env.EXPORT_JOB_THRESHOLD;
    }
  });

  test('a queued report job is run again with the report’s export permission only', async () => {
    process.env.EXPORT_JOB_THRESHOLD = '0';
    try {
      const queued = await api.call('GET', `reporting/downline/agent/query/exporting/excel`, {
        token: admin,
        query: { ...RANGE, agentId: String(h.a) },
      });
      assert.equal(queued.body.data.status, 'queued');
      const again = await api.call('POST', 'reporting/exportData/runAgain', { token: admin, body: { id: queued.body.data.jobId } });
      assert.equal(again.status, 200, again.body.msg);
      // Export center list and manage (350, 352), without the agent report's export (345).
      const manager = await api.signIn(await api.createStaff(admin, 'center-manager', [350, 352]));
      const refused = await api.call('POST', 'reporting/exportData/runAgain', { token: manager, body: { id: queued.body.data.jobId } });
      assert.equal(refused.status, 403);
    } finally {
      delete process.env.EXPORT_JOB_THRESHOLD;
    }
  });
});
