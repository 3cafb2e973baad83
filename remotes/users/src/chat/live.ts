import type { ChatRoom } from '@console/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { addMessage, chatKeys, type MessagePages, type RoomPages } from './api';
import { type ChatEvent, connectChatStream, type StreamStatus } from './stream';

/** Applies a change to a room wherever the caches hold it; answers whether any list held it. */
function patchRoom(queryClient: QueryClient, roomId: number, patch: (room: ChatRoom) => ChatRoom): boolean {
  let found = false;
  queryClient.setQueriesData<RoomPages>({ queryKey: chatKeys.rooms }, (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        records: page.records.map((room) => {
          if (room.roomId !== roomId) return room;
          found = true;
          return patch(room);
        }),
      })),
    };
  });
  queryClient.setQueryData<ChatRoom>(chatKeys.room(roomId), (room) => (room ? patch(room) : room));
  return found;
}

/** A room that changed moves to the top of the lists, which are ordered by last activity. */
function putRoom(queryClient: QueryClient, next: ChatRoom): void {
  queryClient.setQueryData<ChatRoom>(chatKeys.room(next.roomId), (room) => (room ? next : room));
  let missing = false;
  queryClient.setQueriesData<RoomPages>({ queryKey: chatKeys.rooms }, (data) => {
    if (!data?.pages.length) return data;
    const held = data.pages.some((page) => page.records.some((r) => r.roomId === next.roomId));
    if (!held) {
      missing = true;
      return data;
    }
    const newer = Date.parse(next.lastActivity) > Date.parse(data.pages[0].records[0]?.lastActivity ?? '');
    const pages = data.pages.map((page) => ({
      ...page,
      records: newer
        ? page.records.filter((r) => r.roomId !== next.roomId)
        : page.records.map((r) => (r.roomId === next.roomId ? next : r)),
    }));
    if (newer) pages[0] = { ...pages[0], records: [next, ...pages[0].records] };
    return { ...data, pages };
  });
  // A room the lists do not show yet (a new conversation, or one from a later page): reload them.
  if (missing) void queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
}

export function applyChatEvent(queryClient: QueryClient, change: ChatEvent): void {
  switch (change.event) {
    case 'message':
      addMessage(queryClient, change.data.message);
      return;
    case 'room':
      putRoom(queryClient, change.data.room);
      return;
    case 'read': {
      const { roomId, side, upToId } = change.data;
      // Staff read the user's messages, or the user read the staff replies.
      const readSide = side === 'staff' ? 'user' : 'staff';
      queryClient.setQueryData<MessagePages>(chatKeys.messages(roomId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                messages: page.messages.map((m) => (m.senderKind === readSide && m.id <= upToId && !m.isRead ? { ...m, isRead: true } : m)),
              })),
            }
          : data,
      );
      return;
    }
    case 'typing':
      patchRoom(queryClient, change.data.roomId, (room) => ({ ...room, typingUsers: change.data.typingUsers }));
      return;
    case 'presence': {
      const { userId, status } = change.data;
      for (const [, data] of queryClient.getQueriesData<RoomPages>({ queryKey: chatKeys.rooms })) {
        for (const page of data?.pages ?? []) {
          for (const room of page.records) {
            if (room.users.some((u) => u.id === userId)) {
              patchRoom(queryClient, room.roomId, (r) => ({ ...r, users: r.users.map((u) => (u.id === userId ? { ...u, status } : u)) }));
            }
          }
        }
      }
      return;
    }
    case 'resync':
    case 'session-ended':
      // The next calls bring the lists up to date (or end a session the server no longer accepts).
      void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      return;
    default:
      return;
  }
}

/**
 * Keeps the chat caches current from the live channel while the page is open, and says how the
 * connection is doing. `onEvent` sees each event after it has been applied.
 */
export function useChatLive(onEvent?: (event: ChatEvent) => void): StreamStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const listener = useRef(onEvent);
  listener.current = onEvent;
  useEffect(
    () =>
      connectChatStream({
        onStatus: setStatus,
        onEvent: (event) => {
          applyChatEvent(queryClient, event);
          listener.current?.(event);
        },
        onReconnected: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
      }),
    [queryClient],
  );
  return status;
}
