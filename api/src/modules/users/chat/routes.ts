import {
  type ChatUploadedImage,
  chatMessageAnswer,
  chatMessagesPageAnswer,
  chatMessagesQuery,
  chatReadAnswer,
  chatRoomAnswer,
  chatRoomListQuery,
  chatRoomParams,
  chatRoomsQuery,
  chatSend,
  chatSettingsAnswer,
  chatSettingsEdit,
  chatTyping,
  chatTypingAnswer,
  chatUploadedImageAnswer,
  chatUserAction,
  chatUserActionAnswer,
} from '@console/contracts/schemas/chat';
import { z } from 'zod';
import { bigRecordId, pageOf } from '@console/contracts/schemas/common';
import { ApiError, conflict, fieldError } from '../../../http/errors';
import type { AppServices } from '../../../http/context';
import { route, type RouteSpec } from '../../../http/routes';
import { uploadedBytes } from '../../../core/files/routes';
import { fileUrl, keyOfUrl, storeUpload } from '../../../core/files/storage';
import { chatHub } from './events';
import {
  isStoredPicture,
  listRooms,
  loadMessage,
  loadRoom,
  loadSettings,
  messagesPage,
  roomOrNotFound,
  saveSettings,
  typingIn,
} from './queries';
import { markReadByStaff, sendStaffReply, setStaffTyping } from './staff-side';
import { markReadByUser, sendUserMessage, setUserPresence, setUserTyping } from './user-side';

const readBody = z.object({ upToId: bigRecordId.optional() });

/**
 * The customer-service chat: rooms (one per end user), conversations, staff replies with text or a
 * picture, read marks, typing, the settings, and the live event stream.
 */
