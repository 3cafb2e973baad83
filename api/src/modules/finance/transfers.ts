import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import type { Queryable } from '../../db/database';
import { fieldError } from '../../http/errors';
import { transferFee } from '../settings/flow/effects';
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
 * The flow settings apply: while transfers are off it is a 409; while the fee is on, the fee (a percentage of the
 * amount) is taken from what arrives, as a change-log row of its own (`transfer_fee`) on the wallet it leaves.
 */
export async function transferBetweenWallets(tx: Queryable, request: TransferRequest): Promise<string> {
  const amount = new Decimal(request.amount);
  if (!amount.isPositive() || amount.isZero()) throw fieldError('amount', 'must be more than 0');
  const fee = await transferFee(tx, amount);
  const arrives = amount.minus(fee);
  if (!arrives.isPositive() || arrives.isZero()) throw fieldError('amount', `must be more than the transfer fee (${fee.toFixed()})`);
  const key = { userId: request.userId, coinId: request.coinId };
  const futures = await lockWallet(tx, { ...key, walletType: 1 }, request.now);
  const perpetual = await lockWallet(tx, { ...key, walletType: 2 }, request.now);
  const [from, to] = request.fromWallet === 1 ? [futures, perpetual] : [perpetual, futures];
  const code = request.code ?? `TR${randomBytes(6).toString('hex').toUpperCase()}`;
  const posting = { reference: `transfer:${code}`, operator: null, now: request.now };
  const out = [{ field: 'balance' as const, delta: arrives.negated(), changeType: 'transfer_out' }];
  if (!fee.isZero()) out.push({ field: 'balance', delta: fee.negated(), changeType: 'transfer_fee' });
  await post(tx, from, out, posting);
  await post(tx, to, [{ field: 'balance', delta: arrives, changeType: 'transfer_in' }], posting);
  await tx.query(
    `insert into transfers (code, user_id, coin_id, from_wallet, to_wallet, amount, record_fee, create_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [code, request.userId, request.coinId, request.fromWallet, 3 - request.fromWallet, amount.toFixed(), fee.toFixed(), request.now],
  );
  return code;
}
