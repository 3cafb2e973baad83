import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Queryable } from '../../db/database';
import { fieldError } from '../../http/errors';
import { lockWallet, post } from '../wallets/ledger';

export interface TransferRequest {
  userId: number;
  coinId: number;
  /** 1 futures, 2 perpetual: a transfer moves available balance from one to the other. */
  fromWallet: 1 | 2;
  amount: string;
  now: Date;
  /** The record's code; a new random one by default. */
  code?: string;
}

/**
 * A user's transfer between their futures and perpetual wallets of one coin, as the client app makes it:
 * both wallets locked in wallet-type order (so two transfers of one user never deadlock), the amount
 * taken from one and added to the other through the ledger, and the transfer record, in the caller's
 * transaction. More than the available balance is a 409 and changes nothing. Answers the record's code.
 */
export async function transferBetweenWallets(tx: Queryable, request: TransferRequest): Promise<string> {
  const amount = new Decimal(request.amount);
  if (!amount.isPositive() || amount.isZero()) throw fieldError('amount', 'must be more than 0');
  const key = { userId: request.userId, coinId: request.coinId };
  const futures = await lockWallet(tx, { ...key, walletType: 1 }, request.now);
  const perpetual = await lockWallet(tx, { ...key, walletType: 2 }, request.now);
  const [from, to] = request.fromWallet === 1 ? [futures, perpetual] : [perpetual, futures];
  const code = request.code ?? `TR${randomBytes(6).toString('hex').toUpperCase()}`;
  const posting = { reference: `transfer:${code}`, operator: null, now: request.now };
  await post(tx, from, [{ field: 'balance', delta: amount.negated(), changeType: 'transfer_out' }], posting);
  await post(tx, to, [{ field: 'balance', delta: amount, changeType: 'transfer_in' }], posting);
  await tx.query(
    `insert into transfers (code, user_id, coin_id, from_wallet, to_wallet, amount, create_date) values ($1, $2, $3, $4, $5, $6, $7)`,
    [code, request.userId, request.coinId, request.fromWallet, 3 - request.fromWallet, amount.toFixed(), request.now],
  );
  return code;
}
