import type { Page } from '@console/contracts/envelope';
import type { ListKey, SortDirection, SortKeyOf } from '@console/contracts/lists';
import type { Queryable } from './database';

/** A decimal column as text, without trailing zeros: every digit kept, never a float (lists, records, exports). */
export const decimalText = (column: string) => `trim_scale(${column})::text`;

/** Builds a `where` clause from optional filters; a filter whose value is not set adds nothing. */
export class Filters {
  readonly params: unknown[] = [];
  private readonly conditions: string[] = [];

  /** A placeholder for `value`, for use in `where()` conditions. */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  eq(column: string, value: unknown): this {
    if (value !== undefined && value !== null && value !== '') this.conditions.push(`${column} = ${this.param(value)}`);
    return this;
  }

  /** Whether a "contains" condition is among them: a text search, which the trigram indexes serve. */
  searches = false;

  /** A placeholder for an `ilike` pattern matching text that contains `value` (its `%`, `_` and `\\` taken literally). */
  containsParam(value: string): string {
    this.searches = true;
    return this.param(`%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }

  /** Case-insensitive "contains". */
  contains(column: string, value: string | undefined): this {
    if (value) this.conditions.push(`${column} ilike ${this.containsParam(value)}`);
    return this;
  }

  between(column: string, from: Date | undefined, to: Date | undefined): this {
    if (from) this.conditions.push(`${column} >= ${this.param(from)}`);
    if (to) this.conditions.push(`${column} <= ${this.param(to)}`);
    return this;
  }

  /** A condition written with placeholders from `param()`. */
  where(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  get sql(): string {
    return this.conditions.length ? `where ${this.conditions.join(' and ')}` : '';
  }
}

/** `data` of a paged answer; the envelope copies its totals. */
export class PageData<T> implements Page<T> {
  constructor(
    readonly records: T[],
    readonly total: number,
    readonly size: number,
    readonly current: number,
  ) {}
  get pages(): number {
    return Math.ceil(this.total / this.size);
  }
  toJSON(): Page<T> {
    return { records: this.records, total: this.total, size: this.size, current: this.current, pages: this.pages };
  }
}

export interface ListQuery<Row, T> {
  /** Columns of the select list. */
  select: string;
  /** The `from` clause, joins included. */
  from: string;
  /**
   * The `from` clause the total is counted over, when the filters read only its tables and the joins of `from`
   * drop no row (each row has its joined row): the count then reads the narrow indexes of one table.
   */
  countFrom?: string;
  filters?: Filters;
  orderBy: string;
  paging: { pageNum: number; pageSize: number };
  /** Reads the columns it names (a row of `listPage` also carries the page's total). */
  map: (row: Row) => T;
}

/** The pages an admin opens most: their statements are prepared (a page's text names its bounds, so later pages are not). */
const PREPARED_PAGES = 5;

/**
 * The `limit ... offset ...` of a page written as numbers, not parameters: planned with them, a prepared page
 * statement gets a generic plan that reads just the page, run after run without planning (with parameters,
 * PostgreSQL plans every run anew, as its generic plan must assume a tenth of the table). And whether to
 * prepare it: the first pages only, so that a connection prepares few texts per list and filter. Paging is
 * validated whole numbers; one too large to write exactly is sent as parameters (appended to `params`).
 */
export function pageBounds(paging: { pageNum: number; pageSize: number }, params: unknown[]): { sql: string; prepare: boolean } {
  const { pageNum, pageSize } = paging;
  const offset = (pageNum - 1) * pageSize;
  if (Number.isSafeInteger(pageSize) && Number.isSafeInteger(offset) && pageSize > 0 && offset >= 0) {
    return { sql: `limit ${pageSize} offset ${offset}`, prepare: pageNum <= PREPARED_PAGES };
  }
  params.push(pageSize, offset);
  return { sql: `limit $${params.length - 1} offset $${params.length}`, prepare: false };
}

/**
 * One page of a filtered list, with the total count of matching rows, in one round trip: the count is an
 * uncorrelated subquery of the page's select list, which PostgreSQL plans on its own (the page keeps its
 * index-ordered plan) and runs once. Only a page past the end, which has no row to carry the count, counts
 * again on its own; an empty first page means no match at all.
 */
export async function listPage<Row, T>(db: Queryable, q: ListQuery<Row, T>): Promise<PageData<T>> {
  const filters = q.filters ?? new Filters();
  const { pageNum, pageSize } = q.paging;
  const count = `select count(*)::int as total from ${q.countFrom ?? q.from} ${filters.sql}`;
  const params = [...filters.params];
  const bounds = pageBounds(q.paging, params);
  const { rows } = await db.query<Row & { page_total__: number }>(
    `select (${count}) as page_total__, ${q.select} from ${q.from} ${filters.sql} order by ${q.orderBy} ${bounds.sql}`,
    params,
    { prepare: bounds.prepare },
  );
  const total = rows[0]
    ? Number(rows[0].page_total__)
    : pageNum > 1
      ? ((await db.query<{ total: number }>(count, filters.params, { prepare: true })).rows[0]?.total ?? 0)
      : 0;
  return new PageData(rows.map(q.map), total, pageSize, pageNum);
}

/**
 * The `order by` of a list the admin sorted: the chosen sort key's column (each key of the list's allow-list
 * in `shared/contracts/src/lists.ts` mapped to the indexed expression it sorts), then `tiebreak` the same way
 * so pages never overlap; or, for a key whose order is more than one column, the order it writes for a
 * direction. Without a sort, the list's own order. A plain column names no nulls order: PostgreSQL uses an
 * index only for the nulls order it holds, and a descending index (nulls first) read backwards serves the
 * ascending order (nulls last), so one index serves both directions of a key; `nulls last` on a
 * `(create_date desc, id desc)` index would sort a million-row table instead (measured).
 */
export function sortedOrder<K extends ListKey>(
  _list: K,
  columns: Record<SortKeyOf<K>, string | ((direction: SortDirection) => string)>,
  sort: { orderBy?: SortKeyOf<K>; orderDirection?: SortDirection },
  fallback: string,
  tiebreak = 'id',
): string {
  if (!sort.orderBy) return fallback;
  const direction = sort.orderDirection === 'asc' ? 'asc' : 'desc';
  const column = columns[sort.orderBy];
  if (typeof column === 'function') return column(direction);
  return column === tiebreak ? `${column} ${direction}` : `${column} ${direction}, ${tiebreak} ${direction}`;
}

/** Dates travel as ISO strings. */
export function iso(date: Date | string | null | undefined): string | null {
  if (date === null || date === undefined) return null;
  return (date instanceof Date ? date : new Date(date)).toISOString();
}

/** A time inside a message an admin reads: `2026-11-22 13:13:28 UTC`. */
export function messageTime(date: Date | string): string {
  return `${(iso(date) ?? '').slice(0, 19).replace('T', ' ')} UTC`;
}

/** A date filter sent as ISO or `YYYY-MM-DD HH:mm:ss`. */
export function parseDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  return new Date(value.includes('T') ? value : value.replace(' ', 'T'));
}
