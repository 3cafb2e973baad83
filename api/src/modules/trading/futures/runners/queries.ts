import type {
  FuturesRound,
  FuturesRoundDetail,
  FuturesRoundResult,
  FuturesRoundStatus,
  FuturesRoundTransition,
  runnerListQuery,
} from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { Filters, iso, listPage, PageData, pageBounds, parseDate, sortedOrder, decimalText } from '../../../../db/list';
import { notFound } from '../../../../http/errors';
import { roundVoidPreview } from '../../rounds/controls';
import { keptCountsAnswer, keptRoundTotal } from './counts';

interface RoundRow {
  id: number | string;
  futures_pair_id: number;
  pair_code: string;
  gameplay_id: number;
  gameplay_name: string;
  status: FuturesRoundStatus;
  halted: number;
  halt_reason: string | null;
  time_interval: number | string;
  yield_ratio: string;
  open_tick_id: number | string | null;
  open_price: string | null;
  close_tick_id: number | string | null;
  close_price: string | null;
  result: FuturesRoundResult | null;
  long_total: string;
  short_total: string;
  long_count: number;
  short_count: number;
  winner_payout: string;
  loser_payout: string;
  refund_total: string;
  long_yield_ratio: string | null;
  short_yield_ratio: string | null;
  start_date: Date;
  lock_date: Date;
  end_date: Date;
  settle_due_date: Date;
  settle_date: Date | null;
  void_reason: string | null;
  void_operator: string | null;
  void_date: Date | null;
}

/**
 * A round (`r`) with its pair's code and its gameplay's name as they are now, and the settings it took at
 * opening (interval, yield ratio), which an edit of the gameplay does not change.
 */
export const ROUND_COLUMNS = `r.id, r.futures_pair_id, p.code as pair_code, r.gameplay_id, g.name as gameplay_name, r.status, r.halted,
  r.halt_reason, (r.settings->>'timeInterval')::int as time_interval, trim_scale((r.settings->>'yieldRatio')::numeric)::text as yield_ratio,
  r.open_tick_id, ${decimalText('r.open_price')} as open_price, r.close_tick_id, ${decimalText('r.close_price')} as close_price, r.result,
  ${decimalText('r.long_total')} as long_total, ${decimalText('r.short_total')} as short_total, r.long_count, r.short_count,
  ${decimalText('r.winner_payout')} as winner_payout, ${decimalText('r.loser_payout')} as loser_payout, ${decimalText('r.refund_total')} as refund_total,
  ${decimalText('r.long_yield_ratio')} as long_yield_ratio, ${decimalText('r.short_yield_ratio')} as short_yield_ratio, r.start_date, r.lock_date,
  r.end_date, r.settle_due_date, r.settle_date, r.void_reason, r.void_operator, r.void_date`;
export const ROUND_FROM =
  'futures_rounds r join futures_pairs p on p.id = r.futures_pair_id join futures_gameplays g on g.id = r.gameplay_id';

const idOrNull = (v: number | string | null) => (v === null ? null : Number(v));

export const toRound = (r: RoundRow): FuturesRound => ({
  id: Number(r.id),
  tradingPairId: r.futures_pair_id,
  tradingPairCode: r.pair_code,
  gameplayId: r.gameplay_id,
  gameplayName: r.gameplay_name,
  status: r.status,
  halted: r.halted,
  haltReason: r.halt_reason,
  timeInterval: Number(r.time_interval),
  yieldRatio: r.yield_ratio,
  openTickId: idOrNull(r.open_tick_id),
  openPrice: r.open_price,
  closeTickId: idOrNull(r.close_tick_id),
  closePrice: r.close_price,
  result: r.result,
  longTotal: r.long_total,
  shortTotal: r.short_total,
  longCount: r.long_count,
  shortCount: r.short_count,
  winnerPayout: r.winner_payout,
  loserPayout: r.loser_payout,
  refundTotal: r.refund_total,
  longYieldRatio: r.long_yield_ratio,
  shortYieldRatio: r.short_yield_ratio,
  startDate: iso(r.start_date)!,
  lockDate: iso(r.lock_date)!,
  endDate: iso(r.end_date)!,
  settleDueDate: iso(r.settle_due_date)!,
  settleDate: iso(r.settle_date),
  voidReason: r.void_reason,
  voidOperator: r.void_operator,
  voidDate: iso(r.void_date),
});

