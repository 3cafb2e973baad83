import { Avatar, Box, Button, Flex, HStack, IconButton, Image, Link, Skeleton, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useCan } from '@console/client';
import { type ChatMessage, type ChatRoom, MAX_CHAT_MESSAGE_LENGTH } from '@console/contracts';
import { Can, EmptyState, errorMessage, formatDateTime, useAdminTimeZone, useNow } from '@console/ui';
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LuCheck, LuCheckCheck, LuImagePlus, LuMessagesSquare, LuSendHorizontal } from 'react-icons/lu';
import { useAreaTranslation } from '../i18n';
import { flattenMessages, sendTyping, useMessages, useSendMessage, useUploadImage } from './api';
import { avatarPalette } from './RoomList';
import { activeTyping, OnlineDot } from './shared';

const TYPING_RENEW_MS = 3000;
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

interface ConversationProps {
  room: ChatRoom;
  myId: number | undefined;
  messageLimit: number;
}

export function Conversation({ room, myId, messageLimit }: ConversationProps) {
  const { t } = useAreaTranslation();
  const zone = useAdminTimeZone();
  const now = useNow(1000);
  const query = useMessages(room.roomId);
  const messages = useMemo(() => flattenMessages(query.data), [query.data]);
  const user = room.users[0];
  const typing = activeTyping(room.typingUsers, now, myId);

  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const edges = useRef<{ first?: number; last?: number; height: number }>({ height: 0 });

  // New messages keep the view at the bottom when it was there (or when the message is ours); older
  // pages loaded above keep what is on screen in place.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.id;
    const last = messages.at(-1)?.id;
    const before = edges.current;
    if (before.last === undefined || (last !== before.last && (atBottom.current || messages.at(-1)?.senderId === myId))) {
      el.scrollTop = el.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      el.scrollTop += el.scrollHeight - before.height;
    }
    edges.current = { first, last, height: el.scrollHeight };
  }, [messages, myId]);

  useEffect(() => {
    if (typing.length && atBottom.current && scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
  }, [typing.length]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    edges.current.height = el.scrollHeight;
    if (el.scrollTop < 60 && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <Flex direction="column" h="full" minH="0" aria-label={t('chat.conversation.label', { name: room.roomName })} role="region">
      <HStack px="4" py="3" borderBottomWidth="1px" gap="3">
        <Box position="relative">
          <Avatar.Root size="md" colorPalette={avatarPalette(room.roomId)}>
            <Avatar.Fallback name={room.roomName} />
          </Avatar.Root>
          <OnlineDot online={user?.status.state === 'online'} />
        </Box>
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" truncate>
            {room.roomName}
          </Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {t('chat.conversation.userId', { id: user?.id })}
            {user?.email ? ` · ${user.email}` : ''}
            {' · '}
            {user?.status.state === 'online' ? (
              <Text as="span" color="green.fg">
                {t('chat.presence.online')}
              </Text>
            ) : user?.status.lastChanged ? (
              t('chat.presence.lastSeen', { time: formatDateTime(user.status.lastChanged, zone, 'YYYY-MM-DD HH:mm') })
            ) : (
              t('chat.presence.offline')
            )}
          </Text>
        </Box>
      </HStack>

      <Box ref={scroller} flex="1" overflowY="auto" minH="0" px="4" py="3" bg="bg.subtle" onScroll={onScroll} data-testid="chat-messages">
        {query.isPending ? (
          <Stack gap="3">
            {Array.from({ length: 5 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
              <Skeleton key={i} h="10" w={i % 2 ? '50%' : '60%'} alignSelf={i % 2 ? 'flex-end' : 'flex-start'} />
            ))}
          </Stack>
        ) : query.isError ? (
          <EmptyState
            title={t('chat.conversation.error')}
            description={errorMessage(query.error)}
            action={
              <Button size="sm" onClick={() => query.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : (
          <Stack gap="2" role="log" aria-live="polite" aria-label={t('chat.conversation.messages')}>
            {query.hasNextPage ? (
              <Flex justify="center">
                <Button size="xs" variant="ghost" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
                  {t('chat.conversation.loadOlder')}
                </Button>
              </Flex>
            ) : messages.length ? (
              <Text textAlign="center" textStyle="xs" color="fg.subtle">
                {t('chat.conversation.start')}
              </Text>
            ) : null}
            {messages.length === 0 ? (
              <EmptyState icon={<LuMessagesSquare />} title={t('chat.conversation.empty')} />
            ) : (
              messages.map((message, i) => <MessageRow key={message.id} message={message} previous={messages[i - 1]} zone={zone} />)
            )}
            {typing.length ? (
              <HStack alignSelf="flex-start" bg="bg.panel" borderRadius="l3" px="3" py="1.5" borderWidth="1px" gap="2">
                <TypingDots />
                <Text textStyle="xs" color="fg.muted">
                  {t('chat.typing.named', { name: typing.map((u) => u.name).join(', ') })}
                </Text>
              </HStack>
            ) : null}
          </Stack>
        )}
      </Box>

      <Can
        permission="chat.reply"
        fallback={
          <Text px="4" py="3" borderTopWidth="1px" textStyle="sm" color="fg.muted">
            {t('chat.reply.readOnly')}
          </Text>
        }
      >
        <ReplyBox key={room.roomId} roomId={room.roomId} messageLimit={messageLimit} />
      </Can>
    </Flex>
  );
}

function MessageRow({ message, previous, zone }: { message: ChatMessage; previous?: ChatMessage; zone: string }) {
  const { t } = useAreaTranslation();
  const mine = message.senderKind === 'staff';
  const day = formatDateTime(message.date, zone, 'YYYY-MM-DD');
  const newDay = !previous || formatDateTime(previous.date, zone, 'YYYY-MM-DD') !== day;
  const sameSender = previous && !newDay && previous.senderKind === message.senderKind && previous.senderId === message.senderId;
  return (
    <>
      {newDay ? (
        <Flex justify="center" py="1">
          <Text textStyle="xs" color="fg.muted" bg="bg.panel" px="2" borderRadius="full" borderWidth="1px">
            {day}
          </Text>
        </Flex>
      ) : null}
      <Flex direction="column" align={mine ? 'flex-end' : 'flex-start'} data-message-id={message.id} data-sender={message.senderKind}>
        {!sameSender ? (
          <Text textStyle="xs" color="fg.muted" mb="0.5" px="1">
            {message.senderName}
          </Text>
        ) : null}
        <Box
          maxW="min(560px, 80%)"
          bg={mine ? 'brand.solid' : 'bg.panel'}
          color={mine ? 'brand.contrast' : 'fg'}
          borderWidth={mine ? '0' : '1px'}
          borderRadius="l3"
          px="3"
          py="2"
          boxShadow="xs"
        >
          {message.image ? (
            <Link href={message.image.url} target="_blank" rel="noopener noreferrer" display="block" mb={message.text ? '1.5' : '0'}>
              <Image
                src={message.image.url}
                alt={message.image.name ?? t('chat.rooms.picture')}
                maxH="220px"
                maxW="full"
                borderRadius="l2"
                loading="lazy"
              />
            </Link>
          ) : null}
          {message.text ? (
            <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word">
              {message.text}
            </Text>
          ) : null}
          <HStack justify="flex-end" gap="1" mt="0.5" opacity={0.75}>
            <Text textStyle="2xs" fontVariantNumeric="tabular-nums">
              {formatDateTime(message.date, zone, 'HH:mm')}
            </Text>
            {mine ? (
              <Box
                as="span"
                aria-label={message.isRead ? t('chat.message.read') : t('chat.message.sent')}
                title={message.isRead ? t('chat.message.read') : t('chat.message.sent')}
              >
                {message.isRead ? <LuCheckCheck size="12" /> : <LuCheck size="12" />}
              </Box>
            ) : null}
          </HStack>
        </Box>
      </Flex>
    </>
  );
}

function TypingDots() {
  return (
    <HStack gap="0.5" aria-hidden>
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          boxSize="1.5"
          borderRadius="full"
          bg="fg.muted"
          animation="pulse 1.2s ease-in-out infinite"
          style={{ animationDelay: `${i * 0.2}s` }}
        />
      ))}
    </HStack>
  );
}

function ReplyBox({ roomId, messageLimit }: { roomId: number; messageLimit: number }) {
  const { t } = useAreaTranslation();
  const canUpload = useCan('chat.uploadImage');
  const [text, setText] = useState('');
  const send = useSendMessage(roomId);
  const upload = useUploadImage();
  const fileInput = useRef<HTMLInputElement>(null);
  const typingSentAt = useRef(0);
  const limit = Math.min(messageLimit, MAX_CHAT_MESSAGE_LENGTH);
  const tooLong = text.length > limit;
  const busy = send.isPending || upload.isPending;

  const stopTyping = () => {
    if (!typingSentAt.current) return;
    typingSentAt.current = 0;
    void sendTyping(roomId, false).catch(() => undefined);
  };
  // Leaving the room (or the page) ends our typing signal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per room
  useEffect(() => stopTyping, [roomId]);

  const onChange = (value: string) => {
    setText(value);
    if (!value.trim()) return stopTyping();
    if (Date.now() - typingSentAt.current > TYPING_RENEW_MS) {
      typingSentAt.current = Date.now();
      void sendTyping(roomId, true).catch(() => undefined);
    }
  };

  const submit = async () => {
    const body = text.trim();
    if (!body || tooLong || busy) return;
    try {
      await send.mutateAsync({ text: body });
      typingSentAt.current = 0; // the server ends the signal with the message
      setText('');
    } catch {
      // the client has shown why
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const onPicture = async (file: File | undefined) => {
    if (!file) return;
    try {
      const image = await upload.mutateAsync(file);
      await send.mutateAsync({ image: { url: image.url, name: image.name ?? file.name } });
    } catch {
      // the client has shown why
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Box borderTopWidth="1px" px="3" py="2.5">
      <HStack align="flex-end" gap="2">
        {canUpload ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES}
              hidden
              aria-label={t('chat.reply.pictureInput')}
              onChange={(e) => void onPicture(e.target.files?.[0])}
            />
            <IconButton
              variant="ghost"
              aria-label={t('chat.reply.picture')}
              title={t('chat.reply.picture')}
              onClick={() => fileInput.current?.click()}
              disabled={busy}
            >
              {upload.isPending ? <Spinner size="sm" /> : <LuImagePlus />}
            </IconButton>
          </>
        ) : null}
        <Box flex="1">
          <Textarea
            value={text}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={stopTyping}
            placeholder={t('chat.reply.placeholder')}
            aria-label={t('chat.reply.label')}
            rows={2}
            autoresize
            maxH="40"
            resize="none"
            aria-invalid={tooLong || undefined}
          />
          <HStack justify="space-between" mt="1">
            <Text textStyle="2xs" color="fg.subtle">
              {t('chat.reply.hint')}
            </Text>
            <Text textStyle="2xs" color={tooLong ? 'red.fg' : 'fg.subtle'} fontVariantNumeric="tabular-nums">
              {t('chat.reply.counter', { count: text.length, limit })}
            </Text>
          </HStack>
        </Box>
        <Button
          colorPalette="brand"
          onClick={() => void submit()}
          loading={send.isPending}
          disabled={!text.trim() || tooLong || upload.isPending}
          mb="5"
        >
          <LuSendHorizontal /> {t('chat.reply.send')}
        </Button>
      </HStack>
    </Box>
  );
}
