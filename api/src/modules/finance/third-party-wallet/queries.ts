import {
  DEPOSIT_ADDRESS_STATUS,
  type DepositAddress,
  type depositAddressChange,
  type depositAddressListQuery,
  type OnChainRecord,
  type onChainListQuery,
} from '@console/contracts/schemas/third-party-wallet';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { fieldError } from '../../../http/errors';

/*
 * The third-party wallet's deposit addresses (one active per user and chain; replaced and deleted ones
 * kept) and the on-chain records it reports. Its API settings are in `./settings.ts`.
 */

interface AddressRow {
  id: number | string;
  user_id: number | string;
  email: string | null;
  mobile: string | null;
  blockchain_id: string;
  address: string;
  tag: string | null;
  wallet_id: string | null;
  status: number;
  replaced_by: string | null;
  replaced_date: Date | null;
  create_date: Date;
}

const ADDRESS_COLUMNS = `a.id, a.user_id, u.email, case when u.mobile_number is null then null
    else coalesce('+' || u.country_code || ' ', '') || u.mobile_number end as mobile,
  a.blockchain_id, a.address, a.tag, a.wallet_id, a.status, a.replaced_by, a.replaced_date, a.create_date`;
const ADDRESS_FROM = 'third_party_deposit_addresses a join users u on u.id = a.user_id';

const toAddress = (r: AddressRow): DepositAddress => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  email: r.email,
  mobile: r.mobile,
  blockchainId: r.blockchain_id,
  address: r.address,
  tag: r.tag,
  walletId: r.wallet_id,
  status: r.status,
  replacedBy: r.replaced_by,
  replacedDate: iso(r.replaced_date),
  createTime: iso(r.create_date)!,
});

export async function addressById(db: Queryable, id: number): Promise<DepositAddress> {
  const { rows } = await db.query<AddressRow>(`select ${ADDRESS_COLUMNS} from ${ADDRESS_FROM} where a.id = $1`, [id]);
  return toAddress(rows[0]);
}

/** The user's active address on the chain, locked until the transaction ends. */
export async function lockActiveAddress(tx: Queryable, userId: number, blockchainId: string): Promise<{ id: number } | undefined> {
  const { rows } = await tx.query<{ id: number | string }>(
    'select id from third_party_deposit_addresses where user_id = $1 and blockchain_id = $2 and status = $3 for update',
    [userId, blockchainId, DEPOSIT_ADDRESS_STATUS.active],
  );
  return rows[0] ? { id: Number(rows[0].id) } : undefined;
}

interface OnChainRow {
  id: number | string;
  user_id: number | string | null;
  email: string | null;
  blockchain: string;
  token_symbol: string;
  amount: string;
  block_id: string | null;
  tx_hash: string | null;
  from_address: string;
  to_address: string;
  status: number;
  create_date: Date;
}

const toOnChain = (r: OnChainRow): OnChainRecord => ({
  id: Number(r.id),
  userId: r.user_id === null ? null : Number(r.user_id),
  email: r.email,
  blockchain: r.blockchain,
  tokenSymbol: r.token_symbol,
  amount: r.amount,
  blockId: r.block_id,
  txHash: r.tx_hash,
  fromAddress: r.from_address,
  toAddress: r.to_address,
  status: r.status,
  createTime: iso(r.create_date)!,
});

/** A page of deposit addresses; deleted ones only when asked for by status. */
export function depositAddressPage(db: Queryable, body: z.output<typeof depositAddressListQuery>) {
  const filters = new Filters()
    .eq('a.user_id', body.userId)
    .eq('a.blockchain_id', body.blockchainId)
    .eq('a.address', body.address)
    .eq('a.wallet_id', body.walletId)
    .contains('u.email', body.email)
    .contains('u.mobile_number', body.mobile)
    .between('a.create_date', parseDate(body.startTime), parseDate(body.endTime));
  if (body.status !== undefined) filters.eq('a.status', body.status);
  else filters.where(`a.status <> ${filters.param(DEPOSIT_ADDRESS_STATUS.deleted)}`);
  return listPage(db, {
    select: ADDRESS_COLUMNS,
    from: ADDRESS_FROM,
    filters,
    orderBy: sortedOrder('depositAddresses', { id: 'a.id', createTime: 'a.create_date' }, body, 'a.create_date desc, a.id desc', 'a.id'),
    paging: body,
    map: toAddress,
  });
}

/** A new address must be new on its chain: never given to this user before, nor to anyone else (400). */
export async function checkAddressUnused(tx: Queryable, userId: number, blockchainId: string, address: string): Promise<void> {
  const { rows: taken } = await tx.query<{ user_id: number | string; status: number }>(
    'select user_id, status from third_party_deposit_addresses where blockchain_id = $1 and address = $2',
    [blockchainId, address],
  );
  if (taken[0]) {
    throw fieldError(
      'address',
      Number(taken[0].user_id) === userId
        ? 'this address was already given to this user: a replacement must be a new address'
        : 'this address belongs to another user',
    );
  }
}

export async function markAddressReplaced(tx: Queryable, id: number, account: string, now: Date): Promise<void> {
  await tx.query(
    'update third_party_deposit_addresses set status = $2, replaced_by = $3, replaced_date = $4, update_date = $4 where id = $1',
    [id, DEPOSIT_ADDRESS_STATUS.replaced, account, now],
  );
}

/** Gives the user the address on its chain, active; returns its id. */
export async function addActiveAddress(tx: Queryable, a: z.output<typeof depositAddressChange>, now: Date): Promise<number> {
  const { rows } = await tx.query<{ id: number | string }>(
    `insert into third_party_deposit_addresses (user_id, blockchain_id, address, tag, wallet_id, status, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
    [a.userId, a.blockchainId, a.address, a.tag ?? null, a.walletId ?? null, DEPOSIT_ADDRESS_STATUS.active, now],
  );
  return Number(rows[0].id);
}

export async function markAddressDeleted(tx: Queryable, id: number, account: string, now: Date): Promise<void> {
  await tx.query(
    'update third_party_deposit_addresses set status = $2, deleted_by = $3, deleted_date = $4, update_date = $4 where id = $1',
    [id, DEPOSIT_ADDRESS_STATUS.deleted, account, now],
  );
}

/** A page of on-chain records; an address matches either end of the transfer. */
export function onChainPage(db: Queryable, body: z.output<typeof onChainListQuery>) {
  const filters = new Filters()
    .eq('r.id', body.id)
    .eq('r.user_id', body.userId)
    .eq('r.blockchain', body.blockchain)
    .eq('r.token_symbol', body.tokenSymbol?.toUpperCase())
    .eq('r.tx_hash', body.txHash)
    .eq('r.block_id', body.blockId)
    .eq('r.status', body.status)
    .between('r.create_date', parseDate(body.startTime), parseDate(body.endTime));
  if (body.address) {
    const address = filters.param(body.address);
    filters.where(`(r.from_address = ${address} or r.to_address = ${address})`);
  }
  return listPage(db, {
    select: `r.id, r.user_id, u.email, r.blockchain, r.token_symbol, r.amount::text as amount, r.block_id, r.tx_hash,
      r.from_address, r.to_address, r.status, r.create_date`,
    from: 'on_chain_records r left join users u on u.id = r.user_id',
    filters,
    orderBy: sortedOrder('onChainRecords', { id: 'r.id', createTime: 'r.create_date' }, body, 'r.create_date desc, r.id desc', 'r.id'),
    paging: body,
    map: toOnChain,
  });
}
