import type {
  ChatLastMessage,
  ChatMessage,
  ChatMessagesPage,
  ChatPartyKind,
  ChatRoom,
  ChatSettings,
  ChatTypingUser,
  chatSettingsEdit,
} from '@console/contracts/schemas/chat';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, PageData } from '../../../db/list';
import { notFound } from '../../../http/errors';

/** Ids are BIGINT: PGlite answers numbers, node-postgres strings. */
const num = (value: unknown): number => Number(value);
const time = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

interface NameParts {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile_number: string | null;
}

/** How an end user is called in the console: their name, else their e-mail, else their phone, else their id. */
export function userDisplayName(id: number, u: NameParts): string {
  const name = [u.first_name, u.last_name].filter(Boolean).join(' ').trim();
  return name || u.email || u.mobile_number || `User ${id}`;
}

export const staffDisplayName = (a: { account: string | null; manager_name: string | null }, id: number): string =>
  a.manager_name || a.account || `Staff ${id}`;

// ------------------------------------------------------------------ settings

interface SettingsRow {
  id: number;
  service_type: number;
  url: string | null;
  message_limit: number;
  history_loading_limit: number;
  active: number;
  update_date: Date;
}

export async function loadSettings(db: Queryable): Promise<ChatSettings> {
  const { rows } = await db.query<SettingsRow>(
    'select id, service_type, url, message_limit, history_loading_limit, active, update_date from customer_service_settings where id = 1',
  );
  const r = rows[0];
  if (!r) throw new Error('customer_service_settings has no row: the chat migration did not run');
  return {
    id: r.id,
    serviceType: r.service_type,
    url: r.url,
    messageLimit: r.message_limit,
    historyLoadingLimit: r.history_loading_limit,
    active: r.active === 1,
    updateDate: iso(r.update_date)!,
  };
}

/** Saves the settings (one row); answers nothing: read them back with `loadSettings`. */
export async function saveSettings(db: Queryable, settings: z.output<typeof chatSettingsEdit>, now: Date): Promise<void> {
  await db.query(
    `update customer_service_settings set service_type = $1, url = $2, message_limit = $3, history_loading_limit = $4,
       active = $5, update_date = $6 where id = 1`,
    [settings.serviceType, settings.url, settings.messageLimit, settings.historyLoadingLimit, settings.active ? 1 : 0, now],
  );
}

/** Whether `key` names a picture this API stored (an upload of `customerService/chat/uploadImg`). */
export async function isStoredPicture(db: Queryable, key: string): Promise<boolean> {
  const { rows } = await db.query("select 1 from stored_files where key = $1 and kind = 'image'", [key]);
  return rows.length > 0;
}

// ------------------------------------------------------------------ rooms

interface RoomRow extends NameParts {
  id: number | string;
  user_id: number | string;
  last_activity: Date;
  online: boolean | null;
  last_changed: Date | null;
  unread: number;
  lm_id: number | string | null;
  lm_sender_kind: ChatPartyKind | null;
  lm_sender_id: number | string | null;
  lm_text: string | null;
  lm_image_url: string | null;
  lm_date: Date | null;
  lm_read_by_staff: boolean | null;
  lm_read_by_user: boolean | null;
}

const ROOM_SELECT = `r.id, r.user_id, r.last_activity, u.first_name, u.last_name, u.email, u.mobile_number,
  p.online, p.last_changed,
  (select count(*)::int from chat_messages um where um.room_id = r.id and um.sender_kind = 'user' and not um.read_by_staff) as unread,
  lm.id as lm_id, lm.sender_kind as lm_sender_kind, lm.sender_id as lm_sender_id, lm.text as lm_text,
  lm.image_url as lm_image_url, lm.create_date as lm_date, lm.read_by_staff as lm_read_by_staff, lm.read_by_user as lm_read_by_user`;

const ROOM_FROM = `chat_rooms r join users u on u.id = r.user_id left join presence p on p.user_id = r.user_id
  left join lateral (select m.id, m.sender_kind, m.sender_id, m.text, m.image_url, m.create_date, m.read_by_staff, m.read_by_user
                       from chat_messages m where m.room_id = r.id order by m.id desc limit 1) lm on true`;

