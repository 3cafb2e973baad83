import type { z } from 'zod';
import type { depositListQuery, RecordHistoryAction, RecordHistoryEntry, withdrawalListQuery } from '@console/contracts/schemas/finance';
import type { Db, Queryable } from '../../db/database';
import { Filters, messageTime, PageData, pageBounds, parseDate } from '../../db/list';
import { type ApiError, conflict, fieldError, notFound } from '../../http/errors';
import { type HistoryActor, historyFromJson, historyOfRecord, recordHistory, withHistory } from './history';
import { type CoinLine, coinLines, type SummedColumns } from '../../db/day-sums';
import { type DaySumFilters, summaryFromDaySums } from './summaries';

/** Ids are BIGINT: PGlite answers numbers, node-postgres strings. */
export const num = (value: unknown): number => Number(value);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const LEVELS = [0, 1, 2, 3, 4, 5] as const;
const CHAIN = LEVELS.map((i) => `u.agent_user_id${i}`);
const TOP_OF_CHAIN = `coalesce(${[...CHAIN].reverse().join(', ')})`;

/** The name of the user whose id is `id`: its e-mail, else its mobile number. */
const nameOf = (id: string) => `(select coalesce(n.email, n.mobile_number) from users n where n.id = ${id})`;
/**
 * Each level of the agent chain by its id and name. The names are scalar subqueries rather than joins: with
 * a join per level the planner weighs the orders of eleven tables, and planning alone took 70 ms a page.
 */
const CHAIN_COLUMNS = LEVELS.map((i) => `u.agent_user_id${i} as chain${i}_id, ${nameOf(`u.agent_user_id${i}`)} as chain${i}_name`).join(
  ', ',
);

/** The name of the top of the record's user's agent chain (`u`). */
export const TOP_AGENT_NAME = nameOf(TOP_OF_CHAIN);

/**
 * The user behind a record (`x`), with the parent, the top of the agent chain and each level of it; needs
 * `users u` joined on the record's user and the parent left-joined by `RECORD_USER_JOINS`. Only the rows
 * of a page or a single record read them: a count or a sum never joins them.
 */
export const RECORD_USER_COLUMNS = `x.user_id, u.email as u_email, u.mobile_number as u_mobile_number, u.account_type as u_account_type,
  u.remark as u_remark, u.parent_user_id as u_parent_user_id, coalesce(p.email, p.mobile_number) as parent_name,
  ${TOP_OF_CHAIN} as agent_id, ${TOP_AGENT_NAME} as agent_name, ${CHAIN_COLUMNS}`;
export const RECORD_USER_JOINS = 'join users u on u.id = x.user_id left join users p on p.id = u.parent_user_id';

type ChainRow = { [K in `chain${(typeof LEVELS)[number]}_id`]: number | string | null } & {
  [K in `chain${(typeof LEVELS)[number]}_name`]: string | null;
};

export interface RecordUserRow extends ChainRow {
  user_id: number | string;
  u_email: string | null;
  u_mobile_number: string | null;
  u_account_type: number;
  u_remark: string | null;
  u_parent_user_id: number | string | null;
  parent_name: string | null;
  agent_id: number | string | null;
  agent_name: string | null;
}

export const toRecordUser = (r: RecordUserRow) => ({
  accountId: num(r.user_id),
  email: r.u_email,
  mobileNumber: r.u_mobile_number,
  isSales: r.u_account_type === 3 ? 1 : 0,
  userRemark: r.u_remark,
  parentUserId: numOrNull(r.u_parent_user_id),
  parentUserName: r.parent_name,
  agentId: numOrNull(r.agent_id),
  agentName: r.agent_name,
  agentChain: LEVELS.flatMap((level) => {
    const id = r[`chain${level}_id`];
    return id === null || id === undefined ? [] : [{ level, id: num(id), name: r[`chain${level}_name`] }];
  }),
});

type CommonFilters = Omit<z.output<typeof depositListQuery>, 'status' | 'source' | 'isFirstTime' | 'operator'>;