export function chatRoutes(services: AppServices): RouteSpec[] {
  const hub = chatHub(services);
  const routes: RouteSpec[] = [
    route({
      method: 'POST',
      path: 'customerService/chat/list',
      name: 'List chat rooms',
      body: chatRoomListQuery,
      response: pageOf(chatRoomAnswer),
      handler: async ({ body, services: { db }, now }) => listRooms(db, body, now),
    }),
    route({
      method: 'GET',
      path: 'customerService/rooms',
      name: 'Chat rooms with unread counts',
      query: chatRoomsQuery,
      response: pageOf(chatRoomAnswer),
      handler: async ({ query, services: { db }, now }) => listRooms(db, query, now),
    }),
    route({
      method: 'GET',
      path: 'customerService/rooms/{roomId}/messages',
      name: 'Chat messages',
      params: chatRoomParams,
      query: chatMessagesQuery,
      response: chatMessagesPageAnswer,
      handler: async ({ params, query, services: { db } }) => {
        await roomOrNotFound(db, params.roomId);
        const limit = query.limit ?? (await loadSettings(db)).historyLoadingLimit;
        return messagesPage(db, params.roomId, query.before, limit);
      },
    }),
    route({
      method: 'POST',
      path: 'customerService/rooms/{roomId}/messages',
      name: 'Reply in chat',
      audit: true,
      params: chatRoomParams,
      body: chatSend,
      response: chatMessageAnswer,
      handler: async ({ params, body, services: { db }, session, now }) => {
        await roomOrNotFound(db, params.roomId);
        const settings = await loadSettings(db);
        if (body.text && body.text.length > settings.messageLimit) {
          throw fieldError('text', `text may have at most ${settings.messageLimit} characters (chat settings)`);
        }
        let image: { url: string; name: string | null } | null = null;
        if (body.image) {
          // Only pictures this API stored: a reply never points end users at an address someone typed in.
          const key = keyOfUrl(body.image.url);
          if (!key || !(await isStoredPicture(db, key))) {
            throw fieldError('image.url', 'must be a picture uploaded with customerService/chat/uploadImg');
          }
          image = { url: fileUrl(key), name: body.image.name ?? null };
        }
        const messageId = await sendStaffReply(db, { roomId: params.roomId, adminId: session.adminId, text: body.text, image }, now);
        return loadMessage(db, messageId);
      },
    }),
    route({
      method: 'POST',
      path: 'customerService/rooms/{roomId}/read',
      name: 'Mark chat read',
      audit: true,
      params: chatRoomParams,
      body: readBody,
      response: chatReadAnswer,
      handler: async ({ params, body, services: { db }, now }) => {
        await roomOrNotFound(db, params.roomId);
        await markReadByStaff(db, params.roomId, body.upToId);
        const room = await loadRoom(db, params.roomId, now);
        return { roomId: params.roomId, unreadCount: room?.unreadCount ?? 0 };
      },
    }),
    route({
      method: 'POST',
      path: 'customerService/rooms/{roomId}/typing',
      name: 'Chat typing signal',
      // Not written to the backstage log: a signal repeated every few seconds while someone types, which
      // lapses by itself, is presence rather than a change of record.
      params: chatRoomParams,
      body: chatTyping,
      response: chatTypingAnswer,
      handler: async ({ params, body, services: { db }, session, now }) => {
        await roomOrNotFound(db, params.roomId);
        await setStaffTyping(db, params.roomId, session.adminId, body.typing, now);
        const typing = await typingIn(db, [params.roomId], now);
        return { roomId: params.roomId, typingUsers: typing.get(params.roomId) ?? [] };
      },
    }),
    route({
      method: 'POST',
      path: 'customerService/chat/uploadImg',
      name: 'Upload chat picture',
      audit: true,
      response: chatUploadedImageAnswer,
      handler: async ({ request, services, session }): Promise<ChatUploadedImage> => {
        const buffer = await uploadedBytes(request, 'image');
        const name = (request.body as { file?: { name?: string } } | undefined)?.file?.name ?? null;
        const stored = await storeUpload(services, { buffer, kind: 'image', uploadedBy: session.adminId });
        return { ...stored, name: name ? name.slice(0, 200) : null };
      },
    }),
    route({
      method: 'GET',
      path: 'customerService',
      name: 'Customer service settings',
      response: chatSettingsAnswer,
      handler: async ({ services: { db } }) => loadSettings(db),
    }),
    route({
      method: 'POST',
      path: 'customerService/edit',
      name: 'Edit customer service settings',
      audit: true,
      body: chatSettingsEdit,
      response: chatSettingsAnswer,
      handler: async ({ body, services: { db }, now }) => {
        await saveSettings(db, body, now);
        return loadSettings(db);
      },
    }),
    /**
     * The live channel: server-sent events of every chat change (message, read, typing, presence, room).
     *
     * Authenticated like every other call, by the `Authorization` header: the console reads the stream
     * with `fetch` (a ReadableStream) rather than `EventSource`, which cannot send headers. That keeps the
     * session token out of URLs (access logs, proxies, browser history) without a second credential
     * (a ticket) to issue, store across instances and expire, and it lets the console reconnect with
     * back-off on its own terms. The session is checked again at every heartbeat.
     */
    route({
      method: 'GET',
      path: 'customerService/events',
      name: 'Chat event stream',
      // No response schema: the answer is a stream of server-sent events (`ChatEvents`), not an envelope.
      handler: async ({ request, reply, session }) => {
        // Only a client that asks for a stream gets one (a plain call or HEAD would otherwise never end).
        if (request.method !== 'GET' || !String(request.headers.accept ?? '').includes('text/event-stream')) {
          throw new ApiError(406, 'This is an event stream: request it with the header Accept: text/event-stream');
        }
        await hub.open(request, reply, session);
        return undefined;
      },
    }),
  ];

  if (!services.production) {
    routes.push(
      /**
       * Development only (never registered in production): plays an end user, so the live path can be
       * seen and tested without a client app. Used by `npm run chat-demo`.
       */
      route({
        method: 'POST',
        path: 'dev/chat/user-message',
        name: 'Play end user in chat (development)',
        audit: true,
        body: chatUserAction,
        response: chatUserActionAnswer,
        handler: async ({ body, services: { db }, now }) => {
          const ctx = { db, now };
          switch (body.action) {
            case 'online':
            case 'offline':
              await setUserPresence(ctx, body.userId, body.action === 'online');
              return { userId: body.userId, online: body.action === 'online' };
            case 'typing':
              return setUserTyping(ctx, body.userId, true);
            case 'read':
              return markReadByUser(ctx, body.userId);
            case 'message': {
              if (!body.text?.trim()) throw fieldError('text', 'text is required for a message');
              const sent = await sendUserMessage(ctx, body.userId, { text: body.text });
              return { ...sent, message: await loadMessage(db, sent.messageId) };
            }
            default:
              throw conflict('Unknown action');
          }
        },
      }),
    );
  }
  return routes;
}
