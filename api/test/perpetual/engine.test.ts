import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Decimal } from '../../src/money';
import { closeAtMark, cancelPerpetualOrder } from '../../src/modules/perpetual/engine/close';
import { marginRatio } from '../../src/modules/perpetual/engine/formulas';
import { setPositionTpSl } from '../../src/modules/perpetual/engine/orders';
import { runPerpetualEngine } from '../../src/modules/perpetual/engine/ticks';
import { dec, perpetualBalance, PerpetualWorld, unreconciledPerpetualWallets } from './perpetual-fixture';

/**
 * The perpetual engine on a scripted feed (one contract = 0.001 BTC; settings: maintenance margin rate 0.005,
 * warning threshold 0.8, fees 0.05 % of the opened notional and 5 % of a close's profit): prices of long and short
 * positions against hand-computed values, liquidation at exactly the recorded tick that crosses, TP/SL, limit and
 * stop fills, cancels, and a staff close racing a liquidation.
 */

let world: PerpetualWorld;
before(async () => {
  world = await PerpetualWorld.start({ traders: 6 });
});
after(() => world.api.close());

const latestTickId = async () =>
  Number(
    (await world.api.db.query<{ id: string }>('select max(id)::text as id from price_ticks where coin_pair_id = $1', [world.coinPair]))
      .rows[0].id,
  );

describe('prices of a position', () => {
  // 10 contracts = 0.01 BTC at 50,000: notional 500. Hand-computed (liquidation rounded towards the mark, 18 places):
  // long (500 - margin) / (0.01 x 0.995), short (500 + margin) / (0.01 x 1.005).
  const EXPECTED: [number, string, string, string][] = [
    [5, '100', '40201.005025125628140704', '59701.49253731343283582'],
    [10, '50', '45226.130653266331658292', '54726.368159203980099502'],
    [20, '25', '47738.693467336683417086', '52238.805970149253731343'],
    [50, '10', '49246.231155778894472362', '50746.268656716417910447'],
  ];

  test('margin and liquidation price of long and short at 5x, 10x, 20x and 50x', async () => {
    for (const [i, [leverage, margin, longLiq, shortLiq]] of EXPECTED.entries()) {
      const long = await world.open(world.users[i], 'long', '10', leverage);
      const short = await world.open(world.users[i], 'short', '10', leverage);
      const [l, s] = [await world.position(long.positionId as number), await world.position(short.positionId as number)];
      assert.equal(dec(l.margin), margin, `margin at ${leverage}x`);
      assert.equal(dec(l.liquidation_price), longLiq, `long liquidation at ${leverage}x`);
      assert.equal(dec(s.liquidation_price), shortLiq, `short liquidation at ${leverage}x`);
      assert.equal(dec(l.open_fee), '0.25');
      assert.equal(Number(l.open_tick_id), await latestTickId());
    }
    const tenX = await world.position(
      (
        await world.api.db.query<{ id: string }>(
          `select id from perpetual_positions where user_id = $1 and direction = 'long' and status = 'open'`,
          [world.users[1]],
        )
      ).rows[0].id as unknown as number,
    );
    // Warning price: mmr / threshold = 0.00625 in place of the mmr; break-even: entry + 0.25 / (0.01 x 0.95).
    assert.equal(dec(tenX.warning_price), '45283.018867924528301887');
    assert.equal(dec(tenX.break_even_price), '50026.315789473684210527');
  });

  test('margin ratio = maintenance / (margin + unrealised), long and short', () => {
    const q = new Decimal('0.01');
    // Long 10x at 48,000: unrealised -20, equity 30, maintenance 0.005 x 48,000 x 0.01 = 2.4.
    assert.equal(marginRatio('long', '50000', '48000', q, '50', '0.005')?.toFixed(), '0.08');
    assert.equal(marginRatio('short', '50000', '52000', q, '50', '0.005')?.toFixed(), '0.08666667');
    assert.equal(marginRatio('long', '50000', '45000', q, '50', '0.005'), null, 'no ratio once the equity is gone');
  });

  test('the warning flag follows the warning price both ways', async () => {
    await world.step('45283.02');
    const warned = async () =>
      Number(
        (
          await world.api.db.query<{ n: number }>(
            `select count(*)::int as n from perpetual_positions where pair_id = $1 and warning = 1 and status = 'open'`,
            [world.pairId],
          )
        ).rows[0].n,
      );
    const at = await warned();
    await world.step('45283.01');
    assert.ok((await warned()) > at, 'the 10x long is flagged once the tick passes its warning price');
    await world.step('50000');
    assert.equal(await warned(), 0);
  });
});

