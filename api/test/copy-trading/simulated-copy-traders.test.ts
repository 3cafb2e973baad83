import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { AppServices } from '../../src/http/context';
import { runSimulatedCopyTraders, simulatedCopyTradersTask } from '../../src/modules/copy-trading/simulated/traders';
import { Prng } from '../../src/seed/prng';
import { CopyWorld, unreconciledWallets } from './copy-fixture';

/**
 * The simulated leaders and followers (development only): leading orders placed as a leader's platform would
 * (fanned out to their followers) and followers' requests, through the live functions; never under the test runner
 * unless a test runs them. The demo data holds copy-trading history made by the same functions.
 */

let c: CopyWorld;
before(async () => {
  c = await CopyWorld.start(4);
});
after(() => c.api.close());

test('their timer is not registered under the test runner nor in production', () => {
  const services = { production: false, db: c.api.db, clock: () => c.w.clock } as unknown as AppServices;
  assert.equal(simulatedCopyTradersTask(services), null);
  assert.equal(simulatedCopyTradersTask({ ...services, production: true } as AppServices), null);
});

test('runs place leading orders of the leaders with their fan-out, and follow requests; wallets reconcile', async () => {
  const before = await c.api.count('copy_leading_orders', 'placed_by_staff is null and round_id = $1', [c.w.round1]);
  const prng = new Prng(11);
  let leading = 0;
  for (let i = 0; i < 40 && leading < 2; i++) leading += (await runSimulatedCopyTraders(c.api.db, new Date(c.w.clock), prng)).leading;
  assert.ok(leading > 0, 'a leading order was placed');
  assert.equal(await c.api.count('copy_leading_orders', 'placed_by_staff is null and round_id = $1', [c.w.round1]), before + leading);
  assert.ok((await c.api.count('futures_orders', 'follow_code is not null and round_id = $1', [c.w.round1])) > 0, 'copies were placed');
  assert.equal(await unreconciledWallets(c.api.db), 0);
});

test('the demo data holds settled leading orders with copies, skips and leader fees', async () => {
  const { rows } = await c.api.db.query<{ leading: number; copies: number; skips: number; fees: number }>(
    `select (select count(*)::int from copy_leading_orders l join futures_orders x on x.id = l.order_id where x.status = 'settled') as leading,
            (select count(*)::int from futures_orders where follow_code is not null and status = 'settled') as copies,
            (select count(*)::int from copy_follow_skips) as skips,
            (select count(*)::int from futures_orders where follow_code is not null and leader_fee > 0) as fees`,
  );
  const demo = rows[0];
  assert.ok(demo.leading >= 12 && demo.copies >= 120 && demo.skips > 0 && demo.fees > 0, JSON.stringify(demo));
});
