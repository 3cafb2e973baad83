import type { BatchUpload } from '@console/contracts/schemas/exports-batch';
import { userCreate } from '@console/contracts/schemas/users';
import type { Db } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { hashPassword } from '../../../core/session/credentials';
import { isUniqueViolation } from '../../../db/database';
import { insertUser } from '../create-user';
import type { RawRow } from './parse';
import { type BatchRow, toBatch } from './queries';

/** A batch still "processing" whose counters have not moved for this long lost its server (restart). */
export const STALE_AFTER_MS = 2 * 60 * 1000;
/** Passwords hashed at once: argon2 runs on the thread pool, so a few overlap with the inserts. */
const HASHING_AHEAD = 4;

interface Accepted {
  rowId: number;
  rowNumber: number;
  email?: string;
  mobile?: string;
  countryCode?: string;
  password: string;
  accountType: number;
  upLineId?: number;
  remark?: string;
}

/** Checks a row by the rules of `account/create`; answers what to create or why the row is refused. */
function check(row: RawRow): { ok: true; value: Omit<Accepted, 'rowId' | 'rowNumber'> } | { ok: false; message: string } {
  const parsed = userCreate.safeParse({
    password: row.password ?? '',
    email: row.email,
    mobile: row.mobile,
    countryCode: row.countryCode?.replace(/^\+/, ''),
    remarks: row.remark,
    accountType: row.accountType,
    upLineId: row.uplineId,
  });
  if (!parsed.success) {
    const names: Record<string, string> = { remarks: 'remark', upLineId: 'uplineId' };
    return {
      ok: false,
      message: parsed.error.issues
        .map((issue) => {
          const field = String(issue.path[0] ?? 'row');
          return `${names[field] ?? field}: ${issue.message}`;
        })
        .join('; '),
    };
  }
  const v = parsed.data;
  if (!v.email && !v.mobile) return { ok: false, message: 'email or mobile is required' };
  return {
    ok: true,
    value: {
      email: v.email,
      mobile: v.mobile,
      countryCode: v.countryCode,
      password: v.password,
      accountType: v.accountType,
      upLineId: v.upLineId,
      remark: v.remarks,
    },
  };
}

/**
 * Records a batch: every row with its check result (refused rows with the reason, accepted rows
 * waiting), in one transaction. A second row with the e-mail or mobile number of an earlier row of the
 * same file is refused here. Answers the batch and the accepted rows with their passwords, which are
 * never written anywhere: the users are created by `createAccepted`, in this process.
 */
export async function recordBatch(
  db: Db,
  input: { type: number; fileName: string; rows: RawRow[]; admin: { id: number; account: string }; now: Date },
): Promise<{ batch: BatchUpload; accepted: Accepted[] }> {
  const seenEmail = new Map<string, number>();
  const seenMobile = new Map<string, number>();
  const checked = input.rows.map((row) => {
    const result = check(row);
    if (!result.ok) return { row, result };
    const { email, mobile, countryCode } = result.value;
    const earlier = (email && seenEmail.get(email.toLowerCase())) || (mobile && seenMobile.get(`${countryCode}:${mobile}`));
    if (earlier)
      return { row, result: { ok: false as const, message: `the e-mail or mobile number is already in row ${earlier} of this file` } };
    if (email) seenEmail.set(email.toLowerCase(), row.rowNumber);
    if (mobile) seenMobile.set(`${countryCode}:${mobile}`, row.rowNumber);
    return { row, result };
  });
  const refused = checked.filter((c) => !c.result.ok).length;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<BatchRow>(
      `insert into user_batch_uploads (batch_upload_type, status, file_name, total_rows, success_rows, failed_rows, admin_id, admin_account, create_date, update_date)
       values ($1, $2, $3, $4, 0, $5, $6, $7, $8, $8) returning *`,
      [
        input.type,
        refused === checked.length ? 'done' : 'processing',
        input.fileName,
        checked.length,
        refused,
        input.admin.id,
        input.admin.account,
        input.now,
      ],
    );
    const batch = rows[0];
    const accepted: Accepted[] = [];
    // Inserted a few hundred rows per statement: 5,000 single inserts would hold the transaction for long.
    for (let start = 0; start < checked.length; start += 500) {
      const slice = checked.slice(start, start + 500);
      const values: unknown[] = [];
      const tuples = slice.map(({ row, result }, i) => {
        const at = i * 10;
        values.push(
          batch.id,
          row.rowNumber,
          row.email ?? null,
          row.mobile ?? null,
          row.countryCode ?? null,
          row.accountType ?? null,
          row.uplineId ?? null,
          row.remark ?? null,
          result.ok ? 2 : 0,
          result.ok ? null : result.message,
        );
        return `(${Array.from({ length: 10 }, (_, k) => `$${at + k + 1}`).join(', ')})`;
      });
      const { rows: ids } = await tx.query<{ id: number | string }>(
        `insert into user_batch_upload_rows (batch_id, row_number, email, mobile, country_code, account_type, upline_id, remark, result, message)
         values ${tuples.join(', ')} returning id`,
        values,
      );
      slice.forEach(({ row, result }, i) => {
        if (result.ok) accepted.push({ rowId: Number(ids[i].id), rowNumber: row.rowNumber, ...result.value });
      });
    }
    return { batch: toBatch(batch), accepted };
  });
}

