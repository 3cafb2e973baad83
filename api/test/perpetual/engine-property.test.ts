import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { ApiError } from '../../src/http/errors';
import { Decimal } from '../../src/money';
import { cancelPerpetualOrder, closeAtMark } from '../../src/modules/perpetual/engine/close';
import { setPositionTpSl } from '../../src/modules/perpetual/engine/orders';
import { runPerpetualEngine } from '../../src/modules/perpetual/engine/ticks';
import { Prng } from '../../src/seed/prng';
import { PerpetualWorld, unreconciledPerpetualWallets } from './perpetual-fixture';

/**
 * Many random trading sequences (1,000 by default; env PERPETUAL_PROPERTY_SEQUENCES) on a random-walk feed with jumps (market, limit and stop orders at every offered
 * leverage, TP/SL, cancels, user and staff closes, partial and whole, the engine between them): afterwards every
 * perpetual wallet equals its change log, no open position is past its liquidation price at the last tick, and
 * money is conserved: what the wallets moved equals the realised profits less the fees, less the margins still in
 * open positions and the holds of open orders.
 */

let world: PerpetualWorld;
before(async () => {
  world = await PerpetualWorld.start({ traders: 8, funds: '20000' });
});
after(() => world.api.close());

const LEVERAGES = [5, 10, 20, 50, 100];
const SEQUENCES = Number(process.env.PERPETUAL_PROPERTY_SEQUENCES) || 1000;

test(`after ${SEQUENCES} random trading sequences every wallet reconciles and money is conserved`, async () => {
  const prng = new Prng(4242);
  const db = world.api.db;
  let price = new Decimal(50000);
  const outcomes = { done: 0, refused: 0 };
  const attempt = async (work: () => Promise<unknown>) => {
    try {
      await work();
      outcomes.done += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode >= 500) throw error;
      outcomes.refused += 1;
    }
  };
  const now = () => new Date(world.clock);
  for (let i = 0; i < SEQUENCES; i++) {
    const user = prng.pick(world.users);
    const direction = prng.chance(0.5) ? ('long' as const) : ('short' as const);
    const leverage = prng.pick(LEVERAGES);
    const quantity = String(prng.int(1, 300));
    const roll = prng.next();
    if (roll < 0.3) {
      const move = prng.chance(0.05) ? prng.next() * 0.06 - 0.03 : prng.next() * 0.008 - 0.004;
      price = Decimal.max(1000, price.times(1 + move)).toDecimalPlaces(2);
      await world.step(price.toFixed());
    } else if (roll < 0.5) {
      await attempt(() => world.place(user, { direction, category: 'market', quantity, leverage }));
    } else if (roll < 0.6) {
      const limit = price
        .times(1 + (prng.next() * 0.03 - 0.015))
        .toDecimalPlaces(2)
        .toFixed();
      await attempt(() => world.place(user, { direction, category: 'limit', quantity, leverage, price: limit }));
    } else if (roll < 0.66) {
      const stop = price
        .times(1 + (prng.chance(0.5) ? 0.005 : -0.005) * prng.int(1, 4))
        .toDecimalPlaces(2)
        .toFixed();
      await attempt(() => world.place(user, { direction, category: 'stop', quantity, leverage, stopPrice: stop }));
    } else if (roll < 0.74) {
      const { rows } = await db.query<{ id: string; direction: string }>(
        `select id, direction from perpetual_positions where user_id = $1 and status = 'open' order by id`,
        [user],
      );
      if (rows.length) {
        const p = prng.pick(rows);
        const sign = p.direction === 'long' ? 1 : -1;
        const tp = price
          .times(1 + sign * 0.01 * prng.int(1, 5))
          .toDecimalPlaces(2)
          .toFixed();
        const sl = price
          .times(1 - sign * 0.01 * prng.int(1, 5))
          .toDecimalPlaces(2)
          .toFixed();
        await attempt(() =>
          db.transaction((tx) => setPositionTpSl(tx, { userId: user, positionId: Number(p.id), tpPrice: tp, slPrice: sl, now: now() })),
        );
      }
    } else if (roll < 0.82) {
      const { rows } = await db.query<{ id: string }>(
        `select id from perpetual_orders where user_id = $1 and status = 'open' order by id`,
        [user],
      );
      if (rows.length) {
        const orderId = Number(prng.pick(rows).id);
        await attempt(() => db.transaction((tx) => cancelPerpetualOrder(tx, { orderId, operator: null, reason: null, now: now() })));
      }
    } else {
      const staff = prng.chance(0.5);
      await attempt(() =>
        db.transaction((tx) =>
          closeAtMark(tx, {
            userId: user,
            pairId: world.pairId,
            direction,
            amount: prng.chance(0.5) ? String(prng.int(1, 200)) : undefined,
            unitId: 1,
            by: staff ? 'staff' : 'user',
            operator: staff ? 'admin' : null,
            reason: staff ? 'Random close' : null,
            now: now(),
          }),
        ),
      );
    }
  }
  await world.step(price.toFixed());
  await runPerpetualEngine(db, new Date(world.clock));
  // Most calls go through (a refusal is a too-large order or a leverage that differs from the open position's).
  assert.ok(outcomes.done > SEQUENCES * 0.3, `${outcomes.done} done, ${outcomes.refused} refused`);

  assert.equal(await unreconciledPerpetualWallets(db), 0);
  const { rows: counts } = await db.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from perpetual_positions where pair_id = $1 group by status order by status',
    [world.pairId],
  );
  const byStatus = Object.fromEntries(counts.map((c) => [c.status, c.n]));
  assert.ok(byStatus.closed > 0 && byStatus.liquidated > 0, JSON.stringify(byStatus));
  const { rows: past } = await db.query<{ n: number }>(
    `select count(*)::int as n from perpetual_positions where pair_id = $1 and status = 'open'
       and ((direction = 'long' and liquidation_price >= $2) or (direction = 'short' and liquidation_price <= $2))`,
    [world.pairId, price.toFixed()],
  );
  assert.equal(past[0].n, 0, 'no open position past its liquidation price');
  const { rows: money } = await db.query<{ moved: string; expected: string; held: string }>(
    `select
       (select coalesce(sum(l.change_balance), 0) from wallet_change_log l join perpetual_orders o on l.reference = 'perpetual-order:' || o.id
        where o.pair_id = $1)::text as moved,
       (select coalesce(sum(realised_pnl - open_fee - close_fee), 0) - coalesce(sum(margin) filter (where status = 'open'), 0)
        from perpetual_positions where pair_id = $1)::text as expected,
       (select coalesce(sum(held), 0) from perpetual_orders where pair_id = $1 and status = 'open')::text as held`,
    [world.pairId],
  );
  assert.equal(new Decimal(money[0].moved).toFixed(), new Decimal(money[0].expected).minus(money[0].held).toFixed());
  const { rows: fees } = await db.query<{ n: number }>(
    `select count(*)::int as n from perpetual_orders where pair_id = $1 and status = 'filled' and tick_id is null`,
    [world.pairId],
  );
  assert.equal(fees[0].n, 0, 'every fill names its recorded tick');
});
