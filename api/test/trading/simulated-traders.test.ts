import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AppServices } from '../../src/http/context';
import { runSimulatedTraders, simulatedTradersTask } from '../../src/modules/trading/simulated/traders';
import { Prng } from '../../src/seed/prng';
import { DEMO } from '../helpers';
import { FuturesWorld } from './futures-api-fixture';
import { futuresBalance, unreconciledFuturesWallets } from './futures-fixture';

/**
 * The simulated traders (development only) place orders through the functions a client platform calls, and
 * `npm run trade-demo`'s development route places a chosen order; neither runs under the test runner unless a
 * test starts it.
 */

let world: FuturesWorld;
before(async () => {
  world = await FuturesWorld.start();
});
after(() => world.api.close());

describe('simulated traders', () => {
  test('their timer is not registered under the test runner (nor in production)', () => {
    const services = { production: false, db: world.api.db, clock: () => world.clock } as unknown as AppServices;
    assert.equal(simulatedTradersTask(services), null);
    assert.equal(simulatedTradersTask({ ...services, production: true } as AppServices), null);
  });

  test('a run places orders in the rounds open now through placeFuturesOrder, seeded; wallets reconcile', async () => {
    const before = await world.api.count('futures_orders', "site = 'simulated'");
    const placed = { futures: 0, refused: 0 };
    const prng = new Prng(7);
    for (let i = 0; i < 12; i++) {
      const run = await runSimulatedTraders(world.api.db, new Date(world.clock), prng, world.users);
      placed.futures += run.futuresOrders;
      placed.refused += run.refused;
    }
    assert.ok(placed.futures > 0, 'some orders were placed');
    assert.equal(await world.api.count('futures_orders', "site = 'simulated'"), before + placed.futures);
    const { rows } = await world.api.db.query<{ n: number }>(
      `select count(*)::int as n from futures_orders o where o.site = 'simulated'
       and not exists (select 1 from wallet_change_log l where l.reference = 'futures-order:' || o.id and l.change_type = 'futures_stake')`,
    );
    assert.equal(rows[0].n, 0, 'every stake went through the ledger');
    assert.equal(await unreconciledFuturesWallets(world.api.db), 0);
  });
});

describe('POST dev/trading/futures-order (npm run trade-demo)', () => {
  test('places the chosen order in the chosen round and answers where it went', async () => {
    const user = world.users[1];
    const balance = await futuresBalance(world.api.db, user);
    const answer = await world.post('dev/trading/futures-order', {
      userId: user,
      roundId: world.round1,
      direction: 'short',
      amount: '7.5',
    });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.data.roundId, world.round1);
    assert.equal(answer.body.data.userId, user);
    assert.equal(answer.body.data.direction, 'short');
    assert.equal(answer.body.data.amount, '7.5');
    assert.equal(Number(answer.body.data.balance), Number(balance) - 7.5);
    assert.equal(await world.api.count('futures_orders', 'id = $1 and round_id = $2', [answer.body.data.orderId, world.round1]), 1);
    assert.equal(await world.logged('dev/trading/futures-order'), 1);
  });

  test('without a round, the round open now; a bad amount is a 400; without the permission a 403', async () => {
    const chosen = await world.post('dev/trading/futures-order', { userId: world.users[0] });
    assert.equal(chosen.status, 200, chosen.body.msg);
    assert.equal(chosen.body.data.amount, '10');
    const orders = await world.api.count('futures_orders');
    const bad = await world.post('dev/trading/futures-order', { userId: world.users[0], amount: 'ten' });
    assert.equal(bad.status, 400);
    const auditor = await world.api.signIn(DEMO.auditor);
    const refused = await world.post('dev/trading/futures-order', { userId: world.users[0] }, auditor);
    assert.equal(refused.status, 403);
    assert.equal(await world.api.count('futures_orders'), orders, 'nothing placed');
  });
});
