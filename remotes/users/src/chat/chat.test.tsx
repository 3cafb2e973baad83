import { session } from '@console/client';
import type { ChatMessage, ChatRoom, ChatSettings } from '@console/contracts';
import { FakeFailure, pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import ChatsPage from './ChatsPage';
import SettingsPage from './SettingsPage';
import { type ChatStreamHandlers, parseEvents } from './stream';

// The live channel is driven by the test: it plays the server's events.
let stream: ChatStreamHandlers | undefined;
jest.mock('./stream', () => {
  const actual = jest.requireActual('./stream');
  return {
    ...actual,
    connectChatStream: (handlers: ChatStreamHandlers) => {
      stream = handlers;
      handlers.onStatus('live');
      return () => {
        stream = undefined;
      };
    },
  };
});

const NOW = Date.now();
const iso = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();

function room(id: number, name: string, overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    roomId: id,
    roomName: name,
    avatar: null,
    users: [
      {
        id: 1000 + id,
        username: name,
        avatar: null,
        email: `${name.split(' ')[0].toLowerCase()}@example.com`,
        status: { state: 'offline', lastChanged: iso(90) },
      },
    ],
    unreadCount: 0,
    lastMessage: {
      id: id * 10,
      senderKind: 'user',
      senderId: 1000 + id,
      content: `Question from ${name}`,
      hasImage: false,
      date: iso(id),
      timestamp: NOW - id * 60_000,
      isRead: true,
    },
    typingUsers: [],
    lastActivity: iso(id),
    ...overrides,
  };
}

function message(id: number, roomId: number, text: string, senderKind: 'user' | 'staff' = 'user', isRead = true): ChatMessage {
  return {
    id,
    roomId,
    senderKind,
    senderId: senderKind === 'user' ? 1000 + roomId : 1,
    senderName: senderKind === 'user' ? 'Mei Tan' : 'Administrator',
    text,
    image: null,
    date: iso(30 - id / 100),
    timestamp: NOW,
    isRead,
    isEdited: false,
  };
}

const ROOMS = [
  room(1, 'Mei Tan', {
    unreadCount: 2,
    users: [{ id: 1001, username: 'Mei Tan', avatar: null, email: 'mei@example.com', status: { state: 'online', lastChanged: iso(5) } }],
  }),
  room(2, 'Omar Silva'),
];

function setupChats(permissions = ['chat.view', 'chat.reply', 'chat.uploadImage'], route = '/customer-service/chats') {
  signInWith(permissions);
  let rooms = [...ROOMS];
  const messages: Record<number, ChatMessage[]> = {
    1: [message(11, 1, 'I deposited 500 USDT'), message(12, 1, 'Is it credited?', 'user', false)],
    2: [message(21, 2, 'Hello')],
  };
  const api = fakeAreaApi({
    'GET customerService/rooms': ({ query }) =>
      pageOf(rooms.filter((r) => !query.condition || r.roomName.includes(query.condition) || String(r.roomId) === query.condition)),
    'GET customerService/rooms/1/messages': () => ({ messages: messages[1], hasMore: false }),
    'GET customerService/rooms/2/messages': () => ({ messages: messages[2], hasMore: false }),
    'POST customerService/rooms/1/read': () => {
      rooms = rooms.map((r) => (r.roomId === 1 ? { ...r, unreadCount: 0 } : r));
      return { roomId: 1, unreadCount: 0 };
    },
    'POST customerService/rooms/1/typing': () => ({ roomId: 1, typingUsers: [] }),
    'POST customerService/rooms/1/messages': ({ body }) => {
      const text = (body as { text: string }).text;
      if (text === 'fail') return new FakeFailure(400, 'text: too long');
      return message(99, 1, text, 'staff', false);
    },
    'GET customerService': () => SETTINGS,
  });
  const view = renderWithUi(<ChatsPage />, { route, toaster: true });
  return { api, view };
}

const SETTINGS: ChatSettings = {
  id: 1,
  serviceType: 1,
  url: null,
  messageLimit: 2000,
  historyLoadingLimit: 30,
  active: true,
  updateDate: '2026-03-01T10:00:00.000Z',
};

afterEach(() => session.signOut());