describe('the engine at recorded ticks', () => {
  test('a position is liquidated at exactly the recorded tick that crosses its liquidation price', async () => {
    // A 50x long at 50,000 (liquidation 49,246.231155778894472362).
    await world.step('50000');
    const id = (await world.open(world.users[3], 'long', '10', 50)).positionId as number;
    assert.equal(dec((await world.position(id)).liquidation_price), '49246.231155778894472362');
    await world.step('49246.24');
    assert.equal((await world.position(id)).status, 'open');
    await world.tick('49246.23');
    const crossing = await latestTickId();
    await world.tick('49300');
    await runPerpetualEngine(world.api.db, new Date(world.clock));
    const position = await world.position(id);
    assert.equal(position.status, 'liquidated');
    assert.equal(Number(position.close_tick_id), crossing, 'liquidated at the crossing tick, though a later tick came back above');
    assert.equal(dec(position.realised_pnl), '-10');
    const { rows: orders } = await world.api.db.query<{ tick_id: string; executed_price: string; close_reason: string }>(
      'select tick_id, executed_price::text, close_reason from perpetual_orders where position_id = $1 and close_position = 1',
      [id],
    );
    assert.deepEqual(
      orders.map((o) => [Number(o.tick_id), dec(o.executed_price), o.close_reason]),
      [[crossing, '49246.23', 'liquidation']],
    );
    assert.equal(await unreconciledPerpetualWallets(world.api.db), 0);
  });

  test('take-profit and stop-loss close at the tick that reaches them', async () => {
    await world.step('50000');
    const user = world.users[4];
    const long = await world.open(user, 'long', '20', 10);
    const strategy = await world.api.db.transaction((tx) =>
      setPositionTpSl(tx, {
        userId: user,
        positionId: long.positionId as number,
        tpPrice: '51000',
        slPrice: '49000',
        now: new Date(world.clock),
      }),
    );
    assert.ok(strategy);
    const before = new Decimal(await perpetualBalance(world.api.db, user));
    await world.step('50999');
    assert.equal((await world.position(long.positionId as number)).status, 'open');
    await world.step('51000.5');
    const closed = await world.position(long.positionId as number);
    assert.deepEqual([closed.status, closed.close_reason], ['closed', 'take_profit']);
    // Profit (51,000.5 - 50,000) x 0.02 = 20.01; fee 5 % = 1.0005; margin 100 back.
    assert.equal(dec(closed.realised_pnl), '20.01');
    assert.equal(new Decimal(await perpetualBalance(world.api.db, user)).minus(before).toFixed(), '119.0095');
    const { rows } = await world.api.db.query<{ status: string; driven: string | null; kind: string }>(
      `select o.status, t.driven_order_id as driven, t.kind from perpetual_orders o join perpetual_triggers t on t.order_id = o.id where o.id = $1 order by t.kind`,
      [strategy],
    );
    assert.equal(rows[0].status, 'triggered');
    assert.deepEqual(
      rows.map((r) => [r.kind, r.driven !== null]),
      [
        ['stop_loss', false],
        ['take_profit', true],
      ],
    );

    await world.step('51000');
    const short = await world.open(user, 'short', '10', 10);
    await world.api.db.transaction((tx) =>
      setPositionTpSl(tx, { userId: user, positionId: short.positionId as number, slPrice: '51500', now: new Date(world.clock) }),
    );
    await world.step('51600');
    const stopped = await world.position(short.positionId as number);
    assert.deepEqual([stopped.status, stopped.close_reason], ['closed', 'stop_loss']);
    assert.equal(dec(stopped.realised_pnl), '-6');
  });

  test('limit orders fill at their price when the feed reaches it; stop orders at the tick; a cancel returns the hold', async () => {
    await world.step('50000');
    const user = world.users[5];
    const start = new Decimal(await perpetualBalance(world.api.db, user));
    const order = { direction: 'long', category: 'limit', quantity: '10', leverage: 10, price: '49500' } as const;
    // TP/SL on a limit order: checked against its price, set on its position when it fills; none on a stop order.
    await assert.rejects(world.place(user, { ...order, tpPrice: '49400' }), /must be above 49500/);
    await assert.rejects(world.place(user, { ...order, category: 'stop', stopPrice: '51000', slPrice: '48000' }), /stop order/);
    const limit = await world.place(user, { ...order, tpPrice: '52500', slPrice: '48000' });
    // Hold: margin 49.5 + fee 0.2475.
    assert.equal(start.minus(await perpetualBalance(world.api.db, user)).toFixed(), '49.7475');
    await world.step('49600');
    assert.equal(
      (await world.api.db.query<{ status: string }>('select status from perpetual_orders where id = $1', [limit.orderId])).rows[0].status,
      'open',
    );
    await world.step('49400');
    const { rows } = await world.api.db.query<{ status: string; executed_price: string; position_id: string }>(
      'select status, executed_price::text, position_id from perpetual_orders where id = $1',
      [limit.orderId],
    );
    assert.deepEqual([rows[0].status, dec(rows[0].executed_price)], ['filled', '49500']);
    const filled = await world.position(Number(rows[0].position_id));
    assert.deepEqual([dec(filled.entry_price), dec(filled.tp_price), dec(filled.sl_price)], ['49500', '52500', '48000']);
    const { rows: carried } = await world.api.db.query<{ driven: string }>(
      'select driven_order_id as driven from perpetual_triggers where order_id = $1',
      [limit.orderId],
    );
    assert.deepEqual(
      carried.map((t) => Number(t.driven)),
      [Number(filled.strategy_id), Number(filled.strategy_id)],
    );

    const stop = await world.place(user, { direction: 'short', category: 'stop', quantity: '5', leverage: 10, stopPrice: '49000' });
    await world.step('48950');
    const { rows: stopRows } = await world.api.db.query<{ status: string; executed_price: string }>(
      'select status, executed_price::text from perpetual_orders where id = $1',
      [stop.orderId],
    );
    assert.deepEqual([stopRows[0].status, dec(stopRows[0].executed_price)], ['filled', '48950']);

    const waiting = await world.place(user, { direction: 'short', category: 'limit', quantity: '10', leverage: 10, price: '52000' });
    const held = new Decimal(await perpetualBalance(world.api.db, user));
    const { released } = await world.api.db.transaction((tx) =>
      cancelPerpetualOrder(tx, { orderId: waiting.orderId, operator: 'admin', reason: 'test', now: new Date(world.clock) }),
    );
    assert.equal(new Decimal(await perpetualBalance(world.api.db, user)).minus(held).toFixed(), released.toFixed());
    assert.equal(released.toFixed(), '52.26');
    await assert.rejects(
      world.api.db.transaction((tx) =>
        cancelPerpetualOrder(tx, { orderId: waiting.orderId, operator: 'admin', reason: 'again', now: new Date(world.clock) }),
      ),
      /only an open order/,
    );
    assert.equal(await unreconciledPerpetualWallets(world.api.db), 0);
  });

  test('a staff close racing a liquidation of the same position ends in exactly one outcome', async () => {
    await world.step('50000');
    const user = world.users[0];
    await world.closeAll(user, 'long').catch(() => undefined);
    const position = await world.open(user, 'long', '10', 50);
    await world.tick('49000'); // crosses the liquidation price; the engine has not run yet
    const [close] = await Promise.all([
      world.api.db.transaction((tx) =>
        closeAtMark(tx, {
          userId: user,
          pairId: world.pairId,
          direction: 'long',
          by: 'staff',
          operator: 'admin',
          reason: 'risk',
          positionId: position.positionId as number,
          now: new Date(world.clock),
        }),
      ),
      runPerpetualEngine(world.api.db, new Date(world.clock)),
    ]);
    assert.equal(close.outcome, 'already_closed');
    const closed = await world.position(position.positionId as number);
    assert.equal(closed.status, 'liquidated');
    assert.equal(await world.api.count('perpetual_orders', 'position_id = $1 and close_position = 1', [position.positionId]), 1);
    const again = await world.api.db.transaction((tx) =>
      closeAtMark(tx, {
        userId: user,
        pairId: world.pairId,
        direction: 'long',
        by: 'staff',
        operator: 'admin',
        reason: 'again',
        now: new Date(world.clock),
      }),
    );
    assert.equal(again.outcome, 'already_closed');
    assert.equal(await world.api.count('perpetual_orders', 'position_id = $1 and close_position = 1', [position.positionId]), 1);
  });
});
