import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Prng } from '../../src/seed/prng';
import { runSimulatedPerpetualTraders, simulatedPerpetualTradersTask } from '../../src/modules/perpetual/simulated/traders';
import { PerpetualWorld, unreconciledPerpetualWallets } from './perpetual-fixture';

/** The simulated perpetual traders trade through the client platform's functions; none runs under the test runner. */

let world: PerpetualWorld;
before(async () => {
  world = await PerpetualWorld.start({ traders: 6 });
});
after(() => world.api.close());

test('simulated traders open, protect and close positions and place and cancel orders, through the ledger', async () => {
  const prng = new Prng(7);
  let actions = 0;
  for (let i = 0; i < 60; i++) {
    await world.step(String(50000 + Math.round(Math.sin(i / 5) * 400)));
    actions += (await runSimulatedPerpetualTraders(world.api.db, new Date(world.clock), prng, world.users)).actions;
  }
  assert.ok(actions > 20, `${actions} actions`);
  const { rows } = await world.api.db.query<{ category: string }>(
    'select distinct category from perpetual_orders where pair_id = $1 order by category',
    [world.pairId],
  );
  assert.ok(rows.length >= 3, JSON.stringify(rows));
  assert.equal(await unreconciledPerpetualWallets(world.api.db), 0);
  assert.equal(simulatedPerpetualTradersTask({ production: false } as never), null, 'not under the test runner');
});
