import type {
  ConvertOrder,
  ConvertPair,
  convertOrderListQuery,
  convertPairAdd,
  convertPairEdit,
  convertPairListQuery,
} from '@console/contracts/schemas/trading-convert';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { keyOfUrl } from '../../../core/files/storage';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { marketOpenAt } from '../coin-pairs/market-hours';
import { quoteOf, quoteValiditySeconds } from './orders';

interface ConvertPairRow {
  id: number;
  coin_pair_id: number;
  pair_code: string;
  name: string;
  code: string;
  logo: string | null;
  from_coin_id: number;
  from_code: string;
  to_coin_id: number;
  to_code: string;
  activation: number;
  pair_active: number;
  transfer_type: number;
  is_market_close: number;
  close_start_time: string | null;
  close_end_time: string | null;
  decimal_point: number;
  spread: string;
  buy_min_amount: string;
  buy_max_amount: string | null;
  sell_min_amount: string;
  sell_max_amount: string | null;
  sort: number;
  tick_id: string | null;
  tick_price: string | null;
  tick_time: Date | null;
  create_date: Date;
  update_date: Date;
  halted: boolean;
}

const PAIR_COLUMNS = `x.id, x.coin_pair_id, p.code as pair_code, x.name, x.code, x.logo, p.from_coin_id, fc.code as from_code,
  p.to_coin_id, tc.code as to_code, x.activation, p.active as pair_active, p.transfer_type, p.is_market_close,
  to_char(p.close_start_time, 'HH24:MI:SS') as close_start_time, to_char(p.close_end_time, 'HH24:MI:SS') as close_end_time,
  p.decimal_point, trim_scale(x.spread)::text as spread, x.buy_min_amount::text as buy_min_amount, x.buy_max_amount::text as buy_max_amount,
  x.sell_min_amount::text as sell_min_amount, x.sell_max_amount::text as sell_max_amount, x.sort,
  t.id as tick_id, t.price::text as tick_price, t.tick_time, x.create_date, x.update_date,
  coalesce((select g.state <> 'armed' from risk_guards g where g.coin_pair_id = p.id), false) as halted`;

/** The pairs with their coin pair, coins and the newest tick at `at` (the placeholder of the moment). */
const pairFrom = (at: string) => `convert_pairs x join coin_pairs p on p.id = x.coin_pair_id
  join coins fc on fc.id = p.from_coin_id join coins tc on tc.id = p.to_coin_id
  left join lateral (select id, price, tick_time from price_ticks
    where coin_pair_id = p.id and tick_time <= ${at} order by tick_time desc, id desc limit 1) t on true`;

const toConvertPair =
  (now: Date, validity: number) =>
  (r: ConvertPairRow): ConvertPair => ({
    id: r.id,
    tradingPairId: r.coin_pair_id,
    tradingPairCode: r.pair_code,
    name: r.name,
    code: r.code,
    logo: r.logo,
    fromCoinId: r.from_coin_id,
    fromCoinCode: r.from_code,
    toCoinId: r.to_coin_id,
    toCoinCode: r.to_code,
    activation: r.activation,
    tradable:
      r.pair_active === 1 &&
      !r.halted &&
      marketOpenAt(
        {
          transferType: r.transfer_type,
          isMarketClose: r.is_market_close,
          closeStartTime: r.close_start_time,
          closeEndTime: r.close_end_time,
        },
        now,
      ),
    spread: r.spread,
    buyMinAmount: r.buy_min_amount,
    buyMaxAmount: r.buy_max_amount,
    sellMinAmount: r.sell_min_amount,
    sellMaxAmount: r.sell_max_amount,
    sort: r.sort,
    quote:
      r.tick_id && r.tick_price && r.tick_time
        ? quoteOf(
            { id: Number(r.tick_id), coinPairId: r.coin_pair_id, price: r.tick_price, at: new Date(r.tick_time), source: '' },
            r.spread,
            r.decimal_point,
            validity,
            now,
          )
        : null,
    quoteValiditySeconds: validity,
    createDate: iso(r.create_date)!,
    updateDate: iso(r.update_date)!,
  });

/** Convert pairs, each with the price a user would get now (the newest recorded tick with the spread applied). */
export async function convertPairPage(db: Queryable, q: z.output<typeof convertPairListQuery>, now: Date) {
  const validity = await quoteValiditySeconds(db);
  const filters = new Filters();
  const at = filters.param(now);
  filters.where('x.deleted_date is null').eq('x.activation', q.activation);
  if (q.name) {
    const pattern = filters.containsParam(q.name);
    filters.where(`(x.name ilike ${pattern} or x.code ilike ${pattern})`);
  }
  return listPage(db, {
    select: PAIR_COLUMNS,
    from: pairFrom(at),
    filters,
    orderBy: sortedOrder('convertPairs', { id: 'x.id', sort: 'x.sort' }, q, 'x.sort, x.id', 'x.id'),
    paging: q,
    map: toConvertPair(now, validity),
  });
}

