import type { Queryable } from '../../../db/database';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { Decimal } from '../../../money';
import { tickAtOrBefore } from '../../market/ticks';
import { findLockedWallet, post } from '../../wallets/ledger';
import { FUTURES_WALLET } from './money';
import { checkTraderRules, TRADER_LEVEL_COLUMNS, TRADER_LEVEL_JOINS, type TraderLevelRow, traderLevels } from './placement-rules';
import { type Direction, lockRound } from './round';

export interface PlaceFuturesOrderInput {
  userId: number;
  /** The round to join; or `gameplayId`, for the gameplay's round accepting orders now. */
  roundId?: number;
  gameplayId?: number;
  direction: Direction;
  /** The stake, a decimal string in the pair's quote coin (USDT for BTC/USDT). */
  amount: string;
  ip?: string | null;
  /** The admin who placed it (a staff order), recorded on the order. */
  placedByStaff?: string | null;
  site?: string | null;
  /** Copy trading: the leader order's share id and the follow code, when this order follows one. */
  shareId?: string | null;
  followCode?: string | null;
  now: Date;
}

export interface PlacedFuturesOrder {
  id: number;
  roundId: number;
  direction: Direction;
  /** Decimal strings. */
  amount: string;
  orderTickId: number;
  orderPrice: string;
  /** The futures wallet's available balance after the stake was taken. */
  balance: string;
}

export const AMOUNT = /^\d{1,18}(\.\d{1,18})?$/;

export async function roundAcceptingNow(tx: Queryable, gameplayId: number, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `select id from futures_rounds where gameplay_id = $1 and status = 'open' and halted = 0 and start_date <= $2 and lock_date > $2
     order by start_date desc limit 1`,
    [gameplayId, now],
  );
  if (!rows[0]) throw conflict(`Gameplay ${gameplayId} has no round accepting orders now`);
  return Number(rows[0].id);
}

/**
 * Places a futures order, in the caller's transaction: the function a client platform calls (and the
 * simulated traders, and staff placing an order for a user). It checks that the round accepts orders (open,
 * not halted, before its lock time, its pair and gameplay active and not halted), that the stake is within
 * the round's quantity limits, that the user may trade, reaches the gameplay's rank levels and stakes within
 * their levels' futures order limits (placement-rules.ts, the same rules as the batch); it records the feed's
 * tick at the moment of the order (a fresh one: no price, no order) and takes the stake from the futures wallet
 * through the ledger.
 *
 * The stake is debited (`futures_stake`), not frozen: once placed it belongs to the round, not to the user
 * (only a void or a fill correction gives it back, as a refund), and `frozen_balance` keeps its one meaning,
 * money held for a withdrawal. Settlement then credits payouts and refunds as plain credits, one change-log
 * row each, so stakes = payouts + refunds + the platform's result, row by row.
 *
 * Locks the round first, then the wallet (the order settlement and voids take them in).
 */
