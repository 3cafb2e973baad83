import {
  type WithdrawalAddressBinding,
  withdrawalAddressDelete,
  withdrawalAddressFix,
  withdrawalAddressListQuery,
} from '@console/contracts/schemas/wallet-records';
import { isUniqueViolation, type Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { conflict, notFound } from '../../../http/errors';
import { route } from '../../../http/routes';

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

async function binding(db: Queryable, id: number): Promise<WithdrawalAddressBinding> {
  const { rows } = await db.query<BindingRow>(`select ${COLUMNS} from ${FROM} where b.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Withdrawal address binding ${id} does not exist`);
  return toBinding(rows[0]);
}

/** The withdrawal addresses users bound, one per user and chain. */
export function withdrawalAddressRoutes() {
  return [
    route({
      method: 'POST',
      path: 'account/withdrawalAddress',
      name: 'List bound withdrawal addresses',
      body: withdrawalAddressListQuery,
      handler: async ({ body, services: { db } }) => {
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
          orderBy: sortedOrder(
            'withdrawalAddresses',
            { id: 'b.id', createDate: 'b.create_date' },
            body,
            'b.create_date desc, b.id desc',
            'b.id',
          ),
          paging: body,
          map: toBinding,
        });
      },
    }),
    route({
      method: 'POST',
      path: 'account/withdrawalAddress/fix',
      name: 'Correct bound withdrawal address',
      audit: true,
      body: withdrawalAddressFix,
      handler: async ({ body, session, services: { db }, now }) => {
        try {
          const { rows } = await db.query(
            `update withdrawal_address_bindings
             set withdrawal_address = $2, chain_symbol = coalesce($3, chain_symbol), update_date = $4, updated_by = $5
             where id = $1 returning id`,
            [body.id, body.withdrawalAddress, body.chainSymbol ?? null, now, session.account],
          );
          if (!rows.length) throw notFound(`Withdrawal address binding ${body.id} does not exist`);
        } catch (error) {
          if (isUniqueViolation(error)) throw conflict(`The user already has a withdrawal address bound on ${body.chainSymbol}`);
          throw error;
        }
        return binding(db, body.id);
      },
    }),
    route({
      method: 'POST',
      path: 'account/withdrawalAddress/del',
      name: 'Delete bound withdrawal address',
      audit: true,
      body: withdrawalAddressDelete,
      handler: async ({ body, services: { db } }) => {
        const { rows } = await db.query<BindingRow>(
          `delete from withdrawal_address_bindings b using users u where b.id = $1 and u.id = b.user_id returning ${COLUMNS}`,
          [body.id],
        );
        if (!rows[0]) throw notFound(`Withdrawal address binding ${body.id} does not exist`);
        return toBinding(rows[0]);
      },
    }),
  ];
}
