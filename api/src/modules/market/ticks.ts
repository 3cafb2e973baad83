import type { Queryable } from '../../db/database';

/** A recorded price of a coin pair: what every open, close, mark, trigger and quote price refers to by id. */
export interface RecordedTick {
  id: number;
  coinPairId: number;
  /** Decimal string, as the database keeps it. */
  price: string;
  at: Date;
  source: string;
}

interface TickRow {
  id: string;
  coin_pair_id: number;
  price: string;
  tick_time: Date;
  source: string;
}

const TICK_COLUMNS = 'id, coin_pair_id, price::text as price, tick_time, source';

function toTick(row: TickRow): RecordedTick {
  return { id: Number(row.id), coinPairId: row.coin_pair_id, price: row.price, at: row.tick_time, source: row.source };
}

/** Records a tick the feed gave and answers it with its id. */
export async function recordTick(
  db: Queryable,
  tick: { coinPairId: number; price: string; at: Date; source: string },
): Promise<RecordedTick> {
  const { rows } = await db.query<TickRow>(
    `insert into price_ticks (coin_pair_id, price, tick_time, source) values ($1, $2, $3, $4) returning ${TICK_COLUMNS}`,
    [tick.coinPairId, tick.price, tick.at, tick.source],
  );
  return toTick(rows[0]);
}

/** The newest recorded tick of a pair, or null when the feed has given none. */
export async function latestTick(db: Queryable, coinPairId: number): Promise<RecordedTick | null> {
  const { rows } = await db.query<TickRow>(
    `select ${TICK_COLUMNS} from price_ticks where coin_pair_id = $1 order by tick_time desc, id desc limit 1`,
    [coinPairId],
  );
  return rows[0] ? toTick(rows[0]) : null;
}

/** The newest tick of a pair at or before `at` (the price in force at that moment), or null. */
export async function tickAtOrBefore(db: Queryable, coinPairId: number, at: Date): Promise<RecordedTick | null> {
  const { rows } = await db.query<TickRow>(
    `select ${TICK_COLUMNS} from price_ticks where coin_pair_id = $1 and tick_time <= $2 order by tick_time desc, id desc limit 1`,
    [coinPairId, at],
  );
  return rows[0] ? toTick(rows[0]) : null;
}

/** A recorded tick by id (a round's, order's or record's price), or null. */
export async function tickById(db: Queryable, id: number): Promise<RecordedTick | null> {
  const { rows } = await db.query<TickRow>(`select ${TICK_COLUMNS} from price_ticks where id = $1`, [id]);
  return rows[0] ? toTick(rows[0]) : null;
}
