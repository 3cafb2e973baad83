import type { Queryable } from '../../db/database';
import { FACT_COLUMNS, liveFactsSql } from './metrics';
import { type ReportDays, unrolledRuns } from './range';
import type { RollUpState } from './engine';

/*
 * The rows of each report before its figures: which groups of users it has a row for, in which order, and the
 * columns naming them (an agent's account and downline size, a user's remark, a level of the marketing tree).
 */

export interface Group {
  key: number;
  columns: Record<string, string | number | null>;
}

/** A list of groups: its size and a slice of it. */
export interface GroupList {
  total: number;
  slice: (offset: number, limit: number) => Promise<Group[]>;
}

export const PLATFORM: GroupList = { total: 1, slice: async (offset) => (offset === 0 ? [{ key: 0, columns: {} }] : []) };

/** Groups from a select of `key` and the naming columns, in the select's `order`. */
async function sqlGroups(
  db: Queryable,
  select: string,
  params: unknown[],
  order: string,
  toColumns: (r: Record<string, unknown>) => Group['columns'],
): Promise<GroupList> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from (${select}) g`, params);
  return {
    total: rows[0].n,
    slice: async (offset, limit) => {
      const { rows: page } = await db.query<Record<string, unknown>>(
        `select * from (${select}) g order by ${order} limit ${Number(limit)} offset ${Number(offset)}`,
        params,
      );
      return page.map((r) => ({ key: Number(r.key), columns: toColumns(r) }));
    },
  };
}

/** How many users are below each of `keys` (at any depth), now. */
export async function downlineCounts(db: Queryable, keys: number[]): Promise<Map<number, number>> {
  if (!keys.length) return new Map();
  // A walk down per agent, by the parent index: one walk over all of a page's agents was planned as a hash join over
  // every user at each level (about 30 ms at 100,000 users).
  const { rows } = await db.query<{ key: string; n: number }>(
    `select k.key::text as key, (with recursive t(id) as (select k.key union all select u.id from users u join t on u.parent_user_id = t.id)
        select count(*) - 1 from t)::int as n
       from unnest($1::bigint[]) k(key) where exists (select 1 from users u where u.id = k.key)`,
    [keys],
  );
  return new Map(rows.map((r) => [Number(r.key), r.n]));
}

const ACCOUNT = `coalesce((select a.account from agents a where a.user_account_id = u.id order by a.id limit 1), u.email, u.mobile_number, u.id::text)`;

const agentColumns = (r: Record<string, unknown>) => ({ agentId: Number(r.key), agentAccount: String(r.account) });
const userColumns = (r: Record<string, unknown>) => ({ accountId: Number(r.key), userRemark: r.remark === null ? null : String(r.remark) });

/** Agents (agent and sales users, account type 2 or 3), by id; filtered by their user id or (part of) their account. */
export function agentGroups(db: Queryable, filter: { agentId?: number; agentAccount?: string }): Promise<GroupList> {
  const params: unknown[] = [];
  let where = 'u.account_type in (2, 3)';
  if (filter.agentId) {
    params.push(filter.agentId);
    where += ` and u.id = $${params.length}`;
  }
  if (filter.agentAccount) {
    params.push(`%${filter.agentAccount.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where += ` and ${ACCOUNT} ilike $${params.length}`;
  }
  return sqlGroups(db, `select u.id as key, ${ACCOUNT} as account from users u where ${where}`, params, 'key', agentColumns);
}

/** The users directly below `userId` (agents and users alike), by id. */
export function childGroups(db: Queryable, userId: number, kind: 'agent' | 'user'): Promise<GroupList> {
  return sqlGroups(
    db,
    `select u.id as key, ${ACCOUNT} as account, u.remark, u.account_type from users u where u.parent_user_id = $1`,
    [userId],
    'key',
    kind === 'agent' ? (r) => ({ ...agentColumns(r), accountType: Number(r.account_type) }) : userColumns,
  );
}

/** Some users by id (those that exist), or, with no ids, the users who invited someone: the roots of marketing trees. */
export function userGroups(db: Queryable, ids: number[] | undefined): Promise<GroupList> {
  if (ids) return sqlGroups(db, 'select u.id as key, u.remark from users u where u.id = any($1::bigint[])', [ids], 'key desc', userColumns);
  return sqlGroups(
    db,
    'select u.id as key, u.remark from users u where exists (select 1 from users c where c.parent_user_id = u.id)',
    [],
    'key desc',
    userColumns,
  );
}

/** The users of `rootId`'s marketing tree within `depth` levels below it, level by level. */
export function treeGroups(db: Queryable, rootId: number, depth: number): Promise<GroupList> {
  return sqlGroups(
    db,
    `with recursive d(id, level, parent) as (
       select u.id, 1, u.parent_user_id from users u where u.parent_user_id = $1
       union all select u.id, d.level + 1, u.parent_user_id from users u join d on u.parent_user_id = d.id where d.level < $2)
     select d.id as key, d.level, d.parent, u.remark from d join users u on u.id = d.id`,
    [rootId, depth],
    'level, key',
    (r) => ({ ...userColumns(r), level: Number(r.level), parentId: Number(r.parent) }),
  );
}

/** The users with any figure in the range (one user's rows when `accountId` is given), newest user first. */
export async function activeUserGroups(db: Queryable, days: ReportDays, state: RollUpState, accountId?: number): Promise<GroupList> {
  if (accountId) return userGroups(db, [accountId]);
  const runs = unrolledRuns(days.start, days.end, state.rolled);
  const params: unknown[] = [days.timeZone, days.start, days.end];
  const bounds = runs.map(([from, to]) => {
    params.push(from, to);
    return [params.length - 1, params.length];
  });
  const time = (column: string) =>
    bounds.length
      ? bounds
          .map(
            ([a, b]) =>
              `(${column} >= ($${a}::date::timestamp at time zone $1) and ${column} < (($${b}::date + 1)::timestamp at time zone $1))`,
          )
          .join(' or ')
      : 'false';
  const rolled = bounds.length ? ` and not (${bounds.map(([a, b]) => `s.day between $${a}::date and $${b}::date`).join(' or ')})` : '';
  const live = liveFactsSql(time, null);
  const any = FACT_COLUMNS.map((c) => `f.${c} <> 0`).join(' or ');
  const select = `select distinct f.user_id as key, u.remark from (
      select s.day, s.user_id, ${FACT_COLUMNS.map((c) => `s.${c}`).join(', ')} from report_user_day_sums s
       where s.time_zone = $1 and s.user_id > 0 and s.day between $2::date and $3::date${rolled}
      union all ${live}) f join users u on u.id = f.user_id where ${any}`;
  return sqlGroups(db, select, params, 'key desc', userColumns);
}
