import type { FundRecord, fundRecordListQuery } from '@console/contracts/schemas/wallet-records';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { notFound } from '../../../http/errors';

/* Fund management records: the freezes and thaws of user funds by staff, and their remarks. */

interface FundRecordRow {
  id: number | string;
  user_id: number | string;
  email: string | null;
  execution_type: number;
  coin_id: number;
  code: string;
  wallet_type: number;
  fund_type: number;
  before_balance: string;
  change_balance: string;
  after_balance: string;
  remark: string | null;
  operator: string;
  create_date: Date;
}

const COLUMNS = `f.id, f.user_id, u.email, f.execution_type, f.coin_id, c.code, f.wallet_type, f.fund_type,
  f.before_balance::text as before_balance, f.change_balance::text as change_balance, f.after_balance::text as after_balance,
  f.remark, f.operator, f.create_date`;
const FROM = 'fund_management_records f join users u on u.id = f.user_id join coins c on c.id = f.coin_id';

const toFundRecord = (r: FundRecordRow): FundRecord => ({
  id: Number(r.id),
  accountId: Number(r.user_id),
  email: r.email,
  executionType: r.execution_type,
  coinId: r.coin_id,
  code: r.code,
  walletType: r.wallet_type,
  fundType: r.fund_type,
  beforeBalance: r.before_balance,
  changeBalance: r.change_balance,
  afterBalance: r.after_balance,
  remark: r.remark,
  operator: r.operator,
  createDate: iso(r.create_date)!,
});

export async function fundRecord(db: Queryable, id: number): Promise<FundRecord> {
  const { rows } = await db.query<FundRecordRow>(`select ${COLUMNS} from ${FROM} where f.id = $1`, [id]);
  if (!rows[0]) throw notFound(`Fund management record ${id} does not exist`);
  return toFundRecord(rows[0]);
}

export function fundRecordPage(db: Queryable, body: z.output<typeof fundRecordListQuery>) {
  const filters = new Filters()
    .eq('f.id', body.id)
    .eq('f.user_id', body.accountId)
    .eq('f.execution_type', body.executionType)
    .eq('f.coin_id', body.coinId)
    .eq('f.wallet_type', body.walletType)
    .eq('f.fund_type', body.fundType)
    .eq('f.operator', body.operator)
    .contains('u.email', body.email)
    .contains('f.remark', body.remark)
    .between('f.create_date', parseDate(body.startTime), parseDate(body.endTime));
  return listPage(db, {
    select: COLUMNS,
    from: FROM,
    filters,
    orderBy: sortedOrder('fundRecords', { id: 'f.id', createDate: 'f.create_date' }, body, 'f.create_date desc, f.id desc', 'f.id'),
    paging: body,
    map: toFundRecord,
  });
}

/** Sets a record's remark (cleared when sent empty); a missing record is a 404. */
export async function editFundRecordRemark(db: Queryable, id: number, remark: string): Promise<void> {
  const { rows } = await db.query('update fund_management_records set remark = $2 where id = $1 returning id', [id, remark || null]);
  if (!rows.length) throw notFound(`Fund management record ${id} does not exist`);
}
