import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertCallsChangeNothing, DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';
import { alignedAfter, createCoinPair, SECOND, ScriptedFeed, tickAndRun } from './futures-fixture';

/**
 * The futures pairs and gameplays calls (`futures/tradingPair*`, `futures/gamePlay/*`): each succeeds and is
 * audited, bad input is a 400 that changes nothing, a used pair cannot be deleted (409), calls without their
 * permission are 403, and a gameplay edit applies from the next round (a round keeps its settings).
 */

let api: TestApi;
let admin: string;
let coinPair: number;
let otherCoinPair: number;
const feed = new ScriptedFeed();
let clock: number;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  coinPair = await createCoinPair(api.db, 'BTC');
  otherCoinPair = await createCoinPair(api.db, 'ETH');
  feed.set(coinPair, '67000.5');
  feed.set(otherCoinPair, '3500');
  clock = alignedAfter(api.clock.now()) - 3 * SECOND;
});
after(() => api.close());

const post = (path: string, body: unknown, token = admin) => api.call('POST', path, { token, body });

/** Steps the clock (the API's too) to `to`, second by second, recording ticks and running the engine. */
async function runUntil(to: number): Promise<void> {
  while (clock < to) {
    clock += SECOND;
    api.clock.ms = clock;
    await tickAndRun(api.db, feed, clock);
  }
}

/** Successful audited calls of a path in the backstage log. */
const logged = (path: string) => api.count('backstage_log', 'api_url = $1 and result = 1', [`/api/${path}`]);

let serial = 0;
async function addPair(body: Json = {}): Promise<Json> {
  serial += 1;
  const answer = await post('futures/tradingPair/add', { coinPairId: coinPair, code: `FP-${serial}`, name: `Pair ${serial}`, ...body });
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data;
}

async function addGameplay(tradingPairId: number, body: Json = {}): Promise<Json> {
  const answer = await post('futures/gamePlay/add', {
    tradingPairId,
    name: '60 s',
    timeInterval: 60,
    yieldRatio: '0.85',
    quantityMin: '1',
    quantityMax: '500',
    acceptDelayTime: 10,
    settleDelayTime: 5,
    ...body,
  });
  assert.equal(answer.status, 200, answer.body.msg);
  return answer.body.data;
}

