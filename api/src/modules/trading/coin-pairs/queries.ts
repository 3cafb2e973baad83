import type { CoinPair, coinPairAddFields, coinPairEditFields, coinPairListQuery } from '@console/contracts/schemas/trading-coins';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, sortedOrder } from '../../../db/list';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { marketOpenAt } from './market-hours';

interface CoinPairRow {
  id: number;
  code: string;
  name: string;
  logo: string | null;
  from_coin_id: number;
  from_code: string;
  to_coin_id: number;
  to_code: string;
  display: number;
  active: number;
  transfer_type: number;
  is_market_close: number;
  close_start_time: string | null;
  close_end_time: string | null;
  decimal_point: number;
  point_start: number;
  point_end: number;
  sort: number;
  last_price: string | null;
  last_tick_time: Date | null;
  create_date: Date;
  update_date: Date;
}

/** The pair with its coins' codes and the newest recorded tick (read backwards on the pair's tick index). */
const PAIR_COLUMNS = `p.id, p.code, p.name, p.logo, p.from_coin_id, fc.code as from_code, p.to_coin_id, tc.code as to_code,
  p.display, p.active, p.transfer_type, p.is_market_close, to_char(p.close_start_time, 'HH24:MI:SS') as close_start_time,
  to_char(p.close_end_time, 'HH24:MI:SS') as close_end_time, p.decimal_point, p.point_start, p.point_end, p.sort,
  t.price::text as last_price, t.tick_time as last_tick_time, p.create_date, p.update_date`;
const PAIR_FROM = `coin_pairs p join coins fc on fc.id = p.from_coin_id join coins tc on tc.id = p.to_coin_id
  left join lateral (select price, tick_time from price_ticks where coin_pair_id = p.id order by tick_time desc, id desc limit 1) t on true`;

const toCoinPair =
  (now: Date) =>
  (r: CoinPairRow): CoinPair => ({
    id: r.id,
    code: r.code,
    name: r.name,
    logoUrl: r.logo,
    fromCoinId: r.from_coin_id,
    fromCoinCode: r.from_code,
    toCoinId: r.to_coin_id,
    toCoinCode: r.to_code,
    display: r.display,
    activation: r.active,
    transferType: r.transfer_type,
    isMarketClose: r.is_market_close,
    closeStartTime: r.close_start_time,
    closeEndTime: r.close_end_time,
    decimalPoint: r.decimal_point,
    pointStart: r.point_start,
    pointEnd: r.point_end,
    sort: r.sort,
    marketOpen: marketOpenAt(
      {
        transferType: r.transfer_type,
        isMarketClose: r.is_market_close,
        closeStartTime: r.close_start_time,
        closeEndTime: r.close_end_time,
      },
      now,
    ),
    lastPrice: r.last_price,
    lastTickTime: iso(r.last_tick_time),
    createTime: iso(r.create_date)!,
    updateTime: iso(r.update_date)!,
  });

export function coinPairPage(db: Queryable, q: z.output<typeof coinPairListQuery>, now: Date) {
  const filters = new Filters().eq('p.active', q.activation);
  if (q.code) {
    const pattern = filters.containsParam(q.code);
    filters.where(`(p.code ilike ${pattern} or p.name ilike ${pattern})`);
  }
  if (q.coinId) {
    const coin = filters.param(q.coinId);
    filters.where(`(p.from_coin_id = ${coin} or p.to_coin_id = ${coin})`);
  }
  return listPage(db, {
    select: PAIR_COLUMNS,
    from: PAIR_FROM,
    filters,
    orderBy: sortedOrder('coinPairs', { id: 'p.id', sort: 'p.sort' }, q, 'p.sort, p.id', 'p.id'),
    paging: q,
    map: toCoinPair(now),
  });
}

export async function findCoinPair(db: Queryable, id: number, now: Date): Promise<CoinPair> {
  const { rows } = await db.query<CoinPairRow>(`select ${PAIR_COLUMNS} from ${PAIR_FROM} where p.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Coin pair ${id} does not exist`);
  return toCoinPair(now)(rows[0]);
}

async function coinIdOf(tx: Queryable, code: string): Promise<number> {
  const { rows } = await tx.query<{ id: number }>('select id from coins where code = $1', [code]);
  if (!rows[0]) throw fieldError('tradingPair', `there is no coin ${code}`);
  return rows[0].id;
}

/** The close window is kept only while it applies: a pair that never closes has none. */
const closeWindow = (p: { isMarketClose: number; closeStartTime?: string; closeEndTime?: string }) =>
  p.isMarketClose === 1 ? [p.closeStartTime ?? null, p.closeEndTime ?? null] : [null, null];

export async function addCoinPair(tx: Queryable, input: z.output<typeof coinPairAddFields>, logo: string, now: Date): Promise<CoinPair> {
  const [fromCode, toCode] = input.tradingPair.split('/');
  if (fromCode === toCode) throw fieldError('tradingPair', 'must name two different coins');
  const fromId = await coinIdOf(tx, fromCode);
  const toId = await coinIdOf(tx, toCode);
  const { rows: same } = await tx.query<{ code: string; from_coin_id: number }>(
    'select code, from_coin_id from coin_pairs where code = $1 or (from_coin_id = $2 and to_coin_id = $3)',
    [input.code, fromId, toId],
  );
  if (same[0]) {
    throw conflict(
      same[0].code === input.code
        ? `A coin pair ${input.code} already exists`
        : `A coin pair of ${input.tradingPair} already exists (${same[0].code})`,
    );
  }
  const [closeStart, closeEnd] = closeWindow(input);
  const { rows } = await tx.query<{ id: number }>(
    `insert into coin_pairs (code, name, from_coin_id, to_coin_id, active, display, sort, logo, transfer_type, is_market_close,
       close_start_time, close_end_time, decimal_point, point_start, point_end, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, coalesce($7, (select coalesce(max(sort), 0) + 1 from coin_pairs)), $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)
     returning id`,
    [
      input.code,
      input.name,
      fromId,
      toId,
      input.activation,
      input.display,
      input.sort ?? null,
      logo,
      input.transferType,
      input.isMarketClose,
      closeStart,
      closeEnd,
      input.decimalPoint,
      input.pointStart,
      input.pointEnd,
      now,
    ],
  );
  return findCoinPair(tx, rows[0].id, now);
}

/** Edits a pair's display fields, market hours and activation; a new logo replaces the old one when sent. */
export async function editCoinPair(
  tx: Queryable,
  input: z.output<typeof coinPairEditFields>,
  logo: string | undefined,
  now: Date,
): Promise<CoinPair> {
  const { rows: found } = await tx.query('select id from coin_pairs where id = $1 for update', [input.id]);
  if (!found[0]) throw notFound(`Coin pair ${input.id} does not exist`);
  const [closeStart, closeEnd] = closeWindow(input);
  await tx.query(
    `update coin_pairs set name = $2, active = $3, display = $4, sort = coalesce($5, sort), logo = coalesce($6, logo),
       transfer_type = $7, is_market_close = $8, close_start_time = $9, close_end_time = $10, decimal_point = $11,
       point_start = $12, point_end = $13, update_date = $14
     where id = $1`,
    [
      input.id,
      input.name,
      input.activation,
      input.display,
      input.sort ?? null,
      logo ?? null,
      input.transferType,
      input.isMarketClose,
      closeStart,
      closeEnd,
      input.decimalPoint,
      input.pointStart,
      input.pointEnd,
      now,
    ],
  );
  return findCoinPair(tx, input.id, now);
}
