import type { Db } from '../../../db/database';
import { isPairHalted, noteHaltVoids } from '../risk/evaluate';
import { lockRound, SYSTEM_OPERATOR } from './round';
import { voidRound } from './void';

/**
 * The reference-price guard's hold on the round engine (DESIGN sections 5 and 8): while a coin pair's guard
 * halts it (tripped, cooling down, or halted by hand), no round of it opens (`RUNNING_GAMEPLAY` in engine.ts
 * excludes the pair) and every scheduled or open round of it is voided, its orders refunded through the
 * ledger, with the guard named in the reason. What was voided is added to the trip record now open on the
 * pair (`noteHaltVoids`), so the record says what the trip cost. Locked and closed rounds are left to close
 * and settle as usual: they took no order after the trip's ticks unless they were open then, and a round
 * staff halted waits for staff (it is not voided behind their back).
 *
 * One transaction per round (its lock first, then the wallets, as every void), the halt checked again
 * under the round's lock, so with several instances each round is voided, and counted, once.
 */
export async function voidRoundsOfHaltedPairs(db: Pick<Db, 'query' | 'transaction'>, now: Date): Promise<number[]> {
  const { rows } = await db.query<{ id: string; state: string }>(
    `select r.id, g.state from futures_rounds r join risk_guards g on g.coin_pair_id = r.coin_pair_id
     where g.state <> 'armed' and r.status in ('scheduled', 'open') and r.halted = 0
     order by r.id limit 500`,
  );
  const voided: number[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const done = await db.transaction(async (tx) => {
      const round = await lockRound(tx, id);
      if (!round || round.halted || (round.status !== 'scheduled' && round.status !== 'open')) return false;
      if (!(await isPairHalted(tx, round.coinPairId))) return false;
      const reason =
        row.state === 'halted'
          ? 'The coin pair was halted by staff (reference-price guard): the round is voided and its orders refunded'
          : `The reference-price guard of the coin pair is ${row.state}: the round is voided and its orders refunded`;
      const result = await voidRound(tx, id, { operator: SYSTEM_OPERATOR, reason, now });
      await noteHaltVoids(tx, round.coinPairId, 1, result.orders);
      return true;
    });
    if (done) voided.push(id);
  }
  return voided;
}
