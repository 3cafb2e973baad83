import { z } from 'zod';
import { bigRecordId, intLike, paging } from './common';
import { countAnswer, recordIdAnswer, timeAnswer } from './users-answers';

/** The longest message the API accepts, whatever the settings say. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** The most messages one page of a conversation may hold. */
export const MAX_CHAT_HISTORY_PAGE = 100;
/** How long a typing signal lasts when it is not renewed (ms). */
export const CHAT_TYPING_TTL_MS = 6000;

/** 1: the console's own chat; 2: an external customer-service system reached at `url`. */
export const CHAT_SERVICE_TYPES = [1, 2] as const;

const searchText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((s) => (s === '' ? undefined : s));

/** `POST customerService/chat/list`: rooms whose user id, name, e-mail or last message match `condition`. */
export const chatRoomListQuery = paging.extend({ condition: searchText });

/** `GET customerService/rooms`: the console's room list, optionally only rooms with unread messages. */
export const chatRoomsQuery = paging.extend({
  condition: searchText,
  unreadOnly: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
});

export const chatRoomParams = z.object({ roomId: bigRecordId });

/** A page of a conversation: the `limit` messages before message `before` (the newest when absent), newest last. */
export const chatMessagesQuery = z.object({
  before: bigRecordId.optional(),
  limit: intLike.min(1).max(MAX_CHAT_HISTORY_PAGE).optional(),
});

/** An image answered by `customerService/chat/uploadImg`. */
export const chatImage = z.object({
  url: z.string().trim().min(1, 'image url is required').max(500),
  name: z.string().trim().max(200).optional(),
});

export const chatSend = z
  .object({
    text: z
      .string()
      .max(MAX_CHAT_MESSAGE_LENGTH, `text may have at most ${MAX_CHAT_MESSAGE_LENGTH} characters`)
      .optional()
      .transform((s) => (s?.trim() ? s.trim() : undefined)),
    image: chatImage.optional(),
  })
  .refine((m) => m.text !== undefined || m.image !== undefined, { message: 'a message needs text or an image', path: ['text'] });

export const chatTyping = z.object({ typing: z.boolean().default(true) });

export const chatSettingsEdit = z
  .object({
    serviceType: intLike.refine((v) => (CHAT_SERVICE_TYPES as readonly number[]).includes(v), 'serviceType must be 1 or 2'),
    url: z
      .string()
      .trim()
      .max(500)
      .optional()
      .nullable()
      .transform((s) => (s ? s : null))
      .refine((s) => s === null || /^https:\/\/[^\s]+$/i.test(s), 'url must be an https:// address'),
    messageLimit: intLike.min(1).max(MAX_CHAT_MESSAGE_LENGTH),
    historyLoadingLimit: intLike.min(1).max(MAX_CHAT_HISTORY_PAGE),
    active: z.union([z.boolean(), intLike.min(0).max(1)]).transform((v) => v === true || v === 1),
  })
  .refine((s) => s.serviceType !== 2 || s.url !== null, { message: 'url is required for an external service', path: ['url'] });

/** The dev-only route that plays an end user (the demo command). */
export const chatUserAction = z.object({
  userId: bigRecordId,
  action: z.enum(['message', 'typing', 'online', 'offline', 'read']).default('message'),
  text: z.string().max(MAX_CHAT_MESSAGE_LENGTH).optional(),
});

export type ChatPartyKind = 'user' | 'staff';

export interface ChatUserStatus {
  state: 'online' | 'offline';
  lastChanged: string | null;
}

export interface ChatRoomUser {
  id: number;
  username: string;
  avatar: string | null;
  email: string | null;
  status: ChatUserStatus;
}

export interface ChatTypingUser {
  kind: ChatPartyKind;
  id: number;
  name: string;
  /** When the signal lapses unless renewed (ISO). */
  expiresAt: string;
}

export interface ChatLastMessage {
  id: number;
  senderKind: ChatPartyKind;
  senderId: number;
  content: string;
  hasImage: boolean;
  date: string;
  timestamp: number;
  isRead: boolean;
}

export interface ChatRoom {
  roomId: number;
  roomName: string;
  avatar: string | null;
  users: ChatRoomUser[];
  /** Messages of the end user no staff member has read yet. */
  unreadCount: number;
  lastMessage: ChatLastMessage | null;
  typingUsers: ChatTypingUser[];
  /** When the room last changed (its last message, or its creation). */
  lastActivity: string;
}

export interface ChatMessage {
  id: number;
  roomId: number;
  senderKind: ChatPartyKind;
  senderId: number;
  /** The end user's name or the staff member's display name. */
  senderName: string;
  text: string | null;
  image: { name: string | null; url: string } | null;
  /** ISO date-time of the message. */
  date: string;
  timestamp: number;
  /** Read by the other side: by staff for a user's message, by the user for a staff reply. */
  isRead: boolean;
  isEdited: boolean;
}

export interface ChatMessagesPage {
  messages: ChatMessage[];
  /** Whether older messages exist before the first one of this page. */
  hasMore: boolean;
}

export interface ChatSettings {
  id: number;
  serviceType: number;
  url: string | null;
  messageLimit: number;
  historyLoadingLimit: number;
  active: boolean;
  updateDate: string;
}

export interface ChatUploadedImage {
  key: string;
  url: string;
  name: string | null;
  contentType: string;
  size: number;
}

