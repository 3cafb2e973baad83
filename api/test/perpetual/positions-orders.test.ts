import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import { closeFigures } from '@console/contracts/schemas/perpetual-rules';
import { Decimal } from '../../src/money';
import { setPositionTpSl } from '../../src/modules/perpetual/engine/orders';
import { assertCallsChangeNothing, type Json, snapshot } from '../helpers';
import { dec, perpetualBalance, PerpetualWorld, unreconciledPerpetualWallets } from './perpetual-fixture';

/**
 * The perpetual position, order and history calls: lists marked to the recorded feed, the warning list with its
 * stress figure, the staff close at the recorded mark (reason, idempotent, audited), open orders with cancel and
 * detail, the histories and their exports. Bad input is a 400 and a missing permission a 403, changing nothing.
 */

let world: PerpetualWorld;
let long: number;
let short: number;
let limitOrder: number;
let strategy: number;
before(async () => {
  world = await PerpetualWorld.start({ traders: 4 });
  const [a, b, c] = world.users;
  long = (await world.open(a, 'long', '10', 10)).positionId as number;
  short = (await world.open(b, 'short', '20', 50)).positionId as number;
  limitOrder = (await world.place(c, { direction: 'long', category: 'limit', quantity: '5', leverage: 10, price: '45000' })).orderId;
  strategy = (await world.api.db.transaction((tx) =>
    setPositionTpSl(tx, { userId: a, positionId: long, tpPrice: '60000', slPrice: '45240', now: new Date(world.clock) }),
  )) as number;
  await world.step('48000');
});
after(() => world.api.close());

const logged = (path: string) => world.api.count('backstage_log', 'api_url = $1 and result = 1', [`/api/${path}`]);

describe('positions', () => {
  test('the open positions, marked to the newest recorded tick, with every spec column', async () => {
    const answer = await world.call('POST', 'perpetual/position/list', { tradingPairId: world.pairId });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.totalCount, 2);
    const row = answer.body.data.records.find((p: Json) => p.id === long);
    for (const field of [
      'accountId',
      'accountName',
      'tradingPairId',
      'tradingPairName',
      'direction',
      'size',
      'sizeUnitId',
      'openPrice',
      'breakEvenPrice',
      'liquidationPrice',
      'margin',
      'marginRatio',
      'profit',
      'fundType',
      'warning',
      'leverage',
      'slPrice',
      'tpPrice',
      'userRemark',
    ]) {
      assert.ok(field in row, field);
    }
    // Long 10 contracts (0.01 BTC) at 50,000, 10x, marked at 48,000.
    assert.deepEqual(
      [row.markPrice, row.profit, row.notional, row.maintenanceMargin, row.marginRatio, row.tpPrice, row.slPrice, row.strategyId, row.coin],
      ['48000', '-20', '480', '2.4', '0.08', '60000', '45240', strategy, 'USDT'],
    );
    assert.equal(row.distanceToLiquidation, new Decimal(48000).minus(row.liquidationPrice).toFixed());
    const byMargin = await world.call('POST', 'perpetual/position/list', {
      tradingPairId: world.pairId,
      orderBy: 'margin',
      orderDirection: 'asc',
    });
    assert.deepEqual(
      byMargin.body.data.records.map((p: Json) => p.id),
      [short, long],
    );
    const filtered = await world.call('POST', 'perpetual/position/list', {
      direction: 'short',
      accountId: world.users[1],
      tradingPairId: world.pairId,
    });
    assert.deepEqual(
      filtered.body.data.records.map((p: Json) => p.id),
      [short],
    );
    assert.equal((await world.call('POST', 'perpetual/position/list', { direction: 'up' })).status, 400);
    assert.equal((await world.call('POST', 'perpetual/position/list', { orderBy: 'profit' })).status, 400);
  });

  test('the warning list: flagged positions nearest to liquidation first, and the stress figure', async () => {
    await world.step('47900');
    // At 47,900 the 10x long's margin ratio is 2.395 / 29 = 0.0826: far from 0.8; lower the threshold through the API.
    const empty = await world.call('POST', 'perpetual/position/warning/list', { stressPercent: '6', tradingPairId: world.pairId });
    assert.equal(empty.status, 200, empty.body.msg);
    assert.equal(empty.body.data.total, 0);
    const stress = empty.body.data.stress.pairs.find((p: Json) => p.tradingPairId === world.pairId);
    // -6 %: 45,026 is below the long's liquidation price 45,226.13 (liquidated); +6 %: 50,774 is above the short's
    // 50,746.27 (liquidated too).
    assert.deepEqual([stress.longPositions, stress.longNotional, stress.shortPositions, stress.shortNotional], [1, '479', 1, '958']);
    assert.equal(empty.body.data.stress.totalNotional, '1437');
    await world.step('45250');
    const answer = await world.call('POST', 'perpetual/position/warning/list', { tradingPairId: world.pairId });
    assert.equal(answer.body.data.total, 1);
    const [row] = answer.body.data.records;
    assert.deepEqual([row.id, row.warning], [long, 1]);
    assert.ok(Number(row.marginRatio) > 0.8);
    assert.equal(answer.body.data.positionWarningThreshold, '0.8');
    assert.equal((await world.call('POST', 'perpetual/position/warning/list', { stressPercent: '150' })).status, 400);
    const counts = await world.call('GET', 'notifications/counts');
    assert.equal(
      counts.body.data.perpetualPositionWarnings,
      await world.api.count('perpetual_positions', `status = 'open' and warning = 1`),
    );
    await world.step('48000');
  });
});

