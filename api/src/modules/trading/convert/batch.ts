import type { Queryable } from '../../../db/database';
import { conflict, notFound } from '../../../http/errors';
import type { Decimal } from '../../../money';
import type { RecordedTick } from '../../market/ticks';
import { postMany, type WalletChange } from '../../wallets/ledger';
import {
  CONVERT_CHANGE_TYPE,
  CONVERT_WALLET_TYPE,
  type ConvertLegs,
  checkSideAndAmount,
  legsOf,
  type PairForOrder,
  pricedOrder,
  quotingTick,
  tradingConvertPair,
} from './orders';

/** One order of a batch: who pays what on which side of which convert pair. */
export interface BatchConvertOrder {
  userId: number;
  convertPairId: number;
  side: number;
  amount: string;
  ip: string | null;
}

/**
 * The batch form of `placeConvertOrder`: many orders at one moment, all or none, in the caller's transaction,
 * in a few statements whatever their number (the demo history places thousands; a client platform batching its
 * users' orders could call it too). The same steps, once per pair of the batch (the pair trades, its newest tick
 * is a valid quote) and per order (side, amount, decimals, limits, the price under the spread and what is
 * received), every user active; then the orders in one statement and both legs of each through the ledger's
 * `postMany` (missing wallets made first, every wallet locked in id order, one change-log row per leg,
 * reference `convert:<id>`, a user's rows in the order of the batch). A user short of funds makes the whole
 * batch a 409. Answers the orders' ids, in the order given.
 */
export async function placeConvertOrders(tx: Queryable, input: { orders: readonly BatchConvertOrder[]; now: Date }): Promise<number[]> {
  const { orders, now } = input;
  if (orders.length === 0) return [];
  for (const o of orders) checkSideAndAmount(o.side, o.amount);
  const pairs = new Map<number, { pair: PairForOrder; tick: RecordedTick | null }>();
  for (const id of [...new Set(orders.map((o) => o.convertPairId))].sort((a, b) => a - b)) {
    pairs.set(id, { pair: await tradingConvertPair(tx, id, now), tick: null });
  }
  const legs: ConvertLegs[] = orders.map((o) => legsOf((pairs.get(o.convertPairId) as { pair: PairForOrder }).pair, o.side, o.amount));
  for (const entry of pairs.values()) entry.tick = await quotingTick(tx, entry.pair, now);
  const priced: { price: Decimal; received: Decimal }[] = orders.map((o, i) => {
    const { pair, tick } = pairs.get(o.convertPairId) as { pair: PairForOrder; tick: RecordedTick };
    return pricedOrder(pair, legs[i], tick);
  });

  const userIds = [...new Set(orders.map((o) => o.userId))];
  const { rows: users } = await tx.query<{ id: string; status: number }>('select id, status from users where id = any($1::bigint[])', [
    userIds,
  ]);
  const status = new Map(users.map((u) => [Number(u.id), u.status]));
  for (const id of userIds) {
    if (!status.has(id)) throw notFound(`User ${id} does not exist`);
    if (status.get(id) !== 1) throw conflict(`User ${id} is not active`);
  }

  const entry = (o: BatchConvertOrder) => pairs.get(o.convertPairId) as { pair: PairForOrder; tick: RecordedTick };
  const { rows: inserted } = await tx.query<{ id: string }>(
    `insert into convert_orders (user_id, convert_pair_id, coin_pair_id, pair_name, direction, pay_coin_id, receive_coin_id, wallet_type,
       amount, real_amount, price, feed_price, spread, tick_id, tick_time, ip, create_date)
     select * from unnest($1::bigint[], $2::int[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::numeric[],
       $10::numeric[], $11::numeric[], $12::numeric[], $13::numeric[], $14::bigint[], $15::timestamptz[], $16::text[], $17::timestamptz[])
     returning id`,
    [
      orders.map((o) => o.userId),
      orders.map((o) => o.convertPairId),
      orders.map((o) => entry(o).pair.coin_pair_id),
      orders.map((o) => entry(o).pair.name),
      orders.map((o) => o.side),
      legs.map((l) => l.pay.id),
      legs.map((l) => l.receive.id),
      orders.map(() => CONVERT_WALLET_TYPE),
      legs.map((l) => l.amount.toFixed()),
      priced.map((p) => p.received.toFixed()),
      priced.map((p) => p.price.toFixed()),
      orders.map((o) => entry(o).tick.price),
      orders.map((o) => entry(o).pair.spread),
      orders.map((o) => entry(o).tick.id),
      orders.map((o) => entry(o).tick.at),
      orders.map((o) => o.ip),
      orders.map(() => now),
    ],
  );
  // Ids come back in insertion order, which follows the arrays' order (serial values are drawn as rows are produced).
  const ids = inserted.map((r) => Number(r.id)).sort((a, b) => a - b);

  // Every wallet a leg needs, made empty when the user has none yet (as `lockWallet` does), then their ids.
  const keys = orders.flatMap((o, i) => [
    [o.userId, legs[i].pay.id],
    [o.userId, legs[i].receive.id],
  ]);
  const { rows: wallets } = await tx.query<{ id: string; user_id: string; coin_id: number }>(
    `with wanted as (select distinct user_id, coin_id from unnest($1::bigint[], $2::int[]) as k(user_id, coin_id)),
     made as (
       insert into user_wallets (user_id, coin_id, wallet_type, create_date, update_date)
       select user_id, coin_id, $3, $4, $4 from wanted on conflict (user_id, coin_id, wallet_type) do nothing
     )
     select w.id, w.user_id, w.coin_id from user_wallets w join wanted k on k.user_id = w.user_id and k.coin_id = w.coin_id
     where w.wallet_type = $3`,
    [keys.map((k) => k[0]), keys.map((k) => k[1]), CONVERT_WALLET_TYPE, now],
  );
  let walletOf = new Map(wallets.map((w) => [`${w.user_id}:${w.coin_id}`, Number(w.id)]));
  if (walletOf.size < new Set(keys.map((k) => `${k[0]}:${k[1]}`)).size) {
    // Made by the statement above: its own select does not see them; read again.
    const { rows: again } = await tx.query<{ id: string; user_id: string; coin_id: number }>(
      `select w.id, w.user_id, w.coin_id from user_wallets w join unnest($1::bigint[], $2::int[]) as k(user_id, coin_id)
         on k.user_id = w.user_id and k.coin_id = w.coin_id where w.wallet_type = $3`,
      [keys.map((k) => k[0]), keys.map((k) => k[1]), CONVERT_WALLET_TYPE],
    );
    walletOf = new Map(again.map((w) => [`${w.user_id}:${w.coin_id}`, Number(w.id)]));
  }
  const changes: WalletChange[] = orders.flatMap((o, i) => [
    {
      walletId: walletOf.get(`${o.userId}:${legs[i].pay.id}`) as number,
      field: 'balance' as const,
      delta: legs[i].amount.negated(),
      changeType: CONVERT_CHANGE_TYPE,
      reference: `convert:${ids[i]}`,
    },
    {
      walletId: walletOf.get(`${o.userId}:${legs[i].receive.id}`) as number,
      field: 'balance' as const,
      delta: priced[i].received,
      changeType: CONVERT_CHANGE_TYPE,
      reference: `convert:${ids[i]}`,
    },
  ]);
  await postMany(tx, changes, { operator: null, now });
  return ids;
}
