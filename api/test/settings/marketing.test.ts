import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Decimal from 'decimal.js';
import { runDistribution } from '../../src/modules/finance/distribution/run';
import { slotAfter } from '../../src/modules/settings/marketing/schedule';
import { assertCallsChangeNothing, DEMO, type TestApi, startTestApi } from '../helpers';

/**
 * Multi-level marketing (`system/marketSetting*`): read, edit (a version with its required reason, audited),
 * history and revert; bad input 400 and no permission 403 change nothing. Its effect: the distribution runs of
 * the finance area pay the layers and follow the schedule the setting has at the moment of the run.
 */

let api: TestApi;
let admin: string;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

const SETTING = 'system/marketSetting';
const EDIT = 'system/marketSetting/edit';
const DAY = 86_400_000;
const VALUES = { enable: 1, distributionLevel: 3, distributionFrequencyType: 1, distributionTime: '00:00' };

const save = (values: Partial<typeof VALUES>, reason = 'Marketing plan', token = admin) =>
  api.call('POST', EDIT, { token, body: { ...VALUES, ...values, reason } });

describe('the multi-level marketing setting', () => {
  test('answers the setting as the migration made it, with its next run', async () => {
    const answer = await api.call('GET', SETTING, { token: admin });
    assert.equal(answer.status, 200, answer.body.msg);
    const { nextRunDate, lastRun, updatedBy, ...values } = answer.body.data;
    const { updateDate: _u, ...rest } = values;
    assert.deepEqual(rest, VALUES);
    assert.equal(updatedBy, null);
    assert.equal(lastRun, null);
    // Daily at 00:00 UTC: the next midnight after the API's clock.
    const next = new Date(api.clock.now());
    assert.equal(nextRunDate, new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate() + 1)).toISOString());
  });

  test('bad input is a 400 that changes nothing', async () => {
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', EDIT, { ...VALUES, distributionLevel: 4 }],
        ['POST', EDIT, { ...VALUES, distributionLevel: 4, reason: '  ' }],
        ['POST', EDIT, { ...VALUES, distributionLevel: 6, reason: 'why' }],
        ['POST', EDIT, { ...VALUES, distributionLevel: 2, reason: 'why' }],
        ['POST', EDIT, { ...VALUES, enable: 2, reason: 'why' }],
        ['POST', EDIT, { ...VALUES, distributionFrequencyType: 4, reason: 'why' }],
        ['POST', EDIT, { ...VALUES, distributionTime: '24:00', reason: 'why' }],
        ['POST', EDIT, { ...VALUES, distributionTime: '7:5', reason: 'why' }],
        ['POST', EDIT, { enable: 1, reason: 'why' }],
        ['POST', EDIT, { ...VALUES, reason: 'why', bonus: 1 }],
      ],
      () => 400,
    );
  });

  test('without the permission: 403, nothing changed', async () => {
    const viewer = await api.signIn(await api.createStaff(admin, 'marketing-viewer', [291]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', EDIT, { ...VALUES, distributionLevel: 5, reason: 'why' }],
        ['POST', 'settings/versions/revert', { id: 1, reason: 'why' }],
      ],
      () => 403,
    );
    assert.equal((await api.call('GET', SETTING, { token: viewer })).status, 200);
    assert.equal((await api.call('GET', 'settings/versions', { token: viewer, query: { setting: 'marketing' } })).status, 200);
    const outsider = await api.signIn(await api.createStaff(admin, 'marketing-outsider', [1]));
    await assertCallsChangeNothing(api, outsider, [['GET', SETTING, undefined]], () => 403);
  });

  test('a save is a version with operator, reason, before and after, audited; a revert is a version too', async () => {
    const logged = await api.count('backstage_log', "api_url = '/api/system/marketSetting/edit'");
    const saved = await save({ distributionLevel: 4, distributionTime: '06:30' }, 'Deeper plan');
    assert.equal(saved.status, 200, saved.body.msg);
    const { version } = saved.body.data;
    assert.deepEqual([version.setting, version.operator, version.reason], ['marketing', 'admin', 'Deeper plan']);
    assert.deepEqual(version.changes, [
      { field: 'distributionLevel', from: 3, to: 4 },
      { field: 'distributionTime', from: '00:00', to: '06:30' },
    ]);
    assert.equal(await api.count('backstage_log', "api_url = '/api/system/marketSetting/edit'"), logged + 1);
    const unchanged = await save({ distributionLevel: 4, distributionTime: '06:30' }, 'Again');
    assert.equal(unchanged.body.data.version, null);

    assert.equal((await save({ distributionLevel: 5 }, 'Five layers')).status, 200);
    // Back to the first save in one call: a version of its own, which names it; a second time there is nothing to change.
    const reverted = await api.call('POST', 'settings/versions/revert', { token: admin, body: { id: version.id, reason: 'Undo' } });
    assert.equal(reverted.status, 200, reverted.body.msg);
    assert.equal(reverted.body.data.version.revertedFrom, version.id);
    assert.deepEqual([reverted.body.data.values.distributionLevel, reverted.body.data.values.distributionTime], [4, '06:30']);
    assert.equal(
      (await api.call('POST', 'settings/versions/revert', { token: admin, body: { id: version.id, reason: 'Undo' } })).status,
      409,
    );
    // Marketing changes say why, reverts too.
    assert.equal((await api.call('POST', 'settings/versions/revert', { token: admin, body: { id: version.id + 1 } })).status, 400);
    const restored = await save(VALUES, 'Back to the plan');
    assert.equal(restored.status, 200, restored.body.msg);
    const answer = await api.call('GET', SETTING, { token: admin });
    assert.equal(answer.body.data.updatedBy, 'admin');
    assert.equal(answer.body.data.distributionLevel, 3);
  });
});

