import type { WithdrawalAddressBinding, withdrawalAddressFix, withdrawalAddressListQuery } from '@console/contracts/schemas/wallet-records';
import type { z } from 'zod';
import { isUniqueViolation, type Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { conflict, notFound } from '../../../http/errors';

/* The withdrawal addresses users bound, one per user and chain. */

interface BindingRow {
  id: number | string;
  user_id: number | string;
  email: string | null;
  chain_symbol: string;
  withdrawal_address: string;
  create_date: Date;
  update_date: Date;
  updated_by: string | null;
}

const COLUMNS = 'b.id, b.user_id, u.email, b.chain_symbol, b.withdrawal_address, b.create_date, b.update_date, b.updated_by';
const FROM = 'withdrawal_address_bindings b join users u on u.id = b.user_id';

const toBinding = (r: BindingRow): WithdrawalAddressBinding => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  email: r.email,
  chainSymbol: r.chain_symbol,
  withdrawalAddress: r.withdrawal_address,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
  updatedBy: r.updated_by,
});

export async function binding(db: Queryable, id: number): Promise<WithdrawalAddressBinding> {
  const { rows } = await db.query<BindingRow>(`select ${COLUMNS} from ${FROM} where b.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Withdrawal address binding ${id} does not exist`);
  return toBinding(rows[0]);
}

export function bindingPage(db: Queryable, body: z.output<typeof withdrawalAddressListQuery>) {
  const filters = new Filters()
    .eq('b.user_id', body.userId)
    .eq('b.chain_symbol', body.chainSymbol)
    .eq('b.withdrawal_address', body.withdrawalAddress)
    .contains('u.email', body.email)
    .between('b.create_date', parseDate(body.startTime), parseDate(body.endTime));
  return listPage(db, {
    select: COLUMNS,
    from: FROM,
    filters,
    orderBy: sortedOrder('withdrawalAddresses', { id: 'b.id', createDate: 'b.create_date' }, body, 'b.create_date desc, b.id desc', 'b.id'),
    paging: body,
    map: toBinding,
  });
}

/** Corrects a bound address (and its chain when given): a missing binding is a 404, a chain the user already has bound a 409. */
export async function correctBinding(db: Queryable, fix: z.output<typeof withdrawalAddressFix>, account: string, now: Date): Promise<void> {
  try {
    const { rows } = await db.query(
      `update withdrawal_address_bindings
       set withdrawal_address = $2, chain_symbol = coalesce($3, chain_symbol), update_date = $4, updated_by = $5
       where id = $1 returning id`,
      [fix.id, fix.withdrawalAddress, fix.chainSymbol ?? null, now, account],
    );
    if (!rows.length) throw notFound(`Withdrawal address binding ${fix.id} does not exist`);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`The user already has a withdrawal address bound on ${fix.chainSymbol}`);
    throw error;
  }
}

/** Deletes a binding and answers it as it was; a missing one is a 404. */
export async function deleteBinding(db: Queryable, id: number): Promise<WithdrawalAddressBinding> {
  const { rows } = await db.query<BindingRow>(
    `delete from withdrawal_address_bindings b using users u where b.id = $1 and u.id = b.user_id returning ${COLUMNS}`,
    [id],
  );
  if (!rows[0]) throw notFound(`Withdrawal address binding ${id} does not exist`);
  return toBinding(rows[0]);
}
