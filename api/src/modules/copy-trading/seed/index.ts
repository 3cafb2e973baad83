import type { DemoSeedContext } from '../../../core/area';
import type { Queryable } from '../../../db/database';
import { Decimal } from '../../../money';
import { Prng } from '../../../seed/prng';
import { DEFAULT_FEED_SEED } from '../../market/feed';
import type { QuotedPair } from '../../market/price-feed';
import { SimulatedPriceFeed } from '../../market/simulated-feed';
import { recordTick } from '../../market/ticks';
import { type EngineDb, runRoundEngine } from '../../trading/rounds/engine';
import { FUTURES_WALLET } from '../../trading/rounds/money';
import {
  allowedStakeRange,
  TRADER_LEVEL_COLUMNS,
  TRADER_LEVEL_JOINS,
  type TraderLevelRow,
  traderLevels,
} from '../../trading/rounds/placement-rules';
import type { RoundSettings } from '../../trading/rounds/round';
import { followLeader, makeLeader, requestFollow } from '../engine/follow';
import { placeLeadingOrder } from '../engine/leading';

/**
 * Copy trading's demo data, made by the live functions after the trading history (its users' futures wallets are
 * funded by then): 3 leaders (fee ratios 5, 10 and 20 %) followed by 60 demo traders (fixed stakes or a ratio of
 * the leader's stake; some with a limit below the leaders' stakes, so the fan-outs show skips for the limit), and
 * `SESSIONS` sessions spread over the month, six hours off the trading history's sessions. A session is what the
 * live engine does: a tick of the simulated walk (continuing from the pair's last recorded price), the engine's
 * pass opening the round of each gameplay, a leading order of a leader in each round (`placeLeadingOrder`: the
 * stake through the ledger, then the fan-out), a follow request refused by an invite-only order, then each
 * round's closing tick and the engine's pass settling it (the leader fee paid by winning copies). About 18 leading
 * orders and 250 copies; it runs for every API test template, so it stays small: 8 sessions took 2.8 s of the seed
 * on PGlite on a loaded 2-core machine (November 2026), most of it the engine's passes.
 */

const SESSIONS = 6;
const LEADERS = 3;
const FOLLOWERS = 60;
const FEE_RATIOS = ['0.05', '0.1', '0.2'];
const SEED_OFFSET = 14;