export async function findConvertPair(db: Queryable, id: number, now: Date): Promise<ConvertPair> {
  const validity = await quoteValiditySeconds(db);
  const { rows } = await db.query<ConvertPairRow>(
    `select ${PAIR_COLUMNS} from ${pairFrom('$2')} where x.id = $1 and x.deleted_date is null`,
    [id, now],
  );
  if (!rows[0]) throw notFound(`Convert pair ${id} does not exist`);
  return toConvertPair(now, validity)(rows[0]);
}

/** A logo is an image uploaded to the API (`fileStorage/uploadImg`): no outside address is shown to staff. */
async function checkLogo(tx: Queryable, logo: string | null | undefined): Promise<void> {
  if (!logo) return;
  const key = keyOfUrl(logo);
  const { rows } = key ? await tx.query("select 1 from stored_files where key = $1 and kind = 'image'", [key]) : { rows: [] };
  if (!rows.length) throw fieldError('logo', 'must be the address of an image uploaded with fileStorage/uploadImg');
}

/** Adds the convert pair of a coin pair (one per coin pair); its name, code and logo default to the coin pair's. */
export async function addConvertPair(tx: Queryable, input: z.output<typeof convertPairAdd>, now: Date): Promise<ConvertPair> {
  const { rows: pairs } = await tx.query<{ code: string; name: string; logo: string | null }>(
    'select code, name, logo from coin_pairs where id = $1 for share',
    [input.tradingPairId],
  );
  const pair = pairs[0];
  if (!pair) throw fieldError('tradingPairId', `coin pair ${input.tradingPairId} does not exist`);
  await checkLogo(tx, input.logo);
  // Serialises adds of one coin pair so that the check below sees the other's row.
  await tx.query('select pg_advisory_xact_lock(7310024, $1)', [input.tradingPairId]);
  const { rows: same } = await tx.query<{ id: number }>('select id from convert_pairs where coin_pair_id = $1 and deleted_date is null', [
    input.tradingPairId,
  ]);
  if (same[0]) throw conflict(`Coin pair ${pair.code} already has a convert pair (${same[0].id})`);
  const { rows } = await tx.query<{ id: number }>(
    `insert into convert_pairs (coin_pair_id, name, code, logo, activation, spread, buy_min_amount, buy_max_amount, sell_min_amount,
       sell_max_amount, sort, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, coalesce($11, (select coalesce(max(sort), 0) + 1 from convert_pairs)), $12, $12)
     returning id`,
    [
      input.tradingPairId,
      input.name ?? pair.name,
      input.code ?? pair.code,
      input.logo === undefined ? pair.logo : input.logo,
      input.activation ?? 1,
      input.spread ?? '0',
      input.buyMinAmount ?? '0',
      input.buyMaxAmount ?? null,
      input.sellMinAmount ?? '0',
      input.sellMaxAmount ?? null,
      input.sort ?? null,
      now,
    ],
  );
  return findConvertPair(tx, rows[0].id, now);
}

/** Changes what is sent; the limits are checked against each other as they will stand. */
export async function editConvertPair(tx: Queryable, input: z.output<typeof convertPairEdit>, now: Date): Promise<ConvertPair> {
  const { rows } = await tx.query<{ buy_min: string; buy_max: string | null; sell_min: string; sell_max: string | null }>(
    `select buy_min_amount::text as buy_min, buy_max_amount::text as buy_max, sell_min_amount::text as sell_min,
       sell_max_amount::text as sell_max
     from convert_pairs where id = $1 and deleted_date is null for update`,
    [input.id],
  );
  const old = rows[0];
  if (!old) throw notFound(`Convert pair ${input.id} does not exist`);
  await checkLogo(tx, input.logo);
  const set = <T>(sent: T | undefined, kept: T) => (sent === undefined ? kept : sent);
  const limits = {
    buyMin: set(input.buyMinAmount, old.buy_min),
    buyMax: set(input.buyMaxAmount, old.buy_max),
    sellMin: set(input.sellMinAmount, old.sell_min),
    sellMax: set(input.sellMaxAmount, old.sell_max),
  };
  const { rows: check } = await tx.query<{ buy: boolean; sell: boolean }>(
    'select ($2::numeric is null or $2::numeric >= $1::numeric) as buy, ($4::numeric is null or $4::numeric >= $3::numeric) as sell',
    [limits.buyMin, limits.buyMax, limits.sellMin, limits.sellMax],
  );
  if (!check[0].buy) throw fieldError('buyMaxAmount', 'must not be below buyMinAmount');
  if (!check[0].sell) throw fieldError('sellMaxAmount', 'must not be below sellMinAmount');
  await tx.query(
    `update convert_pairs set name = coalesce($2, name), code = coalesce($3, code), logo = case when $4 then $5 else logo end,
       activation = coalesce($6, activation), spread = coalesce($7, spread), buy_min_amount = $8, buy_max_amount = $9,
       sell_min_amount = $10, sell_max_amount = $11, sort = coalesce($12, sort), update_date = $13
     where id = $1`,
    [
      input.id,
      input.name ?? null,
      input.code ?? null,
      input.logo !== undefined,
      input.logo ?? null,
      input.activation ?? null,
      input.spread ?? null,
      limits.buyMin,
      limits.buyMax,
      limits.sellMin,
      limits.sellMax,
      input.sort ?? null,
      now,
    ],
  );
  return findConvertPair(tx, input.id, now);
}

