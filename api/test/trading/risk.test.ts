import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import { recordTick } from '../../src/modules/market/ticks';
import { evaluateRiskGuards, isPairHalted, noteHaltVoids } from '../../src/modules/trading/risk/evaluate';
import { type GuardSettings, replayGuard } from '../../src/modules/trading/risk/guard';
import { assertCallsChangeNothing, DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const post = (path: string, body: unknown, token = admin) => api.call('POST', path, { token, body });
const logged = (path: string) => api.count('backstage_log', "api_url like $1 and op_name = 'admin' and result = 1", [`%${path}%`]);

async function one<T = Json>(sql: string, params: unknown[] = []): Promise<T> {
  return (await api.db.query<T>(sql, params)).rows[0];
}

/** A coin pair of two seeded coins, found or added. */
async function coinPair(from: string, to: string): Promise<{ id: number; code: string }> {
  const found = await one<{ id: number; code: string } | undefined>(
    'select p.id, p.code from coin_pairs p join coins f on f.id = p.from_coin_id join coins t on t.id = p.to_coin_id where f.code = $1 and t.code = $2',
    [from, to],
  );
  if (found) return found;
  return one(
    `insert into coin_pairs (code, name, from_coin_id, to_coin_id) values ($1, $2, (select id from coins where code = $3),
       (select id from coins where code = $4)) returning id, code`,
    [`${from}${to}`, `${from}/${to}`, from, to],
  );
}

/** Records ticks one second apart, the last at the test clock, which moves on with them. */
async function ticks(coinPairId: number, prices: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const price of prices) {
    api.clock.advance(1000);
    ids.push((await recordTick(api.db, { coinPairId, price, at: new Date(api.clock.now()), source: 'test' })).id);
  }
  return ids;
}

const evaluate = () => evaluateRiskGuards(api.db, new Date(api.clock.now()));
const guardOf = (coinPairId: number) => one('select * from risk_guards where coin_pair_id = $1', [coinPairId]);
const settingOf = async (cid: number): Promise<Json> =>
  (await post('risk/setting/list', { pageSize: 100 })).body.data.records.find((r: Json) => r.cid === cid);

describe('the guard on recorded ticks', () => {
  const settings: GuardSettings = {
    referenceMode: 2,
    referencePrice: '100',
    averageWindowSeconds: 60,
    bandPercent: '2',
    stalenessSeconds: 5,
    breachesToTrip: 2,
    cooldownSeconds: 3,
  };
  const at = (s: number) => new Date(Date.UTC(2026, 10, 25, 0, 0, s));
  const series = (prices: string[]) => prices.map((price, i) => ({ id: i + 1, price, at: at(i) }));

  test('trips at the n-th breach in a row, cools once back inside, re-arms after the cooldown; a silent feed trips', () => {
    const events = replayGuard(settings, series(['100', '103', '101', '103', '103', '103', '101', '101', '101', '101', '101']), at(10));
    assert.deepEqual(
      events.map((e) => [e.type, e.at.getUTCSeconds()]),
      [
        ['trip', 4],
        ['rearm', 9],
      ],
    );
    const trip = events[0] as Extract<(typeof events)[number], { type: 'trip' }>;
    assert.equal(trip.lastGoodTickId, 3);
    assert.equal(trip.breachingTickId, 5);
    assert.equal(trip.reference, '100');
    const silent = replayGuard(settings, series(['100', '100']), at(20));
    assert.deepEqual(
      silent.map((e) => [e.type, e.type === 'trip' ? e.cause : null]),
      [['trip', 'stale']],
    );
  });

  test('the moving average is the reference in its mode: a jump beyond the band trips', () => {
    const average = { ...settings, referenceMode: 1, referencePrice: null, breachesToTrip: 1 };
    const events = replayGuard(average, series(['100', '101', '99', '100', '110']), at(5));
    assert.deepEqual(
      events.map((e) => e.type),
      ['trip'],
    );
    assert.equal((events[0] as { reference: string }).reference, '100');
  });
});