describe('staff close', () => {
  const closeBody = (extra: Json = {}) => ({
    accountId: world.users[1],
    category: 'market',
    direction: 'short',
    tradingPairId: world.pairId,
    price: '1',
    amount: '5',
    leverage: 50,
    unitId: 1,
    positionId: short,
    reason: 'Risk reduction',
    ...extra,
  });

  test('refused without its required fields or with a limit category or another leverage, changing nothing', async () => {
    const state = await snapshot(world.api.db);
    for (const field of ['accountId', 'category', 'direction', 'tradingPairId', 'price', 'amount', 'leverage', 'unitId', 'reason']) {
      const body: Json = closeBody();
      delete body[field];
      assert.equal((await world.call('POST', 'perpetual/order', body)).status, 400, field);
    }
    assert.equal((await world.call('POST', 'perpetual/order', closeBody({ category: 'limit' }))).status, 400);
    assert.equal((await world.call('POST', 'perpetual/order', closeBody({ leverage: 20 }))).status, 400);
    assert.equal((await world.call('POST', 'perpetual/order', closeBody({ positionId: long }))).status, 400);
    assert.deepEqual(await snapshot(world.api.db), state);
  });

  test('a partial close at the recorded mark, whatever price is typed; then the rest; then again changes nothing', async () => {
    const before = new Decimal(await perpetualBalance(world.api.db, world.users[1]));
    // What the close confirmation estimates from the position's row (the shared rule) is what the close does.
    const listed = await world.call('POST', 'perpetual/position/list', { id: short });
    const [p] = listed.body.data.records;
    const estimate = closeFigures({ ...p, entry: p.openPrice }, '5', p.markPrice, p);
    const audited = await logged('perpetual/order');
    const partial = await world.call('POST', 'perpetual/order', closeBody());
    assert.equal(partial.status, 200, partial.body.msg);
    const data = partial.body.data;
    // Short 20 contracts at 50,000, 50x (margin 20); 5 closed at the mark 48,000: profit 10, fee 5 % = 0.5, margin 5.
    assert.deepEqual(
      [
        data.outcome,
        data.markPrice,
        data.closedQuantity,
        data.realisedPnl,
        data.fee,
        data.credited,
        data.order.price,
        data.order.executedPrice,
      ],
      ['partially_closed', '48000', '5', '10', '0.5', '14.5', '1', '48000'],
    );
    assert.deepEqual(
      [estimate.pnl, estimate.fee, estimate.credited].map((d) => d.toFixed()),
      [data.realisedPnl, data.fee, data.credited],
    );
    assert.deepEqual(
      [data.order.operator, data.order.reason, data.order.closeReason, data.position.status],
      ['admin', 'Risk reduction', 'staff', 'open'],
    );
    assert.equal(new Decimal(await perpetualBalance(world.api.db, world.users[1])).minus(before).toFixed(), '14.5');
    const rest = await world.call('POST', 'perpetual/order', closeBody({ amount: '100', clientOrderId: 'close-1' }));
    assert.equal(rest.body.data.outcome, 'closed');
    assert.equal(rest.body.data.closedQuantity, '15');
    assert.equal(rest.body.data.position.status, 'closed');
    const state = await snapshot(world.api.db);
    const retried = await world.call('POST', 'perpetual/order', closeBody({ amount: '100', clientOrderId: 'close-1' }));
    assert.equal(retried.status, 200, retried.body.msg);
    assert.deepEqual([retried.body.data.outcome, retried.body.data.order.id], ['already_closed', rest.body.data.order.id]);
    const again = await world.call('POST', 'perpetual/order', closeBody());
    assert.deepEqual([again.status, again.body.data.outcome, again.body.data.order], [200, 'already_closed', null]);
    const { backstage_log: _log, ...unchanged } = state;
    const { backstage_log: _now, ...after } = await snapshot(world.api.db);
    assert.deepEqual(after, unchanged);
    assert.equal(await logged('perpetual/order'), audited + 4);
    assert.equal(await unreconciledPerpetualWallets(world.api.db), 0);
  });

  test("a position's page: its figures, its orders and each wallet change of them; open ones marked", async () => {
    const closed = await world.call('GET', `perpetual/position/${short}`);
    assert.equal(closed.status, 200, closed.body.msg);
    const { record, open, orders, walletChanges } = closed.body.data;
    assert.deepEqual([record.status, record.coin, record.pnl, record.fee, open], ['closed', 'USDT', '40', '2.5', null]);
    assert.deepEqual(
      orders.map((o: Json) => `${o.closePosition} ${o.coin}`),
      ['0 USDT', '1 USDT', '1 USDT'],
    );
    // Opening: margin 20 and fee 0.5; each close: its margin back, its profit and its fee; each row names its order.
    const [opening, first, rest] = orders.map((o: Json) => o.id);
    assert.deepEqual(
      walletChanges.map((c: Json) => `${c.orderId} ${c.changeType} ${c.change}`).join(', '),
      `${opening} perpetual_margin -20, ${opening} perpetual_fee -0.5, ${first} perpetual_margin_release 5, ${first} perpetual_profit 10, ` +
        `${first} perpetual_fee -0.5, ${rest} perpetual_margin_release 15, ${rest} perpetual_profit 30, ${rest} perpetual_fee -1.5`,
    );
    const live = await world.call('GET', `perpetual/position/${long}`);
    assert.deepEqual([live.body.data.record.status, live.body.data.open.id, live.body.data.open.markPrice], ['open', long, '48000']);
    assert.equal((await world.call('GET', 'perpetual/position/99999999')).status, 404);
    assert.equal((await world.call('GET', 'perpetual/position/abc')).status, 400);
  });
});

