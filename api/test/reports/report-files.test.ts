import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { csvRows, xlsxSheet } from '../export-files';
import { assertCallsChangeNothing, type Json, type TestApi } from '../helpers';
import { getReport, type History, openReportsApi } from './history';

/**
 * The reports' files and refusals, over the known history of `history.ts` (figures checked in `reports.test.ts`):
 * CSV and Excel exports open and carry a header naming the days, the time zone and the filters; bad input is a 400
 * and no permission a 403, changing nothing; the home page shows only the counts the admin may see.
 */

let api: TestApi;
let admin: string;
let h: History;

const D1 = '2020-03-01';
const D2 = '2020-03-02';
const RANGE = { start: D1, end: D2 };

before(async () => {
  ({ api, admin, h } = await openReportsApi());
});
after(() => api.close());

const get = (path: string, query: Record<string, string | number> = {}, token = admin): Promise<Json> =>
  getReport(api, token, path, { ...RANGE, ...query });

describe('exports', () => {
  test('CSV and Excel open, with a header naming the filters and the time zone', async () => {
    const csv = await api.app.inject({
      method: 'GET',
      url: '/api/reporting/agent/daily/summary/exporting/csv',
      query: { ...RANGE, agentId: String(h.a) },
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /text\/csv/);
    const rows = csvRows(csv.body);
    assert.match(rows[0].join(' '), /Asia\/Shanghai/);
    assert.match(rows[0].join(' '), new RegExp(`agentId=${h.a}`));
    assert.match(rows[0].join(' '), /2020-03-01 - 2020-03-02/);
    assert.deepEqual(rows[1].slice(0, 5), ['Date', 'Time zone', 'Agent ID', 'Agent account', 'Downlines']);
    assert.equal(rows.length, 4);
    const header = rows[1];
    const col = (name: string) => header.indexOf(name);
    assert.deepEqual(
      [rows[2][0], rows[2][col('Futures result')], rows[2][col('Balance')], rows[3][0], rows[3][col('Deposits')]],
      [D2, '-8', '230', D1, '100'],
    );

    const excel = await api.app.inject({
      method: 'GET',
      url: '/api/reporting/platform/summary/exporting/excel',
      query: RANGE,
      headers: { authorization: `Bearer ${admin}`, lang: 'zh-CN' },
    });
    assert.equal(excel.statusCode, 200);
    const sheet = await xlsxSheet(excel.rawPayload);
    assert.match(String(sheet.getRow(1).values), /Asia\/Shanghai/);
    assert.match(String(sheet.getRow(1).values), /时区/);
    const names = (sheet.getRow(2).values as unknown[]).slice(1);
    const values = (sheet.getRow(3).values as unknown[]).slice(1);
    assert.equal(values[names.indexOf('充值金额')], 175);
    assert.equal(values[names.indexOf('净入金')], 130);
  });
});

describe('refusals', () => {
  test('bad input is a 400 that changes nothing', async () => {
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['GET', 'reporting/platform/summary?start=2020-03-02&end=2020-03-01', undefined],
        ['GET', 'reporting/platform/daily/summary?start=yesterday', undefined],
        ['GET', 'reporting/platform/daily/summary?start=2000-01-01&end=2020-01-01', undefined],
        ['GET', 'reporting/platform/summary?color=red', undefined],
        ['GET', 'reporting/agent/personal/summary?agentId=abc', undefined],
        ['GET', 'reporting/marketing/personal/summary?accountIdList=1,x', undefined],
        ['GET', 'reporting/downline/marketing/query?accountId=1&depth=0', undefined],
        ['GET', 'reporting/downline/marketing/query?accountId=1&depth=11', undefined],
        ['GET', 'reporting/downline/agent/query', undefined],
        ['GET', 'reporting/platform/summary/exporting/pdf', undefined],
        ['GET', 'reporting/platform/daily/summary/exporting/csv?start=2020-03-02&end=2020-03-01', undefined],
        ['GET', 'reporting/platform/homepage?pageSize=0', undefined],
      ],
      () => 400,
    );
  });

  test('without the permission a 403 that changes nothing; the home page shows only the counts the admin may see', async () => {
    const staff = await api.createStaff(admin, 'report-home-only', [341]);
    const token = await api.signIn(staff);
    await assertCallsChangeNothing(
      api,
      token,
      [
        ['GET', 'reporting/platform/summary', undefined],
        ['GET', 'reporting/agent/daily/summary', undefined],
        ['GET', 'reporting/downline/marketing/query?accountId=1', undefined],
        ['GET', 'reporting/account/monthly/summary', undefined],
        ['GET', 'reporting/platform/summary/exporting/csv', undefined],
      ],
      () => 403,
    );
    const home = await get('reporting/platform/homepage', {}, token);
    assert.deepEqual(
      [home.pendingKYCReview, home.pendingDepositReview, home.pendingWithdrawalReview, home.perpetualPositionWarning],
      [null, null, null, null],
    );
    const viewer = await api.createStaff(admin, 'report-viewer', [342]);
    const viewerToken = await api.signIn(viewer);
    await assertCallsChangeNothing(api, viewerToken, [['GET', 'reporting/platform/daily/summary/exporting/excel', undefined]], () => 403);
    assert.equal((await api.call('GET', 'reporting/platform/daily/summary', { token: viewerToken })).status, 200);
  });
});
