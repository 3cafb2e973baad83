import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Decimal } from '../../src/money';
import { foldFuturesOrderDaySums } from '../../src/modules/trading/futures/orders/sums';
import { csvRows } from '../export-files';
import { assertCallsChangeNothing, type Json, type TestApi } from '../helpers';
import { dec, FuturesWorld } from './futures-api-fixture';
import { futuresBalance, SECOND, unreconciledFuturesWallets } from './futures-fixture';

/**
 * The futures order calls on rounds the engine runs from a scripted feed (`FuturesWorld`): the order list
 * (filters, status tabs, sums per coin, sorting), an order's detail, the fill correction (only downwards,
 * only while its round has not settled, the refund in the wallet change log, audited), the sums kept per day,
 * the export, and the permissions. Refused calls change nothing.
 */

let w: FuturesWorld;
let api: TestApi;
let admin: string;
let pairId: number;
let gameplayId: number;
let users: number[];
let round1Start: number;
let round1: number;
let orders1: { id: number }[];

before(async () => {
  w = await FuturesWorld.start();
  ({ api, admin, pairId, gameplayId, users, round1Start, round1, orders1 } = w);
});
after(() => api.close());

const post = (path: string, body: unknown, token = admin) => w.post(path, body, token);
const get = (path: string, token = admin) => w.get(path, token);
const logged = (path: string) => w.logged(path);

