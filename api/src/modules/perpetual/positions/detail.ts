import type { PerpetualPositionDetail } from '@console/contracts/schemas/perpetual';
import type { Queryable } from '../../../db/database';
import { decimalText, iso } from '../../../db/list';
import { findPositionRecord } from '../history/queries';
import { ORDER_COLUMNS, ORDER_FROM, toOrder } from '../orders/queries';
import { POSITION_COLUMNS, POSITION_FROM, toPosition } from './queries';

/**
 * `GET perpetual/position/{id}`: a position, open or not (404 when there is none), with the orders that opened,
 * added to and closed it, and every wallet change-log row those orders wrote (their reference is
 * `perpetual-order:<id>`; the reference index finds them): a waiting order's hold and its return, the margin and
 * fee taken at each fill, and each close's margin release, realised profit and fee. Oldest first.
 */
export async function perpetualPositionDetail(db: Queryable, id: number): Promise<PerpetualPositionDetail> {
  const record = await findPositionRecord(db, id);
  const [open, orders, changes] = await Promise.all([
    record.status === 'open'
      ? db.query<Parameters<typeof toPosition>[0]>(
          `select ${POSITION_COLUMNS} from ${POSITION_FROM} where x.id = $1 and x.status = 'open'`,
          [id],
        )
      : null,
    db.query<Parameters<typeof toOrder>[0]>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where x.position_id = $1 order by x.id`, [id]),
    db.query<{
      id: string;
      change_type: string;
      operator: string | null;
      before: string;
      change: string;
      after: string;
      create_date: Date;
      order_id: string;
    }>(
      `select l.id, l.change_type, l.operator, ${decimalText('l.before_balance')} as before, ${decimalText('l.change_balance')} as change,
              ${decimalText('l.after_balance')} as after, l.create_date, o.id as order_id
       from perpetual_orders o join wallet_change_log l on l.reference = 'perpetual-order:' || o.id
       where o.position_id = $1
       order by l.id`,
      [id],
    ),
  ]);
  return {
    record,
    open: open?.rows[0] ? toPosition(open.rows[0]) : null,
    orders: orders.rows.map(toOrder),
    walletChanges: changes.rows.map((r) => ({
      id: Number(r.id),
      changeType: r.change_type,
      operator: r.operator,
      before: r.before,
      change: r.change,
      after: r.after,
      createDate: iso(r.create_date)!,
      orderId: Number(r.order_id),
    })),
  };
}
