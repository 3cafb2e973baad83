import type {
  FuturesPair,
  SettingChange,
  futuresPairAdd,
  futuresPairEdit,
  futuresPairListQuery,
} from '@console/contracts/schemas/trading-futures';
import type { z } from 'zod';
import type { Queryable } from '../../../../db/database';
import { Filters, iso, listPage, sortedOrder } from '../../../../db/list';
import { conflict, fieldError, notFound } from '../../../../http/errors';
import { updateWithChanges } from '../changes';

interface PairRow {
  id: number;
  coin_pair_id: number;
  code: string;
  name: string;
  from_code: string;
  to_code: string;
  status: number;
  display_sort: number;
  halted: number;
  gameplay_count: number;
  in_use: boolean;
  create_date: Date;
  update_date: Date;
}

/** A pair (`p`) with its coin pair's coins, how many gameplays it has, and whether a round ran on it (then it cannot be deleted). */
const PAIR_COLUMNS = `p.id, p.coin_pair_id, p.code, p.name, fc.code as from_code, tc.code as to_code, p.status, p.display_sort, p.halted,
  (select count(*)::int from futures_gameplays g where g.futures_pair_id = p.id) as gameplay_count,
  exists (select 1 from futures_rounds r where r.futures_pair_id = p.id) as in_use, p.create_date, p.update_date`;
const PAIR_FROM = `futures_pairs p join coin_pairs cp on cp.id = p.coin_pair_id join coins fc on fc.id = cp.from_coin_id
  join coins tc on tc.id = cp.to_coin_id`;

const toPair = (r: PairRow): FuturesPair => ({
  id: r.id,
  coinPairId: r.coin_pair_id,
  code: r.code,
  name: r.name,
  fromCoinCode: r.from_code,
  toCoinCode: r.to_code,
  status: r.status,
  displaySort: r.display_sort,
  halted: r.halted,
  gameplayCount: Number(r.gameplay_count),
  inUse: r.in_use ? 1 : 0,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

/** The pairs that are not deleted, in their display order unless sorted by id or display order (`futurePairs`). */
export function futuresPairPage(db: Queryable, q: z.output<typeof futuresPairListQuery>) {
  const filters = new Filters()
    .where('p.deleted_date is null')
    .eq('p.status', q.status)
    .eq('p.coin_pair_id', q.coinPairId)
    .contains('p.name', q.name);
  if (q.code) {
    const pattern = filters.containsParam(q.code);
    filters.where(`(p.code ilike ${pattern} or p.name ilike ${pattern})`);
  }
  const orderBy = sortedOrder('futurePairs', { id: 'p.id', displaySort: 'p.display_sort' }, q, 'p.display_sort, p.id', 'p.id');
  return listPage(db, { select: PAIR_COLUMNS, from: PAIR_FROM, filters, orderBy, paging: q, map: toPair });
}

export async function findFuturesPair(db: Queryable, id: number): Promise<FuturesPair> {
  const { rows } = await db.query<PairRow>(`select ${PAIR_COLUMNS} from ${PAIR_FROM} where p.id = $1 and p.deleted_date is null`, [id]);
  if (!rows[0]) throw notFound(`Futures pair ${id} does not exist`);
  return toPair(rows[0]);
}

/** The coin pair's code, or a 400 naming `coinPairId` when there is none. */
async function coinPairCode(db: Queryable, coinPairId: number): Promise<string> {
  const { rows } = await db.query<{ code: string }>('select code from coin_pairs where id = $1', [coinPairId]);
  if (!rows[0]) throw fieldError('coinPairId', `coin pair ${coinPairId} does not exist`);
  return rows[0].code;
}

/** Codes are unique among the pairs that are not deleted, whatever their case. */
async function checkCodeFree(db: Queryable, code: string, exceptId?: number): Promise<void> {
  const { rows } = await db.query(
    'select 1 from futures_pairs where lower(code) = lower($1) and deleted_date is null and id <> coalesce($2::int, 0)',
    [code, exceptId ?? null],
  );
  if (rows.length) throw conflict(`A futures pair with the code ${code} already exists`);
}

export async function addFuturesPair(tx: Queryable, input: z.output<typeof futuresPairAdd>, now: Date): Promise<number> {
  const coinPair = await coinPairCode(tx, input.coinPairId);
  const code = input.code ?? coinPair;
  await checkCodeFree(tx, code);
  const { rows } = await tx.query<{ id: number }>(
    `insert into futures_pairs (code, name, coin_pair_id, status, display_sort, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $6) returning id`,
    [code, input.name, input.coinPairId, input.status, input.displaySort, now],
  );
  return rows[0].id;
}

/** The columns an edit may set, by the field the caller sends. */
const EDITABLE = {
  coinPairId: { column: 'coin_pair_id' },
  code: { column: 'code' },
  name: { column: 'name' },
  status: { column: 'status' },
  displaySort: { column: 'display_sort' },
};

/**
 * Edits a pair under its row lock. The coin pair changes only while the pair has no round: a round's prices
 * are its coin pair's ticks, and its orders must keep meaning what they meant.
 */
export async function editFuturesPair(tx: Queryable, input: z.output<typeof futuresPairEdit>, now: Date): Promise<SettingChange[]> {
  const { rows } = await tx.query<{ coin_pair_id: number }>(
    'select coin_pair_id from futures_pairs where id = $1 and deleted_date is null for update',
    [input.id],
  );
  if (!rows[0]) throw notFound(`Futures pair ${input.id} does not exist`);
  if (input.coinPairId !== undefined && input.coinPairId !== rows[0].coin_pair_id) {
    await coinPairCode(tx, input.coinPairId);
    const rounds = await roundCount(tx, input.id);
    if (rounds) throw conflict(`Futures pair ${input.id} has ${rounds} rounds: its coin pair can no longer change`);
  }
  if (input.code !== undefined) await checkCodeFree(tx, input.code, input.id);
  const { id: _id, ...sets } = input;
  return updateWithChanges(tx, 'futures_pairs', input.id, EDITABLE, sets, now);
}

async function roundCount(db: Queryable, pairId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from futures_rounds where futures_pair_id = $1', [pairId]);
  return Number(rows[0].n);
}

/**
 * Deletes a pair that was never used: no round ever ran on it (so no order either). A used pair is refused
 * with a 409 saying what uses it: its rounds and orders are records that must keep their pair; deactivate
 * it instead. The pair and its gameplays are marked deleted (the code becomes free again).
 */
export async function deleteFuturesPair(tx: Queryable, id: number, now: Date): Promise<void> {
  const { rows } = await tx.query('select 1 from futures_pairs where id = $1 and deleted_date is null for update', [id]);
  if (!rows.length) throw notFound(`Futures pair ${id} does not exist`);
  const { rows: use } = await tx.query<{ rounds: number; orders: number }>(
    `select (select count(*)::int from futures_rounds where futures_pair_id = $1) as rounds,
            (select count(*)::int from futures_orders where futures_pair_id = $1) as orders`,
    [id],
  );
  const { rounds, orders } = use[0];
  if (rounds || orders) {
    throw conflict(
      `Futures pair ${id} is in use: it has ${rounds} rounds and ${orders} orders, which keep their pair. Deactivate it instead of deleting it`,
    );
  }
  await tx.query('update futures_gameplays set status = 0, update_date = $2 where futures_pair_id = $1', [id, now]);
  await tx.query('update futures_pairs set deleted_date = $2, status = 0, update_date = $2 where id = $1', [id, now]);
}
