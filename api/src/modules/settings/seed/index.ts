import type { DemoSeedContext } from '../../../core/area';
import type { Queryable } from '../../../db/database';
import { seedOtpChannels } from '../otp/seed';

const DAY = 86_400_000;

/**
 * The settings of the demo data: every fourth user bound an authenticator two days after signing up, and every
 * twentieth had a binding reset by staff the day before (lost phone) before binding again; two origins on the
 * cross-origin allowlist (example.com addresses, which no browser of the demo serves).
 */
export async function seedSettings(tx: Queryable, { now }: DemoSeedContext): Promise<void> {
  const cutoff = new Date(now.getTime() - DAY);
  await tx.query(
    `insert into user_two_factor (user_id, status, enable_time, reset_date, reset_by, create_date, update_date)
     select id, 2, create_date + interval '1 day', create_date + interval '2 days', 'admin', create_date + interval '1 day',
            create_date + interval '2 days'
       from users where id % 20 = 0 and create_date + interval '2 days' < $1
     order by id`,
    [cutoff],
  );
  await tx.query(
    `insert into user_two_factor (user_id, status, enable_time, create_date, update_date)
     select id, 1, create_date + interval '2 days', create_date + interval '2 days', create_date + interval '2 days'
       from users where id % 4 = 0 and create_date + interval '2 days' < $1
     order by id`,
    [cutoff],
  );
  await tx.query(
    `insert into cross_origin_whitelist (origin, remark, update_time) values
       ('https://client.example.com', 'Client web platform', $1), ('https://ops.example.com', 'Operations dashboard', $1)`,
    [new Date(now.getTime() - 30 * DAY)],
  );
  // The OTP channels, pointing at the development server's mail and SMS sinks.
  await seedOtpChannels(tx, now);
}