/** Deletes a convert pair: no new orders; its orders stay, with the pair's name as it was. */
export async function deleteConvertPair(tx: Queryable, id: number, operator: string, now: Date): Promise<void> {
  const { rows } = await tx.query(
    'update convert_pairs set deleted_date = $2, deleted_by = $3, activation = 0, update_date = $2 where id = $1 and deleted_date is null returning id',
    [id, now, operator],
  );
  if (!rows[0]) throw notFound(`Convert pair ${id} does not exist`);
}

interface ConvertOrderRow {
  id: string;
  user_id: string;
  email: string | null;
  convert_pair_id: number;
  pair_name: string;
  direction: number;
  pay_code: string;
  receive_code: string;
  wallet_type: number;
  amount: string;
  price: string;
  feed_price: string;
  spread: string;
  tick_id: string;
  tick_time: Date;
  real_amount: string;
  ip: string | null;
  create_date: Date;
}

export const ORDER_COLUMNS = `o.id, o.user_id, u.email, o.convert_pair_id, o.pair_name, o.direction, pc.code as pay_code,
  rc.code as receive_code, o.wallet_type, o.amount::text as amount, o.price::text as price, o.feed_price::text as feed_price,
  trim_scale(o.spread)::text as spread, o.tick_id, o.tick_time, o.real_amount::text as real_amount, o.ip, o.create_date`;
export const ORDER_FROM = `convert_orders o join users u on u.id = o.user_id
  join coins pc on pc.id = o.pay_coin_id join coins rc on rc.id = o.receive_coin_id`;

const toConvertOrder = (r: ConvertOrderRow): ConvertOrder => ({
  id: Number(r.id),
  accountId: Number(r.user_id),
  email: r.email,
  convertPairId: r.convert_pair_id,
  pairName: r.pair_name,
  direction: r.direction,
  fromCoinCode: r.pay_code,
  toCoinCode: r.receive_code,
  walletType: r.wallet_type,
  amount: r.amount,
  price: r.price,
  feedPrice: r.feed_price,
  spread: r.spread,
  tickId: Number(r.tick_id),
  tickTime: iso(r.tick_time)!,
  realAmount: r.real_amount,
  ip: r.ip,
  createDate: iso(r.create_date)!,
});

export type ConvertOrderFilters = Omit<z.output<typeof convertOrderListQuery>, 'pageNum' | 'pageSize'>;

export function convertOrderFilters(q: ConvertOrderFilters): Filters {
  const filters = new Filters()
    .eq('o.id', q.id)
    .eq('o.user_id', q.accountId)
    .eq('o.convert_pair_id', q.convertPairId)
    .eq('o.direction', q.direction)
    .between('o.create_date', parseDate(q.startTime), parseDate(q.endTime));
  if (q.coinId) {
    const coin = filters.param(q.coinId);
    filters.where(`(o.pay_coin_id = ${coin} or o.receive_coin_id = ${coin})`);
  }
  return filters;
}

export function convertOrderPage(db: Queryable, q: z.output<typeof convertOrderListQuery>) {
  return listPage(db, {
    select: ORDER_COLUMNS,
    from: ORDER_FROM,
    filters: convertOrderFilters(q),
    orderBy: sortedOrder(
      'convertOrders',
      { id: 'o.id', createDate: 'o.create_date', amount: 'o.amount' },
      q,
      'o.create_date desc, o.id desc',
      'o.id',
    ),
    paging: q,
    map: toConvertOrder,
  });
}

export async function findConvertOrder(db: Queryable, id: number): Promise<ConvertOrder> {
  const { rows } = await db.query<ConvertOrderRow>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Convert order ${id} does not exist`);
  return toConvertOrder(rows[0]);
}
