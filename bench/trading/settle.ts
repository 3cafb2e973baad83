import { performance } from 'node:perf_hooks';
import type { Db } from '../../api/src/db/database';
import { recordTick } from '../../api/src/modules/market/ticks';
import { runRoundEngine } from '../../api/src/modules/trading/rounds/engine';
import { placeFuturesOrders } from '../../api/src/modules/trading/rounds/place-orders';
import { settleRound } from '../../api/src/modules/trading/rounds/settle';
import { round } from '../lib';

/**
 * Settlement at scale through the engine's own functions: a round of the demo's BTC 1-minute gameplay opened by
 * `runRoundEngine`, `orders` orders placed in it by as many users (each from their own USDT futures wallet, funded
 * first through the change log) with `placeFuturesOrders`, the round locked and closed by `runRoundEngine` on a
 * rising tick, then settled by `settleRound` in a transaction of its own (what the engine runs for it), timed.
 * Then every wallet of the round must equal the sum of its change log, field by field, its rows must chain
 * (before = the previous row's after), and each paid order must have exactly one payout row.
 * The clock is the bench's own, a few minutes ahead (as the engine tests do), so the live feed's ticks do not mix in.
 */
/** A stake in [lo, hi], varied by `i`, mostly near the low end, with cents. */
function stakeOf(lo: number, hi: number, i: number): string {
  const whole = lo + ((i * 37) % Math.max(1, Math.min(990, Math.floor(hi - lo))));
  return whole < hi ? `${whole}.${String(i % 100).padStart(2, '0')}` : String(whole);
}