/** The hourly records of a run's payments, by layer, and what its payments credited through the ledger. */
async function paidBy({ periodStart, periodEnd }: { periodStart: Date; periodEnd: Date }) {
  const { rows: layers } = await api.db.query<{ layer: number; n: number }>(
    `select h.layer, count(*)::int as n from distribution_hourly_records h join distribution_payments p on p.id = h.payment_id
     where p.start_date = $2 and p.end_date = $1 group by h.layer order by h.layer`,
    [periodEnd, periodStart],
  );
  const { rows: money } = await api.db.query<{ payments: number; unpaid: number; bonus: string; hourly: string; ledger: string }>(
    `select count(*)::int as payments, count(*) filter (where p.status <> 1)::int as unpaid, coalesce(sum(p.distribution_bonus), 0)::text as bonus,
       (select coalesce(sum(h.bonus), 0)::text from distribution_hourly_records h join distribution_payments q on q.id = h.payment_id
         where q.start_date = $2 and q.end_date = $1) as hourly,
       (select coalesce(sum(l.change_balance), 0)::text from wallet_change_log l join distribution_payments q
         on l.reference = 'distribution_payment:' || q.id where q.start_date = $2 and q.end_date = $1
         and l.change_type = 'distribution') as ledger
     from distribution_payments p where p.start_date = $2 and p.end_date = $1`,
    [periodEnd, periodStart],
  );
  return { layers: Object.fromEntries(layers.map((l) => [l.layer, l.n])) as Record<number, number>, ...money[0] };
}

describe('distribution follows the setting from its next run', () => {
  test('the layers paid, and the schedule', async () => {
    // The previous run ended 25 days before the demo data's end: the runs below pay the demo's settled stakes since.
    const now = new Date(api.clock.now());
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 25));
    await api.db.query(
      `insert into distribution_runs (period_start, period_end, distribution_level, frequency_type) values ($1, $2, 3, 1)`,
      [new Date(start.getTime() - DAY), start],
    );

    // Three layers (the setting as it is): a daily run pays the days since the previous run, up to the last midnight.
    const first = await runDistribution(api.db, new Date(start.getTime() + 10 * DAY + 3_600_000));
    assert.ok(first);
    assert.deepEqual([first.periodStart, first.periodEnd, first.distributionLevel], [start, new Date(start.getTime() + 10 * DAY), 3]);
    const three = await paidBy(first);
    assert.ok(three.payments > 0 && three.payments === first.paymentCount);
    assert.deepEqual(Object.keys(three.layers).map(Number), [1, 2, 3]);
    assert.equal(three.unpaid, 0);
    assert.ok(new Decimal(three.bonus).gt(0));
    assert.ok(new Decimal(three.hourly).eq(three.bonus) && new Decimal(three.ledger).eq(three.bonus));
    // The same slot again pays nothing.
    assert.equal(await runDistribution(api.db, new Date(start.getTime() + 10 * DAY + 7_200_000)), null);

    // Five layers from the next run on.
    assert.equal((await save({ distributionLevel: 5 }, 'Five layers')).status, 200);
    const second = await runDistribution(api.db, new Date(start.getTime() + 20 * DAY + 60_000));
    assert.ok(second);
    assert.equal(second.distributionLevel, 5);
    const five = await paidBy(second);
    assert.ok((five.layers[4] ?? 0) + (five.layers[5] ?? 0) > 0, JSON.stringify(five.layers));
    assert.ok(new Decimal(five.ledger).eq(five.bonus));

    // Weekly on Mondays at 06:00: nothing before the slot, the days since the previous run at it.
    assert.equal((await save({ distributionLevel: 5, distributionFrequencyType: 2, distributionTime: '06:00' }, 'Weekly')).status, 200);
    const monday = slotAfter({ frequencyType: 2, time: '06:00' }, second.periodEnd);
    assert.equal(monday.getUTCDay(), 1);
    assert.equal(await runDistribution(api.db, new Date(monday.getTime() - 60_000)), null);
    const weekly = await runDistribution(api.db, new Date(monday.getTime() + 60_000));
    assert.deepEqual([weekly?.periodStart, weekly?.periodEnd], [second.periodEnd, monday]);

    // Off: no run at all, and the screen says so.
    assert.equal(
      (await save({ enable: 0, distributionLevel: 5, distributionFrequencyType: 2, distributionTime: '06:00' }, 'Paused')).status,
      200,
    );
    assert.equal(await runDistribution(api.db, new Date(monday.getTime() + 30 * DAY)), null);
    const answer = await api.call('GET', SETTING, { token: admin });
    assert.equal(answer.body.data.nextRunDate, null);
    assert.equal(answer.body.data.lastRun.periodEnd, monday.toISOString());
  });
});