function toRoom(r: RoomRow, typing: ChatTypingUser[]): ChatRoom {
  const userId = num(r.user_id);
  const name = userDisplayName(userId, r);
  let lastMessage: ChatLastMessage | null = null;
  if (r.lm_id !== null && r.lm_date && r.lm_sender_kind) {
    const date = time(r.lm_date);
    lastMessage = {
      id: num(r.lm_id),
      senderKind: r.lm_sender_kind,
      senderId: num(r.lm_sender_id),
      content: r.lm_text ?? '',
      hasImage: r.lm_image_url !== null,
      date: date.toISOString(),
      timestamp: date.getTime(),
      isRead: (r.lm_sender_kind === 'user' ? r.lm_read_by_staff : r.lm_read_by_user) === true,
    };
  }
  return {
    roomId: num(r.id),
    roomName: name,
    avatar: null,
    users: [
      {
        id: userId,
        username: name,
        avatar: null,
        email: r.email,
        status: { state: r.online ? 'online' : 'offline', lastChanged: iso(r.last_changed) },
      },
    ],
    unreadCount: r.unread,
    lastMessage,
    typingUsers: typing,
    lastActivity: iso(r.last_activity)!,
  };
}

interface TypingRow {
  room_id: number | string;
  party_kind: ChatPartyKind;
  party_id: number | string;
  expires_at: Date;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile_number: string | null;
  account: string | null;
  manager_name: string | null;
}

/** Who is typing in these rooms at `now`, by room. */
export async function typingIn(db: Queryable, roomIds: number[], now: Date): Promise<Map<number, ChatTypingUser[]>> {
  const out = new Map<number, ChatTypingUser[]>();
  if (!roomIds.length) return out;
  const { rows } = await db.query<TypingRow>(
    `select t.room_id, t.party_kind, t.party_id, t.expires_at, u.first_name, u.last_name, u.email, u.mobile_number, a.account, a.manager_name
       from chat_typing t
       left join users u on t.party_kind = 'user' and u.id = t.party_id
       left join admins a on t.party_kind = 'staff' and a.id = t.party_id
      where t.room_id = any($1::bigint[]) and t.expires_at > $2
      order by t.expires_at`,
    [roomIds, now],
  );
  for (const r of rows) {
    const id = num(r.party_id);
    const list = out.get(num(r.room_id)) ?? [];
    list.push({
      kind: r.party_kind,
      id,
      name: r.party_kind === 'user' ? userDisplayName(id, r) : staffDisplayName(r, id),
      expiresAt: time(r.expires_at).toISOString(),
    });
    out.set(num(r.room_id), list);
  }
  return out;
}

export interface RoomListOptions {
  condition?: string;
  unreadOnly?: boolean;
  pageNum: number;
  pageSize: number;
}

/** Rooms by last activity, newest first, matching the search text (user id, room id, name, e-mail, phone). */
export async function listRooms(db: Queryable, opts: RoomListOptions, now: Date): Promise<PageData<ChatRoom>> {
  const filters = new Filters();
  const text = opts.condition;
  if (text) {
    const like = filters.containsParam(text);
    const asId = /^\d{1,15}$/.test(text) ? filters.param(Number(text)) : null;
    filters.where(
      `(${asId ? `u.id = ${asId} or r.id = ${asId} or ` : ''}u.email ilike ${like} or u.mobile_number ilike ${like}
        or (coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) ilike ${like})`,
    );
  }
  if (opts.unreadOnly) {
    filters.where(`exists (select 1 from chat_messages um where um.room_id = r.id and um.sender_kind = 'user' and not um.read_by_staff)`);
  }
  const count = await db.query<{ total: number }>(
    `select count(*)::int as total from chat_rooms r join users u on u.id = r.user_id ${filters.sql}`,
    filters.params,
  );
  const total = count.rows[0]?.total ?? 0;
  if (!total) return new PageData([], 0, opts.pageSize, opts.pageNum);
  const limit = filters.param(opts.pageSize);
  const offset = filters.param((opts.pageNum - 1) * opts.pageSize);
  const { rows } = await db.query<RoomRow>(
    `select ${ROOM_SELECT} from ${ROOM_FROM} ${filters.sql} order by r.last_activity desc, r.id desc limit ${limit} offset ${offset}`,
    filters.params,
  );
  const typing = await typingIn(
    db,
    rows.map((r) => num(r.id)),
    now,
  );
  return new PageData(
    rows.map((r) => toRoom(r, typing.get(num(r.id)) ?? [])),
    total,
    opts.pageSize,
    opts.pageNum,
  );
}

