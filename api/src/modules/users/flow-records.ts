import type { FlowRecord, FlowVolume, flowEdit, flowListQuery } from '@console/contracts/schemas/users';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { Db, Queryable } from '../../db/database';
import { Filters, iso, PageData, parseDate, sortedOrder } from '../../db/list';
import { notFound } from '../../http/errors';
import { num } from './queries';

/** The flow volume of a user (what the user must still trade) and the record of every change to it. */

const NEWEST_FIRST = 'create_date desc, id desc';
const userNotFound = (id: number) => notFound(`User ${id} does not exist`);

interface FlowRow {
  id: number | string;
  user_id: number | string;
  flow_log_type: number;
  amount: string;
  multiplier: string;
  flow_amount: string;
  before_amount: string;
  after_amount: string;
  current_amount: string;
  remark: string | null;
  operator: string | null;
  create_date: Date;
}
const FLOW_COLUMNS = `id, user_id, flow_log_type, amount::text as amount, multiplier::text as multiplier, flow_amount::text as flow_amount,
  before_amount::text as before_amount, after_amount::text as after_amount, current_amount::text as current_amount, remark, operator, create_date`;
const toFlowRecord = (r: FlowRow): FlowRecord => ({
  id: num(r.id),
  accountId: num(r.user_id),
  changeType: r.flow_log_type,
  amount: r.amount,
  multiplier: r.multiplier,
  flowAmount: r.flow_amount,
  beforeAmount: r.before_amount,
  afterAmount: r.after_amount,
  currentAmount: r.current_amount,
  remark: r.remark,
  operator: r.operator,
  createDate: iso(r.create_date)!,
});

/** A page of a user's flow records, newest first unless sorted otherwise. */
export async function flowRecordPage(db: Queryable, query: z.output<typeof flowListQuery>): Promise<PageData<FlowRecord>> {
  const filters = new Filters()
    .eq('user_id', query.accountId)
    .eq('flow_log_type', query.flowLogType)
    .between('create_date', parseDate(query.startTime), parseDate(query.endTime));
  const { rows: count } = await db.query<{ total: number }>(
    `select count(*)::int as total from user_flow_records ${filters.sql}`,
    filters.params,
  );
  const n = filters.params.length;
  const { rows } = await db.query<FlowRow>(
    `select ${FLOW_COLUMNS} from user_flow_records ${filters.sql} order by ${sortedOrder('users.flowRecords', { createDate: 'create_date' }, query, NEWEST_FIRST)} limit $${n + 1} offset $${n + 2}`,
    [...filters.params, query.pageSize, (query.pageNum - 1) * query.pageSize],
  );
  return new PageData(rows.map(toFlowRecord), count[0].total, query.pageSize, query.pageNum);
}

/** Adds `amount` (negative removes) to a user's flow volume and records the change made by `operator`. */
export async function recordFlowChange(db: Db, change: z.output<typeof flowEdit>, operator: string, now: Date): Promise<FlowRecord> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ flow_volume: string }>(
      'select flow_volume::text as flow_volume from users where id = $1 for update',
      [change.accountId],
    );
    if (!rows[0]) throw userNotFound(change.accountId);
    const before = new Decimal(rows[0].flow_volume);
    // A removal larger than what is left clears the volume: it never goes below zero.
    const after = Decimal.max(0, before.plus(change.amount));
    await tx.query('update users set flow_volume = $2, update_date = $3 where id = $1', [change.accountId, after.toFixed(), now]);
    const { rows: record } = await tx.query<FlowRow>(
      `insert into user_flow_records
         (user_id, flow_log_type, amount, multiplier, flow_amount, before_amount, after_amount, current_amount, remark, operator, create_date)
       values ($1, $2, $3, 1, $4, $5, $6, $6, $7, $8, $9) returning ${FLOW_COLUMNS}`,
      [
        change.accountId,
        change.flowLogType,
        change.amount,
        after.minus(before).toFixed(),
        before.toFixed(),
        after.toFixed(),
        change.remark ?? null,
        operator,
        now,
      ],
    );
    return toFlowRecord(record[0]);
  });
}

export async function flowVolumeOf(db: Queryable, accountId: number): Promise<FlowVolume> {
  const { rows } = await db.query<{ flow_volume: string }>('select flow_volume::text as flow_volume from users where id = $1', [accountId]);
  if (!rows[0]) throw userNotFound(accountId);
  return { accountId, flowVolume: rows[0].flow_volume };
}
