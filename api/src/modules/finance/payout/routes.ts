import type { AddressInfo } from 'node:net';
import { idParam } from '@console/contracts/schemas/common';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/routes';
import { findWithdrawal } from '../withdrawals';
import { applyPayoutEvent, recordAutoPayout, sendPayout } from './payouts';
import { payoutProvider } from './provider';
import './simulated-provider';
import { verifiedPayoutEvent } from './webhook';

export const WEBHOOK_PATH = 'third-party/wallet/webhook';

/**
 * Where the provider reports outcomes: env `PAYOUT_WEBHOOK_URL` (the address the provider can reach,
 * e.g. behind the gateway), else this server's own listening address (development, the simulator).
 */
function callbackUrl(request: FastifyRequest): string {
  if (process.env.PAYOUT_WEBHOOK_URL) return process.env.PAYOUT_WEBHOOK_URL;
  const address = request.server.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') {
    throw new ApiError(503, 'This server does not listen on a TCP port the payout provider could call back: set PAYOUT_WEBHOOK_URL');
  }
  const host = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/api/${WEBHOOK_PATH}`;
}

export function payoutRoutes() {
  return [
    route({
      method: 'POST',
      path: 'finance/withdrawal/auto/review/{id}',
      name: 'Automatic payout of withdrawal',
      audit: true,
      params: idParam,
      handler: async ({ params, session, services, request }) => {
        const provider = payoutProvider(services);
        const now = () => new Date(services.clock());
        const submitted = await recordAutoPayout(
          services.db,
          { id: params.id, provider: provider.name, callbackUrl: callbackUrl(request) },
          { adminId: session.adminId, account: session.account },
          now(),
        );
        await sendPayout(services.db, provider, submitted, now);
        return findWithdrawal(services.db, params.id);
      },
    }),
    route({
      method: 'POST',
      path: WEBHOOK_PATH,
      name: 'Payout provider webhook',
      audit: true,
      rawBody: true,
      preHandler: async (request) => {
        request.auditOperator = { id: null, name: 'payout provider' };
      },
      handler: async ({ request, services, now }) => {
        const event = await verifiedPayoutEvent(request, services, now);
        return applyPayoutEvent(services.db, event, now);
      },
    }),
  ];
}
