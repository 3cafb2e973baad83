import { bigRecordId, decimalString } from '@console/contracts/schemas/common';
import { FOLLOW_SKIP_REASONS } from '@console/contracts/schemas/copy-trading';
import { z } from 'zod';
import { route } from '../../http/routes';
import { requestFollow } from './engine/follow';

/**
 * Development only (never registered in production): plays a follower asking to copy a leading order, through the
 * same `requestFollow` a client platform's call uses, so the browser tests and a developer can see a follow refused
 * by the order's permission (recorded among its skipped followers) or a copy placed.
 */
const devFollow = z.strictObject({ detailId: bigRecordId, accountId: bigRecordId, amount: decimalString.optional() });

const devFollowAnswer = z
  .object({ copied: z.boolean(), orderId: z.number().int().positive().optional(), reason: z.enum(FOLLOW_SKIP_REASONS).optional() })
  .strict();

export function copyTradingDevRoutes() {
  return [
    route({
      method: 'POST',
      path: 'dev/copy-trading/follow',
      name: 'Play a follow request (development)',
      audit: true,
      body: devFollow,
      response: devFollowAnswer,
      handler: ({ body, services: { db }, now }) =>
        db.transaction((tx) => requestFollow(tx, { leadingOrderId: body.detailId, userId: body.accountId, amount: body.amount, now })),
    }),
  ];
}
