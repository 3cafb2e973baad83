import type { Db } from '../../api/src/db/database';

/**
 * Fills the users table up to `target` users with `insert ... select generate_series` (the database
 * does the work: about a million rows in tens of seconds), in slices so no statement runs for long.
 * Each user gets an empty USDT futures wallet (empty, so the change log still sums to every balance,
 * while the export's balance look-up costs what it does with money in it); one in twelve is an agent, and the others are spread under the
 * agents, with statuses, levels, regions, login addresses and creation dates of a plausible mix.
 * Answers the users' count. Deterministic: the same target gives the same data.
 */
export async function generateUsers(db: Db, target: number, slice = 100_000): Promise<{ total: number }> {
  const { rows: existing } = await db.query<{ n: number; max: string | null }>(
    'select count(*)::int as n, max(id)::text as max from users',
  );
  const { rows: hash } = await db.query<{ h: string }>('select password_hash as h from users limit 1');
  const { rows: coin } = await db.query<{ id: number }>(`select id from coins where code = 'USDT'`);
  let next = Number(existing[0].max ?? 0) + 1;
  const last = next + Math.max(0, target - existing[0].n) - 1;
  const now = new Date();
  while (next <= last) {
    const to = Math.min(last, next + slice - 1);
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into users (id, email, mobile_number, country_code, password_hash, account_type, parent_user_id, agent_user_id0,
           invitation_code, status, user_level, user_marketing_level, region, login_ip, login_country, login_time_zone,
           remark, create_date, update_date)
         select n,
           case when n % 3 <> 0 then 'bench' || n || '@example.test' end,
           case when n % 3 = 0 or n % 5 = 0 then (5550000000 + n)::text end,
           case when n % 3 = 0 or n % 5 = 0 then (array['1', '44', '65', '852', '886'])[1 + n % 5] end,
           $3,
           case when n % 12 = 0 then 2 when n % 97 = 0 then 3 else 1 end,
           parent, parent,
           'B' || lpad(upper(to_hex(n)), 7, '0'),
           case when n % 41 = 0 then 3 when n % 19 = 0 then 2 else 1 end,
           (n * 7) % 6, (n * 11) % 4,
           (array['SG', 'HK', 'TW', 'GB', 'US', 'MY', 'TH', 'VN'])[1 + (n * 13) % 8],
           '10.' || (n / 65536) % 256 || '.' || (n / 256) % 256 || '.' || n % 256,
           (array['Singapore', 'Hong Kong', 'Taiwan', 'United Kingdom', 'United States'])[1 + (n * 17) % 5],
           (array['Asia/Singapore', 'Asia/Hong_Kong', 'Asia/Taipei', 'Europe/London', 'America/New_York'])[1 + (n * 17) % 5],
           case when n % 50 = 0 then 'bench remark ' || n end,
           $4::timestamptz - ((($2::bigint - n) * 63) % (730 * 86400)) * interval '1 second',
           $4::timestamptz
         from (
           select n, case when n % 12 <> 0 and n > 1000 then ((n / 12 / 7) * 12)::bigint end as parent
           from generate_series($1::bigint, $2::bigint) n
         ) g`,
        [next, to, hash[0].h, now],
      );
      // The parent must exist: generated parents are agents (id % 12 = 0) below the current id, or none.
      await tx.query(
        `update users set parent_user_id = null, agent_user_id0 = null
         where id between $1 and $2 and parent_user_id is not null and not exists (select 1 from users p where p.id = users.parent_user_id)`,
        [next, to],
      );
      await tx.query(
        `insert into user_wallets (user_id, coin_id, wallet_type, create_date, update_date)
         select n, $3, 1, $4, $4 from generate_series($1::bigint, $2::bigint) n`,
        [next, to, coin[0].id, now],
      );
    });
    next = to + 1;
  }
  await db.query(`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`);
  await db.query(`select setval(pg_get_serial_sequence('user_wallets', 'id'), (select max(id) from user_wallets))`);
  // What autovacuum does on a live server: statistics for the planner and the visibility map that lets
  // a count read an index alone.
  await db.query('vacuum analyze users');
  await db.query('vacuum analyze user_wallets');
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from users');
  return { total: rows[0].n };
}