/** The filters both record lists take, on the record `x` joined with its user `u`; deleted records never match. */
export function recordFilters(body: CommonFilters): Filters {
  const filters = new Filters()
    .where('x.deleted_date is null')
    .eq('x.id', body.id)
    .eq('x.user_id', body.accountId)
    .eq('x.coin_id', body.coinId)
    .eq('x.wallet_type', body.walletType)
    .eq('x.block_chain', body.blockChain)
    .eq('x.is_show', body.isShow)
    .eq('x.reviewer', body.reviewer)
    .eq('u.parent_user_id', body.parentUserId)
    .contains('u.email', body.email)
    .between('x.create_date', parseDate(body.startTime), parseDate(body.endTime))
    .between('x.review_date', parseDate(body.reviewStartTime), parseDate(body.reviewEndTime));
  if (body.isSales !== undefined) filters.where(body.isSales ? 'u.account_type = 3' : 'u.account_type <> 3');
  // The agent's downline (six indexed chain columns) first, then its records: no user row is read per record.
  if (body.agentId !== undefined) {
    const chain = [0, 1, 2, 3, 4, 5].map((i) => `d.agent_user_id${i}`).join(', ');
    filters.where(`x.user_id in (select d.id from users d where ${filters.param(body.agentId)}::bigint in (${chain}))`);
  }
  if (body.minAmount !== undefined) filters.where(`x.amount >= ${filters.param(body.minAmount)}::numeric`);
  if (body.maxAmount !== undefined) filters.where(`x.amount <= ${filters.param(body.maxAmount)}::numeric`);
  return filters;
}

/** The deposit list's filters (`finance/depositRecord/list`, also its export). */
export function depositListFilters(body: z.output<typeof depositListQuery>): Filters {
  return recordFilters(body)
    .eq('x.status', body.status)
    .eq('x.source', body.source)
    .eq('x.is_first_time', body.isFirstTime)
    .eq('x.operator', body.operator);
}

/** The withdrawal list's filters (`finance/withdrawalRecord/list`, also its export). */
export function withdrawalListFilters(body: z.output<typeof withdrawalListQuery>): Filters {
  const filters = recordFilters(body)
    .eq('x.status', body.status)
    .eq('x.withdrawal_type', body.withdrawalType)
    .eq('x.is_first_time_withdrawal', body.isFirstTimeWithdrawal)
    .contains('x.address', body.address);
  if (body.anomalyType) filters.where(`${filters.param(body.anomalyType)} = any(x.anomaly_types)`);
  return filters;
}

/**
 * What a deposit or withdrawal record is to the code both share: its table, the columns of its row
 * (the record `x`, its user, its coin `c`), the sums of its list's summary, and its answer.
 */
export interface RecordKind<Row, T> {
  /** `deposit` or `withdrawal`: the word of its messages and route names, and its paths `finance/<name>/...`. */
  name: 'deposit' | 'withdrawal';
  table: 'deposits' | 'withdrawals';
  columns: string;
  /** The list summary's answer names and the columns they sum (kept per day too: `summaries.ts`). */
  summed: SummedColumns;
  toRecord: (row: Row) => T;
}

/** All that some of the helpers below need of a record kind. */
type RecordTable = Pick<RecordKind<unknown, unknown>, 'name' | 'table'>;

const capitalised = (word: string) => word[0].toUpperCase() + word.slice(1);

export const recordNotFound = (kind: RecordTable, id: number) => notFound(`${capitalised(kind.name)} ${id} does not exist`);

/** The 409 for reviewing a record that is no longer pending, saying how, by whom and when it was reviewed. */
export function alreadyReviewed(
  kind: RecordTable,
  id: number,
  outcome: string,
  reviewer: string | null,
  reviewDate: Date | null,
): ApiError {
  const by = reviewer ? ` by ${reviewer}` : '';
  const at = reviewDate ? ` on ${messageTime(reviewDate)}` : '';
  return conflict(`${capitalised(kind.name)} ${id} was already ${outcome}${by}${at}: only a pending ${kind.name} can be reviewed`);
}

