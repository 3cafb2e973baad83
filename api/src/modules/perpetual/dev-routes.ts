import { bigRecordId, intLike } from '@console/contracts/schemas/common';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { conflict } from '../../http/errors';
import { route } from '../../http/routes';
import { Decimal } from '../../money';
import { placePerpetualOrder } from './engine/orders';
import { simulatedPerpetualTraderIds } from './simulated/traders';

/**
 * Development only (never registered in production): plays an end user placing a perpetual order, through the
 * same `placePerpetualOrder` a client platform's call uses, so the browser tests and a developer can follow an
 * order of their own (the simulated traders are off beside the browser tests). What is not given is chosen: the
 * best-funded demo trader, the first active pair, its least quantity, and for a limit order a price that waits
 * (a long below the mark, a short above, most of the pair's order-book range away).
 */

const price = z
  .string()
  .trim()
  .regex(/^\d{1,18}(\.\d{1,18})?$/, 'must be a positive decimal');

const devPerpetualOrder = z.object({
  userId: bigRecordId.optional(),
  pairId: intLike.min(1).optional(),
  direction: z.enum(['long', 'short']).default('long'),
  category: z.enum(['market', 'limit']).default('market'),
  quantity: price.optional(),
  leverage: intLike.min(1).max(125).optional(),
  price: price.optional(),
  /** Take-profit and stop-loss, set on the position when the order fills. */
  tpPrice: price.optional(),
  slPrice: price.optional(),
});

const perpetualOrderPlaced = z
  .object({
    orderId: z.number(),
    userId: z.number(),
    pairId: z.number(),
    status: z.enum(['filled', 'open']),
    positionId: z.number().nullable(),
    tickId: z.number(),
    price: z.string(),
  })
  .strict();

interface ChosenPair {
  id: number;
  quantity_min: string;
  order_book_price_range: string;
  mark: string | null;
}

async function chosenPair(db: Queryable, pairId: number | undefined): Promise<ChosenPair> {
  const { rows } = await db.query<ChosenPair>(
    `select p.id, p.quantity_min::text as quantity_min, p.order_book_price_range::text as order_book_price_range,
       (select t.price::text from price_ticks t where t.coin_pair_id = p.coin_pair_id order by t.id desc limit 1) as mark
     from perpetual_pairs p where p.status = 1 and ($1::int is null or p.id = $1) order by p.display_sort, p.id limit 1`,
    [pairId ?? null],
  );
  if (!rows[0]) throw conflict(pairId === undefined ? 'No active perpetual pair' : `Perpetual pair ${pairId} is not active`);
  return rows[0];
}

/** A limit price that waits: most of the order-book range from the mark, below it for a long, above for a short. */
function waitingPrice(pair: ChosenPair, direction: 'long' | 'short'): string | undefined {
  if (!pair.mark) return undefined;
  const away = new Decimal(pair.order_book_price_range).times('0.8');
  const factor = direction === 'long' ? new Decimal(1).minus(away) : new Decimal(1).plus(away);
  return new Decimal(pair.mark).times(factor).toSignificantDigits(7).toFixed();
}

export function perpetualDevRoutes() {
  return [
    route({
      method: 'POST',
      path: 'dev/perpetual/order',
      name: 'Play end user perpetual order (development)',
      audit: true,
      body: devPerpetualOrder,
      response: perpetualOrderPlaced,
      handler: async ({ body, services: { db }, now }) => {
        const userId = body.userId ?? (await simulatedPerpetualTraderIds(db, 1))[0];
        if (userId === undefined) throw conflict('No demo user has a funded USDT perpetual wallet');
        const pair = await chosenPair(db, body.pairId);
        const placed = await db.transaction((tx) =>
          placePerpetualOrder(tx, {
            userId,
            pairId: pair.id,
            direction: body.direction,
            category: body.category,
            quantity: body.quantity ?? new Decimal(pair.quantity_min).toFixed(),
            leverage: body.leverage,
            price: body.category === 'limit' ? (body.price ?? waitingPrice(pair, body.direction)) : undefined,
            tpPrice: body.tpPrice,
            slPrice: body.slPrice,
            ip: '127.0.0.1',
            now,
          }),
        );
        return { ...placed, userId, pairId: pair.id };
      },
    }),
  ];
}
