import type { PerpetualPositionHistory, perpetualPositionHistoryQuery } from '@console/contracts/schemas/perpetual';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder, decimalText } from '../../../db/list';
import { notFound } from '../../../http/errors';

interface HistoryRow {
  id: string;
  opened_date: Date;
  user_id: string;
  account_name: string | null;
  user_remark: string | null;
  pair_id: number;
  pair_name: string;
  coin: string;
  status: PerpetualPositionHistory['status'];
  leverage: number;
  direction: PerpetualPositionHistory['direction'];
  entry_price: string;
  exit_price: string | null;
  pnl: string;
  fee: string;
  margin: string;
  liquidation_price: string;
  max_held: string;
  closed: string;
  closed_date: Date | null;
  close_reason: PerpetualPositionHistory['closeReason'];
  close_tick_id: string | null;
  settlement_status: PerpetualPositionHistory['settlementStatus'];
  fund_type: number;
}

/**
 * A position (`x`) as the history shows it: exitPrice the average of its closes, pnl its realised profit before
 * fees, fee its opening and closing fees, margin the margin it held at its largest (what it held before closes).
 */
export const HISTORY_COLUMNS = `x.id, x.opened_date, x.user_id, coalesce(u.email, u.mobile_number) as account_name, u.remark as user_remark,
  x.pair_id, pp.name as pair_name, c.code as coin, x.status, x.leverage, x.direction, ${decimalText('x.entry_price')} as entry_price,
  case when x.closed_size > 0 then ${decimalText('round(x.exit_value / x.closed_size, 18)')} end as exit_price, ${decimalText('x.realised_pnl')} as pnl,
  ${decimalText('x.open_fee + x.close_fee')} as fee, ${decimalText('x.margin')} as margin, ${decimalText('x.liquidation_price')} as liquidation_price,
  ${decimalText('x.max_held')} as max_held, ${decimalText('x.closed_size')} as closed, x.closed_date, x.close_reason, x.close_tick_id, x.settlement_status,
  x.fund_type`;
export const HISTORY_FROM = `perpetual_positions x join users u on u.id = x.user_id join perpetual_pairs pp on pp.id = x.pair_id
  join coins c on c.id = x.coin_id`;

const toHistory = (r: HistoryRow): PerpetualPositionHistory => ({
  id: Number(r.id),
  openedDate: iso(r.opened_date)!,
  accountId: Number(r.user_id),
  accountName: r.account_name,
  userRemark: r.user_remark,
  tradingPairId: r.pair_id,
  tradingPairName: r.pair_name,
  coin: r.coin,
  status: r.status,
  leverage: r.leverage,
  direction: r.direction,
  entryPrice: r.entry_price,
  exitPrice: r.exit_price,
  pnl: r.pnl,
  fee: r.fee,
  margin: r.margin,
  liquidationPrice: r.liquidation_price,
  maxHeld: r.max_held,
  closed: r.closed,
  closedTime: iso(r.closed_date),
  closeReason: r.close_reason,
  closeTickId: r.close_tick_id === null ? null : Number(r.close_tick_id),
  settlementStatus: r.settlement_status,
  fundType: r.fund_type,
});

export type PositionHistoryFilters = Omit<
  z.output<typeof perpetualPositionHistoryQuery>,
  'pageNum' | 'pageSize' | 'orderBy' | 'orderDirection'
>;

export function positionHistoryFilters(q: PositionHistoryFilters): Filters {
  return new Filters()
    .where(`x.status <> 'open'`)
    .eq('x.id', q.id)
    .eq('x.user_id', q.accountId)
    .eq('x.pair_id', q.tradingPairId)
    .eq('x.direction', q.direction)
    .eq('x.status', q.status)
    .eq('x.close_reason', q.closeReason)
    .eq('x.fund_type', q.fundType)
    .between('x.closed_date', parseDate(q.startTime), parseDate(q.endTime));
}

/** `perpetual/position/history/list`: closed and liquidated positions, last closed first. */
export function perpetualPositionHistoryPage(db: Queryable, q: z.output<typeof perpetualPositionHistoryQuery>) {
  const orderBy = sortedOrder(
    'perpetualPositionHistory',
    { id: 'x.id', openedDate: 'x.opened_date', closedTime: 'x.closed_date' },
    q,
    'x.closed_date desc, x.id desc',
    'x.id',
  );
  return listPage(db, {
    select: HISTORY_COLUMNS,
    from: HISTORY_FROM,
    countFrom: 'perpetual_positions x',
    filters: positionHistoryFilters(q),
    orderBy,
    paging: q,
    map: toHistory,
  });
}

/** A position in its history form, whatever its status (a partial close's answer shows it still open). */
export async function findPositionRecord(db: Queryable, positionId: number): Promise<PerpetualPositionHistory> {
  const { rows } = await db.query<HistoryRow>(`select ${HISTORY_COLUMNS} from ${HISTORY_FROM} where x.id = $1`, [positionId]);
  if (!rows[0]) throw notFound(`Position ${positionId} does not exist`);
  return toHistory(rows[0]);
}