describe('orders', () => {
  test('open orders page (GET with query), the strategy detail with its triggers', async () => {
    const page = await world.call('GET', 'perpetual/order/page', { accountId: String(world.users[2]) });
    assert.equal(page.status, 200, page.body.msg);
    assert.deepEqual(
      page.body.data.records.map((o: Json) => [o.id, o.category, o.status, o.price, o.margin]),
      [[limitOrder, 'limit', 'open', '45000', '22.6125']],
    );
    const strategies = await world.call('GET', 'perpetual/order/page', { category: 'tp_sl', tradingPairId: String(world.pairId) });
    assert.deepEqual(
      strategies.body.data.records.map((o: Json) => o.id),
      [strategy],
    );
    assert.equal((await world.call('GET', 'perpetual/order/page', { category: 'twap' })).status, 400);
    const detail = await world.call('GET', `perpetual/strategy/order/${strategy}`);
    assert.equal(detail.status, 200, detail.body.msg);
    assert.deepEqual(
      detail.body.data.order.triggers.map((t: Json) => [t.drivenOn, t.trigger, t.condition, t.drivenId]),
      [
        ['take_profit', '60000', 'rises_to', null],
        ['stop_loss', '45240', 'falls_to', null],
      ],
    );
    assert.deepEqual([detail.body.data.order.dagId, detail.body.data.order.closePosition], [long, 1]);
    assert.equal((await world.call('GET', 'perpetual/strategy/order/999999')).status, 404);
  });

  test('cancel returns the hold, with a reason; a second cancel is a 409 that changes nothing', async () => {
    const user = world.users[2];
    const before = new Decimal(await perpetualBalance(world.api.db, user));
    const state = await snapshot(world.api.db);
    assert.equal((await world.call('PATCH', 'perpetual/order/cancel', { id: limitOrder })).status, 400);
    assert.deepEqual(await snapshot(world.api.db), state);
    const answer = await world.call('PATCH', 'perpetual/order/cancel', { id: limitOrder, reason: 'User asked' });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual(
      [answer.body.data.order.status, answer.body.data.released, answer.body.data.order.operator],
      ['cancelled', '22.6125', 'admin'],
    );
    assert.equal(new Decimal(await perpetualBalance(world.api.db, user)).minus(before).toFixed(), '22.6125');
    const again = await world.call('PATCH', 'perpetual/order/cancel', { id: limitOrder, reason: 'again' });
    assert.equal(again.status, 409);
  });

  test('histories: orders and positions no longer open, filtered; their exports streamed', async () => {
    const orders = await world.call('POST', 'perpetual/order/history/list', { accountId: world.users[1], tradingPairId: world.pairId });
    assert.equal(orders.status, 200, orders.body.msg);
    assert.deepEqual(
      orders.body.data.records.map((o: Json) => o.status),
      ['filled', 'filled', 'filled'],
    );
    const cancelled = await world.call('POST', 'perpetual/order/history/list', {
      status: 'cancelled',
      tradingPairId: world.pairId,
      orderBy: 'id',
      orderDirection: 'asc',
    });
    assert.ok(
      cancelled.body.data.records.some((o: Json) => o.id === limitOrder),
      JSON.stringify(cancelled.body.data.records.map((o: Json) => o.id)),
    );
    const positions = await world.call('POST', 'perpetual/position/history/list', {
      accountId: world.users[1],
      tradingPairId: world.pairId,
    });
    assert.equal(positions.status, 200, positions.body.msg);
    const [row] = positions.body.data.records;
    assert.deepEqual(
      [row.id, row.status, row.entryPrice, row.exitPrice, row.pnl, row.maxHeld, row.closed, row.closeReason],
      [short, 'closed', '50000', '48000', '40', '20', '20', 'staff'],
    );
    assert.equal((await world.call('POST', 'perpetual/position/history/list', { status: 'open' })).status, 400);
    for (const path of [
      'reporting/perpetual/export/perpetualOrderHistoryRecord',
      'reporting/perpetual/export/perpetualPositionHistoryRecord',
    ]) {
      const res = await world.api.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { authorization: `Bearer ${world.admin}` },
        payload: { accountId: world.users[1], tradingPairId: world.pairId, excelType: 'csv' },
      });
      assert.equal(res.statusCode, 200, res.body.slice(0, 200));
      assert.match(String(res.headers['content-type']), /csv/);
      assert.match(res.body, /By staff/, res.body.slice(0, 600));
    }
  });
});