describe('futures orders', () => {
  test('list: the round’s orders with user, pair, gameplay and round; sums per coin over every match', async () => {
    const answer = await post('futures/futuresOrders', { runnerId: round1 });
    assert.equal(answer.status, 200, answer.body.msg);
    const { records, total, summary } = answer.body.data;
    assert.equal(total, 3);
    assert.deepEqual(
      records.map((o: Json) => o.id),
      orders1.map((o) => o.id).reverse(),
      'newest first',
    );
    const first = records.find((o: Json) => o.id === orders1[0].id);
    assert.deepEqual(
      [first.accountId, first.direction, first.amount, first.filledAmount, first.status, first.result, first.coin, first.ip],
      [users[0], 'long', '100', '100', 'open', null, 'USDT', '10.0.0.7'],
    );
    assert.deepEqual(
      [first.tradingPairId, first.tradingPairCode, first.gameplayId, first.gameplayName, first.runnerId],
      [pairId, 'BTC-ORDERS', gameplayId, '60 s', round1],
    );
    assert.equal(first.orderPrice, '67000.5');
    assert.equal(Date.parse(first.runnerStartDate), round1Start);
    assert.equal(summary.length, 1);
    assert.deepEqual(
      [summary[0].code, summary[0].count, summary[0].amount, summary[0].filledAmount, summary[0].payout],
      ['USDT', 3, '170', '170', '0'],
    );
  });

  test('list: every filter narrows, sorting by an indexed key, a bad filter or sort is a 400', async () => {
    const ids = async (body: Json) => {
      const answer = await post('futures/futuresOrders', { runnerId: round1, ...body });
      assert.equal(answer.status, 200, answer.body.msg);
      return answer.body.data.records.map((o: Json) => o.id).sort((a: number, b: number) => a - b);
    };
    const [a, b, c] = orders1.map((o) => o.id);
    assert.deepEqual(await ids({ direction: 'long' }), [a, c]);
    assert.deepEqual(await ids({ accountId: users[1] }), [b]);
    assert.deepEqual(await ids({ id: c }), [c]);
    const usdt = (await api.db.query<{ id: number }>("select id from coins where code = 'USDT'")).rows[0].id;
    assert.deepEqual(await ids({ status: 'open', tradingPairId: pairId, gameplayId, coinId: usdt }), [a, b, c]);
    assert.deepEqual(await ids({ agentId: 99999999 }), []);
    assert.deepEqual(await ids({ settleStartTime: new Date(round1Start).toISOString() }), [], 'none is settled yet');
    assert.deepEqual(await ids({ status: 'settled' }), []);
    assert.deepEqual(await ids({ minAmount: '30', maxAmount: '60' }), [b]);
    assert.deepEqual(await ids({ ip: '10.0.0.7', isDemo: 0, fundType: 1 }), [a, b, c]);
    assert.deepEqual(await ids({ startTime: new Date(w.clock + 60 * SECOND).toISOString() }), []);
    const sorted = await post('futures/futuresOrders', { runnerId: round1, orderBy: 'amount', orderDirection: 'asc' });
    assert.deepEqual(
      sorted.body.data.records.map((o: Json) => o.amount),
      ['20', '50', '100'],
    );
    for (const bad of [{ orderBy: 'payout' }, { status: 'won' }, { direction: 'up' }, { minAmount: 'lots' }, { pageSize: 100000 }]) {
      assert.equal((await post('futures/futuresOrders', bad)).status, 400, JSON.stringify(bad));
    }
  });

  test('detail: the order, its round with the open price, and its stake in the ledger', async () => {
    const answer = await get(`futures/order/detail/${orders1[1].id}`);
    assert.equal(answer.status, 200, answer.body.msg);
    const { order, round, walletChanges } = answer.body.data;
    assert.equal(order.id, orders1[1].id);
    assert.deepEqual([round.id, round.status, round.openPrice, round.closePrice], [round1, 'open', '67000.5', null]);
    assert.deepEqual(
      walletChanges.map((w: Json) => [w.changeType, w.change]),
      [['futures_stake', '-50']],
    );
    assert.equal((await get('futures/order/detail/99999999')).status, 404);
    assert.equal((await get('futures/order/detail/abc')).status, 400);
  });

  test('fix: lowers the filled amount, refunds the difference through the ledger, audited', async () => {
    const [order] = orders1;
    const balance = await futuresBalance(api.db, users[0]);
    const before = await logged('futures/order/fix');
    const answer = await post('futures/order/fix', {
      id: order.id,
      runnerId: round1,
      filledAmount: '60',
      reason: 'Partial fill at the venue',
    });
    assert.equal(answer.status, 200, answer.body.msg);
    const detail = answer.body.data;
    assert.deepEqual(
      [detail.order.amount, detail.order.filledAmount, detail.order.fixReason, detail.order.fixOperator],
      ['100', '60', 'Partial fill at the venue', 'admin'],
    );
    assert.deepEqual(
      detail.walletChanges.map((w: Json) => [w.changeType, w.change, w.operator]),
      [
        ['futures_stake', '-100', null],
        ['futures_refund', '40', 'admin'],
      ],
    );
    assert.equal(await futuresBalance(api.db, users[0]), new Decimal(balance).plus(40).toFixed());
    assert.equal(detail.round.longTotal, '80', 'the round’s totals follow its orders');
    assert.deepEqual(detail.fix, { filledAmountBefore: '100', filledAmountAfter: '60', refunded: '40' });
    assert.equal(await logged('futures/order/fix'), before + 1);
    const { rows } = await api.db.query<{ req_log: string; res_log: string }>(
      "select req_log, res_log from backstage_log where api_url = '/api/futures/order/fix' order by id desc limit 1",
    );
    assert.match(rows[0].req_log, /Partial fill at the venue/);
    assert.match(rows[0].res_log, /"fix":\{"filledAmountBefore":"100","filledAmountAfter":"60","refunded":"40"\}/);
    assert.equal(await unreconciledFuturesWallets(api.db), 0);
  });

  test('fix: only downwards, with a reason, of the round named; refused calls change nothing', async () => {
    const [order] = orders1;
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', 'futures/order/fix', { id: order.id, runnerId: round1, filledAmount: '80', reason: 'up' }],
        ['POST', 'futures/order/fix', { id: order.id, runnerId: round1, filledAmount: '60', reason: 'same' }],
        ['POST', 'futures/order/fix', { id: order.id, runnerId: round1, filledAmount: '-1', reason: 'negative' }],
        ['POST', 'futures/order/fix', { id: order.id, runnerId: round1, filledAmount: '10' }],
        ['POST', 'futures/order/fix', { id: order.id, runnerId: round1, filledAmount: '10', reason: ' ' }],
        ['POST', 'futures/order/fix', { id: order.id, runnerId: round1 + 1000, filledAmount: '10', reason: 'other round' }],
        ['POST', 'futures/order/fix', { id: order.id, runnerId: round1, filledAmount: '10', reason: 'x', payout: '999' }],
      ],
      () => 400,
    );
    await assertCallsChangeNothing(
      api,
      admin,
      [['POST', 'futures/order/fix', { id: 99999999, runnerId: round1, filledAmount: '1', reason: 'missing' }]],
      () => 404,
    );
  });

  test('after settlement: settled at the recorded close, the tab’s sums; a fix is refused (409)', async () => {
    await w.settleRound1('67010');
    const detail = await get(`futures/order/detail/${orders1[0].id}`);
    assert.deepEqual(
      [detail.body.data.round.status, detail.body.data.round.closePrice, detail.body.data.round.result],
      ['settled', '67010', 'long'],
    );
    const order = detail.body.data.order;
    // 60 filled after the fix: 60 + 60 x 0.85.
    assert.deepEqual([order.status, order.result, order.settlePrice, order.payout], ['settled', 'win', '67010', '111']);
    assert.deepEqual(
      detail.body.data.walletChanges.map((c: Json) => c.changeType),
      ['futures_stake', 'futures_refund', 'futures_payout'],
    );
    const settled = await post('futures/futuresOrders', { runnerId: round1, status: 'settled' });
    assert.equal(settled.body.data.total, 3);
    assert.deepEqual([settled.body.data.summary[0].filledAmount, settled.body.data.summary[0].payout], ['130', '148']);
    assert.equal((await post('futures/futuresOrders', { runnerId: round1, result: 'lose' })).body.data.total, 1);
    await assertCallsChangeNothing(
      api,
      admin,
      [['POST', 'futures/order/fix', { id: orders1[0].id, runnerId: round1, filledAmount: '10', reason: 'too late' }]],
      () => 409,
    );
    assert.equal(await unreconciledFuturesWallets(api.db), 0);
  });
});

