import type {
  PerpetualChange,
  PerpetualPair,
  perpetualPairAdd,
  perpetualPairEdit,
  perpetualPairListQuery,
} from '@console/contracts/schemas/perpetual';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, sortedOrder, decimalText } from '../../../db/list';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { updateWithChanges } from '../changes';

interface PairRow {
  id: number;
  coin_pair_id: number;
  coin_pair_code: string;
  name: string;
  multiplier: string;
  order_book_price_range: string;
  quantity_precision: number;
  quantity_max: string;
  quantity_min: string;
  display_sort: number;
  status: number;
  display_switch: number;
  mark_price: string | null;
  mark_tick_id: string | null;
  tick_at: Date | null;
  open_positions: number;
  create_date: Date;
  update_date: Date;
}

/** A pair (`p`) with its coin pair's code, the coin pair's newest recorded tick (the mark) and its open positions. */
const PAIR_COLUMNS = `p.id, p.coin_pair_id, cp.code as coin_pair_code, p.name, ${decimalText('p.multiplier')} as multiplier,
  ${decimalText('p.order_book_price_range')} as order_book_price_range, p.quantity_precision, ${decimalText('p.quantity_max')} as quantity_max,
  ${decimalText('p.quantity_min')} as quantity_min, p.display_sort, p.status, p.display_switch, ${decimalText('m.price')} as mark_price,
  m.id as mark_tick_id, m.tick_time as tick_at,
  (select count(*)::int from perpetual_positions x where x.pair_id = p.id and x.status = 'open') as open_positions,
  p.create_date, p.update_date`;
const PAIR_FROM = `perpetual_pairs p join coin_pairs cp on cp.id = p.coin_pair_id
  left join lateral (select t.id, t.price, t.tick_time from price_ticks t where t.coin_pair_id = p.coin_pair_id
                     order by t.tick_time desc, t.id desc limit 1) m on true`;