describe('futures pairs', () => {
  test('add: quoted by a coin pair, code defaulting to the coin pair’s, audited', async () => {
    const before = await logged('futures/tradingPair/add');
    const answer = await post('futures/tradingPair/add', { coinPairId: otherCoinPair, name: 'Ether', displaySort: 3 });
    assert.equal(answer.status, 200, answer.body.msg);
    const pair = answer.body.data;
    const { rows } = await api.db.query<{ code: string }>('select code from coin_pairs where id = $1', [otherCoinPair]);
    assert.equal(pair.code, rows[0].code);
    assert.equal(pair.fromCoinCode, 'ETH');
    assert.equal(pair.toCoinCode, 'USDT');
    assert.deepEqual([pair.status, pair.displaySort, pair.halted, pair.gameplayCount, pair.inUse], [1, 3, 0, 0, 0]);
    assert.equal(await logged('futures/tradingPair/add'), before + 1);
  });

  test('list: not deleted, in display order, filtered by code, status and coin pair', async () => {
    const a = await addPair({ status: 0 });
    const all = await post('futures/tradingPairList', { pageSize: 100 });
    assert.equal(all.status, 200, all.body.msg);
    assert.ok(all.body.data.records.some((p: Json) => p.id === a.id));
    const sorts = all.body.data.records.map((p: Json) => p.displaySort);
    assert.deepEqual(
      sorts,
      [...sorts].sort((x, y) => x - y),
    );
    const byCode = await post('futures/tradingPairList', { code: a.code.toLowerCase() });
    assert.deepEqual(
      byCode.body.data.records.map((p: Json) => p.id),
      [a.id],
    );
    const inactive = await post('futures/tradingPairList', { status: 0, coinPairId: coinPair, pageSize: 100 });
    assert.ok(inactive.body.data.records.length >= 1);
    for (const p of inactive.body.data.records) assert.deepEqual([p.status, p.coinPairId], [0, coinPair]);
    assert.equal((await post('futures/tradingPairList', { status: 7 })).status, 400);
  });

  test('list sorted by id or display order, either way; an unknown sort key is refused (400)', async () => {
    await addPair({ displaySort: 5 });
    await addPair({ displaySort: 1 });
    const ids = (await post('futures/tradingPairList', { orderBy: 'id', orderDirection: 'desc', pageSize: 100 })).body.data.records.map(
      (p: Json) => p.id,
    );
    assert.ok(ids.length >= 2);
    assert.deepEqual(
      ids,
      [...ids].sort((x, y) => y - x),
    );
    const bySort = await post('futures/tradingPairList', { orderBy: 'displaySort', orderDirection: 'asc', pageSize: 100 });
    assert.equal(bySort.status, 200, bySort.body.msg);
    const keys = bySort.body.data.records.map((p: Json) => [p.displaySort, p.id]);
    assert.deepEqual(
      keys,
      [...keys].sort((x, y) => x[0] - y[0] || x[1] - y[1]),
    );
    const descending = await post('futures/tradingPairList', { orderBy: 'displaySort', orderDirection: 'desc', pageSize: 100 });
    assert.deepEqual(
      descending.body.data.records.map((p: Json) => [p.displaySort, p.id]),
      [...keys].reverse(),
    );
    const refused = await post('futures/tradingPairList', { orderBy: 'gameplayCount' });
    assert.equal(refused.status, 400);
    assert.match(refused.body.msg, /orderBy/);
    assert.equal((await post('futures/tradingPairList', { orderBy: 'id', orderDirection: 'up' })).status, 400);
  });

  test('edit: the fields sent change; audited', async () => {
    const pair = await addPair();
    const before = await logged('futures/tradingPair/edit');
    const answer = await post('futures/tradingPair/edit', { id: pair.id, name: 'Renamed', status: 0, displaySort: 9 });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual(
      [answer.body.data.name, answer.body.data.status, answer.body.data.displaySort, answer.body.data.code],
      ['Renamed', 0, 9, pair.code],
    );
    assert.equal(await logged('futures/tradingPair/edit'), before + 1);
    // What changed, as it was and became (the log keeps the answer); a field sent unchanged is not listed.
    assert.deepEqual(answer.body.data.changes, [
      { field: 'name', from: pair.name, to: 'Renamed' },
      { field: 'status', from: 1, to: 0 },
      { field: 'displaySort', from: 0, to: 9 },
    ]);
    const { rows } = await api.db.query<{ res_log: string }>(
      "select res_log from backstage_log where api_url = '/api/futures/tradingPair/edit' order by id desc limit 1",
    );
    assert.match(rows[0].res_log, /"changes":\[\{"field":"name","from":"Pair \d+","to":"Renamed"\}/);
    assert.equal((await post('futures/tradingPair/edit', { id: 999999, name: 'x' })).status, 404);
  });

  test('bad input and duplicates change nothing (400, 409)', async () => {
    const pair = await addPair();
    const other = await addPair();
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', 'futures/tradingPair/add', { coinPairId: coinPair }],
        ['POST', 'futures/tradingPair/add', { coinPairId: 999999, name: 'No such coin pair' }],
        ['POST', 'futures/tradingPair/add', { coinPairId: coinPair, name: 'x', status: 2 }],
        ['POST', 'futures/tradingPair/add', { coinPairId: coinPair, name: 'x', initialRandomYield: '0.5' }],
        ['POST', 'futures/tradingPair/edit', { id: pair.id }],
        ['POST', 'futures/tradingPair/edit', { id: pair.id, name: '' }],
        ['POST', 'futures/tradingPair/edit', { id: pair.id, coinPairId: 999999 }],
        ['POST', 'futures/tradingPairList/del/abc', undefined],
      ],
      () => 400,
    );
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', 'futures/tradingPair/add', { coinPairId: coinPair, code: pair.code.toLowerCase(), name: 'Same code' }],
        ['POST', 'futures/tradingPair/edit', { id: other.id, code: pair.code }],
      ],
      () => 409,
    );
  });

  test('delete: an unused pair goes (its code free again); a used one is refused with a 409 saying why', async () => {
    const unused = await addPair();
    await addGameplay(unused.id, { status: 0 });
    const before = await logged(`futures/tradingPairList/del/${unused.id}`);
    const answer = await post(`futures/tradingPairList/del/${unused.id}`, undefined);
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual(answer.body.data, { id: unused.id, deleted: true });
    assert.equal(await logged(`futures/tradingPairList/del/${unused.id}`), before + 1);
    const list = await post('futures/tradingPairList', { pageSize: 100 });
    assert.ok(!list.body.data.records.some((p: Json) => p.id === unused.id));
    assert.equal((await post('futures/gamePlay/list', { tradingPairId: unused.id })).body.data.total, 0);
    assert.equal((await post(`futures/tradingPairList/del/${unused.id}`, undefined)).status, 404);
    await addPair({ code: unused.code });

    // A pair whose gameplay ran a round is in use.
    const used = await addPair();
    await addGameplay(used.id);
    await runUntil(clock + 5 * SECOND);
    const rounds = await api.count('futures_rounds', 'futures_pair_id = $1', [used.id]);
    assert.ok(rounds > 0, 'the engine opened a round of the pair');
    const listed = await post('futures/tradingPairList', { code: used.code });
    assert.equal(listed.body.data.records[0].inUse, 1);
    const state = await snapshot(api.db);
    const refused = await post(`futures/tradingPairList/del/${used.id}`, undefined);
    assert.equal(refused.status, 409);
    assert.match(refused.body.msg, /in use: it has \d+ rounds and \d+ orders.*Deactivate it/);
    assert.deepEqual(await snapshot(api.db), state);
    // Its coin pair cannot change either, now that rounds priced by it exist.
    const moved = await post('futures/tradingPair/edit', { id: used.id, coinPairId: otherCoinPair });
    assert.equal(moved.status, 409);
  });
});

