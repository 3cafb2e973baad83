import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertCallsChangeNothing, type Json, snapshot, type TestApi } from '../helpers';
import { foldFuturesRoundCounts } from '../../src/modules/trading/futures/runners/counts';
import { dec, FuturesWorld } from './futures-api-fixture';
import { futuresBalance, SECOND, unreconciledFuturesWallets } from './futures-fixture';

/**
 * The round calls (`futures/runner/*`) on rounds the engine runs from a scripted feed (`FuturesWorld`): the
 * list with its totals, a round's timeline with the recorded tick of each transition, and the operational
 * controls of DESIGN section 5 (halt, resume, void with refund), each with a reason and audited with the
 * state before and after; no control takes a result or a price. Refused calls change nothing.
 */

let w: FuturesWorld;
let api: TestApi;
let admin: string;
let pairId: number;
let gameplayId: number;
let users: number[];
let round1: number;
let orders1: { id: number }[];

before(async () => {
  w = await FuturesWorld.start();
  ({ api, admin, pairId, gameplayId, users, round1, orders1 } = w);
});
after(() => api.close());

const post = (path: string, body: unknown, token = admin) => w.post(path, body, token);
const get = (path: string, token = admin) => w.get(path, token);
const logged = (path: string) => w.logged(path);
const place = (userId: number, direction: 'long' | 'short', amount: string) => w.place(userId, direction, amount);

