import { Badge, Box, Grid } from '@chakra-ui/react';
import { useCan, useSession } from '@console/client';
import { type ChatRoom, MAX_CHAT_MESSAGE_LENGTH } from '@console/contracts';
import { EmptyState, PageHeader } from '@console/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { LuMessagesSquare } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { useAreaTranslation } from '../i18n';
import { chatKeys, markRead, type RoomPages, useChatSettings, useRoom, useRooms } from './api';
import { Conversation } from './Conversation';
import { useChatLive } from './live';
import { RoomList } from './RoomList';
import type { StreamStatus } from './stream';

const STATUS_COLORS: Record<StreamStatus, string> = { live: 'green', connecting: 'gray', reconnecting: 'orange', stopped: 'red' };

/** Customer chats: the rooms on the left, the open conversation on the right, kept live by the event stream. */
export default function ChatsPage() {
  const { t } = useAreaTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const me = useSession().manager?.id;
  const canReply = useCan('chat.reply');
  const canReadSettings = useCan('chatSettings.view');

  const roomParam = Number(params.get('room'));
  const roomId = Number.isInteger(roomParam) && roomParam > 0 ? roomParam : null;
  const filters = useMemo(() => ({ condition: params.get('q') ?? '', unreadOnly: params.get('unread') === '1' }), [params]);

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: name !== 'room' },
      ),
    [setParams],
  );

  const rooms = useRooms(filters);
  const room = useRoom(roomId);
  const settings = useChatSettings(canReadSettings);
  const status = useChatLive();

  // An open room is read: its unread count (also raised live by new messages) goes back to zero.
  const unread = room.data?.unreadCount ?? 0;
  useEffect(() => {
    if (!roomId || !canReply || unread === 0 || document.visibilityState !== 'visible') return;
    void markRead(roomId)
      .then(({ unreadCount }) => {
        const patch = (r: ChatRoom) => (r.roomId === roomId ? { ...r, unreadCount } : r);
        queryClient.setQueryData<ChatRoom>(chatKeys.room(roomId), (r) => (r ? patch(r) : r));
        queryClient.setQueriesData<RoomPages>({ queryKey: chatKeys.rooms }, (data) =>
          data ? { ...data, pages: data.pages.map((page) => ({ ...page, records: page.records.map(patch) })) } : data,
        );
      })
      .catch(() => undefined);
  }, [roomId, unread, canReply, queryClient]);

  const select = (next: ChatRoom) => {
    queryClient.setQueryData(chatKeys.room(next.roomId), next);
    setParam('room', String(next.roomId));
  };

  return (
    <>
      <PageHeader
        title={t('routes.chats')}
        description={t('chat.description')}
        actions={
          <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" size="lg" role="status" aria-live="polite" gap="1.5">
            <Box boxSize="2" borderRadius="full" bg={`${STATUS_COLORS[status]}.solid`} />
            {t(`chat.status.${status}`)}
          </Badge>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: '340px 1fr' }} gap="4" h={{ base: 'auto', lg: 'calc(100vh - 210px)' }} minH="540px">
        <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" overflow="hidden" minH={{ base: '320px', lg: '0' }}>
          <RoomList
            query={rooms}
            condition={filters.condition}
            unreadOnly={filters.unreadOnly}
            onSearch={(value) => setParam('q', value || null)}
            onUnreadOnly={(value) => setParam('unread', value ? '1' : null)}
            selected={roomId}
            onSelect={select}
            myId={me}
          />
        </Box>
        <Box borderWidth="1px" borderRadius="l3" bg="bg.panel" overflow="hidden" minH={{ base: '480px', lg: '0' }}>
          {room.data ? (
            <Conversation room={room.data} myId={me} messageLimit={settings.data?.messageLimit ?? MAX_CHAT_MESSAGE_LENGTH} />
          ) : (
            <Box h="full" display="flex" alignItems="center" justifyContent="center">
              <EmptyState
                icon={<LuMessagesSquare />}
                title={roomId && room.isError ? t('chat.conversation.notFound') : t('chat.conversation.none')}
                description={t('chat.conversation.noneHint')}
              />
            </Box>
          )}
        </Box>
      </Grid>
    </>
  );
}