export async function loadRoom(db: Queryable, roomId: number, now: Date): Promise<ChatRoom | null> {
  const { rows } = await db.query<RoomRow>(`select ${ROOM_SELECT} from ${ROOM_FROM} where r.id = $1`, [roomId]);
  if (!rows[0]) return null;
  const typing = await typingIn(db, [roomId], now);
  return toRoom(rows[0], typing.get(roomId) ?? []);
}

export async function roomOrNotFound(db: Queryable, roomId: number): Promise<{ id: number; userId: number }> {
  const { rows } = await db.query<{ id: number | string; user_id: number | string }>('select id, user_id from chat_rooms where id = $1', [
    roomId,
  ]);
  if (!rows[0]) throw notFound(`Chat room ${roomId} does not exist`);
  return { id: num(rows[0].id), userId: num(rows[0].user_id) };
}

export async function roomIdOfUser(db: Queryable, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: number | string }>('select id from chat_rooms where user_id = $1', [userId]);
  return rows[0] ? num(rows[0].id) : null;
}

// ------------------------------------------------------------------ messages

interface MessageRow extends NameParts {
  id: number | string;
  room_id: number | string;
  sender_kind: ChatPartyKind;
  sender_id: number | string;
  text: string | null;
  image_url: string | null;
  image_name: string | null;
  create_date: Date;
  read_by_staff: boolean;
  read_by_user: boolean;
  is_edited: boolean;
  account: string | null;
  manager_name: string | null;
}

const MESSAGE_SELECT = `m.id, m.room_id, m.sender_kind, m.sender_id, m.text, m.image_url, m.image_name, m.create_date,
  m.read_by_staff, m.read_by_user, m.is_edited, u.first_name, u.last_name, u.email, u.mobile_number, a.account, a.manager_name`;
const MESSAGE_FROM = `chat_messages m
  left join users u on m.sender_kind = 'user' and u.id = m.sender_id
  left join admins a on m.sender_kind = 'staff' and a.id = m.sender_id`;

function toMessage(r: MessageRow): ChatMessage {
  const senderId = num(r.sender_id);
  const date = time(r.create_date);
  return {
    id: num(r.id),
    roomId: num(r.room_id),
    senderKind: r.sender_kind,
    senderId,
    senderName: r.sender_kind === 'user' ? userDisplayName(senderId, r) : staffDisplayName(r, senderId),
    text: r.text,
    image: r.image_url ? { url: r.image_url, name: r.image_name } : null,
    date: date.toISOString(),
    timestamp: date.getTime(),
    isRead: r.sender_kind === 'user' ? r.read_by_staff : r.read_by_user,
    isEdited: r.is_edited,
  };
}

export async function loadMessage(db: Queryable, id: number): Promise<ChatMessage | null> {
  const { rows } = await db.query<MessageRow>(`select ${MESSAGE_SELECT} from ${MESSAGE_FROM} where m.id = $1`, [id]);
  return rows[0] ? toMessage(rows[0]) : null;
}

/** The `limit` messages of a room before message `before` (the newest when absent), oldest first. */
export async function messagesPage(db: Queryable, roomId: number, before: number | undefined, limit: number): Promise<ChatMessagesPage> {
  const { rows } = await db.query<MessageRow>(
    `select ${MESSAGE_SELECT} from ${MESSAGE_FROM}
      where m.room_id = $1 and ($2::bigint is null or m.id < $2::bigint)
      order by m.id desc limit $3`,
    [roomId, before ?? null, limit + 1],
  );
  const hasMore = rows.length > limit;
  return { messages: rows.slice(0, limit).reverse().map(toMessage), hasMore };
}
