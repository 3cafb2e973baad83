import type { Queryable } from '../../../db/database';
import { Decimal } from '../../../money';
import { addLeaderFeeTotals, leaderFees, type WinningCopy } from './leader-fee';
import { type OrderPosting, orderOutcome, postOrderAmounts } from './money';
import { type Direction, lockRound, recordTransition, SYSTEM_OPERATOR } from './round';

/** The open orders of a round, in wallet id order (the order their wallets are locked in). */
export interface OpenOrder {
  id: number;
  userId: number;
  walletId: number;
  coinId: number;
  direction: Direction;
  filledAmount: string;
  yieldRatio: string;
  taxRatio: string;
  rebateRatio: string;
  /** Copy trading: the follow code of a following order (null for any other order). */
  followCode: string | null;
}

export async function openOrdersOfRound(tx: Queryable, roundId: number): Promise<OpenOrder[]> {
  const { rows } = await tx.query<{
    id: string;
    user_id: string;
    wallet_id: string;
    coin_id: number;
    direction: Direction;
    filled_amount: string;
    yield_ratio: string;
    tax_ratio: string;
    rebate_ratio: string;
    follow_code: string | null;
  }>(
    `select id, user_id, wallet_id, coin_id, direction, filled_amount::text as filled_amount, yield_ratio::text as yield_ratio,
            tax_ratio::text as tax_ratio, rebate_ratio::text as rebate_ratio, follow_code
     from futures_orders where round_id = $1 and status = 'open' order by wallet_id, id`,
    [roundId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    walletId: Number(r.wallet_id),
    coinId: r.coin_id,
    direction: r.direction,
    filledAmount: r.filled_amount,
    yieldRatio: r.yield_ratio,
    taxRatio: r.tax_ratio,
    rebateRatio: r.rebate_ratio,
    followCode: r.follow_code,
  }));
}

/**
 * The sums of a round's orders its totals are set to (a select list over `futures_orders`, grouped by round or
 * read for one): filled stakes and counts per side, payouts to winners, to losers (rebates) and as refunds, and
 * each side's payouts for its realised yield ratio.
 */
export const ROUND_ORDER_SUMS = `coalesce(sum(filled_amount) filter (where direction = 'long'), 0) as long_total,
  coalesce(sum(filled_amount) filter (where direction = 'short'), 0) as short_total,
  count(*) filter (where direction = 'long')::int as long_count,
  count(*) filter (where direction = 'short')::int as short_count,
  coalesce(sum(payout) filter (where result = 'win'), 0) as winner_payout,
  coalesce(sum(payout) filter (where result = 'lose'), 0) as loser_payout,
  coalesce(sum(payout) filter (where result = 'refund'), 0) as refund_total,
  coalesce(sum(payout) filter (where direction = 'long'), 0) as long_payout,
  coalesce(sum(payout) filter (where direction = 'short'), 0) as short_payout`;

/**
 * Sets a round's totals to the sums of its orders (DESIGN section 8: a round's figures are its orders'):
 * long/short totals and counts of the filled stakes, the payouts credited to winners, to losers (rebates)
 * and as refunds, and each side's realised yield ratio, (payouts - stakes) / stakes of that side (the
 * gameplay's ratio less tax for a winning side, -1 plus the rebate ratio for a losing side, 0 for a draw or
 * a void; null for a side without stakes or while nothing is paid).
 */
export async function refreshRoundTotals(tx: Queryable, roundId: number): Promise<void> {
  await tx.query(
    `update futures_rounds r set
       long_total = s.long_total, short_total = s.short_total, long_count = s.long_count, short_count = s.short_count,
       winner_payout = s.winner_payout, loser_payout = s.loser_payout, refund_total = s.refund_total,
       long_yield_ratio = case when s.long_paid and s.long_total > 0 then round((s.long_payout - s.long_total) / s.long_total, 8) end,
       short_yield_ratio = case when s.short_paid and s.short_total > 0 then round((s.short_payout - s.short_total) / s.short_total, 8) end
     from (select
             ${ROUND_ORDER_SUMS},
             coalesce(bool_and(status <> 'open') filter (where direction = 'long'), false) as long_paid,
             coalesce(bool_and(status <> 'open') filter (where direction = 'short'), false) as short_paid
           from futures_orders where round_id = $1) s
     where r.id = $1`,
    [roundId],
  );
}

