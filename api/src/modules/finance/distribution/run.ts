import { DISTRIBUTION_PAYMENT_STATUS } from '@console/contracts/schemas/distribution';
import type { PeriodicTask } from '../../../core/jobs/queue';
import type { Db } from '../../../db/database';
import type { AppServices } from '../../../http/context';
import { readMarketing } from '../../settings/marketing/queries';
import { slotAtOrBefore, slotBefore } from '../../settings/marketing/schedule';
import { creditBonus } from './payments';

/** One advisory lock for every instance's runs: two never pay one period. */
const RUN_LOCK = 73_330_001;

export interface DistributionRun {
  periodStart: Date;
  periodEnd: Date;
  distributionLevel: number;
  paymentCount: number;
}

/**
 * Pays multi-level distribution as the marketing setting says at the moment of the run (Settings -> Multi-level
 * marketing): nothing while it is off; otherwise, once its schedule's newest slot has passed, the settled real
 * futures stakes of the period since the previous run (or one schedule period, never before what the demo data
 * already paid) give each upline of the staking user, up to `distributionLevel` layers above it, the percentage
 * of its marketing level for that layer: one hourly record per runner, investor and layer, one payment per upline
 * and coin, credited through the ledger. A slot is paid once (`distribution_runs.period_end` is unique, and runs
 * take one lock). Answers the run, or null when nothing was due.
 */
export function runDistribution(db: Pick<Db, 'transaction'>, now: Date): Promise<DistributionRun | null> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [RUN_LOCK]);
    const setting = await readMarketing(tx);
    if (setting.enable !== 1) return null;
    const periodEnd = slotAtOrBefore(setting, now);
    const { rows: last } = await tx.query<{ run_end: Date | null; paid_end: Date | null }>(
      `select (select max(period_end) from distribution_runs) as run_end, (select max(end_date) from distribution_payments) as paid_end`,
    );
    const previous = last[0].run_end ?? new Date(Math.max(slotBefore(setting, periodEnd).getTime(), last[0].paid_end?.getTime() ?? 0));
    if (previous.getTime() >= periodEnd.getTime()) return null;
    const { rows } = await tx.query<{ id: string; user_id: string; coin_id: number; bonus: string }>(
      `with stakes as (
         select o.user_id, o.round_id, o.coin_id, sum(o.filled_amount) as amount
         from futures_orders o
         where o.status = 'settled' and o.fund_type = 1 and o.is_demo = 0 and o.settle_date >= $1 and o.settle_date < $2
         group by o.user_id, o.round_id, o.coin_id
       ),
       shares as (
         select s.round_id, s.coin_id, s.user_id as investor, l.layer, l.upline, s.amount, up.account_type,
                trunc(s.amount * (array[m.distribution_bonus_percentage1, m.distribution_bonus_percentage2, m.distribution_bonus_percentage3,
                                        m.distribution_bonus_percentage4, m.distribution_bonus_percentage5])[l.layer] / 100, 8) as bonus,
                m.distribution_bonus_percentage1 as p1, m.distribution_bonus_percentage2 as p2, m.distribution_bonus_percentage3 as p3,
                m.distribution_bonus_percentage4 as p4, m.distribution_bonus_percentage5 as p5, r.start_date, r.end_date
         from stakes s
         join users u on u.id = s.user_id
         cross join lateral (values (1, u.agent_user_id0), (2, u.agent_user_id1), (3, u.agent_user_id2), (4, u.agent_user_id3),
                                    (5, u.agent_user_id4)) l (layer, upline)
         join users up on up.id = l.upline
         join marketing_levels m on m.level = up.user_marketing_level
         join futures_rounds r on r.id = s.round_id
         where l.layer <= $3
       ),
       paid as (
         insert into distribution_payments (user_id, user_type, coin_id, wallet_type, distribution_bonus, start_date, end_date, status, create_date)
         select upline, min(account_type), coin_id, 1, sum(bonus), $1, $2, $5, $4 from shares
         group by upline, coin_id having sum(bonus) > 0
         returning id, user_id, coin_id, distribution_bonus
       ),
       records as (
         insert into distribution_hourly_records (payment_id, futures_runner_id, investment_user_id, distributed_user_id, layer, amount, bonus,
           percentage1, percentage2, percentage3, percentage4, percentage5, runner_start_date, runner_end_date, create_date)
         select p.id, s.round_id, s.investor, s.upline, s.layer, s.amount, s.bonus, s.p1, s.p2, s.p3, s.p4, s.p5, s.start_date, s.end_date, $4
         from shares s join paid p on p.user_id = s.upline and p.coin_id = s.coin_id
         where s.bonus > 0
         returning 1
       )
       select id::text as id, user_id::text as user_id, coin_id, distribution_bonus::text as bonus from paid order by id`,
      [previous, periodEnd, setting.distributionLevel, now, DISTRIBUTION_PAYMENT_STATUS.pending],
    );
    for (const payment of rows) {
      const paymentId = Number(payment.id);
      await creditBonus(
        tx,
        { paymentId, userId: Number(payment.user_id), coinId: payment.coin_id, walletType: 1, bonus: payment.bonus },
        null,
        now,
      );
    }
    if (rows.length) {
      await tx.query('update distribution_payments set status = $2, payment_date = $3 where id = any($1::bigint[])', [
        rows.map((r) => r.id),
        DISTRIBUTION_PAYMENT_STATUS.paid,
        now,
      ]);
    }
    await tx.query(
      `insert into distribution_runs (period_start, period_end, distribution_level, frequency_type, payment_count, create_date)
       values ($1, $2, $3, $4, $5, $6)`,
      [previous, periodEnd, setting.distributionLevel, setting.frequencyType, rows.length, now],
    );
    return { periodStart: previous, periodEnd, distributionLevel: setting.distributionLevel, paymentCount: rows.length };
  });
}

/** Every minute each instance looks whether a slot has passed (one pays it). Tests run it by hand. */
export function distributionRunTask(services: AppServices): PeriodicTask | null {
  if (process.env.NODE_TEST_CONTEXT) return null;
  return {
    name: 'distribution-run',
    everyMs: 60_000,
    run: async () => {
      await runDistribution(services.db, new Date(services.clock()));
    },
  };
}
