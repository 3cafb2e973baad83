import type { Queryable } from '../../../db/database';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { Decimal } from '../../../money';
import { tickAtOrBefore } from '../../market/ticks';
import { postMany } from '../../wallets/ledger';
import { FUTURES_WALLET } from './money';
import { AMOUNT } from './place-order';
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
 * by the reference-price guard, every stake within the round's limits, every user active and unlocked with a
 * futures wallet in the quote coin, a fresh recorded tick at `now` (every order of the batch gets it). The
 * same money: each stake debited from the futures wallet (`futures_stake`, one change-log row per order)
 * through the ledger's `postMany` (the round locked first, then the wallets in id order), and the round's
 * side totals moved by the sums. A user short of funds makes the whole batch a 409. Answers the orders' ids,
 * in the order given.
 */
export async function placeFuturesOrders(
  tx: Queryable,
  input: { roundId: number; orders: readonly BatchOrder[]; now: Date; placedByStaff?: string | null },
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
  const { quantityMin, quantityMax, yieldRatio, closeStalenessSeconds } = round.settings;
  for (const o of orders) {
    if (new Decimal(o.amount).lt(quantityMin) || new Decimal(o.amount).gt(quantityMax)) {
      throw fieldError('amount', `must be between ${new Decimal(quantityMin).toFixed()} and ${new Decimal(quantityMax).toFixed()}`);
    }
  }
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
  const tick = await tickAtOrBefore(tx, round.coinPairId, now);
  if (!tick || now.getTime() - tick.at.getTime() > closeStalenessSeconds * 1000) {
    throw conflict('No recent recorded price for this pair: orders are accepted only while the price feed runs');
  }

  // Every user once: may trade, and their futures wallet in the quote coin.
  const userIds = [...new Set(orders.map((o) => o.userId))];
  const { rows: users } = await tx.query<{ id: string; ok: boolean; wallet_id: string | null }>(
    `select u.id, (u.status = 1 and u.is_system_locked = 0 and u.is_system_suspended = 0) as ok, w.id as wallet_id
     from users u left join user_wallets w on w.user_id = u.id and w.coin_id = $2 and w.wallet_type = $3
     where u.id = any($1::bigint[])`,
    [userIds, market[0].coin_id, FUTURES_WALLET],
  );
  const walletOf = new Map<number, number>();
  for (const u of users) {
    if (!u.ok) throw conflict(`User ${u.id} is suspended, disabled or locked: no orders`);
    if (u.wallet_id === null) throw conflict(`User ${u.id} has no futures wallet in the round's coin`);
    walletOf.set(Number(u.id), Number(u.wallet_id));
  }
  const missing = userIds.find((id) => !walletOf.has(id));
  if (missing !== undefined) throw notFound(`User ${missing} does not exist`);

  const { rows: inserted } = await tx.query<{ id: string }>(
    `insert into futures_orders (user_id, agent_user_id, site, is_demo, fund_type, is_sales, coin_id, wallet_id, direction, amount,
       filled_amount, round_id, futures_pair_id, gameplay_id, order_tick_id, order_price, order_date, transaction_date, yield_ratio,
       tax_ratio, rebate_ratio, ip, placed_by_staff, create_date, update_date)
     select u.id, u.agent_user_id0, u.site, u.is_demo, 1, case when u.account_type = 3 then 1 else 0 end, $4, o.wallet_id, o.direction,
            o.amount, o.amount, $5, $6, $7, $8, $9, $10, $10, $11, coalesce(s.tax_ratio, 0), coalesce(s.rebate_ratio, 0), o.ip, $12, $10, $10
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
