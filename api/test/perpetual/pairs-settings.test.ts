import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import { assertCallsChangeNothing, type Json, snapshot } from '../helpers';
import { PerpetualWorld } from './perpetual-fixture';

/**
 * The perpetual pair and settings calls: each succeeds and is audited with before and after, bad input is a 400
 * that changes nothing, and an admin without the permission is refused (403) with nothing changed.
 */

let world: PerpetualWorld;
before(async () => {
  world = await PerpetualWorld.start({ traders: 1 });
});
after(() => world.api.close());

const logged = (path: string) => world.api.count('backstage_log', 'api_url = $1 and result = 1', [`/api/${path}`]);
let serial = 0;
const pairBody = (extra: Json = {}) => ({
  tradingPairId: world.coinPair,
  name: `Pair ${++serial}`,
  multiplier: '0.01',
  orderBookPriceRange: '0.1',
  quantityPrecision: 2,
  quantityMin: '1',
  quantityMax: '500',
  displaySort: 4,
  ...extra,
});

describe('perpetual pairs', () => {
  test('add: the spec’s required fields, quoted by a coin pair, with its mark; audited', async () => {
    const before = await logged('perpetual/trading-pair');
    const answer = await world.call('POST', 'perpetual/trading-pair', pairBody());
    assert.equal(answer.status, 200, answer.body.msg);
    const pair = answer.body.data;
    assert.equal(pair.tradingPairId, world.coinPair);
    assert.deepEqual([pair.multiplier, pair.quantityMin, pair.quantityMax, pair.status, pair.displaySwitch], ['0.01', '1', '500', 1, 1]);
    assert.equal(pair.markPrice, '50000');
    assert.ok(pair.markTickId && pair.tickAt);
    assert.equal(await logged('perpetual/trading-pair'), before + 1);
  });

  test('add refuses a missing required field, a bad coin pair and min above max (400), changing nothing', async () => {
    const state = await snapshot(world.api.db);
    for (const field of ['name', 'multiplier', 'orderBookPriceRange', 'quantityMax', 'quantityMin', 'displaySort', 'quantityPrecision']) {
      const body: Json = pairBody();
      delete body[field];
      const answer = await world.call('POST', 'perpetual/trading-pair', body);
      assert.equal(answer.status, 400, field);
      assert.match(answer.body.msg, new RegExp(field));
    }
    assert.equal((await world.call('POST', 'perpetual/trading-pair', pairBody({ tradingPairId: 999999 }))).status, 400);
    assert.equal((await world.call('POST', 'perpetual/trading-pair', pairBody({ quantityMin: '600' }))).status, 400);
    assert.equal((await world.call('POST', 'perpetual/trading-pair', pairBody({ multiplier: '0' }))).status, 400);
    assert.equal((await world.call('POST', 'perpetual/trading-pair', pairBody({ initialRandom: 1 }))).status, 400);
    assert.deepEqual(await snapshot(world.api.db), state);
  });

  test('list: filtered by status and display, sorted by id or display order', async () => {
    const hidden = (await world.call('POST', 'perpetual/trading-pair', pairBody({ displaySwitch: 0, status: 0 }))).body.data;
    const list = await world.call('POST', 'perpetual/trading-pair/list', { displaySwitch: 0 });
    assert.equal(list.status, 200, list.body.msg);
    assert.deepEqual(
      list.body.data.records.map((p: Json) => p.id),
      [hidden.id],
    );
    const byId = await world.call('POST', 'perpetual/trading-pair/list', { orderBy: 'id', orderDirection: 'desc', pageSize: 100 });
    const ids = byId.body.data.records.map((p: Json) => p.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    assert.equal((await world.call('POST', 'perpetual/trading-pair/list', { orderBy: 'name' })).status, 400);
  });

  test('edit: status and display switches and fields, each change before and after; bad edits refused', async () => {
    const pair = (await world.call('POST', 'perpetual/trading-pair', pairBody())).body.data;
    const answer = await world.call('PATCH', `perpetual/trading-pair/${pair.id}`, { status: 0, displaySwitch: 0, quantityMax: '800' });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual([answer.body.data.status, answer.body.data.displaySwitch, answer.body.data.quantityMax], [0, 0, '800']);
    assert.deepEqual(
      answer.body.data.changes.find((c: Json) => c.field === 'quantityMax'),
      { field: 'quantityMax', from: '500', to: '800' },
    );
    const state = await snapshot(world.api.db);
    assert.equal((await world.call('PATCH', `perpetual/trading-pair/${pair.id}`, {})).status, 400);
    assert.equal((await world.call('PATCH', `perpetual/trading-pair/${pair.id}`, { quantityMin: '900' })).status, 400);
    assert.equal((await world.call('PATCH', `perpetual/trading-pair/${pair.id}`, { status: 3 })).status, 400);
    assert.equal((await world.call('PATCH', 'perpetual/trading-pair/999999', { status: 1 })).status, 404);
    assert.deepEqual(await snapshot(world.api.db), state);
  });

  test('the coin pair and multiplier of a pair with open positions cannot change (409)', async () => {
    await world.open(world.users[0], 'long', '10', 10);
    const answer = await world.call('PATCH', `perpetual/trading-pair/${world.pairId}`, { multiplier: '0.002' });
    assert.equal(answer.status, 409, answer.body.msg);
  });
});

describe('perpetual settings', () => {
  test('list answers the one row with the spec’s fields', async () => {
    const answer = await world.call('GET', 'perpetual/setting/list');
    assert.equal(answer.status, 200, answer.body.msg);
    const [settings] = answer.body.data;
    assert.equal(settings.id, 1);
    assert.deepEqual(settings.openLeverageMultiples, [5, 10, 20, 50, 100]);
    assert.equal(settings.minimumMaintenanceMarginRate, '0.005');
  });

  test('patch: validated and audited with each field before and after', async () => {
    const before = await logged('perpetual/setting/1');
    const answer = await world.call('PATCH', 'perpetual/setting/1', {
      positionWarningThreshold: '0.85',
      openLeverageMultiples: [5, 10, 20],
    });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.data.positionWarningThreshold, '0.85');
    assert.equal(answer.body.data.updatedBy, 'admin');
    assert.deepEqual(answer.body.data.changes, [
      { field: 'positionWarningThreshold', from: '0.8', to: '0.85' },
      { field: 'openLeverageMultiples', from: '5,10,20,50,100', to: '5,10,20' },
    ]);
    assert.equal(await logged('perpetual/setting/1'), before + 1);
    const { rows } = await world.api.db.query<{ res_log: string }>(
      `select res_log from backstage_log where api_url = '/api/perpetual/setting/1' order by id desc limit 1`,
    );
    assert.match(rows[0].res_log, /"from":"0.8","to":"0.85"/, 'the log keeps the change, before and after');
  });

  test('patch refuses unordered thresholds, a default outside the multiples, bounds and unknown fields (400), changing nothing', async () => {
    const state = await snapshot(world.api.db);
    for (const body of [
      { marginRationWarningThreshold: '0.9' },
      { minimumMaintenanceMarginRate: '0.7' },
      { openLeverageDefault: 7 },
      { openLeverageMultiples: [5, 200] },
      { minimumMaintenanceMarginRate: '0.05' },
      { positionWarningThreshold: '1.5' },
      { feeMode: 1, closeProfitFee: '1' },
      { realYieldRandom: 1 },
      {},
    ]) {
      const answer = await world.call('PATCH', 'perpetual/setting/1', body);
      assert.equal(answer.status, 400, JSON.stringify(body));
    }
    assert.equal((await world.call('PATCH', 'perpetual/setting/2', { perpetualSwitch: 1 })).status, 404);
    assert.deepEqual(await snapshot(world.api.db), state);
  });
});

test('an admin without the permissions is refused (403) on every pair and settings call, changing nothing', async () => {
  const viewer = await world.api.createStaff(world.admin, 'perpviewer', [
    permissionId('perpetualPairs.list'),
    permissionId('perpetualSettings.view'),
  ]);
  const token = await world.api.signIn(viewer);
  await assertCallsChangeNothing(
    world.api,
    token,
    [
      ['POST', 'perpetual/trading-pair', pairBody()],
      ['PATCH', `perpetual/trading-pair/${world.pairId}`, { status: 0 }],
      ['PATCH', 'perpetual/setting/1', { perpetualSwitch: 0 }],
    ],
    () => 403,
  );
  assert.equal((await world.call('POST', 'perpetual/trading-pair/list', {}, token)).status, 200);
  assert.equal((await world.call('GET', 'perpetual/setting/list', undefined, token)).status, 200);
  const nobody = await world.api.signIn(await world.api.createStaff(world.admin, 'perpnobody', []));
  await assertCallsChangeNothing(
    world.api,
    nobody,
    [
      ['POST', 'perpetual/trading-pair/list', {}],
      ['GET', 'perpetual/setting/list', undefined],
    ],
    () => 403,
  );
});
