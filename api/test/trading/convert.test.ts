import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import Decimal from 'decimal.js';
import { recordTick } from '../../src/modules/market/ticks';
import { placeConvertOrder } from '../../src/modules/trading/convert/orders';
import { receiptPng } from '../../src/modules/users/seed/chat';
import { assertCallsChangeNothing, DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';
import { postForm, useTempFilesDir } from './coin-forms';

let api: TestApi;
let admin: string;
let usdt: number;
let btc: number;
/** The coin pair BTC/USDT and its convert pair. */
let coinPairId: number;
let pair: Json;

before(async () => {
  useTempFilesDir();
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  usdt = (await one<{ id: number }>("select id from coins where code = 'USDT'")).id;
  btc = (await one<{ id: number }>("select id from coins where code = 'BTC'")).id;
  await api.db.query('update finance_settings set deposit_need_review = 0 where id = 1');
  // Past any tick the demo data recorded at its moment: the ticks these tests record are the newest.
  api.clock.advance(5000);
  coinPairId = await coinPairOf('BTC', 'USDT');
  // Whatever the demo data holds for the pair, these tests make their own convert pair on it.
  await api.db.query('update convert_pairs set deleted_date = now() where coin_pair_id = $1 and deleted_date is null', [coinPairId]);
  const added = await post('convert/add', {
    tradingPairId: coinPairId,
    spread: '0.5',
    buyMinAmount: '10',
    buyMaxAmount: '100000',
    sellMinAmount: '0.0001',
    sellMaxAmount: '10',
  });
  assert.equal(added.status, 200, added.body.msg);
  pair = added.body.data;
});
after(() => api.close());

const post = (path: string, body: unknown, token = admin) => api.call('POST', path, { token, body });
const now = () => new Date(api.clock.now());
const logged = (path: string) => api.count('backstage_log', "api_url like $1 and op_name = 'admin' and result = 1", [`%${path}%`]);

async function one<T = Json>(sql: string, params: unknown[] = []): Promise<T> {
  return (await api.db.query<T>(sql, params)).rows[0];
}

/** The coin pair of two coins, added through the API when the data has none. */
async function coinPairOf(from: string, to: string): Promise<number> {
  const found = await one<{ id: number } | undefined>(
    'select p.id from coin_pairs p join coins f on f.id = p.from_coin_id join coins t on t.id = p.to_coin_id where f.code = $1 and t.code = $2',
    [from, to],
  );
  if (found) return found.id;
  const form = {
    name: `${from}/${to}`,
    code: `${from}${to}`,
    tradingPair: `${from}/${to}`,
    transferType: 1,
    isMarketClose: 0,
    decimalPoint: 2,
    pointStart: 0,
    pointEnd: 2,
  };
  const answer = await postForm(api, admin, 'system/tradingPair/add', form, { field: 'logo', name: 'l.png', content: receiptPng(2) });
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data.id;
}

/** A new user holding `amount` USDT in the futures wallet, credited by an operator deposit. */
let serial = 0;
async function fundedUser(amount: string): Promise<number> {
  serial += 1;
  const created = await post('account/create', { password: 'secret-pass-1', email: `convert${serial}.${Date.now()}@test.example` });
  assert.equal(created.status, 200, created.body.msg);
  const userId = created.body.data.id;
  const deposit = await post('finance/deposit', { accountId: userId, coinId: usdt, amount, bonusAmount: '0', walletType: 1, isShow: 1 });
  assert.equal(deposit.status, 200, deposit.body.msg);
  return userId;
}

async function balance(userId: number, coinId: number): Promise<Decimal> {
  const row = await one<{ balance: string } | undefined>(
    'select balance::text as balance from user_wallets where user_id = $1 and coin_id = $2 and wallet_type = 1',
    [userId, coinId],
  );
  return new Decimal(row?.balance ?? 0);
}

/** Wallets whose balance differs from the sum of their change log: none, always. */
async function unreconciled(): Promise<number> {
  return (
    await one<{ n: number }>(
      `select count(*)::int as n from user_wallets w
       where w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)`,
    )
  ).n;
}

/** Records the feed's price of BTC/USDT `secondsAgo` before the test clock. */
const tick = (price: string, secondsAgo = 1) =>
  recordTick(api.db, { coinPairId, price, at: new Date(api.clock.now() - secondsAgo * 1000), source: 'test' });

const order = (userId: number, side: number, amount: string) =>
  api.db.transaction((tx) => placeConvertOrder(tx, { userId, convertPairId: pair.id, side, amount, ip: '203.0.113.7', now: now() }));

describe('convert pairs', () => {
  test("convert/add takes the coin pair's name, code and logo; audited; a second pair of the coin pair is a 409", async () => {
    assert.equal(pair.tradingPairId, coinPairId);
    assert.equal(pair.fromCoinCode, 'BTC');
    assert.equal(pair.toCoinCode, 'USDT');
    assert.equal(pair.name, 'BTC/USDT');
    assert.equal(pair.logo, (await one('select logo from coin_pairs where id = $1', [coinPairId])).logo);
    assert.equal(pair.spread, '0.5');
    assert.equal(Number(pair.buyMaxAmount), 100000);
    assert.equal(pair.activation, 1);
    assert.equal(pair.quoteValiditySeconds, 10);
    assert.equal(await logged('convert/add'), 1);
    const state = await snapshot(api.db);
    const again = await post('convert/add', { tradingPairId: coinPairId });
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /already has a convert pair/);
    assert.deepEqual(await snapshot(api.db), state);
  });

  test('convert/list previews the price a user would get now: the newest tick with the spread; stale after the validity', async () => {
    const recorded = await tick('50000');
    const list = await post('convert/list', { name: 'BTC' });
    assert.equal(list.status, 200, list.body.msg);
    const quote = list.body.data.records.find((p: Json) => p.id === pair.id).quote;
    assert.equal(quote.tickId, recorded.id);
    assert.equal(Number(quote.feedPrice), 50000);
    assert.equal(quote.buyPrice, '50250');
    assert.equal(quote.sellPrice, '49750');
    assert.equal(quote.fresh, true);
    api.clock.advance(11_000);
    const later = await post('convert/list', {});
    assert.equal(later.body.data.records.find((p: Json) => p.id === pair.id).quote.fresh, false);
  });

  test('convert/edit changes what is sent; refusals (400, 404) change nothing', async () => {
    const edited = await post('convert/edit', { id: pair.id, spread: '1', sellMaxAmount: '' });
    assert.equal(edited.status, 200, edited.body.msg);
    assert.equal(edited.body.data.spread, '1');
    assert.equal(edited.body.data.sellMaxAmount, null, 'sent empty: no maximum');
    assert.equal(Number(edited.body.data.buyMaxAmount), 100000, 'not sent: kept');
    const uploaded = await postForm(api, admin, 'fileStorage/uploadImg', {}, { field: 'file', name: 'logo.png', content: receiptPng(3) });
    assert.equal(uploaded.status, 200, uploaded.body.msg);
    const logo = uploaded.body.data;
    const withLogo = await post('convert/edit', { id: pair.id, logo });
    assert.equal(withLogo.status, 200, withLogo.body.msg);
    assert.equal(withLogo.body.data.logo, logo);
    assert.equal((await post('convert/edit', { id: pair.id, logo: '' })).body.data.logo, null, 'sent empty: cleared');
    assert.equal(await logged('convert/edit'), 3);
    const state = await snapshot(api.db);
    const cases: [unknown, number, RegExp][] = [
      [{ id: pair.id, spread: '100' }, 400, /spread/],
      [{ id: pair.id, spread: '-1' }, 400, /spread/],
      [{ id: pair.id, buyMinAmount: '200000' }, 400, /buyMaxAmount/],
      [{ id: pair.id, activation: 3 }, 400, /activation/],
      [{ id: pair.id, logo: 'https://evil.example/logo.png' }, 400, /logo/],
      [{ spread: '1' }, 400, /id/],
      [{ id: 999999, spread: '1' }, 404, /does not exist/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await post('convert/edit', body);
      assert.equal(answer.status, status, `${JSON.stringify(body)}: ${answer.body.msg}`);
      assert.match(answer.body.msg, message);
    }
    const addCases: [unknown, number][] = [
      [{ tradingPairId: 999999 }, 400],
      [{ tradingPairId: coinPairId, sellMinAmount: '5', sellMaxAmount: '1' }, 400],
      [{}, 400],
    ];
    for (const [body, status] of addCases) assert.equal((await post('convert/add', body)).status, status, JSON.stringify(body));
    assert.deepEqual(await snapshot(api.db), state);
    assert.equal((await post('convert/edit', { id: pair.id, spread: '0.5', sellMaxAmount: '10' })).status, 200);
  });
});

describe('convert orders', () => {
  test('a buy and a sell move both legs through the ledger at the tick and spread, kept with the tick id; wallets reconcile', async () => {
    const userId = await fundedUser('5000');
    const recorded = await tick('50000');
    const buyId = await order(userId, 1, '1000');
    // 1000 USDT at 50000 raised by 0.5 %: 1000 / 50250 BTC, to BTC's 8 decimals, rounded down.
    assert.ok((await balance(userId, usdt)).eq(4000));
    assert.ok((await balance(userId, btc)).eq('0.01990049'));
    const row = await one('select * from convert_orders where id = $1', [buyId]);
    assert.equal(Number(row.tick_id), recorded.id);
    assert.equal(Number(row.feed_price), 50000);
    assert.equal(Number(row.price), 50250);
    assert.equal(Number(row.spread), 0.5);
    const legs = await api.db.query<{ coin_id: number; change: string; change_type: string }>(
      'select coin_id, change_balance::text as change, change_type from wallet_change_log where reference = $1 order by coin_id',
      [`convert:${buyId}`],
    );
    assert.equal(legs.rows.length, 2);
    assert.ok(legs.rows.every((l) => l.change_type === 'convert'));
    const byCoin = new Map(legs.rows.map((l) => [l.coin_id, new Decimal(l.change)]));
    assert.ok(byCoin.get(usdt)?.eq(-1000));
    assert.ok(byCoin.get(btc)?.eq('0.01990049'));

    const sellId = await order(userId, 2, '0.01');
    // 0.01 BTC at 50000 lowered by 0.5 %: 497.50 USDT.
    assert.ok((await balance(userId, usdt)).eq('4497.5'));
    assert.ok((await balance(userId, btc)).eq('0.00990049'));
    assert.equal(await api.count('wallet_change_log', 'reference = $1', [`convert:${sellId}`]), 2);
    assert.equal(await unreconciled(), 0);

    const listed = await post('convert/record/list', { accountId: userId, orderBy: 'amount', orderDirection: 'desc' });
    assert.equal(listed.status, 200, listed.body.msg);
    assert.equal(listed.body.data.total, 2);
    const [buy, sell] = listed.body.data.records;
    assert.equal(buy.id, buyId);
    assert.equal(buy.direction, 1);
    assert.equal(buy.fromCoinCode, 'USDT');
    assert.equal(buy.toCoinCode, 'BTC');
    assert.equal(Number(buy.realAmount), 0.01990049);
    assert.equal(buy.tickId, recorded.id);
    assert.equal(buy.ip, '203.0.113.7');
    assert.equal(sell.fromCoinCode, 'BTC');
    assert.equal(Number(sell.realAmount), 497.5);
    const sells = await post('convert/record/list', { accountId: userId, direction: 2 });
    assert.deepEqual(
      sells.body.data.records.map((o: Json) => o.id),
      [sellId],
    );
    const inRange = await post('convert/record/list', {
      accountId: userId,
      startTime: new Date(api.clock.now() - 60_000).toISOString(),
      endTime: new Date(api.clock.now() + 60_000).toISOString(),
      coinId: btc,
      convertPairId: pair.id,
    });
    assert.equal(inRange.body.data.total, 2);
    assert.equal((await post('convert/record/list', { orderBy: 'price' })).status, 400);
  });

  test('refused orders change nothing: a stale quote, no funds, outside the limits, an inactive pair, a closed market', async () => {
    const userId = await fundedUser('100');
    // The newest tick is now 11 s old: past the validity of 10 s.
    api.clock.advance(11_000);
    // The switches this test turns and puts back (the pair's activation, the guard, the market hours) are rewritten
    // rows: those tables are compared by their values, every other table by the snapshot (which counts any write).
    const switched = ['coin_pairs', 'convert_pairs', 'risk_guards'];
    const switchedRows = async () =>
      Promise.all(
        switched.map(
          async (table) =>
            (await api.db.query<{ rows: string }>(`select coalesce(json_agg(x order by x.id), '[]')::text as rows from ${table} x`)).rows[0]
              .rows,
        ),
      );
    const withoutSwitched = (fingerprints: Record<string, string>) =>
      Object.fromEntries(Object.entries(fingerprints).filter(([table]) => !switched.includes(table) && table !== 'price_ticks'));
    const state = await snapshot(api.db);
    const switchedBefore = await switchedRows();
    await assert.rejects(order(userId, 1, '50'), /older than the quote validity of 10 s/);
    await tick('50000');
    await assert.rejects(order(userId, 1, '500'), /Not enough funds/);
    await assert.rejects(order(userId, 1, '5'), /at least 10 USDT/);
    await assert.rejects(order(userId, 2, '11'), /at most 10 BTC/);
    await assert.rejects(order(userId, 1, '10.001'), /at most 2 decimals/);
    await assert.rejects(order(userId, 3, '10'), /side/);
    await api.db.query('update convert_pairs set activation = 0 where id = $1', [pair.id]);
    await assert.rejects(order(userId, 1, '50'), /not active/);
    await api.db.query('update convert_pairs set activation = 1 where id = $1', [pair.id]);
    // Halted by the reference-price guard (by hand here): no order, and the list says it cannot trade.
    // The demo data's guard of the pair, if any, is halted and then put back as it was.
    const guard = (await api.db.query<{ state: string }>('select state from risk_guards where coin_pair_id = $1', [coinPairId])).rows[0];
    await api.db.query(
      `insert into risk_guards (coin_pair_id, band_percent, state, state_since, create_date, update_date) values ($1, 5, 'halted', now(), now(), now())
       on conflict (coin_pair_id) do update set state = 'halted'`,
      [coinPairId],
    );
    await assert.rejects(order(userId, 1, '50'), /halted by its reference-price guard/);
    assert.equal((await post('convert/list', {})).body.data.records.find((p: Json) => p.id === pair.id).tradable, false);
    if (guard) await api.db.query('update risk_guards set state = $2 where coin_pair_id = $1', [coinPairId, guard.state]);
    else await api.db.query('delete from risk_guards where coin_pair_id = $1', [coinPairId]);
    const closeFrom = new Date(api.clock.now() - 3_600_000).toISOString().slice(11, 19);
    const closeTo = new Date(api.clock.now() + 3_600_000).toISOString().slice(11, 19);
    await api.db.query('update coin_pairs set is_market_close = 1, close_start_time = $2, close_end_time = $3 where id = $1', [
      coinPairId,
      closeFrom,
      closeTo,
    ]);
    await assert.rejects(order(userId, 1, '50'), /market of BTC\/USDT is closed/);
    const closed = await post('convert/list', {});
    assert.equal(closed.body.data.records.find((p: Json) => p.id === pair.id).tradable, false);
    await api.db.query('update coin_pairs set is_market_close = 0, close_start_time = null, close_end_time = null where id = $1', [
      coinPairId,
    ]);
    // Only the ticks recorded here differ.
    assert.deepEqual(withoutSwitched(await snapshot(api.db)), withoutSwitched(state));
    assert.deepEqual(await switchedRows(), switchedBefore);
    assert.ok((await balance(userId, usdt)).eq(100));
  });

  test('two orders racing on one wallet: each takes the wallet lock; the second finds too little and changes nothing', async () => {
    const userId = await fundedUser('150');
    await tick('50000');
    const results = await Promise.allSettled([order(userId, 1, '100'), order(userId, 1, '100')]);
    assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    assert.match(String(refused.reason), /Not enough funds/);
    assert.ok((await balance(userId, usdt)).eq(50));
    assert.equal(await api.count('convert_orders', 'user_id = $1', [userId]), 1);
    assert.equal(await unreconciled(), 0);
  });

  test('convert/record/list without filters pages the orders newest first; the export streams them; audited', async () => {
    const page = await post('convert/record/list', { pageSize: 1 });
    assert.equal(page.status, 200, page.body.msg);
    assert.equal(page.body.data.total, await api.count('convert_orders'));
    assert.equal(page.body.data.records.length, 1);
    const exported = await api.app.inject({
      method: 'POST',
      url: '/api/reporting/user/convertRecord/export',
      payload: { excelType: 'csv', direction: 1 },
      headers: { authorization: `Bearer ${admin}` },
    });
    assert.equal(exported.statusCode, 200, exported.body);
    assert.match(String(exported.headers['content-type']), /csv/);
    const lines = exported.body.trim().split('\n');
    assert.match(lines[0], /Amount paid/);
    assert.equal(lines.length - 1, await api.count('convert_orders', 'direction = 1'));
    assert.ok(lines.slice(1).every((l) => l.includes(',Buy,')));
    assert.equal(await logged('reporting/user/convertRecord/export'), 1);
    assert.equal((await post('reporting/user/convertRecord/export', { excelType: 'pdf' })).status, 400);
  });

  test('over the threshold, the convert export is a job of the export center that writes every matching order', async () => {
    const exportDir = mkdtempSync(join(tmpdir(), 'convert-export-'));
    process.env.EXPORT_DIR = exportDir;
    process.env.EXPORT_JOB_THRESHOLD = '0';
    try {
      const res = await post('reporting/user/convertRecord/export', { excelType: 'csv' });
      assert.equal(res.status, 200, res.body.msg);
      assert.equal(res.body.data.status, 'queued');
      const end = Date.now() + 60_000;
      let job: Json;
      for (;;) {
        const page = await post('reporting/exportData/page', { id: res.body.data.jobId });
        job = page.body.data.records[0];
        assert.notEqual(job.status, 'failed', job.error);
        if (job.status === 'done' || Date.now() > end) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      assert.deepEqual([job.status, job.type, job.rowCount], ['done', 'convertOrders', await api.count('convert_orders')]);
    } finally {
      delete process.env.EXPORT_JOB_THRESHOLD;
      delete process.env.EXPORT_DIR;
      rmSync(exportDir, { recursive: true, force: true });
    }
  });

  test('convert/del removes the pair from the list and from trading; its orders stay; audited', async () => {
    const other = await coinPairOf('ETH', 'USDT');
    // The demo data's convert pair of ETH/USDT makes way (one convert pair per coin pair).
    await api.db.query('update convert_pairs set deleted_date = now() where coin_pair_id = $1 and deleted_date is null', [other]);
    const added = await post('convert/add', { tradingPairId: other, spread: '0.2' });
    assert.equal(added.status, 200, added.body.msg);
    const userId = await fundedUser('100');
    await recordTick(api.db, { coinPairId: other, price: '3000', at: new Date(api.clock.now() - 500), source: 'test' });
    const orderId = await api.db.transaction((tx) =>
      placeConvertOrder(tx, { userId, convertPairId: added.body.data.id, side: 1, amount: '30', ip: null, now: now() }),
    );
    const deleted = await post(`convert/del/${added.body.data.id}`, {});
    assert.equal(deleted.status, 200, deleted.body.msg);
    assert.deepEqual(deleted.body.data, { id: added.body.data.id, deleted: true });
    const list = await post('convert/list', { pageSize: 100 });
    assert.ok(!list.body.data.records.some((p: Json) => p.id === added.body.data.id));
    await assert.rejects(
      api.db.transaction((tx) =>
        placeConvertOrder(tx, { userId, convertPairId: added.body.data.id, side: 1, amount: '30', ip: null, now: now() }),
      ),
      /does not exist/,
    );
    const kept = await post('convert/record/list', { id: orderId });
    assert.equal(kept.body.data.records[0].pairName, 'ETH/USDT');
    assert.equal(await logged(`convert/del/${added.body.data.id}`), 1);
    assert.equal((await post(`convert/del/${added.body.data.id}`, {})).status, 404);
    // The coin pair is free for a new convert pair.
    assert.equal((await post('convert/add', { tradingPairId: other })).status, 200);
  });
});

describe('permissions', () => {
  test('each call needs its permission: refused with 403, changing nothing', async () => {
    const pairsOnly = await api.signIn(await api.createStaff(admin, 'convertpairs', [permissionId('convertPairs.list')]));
    const ordersOnly = await api.signIn(await api.createStaff(admin, 'convertorders', [permissionId('convertOrders.list')]));
    assert.equal((await post('convert/list', {}, pairsOnly)).status, 200);
    assert.equal((await post('convert/record/list', {}, ordersOnly)).status, 200);
    await assertCallsChangeNothing(
      api,
      pairsOnly,
      [
        ['POST', 'convert/add', { tradingPairId: coinPairId }],
        ['POST', 'convert/edit', { id: pair.id, spread: '2' }],
        ['POST', `convert/del/${pair.id}`, {}],
        ['POST', 'convert/record/list', {}],
      ],
      () => 403,
    );
    await assertCallsChangeNothing(
      api,
      ordersOnly,
      [
        ['POST', 'convert/list', {}],
        ['POST', 'reporting/user/convertRecord/export', { excelType: 'csv' }],
      ],
      () => 403,
    );
  });
});

describe('POST dev/trading/convert-order (npm run trade-demo -- --convert)', () => {
  test('places the chosen convert order for the chosen user at the recorded price; audited', async () => {
    const userId = await fundedUser('500');
    await tick('40000');
    const answer = await post('dev/trading/convert-order', { userId, convertPairId: pair.id, side: 1, amount: '100' });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.data.userId, userId);
    assert.equal(answer.body.data.pair, 'BTC/USDT');
    assert.equal(Number(answer.body.data.amount), 100);
    // 100 USDT at 40000 raised by the 0.5 % spread: 100 / 40200 BTC, to BTC's 8 decimals, rounded down.
    assert.equal(Number(answer.body.data.received), 0.00248756);
    assert.ok((await balance(userId, usdt)).eq(400));
    assert.ok((await balance(userId, btc)).eq('0.00248756'));
    assert.equal(await api.count('convert_orders', 'id = $1 and user_id = $2', [answer.body.data.orderId, userId]), 1);
    assert.equal(await logged('dev/trading/convert-order'), 1);
    assert.equal(await unreconciled(), 0);
  });

  test('a bad amount or side is a 400, a stale price a 409, and without the permission a 403; nothing placed', async () => {
    const userId = await fundedUser('500');
    // Signed in before the snapshot: a sign-in records itself on the admin.
    const auditor = await api.signIn(DEMO.auditor);
    const orders = await api.count('convert_orders');
    const state = await snapshot(api.db);
    for (const body of [
      { userId, convertPairId: pair.id, amount: 'ten' },
      { userId, convertPairId: pair.id, amount: '0' },
      { userId, convertPairId: pair.id, side: 3 },
    ]) {
      assert.equal((await post('dev/trading/convert-order', body)).status, 400, JSON.stringify(body));
    }
    api.clock.advance(60_000);
    const stale = await post('dev/trading/convert-order', { userId, convertPairId: pair.id, amount: '100' });
    assert.equal(stale.status, 409, stale.body.msg);
    assert.equal((await post('dev/trading/convert-order', { userId, convertPairId: pair.id }, auditor)).status, 403);
    assert.equal(await api.count('convert_orders'), orders);
    assert.deepEqual(await snapshot(api.db), state);
  });
});
