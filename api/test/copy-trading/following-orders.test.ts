import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { csvRows } from '../export-files';
import { assertCallsChangeNothing, type Json, type TestApi } from '../helpers';
import { CopyWorld } from './copy-fixture';

/**
 * Following orders: `follow/order/list` with the filters of endpoints.tsv, an order's detail (`futures/order/detail/{id}`
 * with its copy part: leading order, fee terms, the balance after the stake), and the leading and following order
 * exports through the shared export route (streamed CSV or Excel, audited; a job of the export center when large).
 */

let c: CopyWorld;
let api: TestApi;
let leading: Json;
let copies: number[];

before(async () => {
  c = await CopyWorld.start(3);
  api = c.api;
  leading = (await c.add({ direction: 'short', amount: '50' })).body.data.leadingOrder;
  copies = (
    await api.db.query<{ id: string }>('select id from futures_orders where follow_code = $1 order by id', [leading.followCode])
  ).rows.map((r) => Number(r.id));
});
after(() => api.close());

const exportCall = (path: string, body: unknown, lang = 'en-US', token = c.admin) =>
  api.app.inject({ method: 'POST', url: `/api/${path}`, headers: { authorization: `Bearer ${token}`, lang }, payload: body as object });

describe('following orders', () => {
  test('follow/order/list: the copies of a leading order, with its filters', async () => {
    const list = await c.post('follow/order/list', { leaderOrderId: leading.id, orderBy: 'id', orderDirection: 'asc' });
    assert.equal(list.status, 200, list.body.msg);
    assert.deepEqual(
      list.body.data.records.map((r: { id: number }) => r.id),
      copies,
    );
    const row = list.body.data.records[0];
    assert.deepEqual(
      [row.accountId, row.leaderOrderId, row.leaderAccountId, row.direction, row.amount, row.status, row.runnerId, row.shareId],
      [c.followers[0], leading.id, c.leader, 'short', '10', 'open', c.w.round1, leading.shareId],
    );
    // The sums row of the copies, from the copies (a leading order's) or from the sums kept per day (a leader's, a month).
    const sums = async (body: object) =>
      (await c.post('follow/order/list', body)).body.data.summary.map((l: Record<string, unknown>) => [
        l.code,
        l.count,
        l.amount,
        l.payout,
      ]);
    assert.deepEqual(await sums({ leaderOrderId: leading.id }), [['USDT', 3, '30', '0']]);
    const month = { startTime: new Date(c.w.clock - 30 * 86_400_000).toISOString(), endTime: new Date(c.w.clock).toISOString() };
    assert.deepEqual(await sums({ leaderAccountId: c.leader, status: 'open', ...month }), [['USDT', 3, '30', '0']]);
    assert.deepEqual(await sums({ leaderAccountId: c.leader, status: 'settled' }), []);
    const count = async (body: object) => (await c.post('follow/order/list', { leaderOrderId: leading.id, ...body })).body.data.total;
    assert.equal(await count({ accountId: c.followers[1] }), 1);
    assert.equal(await count({ leaderAccountId: c.leader }), 3);
    assert.equal(await count({ direction: 'long' }), 0);
    assert.equal(await count({ status: 'open', tradingPairId: c.w.pairId, gamePlay: c.w.gameplayId, runnerId: c.w.round1 }), 3);
    assert.equal(await count({ startTime: new Date(c.w.clock + 60_000).toISOString() }), 0);
    assert.equal(await count({ followCode: leading.followCode }), 3);
    assert.equal((await c.post('follow/order/list', { orderBy: 'payout' })).status, 400);
    assert.equal((await c.post('follow/order/list', { status: 'lost' })).status, 400);
  });

  test('futures/order/detail/{id}: a copy names its leading order, fee terms, the balance after its stake and its sales account', async () => {
    // The first follower's direct parent is a sales account.
    const sales = c.w.users[0];
    await api.db.query('update users set account_type = 3 where id = $1', [sales]);
    await api.db.query('update users set agent_user_id0 = $2 where id = $1', [c.followers[0], sales]);
    const copy = await c.get(`futures/order/detail/${copies[0]}`);
    assert.equal(copy.status, 200, copy.body.msg);
    const { order, copy: part, walletChanges } = copy.body.data;
    assert.deepEqual(
      [part.role, part.leadingOrderId, part.leaderAccountId, part.followCode, part.leaderFeeRatio],
      ['following', leading.id, c.leader, leading.followCode, '0.1'],
    );
    assert.equal(part.userBalance, walletChanges[0].after);
    assert.equal(part.salesId, sales);
    assert.equal(order.followCode, leading.followCode);
    assert.equal((await c.get(`futures/order/detail/${leading.id}`)).body.data.copy.role, 'leading');
    assert.equal((await c.get(`futures/order/detail/${c.w.orders1[0].id}`)).body.data.copy, null);
  });

  test('exports: CSV of the leading and of the following orders, labels in the language asked, audited', async () => {
    const before = await c.w.logged('reporting/futures/export/futuresFollowingRecord');
    const following = await exportCall('reporting/futures/export/futuresFollowingRecord', { leaderOrderId: leading.id, excelType: 'csv' });
    assert.equal(following.statusCode, 200, following.body);
    const rows = csvRows(following.body);
    assert.equal(rows[0][0], 'Order ID');
    assert.deepEqual(
      rows
        .slice(1)
        .map((r) => Number(r[0]))
        .sort(),
      [...copies].sort(),
    );
    assert.equal(rows[1][rows[0].indexOf('Direction')], 'Short (fall)');
    assert.equal(await c.w.logged('reporting/futures/export/futuresFollowingRecord'), before + 1);

    const leadingCsv = csvRows(
      (await exportCall('reporting/futures/export/futuresLeadingRecord', { orderId: leading.id, lang: 'zh-CN' }, 'zh-CN')).body,
    );
    assert.equal(leadingCsv[0][0], '带单ID');
    assert.equal(leadingCsv.length - 1, 1);
    assert.equal(leadingCsv[1][leadingCsv[0].indexOf('跟单人数')], '3');
    const xlsx = await exportCall('reporting/futures/export/futuresLeadingRecord', { accountId: c.leader, excelType: 'xlsx' });
    assert.equal(xlsx.statusCode, 200);
    assert.match(String(xlsx.headers['content-type']), /spreadsheetml/);
    assert.equal((await exportCall('reporting/futures/export/futuresLeadingRecord', { status: 'lost' })).statusCode, 400);
  });

  test('over the threshold, a job of the export center', async () => {
    const exportDir = mkdtempSync(join(tmpdir(), 'copy-export-'));
    process.env.EXPORT_DIR = exportDir;
    process.env.EXPORT_JOB_THRESHOLD = '2';
    try {
      const res = await c.post('reporting/futures/export/futuresFollowingRecord', { leaderOrderId: leading.id });
      assert.equal(res.status, 200, res.body.msg);
      assert.equal(res.body.data.status, 'queued');
      const end = Date.now() + 30_000;
      let job: Json;
      for (;;) {
        job = (await c.post('reporting/exportData/page', { id: res.body.data.jobId })).body.data.records[0];
        assert.notEqual(job.status, 'failed', job.error);
        if (job.status === 'done' || Date.now() > end) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.deepEqual([job.status, job.type, job.rowCount], ['done', 'copyFollowingOrders', 3]);
    } finally {
      delete process.env.EXPORT_JOB_THRESHOLD;
      delete process.env.EXPORT_DIR;
      rmSync(exportDir, { recursive: true, force: true });
    }
  });

  test('permissions: a viewer lists and opens following orders but cannot export (403)', async () => {
    const viewer = await api.signIn(await api.createStaff(c.admin, 'following-viewer', [166]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', 'follow/order/list', {}],
        ['GET', `futures/order/detail/${copies[0]}`, undefined],
        ['POST', 'reporting/futures/export/futuresFollowingRecord', {}],
        ['POST', 'reporting/futures/export/futuresLeadingRecord', {}],
        ['POST', 'follow/list', {}],
      ],
      (path) => (path.startsWith('reporting') || path === 'follow/list' ? 403 : 200),
    );
  });
});
