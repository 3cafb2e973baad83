import { Avatar, Badge, Box, Button, Flex, HStack, Input, InputGroup, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import type { ChatRoom } from '@console/contracts';
import { EmptyState, errorMessage, formatDateTime, useAdminTimeZone, useNow } from '@console/ui';
import { useEffect, useState } from 'react';
import { LuImage, LuSearch } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import type { useRooms } from './api';
import { activeTyping, OnlineDot } from './shared';

/** Today's messages show their time, older ones their date. */
export function shortTime(value: string, zone: string, now: number): string {
  const sameDay = formatDateTime(value, zone, 'YYYY-MM-DD') === formatDateTime(now, zone, 'YYYY-MM-DD');
  return formatDateTime(value, zone, sameDay ? 'HH:mm' : 'MM-DD');
}

interface RoomListProps {
  query: ReturnType<typeof useRooms>;
  condition: string;
  unreadOnly: boolean;
  onSearch: (condition: string) => void;
  onUnreadOnly: (value: boolean) => void;
  selected: number | null;
  onSelect: (room: ChatRoom) => void;
  myId: number | undefined;
}

export function RoomList({ query, condition, unreadOnly, onSearch, onUnreadOnly, selected, onSelect, myId }: RoomListProps) {
  const { t } = useAreaTranslation();
  const zone = useAdminTimeZone();
  const now = useNow(1000);
  const [text, setText] = useState(condition);
  useEffect(() => setText(condition), [condition]);
  // Searching as one types, without a call per key.
  useEffect(() => {
    if (text.trim() === condition) return;
    const timer = setTimeout(() => onSearch(text.trim()), 350);
    return () => clearTimeout(timer);
  }, [text, condition, onSearch]);

  const rooms = query.data?.pages.flatMap((page) => page.records) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;

  return (
    <Flex direction="column" h="full" minH="0">
      <Stack gap="2" p="3" borderBottomWidth="1px">
        <InputGroup startElement={<LuSearch />}>
          <Input
            size="sm"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('chat.rooms.searchPlaceholder')}
            aria-label={t('chat.rooms.search')}
          />
        </InputGroup>
        <HStack justify="space-between">
          <Switch.Root size="sm" checked={unreadOnly} onCheckedChange={(e) => onUnreadOnly(e.checked)} colorPalette="brand">
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('chat.rooms.unreadOnly')}</Switch.Label>
          </Switch.Root>
          <Text textStyle="xs" color="fg.muted">
            {t('chat.rooms.count', { count: total })}
          </Text>
        </HStack>
      </Stack>
      <Box flex="1" overflowY="auto" minH="0">
        {query.isPending ? (
          <Stack p="3" gap="3">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <Skeleton key={i} h="12" />
            ))}
          </Stack>
        ) : query.isError ? (
          <EmptyState
            title={t('chat.rooms.error')}
            description={errorMessage(query.error)}
            action={
              <Button size="sm" onClick={() => query.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : rooms.length === 0 ? (
          <EmptyState
            title={condition || unreadOnly ? t('chat.rooms.emptyFiltered') : t('chat.rooms.empty')}
            description={condition || unreadOnly ? t('common.emptyFilteredHint') : t('chat.rooms.emptyHint')}
          />
        ) : (
          <Box as="ul" aria-label={t('chat.rooms.label')} listStyleType="none">
            {rooms.map((room) => (
              <RoomItem
                key={room.roomId}
                room={room}
                active={room.roomId === selected}
                onSelect={onSelect}
                zone={zone}
                now={now}
                myId={myId}
              />
            ))}
          </Box>
        )}
        {query.hasNextPage ? (
          <Flex justify="center" p="3">
            <Button size="xs" variant="outline" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
              {t('chat.rooms.loadMore')}
            </Button>
          </Flex>
        ) : null}
      </Box>
    </Flex>
  );
}

function RoomItem({
  room,
  active,
  onSelect,
  zone,
  now,
  myId,
}: {
  room: ChatRoom;
  active: boolean;
  onSelect: (room: ChatRoom) => void;
  zone: string;
  now: number;
  myId: number | undefined;
}) {
  const { t } = useAreaTranslation();
  const user = room.users[0];
  const typing = activeTyping(room.typingUsers, now, myId);
  const last = room.lastMessage;
  const unread = room.unreadCount > 0;
  const preview = last
    ? `${last.senderKind === 'staff' ? t('chat.rooms.staffPrefix') : ''}${last.hasImage && !last.content ? t('chat.rooms.picture') : last.content}`
    : t('chat.rooms.noMessages');
  return (
    <Box as="li" borderBottomWidth="1px">
      <Box
        as="button"
        w="full"
        textAlign="start"
        px="3"
        py="2.5"
        display="flex"
        gap="3"
        alignItems="center"
        bg={active ? 'brand.subtle' : undefined}
        _hover={{ bg: active ? 'brand.subtle' : 'bg.muted' }}
        aria-current={active ? 'true' : undefined}
        aria-label={t('chat.rooms.itemLabel', { name: room.roomName, count: room.unreadCount })}
        onClick={() => onSelect(room)}
      >
        <Box position="relative" flexShrink={0}>
          <Avatar.Root size="sm" colorPalette={avatarPalette(room.roomId)}>
            <Avatar.Fallback name={room.roomName} />
          </Avatar.Root>
          <OnlineDot online={user?.status.state === 'online'} />
        </Box>
        <Box flex="1" minW="0">
          <HStack justify="space-between" gap="2">
            <Text fontWeight={unread ? 'semibold' : 'medium'} truncate textStyle="sm">
              {room.roomName}
            </Text>
            <Text textStyle="xs" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
              {last ? shortTime(last.date, zone, now) : ''}
            </Text>
          </HStack>
          <HStack justify="space-between" gap="2">
            {typing.length ? (
              <Text textStyle="xs" color="green.fg" fontStyle="italic" truncate>
                {t('chat.typing.short')}
              </Text>
            ) : (
              <Text textStyle="xs" color={unread ? 'fg' : 'fg.muted'} truncate display="flex" alignItems="center" gap="1">
                {last?.hasImage ? <LuImage aria-hidden /> : null}
                {preview}
              </Text>
            )}
            {unread ? (
              <Badge colorPalette="red" variant="solid" borderRadius="full" size="sm" flexShrink={0} aria-hidden>
                {room.unreadCount}
              </Badge>
            ) : null}
          </HStack>
        </Box>
      </Box>
    </Box>
  );
}

const PALETTES = ['blue', 'teal', 'purple', 'orange', 'pink', 'cyan', 'green'] as const;
export const avatarPalette = (id: number) => PALETTES[id % PALETTES.length];