describe('gameplays', () => {
  let pair: Json;
  before(async () => {
    pair = await addPair();
  });

  test('add and list: the settings as sent, audited', async () => {
    const before = await logged('futures/gamePlay/add');
    const g = await addGameplay(pair.id, {
      name: '5 min',
      timeInterval: 300,
      yieldRatio: '0.9',
      userRankLevel: 2,
      teamRankLevel: 1,
      displaySort: 2,
    });
    assert.equal(await logged('futures/gamePlay/add'), before + 1);
    assert.deepEqual(
      [g.tradingPairId, g.tradingPairCode, g.timeInterval, g.yieldRatio, g.quantityMin, g.quantityMax, g.userRankLevel, g.teamRankLevel],
      [pair.id, pair.code, 300, '0.9', '1', '500', 2, 1],
    );
    assert.deepEqual([g.acceptDelayTime, g.settleDelayTime, g.status, g.halted], [10, 5, 1, 0]);
    const list = await post('futures/gamePlay/list', { tradingPairId: pair.id });
    assert.equal(list.status, 200, list.body.msg);
    assert.ok(list.body.data.records.some((r: Json) => r.id === g.id));
    for (const r of list.body.data.records) assert.equal(r.tradingPairId, pair.id);
  });

  test('list sorted by interval, display order or id; an unknown sort key is refused (400)', async () => {
    const own = await addPair();
    const slow = await addGameplay(own.id, { name: '5 min', timeInterval: 300, displaySort: 1 });
    const fast = await addGameplay(own.id, { name: '1 min', timeInterval: 60, displaySort: 3 });
    const middle = await addGameplay(own.id, { name: '3 min', timeInterval: 180, displaySort: 2 });
    const ids = async (body: Json) => {
      const answer = await post('futures/gamePlay/list', { tradingPairId: own.id, ...body });
      assert.equal(answer.status, 200, answer.body.msg);
      return answer.body.data.records.map((g: Json) => g.id);
    };
    assert.deepEqual(await ids({}), [slow.id, middle.id, fast.id]);
    assert.deepEqual(await ids({ orderBy: 'timeInterval', orderDirection: 'asc' }), [fast.id, middle.id, slow.id]);
    assert.deepEqual(await ids({ orderBy: 'timeInterval' }), [slow.id, middle.id, fast.id]);
    assert.deepEqual(await ids({ orderBy: 'displaySort', orderDirection: 'desc' }), [fast.id, middle.id, slow.id]);
    assert.deepEqual(await ids({ orderBy: 'id', orderDirection: 'asc' }), [slow.id, fast.id, middle.id]);
    const refused = await post('futures/gamePlay/list', { tradingPairId: own.id, orderBy: 'yieldRatio' });
    assert.equal(refused.status, 400);
    assert.match(refused.body.msg, /orderBy/);
  });

  test('bad settings are a 400 naming the field, and change nothing', async () => {
    const g = await addGameplay(pair.id, { status: 0 });
    await assertCallsChangeNothing(
      api,
      admin,
      [
        [
          'POST',
          'futures/gamePlay/add',
          { tradingPairId: pair.id, name: 'x', timeInterval: 60, yieldRatio: '0.85', quantityMax: '10', acceptDelayTime: 60 },
        ],
        [
          'POST',
          'futures/gamePlay/add',
          { tradingPairId: pair.id, name: 'x', timeInterval: 60, yieldRatio: '0.85', quantityMin: '20', quantityMax: '10' },
        ],
        ['POST', 'futures/gamePlay/add', { tradingPairId: pair.id, name: 'x', timeInterval: 60, yieldRatio: '-1', quantityMax: '10' }],
        ['POST', 'futures/gamePlay/add', { tradingPairId: pair.id, name: 'x', timeInterval: 0, yieldRatio: '0.8', quantityMax: '10' }],
        ['POST', 'futures/gamePlay/add', { tradingPairId: 999999, name: 'x', timeInterval: 60, yieldRatio: '0.8', quantityMax: '10' }],
        ['POST', 'futures/gamePlay/add', { tradingPairId: pair.id, name: 'x', timeInterval: 60, yieldRatio: 0.1 + 0.2, quantityMax: '10' }],
        ['POST', 'futures/gamePlay/edit', { id: g.id }],
        // Checked against the values kept: interval 60, quantityMax 500.
        ['POST', 'futures/gamePlay/edit', { id: g.id, acceptDelayTime: 60 }],
        ['POST', 'futures/gamePlay/edit', { id: g.id, quantityMin: '501' }],
      ],
      () => 400,
    );
    const named = await post('futures/gamePlay/edit', { id: g.id, acceptDelayTime: 60 });
    assert.match(named.body.msg, /acceptDelayTime/);
    assert.equal((await post('futures/gamePlay/edit', { id: 999999, name: 'x' })).status, 404);
  });

  test('an edit applies from the next round: a round keeps the settings it opened with', async () => {
    const g = await addGameplay(pair.id, { yieldRatio: '0.8' });
    const start = Math.floor(clock / (60 * SECOND)) * 60 * SECOND + 60 * SECOND;
    await runUntil(start + 2 * SECOND);
    const before = await logged('futures/gamePlay/edit');
    const edited = await post('futures/gamePlay/edit', { id: g.id, yieldRatio: '0.95', quantityMax: '200' });
    assert.equal(edited.status, 200, edited.body.msg);
    assert.deepEqual([edited.body.data.yieldRatio, edited.body.data.quantityMax], ['0.95', '200']);
    assert.deepEqual(edited.body.data.changes, [
      { field: 'yieldRatio', from: '0.8', to: '0.95' },
      { field: 'quantityMax', from: '500', to: '200' },
    ]);
    assert.equal(await logged('futures/gamePlay/edit'), before + 1);
    await runUntil(start + 62 * SECOND);
    const rounds = await post('futures/runner/list', { gameplayId: g.id, orderBy: 'startDate', orderDirection: 'asc', pageSize: 50 });
    assert.equal(rounds.status, 200, rounds.body.msg);
    const byStart = new Map(rounds.body.data.records.map((r: Json) => [Date.parse(r.startDate), r]));
    const current = byStart.get(start) as Json;
    const next = byStart.get(start + 60 * SECOND) as Json;
    assert.ok(current && next, 'the round open at the edit and the next one');
    assert.equal(current.yieldRatio, '0.8');
    assert.equal(next.yieldRatio, '0.95');
  });
});

