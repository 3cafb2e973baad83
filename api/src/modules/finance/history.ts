import type { RecordHistoryAction, RecordHistoryChange, RecordHistoryEntry } from '@console/contracts/schemas/finance';
import type { Queryable } from '../../db/database';
import { iso } from '../../db/list';

/*
 * The review history of deposits and withdrawals (table `finance_record_history`, migration 015): each
 * action on a record writes its event in the action's own transaction, so an action that is refused (a
 * validation error, a 404, a 409) or rolled back leaves none.
 */

export type RecordKindName = 'deposit' | 'withdrawal';

/** Who acted: an admin, or the payout provider (both null). */
export interface HistoryActor {
  adminId: number | null;
  account: string | null;
}

/** The payout provider, reporting an outcome. */
export const PAYOUT_PROVIDER_ACTOR: HistoryActor = { adminId: null, account: null };

export interface HistoryEvent {
  action: RecordHistoryAction;
  reason?: string | null;
  remark?: string | null;
  changes?: RecordHistoryChange[];
}

/** Writes one event of a record's history, in the caller's transaction. */
export async function recordHistory(
  tx: Queryable,
  kind: RecordKindName,
  recordId: number | string,
  actor: HistoryActor,
  now: Date,
  event: HistoryEvent,
): Promise<void> {
  await tx.query(
    `insert into finance_record_history (record_kind, record_id, action, admin_id, admin_account, reason, remark, changes, create_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)`,
    [
      kind,
      recordId,
      event.action,
      actor.adminId,
      actor.account,
      event.reason ?? null,
      event.remark ?? null,
      JSON.stringify(event.changes ?? []),
      now,
    ],
  );
}

interface HistoryRow {
  id: number | string;
  record_id: number | string;
  action: RecordHistoryAction;
  admin_id: number | null;
  admin_account: string | null;
  reason: string | null;
  remark: string | null;
  changes: RecordHistoryChange[] | string;
  create_date: Date | string;
}

/** An event as read from the table, or from the JSON of `HISTORY_OF_RECORD` (where the date is text). */
function toHistoryEntry(r: HistoryRow): RecordHistoryEntry {
  return {
    id: Number(r.id),
    action: r.action,
    adminId: r.admin_id === null ? null : Number(r.admin_id),
    account: r.admin_account,
    createDate: iso(r.create_date)!,
    reason: r.reason,
    remark: r.remark,
    changes: typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes,
  };
}

const HISTORY_COLUMNS = 'h.id, h.record_id, h.action, h.admin_id, h.admin_account, h.reason, h.remark, h.changes, h.create_date';

/**
 * The history of the record `x` of a kind (oldest event first) as a JSON array, a column of a page's own
 * query: the page's twenty records read theirs from the record index of 015 in the same round trip.
 */
export const historyOfRecord = (kind: RecordKindName) =>
  `(select coalesce(json_agg(h order by h.create_date, h.id), '[]'::json) from (select ${HISTORY_COLUMNS} from finance_record_history h
     where h.record_kind = '${kind}' and h.record_id = x.id) h)`;

/** The entries of a `historyOfRecord` column (PGlite and node-postgres both answer the JSON parsed). */
export const historyFromJson = (json: unknown): RecordHistoryEntry[] =>
  (typeof json === 'string' ? (JSON.parse(json) as HistoryRow[]) : ((json ?? []) as HistoryRow[])).map(toHistoryEntry);

/** The histories of the records `ids` of one kind, oldest event first, in one query. */
async function historiesOf(db: Queryable, kind: RecordKindName, ids: number[]): Promise<Map<number, RecordHistoryEntry[]>> {
  const byRecord = new Map<number, RecordHistoryEntry[]>();
  if (!ids.length) return byRecord;
  const { rows } = await db.query<HistoryRow>(
    `select ${HISTORY_COLUMNS} from finance_record_history h
     where h.record_kind = $1 and h.record_id = any($2::bigint[]) order by h.record_id, h.create_date, h.id`,
    [kind, ids],
  );
  for (const r of rows) {
    const entry = toHistoryEntry(r);
    const list = byRecord.get(Number(r.record_id));
    if (list) list.push(entry);
    else byRecord.set(Number(r.record_id), [entry]);
  }
  return byRecord;
}

/** The records with their histories (oldest event first), read in one query for all of them. */
export async function withHistory<T extends { id: number; history: RecordHistoryEntry[] }>(
  db: Queryable,
  kind: RecordKindName,
  records: T[],
): Promise<T[]> {
  const histories = await historiesOf(
    db,
    kind,
    records.map((r) => r.id),
  );
  return records.map((r) => ({ ...r, history: histories.get(r.id) ?? [] }));
}