/** The sort keys of the round list (`futureRounds`), each served by an index of 023 (`start_date desc, id desc`). */
const ROUND_SORTS = { id: 'r.id', startDate: 'r.start_date' } as const;

export function roundListFilters(q: Omit<z.output<typeof runnerListQuery>, 'pageNum' | 'pageSize'>): Filters {
  return new Filters()
    .eq('r.id', q.id)
    .eq('r.futures_pair_id', q.tradingPairId)
    .eq('r.gameplay_id', q.gameplayId)
    .eq('r.status', q.status)
    .eq('r.result', q.result)
    .eq('r.halted', q.halted)
    .between('r.start_date', parseDate(q.startTime), parseDate(q.endTime));
}

/**
 * A page of rounds, newest first unless sorted, with the total: from the counts kept per pair, gameplay, status,
 * result and halt (`counts.ts`, migration 028) beside the page when the filters are among those, else counted with
 * the page in one statement. The count reads the round alone, as the filters do, and every round has its pair and
 * gameplay (foreign keys): it is counted on `futures_rounds` by its indexes, not over the joins of the wide rows.
 */
export async function roundPage(db: Queryable, q: z.output<typeof runnerListQuery>) {
  const filters = roundListFilters(q);
  const orderBy = sortedOrder('futureRounds', ROUND_SORTS, q, 'r.start_date desc, r.id desc', 'r.id');
  if (!keptCountsAnswer(q)) {
    return listPage(db, {
      select: ROUND_COLUMNS,
      from: ROUND_FROM,
      countFrom: 'futures_rounds r',
      filters,
      orderBy,
      paging: q,
      map: toRound,
    });
  }
  const params = [...filters.params];
  const bounds = pageBounds(q, params);
  // The total and the page at once, each on a connection of the pool (one after the other on PGlite).
  const [total, page] = await Promise.all([
    keptRoundTotal(db, q),
    db.query<RoundRow>(`select ${ROUND_COLUMNS} from ${ROUND_FROM} ${filters.sql} order by ${orderBy} ${bounds.sql}`, params, {
      prepare: bounds.prepare,
    }),
  ]);
  return new PageData(page.rows.map(toRound), total, q.pageSize, q.pageNum);
}

export async function findFuturesRound(db: Queryable, id: number): Promise<FuturesRound> {
  const { rows } = await db.query<RoundRow>(`select ${ROUND_COLUMNS} from ${ROUND_FROM} where r.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Round ${id} does not exist`);
  return toRound(rows[0]);
}

interface TransitionRow {
  id: number | string;
  action: FuturesRoundTransition['action'];
  from_status: FuturesRoundStatus;
  to_status: FuturesRoundStatus;
  tick_id: number | string | null;
  tick_price: string | null;
  tick_time: Date | null;
  at: Date;
  reason: string | null;
  operator: string;
}

/** The round's timeline, oldest first, each transition with the recorded tick it used. */
async function transitionsOf(db: Queryable, roundId: number): Promise<FuturesRoundTransition[]> {
  const { rows } = await db.query<TransitionRow>(
    `select t.id, t.action, t.from_status, t.to_status, t.tick_id, trim_scale(k.price)::text as tick_price, k.tick_time as tick_time,
            t.at, t.reason, t.operator
     from futures_round_transitions t left join price_ticks k on k.id = t.tick_id
     where t.round_id = $1 order by t.at, t.id`,
    [roundId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    action: r.action,
    fromStatus: r.from_status,
    toStatus: r.to_status,
    tickId: idOrNull(r.tick_id),
    tickPrice: r.tick_price,
    tickTime: iso(r.tick_time),
    at: iso(r.at)!,
    reason: r.reason,
    operator: r.operator,
  }));
}

/** `futures/runner/detail/{id}`: the round, its timeline, and what voiding it now would refund. */
export async function roundDetail(db: Queryable, id: number): Promise<FuturesRoundDetail> {
  const round = await findFuturesRound(db, id);
  const [transitions, preview] = await Promise.all([transitionsOf(db, id), roundVoidPreview(db, id)]);
  const trim = (s: string) => (s.includes('.') ? s.replace(/\.?0+$/, '') : s);
  return {
    round,
    transitions,
    openOrders: {
      orders: preview.orders,
      users: preview.users,
      longTotal: trim(preview.longTotal),
      shortTotal: trim(preview.shortTotal),
      refund: trim(preview.refund),
    },
  };
}
