import { bigIdParam } from '@console/contracts/schemas/common';
import { type FuturesRoundControlResult, runnerControl, runnerListQuery } from '@console/contracts/schemas/trading-futures';
import {
  futuresRoundControlAnswer,
  futuresRoundDetailAnswer,
  futuresRoundPageAnswer,
} from '@console/contracts/schemas/trading-futures-answers';
import { route } from '../../../../http/routes';
import { haltRound, resumeRound } from '../../rounds/controls';
import { voidRound } from '../../rounds/void';
import { findFuturesRound, roundDetail, roundPage } from './queries';

const flag = (halted: boolean) => (halted ? 1 : 0);

/**
 * The rounds (`/future/runner-records`) and their operational controls (DESIGN section 5): halt, resume,
 * and void with a refund of every open order. No control chooses a result or a price. Each is audited: the
 * backstage log keeps the request (with its reason) and the answer (the round's state before and after).
 */
export function runnerRoutes() {
  return [
    route({
      method: 'POST',
      path: 'futures/runner/list',
      name: 'List rounds',
      body: runnerListQuery,
      response: futuresRoundPageAnswer,
      handler: ({ body, services: { db } }) => roundPage(db, body),
    }),
    route({
      method: 'GET',
      path: 'futures/runner/detail/{id}',
      name: 'Round detail',
      params: bigIdParam,
      response: futuresRoundDetailAnswer,
      handler: ({ params, services: { db } }) => roundDetail(db, params.id),
    }),
    route({
      method: 'POST',
      path: 'futures/runner/systemic/control',
      name: 'Control round',
      audit: true,
      body: runnerControl,
      response: futuresRoundControlAnswer,
      handler: async ({ body, session, services: { db }, now }): Promise<FuturesRoundControlResult> => {
        const input = { operator: session.account, reason: body.reason, now };
        const change = await db.transaction(async (tx) => {
          if (body.action === 'void') {
            const voided = await voidRound(tx, body.runnerId, input);
            return { ...voided, refundedOrders: voided.orders };
          }
          const halt = body.action === 'halt' ? await haltRound(tx, body.runnerId, input) : await resumeRound(tx, body.runnerId, input);
          return { ...halt, refundedOrders: 0, refunded: '0' };
        });
        return {
          runnerId: body.runnerId,
          action: body.action,
          reason: body.reason,
          before: { status: change.before.status, halted: flag(change.before.halted) },
          after: { status: change.after.status, halted: flag(change.after.halted) },
          refundedOrders: change.refundedOrders,
          refunded: change.refunded,
          round: await findFuturesRound(db, body.runnerId),
        };
      },
    }),
  ];
}