// ------------------------------------------------------------------ answers
// What the chat calls answer as the envelope's `data`, typed by the interfaces above; strict, so a field
// the API sends but the schema does not name fails the API tests.

const partyKindAnswer = z.enum(['user', 'staff']);
/** Milliseconds since 1970 of the same moment as `date`. */
const timestampAnswer = z.number().int().nonnegative();

const chatUserStatusAnswer: z.ZodType<ChatUserStatus> = z
  .object({ state: z.enum(['online', 'offline']), lastChanged: timeAnswer.nullable() })
  .strict();

const chatRoomUserAnswer: z.ZodType<ChatRoomUser> = z
  .object({
    id: recordIdAnswer,
    username: z.string(),
    avatar: z.string().nullable(),
    email: z.string().nullable(),
    status: chatUserStatusAnswer,
  })
  .strict();

const chatTypingUserAnswer: z.ZodType<ChatTypingUser> = z
  .object({ kind: partyKindAnswer, id: recordIdAnswer, name: z.string(), expiresAt: timeAnswer })
  .strict();

const chatLastMessageAnswer: z.ZodType<ChatLastMessage> = z
  .object({
    id: recordIdAnswer,
    senderKind: partyKindAnswer,
    senderId: recordIdAnswer,
    content: z.string(),
    hasImage: z.boolean(),
    date: timeAnswer,
    timestamp: timestampAnswer,
    isRead: z.boolean(),
  })
  .strict();

/** A room of the room lists (`customerService/chat/list`, `customerService/rooms`). */
export const chatRoomAnswer: z.ZodType<ChatRoom> = z
  .object({
    roomId: recordIdAnswer,
    roomName: z.string(),
    avatar: z.string().nullable(),
    users: z.array(chatRoomUserAnswer),
    unreadCount: countAnswer,
    lastMessage: chatLastMessageAnswer.nullable(),
    typingUsers: z.array(chatTypingUserAnswer),
    lastActivity: timeAnswer,
  })
  .strict();

/** A message of a conversation, and the staff reply as `POST customerService/rooms/{roomId}/messages` answers it. */
export const chatMessageAnswer: z.ZodType<ChatMessage> = z
  .object({
    id: recordIdAnswer,
    roomId: recordIdAnswer,
    senderKind: partyKindAnswer,
    senderId: recordIdAnswer,
    senderName: z.string(),
    text: z.string().nullable(),
    image: z.object({ name: z.string().nullable(), url: z.string() }).strict().nullable(),
    date: timeAnswer,
    timestamp: timestampAnswer,
    isRead: z.boolean(),
    isEdited: z.boolean(),
  })
  .strict();

export const chatMessagesPageAnswer: z.ZodType<ChatMessagesPage> = z
  .object({ messages: z.array(chatMessageAnswer), hasMore: z.boolean() })
  .strict();

export const chatSettingsAnswer: z.ZodType<ChatSettings> = z
  .object({
    id: z.literal(1),
    serviceType: z.union([z.literal(1), z.literal(2)]),
    url: z.string().nullable(),
    messageLimit: z.number().int().min(1).max(MAX_CHAT_MESSAGE_LENGTH),
    historyLoadingLimit: z.number().int().min(1).max(MAX_CHAT_HISTORY_PAGE),
    active: z.boolean(),
    updateDate: timeAnswer,
  })
  .strict();

export const chatUploadedImageAnswer: z.ZodType<ChatUploadedImage> = z
  .object({ key: z.string(), url: z.string(), name: z.string().nullable(), contentType: z.string(), size: countAnswer })
  .strict();

/** `customerService/rooms/{roomId}/read`: the room's messages still unread by staff after the mark. */
export const chatReadAnswer = z.object({ roomId: recordIdAnswer, unreadCount: countAnswer }).strict();
export type ChatReadResult = z.infer<typeof chatReadAnswer>;

/** `customerService/rooms/{roomId}/typing`: who is typing in the room now. */
export const chatTypingAnswer = z.object({ roomId: recordIdAnswer, typingUsers: z.array(chatTypingUserAnswer) }).strict();
export type ChatTypingResult = z.infer<typeof chatTypingAnswer>;

/**
 * The development route that plays an end user (`dev/chat/user-message`), by action: online or offline,
 * typing, read (null when the user has no room yet; `upToId` 0 when nothing was unread), message.
 */
export const chatUserActionAnswer = z.union([
  z.object({ userId: recordIdAnswer, online: z.boolean() }).strict(),
  z.object({ roomId: recordIdAnswer }).strict(),
  z.object({ roomId: recordIdAnswer, upToId: z.number().int().nonnegative() }).strict(),
  z.object({ roomId: recordIdAnswer, messageId: recordIdAnswer, message: chatMessageAnswer.nullable() }).strict(),
  z.null(),
]);

/** What the live channel sends (`event:` name → `data:` JSON). */
export interface ChatEvents {
  ready: { instance: string };
  message: { message: ChatMessage };
  read: { roomId: number; side: ChatPartyKind; upToId: number };
  typing: { roomId: number; typingUsers: ChatTypingUser[] };
  presence: { userId: number; status: ChatUserStatus };
  room: { room: ChatRoom };
  /** Events may have been missed (the server's database listener reconnected): reload. */
  resync: Record<string, never>;
  /** The session ended or lost the permission: the stream closes. */
  'session-ended': { reason: string };
}
