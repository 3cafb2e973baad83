import type { Queryable } from '../../../db/database';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { Decimal } from '../../../money';
import { tickAtOrBefore } from '../../market/ticks';
import { postMany } from '../../wallets/ledger';
import { FUTURES_WALLET } from './money';
import { AMOUNT } from './place-order';
import {
  checkTraderRules,
  TRADER_LEVEL_COLUMNS,
  TRADER_LEVEL_JOINS,
  type TraderLevelRow,
  type TraderLevels,
  traderLevels,
} from './placement-rules';
import { type Direction, lockRound } from './round';

/** One order of a batch: who, which side, what stake (a decimal string). */
export interface BatchOrder {
  userId: number;
  direction: Direction;
  amount: string;
  ip?: string | null;
}

/**
 * The batch form of `placeFuturesOrder`: many orders of one round at one moment, all or none, in the caller's
 * transaction, in a few set-based statements whatever their number (the demo history and the simulated
 * traders place thousands per round; a client platform batching its users' orders could call it too). The
 * same rules: the round open, not halted, before its lock time, its pair and gameplay running and not halted
 * by the reference-price guard, every stake within the round's limits, every user active and unlocked, at the
 * gameplay's rank levels and staking within their levels' futures order limits (placement-rules.ts: the very
 * checks of the single placement, so a batch never holds an order the single call refuses), with a futures
 * wallet in the quote coin, a fresh recorded tick at `now` (every order of the batch gets it). The
 * same money: each stake debited from the futures wallet (`futures_stake`, one change-log row per order)
 * through the ledger's `postMany` (the round locked first, then the wallets in id order), and the round's
 * side totals moved by the sums. A user short of funds makes the whole batch a 409. Answers the orders' ids,
 * in the order given.
 */
