import { bigRecordId, intLike } from '@console/contracts/schemas/common';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { conflict } from '../../http/errors';
import { route } from '../../http/routes';
import { placeConvertOrder } from './convert/orders';
import { placeFuturesOrder } from './rounds/place-order';
import { simulatedTraderIds } from './simulated/traders';

/**
 * Development only (never registered in production): plays an end user placing a futures or a convert order,
 * through the same `placeFuturesOrder` and `placeConvertOrder` a client platform's call uses, so a chosen
 * order can be followed in the round's page and the user's wallet change records (`npm run trade-demo`).
 * What is not given is chosen: the demo trader with the most in their USDT futures wallet, the round open
 * now that locks last (the most time to watch it), the first active convert pair.
 */

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,18}(\.\d{1,18})?$/, 'must be a positive decimal')
  .refine((s) => /[1-9]/.test(s), { message: 'must be more than 0' });

const devFuturesOrder = z.object({
  userId: bigRecordId.optional(),
  roundId: bigRecordId.optional(),
  gameplayId: intLike.min(1).optional(),
  direction: z.enum(['long', 'short']).default('long'),
  amount: amount.default('10'),
});

const devConvertOrder = z.object({
  userId: bigRecordId.optional(),
  convertPairId: intLike.min(1).optional(),
  /** 1 buy the pair's first coin paying the second, 2 sell it. */
  side: z.union([z.literal(1), z.literal(2)]).default(1),
  amount: amount.default('20'),
});

const futuresOrderPlaced = z
  .object({
    orderId: z.number(),
    roundId: z.number(),
    userId: z.number(),
    direction: z.enum(['long', 'short']),
    amount: z.string(),
    orderPrice: z.string(),
    balance: z.string(),
    lockDate: z.string(),
    endDate: z.string(),
  })
  .strict();

const convertOrderPlaced = z
  .object({ orderId: z.number(), userId: z.number(), pair: z.string(), side: z.number(), amount: z.string(), received: z.string() })
  .strict();

async function chosenUser(db: Queryable, userId: number | undefined): Promise<number> {
  if (userId !== undefined) return userId;
  const [first] = await simulatedTraderIds(db, 1);
  if (first === undefined) throw conflict('No demo user has a funded USDT futures wallet');
  return first;
}

async function chosenRound(db: Queryable, body: z.infer<typeof devFuturesOrder>, now: Date): Promise<number> {
  if (body.roundId !== undefined) return body.roundId;
  const { rows } = await db.query<{ id: string }>(
    `select id from futures_rounds where status = 'open' and halted = 0 and start_date <= $1 and lock_date > $1
       and ($2::int is null or gameplay_id = $2) order by lock_date desc, id limit 1`,
    [now, body.gameplayId ?? null],
  );
  if (!rows[0]) throw conflict('No round accepts orders now: is the server running with the simulated feed (PRICE_FEED)?');
  return Number(rows[0].id);
}

export function tradingDevRoutes() {
  return [
    route({
      method: 'POST',
      path: 'dev/trading/futures-order',
      name: 'Play end user futures order (development)',
      audit: true,
      body: devFuturesOrder,
      response: futuresOrderPlaced,
      handler: async ({ body, services: { db }, now }) => {
        const userId = await chosenUser(db, body.userId);
        const roundId = await chosenRound(db, body, now);
        const placed = await db.transaction((tx) =>
          placeFuturesOrder(tx, {
            userId,
            roundId,
            direction: body.direction,
            amount: body.amount,
            ip: '127.0.0.1',
            site: 'trade-demo',
            now,
          }),
        );
        const { rows } = await db.query<{ lock_date: Date; end_date: Date }>(
          'select lock_date, end_date from futures_rounds where id = $1',
          [roundId],
        );
        return {
          orderId: placed.id,
          roundId,
          userId,
          direction: placed.direction,
          amount: placed.amount,
          orderPrice: placed.orderPrice,
          balance: placed.balance,
          lockDate: rows[0].lock_date.toISOString(),
          endDate: rows[0].end_date.toISOString(),
        };
      },
    }),
    route({
      method: 'POST',
      path: 'dev/trading/convert-order',
      name: 'Play end user convert order (development)',
      audit: true,
      body: devConvertOrder,
      response: convertOrderPlaced,
      handler: async ({ body, services: { db }, now }) => {
        const userId = await chosenUser(db, body.userId);
        let pairId = body.convertPairId;
        if (pairId === undefined) {
          const { rows } = await db.query<{ id: number }>(
            'select id from convert_pairs where deleted_date is null and activation = 1 order by sort, id limit 1',
          );
          if (!rows[0]) throw conflict('No active convert pair');
          pairId = rows[0].id;
        }
        const convertPairId = pairId;
        const id = await db.transaction((tx) =>
          placeConvertOrder(tx, { userId, convertPairId, side: body.side, amount: body.amount, ip: '127.0.0.1', now }),
        );
        const { rows } = await db.query<{ pair_name: string; amount: string; real_amount: string }>(
          'select pair_name, amount::text as amount, real_amount::text as real_amount from convert_orders where id = $1',
          [id],
        );
        return { orderId: id, userId, pair: rows[0].pair_name, side: body.side, amount: rows[0].amount, received: rows[0].real_amount };
      },
    }),
  ];
}