/**
 * Creates the users of the accepted rows, each in its own transaction with the row's result and the
 * batch's counters (which also tell other instances this batch is alive), then marks the batch done.
 */
export async function createAccepted(db: Db, batchId: number, type: number, accepted: Accepted[], clock: () => number): Promise<void> {
  const hashes = new Map<number, Promise<string>>();
  const hashAhead = (index: number) => {
    for (let i = index; i < Math.min(accepted.length, index + HASHING_AHEAD); i++) {
      if (!hashes.has(i)) hashes.set(i, hashPassword(accepted[i].password));
    }
  };
  for (let i = 0; i < accepted.length; i++) {
    hashAhead(i);
    const row = accepted[i];
    const passwordHash = await hashes.get(i)!;
    hashes.delete(i);
    const now = new Date(clock());
    try {
      await db.transaction(async (tx) => {
        const userId = await insertUser(tx, { ...row, passwordHash, isDemo: type === 2 }, now, { uplineField: 'uplineId' });
        await tx.query(`update user_batch_upload_rows set result = 1, user_id = $2, message = null where id = $1`, [row.rowId, userId]);
        await tx.query(`update user_batch_uploads set success_rows = success_rows + 1, update_date = $2 where id = $1`, [batchId, now]);
      });
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.message
          : isUniqueViolation(error)
            ? 'The e-mail or mobile number is already used by another user'
            : `not created: ${(error as Error).message}`;
      await db.transaction(async (tx) => {
        await tx.query(`update user_batch_upload_rows set result = 0, message = $2 where id = $1`, [row.rowId, message]);
        await tx.query(`update user_batch_uploads set failed_rows = failed_rows + 1, update_date = $2 where id = $1`, [batchId, now]);
      });
    }
  }
  await db.query(`update user_batch_uploads set status = 'done', update_date = $2 where id = $1`, [batchId, new Date(clock())]);
}

/**
 * Batches whose server stopped while creating their users (nothing moved for `STALE_AFTER_MS`): their
 * waiting rows are refused, since the passwords went with that server, and the batch is done.
 */
export async function settleStaleBatches(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - STALE_AFTER_MS);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number | string }>(
      `select id from user_batch_uploads where status = 'processing' and update_date < $1 for update`,
      [before],
    );
    for (const { id } of rows) {
      const { rows: refused } = await tx.query(
        `update user_batch_upload_rows set result = 0, message = 'not created: the server stopped during the upload; upload this row again'
         where batch_id = $1 and result = 2 returning id`,
        [id],
      );
      await tx.query(`update user_batch_uploads set status = 'done', failed_rows = failed_rows + $2, update_date = $3 where id = $1`, [
        id,
        refused.length,
        now,
      ]);
    }
  });
}