const toPair = (r: PairRow): PerpetualPair => ({
  id: r.id,
  tradingPairId: r.coin_pair_id,
  tradingPairName: r.coin_pair_code,
  name: r.name,
  multiplier: r.multiplier,
  orderBookPriceRange: r.order_book_price_range,
  quantityPrecision: r.quantity_precision,
  quantityMax: r.quantity_max,
  quantityMin: r.quantity_min,
  displaySort: r.display_sort,
  status: r.status,
  displaySwitch: r.display_switch,
  markPrice: r.mark_price,
  markTickId: r.mark_tick_id === null ? null : Number(r.mark_tick_id),
  tickAt: iso(r.tick_at),
  openPositions: Number(r.open_positions),
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

/** `perpetual/trading-pair/list`: in display order unless sorted by id or display order (`perpetualPairs`). */
export function perpetualPairPage(db: Queryable, q: z.output<typeof perpetualPairListQuery>) {
  const filters = new Filters()
    .eq('p.coin_pair_id', q.tradingPairId)
    .eq('p.status', q.status)
    .eq('p.display_switch', q.displaySwitch)
    .contains('p.name', q.name);
  const orderBy = sortedOrder('perpetualPairs', { id: 'p.id', displaySort: 'p.display_sort' }, q, 'p.display_sort, p.id', 'p.id');
  return listPage(db, { select: PAIR_COLUMNS, from: PAIR_FROM, filters, orderBy, paging: q, map: toPair });
}

export async function findPerpetualPair(db: Queryable, id: number): Promise<PerpetualPair> {
  const { rows } = await db.query<PairRow>(`select ${PAIR_COLUMNS} from ${PAIR_FROM} where p.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Perpetual pair ${id} does not exist`);
  return toPair(rows[0]);
}

async function checkCoinPair(db: Queryable, coinPairId: number): Promise<void> {
  const { rows } = await db.query('select 1 from coin_pairs where id = $1', [coinPairId]);
  if (!rows[0]) throw fieldError('tradingPairId', `coin pair ${coinPairId} does not exist`);
}

async function checkNameFree(db: Queryable, name: string, exceptId?: number): Promise<void> {
  const { rows } = await db.query('select 1 from perpetual_pairs where lower(name) = lower($1) and id <> coalesce($2::int, 0)', [
    name,
    exceptId ?? null,
  ]);
  if (rows.length) throw conflict(`A perpetual pair named ${name} already exists`);
}

/**
 * Adds a pair. Its engine starts at the coin pair's newest recorded tick: ticks before it have nothing to apply to.
 */
export async function addPerpetualPair(tx: Queryable, input: z.output<typeof perpetualPairAdd>, now: Date): Promise<number> {
  await checkCoinPair(tx, input.tradingPairId);
  await checkNameFree(tx, input.name);
  const { rows } = await tx.query<{ id: number }>(
    `insert into perpetual_pairs (coin_pair_id, name, multiplier, order_book_price_range, quantity_precision, quantity_min, quantity_max,
       display_sort, status, display_switch, last_tick_id, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
       (select id from price_ticks where coin_pair_id = $1 order by tick_time desc, id desc limit 1), $11, $11)
     returning id`,
    [
      input.tradingPairId,
      input.name,
      input.multiplier,
      input.orderBookPriceRange,
      input.quantityPrecision,
      input.quantityMin,
      input.quantityMax,
      input.displaySort,
      input.status,
      input.displaySwitch,
      now,
    ],
  );
  return rows[0].id;
}

const EDITABLE = {
  tradingPairId: { column: 'coin_pair_id' },
  name: { column: 'name' },
  multiplier: { column: 'multiplier', read: 'decimal' as const },
  orderBookPriceRange: { column: 'order_book_price_range', read: 'decimal' as const },
  quantityPrecision: { column: 'quantity_precision' },
  quantityMin: { column: 'quantity_min', read: 'decimal' as const },
  quantityMax: { column: 'quantity_max', read: 'decimal' as const },
  displaySort: { column: 'display_sort' },
  status: { column: 'status' },
  displaySwitch: { column: 'display_switch' },
};

/**
 * Edits a pair under its row lock (the engine's lock: no tick is applied meanwhile). The coin pair and the
 * multiplier change only while the pair has no open position or order: those were priced and margined with them.
 */
export async function editPerpetualPair(
  tx: Queryable,
  id: number,
  input: z.output<typeof perpetualPairEdit>,
  now: Date,
): Promise<PerpetualChange[]> {
  const { rows } = await tx.query<{ coin_pair_id: number; multiplier: string; quantity_min: string; quantity_max: string }>(
    'select coin_pair_id, multiplier::text, quantity_min::text, quantity_max::text from perpetual_pairs where id = $1 for no key update',
    [id],
  );
  const pair = rows[0];
  if (!pair) throw notFound(`Perpetual pair ${id} does not exist`);
  const min = input.quantityMin ?? pair.quantity_min;
  const max = input.quantityMax ?? pair.quantity_max;
  if (Number(min) > Number(max)) throw fieldError('quantityMin', `must not be more than quantityMax (${max})`);
  const movesCoinPair = input.tradingPairId !== undefined && input.tradingPairId !== pair.coin_pair_id;
  if (movesCoinPair) await checkCoinPair(tx, input.tradingPairId as number);
  if (movesCoinPair || (input.multiplier !== undefined && Number(input.multiplier) !== Number(pair.multiplier))) {
    const { rows: use } = await tx.query<{ positions: number; orders: number }>(
      `select (select count(*)::int from perpetual_positions where pair_id = $1 and status = 'open') as positions,
              (select count(*)::int from perpetual_orders where pair_id = $1 and status = 'open') as orders`,
      [id],
    );
    if (use[0].positions || use[0].orders) {
      throw conflict(
        `Perpetual pair ${id} has ${use[0].positions} open positions and ${use[0].orders} open orders: its coin pair and multiplier cannot change`,
      );
    }
  }
  if (input.name !== undefined) await checkNameFree(tx, input.name, id);
  const changes = await updateWithChanges(tx, 'perpetual_pairs', id, EDITABLE, input, { now });
  if (movesCoinPair) {
    await tx.query(
      `update perpetual_pairs set last_tick_id = (select id from price_ticks where coin_pair_id = $2 order by tick_time desc, id desc limit 1)
       where id = $1`,
      [id, input.tradingPairId],
    );
  }
  return changes;
}