describe('the list’s sums kept per day', () => {
  /** The sums per coin of the orders matching `where`, added up from the orders. */
  async function direct(where: string, params: unknown[]): Promise<Json[]> {
    const { rows } = await api.db.query<Json>(
      `select c.code, count(*)::int as count, trim_scale(sum(x.amount))::text as amount, trim_scale(sum(x.filled_amount))::text as filled,
              trim_scale(sum(x.payout))::text as payout
       from futures_orders x join coins c on c.id = x.coin_id where ${where} group by c.code, c.sort order by c.sort`,
      params,
    );
    return rows.map((r) => [r.code, r.count, dec(r.amount), dec(r.filled), dec(r.payout)]);
  }
  const listed = async (body: Json) => {
    const answer = await post('futures/futuresOrders', body);
    assert.equal(answer.status, 200, answer.body.msg);
    return answer.body.data.summary.map((l: Json) => [l.code, l.count, dec(l.amount), dec(l.filledAmount), dec(l.payout)]);
  };

  test('status tabs, coin and date ranges (whole and partial days) add up to the orders, before and after a fold', async () => {
    const midDay = new Date(round1Start - 6 * 3600 * SECOND).toISOString();
    const cases: [Json, string, unknown[]][] = [
      [{}, 'true', []],
      [{ status: 'settled' }, "x.status = 'settled'", []],
      [{ status: 'voided' }, "x.status = 'voided'", []],
      [{ startTime: midDay }, 'x.order_date >= $1', [midDay]],
      [{ startTime: '2020-01-01 00:00:00', endTime: midDay }, 'x.order_date <= $1', [midDay]],
    ];
    for (let pass = 0; pass < 2; pass++) {
      for (const [body, where, params] of cases) assert.deepEqual(await listed(body), await direct(where, params), JSON.stringify(body));
      await api.db.transaction((tx) => foldFuturesOrderDaySums(tx));
      assert.equal(await api.count('futures_order_day_sum_changes'), 0);
    }
  });

  test('pairs, gameplays and ranges covering parts of days (either side of half a day) add up to the orders', async () => {
    // A day of the demo history, its orders spread over it; the fixture's own pair and gameplay too.
    const { rows } = await api.db.query<{ first: Date; pair: number; gameplay: number }>(
      `select min(order_date) as first, (select min(futures_pair_id) from futures_orders) as pair,
              (select max(gameplay_id) from futures_orders) as gameplay from futures_orders`,
    );
    const day = Math.floor(rows[0].first.getTime() / 86_400_000) * 86_400_000 + 5 * 86_400_000;
    const at = (days: number, hours: number, seconds = 0) =>
      new Date(day + days * 86_400_000 + hours * 3_600_000 + seconds * 1000).toISOString();
    const range = (from: string, to: string): [Json, string, unknown[]] => [
      { startTime: from, endTime: to },
      'x.order_date >= $1 and x.order_date <= $2',
      [from, to],
    ];
    const cases: [Json, string, unknown[]][] = [
      [{ tradingPairId: rows[0].pair }, 'x.futures_pair_id = $1', [rows[0].pair]],
      [{ tradingPairId: pairId, gameplayId }, 'x.futures_pair_id = $1 and x.gameplay_id = $2', [pairId, gameplayId]],
      [{ gameplayId: rows[0].gameplay, status: 'settled' }, "x.gameplay_id = $1 and x.status = 'settled'", [rows[0].gameplay]],
      range(at(0, 0), at(0, 23, 3599)), // one day, 00:00:00 to 23:59:59
      range(at(0, 2), at(3, 20)), // most of the first and last days
      range(at(0, 20), at(2, 3)), // little of the first and last days
      range(at(0, 3), at(0, 21)), // most of one day
      range(at(0, 3), at(0, 9)), // little of one day
      range(at(2, 0), at(1, 0)), // an end before the start
    ];
    const withPair = range(at(0, 2), at(3, 20));
    cases.push([
      { ...withPair[0], tradingPairId: rows[0].pair },
      `${withPair[1]} and x.futures_pair_id = $3`,
      [...withPair[2], rows[0].pair],
    ]);
    for (let pass = 0; pass < 2; pass++) {
      for (const [body, where, params] of cases) assert.deepEqual(await listed(body), await direct(where, params), JSON.stringify(body));
      await api.db.transaction((tx) => foldFuturesOrderDaySums(tx));
    }
  });
});

