import type { SortDirection, SortKeyOf } from '@console/contracts/lists';
import type { SubordinateUser, subordinateQuery } from '@console/contracts/schemas/users';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { Filters, PageData, pageBounds, sortedOrder } from '../../db/list';
import { CHAIN_COLUMNS } from './agent-chain';
import { toUser, USER_COLUMNS, type UserRow } from './queries';

const FEW_MATCHES = 5000;

/** How the admin sorted a list of users (the user list, a downline): by id or by creation, newest first by default. */
export type UserSort = { orderBy?: SortKeyOf<'users'>; orderDirection?: SortDirection };

/**
 * The order of a page of users, on the filtered `users u` and on the `page` it picked. With few matches the
 * sort column is wrapped in a no-op (`+ 0`), so the planner fetches them through the filters' own indexes
 * and sorts them, rather than walk the whole primary key or date index looking for them (it cannot see
 * how rare a combination of filters is).
 */
function userOrder(sort: UserSort, few: boolean): { users: string; page: string } {
  const order = (id: string, created: string) => sortedOrder('users', { id, createDate: created }, sort, `${created} desc, ${id} desc`, id);
  return {
    users: few ? order('u.id + 0', "u.create_date + interval '0 seconds'") : order('u.id', 'u.create_date'),
    page: order('page.id', 'page.create_date'),
  };
}

/**
 * One page of users matching `filters` (on `users u`), newest first unless sorted by id or oldest first, with
 * the total, in one round trip. The count and the page's ids run on `users` alone; the parent, the balance and
 * the other columns are joined for the page's rows only. The page is written twice, once for few matches and
 * once for many (`userOrder`), each behind a condition on the count that PostgreSQL checks once before
 * running it: only the one that fits runs.
 */
export async function userPage<T = ReturnType<typeof toUser>>(
  db: Queryable,
  filters: Filters,
  paging: { pageNum: number; pageSize: number } & UserSort,
  extraColumns = '',
  map: (row: UserRow & Record<string, unknown>) => T = toUser as (row: UserRow) => T,
): Promise<PageData<T>> {
  if (filters.searches) return searchedUserPage(db, filters, paging, extraColumns, map);
  const few = userOrder(paging, true);
  const many = userOrder(paging, false);
  const params = [...filters.params];
  const bounds = pageBounds(paging, params);
  const ids = (order: string, condition: string) =>
    `select u.id, u.create_date from users u ${filters.sql ? `${filters.sql} and` : 'where'} (select total from matches) ${condition}
     order by ${order} ${bounds.sql}`;
  const { rows } = await db.query<UserRow & Record<string, unknown> & { page_total__: number }>(
    `with matches as materialized (select count(*)::int as total from users u ${filters.sql}),
       page as ((${ids(few.users, `<= ${FEW_MATCHES}`)}) union all (${ids(many.users, `> ${FEW_MATCHES}`)}))
     select (select total from matches) as page_total__, ${USER_COLUMNS}${extraColumns}
     from page join users u on u.id = page.id
     left join users p on p.id = u.parent_user_id
     order by ${few.page}`,
    params,
    { prepare: bounds.prepare },
  );
  // A page past the end has no row to carry the count: count on its own; an empty first page has no match at all.
  const total = rows[0]
    ? Number(rows[0].page_total__)
    : paging.pageNum > 1
      ? ((await db.query<{ total: number }>(`select count(*)::int as total from users u ${filters.sql}`, filters.params)).rows[0]?.total ??
        0)
      : 0;
  return new PageData(rows.map(map), total, paging.pageSize, paging.pageNum);
}

/**
 * A page of a "contains" search (e-mail, remark): the trigram index finds the matches once, and the count
 * and the page are both taken from them, instead of a second search of the index for the page.
 */
async function searchedUserPage<T>(
  db: Queryable,
  filters: Filters,
  paging: { pageNum: number; pageSize: number } & UserSort,
  extraColumns: string,
  map: (row: UserRow & Record<string, unknown>) => T,
): Promise<PageData<T>> {
  const params = [...filters.params];
  const bounds = pageBounds(paging, params);
  const matchesOrder = sortedOrder('users', { id: 'id', createDate: 'create_date' }, paging, 'create_date desc, id desc');
  const { page } = userOrder(paging, true);
  const { rows } = await db.query<UserRow & Record<string, unknown> & { total_matches: number }>(
    `with matches as materialized (select u.id, u.create_date from users u ${filters.sql}),
       page as (select id, create_date from matches order by ${matchesOrder} ${bounds.sql})
     select (select count(*)::int from matches) as total_matches, ${USER_COLUMNS}${extraColumns}
     from page join users u on u.id = page.id
     left join users p on p.id = u.parent_user_id
     order by ${page}`,
    params,
    { prepare: bounds.prepare },
  );
  // A page past the end has no row to carry the count: count on its own.
  const total = rows[0]
    ? Number(rows[0].total_matches)
    : ((await db.query<{ total: number }>(`select count(*)::int as total from users u ${filters.sql}`, filters.params)).rows[0]?.total ??
      0);
  return new PageData(rows.map(map), total, paging.pageSize, paging.pageNum);
}

/** A page of a user's downline, every level or one (1 the direct downline, to 6), each user with its level below the user. */
export function downlinePage(db: Queryable, query: z.output<typeof subordinateQuery>): Promise<PageData<SubordinateUser>> {
  const filters = new Filters();
  const id = filters.param(query.accountId);
  const levels = query.level ? [query.level - 1] : CHAIN_COLUMNS.map((_, i) => i);
  filters.where(`(${levels.map((k) => `u.${CHAIN_COLUMNS[k]} = ${id}`).join(' or ')})`);
  const level = `, case ${CHAIN_COLUMNS.map((c, k) => `when u.${c} = ${id} then ${k + 1}`).join(' ')} end as level`;
  return userPage<SubordinateUser>(db, filters, query, level, (row) => ({ ...toUser(row), level: Number(row.level) }));
}