describe('rounds and their controls', () => {
  test('list and detail: totals, the timeline with the tick each transition used, what a void would refund', async () => {
    const list = await post('futures/runner/list', { gameplayId, tradingPairId: pairId });
    assert.equal(list.status, 200, list.body.msg);
    const round = list.body.data.records.find((r: Json) => r.id === round1);
    assert.ok(round);
    assert.deepEqual(
      [round.status, round.openPrice, round.longTotal, round.shortTotal, round.longCount, round.shortCount],
      ['open', '67000.5', '120', '50', 2, 1],
    );
    assert.deepEqual([round.yieldRatio, round.timeInterval, round.tradingPairCode, round.gameplayName], ['0.85', 60, 'BTC-ORDERS', '60 s']);
    const open = await post('futures/runner/list', { status: 'open', id: round1 });
    assert.equal(open.body.data.total, 1);
    assert.equal((await post('futures/runner/list', { status: 'settled', id: round1 })).body.data.total, 0);
    const sorted = await post('futures/runner/list', { gameplayId, orderBy: 'startDate', orderDirection: 'asc' });
    const starts = sorted.body.data.records.map((r: Json) => Date.parse(r.startDate));
    assert.deepEqual(
      starts,
      [...starts].sort((x, y) => x - y),
    );
    for (const bad of [{ orderBy: 'longTotal' }, { status: 'running' }, { result: 'up' }]) {
      assert.equal((await post('futures/runner/list', bad)).status, 400, JSON.stringify(bad));
    }

    const detail = await get(`futures/runner/detail/${round1}`);
    assert.equal(detail.status, 200, detail.body.msg);
    const [opened] = detail.body.data.transitions;
    assert.deepEqual(
      [opened.action, opened.fromStatus, opened.toStatus, opened.tickPrice, opened.operator],
      ['open', 'scheduled', 'open', '67000.5', 'system'],
    );
    assert.equal(opened.tickId, detail.body.data.round.openTickId);
    assert.deepEqual(detail.body.data.openOrders, { orders: 3, users: 3, longTotal: '120', shortTotal: '50', refund: '170' });
    assert.equal((await get('futures/runner/detail/99999999')).status, 404);
  });

  test('halt and resume: with a reason, before and after in the answer and the log, on the timeline', async () => {
    const before = await logged('futures/runner/systemic/control');
    const halted = await post('futures/runner/systemic/control', { runnerId: round1, action: 'halt', reason: 'Feed incident review' });
    assert.equal(halted.status, 200, halted.body.msg);
    assert.deepEqual(
      [halted.body.data.before, halted.body.data.after],
      [
        { status: 'open', halted: 0 },
        { status: 'open', halted: 1 },
      ],
    );
    assert.equal(halted.body.data.round.haltReason, 'Feed incident review');
    await assert.rejects(place(users[0], 'long', '5'), /halted|no round accepting/);
    const { rows } = await api.db.query<{ req_log: string; res_log: string; op_name: string }>(
      "select req_log, res_log, op_name from backstage_log where api_url = '/api/futures/runner/systemic/control' order by id desc limit 1",
    );
    assert.equal(rows[0].op_name, 'admin');
    assert.match(rows[0].req_log, /Feed incident review/);
    assert.match(rows[0].res_log, /"before":\{"status":"open","halted":0\}/);

    const state = await snapshot(api.db);
    const again = await post('futures/runner/systemic/control', { runnerId: round1, action: 'halt', reason: 'twice' });
    assert.equal(again.status, 409);
    assert.deepEqual(await snapshot(api.db), state);

    const resumed = await post('futures/runner/systemic/control', { runnerId: round1, action: 'resume', reason: 'Feed checked' });
    assert.equal(resumed.status, 200, resumed.body.msg);
    assert.deepEqual(resumed.body.data.after, { status: 'open', halted: 0 });
    assert.equal(await logged('futures/runner/systemic/control'), before + 2);
    const timeline = (await get(`futures/runner/detail/${round1}`)).body.data.transitions.map((t: Json) => [t.action, t.reason]);
    assert.deepEqual(timeline.slice(-2), [
      ['halt', 'Feed incident review'],
      ['resume', 'Feed checked'],
    ]);
  });

  test('no control sets a result or a price: such fields are refused, and bad input changes nothing', async () => {
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', 'futures/runner/systemic/control', { runnerId: round1, action: 'halt' }],
        ['POST', 'futures/runner/systemic/control', { runnerId: round1, action: 'win', reason: 'x' }],
        ['POST', 'futures/runner/systemic/control', { runnerId: round1, action: 'void', reason: 'x', result: 'long' }],
        ['POST', 'futures/runner/systemic/control', { runnerId: round1, action: 'halt', reason: 'x', closePrice: '1' }],
        ['POST', 'futures/runner/systemic/control', { runnerId: 'abc', action: 'halt', reason: 'x' }],
      ],
      () => 400,
    );
    await assertCallsChangeNothing(
      api,
      admin,
      [['POST', 'futures/runner/systemic/control', { runnerId: 99999999, action: 'void', reason: 'x' }]],
      () => 404,
    );
  });

  test('after settlement: its orders settled at the recorded close; no void, halt or resume any more (409)', async () => {
    await w.settleRound1('67010');
    const detail = await get(`futures/order/detail/${orders1[0].id}`);
    assert.deepEqual(
      [detail.body.data.round.status, detail.body.data.round.closePrice, detail.body.data.round.result],
      ['settled', '67010', 'long'],
    );
    const order = detail.body.data.order;
    // 100 + 100 x 0.85.
    assert.deepEqual([order.status, order.result, order.settlePrice, order.payout], ['settled', 'win', '67010', '185']);
    const settled = await post('futures/futuresOrders', { runnerId: round1, status: 'settled' });
    assert.equal(settled.body.data.total, 3);
    assert.deepEqual([settled.body.data.summary[0].filledAmount, settled.body.data.summary[0].payout], ['170', '222']);
    assert.equal((await post('futures/futuresOrders', { runnerId: round1, result: 'lose' })).body.data.total, 1);
    await assertCallsChangeNothing(
      api,
      admin,
      [
        ['POST', 'futures/runner/systemic/control', { runnerId: round1, action: 'void', reason: 'too late' }],
        ['POST', 'futures/runner/systemic/control', { runnerId: round1, action: 'halt', reason: 'too late' }],
      ],
      () => 409,
    );
  });

  test('void: every open order refunded through the ledger once, the round and orders voided with the reason', async () => {
    const start = w.nextStart();
    await w.runUntil(start + 2 * SECOND);
    const round2 = await w.roundOf(start);
    const balances = [await futuresBalance(api.db, users[0]), await futuresBalance(api.db, users[1])];
    const placed = [await place(users[0], 'long', '30'), await place(users[1], 'short', '40.5')];
    const before = await logged('futures/runner/systemic/control');
    const answer = await post('futures/runner/systemic/control', { runnerId: round2, action: 'void', reason: 'Exchange outage' });
    assert.equal(answer.status, 200, answer.body.msg);
    const data = answer.body.data;
    assert.deepEqual([data.before.status, data.after.status, data.refundedOrders, dec(data.refunded)], ['open', 'voided', 2, '70.5']);
    assert.deepEqual([data.round.status, data.round.voidReason, data.round.voidOperator], ['voided', 'Exchange outage', 'admin']);
    assert.equal(await logged('futures/runner/systemic/control'), before + 1);
    assert.equal(await futuresBalance(api.db, users[0]), balances[0]);
    assert.equal(await futuresBalance(api.db, users[1]), balances[1]);
    for (const p of placed) {
      const detail = (await get(`futures/order/detail/${p.id}`)).body.data;
      assert.deepEqual(
        [detail.order.status, detail.order.result, detail.order.voidReason, detail.order.voidOperator],
        ['voided', 'refund', 'Exchange outage', 'admin'],
      );
      assert.deepEqual(
        detail.walletChanges.map((w: Json) => w.changeType),
        ['futures_stake', 'futures_refund'],
      );
    }
    const voided = await post('futures/futuresOrders', { runnerId: round2, status: 'voided' });
    assert.equal(voided.body.data.total, 2);
    // Once only: a second void is refused and refunds nothing.
    await assertCallsChangeNothing(
      api,
      admin,
      [['POST', 'futures/runner/systemic/control', { runnerId: round2, action: 'void', reason: 'again' }]],
      () => 409,
    );
    await w.runUntil(start + 70 * SECOND);
    assert.equal((await get(`futures/runner/detail/${round2}`)).body.data.round.status, 'voided', 'the engine leaves it voided');
    assert.equal(await unreconciledFuturesWallets(api.db), 0);
  });
});

