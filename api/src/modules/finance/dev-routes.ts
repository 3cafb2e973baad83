import { bigRecordId, decimalString, intLike, optionalText } from '@console/contracts/schemas/common';
import { withdrawalRecordAnswer } from '@console/contracts/schemas/finance-answers';
import { z } from 'zod';
import { parseAddress } from '../../http/client-ip';
import { route } from '../../http/routes';
import { findWithdrawal } from './withdrawals/queries';
import { requestWithdrawal } from './withdrawals/request';

/**
 * What an end user's withdrawal request carries in the client app. Only the development route below reads
 * it, so it lives here rather than among the console's contracts.
 */
const devWithdrawalRequest = z.object({
  userId: bigRecordId,
  coinId: intLike.min(1),
  walletType: intLike.min(1).max(2),
  amount: decimalString.refine((s) => !s.startsWith('-') && /[1-9]/.test(s), { message: 'must be more than 0' }),
  address: z.string().trim().min(1, 'is required').max(200),
  /** The blockchain, as the coin's withdrawal settings name it (TRC20, ERC20, ...). */
  chain: optionalText(64),
  /** The IP the user requests from: the withdrawal IP check of the anomaly alerts compares it. */
  ip: optionalText(64).refine((ip) => ip === undefined || parseAddress(ip) !== undefined, { message: 'must be an IP address' }),
  /** The user's withdrawal password, needed while the finance switch "withdrawal needs a password" is on. */
  withdrawPassword: z.string().max(200).optional(),
});

/**
 * Development only (never registered in production): plays an end user asking for a withdrawal, through
 * the same `requestWithdrawal` the client app's call uses (finance switches, coin rules, anomaly flags,
 * the hold of the amount), so the review screens and the anomaly alerts can be seen and tested without a
 * client app.
 */
export function financeDevRoutes() {
  return [
    route({
      method: 'POST',
      path: 'dev/finance/withdrawal-request',
      name: 'Play end user withdrawal request (development)',
      audit: true,
      body: devWithdrawalRequest,
      response: withdrawalRecordAnswer,
      handler: async ({ body, services: { db }, now }) => {
        const id = await db.transaction((tx) =>
          requestWithdrawal(tx, {
            userId: body.userId,
            coinId: body.coinId,
            walletType: body.walletType,
            amount: body.amount,
            address: body.address,
            blockChain: body.chain ?? null,
            ip: body.ip ?? null,
            withdrawPassword: body.withdrawPassword,
            createDate: now,
          }),
        );
        return findWithdrawal(db, id);
      },
    }),
  ];
}