export async function seedCopyTrading(tx: Queryable, { now, seed }: DemoSeedContext): Promise<void> {
  const prng = new Prng(seed + SEED_OFFSET);
  const { rows: traders } = await tx.query<{ user_id: string }>(
    `select w.user_id from user_wallets w join users u on u.id = w.user_id join coins c on c.id = w.coin_id
     where c.code = 'USDT' and w.wallet_type = $1 and w.balance >= 1000 and u.status = 1 and u.is_system_locked = 0
       and u.is_system_suspended = 0
     order by w.user_id limit $2`,
    [FUTURES_WALLET, LEADERS + FOLLOWERS],
  );
  if (traders.length < LEADERS + 2) return;
  const ids = traders.map((t) => Number(t.user_id));
  const leaders = ids.slice(0, LEADERS);
  const followers = ids.slice(LEADERS);
  const since = new Date(now.getTime() - 32 * 86_400_000);
  for (const [i, leader] of leaders.entries()) await makeLeader(tx, leader, FEE_RATIOS[i % FEE_RATIOS.length], since);
  const { rows: levelRows } = await tx.query<TraderLevelRow & { id: string }>(
    `select u.id, ${TRADER_LEVEL_COLUMNS} from users u ${TRADER_LEVEL_JOINS} where u.id = any($1::bigint[])`,
    [leaders],
  );
  const levelsOf = new Map(levelRows.map((r) => [Number(r.id), traderLevels(Number(r.id), r)]));
  for (const [i, follower] of followers.entries()) {
    const leaderId = leaders[i % leaders.length];
    const byRatio = i % 4 === 3;
    await followLeader(
      tx,
      {
        followerId: follower,
        leaderId,
        copyMode: byRatio ? 'ratio' : 'amount',
        copyAmount: byRatio ? undefined : String(10 * (1 + (i % 5))),
        copyRatio: byRatio ? '0.5' : undefined,
        // One follower in ten limits a copy below what the leaders stake by ratio.
        maxAmount: i % 10 === 7 ? '15' : null,
      },
      since,
    );
  }

  const { rows: pairs } = await tx.query<{ coin_pair_id: number; code: string; from_coin: string; to_coin: string }>(
    `select p.coin_pair_id, cp.code, fc.code as from_coin, tc.code as to_coin
     from futures_pairs p join coin_pairs cp on cp.id = p.coin_pair_id join coins fc on fc.id = cp.from_coin_id join coins tc on tc.id = cp.to_coin_id
     where p.status = 1 and p.halted = 0 and p.deleted_date is null order by p.display_sort, p.id`,
  );
  if (!pairs.length) return;
  // The engine's transactions join the seed's (as the trading history's do).
  const engineDb: EngineDb = { query: (sql, params, options) => tx.query(sql, params, options), transaction: (fn) => fn(tx) };
  const feed = new SimulatedPriceFeed(DEFAULT_FEED_SEED);
  const tick = async (pair: (typeof pairs)[number], at: number) => {
    const { rows } = await tx.query<{ price: string; tick_time: Date }>(
      `select price::text as price, tick_time from price_ticks where coin_pair_id = $1 and tick_time <= $2
       order by tick_time desc, id desc limit 1`,
      [pair.coin_pair_id, new Date(at)],
    );
    const quoted: QuotedPair = {
      id: pair.coin_pair_id,
      code: pair.code,
      fromCoin: pair.from_coin,
      toCoin: pair.to_coin,
      lastPrice: rows[0]?.price ?? null,
      lastAt: rows[0]?.tick_time ?? null,
    };
    const [quote] = await feed.quotes([quoted], new Date(at));
    await recordTick(tx, { coinPairId: pair.coin_pair_id, price: quote.price, at: quote.at, source: 'simulated' });
  };

  const step = 900_000;
  const first = Math.floor((now.getTime() - 31.5 * 86_400_000) / step) * step;
  for (let k = 0; k < SESSIONS; k++) {
    // Six hours after a session of the trading history (those are twelve hours apart from `first`), every ~4 days.
    const start = first + 6 * 3600_000 + k * 4 * 86_400_000;
    if (start > now.getTime() - 3600_000) break;
    const pair = pairs[k % pairs.length];
    await tick(pair, start);
    const opened = (await runRoundEngine(engineDb, new Date(start), { quotedCoinPairIds: [pair.coin_pair_id] })).opened;
    const { rows: rounds } = await tx.query<{ id: string; end_date: Date; settings: RoundSettings }>(
      `select id, end_date, settings from futures_rounds where id = any($1::bigint[]) order by end_date`,
      [opened],
    );
    const at = start + 20_000;
    await tick(pair, at);
    for (const [j, round] of rounds.entries()) {
      const leaderId = leaders[(k + j) % leaders.length];
      const invitedOnly = (k + j) % 5 === 4;
      // A stake the placement rules accept for this leader (the round's and their levels' limits).
      const levels = levelsOf.get(leaderId);
      const range = levels && allowedStakeRange(round.settings, levels);
      if (!range) continue;
      const amount = Decimal.min(range.max, Decimal.max(range.min, prng.int(3, 40) * 5)).toFixed();
      const placed = await placeLeadingOrder(tx, {
        leaderId,
        roundId: Number(round.id),
        direction: prng.chance(0.5) ? 'long' : 'short',
        amount,
        permissionsType: invitedOnly ? 'invited' : j === 1 ? 'not_blocked' : 'everyone',
        // The invite-only orders invite half their leader's followers; the others block one of them.
        inviteAccountIds: invitedOnly ? followers.filter((_, i) => leaders[i % leaders.length] === leaderId && i % 2 === 0) : [],
        blockAccountIds: j === 1 ? followers.filter((_, i) => leaders[i % leaders.length] === leaderId).slice(0, 1) : [],
        placedByStaff: j === 0 ? 'admin' : null,
        ip: '10.0.0.1',
        now: new Date(at),
      });
      // A follower of another leader asks to follow an invite-only order: refused and recorded.
      if (invitedOnly) {
        const outsider = followers.find((_, i) => leaders[i % leaders.length] !== leaderId);
        if (outsider !== undefined) {
          await requestFollow(tx, { leadingOrderId: placed.orderId, userId: outsider, amount: amount, now: new Date(at + 1000) });
        }
      }
    }
    for (const round of rounds) {
      await tick(pair, round.end_date.getTime());
      // Closes and settles the session's rounds and opens no new one, even where the perpetual history recorded a tick
      // of a pair just before (its sessions tick every minute).
      await runRoundEngine(engineDb, new Date(round.end_date.getTime() + 6000), { quotedCoinPairIds: [] });
    }
  }
}