describe('the list’s total kept per pair, gameplay, status, result and halt', () => {
  test('answers as counting the rounds does, for every kept filter, before and after a fold and a halt', async () => {
    const { rows } = await api.db.query<{ pair: number; gameplay: number }>(
      'select min(futures_pair_id) as pair, max(gameplay_id) as gameplay from futures_rounds',
    );
    const cases: [Json, string, unknown[]][] = [
      [{}, 'true', []],
      [{ status: 'settled' }, "status = 'settled'", []],
      [{ status: 'voided' }, "status = 'voided'", []],
      [{ tradingPairId: pairId }, 'futures_pair_id = $1', [pairId]],
      [{ tradingPairId: pairId, gameplayId }, 'futures_pair_id = $1 and gameplay_id = $2', [pairId, gameplayId]],
      [
        { gameplayId: rows[0].gameplay, status: 'settled', result: 'long' },
        "gameplay_id = $1 and status = 'settled' and result = 'long'",
        [rows[0].gameplay],
      ],
      [{ tradingPairId: rows[0].pair, halted: 0 }, 'futures_pair_id = $1 and halted = 0', [rows[0].pair]],
      [{ halted: 1 }, 'halted = 1', []],
      // Not kept: counted from the rounds.
      [{ status: 'settled', startTime: '2020-01-01 00:00:00' }, "status = 'settled' and start_date >= '2020-01-01'", []],
    ];
    const check = async () => {
      for (const [body, where, params] of cases) {
        const list = await post('futures/runner/list', { pageSize: 5, ...body });
        assert.equal(list.status, 200, list.body.msg);
        const counted = Number(
          (await api.db.query<{ n: string }>(`select count(*) as n from futures_rounds where ${where}`, params)).rows[0].n,
        );
        assert.equal(list.body.data.total, counted, JSON.stringify(body));
      }
    };
    await check();
    await api.db.transaction((tx) => foldFuturesRoundCounts(tx));
    assert.equal(await api.count('futures_round_count_changes'), 0);
    await check();
    // A change of state moves a round from one kept count to another.
    await api.db.query("update futures_rounds set halted = 1 where id = (select max(id) from futures_rounds where status = 'settled')");
    await check();
  });
});

describe('permissions', () => {
  test('a viewer lists rounds and opens their timeline, but cannot control them (403); others see nothing', async () => {
    const viewer = await api.signIn(await api.createStaff(admin, 'rounds-viewer', [156]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['POST', 'futures/runner/list', {}],
        ['GET', `futures/runner/detail/${round1}`, undefined],
        ['POST', 'futures/runner/systemic/control', { runnerId: round1, action: 'halt', reason: 'x' }],
      ],
      (path) => (path.includes('control') ? 403 : 200),
    );
    const outsider = await api.signIn(await api.createStaff(admin, 'rounds-outsider', [153]));
    await assertCallsChangeNothing(
      api,
      outsider,
      [
        ['POST', 'futures/runner/list', {}],
        ['GET', `futures/runner/detail/${round1}`, undefined],
        ['POST', 'futures/runner/systemic/control', { runnerId: round1, action: 'void', reason: 'x' }],
      ],
      () => 403,
    );
  });
});
