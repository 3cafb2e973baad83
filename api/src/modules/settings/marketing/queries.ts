import type { MarketSetting } from '@console/contracts/schemas/settings-platform';
import type { Queryable } from '../../../db/database';
import { iso } from '../../../db/list';
import { lastStamp } from '../versions/queries';
import type { SettingDefinition } from '../versions/save';
import { type DistributionSchedule, slotAfter } from './schedule';

/*
 * Multi-level marketing (`marketing_setting`, 034): whether distribution pays, how many layers of uplines, and
 * when. The distribution runs of the finance area (`modules/finance/distribution/run.ts`) read it in their own
 * transaction, so a saved change applies from the next run on, on every instance.
 */

export interface MarketingValues extends DistributionSchedule {
  enable: number;
  distributionLevel: number;
}

export async function readMarketing(db: Queryable): Promise<MarketingValues> {
  const { rows } = await db.query<{ enable: number; distribution_level: number; frequency_type: number; distribution_time: string }>(
    'select enable, distribution_level, frequency_type, distribution_time from marketing_setting where id = 1',
  );
  const row = rows[0] ?? { enable: 1, distribution_level: 3, frequency_type: 1, distribution_time: '00:00' };
  return {
    enable: row.enable,
    distributionLevel: row.distribution_level,
    frequencyType: row.frequency_type,
    time: row.distribution_time,
  };
}

export const MARKETING_DEFINITION: SettingDefinition = {
  setting: 'marketing',
  view: 'marketingSettings.view',
  async read(db) {
    const m = await readMarketing(db);
    return {
      enable: m.enable,
      distributionLevel: m.distributionLevel,
      distributionFrequencyType: m.frequencyType,
      distributionTime: m.time,
    };
  },
  editPermissions: () => ['marketingSettings.edit'],
  async write(tx, after, _before, now) {
    await tx.query(
      `update marketing_setting set enable = $1, distribution_level = $2, frequency_type = $3, distribution_time = $4, update_date = $5
       where id = 1`,
      [after.enable, after.distributionLevel, after.distributionFrequencyType, after.distributionTime, now],
    );
  },
};

/** The setting with who saved it last, when the next run pays, and what the newest run paid. */
export async function marketSetting(db: Queryable, now: Date): Promise<MarketSetting> {
  const m = await readMarketing(db);
  const { rows } = await db.query<{
    period_start: Date;
    period_end: Date;
    distribution_level: number;
    payment_count: number;
    create_date: Date;
  }>(
    'select period_start, period_end, distribution_level, payment_count, create_date from distribution_runs order by period_end desc limit 1',
  );
  const run = rows[0];
  return {
    enable: m.enable,
    distributionLevel: m.distributionLevel,
    distributionFrequencyType: m.frequencyType,
    distributionTime: m.time,
    nextRunDate: m.enable ? iso(slotAfter(m, now)) : null,
    lastRun: run
      ? {
          periodStart: iso(run.period_start)!,
          periodEnd: iso(run.period_end)!,
          distributionLevel: run.distribution_level,
          paymentCount: run.payment_count,
          createDate: iso(run.create_date)!,
        }
      : null,
    ...(await lastStamp(db, 'marketing')),
  };
}
