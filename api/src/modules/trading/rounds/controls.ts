import type { Queryable } from '../../../db/database';
import { conflict, notFound } from '../../../http/errors';
import { FINAL_STATUSES, lockRound, recordTransition, type RoundStatus } from './round';
import type { ControlInput } from './void';

/**
 * The operational controls of `futures/runner/systemic/control` and of pairs and gameplays (DESIGN section
 * 5): halt and resume. None of them touches a price, a result or an order's outcome: a halted round accepts
 * no order and waits (its close still uses the tick recorded at its end); a halted pair or gameplay opens no
 * new round and its rounds accept no order. Each answers the state before and after, for the audit entry of
 * the route that calls it; a round's halt and resume are also entries of its timeline.
 */

export interface RoundHaltChange {
  roundId: number;
  before: { status: RoundStatus; halted: boolean };
  after: { status: RoundStatus; halted: boolean };
}

async function setRoundHalt(tx: Queryable, roundId: number, halted: boolean, input: ControlInput): Promise<RoundHaltChange> {
  const round = await lockRound(tx, roundId);
  if (!round) throw notFound(`Round ${roundId} does not exist`);
  if (FINAL_STATUSES.includes(round.status)) throw conflict(`Round ${roundId} is ${round.status}: it can no longer be halted or resumed`);
  if (round.halted === halted) throw conflict(`Round ${roundId} is ${halted ? 'already halted' : 'not halted'}`);
  await tx.query(
    `update futures_rounds set halted = $2, halted_date = $3, halted_by = $4, halt_reason = $5, update_date = $6 where id = $1`,
    [roundId, halted ? 1 : 0, halted ? input.now : null, halted ? input.operator : null, halted ? input.reason : null, input.now],
  );
  await recordTransition(tx, {
    roundId,
    action: halted ? 'halt' : 'resume',
    from: round.status,
    to: round.status,
    tickId: null,
    at: input.now,
    reason: input.reason,
    operator: input.operator,
  });
  return { roundId, before: { status: round.status, halted: round.halted }, after: { status: round.status, halted } };
}

/** Halts a round that has not settled: it accepts no order and does not close or settle until resumed or voided. */
export const haltRound = (tx: Queryable, roundId: number, input: ControlInput) => setRoundHalt(tx, roundId, true, input);

/** Resumes a halted round: the engine moves it on at its next pass (closing with the tick recorded at its end). */
export const resumeRound = (tx: Queryable, roundId: number, input: ControlInput) => setRoundHalt(tx, roundId, false, input);

export interface HaltChange {
  id: number;
  before: { halted: boolean };
  after: { halted: boolean };
}

async function setHalt(
  tx: Queryable,
  table: 'futures_pairs' | 'futures_gameplays',
  what: string,
  id: number,
  halted: boolean,
  input: ControlInput,
): Promise<HaltChange> {
  const { rows } = await tx.query<{ halted: number }>(`select halted from ${table} where id = $1 for update`, [id]);
  if (!rows[0]) throw notFound(`${what} ${id} does not exist`);
  if ((rows[0].halted === 1) === halted) throw conflict(`${what} ${id} is ${halted ? 'already halted' : 'not halted'}`);
  await tx.query(`update ${table} set halted = $2, halted_date = $3, halted_by = $4, halt_reason = $5, update_date = $6 where id = $1`, [
    id,
    halted ? 1 : 0,
    halted ? input.now : null,
    halted ? input.operator : null,
    halted ? input.reason : null,
    input.now,
  ]);
  return { id, before: { halted: !halted }, after: { halted } };
}

/** Halts a futures pair: no new round of its gameplays opens, and its open rounds accept no order, until resumed. */
export const haltFuturesPair = (tx: Queryable, pairId: number, input: ControlInput) =>
  setHalt(tx, 'futures_pairs', 'Futures pair', pairId, true, input);
export const resumeFuturesPair = (tx: Queryable, pairId: number, input: ControlInput) =>
  setHalt(tx, 'futures_pairs', 'Futures pair', pairId, false, input);

/** Halts a gameplay: no new round of it opens, and its open rounds accept no order, until resumed. */
export const haltGameplay = (tx: Queryable, gameplayId: number, input: ControlInput) =>
  setHalt(tx, 'futures_gameplays', 'Gameplay', gameplayId, true, input);
export const resumeGameplay = (tx: Queryable, gameplayId: number, input: ControlInput) =>
  setHalt(tx, 'futures_gameplays', 'Gameplay', gameplayId, false, input);

/** What voiding a round would refund, for the confirmation that names the orders and amounts (decimal strings). */
export interface RoundVoidPreview {
  roundId: number;
  status: RoundStatus;
  orders: number;
  users: number;
  longTotal: string;
  shortTotal: string;
  refund: string;
}

export async function roundVoidPreview(db: Queryable, roundId: number): Promise<RoundVoidPreview> {
  const { rows } = await db.query<{
    status: RoundStatus;
    orders: number;
    users: number;
    long_total: string;
    short_total: string;
    refund: string;
  }>(
    `select r.status, count(o.id)::int as orders, count(distinct o.user_id)::int as users,
            coalesce(sum(o.filled_amount) filter (where o.direction = 'long'), 0)::text as long_total,
            coalesce(sum(o.filled_amount) filter (where o.direction = 'short'), 0)::text as short_total,
            coalesce(sum(o.filled_amount), 0)::text as refund
     from futures_rounds r left join futures_orders o on o.round_id = r.id and o.status = 'open'
     where r.id = $1 group by r.id`,
    [roundId],
  );
  const row = rows[0];
  if (!row) throw notFound(`Round ${roundId} does not exist`);
  return {
    roundId,
    status: row.status,
    orders: row.orders,
    users: row.users,
    longTotal: row.long_total,
    shortTotal: row.short_total,
    refund: row.refund,
  };
}