/** What every record answered has: its id and its review history. */
export type Recorded = { id: number; history: RecordHistoryEntry[] };

/** A record that is not deleted (404 otherwise), with its user, its coin and its history. */
export async function findRecord<Row, T extends Recorded>(db: Queryable, kind: RecordKind<Row, T>, id: number): Promise<T> {
  const { rows } = await db.query<Row>(
    `select ${kind.columns} from ${kind.table} x ${RECORD_USER_JOINS} join coins c on c.id = x.coin_id
     where x.id = $1 and x.deleted_date is null`,
    [id],
  );
  if (!rows[0]) throw recordNotFound(kind, id);
  const [record] = await withHistory(db, kind.name, [kind.toRecord(rows[0])]);
  return record;
}

/** The columns staff edit by hand: the name the history gives each, and its value as text (amounts without trailing zeros). */
const EDITABLE = {
  remark: { field: 'remark', value: 'remark' },
  reason: { field: 'reason', value: 'reason' },
  report_amount: { field: 'reportAmount', value: 'trim_scale(report_amount)::text' },
  convert_amount: { field: 'convertAmount', value: 'trim_scale(convert_amount)::text' },
} as const;
type EditableColumn = keyof typeof EDITABLE;

export interface RecordEdit {
  action: Extract<RecordHistoryAction, 'remarkEdited' | 'reportAmountFixed' | 'convertAmountFixed'>;
  actor: HistoryActor;
  now: Date;
  /** New values by column (null clears a remark or a reason). */
  sets: Partial<Record<EditableColumn, string | null>>;
}

/**
 * Sets columns of a record that is not deleted (404 otherwise) under its row lock, writes the edit to the
 * record's history with each value as it was and as it became, and answers the record as it now is.
 */
export function editRecord<Row, T extends Recorded>(
  db: Pick<Db, 'transaction'>,
  kind: RecordKind<Row, T>,
  id: number,
  edit: RecordEdit,
): Promise<T> {
  const columns = Object.keys(edit.sets) as EditableColumn[];
  const values = columns.map((c) => `${EDITABLE[c].value} as ${c}`).join(', ');
  return db.transaction(async (tx) => {
    const { rows: before } = await tx.query<Record<EditableColumn, string | null>>(
      `select ${values} from ${kind.table} where id = $1 and deleted_date is null for update`,
      [id],
    );
    if (!before[0]) throw recordNotFound(kind, id);
    const { rows: after } = await tx.query<Record<EditableColumn, string | null>>(
      `update ${kind.table} set update_date = $2${columns.map((c, i) => `, ${c} = $${i + 3}`).join('')} where id = $1 returning ${values}`,
      [id, edit.now, ...columns.map((c) => edit.sets[c])],
    );
    await recordHistory(tx, kind.name, id, edit.actor, edit.now, {
      action: edit.action,
      changes: columns.map((c) => ({ field: EDITABLE[c].field, from: before[0][c], to: after[0][c] })),
    });
    return findRecord(tx, kind, id);
  });
}

/**
 * Marks a record deleted, by whom and when, and writes it to the record's history, in the caller's
 * transaction; a record already deleted does not exist (404).
 */
export async function softDeleteRecord(
  tx: Queryable,
  kind: RecordTable,
  id: number,
  now: Date,
  actor: HistoryActor & { account: string },
): Promise<void> {
  const { rows } = await tx.query(
    `update ${kind.table} set deleted_date = $2, deleted_by = $3, update_date = $2 where id = $1 and deleted_date is null returning id`,
    [id, now, actor.account],
  );
  if (!rows.length) throw recordNotFound(kind, id);
  await recordHistory(tx, kind.name, id, actor, now, { action: 'deleted' });
}

/**
 * Checks that a new record's user exists (404) and its coin too (400 naming `coinId`), and answers the
 * coin's code and whether it can be deposited and withdrawn.
 */
