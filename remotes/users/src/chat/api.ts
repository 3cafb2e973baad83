import { api } from '@console/client';
import type { ChatMessage, ChatMessagesPage, ChatRoom, ChatSettings, ChatTypingUser, ChatUploadedImage, Page } from '@console/contracts';
import { useMutationWithToast } from '@console/ui';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAreaTranslation } from '../i18n';

export const ROOMS_PAGE_SIZE = 30;

export const chatKeys = {
  all: ['chat'] as const,
  rooms: ['chat', 'rooms'] as const,
  roomList: (filters: RoomFilters) => ['chat', 'rooms', filters] as const,
  room: (roomId: number) => ['chat', 'room', roomId] as const,
  messages: (roomId: number) => ['chat', 'messages', roomId] as const,
  settings: ['chat', 'settings'] as const,
};

export interface RoomFilters {
  condition: string;
  unreadOnly: boolean;
}

export type RoomPages = InfiniteData<Page<ChatRoom>, number>;
export type MessagePages = InfiniteData<ChatMessagesPage, number | undefined>;

/** Rooms by last activity, a page at a time ("load more"). */
export function useRooms(filters: RoomFilters) {
  return useInfiniteQuery({
    queryKey: chatKeys.roomList(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<Page<ChatRoom>>(
        'customerService/rooms',
        {
          pageNum: pageParam,
          pageSize: ROOMS_PAGE_SIZE,
          condition: filters.condition || undefined,
          unreadOnly: filters.unreadOnly || undefined,
        },
        { signal },
      ),
    getNextPageParam: (last) => (last.current < last.pages ? last.current + 1 : undefined),
  });
}

/** Every room the caches hold, first match wins. */
export function cachedRoom(queryClient: QueryClient, roomId: number): ChatRoom | undefined {
  const single = queryClient.getQueryData<ChatRoom>(chatKeys.room(roomId));
  if (single) return single;
  for (const [, data] of queryClient.getQueriesData<RoomPages>({ queryKey: chatKeys.rooms })) {
    for (const page of data?.pages ?? []) {
      const found = page.records.find((r) => r.roomId === roomId);
      if (found) return found;
    }
  }
  return undefined;
}

/** One room: from the lists when they hold it, else looked up by its id. */
export function useRoom(roomId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.room(roomId ?? 0),
    enabled: roomId !== null,
    initialData: () => (roomId === null ? undefined : cachedRoom(queryClient, roomId)),
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const page = await api.get<Page<ChatRoom>>('customerService/rooms', { condition: String(roomId), pageSize: 10 }, { signal });
      const room = page.records.find((r) => r.roomId === roomId);
      if (!room) throw new Error(`Room ${roomId} not found`);
      return room;
    },
  });
}

/** A conversation, newest page first; older pages by the id of the oldest message loaded. */
export function useMessages(roomId: number | null) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(roomId ?? 0),
    enabled: roomId !== null,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<ChatMessagesPage>(`customerService/rooms/${roomId}/messages`, { before: pageParam }, { signal }),
    getNextPageParam: (last) => (last.hasMore && last.messages.length ? last.messages[0].id : undefined),
    // Live events keep it current; a reconnect refetches.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The messages of the pages, oldest first. */
export function flattenMessages(data: { pages: ChatMessagesPage[] } | undefined): ChatMessage[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.messages);
}

/** Adds a message to a loaded conversation (once, whoever delivers it first: the answer or the stream). */
export function addMessage(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(message.roomId), (data) => {
    if (!data?.pages.length) return data;
    if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest, messages: [...newest.messages, message].sort((a, b) => a.id - b.id) }, ...older] };
  });
}

export function useSendMessage(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text?: string; image?: { url: string; name?: string | null } }) =>
      api.post<ChatMessage>(`customerService/rooms/${roomId}/messages`, {
        text: body.text,
        image: body.image ? { url: body.image.url, name: body.image.name ?? undefined } : undefined,
      }),
    onSuccess: (message) => addMessage(queryClient, message),
  });
}

export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.post<ChatUploadedImage>('customerService/chat/uploadImg', form);
    },
  });
}

export function markRead(roomId: number): Promise<{ roomId: number; unreadCount: number }> {
  return api.post(`customerService/rooms/${roomId}/read`, {}, { silent: true });
}

export function sendTyping(roomId: number, typing: boolean): Promise<{ typingUsers: ChatTypingUser[] }> {
  return api.post(`customerService/rooms/${roomId}/typing`, { typing }, { silent: true });
}

export function useChatSettings(enabled = true) {
  return useQuery({
    queryKey: chatKeys.settings,
    enabled,
    queryFn: ({ signal }) => api.get<ChatSettings>('customerService', undefined, { signal }),
  });
}

export interface ChatSettingsInput {
  serviceType: number;
  url: string | null;
  messageLimit: number;
  historyLoadingLimit: number;
  active: boolean;
}

export function useEditChatSettings() {
  const { t } = useAreaTranslation();
  return useMutationWithToast({
    mutationFn: (body: ChatSettingsInput) => api.post<ChatSettings>('customerService/edit', body),
    successMessage: t('chat.settings.saved'),
    invalidate: [chatKeys.settings],
  });
}
