import type {
  DistributionHourlyRecord,
  DistributionRunnerSummary,
  distributionHourlyDetailQuery,
  distributionHourlyQuery,
  distributionListQuery,
} from '@console/contracts/schemas/distribution';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, PageData, parseDate, sortedOrder } from '../../../db/list';
import { PAYMENT_COLUMNS, PAYMENT_FROM, toPayment } from './payments';

/*
 * The lists of multi-level distribution: the bonus payments to uplines, and the hourly records they sum,
 * by runner and one by one. A payment's own queries and its reissue are in `./payments.ts`.
 */

interface HourlyRow {
  id: number | string;
  payment_id: number | string | null;
  futures_runner_id: number | string;
  investment_user_id: number | string;
  distributed_user_id: number | string;
  layer: number;
  amount: string;
  bonus: string;
  percentage1: string;
  percentage2: string;
  percentage3: string;
  percentage4: string;
  percentage5: string;
  runner_start_date: Date;
  runner_end_date: Date;
  create_date: Date;
}

const HOURLY_COLUMNS = `h.id, h.payment_id, h.futures_runner_id, h.investment_user_id, h.distributed_user_id, h.layer,
  h.amount::text as amount, h.bonus::text as bonus, h.percentage1::text as percentage1, h.percentage2::text as percentage2,
  h.percentage3::text as percentage3, h.percentage4::text as percentage4, h.percentage5::text as percentage5,
  h.runner_start_date, h.runner_end_date, h.create_date`;

const toHourly = (r: HourlyRow): DistributionHourlyRecord => ({
  id: Number(r.id),
  paymentId: r.payment_id === null ? null : Number(r.payment_id),
  futuresRunnerId: Number(r.futures_runner_id),
  investmentUserId: Number(r.investment_user_id),
  distributedUserId: Number(r.distributed_user_id),
  layer: r.layer,
  amount: r.amount,
  bonus: r.bonus,
  percentage1: r.percentage1,
  percentage2: r.percentage2,
  percentage3: r.percentage3,
  percentage4: r.percentage4,
  percentage5: r.percentage5,
  runnerStartDate: iso(r.runner_start_date)!,
  runnerEndDate: iso(r.runner_end_date)!,
  createDate: iso(r.create_date)!,
});

interface RunnerRow {
  futures_runner_id: number | string;
  runner_start_date: Date;
  runner_end_date: Date;
  investment_users: number;
  record_count: number;
  amount: string;
  bonus: string;
}

/** The hourly records of an upline's period: runners that started within [startDate, endDate). */
function periodFilters(p: { accountId: number; startDate: string; endDate: string }): Filters {
  const filters = new Filters().eq('h.distributed_user_id', p.accountId);
  filters.where(`h.runner_start_date >= ${filters.param(parseDate(p.startDate))}`);
  filters.where(`h.runner_start_date < ${filters.param(parseDate(p.endDate))}`);
  return filters;
}

/** A page of distribution payments. */
export function paymentPage(db: Queryable, body: z.output<typeof distributionListQuery>) {
  const filters = new Filters()
    .eq('p.id', body.id)
    .eq('p.user_id', body.accountId)
    .eq('p.user_type', body.userType)
    .eq('p.status', body.status)
    .between('p.start_date', parseDate(body.startTime), parseDate(body.endTime))
    .between('p.payment_date', parseDate(body.paymentStartTime), parseDate(body.paymentEndTime));
  return listPage(db, {
    select: PAYMENT_COLUMNS,
    from: PAYMENT_FROM,
    filters,
    orderBy: sortedOrder('distributionPayments', { id: 'p.id', period: 'p.start_date' }, body, 'p.start_date desc, p.id desc', 'p.id'),
    paging: body,
    map: toPayment,
  });
}

/** A page of an upline's period summed by futures runner, the latest runner first. */
export async function runnerSummaryPage(
  db: Queryable,
  body: z.output<typeof distributionHourlyQuery>,
): Promise<PageData<DistributionRunnerSummary>> {
  const filters = periodFilters(body);
  const from = `distribution_hourly_records h ${filters.sql}`;
  const { rows: count } = await db.query<{ total: number }>(
    `select count(distinct h.futures_runner_id)::int as total from ${from}`,
    filters.params,
  );
  const total = count[0]?.total ?? 0;
  const n = filters.params.length;
  const { rows } = total
    ? await db.query<RunnerRow>(
        `select h.futures_runner_id, min(h.runner_start_date) as runner_start_date, max(h.runner_end_date) as runner_end_date,
           count(distinct h.investment_user_id)::int as investment_users, count(*)::int as record_count,
           sum(h.amount)::text as amount, sum(h.bonus)::text as bonus
         from ${from} group by h.futures_runner_id
         order by min(h.runner_start_date) desc, h.futures_runner_id desc limit $${n + 1} offset $${n + 2}`,
        [...filters.params, body.pageSize, (body.pageNum - 1) * body.pageSize],
      )
    : { rows: [] };
  const summaries = rows.map(
    (r): DistributionRunnerSummary => ({
      futuresRunnerId: Number(r.futures_runner_id),
      runnerStartDate: iso(r.runner_start_date)!,
      runnerEndDate: iso(r.runner_end_date)!,
      investmentUsers: Number(r.investment_users),
      recordCount: Number(r.record_count),
      amount: r.amount,
      bonus: r.bonus,
    }),
  );
  return new PageData(summaries, total, body.pageSize, body.pageNum);
}

/** A page of an upline's hourly records in a period, by layer and investor. */
export function hourlyRecordPage(db: Queryable, body: z.output<typeof distributionHourlyDetailQuery>) {
  const filters = periodFilters(body)
    .eq('h.futures_runner_id', body.futuresRunnerId)
    .eq('h.investment_user_id', body.investmentUserId)
    .eq('h.layer', body.layer);
  return listPage(db, {
    select: HOURLY_COLUMNS,
    from: 'distribution_hourly_records h',
    filters,
    orderBy: 'h.layer, h.investment_user_id, h.id',
    paging: body,
    map: toHourly,
  });
}