test('admins without the permissions are refused (403), changing nothing', async () => {
  const viewer = await world.api.createStaff(world.admin, 'perpetualviewer', [
    permissionId('perpetualPositions.list'),
    permissionId('perpetualWarnings.list'),
    permissionId('perpetualOpenOrders.list'),
    permissionId('perpetualOrderHistory.list'),
    permissionId('perpetualPositionHistory.list'),
  ]);
  const token = await world.api.signIn(viewer);
  await assertCallsChangeNothing(
    world.api,
    token,
    [
      [
        'POST',
        'perpetual/order',
        {
          accountId: world.users[0],
          category: 'market',
          direction: 'long',
          tradingPairId: world.pairId,
          price: '1',
          amount: '1',
          leverage: 10,
          unitId: 1,
          reason: 'x',
        },
      ],
      ['PATCH', 'perpetual/order/cancel', { id: strategy, reason: 'x' }],
      ['POST', 'reporting/perpetual/export/perpetualOrderHistoryRecord', {}],
      ['POST', 'reporting/perpetual/export/perpetualPositionHistoryRecord', {}],
    ],
    () => 403,
  );
  const nobody = await world.api.signIn(await world.api.createStaff(world.admin, 'perpetualnobody', []));
  await assertCallsChangeNothing(
    world.api,
    nobody,
    [
      ['POST', 'perpetual/position/list', {}],
      ['POST', 'perpetual/position/warning/list', {}],
      ['GET', `perpetual/position/${long}`, undefined],
      ['GET', 'perpetual/order/page', undefined],
      ['GET', `perpetual/strategy/order/${strategy}`, undefined],
      ['POST', 'perpetual/order/history/list', {}],
      ['POST', 'perpetual/position/history/list', {}],
    ],
    () => 403,
  );
  const closer = await world.api.signIn(
    await world.api.createStaff(world.admin, 'perpetualcloser', [permissionId('perpetualWarnings.close')]),
  );
  const answer = await world.call(
    'POST',
    'perpetual/order',
    {
      accountId: world.users[0],
      category: 'market',
      direction: 'long',
      tradingPairId: world.pairId,
      price: '1',
      amount: '1',
      leverage: 10,
      unitId: 1,
      reason: 'From the warning list',
    },
    closer,
  );
  assert.equal(answer.status, 200, answer.body.msg);
  assert.equal(dec(answer.body.data.closedQuantity), '1');
});

test("development: an end user's order played through the client function (the browser tests place theirs so)", async () => {
  const user = world.users[3];
  const before = new Decimal(await perpetualBalance(world.api.db, user));
  const answer = await world.call('POST', 'dev/perpetual/order', { userId: user, pairId: world.pairId, category: 'limit', quantity: '2' });
  assert.equal(answer.status, 200, answer.body.msg);
  const placed = answer.body.data;
  // A limit order that waits: most of the pair's order-book range below the mark for a long; its margin and fee held.
  assert.equal(placed.status, 'open');
  const open = await world.call('GET', 'perpetual/order/page', { accountId: String(user) });
  assert.deepEqual(
    open.body.data.records.map((o: Json) => [o.id, o.status, o.category]),
    [[placed.orderId, 'open', 'limit']],
  );
  assert.ok(new Decimal(await perpetualBalance(world.api.db, user)).lt(before), 'the hold left the balance');
  assert.equal(await unreconciledPerpetualWallets(world.api.db), 0);
  assert.equal((await world.call('POST', 'dev/perpetual/order', { userId: user, category: 'stop' })).status, 400);
});