export async function benchSettlement(db: Db, opts: { orders: number; firstUser: number; log: (line: string) => void }) {
  const { orders: count, firstUser, log } = opts;
  const { rows: gameplay } = await db.query<{ id: number; coin_pair_id: number; settle_delay_time: number; time_interval: number }>(
    `select g.id, p.coin_pair_id, g.settle_delay_time, g.time_interval from futures_gameplays g
     join futures_pairs p on p.id = g.futures_pair_id join coin_pairs c on c.id = p.coin_pair_id
     where c.code = 'BTCUSDT' and g.time_interval = 60 and p.deleted_date is null`,
  );
  if (!gameplay[0]) throw new Error('the demo data has no BTC 1-minute gameplay');
  const { id: gameplayId, coin_pair_id: coinPairId, settle_delay_time: settleDelay, time_interval: interval } = gameplay[0];

  // As many distinct active users, each with a USDT futures wallet, funded by an adjustment in the change log.
  // Each with the stake range the round and their levels allow (the placement refuses others), and the gameplay's ranks.
  const { rows: users } = await db.query<{ id: string; wallet_id: string; lo: string; hi: string }>(
    `select u.id, w.id as wallet_id,
       greatest(g.quantity_min, coalesce(ul.futures_order_limit_min, 0), coalesce(ml.futures_order_limit_min, 0))::text as lo,
       least(g.quantity_max, coalesce(nullif(ul.futures_order_limit_max, 0), g.quantity_max),
         coalesce(nullif(ml.futures_order_limit_max, 0), g.quantity_max))::text as hi
     from users u
     join user_wallets w on w.user_id = u.id and w.wallet_type = 1 and w.coin_id = (select id from coins where code = 'USDT')
     join futures_gameplays g on g.id = $3
     left join user_levels ul on ul.level = u.user_level
     left join marketing_levels ml on ml.level = u.user_marketing_level
     where u.id >= $1 and u.status = 1 and u.is_system_locked = 0 and u.is_system_suspended = 0
       and coalesce(u.user_level, 0) >= g.user_rank_level and coalesce(u.user_marketing_level, 0) >= g.team_rank_level
     order by u.id limit $2`,
    [firstUser, count, gameplayId],
  );
  if (users.some((u) => Number(u.hi) < Number(u.lo))) throw new Error('a user level allows no stake in the gameplay');
  if (users.length < count) throw new Error(`only ${users.length} users can trade`);
  const walletIds = users.map((u) => u.wallet_id);
  const clock = (Math.floor(Date.now() / 300_000) + 2) * 300_000;
  const at = (ms: number) => new Date(clock + ms);
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into wallet_change_log (wallet_id, user_id, coin_id, wallet_type, field, fund_type, change_type, before_balance,
         change_balance, after_balance, reference, operator, create_date)
       select w.id, w.user_id, w.coin_id, w.wallet_type, 'balance', 1, 'adjustment', w.balance, 10000, w.balance + 10000,
         'bench-funding', 'bench', $2
       from user_wallets w where w.id = any($1::bigint[]) order by w.id`,
      [walletIds, at(-1000)],
    );
    await tx.query('update user_wallets set balance = balance + 10000, update_date = $2 where id = any($1::bigint[])', [
      walletIds,
      at(-1000),
    ]);
  });

  // The API's guard of the pair may be cooling down after a trip for staleness when it started on the generated
  // data (its last ticks were minutes old): no round opens on a halted pair, so wait for it to re-arm.
  for (const waitUntil = Date.now() + 300_000; ; ) {
    const { rows: guard } = await db.query<{ state: string }>('select state from risk_guards where coin_pair_id = $1', [coinPairId]);
    if (!guard[0] || guard[0].state === 'armed') break;
    if (Date.now() > waitUntil) throw new Error(`the guard of coin pair ${coinPairId} stayed ${guard[0].state}`);
    log(`the guard of coin pair ${coinPairId} is ${guard[0].state}: waiting for it to re-arm`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  const { rows: last } = await db.query<{ price: string }>(
    'select price::text from price_ticks where coin_pair_id = $1 order by tick_time desc, id desc limit 1',
    [coinPairId],
  );
  const price = last[0]?.price ?? '60000';
  await recordTick(db, { coinPairId, price, at: at(0), source: 'bench' });
  await runRoundEngine(db, at(0));
  const { rows: opened } = await db.query<{ id: string }>(
    `select id from futures_rounds where gameplay_id = $1 and start_date = $2 and status = 'open'`,
    [gameplayId, at(0)],
  );
  if (!opened[0]) throw new Error('the engine opened no round for the bench');
  const roundId = Number(opened[0].id);

  const orders = users.map((u, i) => ({
    userId: Number(u.id),
    direction: (i % 25 < 13 ? 'long' : 'short') as 'long' | 'short',
    amount: stakeOf(Number(u.lo), Number(u.hi), i),
  }));
  let t = performance.now();
  await db.transaction((tx) => placeFuturesOrders(tx, { roundId, orders, now: at(1000) }));
  const placeSeconds = (performance.now() - t) / 1000;
  log(`${count.toLocaleString()} orders placed in round ${roundId} in ${placeSeconds.toFixed(2)} s`);

  // The price rises: the long side wins. The engine locks and closes the round on the tick at its end.
  const endMs = interval * 1000;
  await recordTick(db, { coinPairId, price: (Number(price) * 1.001).toFixed(2), at: at(endMs), source: 'bench' });
  await runRoundEngine(db, at(endMs + 1000));
  const { rows: closed } = await db.query<{ status: string }>('select status from futures_rounds where id = $1', [roundId]);
  if (closed[0].status !== 'closed') throw new Error(`round ${roundId} is ${closed[0].status}, not closed`);

  t = performance.now();
  const settled = await db.transaction((tx) => settleRound(tx, roundId, at(endMs + settleDelay * 1000)));
  const settleSeconds = (performance.now() - t) / 1000;
  if (!settled) throw new Error(`round ${roundId} was not settled`);
  log(`round ${roundId} of ${count.toLocaleString()} orders settled in ${settleSeconds.toFixed(2)} s`);

  const one = async (sql: string) => (await db.query<{ n: number }>(sql, [roundId])).rows[0].n;
  const checks = {
    orders: await one(`select count(*)::int as n from futures_orders where round_id = $1`),
    settledOrders: await one(`select count(*)::int as n from futures_orders where round_id = $1 and status = 'settled'`),
    wallets: await one(`select count(distinct wallet_id)::int as n from futures_orders where round_id = $1`),
    walletsMismatched: await one(
      `select count(*)::int as n from user_wallets w where w.id in (select wallet_id from futures_orders where round_id = $1) and (
         w.balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'balance'), 0)
         or w.frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l where l.wallet_id = w.id and l.field = 'frozen_balance'), 0)
         or w.backstage_frozen_balance <> coalesce((select sum(change_balance) from wallet_change_log l
                                                     where l.wallet_id = w.id and l.field = 'backstage_frozen_balance'), 0))`,
    ),
    brokenChains: await one(
      `select count(*)::int as n from (
         select before_balance, lag(after_balance) over (partition by wallet_id, field order by id) as previous
         from wallet_change_log where wallet_id in (select wallet_id from futures_orders where round_id = $1)) c
       where c.previous is not null and c.previous <> c.before_balance`,
    ),
    paidOrders: await one(`select count(*)::int as n from futures_orders where round_id = $1 and payout > 0`),
    payoutRows: await one(
      `select count(*)::int as n from wallet_change_log where change_type in ('futures_payout', 'futures_rebate', 'futures_refund')
       and reference in (select 'futures-order:' || id from futures_orders where round_id = $1)`,
    ),
    roundTotalsMatch: await one(
      `select (r.winner_payout = (select coalesce(sum(payout), 0) from futures_orders where round_id = r.id and result = 'win'))::int as n
       from futures_rounds r where r.id = $1`,
    ),
  };
  const ok =
    checks.settledOrders === count &&
    checks.walletsMismatched === 0 &&
    checks.brokenChains === 0 &&
    checks.payoutRows === checks.paidOrders &&
    checks.roundTotalsMatch === 1;
  log(`checks ${ok ? 'passed' : 'FAILED'}: ${JSON.stringify(checks)}`);
  return {
    roundId,
    orders: count,
    placeSeconds: round(placeSeconds, 2),
    settleSeconds: round(settleSeconds, 2),
    checks: { ok, ...checks },
  };
}
