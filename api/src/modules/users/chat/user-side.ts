import { CHAT_TYPING_TTL_MS } from '@console/contracts/schemas/chat';
import type { Db, Queryable } from '../../../db/database';
import { conflict, fieldError, notFound } from '../../../http/errors';
import { publish } from './events';
import { loadSettings, roomIdOfUser } from './queries';

/**
 * What an end user does in the chat, as the client apps would do it: come online, type, write, read
 * staff replies, go offline. The console has no end-user sign-in; this is the entry point the user side
 * (and the demo command, through the dev-only route) calls. Every change is announced like a staff one.
 */

export interface UserSideContext {
  db: Db;
  now: Date;
}

async function assertUser(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query('select 1 from users where id = $1', [userId]);
  if (!rows.length) throw notFound(`User ${userId} does not exist`);
}

/** The user's room, created on first contact (announced as a new room). */
async function roomOfUser(tx: Queryable, userId: number, now: Date): Promise<number> {
  const existing = await roomIdOfUser(tx, userId);
  if (existing !== null) return existing;
  const { rows } = await tx.query<{ id: number | string }>(
    `insert into chat_rooms (user_id, create_date, last_activity) values ($1, $2, $2)
     on conflict (user_id) do update set user_id = excluded.user_id returning id`,
    [userId, now],
  );
  const roomId = Number(rows[0].id);
  await publish(tx, { t: 'room', roomId });
  return roomId;
}

export async function setUserPresence({ db, now }: UserSideContext, userId: number, online: boolean): Promise<void> {
  await assertUser(db, userId);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ changed: boolean }>(
      `insert into presence (user_id, online, last_changed) values ($1, $2, $3)
       on conflict (user_id) do update set online = excluded.online,
         last_changed = case when presence.online = excluded.online then presence.last_changed else excluded.last_changed end
       returning last_changed = $3 as changed`,
      [userId, online, now],
    );
    if (!online) await tx.query(`delete from chat_typing where party_kind = 'user' and party_id = $1`, [userId]);
    if (rows[0]?.changed) await publish(tx, { t: 'presence', userId });
  });
}

export async function setUserTyping({ db, now }: UserSideContext, userId: number, typing: boolean): Promise<{ roomId: number }> {
  await assertUser(db, userId);
  return db.transaction(async (tx) => {
    const roomId = await roomOfUser(tx, userId, now);
    if (typing) {
      await tx.query(
        `insert into chat_typing (room_id, party_kind, party_id, expires_at) values ($1, 'user', $2, $3)
         on conflict (room_id, party_kind, party_id) do update set expires_at = excluded.expires_at`,
        [roomId, userId, new Date(now.getTime() + CHAT_TYPING_TTL_MS)],
      );
    } else {
      await tx.query(`delete from chat_typing where room_id = $1 and party_kind = 'user' and party_id = $2`, [roomId, userId]);
    }
    await publish(tx, { t: 'typing', roomId });
    return { roomId };
  });
}

export async function sendUserMessage(
  { db, now }: UserSideContext,
  userId: number,
  message: { text?: string; image?: { url: string; name?: string | null } },
): Promise<{ roomId: number; messageId: number }> {
  await assertUser(db, userId);
  const settings = await loadSettings(db);
  if (!settings.active) throw conflict('The customer-service chat is switched off in its settings');
  if (settings.serviceType !== 1) throw conflict('Customer service runs on an external service: the built-in chat takes no messages');
  const text = message.text?.trim() || undefined;
  if (!text && !message.image) throw fieldError('text', 'a message needs text or an image');
  if (text && text.length > settings.messageLimit) throw fieldError('text', `text may have at most ${settings.messageLimit} characters`);
  return db.transaction(async (tx) => {
    const roomId = await roomOfUser(tx, userId, now);
    const { rows } = await tx.query<{ id: number | string }>(
      `insert into chat_messages (room_id, sender_kind, sender_id, text, image_url, image_name, create_date, read_by_staff, read_by_user)
       values ($1, 'user', $2, $3, $4, $5, $6, false, true) returning id`,
      [roomId, userId, text ?? null, message.image?.url ?? null, message.image?.name ?? null, now],
    );
    const messageId = Number(rows[0].id);
    await tx.query('update chat_rooms set last_activity = $2 where id = $1', [roomId, now]);
    const typed = await tx.query(`delete from chat_typing where room_id = $1 and party_kind = 'user' and party_id = $2 returning 1`, [
      roomId,
      userId,
    ]);
    await publish(tx, { t: 'message', roomId, messageId });
    if (typed.rows.length) await publish(tx, { t: 'typing', roomId });
    return { roomId, messageId };
  });
}

/** The user has seen the staff replies of their room. */
export async function markReadByUser({ db }: UserSideContext, userId: number): Promise<{ roomId: number; upToId: number } | null> {
  await assertUser(db, userId);
  return db.transaction(async (tx) => {
    const roomId = await roomIdOfUser(tx, userId);
    if (roomId === null) return null;
    const { rows } = await tx.query<{ id: number | string }>(
      `update chat_messages set read_by_user = true where room_id = $1 and sender_kind = 'staff' and not read_by_user returning id`,
      [roomId],
    );
    if (!rows.length) return { roomId, upToId: 0 };
    const upToId = Math.max(...rows.map((r) => Number(r.id)));
    await publish(tx, { t: 'read', roomId, side: 'user', upToId });
    return { roomId, upToId };
  });
}