export async function placeFuturesOrder(tx: Queryable, input: PlaceFuturesOrderInput): Promise<PlacedFuturesOrder> {
  if (input.direction !== 'long' && input.direction !== 'short') throw fieldError('direction', 'must be long or short');
  if (!AMOUNT.test(input.amount) || new Decimal(input.amount).lte(0)) {
    throw fieldError('amount', 'must be a positive decimal with at most 18 decimal places');
  }
  const amount = new Decimal(input.amount);
  const { now } = input;
  let roundId = input.roundId;
  if (roundId === undefined) {
    if (input.gameplayId === undefined) throw fieldError('roundId', 'a round or a gameplay is required');
    roundId = await roundAcceptingNow(tx, input.gameplayId, now);
  }
  const round = await lockRound(tx, roundId);
  if (!round) throw notFound(`Round ${roundId} does not exist`);
  if (input.gameplayId !== undefined && round.gameplayId !== input.gameplayId) {
    throw fieldError('roundId', `round ${roundId} is not a round of gameplay ${input.gameplayId}`);
  }
  if (round.status !== 'open') throw conflict(`Round ${roundId} is ${round.status}: it accepts no orders`);
  if (round.halted) throw conflict(`Round ${roundId} is halted: it accepts no orders`);
  if (now < round.startDate || now >= round.lockDate)
    throw conflict(`Round ${roundId} accepts orders only until ${round.lockDate.toISOString()}`);

  // The pair, gameplay, user and ratios in one read (placement is the platform's busiest call).
  const { rows: context } = await tx.query<
    TraderLevelRow & {
      pair_ok: boolean;
      guard_halted: boolean;
      gameplay_ok: boolean;
      coin_id: number;
      coin: string;
      user_status: number | null;
      blocked: boolean;
      is_demo: number;
      account_type: number;
      agent_user_id0: string | null;
      site: string | null;
      tax_ratio: string | null;
      rebate_ratio: string | null;
    }
  >(
    `select (p.status = 1 and p.halted = 0 and p.deleted_date is null) as pair_ok, (g.status = 1 and g.halted = 0) as gameplay_ok,
            exists (select 1 from risk_guards rg where rg.coin_pair_id = c.id and rg.state <> 'armed') as guard_halted,
            c.to_coin_id as coin_id, coin.code as coin, u.status as user_status,
            (u.is_system_locked = 1 or u.is_system_suspended = 1) as blocked, u.is_demo, u.account_type, u.agent_user_id0, u.site,
            s.tax_ratio::text as tax_ratio, s.rebate_ratio::text as rebate_ratio, ${TRADER_LEVEL_COLUMNS}
     from futures_gameplays g join futures_pairs p on p.id = g.futures_pair_id join coin_pairs c on c.id = p.coin_pair_id
     join coins coin on coin.id = c.to_coin_id
     left join users u on u.id = $2
     ${TRADER_LEVEL_JOINS}
     left join futures_settings s on s.id = 1
     where g.id = $1`,
    [round.gameplayId, input.userId],
  );
  const market = context[0];
  if (!market?.pair_ok) throw conflict(`The futures pair of round ${roundId} is halted or inactive: it accepts no orders`);
  // Between a trip and the engine's next pass (which voids the round) the guard already refuses orders.
  if (market.guard_halted) throw conflict(`The coin pair of round ${roundId} is halted by its reference-price guard: it accepts no orders`);
  if (!market.gameplay_ok) throw conflict(`The gameplay of round ${roundId} is halted or inactive: it accepts no orders`);

  const { quantityMin, quantityMax, yieldRatio, closeStalenessSeconds } = round.settings;
  if (amount.lt(quantityMin) || amount.gt(quantityMax)) {
    throw fieldError('amount', `must be between ${new Decimal(quantityMin).toFixed()} and ${new Decimal(quantityMax).toFixed()}`);
  }
  if (market.user_status === null) throw notFound(`User ${input.userId} does not exist`);
  if (market.user_status !== 1 || market.blocked) throw conflict(`User ${input.userId} is suspended, disabled or locked: no orders`);
  checkTraderRules(round.id, round.settings, traderLevels(input.userId, market), amount);

  const tick = await tickAtOrBefore(tx, round.coinPairId, now);
  if (!tick || now.getTime() - tick.at.getTime() > closeStalenessSeconds * 1000) {
    throw conflict('No recent recorded price for this pair: orders are accepted only while the price feed runs');
  }
  const wallet = await findLockedWallet(tx, { userId: input.userId, coinId: market.coin_id, walletType: FUTURES_WALLET });
  if (!wallet) throw conflict(`User ${input.userId} has no ${market.coin} futures wallet`);

  const { rows: inserted } = await tx.query<{ id: string }>(
    `insert into futures_orders (user_id, agent_user_id, site, share_id, follow_code, is_demo, fund_type, is_sales, coin_id, wallet_id,
       direction, amount, filled_amount, round_id, futures_pair_id, gameplay_id, order_tick_id, order_price, order_date,
       transaction_date, yield_ratio, tax_ratio, rebate_ratio, ip, placed_by_staff, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9, $10, $11, $11, $12, $13, $14, $15, $16, $17, $17, $18, $19, $20, $21, $22, $17, $17)
     returning id`,
    [
      input.userId,
      market.agent_user_id0,
      input.site ?? market.site,
      input.shareId ?? null,
      input.followCode ?? null,
      market.is_demo,
      market.account_type === 3 ? 1 : 0,
      market.coin_id,
      wallet.id,
      input.direction,
      amount.toFixed(),
      round.id,
      round.futuresPairId,
      round.gameplayId,
      tick.id,
      tick.price,
      now,
      yieldRatio,
      // No settings row (it was deleted): no tax, no rebate.
      market.tax_ratio ?? '0',
      market.rebate_ratio ?? '0',
      input.ip ?? null,
      input.placedByStaff ?? null,
    ],
  );
  const id = Number(inserted[0].id);
  await post(tx, wallet, [{ field: 'balance', delta: amount.negated(), changeType: 'futures_stake' }], {
    reference: `futures-order:${id}`,
    operator: input.placedByStaff ?? null,
    now,
  });
  const side = input.direction === 'long' ? 'long' : 'short';
  await tx.query(
    `update futures_rounds set ${side}_total = ${side}_total + $2, ${side}_count = ${side}_count + 1, update_date = $3 where id = $1`,
    [round.id, amount.toFixed(), now],
  );
  return {
    id,
    roundId: round.id,
    direction: input.direction,
    amount: amount.toFixed(),
    orderTickId: tick.id,
    orderPrice: tick.price,
    balance: wallet.balance.toFixed(),
  };
}