describe('customer chats', () => {
  it('lists rooms with unread counts, the online state and the last message', async () => {
    setupChats();
    const list = await screen.findByRole('list', { name: 'Chat rooms' });
    const mei = within(list).getByRole('button', { name: 'Mei Tan, 2 unread messages' });
    expect(mei).toHaveTextContent('Question from Mei Tan');
    expect(mei.querySelector('[data-online="true"]')).not.toBeNull();
    const omar = within(list).getByRole('button', { name: /Omar Silva/ });
    expect(omar.querySelector('[data-online="false"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    expect(screen.getByText('Choose a conversation')).toBeInTheDocument();
  });

  it('opens a conversation, marks it read and shows what arrives live', async () => {
    const { api, view } = setupChats();
    await userEvent.click(await screen.findByRole('button', { name: 'Mei Tan, 2 unread messages' }));
    expect(view.location()).toBe('/customer-service/chats?room=1');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Is it credited?')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST customerService/rooms/1/read')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mei Tan' })).toBeInTheDocument());

    // The user types, then writes: both appear without a reload, and the room counts the new message.
    act(() =>
      stream?.onEvent({
        event: 'typing',
        data: {
          roomId: 1,
          typingUsers: [{ kind: 'user', id: 1001, name: 'Mei Tan', expiresAt: new Date(Date.now() + 6000).toISOString() }],
        },
      }),
    );
    expect(await screen.findByText('Mei Tan is typing…')).toBeInTheDocument();
    act(() => {
      stream?.onEvent({ event: 'message', data: { message: message(13, 1, 'Hello, anyone?', 'user', false) } });
      stream?.onEvent({
        event: 'room',
        data: {
          room: {
            ...ROOMS[0],
            unreadCount: 1,
            lastActivity: new Date().toISOString(),
            lastMessage: { ...ROOMS[0].lastMessage!, id: 13, content: 'Hello, anyone?' },
          },
        },
      });
    });
    expect(await within(log).findByText('Hello, anyone?')).toBeInTheDocument();
    // Open and visible: read again.
    await waitFor(() => expect(api.callsTo('POST customerService/rooms/1/read')).toHaveLength(2));
  });

  it('sends a reply with Enter, shows it, and shows when the user has read it', async () => {
    const { api } = setupChats(['chat.view', 'chat.reply', 'chat.uploadImage'], '/customer-service/chats?room=1');
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await userEvent.type(box, 'It is credited now.{Enter}');
    await waitFor(() => expect(api.callsTo('POST customerService/rooms/1/messages')).toHaveLength(1));
    expect(api.callsTo('POST customerService/rooms/1/messages')[0].body).toEqual({ text: 'It is credited now.' });
    expect(api.callsTo('POST customerService/rooms/1/typing')[0].body).toEqual({ typing: true });
    const sent = (await screen.findByText('It is credited now.')).closest('[data-message-id]') as HTMLElement;
    expect(within(sent).getByLabelText('Sent')).toBeInTheDocument();
    expect(box).toHaveValue('');
    act(() => stream?.onEvent({ event: 'read', data: { roomId: 1, side: 'user', upToId: 99 } }));
    expect(await within(sent).findByLabelText('Read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a picture' })).toBeInTheDocument();
  });

  it('keeps a refused reply in the box', async () => {
    const { api } = setupChats(['chat.view', 'chat.reply'], '/customer-service/chats?room=1');
    const box = await screen.findByRole('textbox', { name: 'Reply' });
    await userEvent.type(box, 'fail');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('text: too long')).toBeInTheDocument();
    expect(box).toHaveValue('fail');
    expect(api.callsTo('POST customerService/rooms/1/messages')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Send a picture' })).not.toBeInTheDocument();
  });

  it('lets a viewer without the reply permission read but not reply or mark read', async () => {
    const { api } = setupChats(['chat.view'], '/customer-service/chats?room=1');
    expect(await screen.findByText('Is it credited?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.getByText(/You can read this conversation but not reply/)).toBeInTheDocument();
    expect(api.callsTo('POST customerService/rooms/1/read')).toHaveLength(0);
  });

  it('searches rooms through the URL', async () => {
    const { api, view } = setupChats();
    await screen.findByRole('list', { name: 'Chat rooms' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search rooms' }), 'Omar');
    await waitFor(() => expect(view.location()).toBe('/customer-service/chats?q=Omar'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mei Tan/ })).not.toBeInTheDocument());
    expect(api.callsTo('GET customerService/rooms').at(-1)?.query).toMatchObject({ condition: 'Omar', pageNum: '1' });
  });
});

describe('chat settings', () => {
  function setupSettings(permissions: string[]) {
    signInWith(permissions);
    let settings = { ...SETTINGS };
    const api = fakeAreaApi({
      'GET customerService': () => settings,
      'POST customerService/edit': ({ body }) => {
        settings = { ...settings, ...(body as Partial<ChatSettings>), updateDate: '2026-03-02T10:00:00.000Z' };
        return settings;
      },
    });
    renderWithUi(<SettingsPage />, { toaster: true });
    return api;
  }

  it('shows the settings, and no edit button without the edit permission', async () => {
    setupSettings(['chatSettings.view']);
    const list = await screen.findByLabelText('Chat settings');
    expect(within(list).getByText('Built-in chat')).toBeInTheDocument();
    expect(within(list).getByText('2,000 characters')).toBeInTheDocument();
    expect(within(list).getByText('30 messages')).toBeInTheDocument();
    expect(within(list).getByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit settings' })).not.toBeInTheDocument();
  });

  it('edits the settings: an external service needs an https address', async () => {
    const api = setupSettings(['chatSettings.view', 'chatSettings.edit']);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit chat settings' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Service type/), 'External service');
    const url = await within(dialog).findByLabelText(/External service URL/);
    await userEvent.type(url, 'http://chat.example.com');
    const limit = within(dialog).getByLabelText(/Message length limit/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an address that starts with https://.')).toBeInTheDocument();
    expect(api.callsTo('POST customerService/edit')).toHaveLength(0);

    await userEvent.clear(url);
    await userEvent.type(url, 'https://chat.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chat settings saved')).toBeInTheDocument();
    expect(api.callsTo('POST customerService/edit')[0].body).toEqual({
      serviceType: 2,
      url: 'https://chat.example.com',
      messageLimit: 500,
      historyLoadingLimit: 30,
      active: true,
    });
    expect(await screen.findByText('500 characters')).toBeInTheDocument();
  });
});

describe('event stream parsing', () => {
  it('splits events, joins data lines, skips comments and keeps an unfinished event', () => {
    const seen: [string, string][] = [];
    const rest = parseEvents(': heartbeat\n\nevent: message\ndata: {"a":1}\n\ndata: x\ndata: y\n\nevent: room\ndata: {"b"', (e, d) =>
      seen.push([e, d]),
    );
    expect(seen).toEqual([
      ['message', '{"a":1}'],
      ['message', 'x\ny'],
    ]);
    expect(rest).toBe('event: room\ndata: {"b"');
  });
});