/**
 * Settles a closed round in the caller's transaction: every open order of it is paid by `orderOutcome`
 * through the ledger (one change-log row per amount), marked settled with the round's close price, and the
 * round's totals become the sums of its orders. Exactly once: the round is locked first and only a round
 * still `closed` (and not halted) is settled; a second settler, on this instance or another, waits for the
 * lock, then finds it settled and changes nothing. Answers whether this call settled it.
 */
export async function settleRound(tx: Queryable, roundId: number, now: Date): Promise<boolean> {
  const round = await lockRound(tx, roundId);
  if (!round || round.status !== 'closed' || round.halted || !round.result || round.closePrice === null) return false;
  const orders = await openOrdersOfRound(tx, roundId);
  const postings: OrderPosting[] = [];
  const settled: { id: number; result: string; payout: string; tax: string; rebate: string }[] = [];
  const winningCopies: WinningCopy[] = [];
  for (const order of orders) {
    const outcome = orderOutcome(order.direction, round.result, new Decimal(order.filledAmount), order);
    const changeType = outcome.result === 'win' ? 'futures_payout' : outcome.result === 'lose' ? 'futures_rebate' : 'futures_refund';
    postings.push({
      orderId: order.id,
      walletId: order.walletId,
      userId: order.userId,
      coinId: order.coinId,
      delta: outcome.payout,
      changeType,
    });
    settled.push({
      id: order.id,
      result: outcome.result,
      payout: outcome.payout.toFixed(),
      tax: outcome.tax.toFixed(),
      rebate: outcome.rebate.toFixed(),
    });
    if (outcome.result === 'win' && order.followCode) {
      const profit = outcome.payout.minus(order.filledAmount);
      winningCopies.push({ ...order, orderId: order.id, followCode: order.followCode, profit });
    }
  }
  // Copy trading: each winning copy pays its leader's fee, posted right after its payout (leader-fee.ts).
  const fees = await leaderFees(tx, winningCopies);
  postings.push(...fees.postings);
  // One statement for every order of the round (a round may hold thousands).
  await tx.query(
    `update futures_orders o set status = 'settled', result = u.result, payout = u.payout, tax = u.tax, rebate = u.rebate,
       leader_fee = u.leader_fee, settle_price = $6, settle_date = $7, update_date = $7
     from unnest($1::bigint[], $2::text[], $3::numeric[], $4::numeric[], $5::numeric[], $8::numeric[])
       as u(id, result, payout, tax, rebate, leader_fee)
     where o.id = u.id`,
    [
      settled.map((o) => o.id),
      settled.map((o) => o.result),
      settled.map((o) => o.payout),
      settled.map((o) => o.tax),
      settled.map((o) => o.rebate),
      round.closePrice,
      now,
      settled.map((o) => (fees.feeOf.get(o.id) ?? new Decimal(0)).toFixed()),
    ],
  );
  await postOrderAmounts(tx, postings, { operator: SYSTEM_OPERATOR, now });
  await addLeaderFeeTotals(tx, fees.byFollowCode, now);
  await tx.query(`update futures_rounds set status = 'settled', settle_date = $2, update_date = $2 where id = $1`, [roundId, now]);
  await refreshRoundTotals(tx, roundId);
  await recordTransition(tx, {
    roundId,
    action: 'settle',
    from: 'closed',
    to: 'settled',
    tickId: round.closeTickId,
    at: now,
    reason: `${orders.length} orders settled`,
    operator: SYSTEM_OPERATOR,
  });
  return true;
}
