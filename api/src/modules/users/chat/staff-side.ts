import { CHAT_TYPING_TTL_MS } from '@console/contracts/schemas/chat';
import type { Db } from '../../../db/database';
import { publish } from './events';

/**
 * What staff do in a chat room from the console: reply (text or a picture already checked), mark the
 * user's messages read, signal typing. Every change is announced to the live stream in its transaction,
 * like the user side's (`user-side.ts`).
 */

export interface StaffReply {
  roomId: number;
  adminId: number;
  text?: string;
  image: { url: string; name: string | null } | null;
}

/** Writes a staff reply; answers the new message's id. */
export async function sendStaffReply(db: Db, reply: StaffReply, now: Date): Promise<number> {
  const { roomId, adminId } = reply;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number | string }>(
      `insert into chat_messages (room_id, sender_kind, sender_id, text, image_url, image_name, create_date, read_by_staff, read_by_user)
       values ($1, 'staff', $2, $3, $4, $5, $6, true, false) returning id`,
      [roomId, adminId, reply.text ?? null, reply.image?.url ?? null, reply.image?.name ?? null, now],
    );
    const id = Number(rows[0].id);
    await tx.query('update chat_rooms set last_activity = $2 where id = $1', [roomId, now]);
    // Replying means the user's messages have been seen.
    const read = await tx.query<{ id: number | string }>(
      `update chat_messages set read_by_staff = true where room_id = $1 and sender_kind = 'user' and not read_by_staff returning id`,
      [roomId],
    );
    const typed = await tx.query(`delete from chat_typing where room_id = $1 and party_kind = 'staff' and party_id = $2 returning 1`, [
      roomId,
      adminId,
    ]);
    await publish(tx, { t: 'message', roomId, messageId: id });
    if (read.rows.length) {
      await publish(tx, { t: 'read', roomId, side: 'staff', upToId: Math.max(...read.rows.map((r) => Number(r.id))) });
    }
    if (typed.rows.length) await publish(tx, { t: 'typing', roomId });
    return id;
  });
}

/** Staff have seen the user's messages of the room, all of them or those up to `upToId`. */
export async function markReadByStaff(db: Db, roomId: number, upToId: number | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number | string }>(
      `update chat_messages set read_by_staff = true
        where room_id = $1 and sender_kind = 'user' and not read_by_staff and ($2::bigint is null or id <= $2::bigint)
        returning id`,
      [roomId, upToId ?? null],
    );
    if (rows.length) {
      await publish(tx, { t: 'read', roomId, side: 'staff', upToId: Math.max(...rows.map((r) => Number(r.id))) });
    }
  });
}

/** Starts (for `CHAT_TYPING_TTL_MS`, renewed by each signal) or ends the admin's typing mark in the room. */
export async function setStaffTyping(db: Db, roomId: number, adminId: number, typing: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (typing) {
      await tx.query(
        `insert into chat_typing (room_id, party_kind, party_id, expires_at) values ($1, 'staff', $2, $3)
         on conflict (room_id, party_kind, party_id) do update set expires_at = excluded.expires_at`,
        [roomId, adminId, new Date(now.getTime() + CHAT_TYPING_TTL_MS)],
      );
    } else {
      await tx.query(`delete from chat_typing where room_id = $1 and party_kind = 'staff' and party_id = $2`, [roomId, adminId]);
    }
    await publish(tx, { t: 'typing', roomId });
  });
}
