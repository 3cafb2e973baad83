import type { Db } from '../../api/src/db/database';
import { DEPOSITS } from '../../api/src/modules/finance/deposits/queries';
import { foldDaySumChanges } from '../../api/src/modules/finance/summaries';
import { WITHDRAWALS } from '../../api/src/modules/finance/withdrawals/queries';
import { deepenAgentChains, generateFinance } from '../finance/generate';
import { generateUsers } from '../users/generate';

/**
 * The request-path bench at scale: the demo data grown to `rows` users, deposits, withdrawals and
 * backstage-log entries, each with the generator of its own bench (users and finance) or, for the log,
 * `insert ... select generate_series`. Answers the counts.
 */
export async function generateAtScale(db: Db, rows: number, log: (line: string) => void) {
  const t0 = performance.now();
  const { rows: before } = await db.query<{ max: string }>('select max(id)::text as max from users');
  const firstUser = Number(before[0].max) + 1;
  await generateUsers(db, rows);
  const { rows: after } = await db.query<{ max: string }>('select max(id)::text as max from users');
  const lastUser = Number(after[0].max);
  await deepenAgentChains(db, firstUser, lastUser);
  log(`users up to ${rows.toLocaleString()} in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  const finance = await generateFinance(db, { target: rows, firstUser, lastUser, now: new Date() });
  await foldDaySumChanges(db, [DEPOSITS, WITHDRAWALS]);
  log(`${finance.deposits.toLocaleString()} deposits and ${finance.withdrawals.toLocaleString()} withdrawals at ${elapsed(t0)}`);
  await generateBackstageLog(db, rows);
  log(`backstage log up to ${rows.toLocaleString()} at ${elapsed(t0)}`);
  await db.query('vacuum analyze');
  return { users: lastUser, ...finance, backstageLog: rows, seconds: Math.round((performance.now() - t0) / 1000) };
}

const elapsed = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(0)} s`;

/**
 * Backstage-log entries up to `target`, over two years, as the API writes them: a call's name, method and
 * path, its request and answer cut short, the operator (one of the demo's staff) and the address.
 */
async function generateBackstageLog(db: Db, target: number, slice = 200_000): Promise<void> {
  const { rows: existing } = await db.query<{ n: number }>('select count(*)::int as n from backstage_log');
  const { rows: staff } = await db.query<{ id: number; account: string }>('select id, account from admins order by id limit 8');
  for (let from = existing[0].n; from < target; from += slice) {
    const to = Math.min(target, from + slice);
    await db.query(
      `insert into backstage_log (log_name, api_type, api_url, req_log, res_log, res_time, op_id, op_name, login_ip, login_area, result,
         create_date)
       select (array['List users', 'Review deposit', 'Edit user', 'List deposits', 'Sign in', 'Add IP whitelist entry'])[1 + n % 6],
         (array['POST', 'POST', 'PUT', 'POST', 'POST', 'POST'])[1 + n % 6],
         (array['/api/account/list', '/api/finance/deposit/review', '/api/account/edit', '/api/finance/depositRecord/list',
           '/api/login/manager/login', '/api/manage/whitelist/add'])[1 + n % 6],
         '{"pageNum":1,"pageSize":20,"n":' || n || '}', '{"code":1,"msg":"success"}', 5 + n % 200,
         ($3::int[])[1 + n % array_length($3::int[], 1)], ($4::text[])[1 + n % array_length($4::text[], 1)],
         '10.' || (n / 65536) % 256 || '.' || (n / 256) % 256 || '.' || n % 256, 'Local network', case when n % 23 = 0 then 0 else 1 end,
         now() - interval '730 days' + (n::float8 / $2::float8) * interval '730 days'
       from generate_series($1::int, $5::int) n`,
      [from, target, staff.map((s) => s.id), staff.map((s) => s.account), to - 1],
    );
  }
}