export async function checkUserAndCoin(
  tx: Queryable,
  userId: number,
  coinId: number,
): Promise<{ code: string; support_deposit_withdrawal: number }> {
  const { rows: users } = await tx.query('select 1 from users where id = $1', [userId]);
  if (!users.length) throw notFound(`User ${userId} does not exist`);
  const { rows: coins } = await tx.query<{ code: string; support_deposit_withdrawal: number }>(
    'select code, support_deposit_withdrawal from coins where id = $1',
    [coinId],
  );
  if (!coins[0]) throw fieldError('coinId', `coin ${coinId} does not exist`);
  return coins[0];
}

/** A page of a list with the sums of its amounts over every matching record, a line per coin. */
export class SummarisedPageData<T, S> extends PageData<T> {
  constructor(
    records: T[],
    total: number,
    size: number,
    current: number,
    readonly summary: S[],
  ) {
    super(records, total, size, current);
  }
  override toJSON() {
    return { ...super.toJSON(), summary: this.summary };
  }
}

/** The count and sums per coin of the records matching `filters`, added up from the records. */
function summedRecords<S extends Record<string, string>>(
  db: Queryable,
  kind: Pick<RecordKind<unknown, unknown>, 'table' | 'summed'>,
  filters: Filters,
) {
  // The user is joined only for filters on the user (`u.`): every record has its user (not null, referenced),
  // so the join never adds or drops one, and without it the count and sums read the record's index alone.
  const userJoin = /\bu\./.test(filters.sql) ? 'join users u on u.id = x.user_id' : '';
  const columns = Object.values(kind.summed)
    .map((c) => `x.${c}`)
    .join(', ');
  return coinLines<S>(
    db,
    kind.summed,
    `select x.coin_id, 1 as records, ${columns} from ${kind.table} x ${userJoin} ${filters.sql}`,
    filters.params,
  );
}

/** The list's own order: newest first. */
export const RECORD_ORDER = 'x.create_date desc, x.id desc';

/** The record columns a deposit or withdrawal list sorts by (each index-served: 012 and 018). */
export const RECORD_SORTS = { id: 'x.id', createDate: 'x.create_date', amount: 'x.amount' } as const;

/**
 * One page in `order` (newest first unless the admin sorted), with the count and the sums per coin of
 * every matching record: from the sums kept per day when the route says they can answer its filters
 * (`daySums`), else added up from the records (and their users only for filters on the user). The page's
 * rows get the user, the coin, the upline and each record's review history in the same query.
 */
export async function summarisedPage<Row, T extends Recorded, S extends Record<string, string>>(
  db: Queryable,
  kind: RecordKind<Row, T>,
  filters: Filters,
  paging: { pageNum: number; pageSize: number },
  daySums?: DaySumFilters,
  order = RECORD_ORDER,
): Promise<SummarisedPageData<T, CoinLine<S>>> {
  const sums = async () => (daySums && (await summaryFromDaySums<S>(db, kind, daySums))) ?? summedRecords<S>(db, kind, filters);
  const params = [...filters.params];
  const bounds = pageBounds(paging, params);
  // The summary and the page at once, each on a connection of the pool (one after the other on PGlite).
  const [lines, { rows }] = await Promise.all([
    sums(),
    db.query<Row & { history_json: unknown }>(
      `select ${kind.columns}, ${historyOfRecord(kind.name)} as history_json
       from ${kind.table} x ${RECORD_USER_JOINS} join coins c on c.id = x.coin_id ${filters.sql}
       order by ${order} ${bounds.sql}`,
      params,
      { prepare: bounds.prepare },
    ),
  ]);
  const total = lines.reduce((count, line) => count + line.count, 0);
  const records = rows.map((row) => ({ ...kind.toRecord(row), history: historyFromJson(row.history_json) }));
  return new SummarisedPageData(records, total, paging.pageSize, paging.pageNum, lines);
}
