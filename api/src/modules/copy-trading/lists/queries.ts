import type {
  FollowBatchRow,
  FollowBatchRowStatus,
  FollowListEntry,
  FollowListType,
  FollowPermissionType,
  followListQuery,
} from '@console/contracts/schemas/copy-trading';
import { FOLLOW_BATCH_ROW_STATUSES } from '@console/contracts/schemas/copy-trading';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage } from '../../../db/list';
import { conflict, notFound } from '../../../http/errors';

/*
 * A leading order's invite and block lists (`copy_follow_lists`, 031): an account is on at most one list of an
 * order (the unique key), so inviting a blocked account (or blocking an invited one) is refused until it is removed
 * from the other list. Each change moves the order's `invite_count` / `block_count` in the same transaction.
 */

interface EntryRow {
  id: string;
  leading_order_id: string;
  permissions_type: FollowPermissionType;
  list_type: FollowListType;
  user_id: string;
  email: string | null;
  created_by: string;
  create_date: Date;
}

const ENTRY_COLUMNS = `e.id, e.leading_order_id, l.permissions_type, e.list_type, e.user_id, u.email, e.created_by, e.create_date`;
const ENTRY_FROM = 'copy_follow_lists e join copy_leading_orders l on l.order_id = e.leading_order_id join users u on u.id = e.user_id';

const toEntry = (r: EntryRow): FollowListEntry => ({
  id: Number(r.id),
  detailId: Number(r.leading_order_id),
  permissionsType: r.permissions_type,
  type: r.list_type,
  accountId: Number(r.user_id),
  email: r.email,
  createdBy: r.created_by,
  createDate: iso(r.create_date)!,
});

const COUNT_COLUMN: Record<FollowListType, string> = { invite: 'invite_count', block: 'block_count' };

/** The leading order, locked for a change of its lists (two changes of one order apply one after the other). */
async function lockLeadingOrder(tx: Queryable, id: number): Promise<void> {
  const { rows } = await tx.query('select 1 from copy_leading_orders where order_id = $1 for update', [id]);
  if (!rows.length) throw notFound(`Leading order ${id} does not exist`);
}

export function followListPage(db: Queryable, q: z.output<typeof followListQuery>) {
  return listPage<EntryRow, FollowListEntry>(db, {
    select: ENTRY_COLUMNS,
    from: ENTRY_FROM,
    countFrom: 'copy_follow_lists e',
    filters: new Filters().eq('e.leading_order_id', q.detailId).eq('e.list_type', q.type).eq('e.user_id', q.accountId),
    orderBy: 'e.id',
    paging: q,
    map: toEntry,
  });
}

async function entryOf(db: Queryable, leadingOrderId: number, userId: number): Promise<FollowListEntry | null> {
  const { rows } = await db.query<EntryRow>(`select ${ENTRY_COLUMNS} from ${ENTRY_FROM} where e.leading_order_id = $1 and e.user_id = $2`, [
    leadingOrderId,
    userId,
  ]);
  return rows[0] ? toEntry(rows[0]) : null;
}

/** `follow/invite/add`: one account on a list; 409 when it is on this list or the other already. */
export async function addToList(
  tx: Queryable,
  input: { leadingOrderId: number; type: FollowListType; userId: number; admin: string; now: Date },
): Promise<FollowListEntry> {
  await lockLeadingOrder(tx, input.leadingOrderId);
  const { rows: user } = await tx.query('select 1 from users where id = $1', [input.userId]);
  if (!user.length) throw notFound(`Account ${input.userId} does not exist`);
  const existing = await entryOf(tx, input.leadingOrderId, input.userId);
  if (existing) {
    throw conflict(
      existing.type === input.type
        ? `Account ${input.userId} is on the ${input.type} list of leading order ${input.leadingOrderId} already`
        : `Account ${input.userId} is on the ${existing.type} list of leading order ${input.leadingOrderId}: remove it from there first`,
    );
  }
  await insertEntries(tx, input.leadingOrderId, input.type, [input.userId], input.admin, input.now);
  return (await entryOf(tx, input.leadingOrderId, input.userId)) as FollowListEntry;
}

