import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertCallsChangeNothing, DEMO, type Json, type TestApi } from '../helpers';
import { dec, FuturesWorld } from './futures-api-fixture';
import { SECOND, unreconciledFuturesWallets } from './futures-fixture';

/**
 * The futures system settings (`GET system/setting/init`, `POST system/setting/saveOrUpdate`): the settlement
 * part (tax and rebate ratios, the closing tick's staleness limit) answered and saved, audited with each field
 * as it was and became; bad input is a 400 that changes nothing; calls without their permission are 403. A
 * save applies from the next order placed (ratios: the orders placed before settle with theirs) and the next
 * round opened (staleness: the running round keeps its snapshot). Orders are placed with the function a client
 * platform calls, on rounds the engine runs from a scripted feed (`FuturesWorld`).
 */

let w: FuturesWorld;
let api: TestApi;
let admin: string;

before(async () => {
  w = await FuturesWorld.start();
  ({ api, admin } = w);
});
after(() => api.close());

const INIT = 'system/setting/init';
const SAVE = 'system/setting/saveOrUpdate';
const save = (body: unknown, token = admin) => w.post(SAVE, body, token);

async function orderRatios(id: number): Promise<{ tax_ratio: string; rebate_ratio: string }> {
  const { rows } = await api.db.query<{ tax_ratio: string; rebate_ratio: string }>(
    'select trim_scale(tax_ratio)::text as tax_ratio, trim_scale(rebate_ratio)::text as rebate_ratio from futures_orders where id = $1',
    [id],
  );
  return rows[0];
}

async function roundStaleness(roundId: number): Promise<number> {
  const { rows } = await api.db.query<{ s: number }>(
    "select (settings ->> 'closeStalenessSeconds')::integer as s from futures_rounds where id = $1",
    [roundId],
  );
  return rows[0].s;
}