describe('permissions', () => {
  test('without its permission each call is refused (403) and changes nothing', async () => {
    const pair = await addPair();
    const g = await addGameplay(pair.id, { status: 0 });
    // A viewer of pairs and gameplays: the lists only.
    const viewer = await api.createStaff(admin, 'futures-viewer', [146, 150]);
    const viewerToken = await api.signIn(viewer);
    await assertCallsChangeNothing(
      api,
      viewerToken,
      [
        ['POST', 'futures/tradingPairList', {}],
        ['POST', 'futures/gamePlay/list', {}],
        ['POST', 'futures/tradingPair/add', { coinPairId: coinPair, name: 'x' }],
        ['POST', 'futures/tradingPair/edit', { id: pair.id, name: 'x' }],
        ['POST', `futures/tradingPairList/del/${pair.id}`, undefined],
        ['POST', 'futures/gamePlay/add', { tradingPairId: pair.id, name: 'x', timeInterval: 60, yieldRatio: '0.8', quantityMax: '10' }],
        ['POST', 'futures/gamePlay/edit', { id: g.id, name: 'x' }],
      ],
      (path) => (path.endsWith('List') || path.endsWith('/list') ? 200 : 403),
    );
    const outsider = await api.createStaff(admin, 'futures-outsider', [1]);
    const outsiderToken = await api.signIn(outsider);
    await assertCallsChangeNothing(
      api,
      outsiderToken,
      [
        ['POST', 'futures/tradingPairList', {}],
        ['POST', 'futures/gamePlay/list', {}],
      ],
      () => 403,
    );
  });
});