async function insertEntries(
  tx: Queryable,
  leadingOrderId: number,
  type: FollowListType,
  userIds: readonly number[],
  admin: string,
  now: Date,
) {
  if (!userIds.length) return;
  await tx.query(
    `insert into copy_follow_lists (leading_order_id, list_type, user_id, created_by, create_date)
     select $1, $2, u, $4, $5 from unnest($3::bigint[]) with ordinality as t(u, ord) order by ord`,
    [leadingOrderId, type, userIds, admin, now],
  );
  await tx.query(
    `update copy_leading_orders set ${COUNT_COLUMN[type]} = ${COUNT_COLUMN[type]} + $2, update_date = $3 where order_id = $1`,
    [leadingOrderId, userIds.length, now],
  );
}

/** `follow/invite/remove`: one account off a list; 404 when it is not on that list. Answers the entry as it was. */
export async function removeFromList(
  tx: Queryable,
  input: { leadingOrderId: number; type: FollowListType; userId: number; now: Date },
): Promise<FollowListEntry> {
  await lockLeadingOrder(tx, input.leadingOrderId);
  const entry = await entryOf(tx, input.leadingOrderId, input.userId);
  if (!entry || entry.type !== input.type) {
    throw notFound(`Account ${input.userId} is not on the ${input.type} list of leading order ${input.leadingOrderId}`);
  }
  await tx.query('delete from copy_follow_lists where id = $1', [entry.id]);
  await tx.query(
    `update copy_leading_orders set ${COUNT_COLUMN[input.type]} = ${COUNT_COLUMN[input.type]} - 1, update_date = $2 where order_id = $1`,
    [input.leadingOrderId, input.now],
  );
  return entry;
}

/** A row of a batch file as read: its line and its first cell. */
export interface BatchLine {
  rowNumber: number;
  value: string;
}

/**
 * The verdict on each row of a batch file (in file order) and, when `apply`, the valid rows added in one statement,
 * all under the order's lock: a preview and the apply that follows it see the same verdicts unless the list changed
 * meanwhile (then the apply's own verdicts are the ones answered).
 */
export async function batchVerdicts(
  tx: Queryable,
  input: { leadingOrderId: number; type: FollowListType; lines: readonly BatchLine[]; apply: boolean; admin: string; now: Date },
): Promise<{ rows: FollowBatchRow[]; counts: Record<FollowBatchRowStatus, number>; applied: number }> {
  await lockLeadingOrder(tx, input.leadingOrderId);
  const parsed = input.lines.map((line) => {
    const value = line.value.trim();
    const id = /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
    return { ...line, value, id };
  });
  const ids = [...new Set(parsed.flatMap((p) => (p.id === null ? [] : [p.id])))];
  const [{ rows: known }, { rows: listed }] = await Promise.all([
    tx.query<{ id: string }>('select id from users where id = any($1::bigint[])', [ids]),
    tx.query<{ user_id: string; list_type: FollowListType }>(
      'select user_id, list_type from copy_follow_lists where leading_order_id = $1 and user_id = any($2::bigint[])',
      [input.leadingOrderId, ids],
    ),
  ]);
  const exists = new Set(known.map((k) => Number(k.id)));
  const listOf = new Map(listed.map((l) => [Number(l.user_id), l.list_type]));
  const seen = new Set<number>();
  const rows: FollowBatchRow[] = parsed.map((p) => {
    let status: FollowBatchRowStatus;
    if (p.id === null) status = 'invalid';
    else if (!exists.has(p.id)) status = 'unknown_account';
    else if (seen.has(p.id)) status = 'duplicate';
    else if (listOf.get(p.id) === input.type) status = 'already_listed';
    else if (listOf.has(p.id)) status = 'on_other_list';
    else status = 'valid';
    if (p.id !== null) seen.add(p.id);
    return { rowNumber: p.rowNumber, value: p.value, accountId: p.id, status, applied: false };
  });
  const valid = rows.filter((r) => r.status === 'valid');
  if (input.apply) {
    await insertEntries(
      tx,
      input.leadingOrderId,
      input.type,
      valid.map((r) => r.accountId as number),
      input.admin,
      input.now,
    );
    for (const r of valid) r.applied = true;
  }
  const counts = Object.fromEntries(FOLLOW_BATCH_ROW_STATUSES.map((s) => [s, 0])) as Record<FollowBatchRowStatus, number>;
  for (const r of rows) counts[r.status] += 1;
  return { rows, counts, applied: input.apply ? valid.length : 0 };
}