describe('futures system settings', () => {
  test('init: the settlement part as the migration set it', async () => {
    const answer = await w.get(INIT);
    assert.equal(answer.status, 200, answer.body.msg);
    const { settlement } = answer.body.data;
    assert.deepEqual([settlement.taxRatio, settlement.rebateRatio, settlement.closeStalenessSeconds], ['0', '0', 5]);
    assert.equal(settlement.updatedBy, null);
  });

  test('bad input changes nothing (400)', async () => {
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', SAVE, {}],
        ['POST', SAVE, { settlement: {} }],
        ['POST', SAVE, { settlement: { taxRatio: '1.5' } }],
        ['POST', SAVE, { settlement: { taxRatio: '-0.1' } }],
        ['POST', SAVE, { settlement: { taxRatio: '0.123456789' } }],
        ['POST', SAVE, { settlement: { taxRatio: 'abc' } }],
        ['POST', SAVE, { settlement: { rebateRatio: '10' } }],
        ['POST', SAVE, { settlement: { closeStalenessSeconds: 0 } }],
        ['POST', SAVE, { settlement: { closeStalenessSeconds: 3601 } }],
        ['POST', SAVE, { settlement: { closeStalenessSeconds: 2.5 } }],
        // A good field beside a bad one is not saved either.
        ['POST', SAVE, { settlement: { taxRatio: '0.05', closeStalenessSeconds: -1 } }],
        ['POST', SAVE, { settlement: { taxRatio: '0.05', settleDelay: 3 } }],
        // What would randomise the figures clients see is not offered (DESIGN section 5).
        ['POST', SAVE, { settlement: { taxRatio: '0.05' }, randomYieldRatio: ['0.5'] }],
      ],
      () => 400,
    );
  });

  test('without its permission each call is refused (403) and changes nothing', async () => {
    const viewer = await api.signIn(await api.createStaff(admin, 'futures-settings-viewer', [158]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['GET', INIT, undefined],
        ['POST', SAVE, { settlement: { taxRatio: '0.2' } }],
      ],
      (path) => (path === INIT ? 200 : 403),
    );
    const outsider = await api.signIn(await api.createStaff(admin, 'futures-settings-outsider', [1]));
    await assertCallsChangeNothing(
      api,
      outsider,
      [
        ['GET', INIT, undefined],
        ['POST', SAVE, { settlement: { taxRatio: '0.2' } }],
      ],
      () => 403,
    );
  });

  test('save: the fields sent change, by whom and when; audited with each field as it was and became', async () => {
    const before = await w.logged(SAVE);
    const answer = await save({ settlement: { taxRatio: '0.05', rebateRatio: '0.10000000', closeStalenessSeconds: '30' } });
    assert.equal(answer.status, 200, answer.body.msg);
    const { settlement, changes } = answer.body.data;
    assert.deepEqual(
      [settlement.taxRatio, settlement.rebateRatio, settlement.closeStalenessSeconds, settlement.updatedBy, settlement.updateDate],
      ['0.05', '0.1', 30, DEMO.admin.account, new Date(w.clock).toISOString()],
    );
    assert.deepEqual(changes, [
      { field: 'settlement.taxRatio', from: '0', to: '0.05' },
      { field: 'settlement.rebateRatio', from: '0', to: '0.1' },
      { field: 'settlement.closeStalenessSeconds', from: 5, to: 30 },
    ]);
    assert.equal(await w.logged(SAVE), before + 1);
    const { rows } = await api.db.query<{ res_log: string }>(
      "select res_log from backstage_log where api_url = '/api/system/setting/saveOrUpdate' order by id desc limit 1",
    );
    assert.match(rows[0].res_log, /"changes":\[\{"field":"settlement.taxRatio","from":"0","to":"0.05"\}/);
    assert.deepEqual((await w.get(INIT)).body.data.settlement, settlement);

    // A field sent unchanged is not listed; the others keep their values.
    const again = await save({ settlement: { taxRatio: '0.05', rebateRatio: '0.2' } });
    assert.equal(again.status, 200, again.body.msg);
    assert.deepEqual(again.body.data.changes, [{ field: 'settlement.rebateRatio', from: '0.1', to: '0.2' }]);
    assert.deepEqual([again.body.data.settlement.taxRatio, again.body.data.settlement.closeStalenessSeconds], ['0.05', 30]);
  });

  test('a save applies from the next order placed and the next round opened; placed orders settle with their own ratios', async () => {
    // The settings now: tax 0.05, rebate 0.2, staleness 30 (the test above); round 1 opened with 5 s.
    const [longBefore, shortBefore] = w.orders1;
    assert.deepEqual(await orderRatios(longBefore.id), { tax_ratio: '0', rebate_ratio: '0' });
    assert.equal(await roundStaleness(w.round1), 5);

    const longAfter = await w.place(w.users[0], 'long', '10');
    const shortAfter = await w.place(w.users[1], 'short', '20');
    assert.deepEqual(await orderRatios(longAfter.id), { tax_ratio: '0.05', rebate_ratio: '0.2' });

    // The price rises: long wins (stake + stake x 0.85 - tax), short loses (the rebate is paid back).
    await w.settleRound1('68000');
    const { rows } = await api.db.query<{ id: string; result: string; payout: string; tax: string; rebate: string }>(
      'select id, result, payout::text as payout, tax::text as tax, rebate::text as rebate from futures_orders where id = any($1::bigint[])',
      [[longBefore.id, shortBefore.id, longAfter.id, shortAfter.id]],
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const outcome = (id: number) => {
      const r = byId.get(id)!;
      return [r.result, dec(r.payout), dec(r.tax), dec(r.rebate)];
    };
    assert.deepEqual(outcome(longBefore.id), ['win', '185', '0', '0']);
    assert.deepEqual(outcome(shortBefore.id), ['lose', '0', '0', '0']);
    // Winnings 8.5, tax 8.5 x 0.05 = 0.425.
    assert.deepEqual(outcome(longAfter.id), ['win', '18.075', '0.425', '0']);
    // Rebate 20 x 0.2 = 4.
    assert.deepEqual(outcome(shortAfter.id), ['lose', '4', '0', '4']);
    assert.equal(await unreconciledFuturesWallets(api.db), 0);

    // Round 2 opened after the save: its snapshot holds the new staleness limit.
    const round2 = await w.roundOf(w.round1Start + 60 * SECOND);
    assert.equal(await roundStaleness(round2), 30);
  });

  test('without the settings row: init answers the defaults the engine applies; a save brings the row back', async () => {
    await api.db.query('delete from futures_settings');
    const init = await w.get(INIT);
    assert.equal(init.status, 200, init.body.msg);
    assert.deepEqual(init.body.data.settlement, {
      taxRatio: '0',
      rebateRatio: '0',
      closeStalenessSeconds: 5,
      updateDate: null,
      updatedBy: null,
    });
    const answer = await save({ settlement: { closeStalenessSeconds: 8 } });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual(answer.body.data.changes, [{ field: 'settlement.closeStalenessSeconds', from: 5, to: 8 }]);
    const { rows } = await api.db.query<Json>('select tax_ratio::text as t, close_staleness_seconds as s from futures_settings');
    assert.deepEqual(rows, [{ t: '0.00000000', s: 8 }]);
  });
});
