import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertCallsChangeNothing, DEMO, type TestApi } from '../helpers';
import { FuturesWorld } from '../trading/futures-api-fixture';

/**
 * The global yield settings: the `yield` part of `system/setting/init` and `system/setting/saveOrUpdate` (the
 * client's stake picker and the range of yield ratios), audited with each field as it was and became; what would
 * randomise the figures clients see is refused (DESIGN section 5); a gameplay saved with a yield ratio outside the
 * range is a 400 that changes nothing, and one left outside a narrowed range is named by the settings.
 */

let w: FuturesWorld;
let api: TestApi;

before(async () => {
  w = await FuturesWorld.start();
  api = w.api;
});
after(() => api.close());

const SAVE = 'system/setting/saveOrUpdate';

describe('global yield settings', () => {
  test('init answers the yield part as the migration set it', async () => {
    const answer = await w.get('system/setting/init');
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual(answer.body.data.yield, {
      clientMode: 1,
      sliderValue: 10,
      buttonValue: ['10', '50', '100', '500'],
      clientNumShow: 2,
      yieldMode: 1,
      minYield: '0.01',
      maxYield: '10',
      updateDate: null,
      updatedBy: null,
      outsideRange: [],
    });
  });

  test('bad input and randomised figures change nothing (400)', async () => {
    await assertCallsChangeNothing(
      api,
      w.admin,
      [
        ['POST', SAVE, { yield: {} }],
        ['POST', SAVE, { yield: { clientMode: 3 } }],
        ['POST', SAVE, { yield: { sliderValue: 0 } }],
        ['POST', SAVE, { yield: { buttonValue: [] } }],
        ['POST', SAVE, { yield: { buttonValue: ['10', '-5'] } }],
        ['POST', SAVE, { yield: { clientNumShow: 9 } }],
        ['POST', SAVE, { yield: { minYield: '0.9', maxYield: '0.5' } }],
        // Above the saved maxYield (10).
        ['POST', SAVE, { yield: { minYield: '11' } }],
        ['POST', SAVE, { yield: { realTimeRandom: 1 } }],
        ['POST', SAVE, { yield: { randomYieldRatio: ['0.5'] } }],
        ['POST', SAVE, { yield: { randomYieldProbability: ['0.5'] } }],
        ['POST', SAVE, { yield: { realYieldWeight: '0.5' } }],
        ['POST', SAVE, { yield: { sliderValue: 20 }, randomYieldRatio: ['0.5'] }],
      ],
      () => 400,
    );
  });

  test('save: the fields sent, audited with each change; 403 without futureSettings.edit', async () => {
    const logged = await w.logged(SAVE);
    const answer = await w.post(SAVE, { yield: { clientMode: 2, buttonValue: ['5', '25.5'], minYield: '0.5', maxYield: '0.9' } });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual(
      [answer.body.data.yield.clientMode, answer.body.data.yield.buttonValue, answer.body.data.yield.updatedBy],
      [2, ['5', '25.5'], DEMO.admin.account],
    );
    assert.deepEqual(answer.body.data.changes, [
      { field: 'yield.clientMode', from: 1, to: 2 },
      { field: 'yield.buttonValue', from: '10, 50, 100, 500', to: '5, 25.5' },
      { field: 'yield.minYield', from: '0.01', to: '0.5' },
      { field: 'yield.maxYield', from: '10', to: '0.9' },
    ]);
    assert.equal(await w.logged(SAVE), logged + 1);
    // The settlement part is untouched.
    assert.equal(answer.body.data.settlement.taxRatio, '0');
    const viewer = await api.signIn(await api.createStaff(w.admin, 'yield-viewer', [158]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['GET', 'system/setting/init', undefined],
        ['POST', SAVE, { yield: { sliderValue: 50 } }],
      ],
      (path) => (path === SAVE ? 403 : 200),
    );
  });

  test('a gameplay outside the range is refused on add and edit (400, nothing changed); inside it is saved', async () => {
    const gameplay = { tradingPairId: w.pairId, name: '2 min', timeInterval: 120, quantityMax: '100' };
    await assertCallsChangeNothing(
      api,
      w.admin,
      [
        ['POST', 'futures/gamePlay/add', { ...gameplay, yieldRatio: '0.95' }],
        ['POST', 'futures/gamePlay/add', { ...gameplay, yieldRatio: '0.4' }],
        ['POST', 'futures/gamePlay/edit', { id: w.gameplayId, yieldRatio: '1.2' }],
      ],
      () => 400,
    );
    const refused = await w.post('futures/gamePlay/add', { ...gameplay, yieldRatio: '0.95' });
    assert.match(refused.body.msg, /yieldRatio: must be between 0.5 and 0.9/);
    assert.equal((await w.post('futures/gamePlay/add', { ...gameplay, yieldRatio: '0.9' })).status, 200);
    assert.equal((await w.post('futures/gamePlay/edit', { id: w.gameplayId, yieldRatio: '0.5' })).status, 200);
    // Narrowing the range past a gameplay's ratio names that gameplay (the save's answer and init), which keeps its
    // ratio until an edit brings it within the range; an edit that does not touch the ratio is not held to the range.
    const outside = (settings: { yield: { outsideRange: { id: number; tradingPairId: number; yieldRatio: string }[] } }) =>
      settings.yield.outsideRange.map((g) => [g.id, g.tradingPairId, g.yieldRatio]);
    const narrowed = await w.post(SAVE, { yield: { minYield: '0.6' } });
    assert.deepEqual(outside(narrowed.body.data), [[w.gameplayId, w.pairId, '0.5']]);
    assert.equal((await w.post('futures/gamePlay/edit', { id: w.gameplayId, displaySort: 3 })).status, 200);
    assert.deepEqual(outside((await w.get('system/setting/init')).body.data), [[w.gameplayId, w.pairId, '0.5']]);
    assert.equal((await w.post('futures/gamePlay/edit', { id: w.gameplayId, yieldRatio: '0.85' })).status, 200);
    assert.deepEqual(outside((await w.get('system/setting/init')).body.data), []);
  });
});