describe('risk/setting/add, the live guard and risk/setting/loop', () => {
  test('a guard trips on the feed, halts the pair, cools down and re-arms itself; each step a record', async () => {
    const pair = await coinPair('XRP', 'TRX');
    await ticks(pair.id, ['10']);
    const saved = await post('risk/setting/add', {
      cid: pair.id,
      tradingPair: pair.code,
      price: '10',
      bandPercent: '5',
      stalenessSeconds: 30,
      breachesToTrip: 2,
      cooldownSeconds: 3,
      reason: 'listing guard',
    });
    assert.equal(saved.status, 200, saved.body.msg);
    assert.equal(saved.body.data.status, 'armed');
    assert.equal(saved.body.data.price, '10');
    assert.equal(saved.body.data.lowerBound, '9.5');
    assert.equal(saved.body.data.upperBound, '10.5');
    assert.equal(saved.body.data.halted, false);
    assert.equal(await logged('risk/setting/add'), 1);
    const setting = await one("select * from risk_records where coin_pair_id = $1 and type = 'setting'", [pair.id]);
    assert.equal(setting.operator, 'admin');
    assert.equal(setting.reason, 'listing guard');
    assert.equal(setting.before_state, null);
    assert.equal(setting.after_state.bandPercent, '5');

    const [good, , breaching] = await ticks(pair.id, ['10.2', '11', '11.1']);
    await evaluate();
    assert.equal(await isPairHalted(api.db, pair.id), true);
    const tripped = await settingOf(pair.id);
    assert.equal(tripped.status, 'tripped');
    await api.db.transaction((tx) => noteHaltVoids(tx, pair.id, 2, 7));
    const records = await post('risk/record/list', { cid: pair.id, type: 'trip' });
    assert.equal(records.status, 200, records.body.msg);
    const trip = records.body.data.records[0];
    assert.equal(trip.cause, 'band');
    assert.equal(trip.lastGoodTickId, good);
    assert.equal(trip.breachingTickId, breaching);
    assert.equal(Number(trip.beforePrice), 10.2);
    assert.equal(Number(trip.price), 10);
    assert.equal(Number(trip.afterPrice), 11.1);
    assert.equal(trip.roundsVoided, 2);
    assert.equal(trip.ordersRefunded, 7);
    assert.equal(trip.endedAt, null);

    await ticks(pair.id, ['10.1']);
    await evaluate();
    assert.equal((await settingOf(pair.id)).status, 'cooling');
    assert.equal(await isPairHalted(api.db, pair.id), true, 'still halted while cooling down');
    await ticks(pair.id, ['10', '10', '10']);
    await evaluate();
    assert.equal((await settingOf(pair.id)).status, 'armed');
    assert.equal(await isPairHalted(api.db, pair.id), false);
    const rearm = (await post('risk/record/list', { cid: pair.id, type: 'rearm' })).body.data.records[0];
    assert.equal(rearm.tripId, trip.id);
    assert.equal(rearm.cause, 'cooldown');
    const ended = (await post('risk/record/list', { cid: pair.id, type: 'trip' })).body.data.records[0];
    assert.equal(ended.durationSeconds, 4);
  });

  test('a moving-average guard judged after every tick (its window kept between runs) trips and re-arms as the replay of its ticks', async () => {
    const pair = await coinPair('XRP', 'SOL');
    const start = api.clock.now();
    const settings: GuardSettings = {
      referenceMode: 1,
      referencePrice: null,
      averageWindowSeconds: 10,
      bandPercent: '2',
      stalenessSeconds: 30,
      breachesToTrip: 1,
      cooldownSeconds: 2,
    };
    await api.db.query(
      `insert into risk_guards (coin_pair_id, reference_mode, average_window_seconds, band_percent, staleness_seconds, breaches_to_trip,
         cooldown_seconds, state_since, create_date, update_date)
       values ($1, 1, 10, 2, 30, 1, 2, $2, $2, $2)`,
      [pair.id, new Date(start)],
    );
    // Steady, a jump, steady at the new level, a fall back, and a slow drift the window follows.
    const steady = (price: string, seconds: number) => Array<string>(seconds).fill(price);
    const prices = [...steady('10', 12), ...steady('11', 14), ...steady('10', 14), '10.1', '10.2', '10.3', '10.4', '10.5'];
    for (const price of [...prices, ...prices.map((p) => (Number(p) * 1.5).toFixed(2))]) {
      await ticks(pair.id, [price]);
      await evaluate();
    }
    const recorded = await api.db.query<{ id: string; price: string; tick_time: Date }>(
      'select id, price::text as price, tick_time from price_ticks where coin_pair_id = $1 and tick_time > $2 order by tick_time, id',
      [pair.id, new Date(start)],
    );
    const replayed = replayGuard(
      settings,
      recorded.rows.map((r) => ({ id: Number(r.id), price: r.price, at: new Date(r.tick_time) })),
      new Date(api.clock.now()),
    );
    const records = await api.db.query<{ type: string; create_date: Date }>(
      "select type, create_date from risk_records where coin_pair_id = $1 and type in ('trip', 'rearm') order by id",
      [pair.id],
    );
    assert.ok(replayed.length >= 4, 'the series trips and re-arms more than once');
    assert.deepEqual(
      records.rows.map((r) => `${r.type} ${new Date(r.create_date).toISOString()}`),
      replayed.map((e) => `${e.type} ${e.at.toISOString()}`),
    );
  });

  test('staff re-arm a tripped guard (loop) and halt a pair by hand; a silent feed trips; each audited with the reason', async () => {
    const pair = await coinPair('SOL', 'TRX');
    await ticks(pair.id, ['50']);
    const base = { cid: pair.id, bandPercent: '1', stalenessSeconds: 5, breachesToTrip: 1, cooldownSeconds: 60, reason: 'tight band' };
    assert.equal((await post('risk/setting/add', base)).status, 200);
    const armed = await post('risk/setting/loop', { cid: pair.id, reason: 'again' });
    assert.equal(armed.status, 409);
    assert.match(armed.body.msg, /armed already/);

    // Silence: no tick for longer than the staleness limit.
    api.clock.advance(6000);
    await evaluate();
    const stale = (await post('risk/record/list', { cid: pair.id, type: 'trip' })).body.data.records[0];
    assert.equal(stale.cause, 'stale');
    assert.equal((await settingOf(pair.id)).status, 'tripped');

    await ticks(pair.id, ['50']);
    const loop = await post('risk/setting/loop', { cid: pair.id, tradingPair: pair.code, reason: 'feed back, checked by hand' });
    assert.equal(loop.status, 200, loop.body.msg);
    assert.equal(loop.body.data.status, 'armed');
    assert.equal(await isPairHalted(api.db, pair.id), false);
    const rearm = (await post('risk/record/list', { cid: pair.id, type: 'rearm' })).body.data.records[0];
    assert.equal(rearm.operator, 'admin');
    assert.equal(rearm.reason, 'feed back, checked by hand');
    assert.equal(rearm.tripId, stale.id);
    assert.equal(rearm.beforeState.state, 'tripped');
    assert.equal(rearm.afterState.state, 'armed');
    assert.equal(await logged('risk/setting/loop'), 1);

    const halt = await post('risk/setting/add', { ...base, halt: 1, reason: 'exchange outage' });
    assert.equal(halt.status, 200, halt.body.msg);
    assert.equal(halt.body.data.status, 'halted');
    await ticks(pair.id, ['50']);
    await evaluate();
    assert.equal((await guardOf(pair.id)).state, 'halted', 'the feed does not re-arm a pair halted by hand');
    const halted = (await post('risk/record/list', { cid: pair.id, type: 'halt' })).body.data.records[0];
    assert.equal(halted.reason, 'exchange outage');
    assert.equal((await post('risk/setting/loop', { cid: pair.id, reason: 'outage over' })).body.data.status, 'armed');
    const list = await post('risk/setting/list', { state: 'armed', pageSize: 100 });
    assert.ok(list.body.data.records.some((r: Json) => r.cid === pair.id));
    const unguarded = (await post('risk/setting/list', { pageSize: 100 })).body.data.records.filter((r: Json) => r.id === null);
    assert.ok(unguarded.every((r: Json) => r.status === null && r.halted === false));
  });

  test('the preview counts the trips a band would have made over the last 24 hours', async () => {
    const pair = await coinPair('DOGE', 'TRX');
    await ticks(pair.id, ['1', '1.01', '1.3', '1.31', '1', '1', '1.02']);
    const narrow = await post('risk/setting/preview', {
      cid: pair.id,
      price: '1',
      bandPercent: '0.5',
      breachesToTrip: 1,
      cooldownSeconds: 0,
    });
    assert.equal(narrow.status, 200, narrow.body.msg);
    assert.equal(narrow.body.data.ticks, 7);
    // 1.01 trips; back at 1 it re-arms at once (no cooldown); 1.02 trips again.
    assert.equal(narrow.body.data.trips, 2);
    assert.deepEqual(
      narrow.body.data.events.map((e: Json) => e.type),
      ['trip', 'rearm', 'trip'],
    );
    const wide = await post('risk/setting/preview', { cid: pair.id, price: '1', bandPercent: '50' });
    assert.equal(wide.body.data.trips, 0);
  });

  test('refusals change nothing: bad settings (400), unknown pair or a pair not named by cid (400), no guard (404)', async () => {
    const pair = await coinPair('BNB', 'TRX');
    const state = await snapshot(api.db);
    const cases: [string, unknown, number, RegExp][] = [
      ['risk/setting/add', { cid: pair.id, bandPercent: '0', reason: 'x' }, 400, /bandPercent/],
      ['risk/setting/add', { cid: pair.id, bandPercent: '100', reason: 'x' }, 400, /bandPercent/],
      ['risk/setting/add', { cid: pair.id, bandPercent: '5' }, 400, /reason/],
      ['risk/setting/add', { cid: pair.id, bandPercent: '5', price: '-1', reason: 'x' }, 400, /price/],
      ['risk/setting/add', { cid: pair.id, bandPercent: '5', breachesToTrip: 0, reason: 'x' }, 400, /breachesToTrip/],
      ['risk/setting/add', { cid: 999999, bandPercent: '5', reason: 'x' }, 400, /cid/],
      ['risk/setting/add', { cid: pair.id, tradingPair: 'BTCUSDT', bandPercent: '5', reason: 'x' }, 400, /tradingPair/],
      ['risk/setting/loop', { cid: pair.id, reason: 'x' }, 404, /no reference-price guard/],
      ['risk/setting/loop', { cid: pair.id }, 400, /reason/],
      ['risk/record/list', { type: 'other' }, 400, /type/],
    ];
    for (const [path, body, status, message] of cases) {
      const answer = await post(path, body);
      assert.equal(answer.status, status, `${path} ${JSON.stringify(body)}: ${answer.body.msg}`);
      assert.match(answer.body.msg, message);
    }
    assert.deepEqual(await snapshot(api.db), state);
  });
});

describe('permissions', () => {
  test('each call needs its permission: refused with 403, changing nothing', async () => {
    const pair = await coinPair('ETH', 'TRX');
    const viewer = await api.signIn(await api.createStaff(admin, 'riskviewer', [permissionId('risk.pairs')]));
    const recordsOnly = await api.signIn(await api.createStaff(admin, 'riskrecords', [permissionId('risk.records')]));
    assert.equal((await post('risk/setting/list', {}, viewer)).status, 200);
    assert.equal((await post('risk/setting/preview', { cid: pair.id, bandPercent: '5' }, viewer)).status, 200);
    assert.equal((await post('risk/record/list', {}, recordsOnly)).status, 200);
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', 'risk/setting/add', { cid: pair.id, bandPercent: '5', reason: 'x' }],
        ['POST', 'risk/setting/loop', { cid: pair.id, reason: 'x' }],
        ['POST', 'risk/record/list', {}],
      ],
      () => 403,
    );
    await assertCallsChangeNothing(api, recordsOnly, [['POST', 'risk/setting/list', {}]], () => 403);
  });
});