describe('export', () => {
  const exportCall = (body: Json, lang = 'en-US', token = admin) =>
    api.app.inject({
      method: 'POST',
      url: '/api/reporting/futures/export/futuresRecord',
      headers: { authorization: `Bearer ${token}`, lang },
      payload: body,
    });

  test('CSV of the filtered orders, labels in the language asked, audited', async () => {
    const before = await logged('reporting/futures/export/futuresRecord');
    const res = await exportCall({ runnerId: round1, excelType: 'csv' });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-disposition']), /attachment; filename="futuresOrders-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = csvRows(res.body);
    assert.equal(rows[0][0], 'Order ID');
    assert.equal(rows.length - 1, 3);
    const direction = rows[0].indexOf('Direction');
    const status = rows[0].indexOf('Status');
    assert.deepEqual(
      rows
        .slice(1)
        .map((r) => [Number(r[0]), r[direction], r[status]])
        .sort((x, y) => (x[0] as number) - (y[0] as number)),
      [
        [orders1[0].id, 'Long (rise)', 'Settled'],
        [orders1[1].id, 'Short (fall)', 'Settled'],
        [orders1[2].id, 'Long (rise)', 'Settled'],
      ],
    );
    assert.equal(await logged('reporting/futures/export/futuresRecord'), before + 1);
    const chinese = csvRows((await exportCall({ runnerId: round1, direction: 'short' }, 'zh-CN')).body);
    assert.equal(chinese[0][0], '订单ID');
    assert.equal(chinese.length - 1, 1);
    assert.equal(chinese[1][chinese[0].indexOf('方向')], '买跌');
    const xlsx = await exportCall({ runnerId: round1, excelType: 'xlsx' });
    assert.equal(xlsx.statusCode, 200);
    assert.match(String(xlsx.headers['content-type']), /spreadsheetml/);
    assert.equal((await exportCall({ status: 'lost' })).statusCode, 400);
  });

  test('over the threshold, a job of the export center that writes every matching order', async () => {
    const exportDir = mkdtempSync(join(tmpdir(), 'futures-export-'));
    process.env.EXPORT_DIR = exportDir;
    process.env.EXPORT_JOB_THRESHOLD = '2';
    try {
      const res = await post('reporting/futures/export/futuresRecord', { runnerId: round1, excelType: 'csv' });
      assert.equal(res.status, 200, res.body.msg);
      assert.equal(res.body.data.status, 'queued');
      const end = Date.now() + 60_000;
      let job: Json;
      for (;;) {
        const page = await post('reporting/exportData/page', { id: res.body.data.jobId });
        assert.equal(page.status, 200, page.body.msg);
        job = page.body.data.records[0];
        assert.notEqual(job.status, 'failed', job.error);
        if (job.status === 'done' || Date.now() > end) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.deepEqual([job.status, job.type, job.rowCount], ['done', 'futuresOrders', 3]);
    } finally {
      delete process.env.EXPORT_JOB_THRESHOLD;
      delete process.env.EXPORT_DIR;
      rmSync(exportDir, { recursive: true, force: true });
    }
  });
});

describe('permissions', () => {
  test('a viewer lists and opens orders, but cannot fix or export (403); others see nothing', async () => {
    const viewer = await api.signIn(await api.createStaff(admin, 'orders-viewer', [153]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', 'futures/futuresOrders', {}],
        ['GET', `futures/order/detail/${orders1[0].id}`, undefined],
        ['POST', 'futures/order/fix', { id: orders1[0].id, runnerId: round1, filledAmount: '1', reason: 'x' }],
        ['POST', 'reporting/futures/export/futuresRecord', {}],
      ],
      (path) => (/fix|export/.test(path) ? 403 : 200),
    );
    const outsider = await api.signIn(await api.createStaff(admin, 'orders-outsider', [146]));
    await assertCallsChangeNothing(
      api,
      outsider,
      [
        ['POST', 'futures/futuresOrders', {}],
        ['GET', `futures/order/detail/${orders1[0].id}`, undefined],
      ],
      () => 403,
    );
  });
});