export async function placeFuturesOrders(
  tx: Queryable,
  input: {
    roundId: number;
    orders: readonly BatchOrder[];
    now: Date;
    placedByStaff?: string | null;
    /** Copy trading: every order of the batch copies this leading order (its share id and follow code). */
    copy?: { shareId: string; followCode: string };
  },
): Promise<number[]> {
  const { roundId, orders, now } = input;
  if (orders.length === 0) return [];
  for (const o of orders) {
    if (o.direction !== 'long' && o.direction !== 'short') throw fieldError('direction', 'must be long or short');
    if (!AMOUNT.test(o.amount) || new Decimal(o.amount).lte(0)) {
      throw fieldError('amount', 'must be a positive decimal with at most 18 decimal places');
    }
  }
  const round = await lockRound(tx, roundId);
  if (!round) throw notFound(`Round ${roundId} does not exist`);
  if (round.status !== 'open') throw conflict(`Round ${roundId} is ${round.status}: it accepts no orders`);
  if (round.halted) throw conflict(`Round ${roundId} is halted: it accepts no orders`);
  if (now < round.startDate || now >= round.lockDate)
    throw conflict(`Round ${roundId} accepts orders only until ${round.lockDate.toISOString()}`);
  const { rows: market } = await tx.query<{ pair_ok: boolean; gameplay_ok: boolean; guard_halted: boolean; coin_id: number }>(
    `select (p.status = 1 and p.halted = 0 and p.deleted_date is null) as pair_ok, (g.status = 1 and g.halted = 0) as gameplay_ok,
            exists (select 1 from risk_guards rg where rg.coin_pair_id = c.id and rg.state <> 'armed') as guard_halted, c.to_coin_id as coin_id
     from futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id join coin_pairs c on c.id = p.coin_pair_id where g.id = $1`,
    [round.gameplayId],
  );
  if (!market[0]?.pair_ok) throw conflict(`The futures pair of round ${roundId} is halted or inactive: it accepts no orders`);
  if (market[0].guard_halted)
    throw conflict(`The coin pair of round ${roundId} is halted by its reference-price guard: it accepts no orders`);
  if (!market[0].gameplay_ok) throw conflict(`The gameplay of round ${roundId} is halted or inactive: it accepts no orders`);
  const { quantityMin, quantityMax, yieldRatio, closeStalenessSeconds } = round.settings;
  for (const o of orders) {
    if (new Decimal(o.amount).lt(quantityMin) || new Decimal(o.amount).gt(quantityMax)) {
      throw fieldError('amount', `must be between ${new Decimal(quantityMin).toFixed()} and ${new Decimal(quantityMax).toFixed()}`);
    }
  }

  // Every user once: may trade, their levels, and their futures wallet in the quote coin. Then each order, in the
  // order given, under the single placement's rules and in its order of checks (placement-rules.ts says why).
  const userIds = [...new Set(orders.map((o) => o.userId))];
  const { rows: users } = await tx.query<TraderLevelRow & { id: string; ok: boolean; wallet_id: string | null }>(
    // The wallet by its unique key, user by user: a join left to the planner scanned every futures wallet per batch
    // while the demo seed's one transaction has no statistics yet.
    `select u.id, (u.status = 1 and u.is_system_locked = 0 and u.is_system_suspended = 0) as ok, ${TRADER_LEVEL_COLUMNS},
            (select w.id from user_wallets w where w.user_id = u.id and w.coin_id = $2 and w.wallet_type = $3) as wallet_id
     from users u
     ${TRADER_LEVEL_JOINS}
     where u.id = any($1::bigint[])`,
    [userIds, market[0].coin_id, FUTURES_WALLET],
  );
  const userOf = new Map(users.map((u) => [Number(u.id), u]));
  const levelsOf = new Map<number, TraderLevels>();
  for (const o of orders) {
    const user = userOf.get(o.userId);
    if (!user) throw notFound(`User ${o.userId} does not exist`);
    if (!user.ok) throw conflict(`User ${o.userId} is suspended, disabled or locked: no orders`);
    let levels = levelsOf.get(o.userId);
    if (!levels) {
      levels = traderLevels(o.userId, user);
      levelsOf.set(o.userId, levels);
    }
    checkTraderRules(round.id, round.settings, levels, new Decimal(o.amount));
  }
  const tick = await tickAtOrBefore(tx, round.coinPairId, now);
  if (!tick || now.getTime() - tick.at.getTime() > closeStalenessSeconds * 1000) {
    throw conflict('No recent recorded price for this pair: orders are accepted only while the price feed runs');
  }
  const walletOf = new Map<number, number>();
  for (const id of userIds) {
    const walletId = userOf.get(id)?.wallet_id;
    if (walletId === null || walletId === undefined) throw conflict(`User ${id} has no futures wallet in the round's coin`);
    walletOf.set(id, Number(walletId));
  }

  const { rows: inserted } = await tx.query<{ id: string }>(
    `insert into futures_orders (user_id, agent_user_id, site, is_demo, fund_type, is_sales, coin_id, wallet_id, direction, amount,
       filled_amount, round_id, futures_pair_id, gameplay_id, order_tick_id, order_price, order_date, transaction_date, yield_ratio,
       tax_ratio, rebate_ratio, ip, placed_by_staff, create_date, update_date, share_id, follow_code)
     select u.id, u.agent_user_id0, u.site, u.is_demo, 1, case when u.account_type = 3 then 1 else 0 end, $4, o.wallet_id, o.direction,
            o.amount, o.amount, $5, $6, $7, $8, $9, $10, $10, $11, coalesce(s.tax_ratio, 0), coalesce(s.rebate_ratio, 0), o.ip, $12, $10, $10,
            $15, $16
     from unnest($1::bigint[], $2::text[], $3::numeric[], $13::bigint[], $14::text[]) with ordinality as o(user_id, direction, amount, wallet_id, ip, ord)
     join users u on u.id = o.user_id
     left join futures_settings s on s.id = 1
     order by o.ord
     returning id`,
    [
      orders.map((o) => o.userId),
      orders.map((o) => o.direction),
      orders.map((o) => o.amount),
      market[0].coin_id,
      round.id,
      round.futuresPairId,
      round.gameplayId,
      tick.id,
      tick.price,
      now,
      yieldRatio,
      input.placedByStaff ?? null,
      orders.map((o) => walletOf.get(o.userId)),
      orders.map((o) => o.ip ?? null),
      input.copy?.shareId ?? null,
      input.copy?.followCode ?? null,
    ],
  );
  // Ids come back in insertion order, which follows `ord` (serial values are drawn as rows are produced).
  const ids = inserted.map((r) => Number(r.id)).sort((a, b) => a - b);
  const stakes = orders
    .map((o, i) => ({ walletId: walletOf.get(o.userId) as number, orderId: ids[i], amount: o.amount }))
    .sort((a, b) => a.walletId - b.walletId || a.orderId - b.orderId);
  await postMany(
    tx,
    stakes.map((s) => ({
      walletId: s.walletId,
      field: 'balance' as const,
      delta: new Decimal(s.amount).negated(),
      changeType: 'futures_stake',
      reference: `futures-order:${s.orderId}`,
    })),
    { operator: input.placedByStaff ?? null, now },
  );
  const sum = (side: Direction) => orders.filter((o) => o.direction === side).reduce((t, o) => t.plus(o.amount), new Decimal(0));
  await tx.query(
    `update futures_rounds set long_total = long_total + $2, long_count = long_count + $3, short_total = short_total + $4,
       short_count = short_count + $5, update_date = $6 where id = $1`,
    [
      round.id,
      sum('long').toFixed(),
      orders.filter((o) => o.direction === 'long').length,
      sum('short').toFixed(),
      orders.filter((o) => o.direction === 'short').length,
      now,
    ],
  );
  return ids;
}
