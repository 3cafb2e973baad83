import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import { recordTick } from '../../src/modules/market/ticks';
import { marketOpenAt } from '../../src/modules/trading/coin-pairs/market-hours';
import { receiptPng } from '../../src/modules/users/seed/chat';
import { assertCallsChangeNothing, DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';
import { postForm, useTempFilesDir } from './coin-forms';

let api: TestApi;
let admin: string;

before(async () => {
  useTempFilesDir();
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const post = (path: string, body: unknown, token = admin) => api.call('POST', path, { token, body });
const logo = (n = 1) => ({ field: 'logo', name: `logo${n}.png`, content: receiptPng(n) });
const logged = (path: string) => api.count('backstage_log', "api_url like $1 and op_name = 'admin' and result = 1", [`%${path}%`]);

/** The add form of a pair of two seeded coins. */
const addForm = (code: string, tradingPair: string): Record<string, string | number> => ({
  name: tradingPair.toUpperCase(),
  code,
  tradingPair,
  transferType: 1,
  isMarketClose: 0,
  decimalPoint: 4,
  pointStart: 1,
  pointEnd: 3,
});

async function addPair(code: string, tradingPair: string, fields: Record<string, string | number> = {}): Promise<Json> {
  const answer = await postForm(api, admin, 'system/tradingPair/add', { ...addForm(code, tradingPair), ...fields }, logo());
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data;
}

/** `HH:mm` of the test clock moved by `minutes`. */
const clockTime = (minutes: number) => new Date(api.clock.now() + minutes * 60_000).toISOString().slice(11, 16);

describe('system/tradingPair/add', () => {
  test('adds a pair with its logo: its coins, market hours and point range; listed; quoted once the feed records a tick', async () => {
    const pair = await addPair('ETHBTC', 'eth/btc');
    assert.equal(pair.code, 'ETHBTC');
    assert.equal(pair.name, 'ETH/BTC');
    assert.equal(pair.fromCoinCode, 'ETH');
    assert.equal(pair.toCoinCode, 'BTC');
    assert.equal(pair.activation, 1);
    assert.equal(pair.display, 1);
    assert.equal(pair.transferType, 1);
    assert.equal(pair.isMarketClose, 0);
    assert.equal(pair.closeStartTime, null);
    assert.deepEqual([pair.decimalPoint, pair.pointStart, pair.pointEnd], [4, 1, 3]);
    assert.equal(pair.marketOpen, true);
    assert.equal(pair.lastPrice, null);
    assert.match(pair.logoUrl, /^\/api\/files\/[A-Za-z0-9_-]+\.png$/);
    assert.equal((await api.app.inject({ method: 'GET', url: pair.logoUrl })).statusCode, 200);
    assert.equal(await logged('system/tradingPair/add'), 1);

    const at = new Date(api.clock.now() - 1000);
    const tick = await recordTick(api.db, { coinPairId: pair.id, price: '0.0512', at, source: 'test' });
    const listed = await post('system/tradingPair/list', { code: 'ETHBTC' });
    assert.equal(listed.status, 200, listed.body.msg);
    assert.equal(listed.body.data.total, 1);
    assert.equal(Number(listed.body.data.records[0].lastPrice), 0.0512);
    assert.equal(listed.body.data.records[0].lastTickTime, tick.at.toISOString());
  });

  test('a pair closing daily keeps its window (UTC) and is closed inside it', async () => {
    const pair = await addPair('BNBBTC', 'BNB/BTC', { isMarketClose: 1, closeStartTime: clockTime(-60), closeEndTime: clockTime(60) });
    assert.equal(pair.isMarketClose, 1);
    assert.equal(pair.closeStartTime, `${clockTime(-60)}:00`);
    assert.equal(pair.marketOpen, false);
  });

  test('refusals change nothing: no logo, missing close hours, a point range outside the decimals, unknown or equal coins (400); a code or coins that exist (409)', async () => {
    await addPair('SOLBTC', 'SOL/BTC');
    const state = await snapshot(api.db);
    const cases: [Record<string, string | number>, boolean, number, RegExp][] = [
      [addForm('XRPBTC', 'XRP/BTC'), false, 400, /logo/],
      [{ ...addForm('XRPBTC', 'XRP/BTC'), isMarketClose: 1 }, true, 400, /closeStartTime/],
      [{ ...addForm('XRPBTC', 'XRP/BTC'), isMarketClose: 1, closeStartTime: '10:00', closeEndTime: '10:00' }, true, 400, /closeEndTime/],
      [{ ...addForm('XRPBTC', 'XRP/BTC'), closeStartTime: '25:00' }, true, 400, /closeStartTime/],
      [{ ...addForm('XRPBTC', 'XRP/BTC'), pointEnd: 6 }, true, 400, /pointEnd/],
      [{ ...addForm('XRPBTC', 'XRP/BTC'), pointStart: 3, pointEnd: 2 }, true, 400, /pointEnd/],
      [{ ...addForm('XRPBTC', 'XRP/BTC'), transferType: 3 }, true, 400, /transferType/],
      [addForm('NOPEBTC', 'NOPE/BTC'), true, 400, /no coin NOPE/],
      [addForm('BTCBTC', 'BTC/BTC'), true, 400, /two different coins/],
      [addForm('XRPBTC', 'XRPBTC'), true, 400, /tradingPair/],
      [addForm('SOLBTC', 'XRP/BTC'), true, 409, /SOLBTC already exists/],
      [addForm('SOLBTC2', 'SOL/BTC'), true, 409, /SOL\/BTC already exists/],
    ];
    for (const [fields, withLogo, status, message] of cases) {
      const answer = await postForm(api, admin, 'system/tradingPair/add', fields, withLogo ? logo() : undefined);
      assert.equal(answer.status, status, `${JSON.stringify(fields)}: ${answer.body.msg}`);
      assert.match(answer.body.msg, message);
    }
    assert.deepEqual(await snapshot(api.db), state);
  });
});

describe('system/tradingPair/edit', () => {
  test('edits the display fields, market hours and activation (activationEnum); a new logo only when sent; audited', async () => {
    const pair = await addPair('TRXBTC', 'TRX/BTC');
    const form = {
      id: pair.id,
      name: 'TRX / BTC',
      transferType: 2,
      isMarketClose: 1,
      closeStartTime: clockTime(-30),
      closeEndTime: clockTime(30),
      decimalPoint: 8,
      pointStart: 2,
      pointEnd: 8,
      display: 0,
      activationEnum: 0,
    };
    const edited = await postForm(api, admin, 'system/tradingPair/edit', form);
    assert.equal(edited.status, 200, edited.body.msg);
    const after = edited.body.data;
    assert.equal(after.name, 'TRX / BTC');
    assert.equal(after.transferType, 2);
    assert.equal(after.activation, 0);
    assert.equal(after.display, 0);
    assert.equal(after.marketOpen, false);
    assert.deepEqual([after.decimalPoint, after.pointStart, after.pointEnd], [8, 2, 8]);
    assert.equal(after.logoUrl, pair.logoUrl, 'the logo stays when none is sent');
    assert.equal(after.code, 'TRXBTC');

    const reopened = await postForm(api, admin, 'system/tradingPair/edit', { ...form, isMarketClose: 0, activationEnum: 1 }, logo(5));
    assert.equal(reopened.status, 200, reopened.body.msg);
    assert.equal(reopened.body.data.activation, 1);
    assert.equal(reopened.body.data.closeStartTime, null, 'a pair that never closes keeps no window');
    assert.notEqual(reopened.body.data.logoUrl, pair.logoUrl);
    assert.equal(await logged('system/tradingPair/edit'), 2);
    // Inactive pairs are what the list's filter shows apart.
    const inactive = await post('system/tradingPair/list', { activation: 0 });
    assert.ok(inactive.body.data.records.every((p: Json) => p.activation === 0));
  });

  test('edit refusals change nothing: bad fields (400), an unknown pair (404)', async () => {
    const pair = await addPair('DOGEBTC', 'DOGE/BTC');
    const form = {
      id: pair.id,
      name: 'x',
      transferType: 1,
      isMarketClose: 0,
      decimalPoint: 2,
      pointStart: 0,
      pointEnd: 2,
      display: 1,
      activation: 1,
    };
    const state = await snapshot(api.db);
    assert.equal((await postForm(api, admin, 'system/tradingPair/edit', { ...form, pointEnd: 3 })).status, 400);
    assert.equal((await postForm(api, admin, 'system/tradingPair/edit', { ...form, activation: 2 })).status, 400);
    const { id: _id, ...noId } = form;
    assert.equal((await postForm(api, admin, 'system/tradingPair/edit', noId)).status, 400);
    assert.equal((await postForm(api, admin, 'system/tradingPair/edit', { ...form, id: 999999 })).status, 404);
    assert.deepEqual(await snapshot(api.db), state);
  });
});

describe('system/tradingPair/list', () => {
  test('filters by code, coin and activation; sorts by id or display order; a bad sort is a 400', async () => {
    const all = await post('system/tradingPair/list', { pageSize: 100 });
    assert.equal(all.status, 200, all.body.msg);
    assert.equal(all.body.data.total, await api.count('coin_pairs'));
    const eth = (await api.db.query<{ id: number }>("select id from coins where code = 'ETH'")).rows[0].id;
    const withEth = await post('system/tradingPair/list', { coinId: eth, pageSize: 100 });
    assert.ok(withEth.body.data.records.length >= 1);
    assert.ok(withEth.body.data.records.every((p: Json) => p.fromCoinId === eth || p.toCoinId === eth));
    const byId = await post('system/tradingPair/list', { orderBy: 'id', orderDirection: 'asc', pageSize: 100 });
    const ids = byId.body.data.records.map((p: Json) => p.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
    assert.equal((await post('system/tradingPair/list', { orderBy: 'lastPrice' })).status, 400);
  });
});

describe('market hours', () => {
  const hours = (transferType: number, isMarketClose = 0, closeStartTime: string | null = null, closeEndTime: string | null = null) => ({
    transferType,
    isMarketClose,
    closeStartTime,
    closeEndTime,
  });
  test('a traditional market closes at weekends (UTC); a daily window closes from its start to its end, wrapping past midnight', () => {
    const saturday = new Date('2026-11-28T12:00:00Z');
    const monday = new Date('2026-11-30T12:00:00Z');
    assert.equal(marketOpenAt(hours(2), saturday), false);
    assert.equal(marketOpenAt(hours(2), monday), true);
    assert.equal(marketOpenAt(hours(1), saturday), true, 'crypto trades at weekends');
    const wrap = hours(1, 1, '22:00:00', '02:00:00');
    assert.equal(marketOpenAt(wrap, new Date('2026-11-30T23:30:00Z')), false);
    assert.equal(marketOpenAt(wrap, new Date('2026-11-30T01:59:59Z')), false);
    assert.equal(marketOpenAt(wrap, new Date('2026-11-30T02:00:00Z')), true, 'the end is excluded');
    assert.equal(marketOpenAt(wrap, new Date('2026-11-30T21:59:59Z')), true);
    assert.equal(marketOpenAt(hours(1, 0, '00:00:00', '23:00:00'), monday), true, 'a window applies only when set to close');
  });
});

describe('permissions', () => {
  test('each call needs its permission: refused with 403, changing nothing', async () => {
    const pair = await addPair('XRPETH', 'XRP/ETH');
    const viewer = await api.signIn(await api.createStaff(admin, 'pairviewer', [permissionId('coinPairs.list')]));
    const nobody = await api.signIn(await api.createStaff(admin, 'pairnobody', [permissionId('coins.list')]));
    assert.equal((await post('system/tradingPair/list', {}, viewer)).status, 200);
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', 'system/tradingPair/add', addForm('XRPUSDT', 'XRP/USDT')],
        ['POST', 'system/tradingPair/edit', { id: pair.id, name: 'denied' }],
      ],
      () => 403,
    );
    await assertCallsChangeNothing(api, nobody, [['POST', 'system/tradingPair/list', {}]], () => 403);
    const state = await snapshot(api.db);
    assert.equal((await postForm(api, viewer, 'system/tradingPair/add', addForm('XRPUSDT', 'XRP/USDT'), logo())).status, 403);
    assert.deepEqual(await snapshot(api.db), state);
  });
});
