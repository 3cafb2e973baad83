import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Decimal } from '../../src/money';
import { assertCallsChangeNothing, DEMO, type TestApi } from '../helpers';
import { futuresBalance } from '../trading/futures-fixture';
import { CopyWorld, setFuturesBalance, unreconciledWallets, walletChanges } from './copy-fixture';

/**
 * Leading orders through the API: `follow/init`, `follow/add` (the leader's stake through the ledger, placed by
 * staff in the audit log, then the fan-out to every follower with skips and their reasons), `follow/list` with its
 * filters and follow figures, `follow/skip/list`, `follow/permissionsType/edit` and `follow/tradingPairName`; a round
 * with a leading order settles its copies and pays the leader fee of each winning copy once. Bad input is a 400
 * that changes nothing; without the permission a 403.
 */

let c: CopyWorld;
let api: TestApi;
let first: number;

before(async () => {
  c = await CopyWorld.start(6);
  api = c.api;
});
after(() => api.close());

describe('leading orders', () => {
  test('follow/init: the leader, pairs, gameplays and the rounds accepting orders now', async () => {
    const answer = await c.get('follow/init');
    assert.equal(answer.status, 200, answer.body.msg);
    const { leaders, gameplays, rounds } = answer.body.data;
    const leader = leaders.find((l: { accountId: number }) => l.accountId === c.leader);
    assert.deepEqual([leader.leaderFeeRatio, leader.followers, leader.balance], ['0.1', 6, await futuresBalance(api.db, c.leader)]);
    assert.ok(gameplays.some((g: { id: number }) => g.id === c.w.gameplayId));
    assert.ok(rounds.some((r: { id: number }) => r.id === c.w.round1));
  });

  test('bad input changes nothing (400); refusals of the round or the leader are 404/409', async () => {
    await assertCallsChangeNothing(
      api,
      c.admin,
      [
        ['POST', 'follow/add', { accountId: c.leader, direction: 'long', amount: '10' }],
        ['POST', 'follow/add', { accountId: c.leader, gameplayId: c.w.gameplayId, direction: 'up', amount: '10' }],
        ['POST', 'follow/add', { accountId: c.leader, gameplayId: c.w.gameplayId, direction: 'long', amount: '-1' }],
        ['POST', 'follow/add', { accountId: c.leader, gameplayId: c.w.gameplayId, direction: 'long', amount: '10', result: 'win' }],
        [
          'POST',
          'follow/add',
          { accountId: c.leader, gameplayId: c.w.gameplayId, direction: 'long', amount: '10', inviteAccountIds: [1], blockAccountIds: [1] },
        ],
        ['POST', 'follow/add', { accountId: c.leader, gameplayId: c.w.gameplayId, direction: 'long', amount: '600' }],
        ['POST', 'follow/list', { pageSize: 0 }],
        ['POST', 'follow/list', { orderBy: 'payout' }],
        ['POST', 'follow/permissionsType/edit', { detailId: 1, permissionsType: 'friends' }],
      ],
      () => 400,
    );
    await assertCallsChangeNothing(
      api,
      c.admin,
      [['POST', 'follow/add', { accountId: c.followers[0], gameplayId: c.w.gameplayId, direction: 'long', amount: '10' }]],
      () => 404,
    );
    await assertCallsChangeNothing(
      api,
      c.admin,
      [['POST', 'follow/add', { accountId: c.leader, gameplayId: c.w.gameplayId, direction: 'long', amount: '5000' }]],
      () => 400,
    );
  });

  test('follow/add: the leader stakes through the ledger, placed by staff; each follower gets a copy or a skip with its reason', async () => {
    // Follower 0 blocked, follower 1 without funds for the copy, follower 2 with a limit under the copy, follower 3 suspended.
    await setFuturesBalance(api.db, c.followers[1], '5', new Date(c.w.clock));
    const leaderBalance = await futuresBalance(api.db, c.leader);
    await api.db.query('update copy_follows set max_amount = 5 where follower_user_id = $1', [c.followers[2]]);
    await api.db.query('update users set is_system_suspended = 1 where id = $1', [c.followers[3]]);
    const logged = await c.w.logged('follow/add');
    const answer = await c.add({ permissionsType: 'not_blocked', blockAccountIds: [c.followers[0]] });
    assert.equal(answer.status, 200, answer.body.msg);
    const { leadingOrder, skips } = answer.body.data;
    first = leadingOrder.id;
    assert.deepEqual(
      [
        leadingOrder.accountId,
        leadingOrder.orderType,
        leadingOrder.placedByStaff,
        leadingOrder.amount,
        leadingOrder.balance,
        leadingOrder.status,
      ],
      [c.leader, 'staff', DEMO.admin.account, '100', new Decimal(leaderBalance).minus(100).toFixed(), 'open'],
    );
    assert.deepEqual(leadingOrder.fanOut.skippedBy, { balance: 1, blocked: 1, not_invited: 0, limit: 1, account: 1 });
    assert.deepEqual([leadingOrder.fanOut.targeted, leadingOrder.fanOut.copied, leadingOrder.fanOut.skipped], [6, 2, 4]);
    assert.deepEqual([leadingOrder.followersCount, leadingOrder.followedAmount, leadingOrder.blockCount], [2, '20', 1]);
    assert.ok(leadingOrder.fanOut.copyMs >= 0);
    assert.deepEqual(
      skips.map((s: { accountId: number; reason: string }) => [s.accountId, s.reason]).sort(),
      [
        [c.followers[0], 'blocked'],
        [c.followers[1], 'balance'],
        [c.followers[2], 'limit'],
        [c.followers[3], 'account'],
      ].sort(),
    );
    // The leader's stake and each copy's through the ledger; the audit log names the admin.
    assert.deepEqual(await walletChanges(api.db, `futures-order:${first}`), [
      { user_id: String(c.leader), change_type: 'futures_stake', change: '-100' },
    ]);
    const { rows: copies } = await api.db.query<{ user_id: string; share_id: string; follow_code: string; round_id: string }>(
      'select user_id, share_id, follow_code, round_id from futures_orders where follow_code = $1 order by user_id',
      [leadingOrder.followCode],
    );
    assert.deepEqual(
      copies.map((r) => Number(r.user_id)),
      [c.followers[4], c.followers[5]],
    );
    assert.ok(copies.every((r) => r.share_id === leadingOrder.shareId && Number(r.round_id) === c.w.round1));
    assert.equal(await c.w.logged('follow/add'), logged + 1);
    const { rows: log } = await api.db.query<{ op_name: string; res_log: string }>(
      "select op_name, res_log from backstage_log where api_url = '/api/follow/add' and result = 1 order by id desc limit 1",
    );
    assert.equal(log[0].op_name, DEMO.admin.account);
    assert.match(log[0].res_log, new RegExp(`"placedByStaff":"${DEMO.admin.account}"`));
    await api.db.query('update users set is_system_suspended = 0 where id = $1', [c.followers[3]]);
  });

  test('follow/list: filters, sorting and the fan-out figures; follow/skip/list pages the skips', async () => {
    const list = await c.post('follow/list', { accountId: c.leader, status: 'open', gamePlay: c.w.gameplayId, orderBy: 'amount' });
    assert.equal(list.status, 200, list.body.msg);
    assert.equal(list.body.data.total, 1);
    const row = list.body.data.records[0];
    assert.equal(row.id, first);
    // The sums row: per coin, the count and the sums of every matching order's amounts.
    assert.deepEqual(
      list.body.data.summary.map((l: Record<string, unknown>) => [
        l.code,
        l.count,
        l.amount,
        l.filledAmount,
        l.followedAmount,
        l.leaderFee,
      ]),
      [['USDT', 1, row.amount, row.filledAmount, row.followedAmount, '0']],
    );
    const settled = (await c.post('follow/list', { accountId: c.leader, status: 'settled' })).body.data;
    assert.deepEqual([settled.total, settled.summary], [0, []]);
    assert.equal((await c.post('follow/list', { orderType: 'client', accountId: c.leader })).body.data.total, 0);
    const skips = await c.post('follow/skip/list', { detailId: first, reason: 'limit' });
    assert.equal(skips.status, 200, skips.body.msg);
    assert.deepEqual(
      skips.body.data.records.map((s: { accountId: number }) => s.accountId),
      [c.followers[2]],
    );
    assert.equal((await c.post('follow/skip/list', { detailId: 999_999_999 })).status, 404);
  });

  test('follow/permissionsType/edit: audited with the change; unchanged answers null', async () => {
    const answer = await c.post('follow/permissionsType/edit', { detailId: first, permissionsType: 'invited' });
    assert.equal(answer.status, 200, answer.body.msg);
    assert.deepEqual(answer.body.data.change, { from: 'not_blocked', to: 'invited' });
    assert.equal(answer.body.data.leadingOrder.permissionsType, 'invited');
    assert.equal((await c.post('follow/permissionsType/edit', { detailId: first, permissionsType: 'invited' })).body.data.change, null);
    assert.equal((await c.post('follow/permissionsType/edit', { detailId: 999_999_999, permissionsType: 'invited' })).status, 404);
  });

  test('follow/tradingPairName: pair id → gameplay id → name', async () => {
    const answer = await c.get('follow/tradingPairName');
    assert.equal(answer.status, 200, answer.body.msg);
    assert.equal(answer.body.data[String(c.w.pairId)][String(c.w.gameplayId)], 'BTC-ORDERS 60 s');
  });

  test('the round settles every copy once and each winning copy pays the leader fee once; wallets reconcile', async () => {
    const copies = (
      await api.db.query<{ id: string }>('select id from futures_orders where follow_code = $1 order by id', [`F${first}`])
    ).rows.map((r) => Number(r.id));
    const [copyA] = copies;
    const feeRows = () =>
      api.count('wallet_change_log', "change_type like 'copy_%' and reference = any($1::text[])", [
        copies.map((id) => `futures-order:${id}`),
      ]);
    await c.settle(c.w.round1Start, '67100'); // up: long wins
    const { rows } = await api.db.query<{ status: string; result: string; payout: string; leader_fee: string }>(
      'select status, result, trim_scale(payout)::text as payout, trim_scale(leader_fee)::text as leader_fee from futures_orders where id = $1',
      [copyA],
    );
    // Stake 10, winnings 8.5 (yield 0.85, no tax): profit 8.5, fee 0.1 x 8.5.
    assert.deepEqual(rows[0], { status: 'settled', result: 'win', payout: '18.5', leader_fee: '0.85' });
    const changes = await walletChanges(api.db, `futures-order:${copyA}`);
    // The follower's rows in order (stake, payout, then the fee it pays); the leader's credit in the leader's wallet.
    assert.deepEqual(
      changes.filter((r) => r.user_id !== String(c.leader)).map((r) => [r.change_type, r.change]),
      [
        ['futures_stake', '-10'],
        ['futures_payout', '18.5'],
        ['copy_leader_fee', '-0.85'],
      ],
    );
    assert.deepEqual(
      changes.filter((r) => r.user_id === String(c.leader)).map((r) => [r.change_type, r.change]),
      [['copy_leader_fee_income', '0.85']],
    );
    const leading = (await c.post('follow/list', { orderId: first })).body.data.records[0];
    assert.deepEqual([leading.status, leading.result, leading.leaderFee], ['settled', 'win', new Decimal('0.85').times(2).toFixed()]);
    // A second pass of the engine changes nothing.
    assert.equal(await feeRows(), 4);
    await c.w.runUntil(c.w.clock + 5000);
    assert.equal(await feeRows(), 4);
    assert.equal(await unreconciledWallets(api.db), 0);
  });

  test('without the permission each call is refused (403) and changes nothing', async () => {
    const viewer = await api.signIn(await api.createStaff(c.admin, 'leading-viewer', [160]));
    await assertCallsChangeNothing(
      api,
      viewer,
      [
        ['GET', 'follow/init', undefined],
        ['POST', 'follow/add', { accountId: c.leader, gameplayId: c.w.gameplayId, direction: 'long', amount: '10' }],
        ['POST', 'follow/permissionsType/edit', { detailId: first, permissionsType: 'everyone' }],
        ['POST', 'follow/list', {}],
      ],
      (path) => (path === 'follow/list' ? 200 : 403),
    );
  });
});
