import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { permissionId } from '@console/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../src/db/database';
import { buildApp } from '../../src/app';
import { receiptPng } from '../../src/modules/users/seed/chat';
import { DEMO, type Json, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
let viewer: string;
let settingsViewer: string;
let nobody: string;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
  viewer = await api.signIn(await api.createStaff(admin, 'chatviewer', [permissionId('chat.view')]));
  settingsViewer = await api.signIn(await api.createStaff(admin, 'chatsettings', [permissionId('chatSettings.view')]));
  nobody = await api.signIn(await api.createStaff(admin, 'nochat', [permissionId('users.list')]));
});
after(() => api.close());

/** A server-sent-event stream read with fetch: collects events and waits for the one wanted. */
async function openStream(base: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/customerService/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: { event: string; data: Json }[] = [];
  const waiters: { match: (e: { event: string; data: Json }) => boolean; resolve: (e: { event: string; data: Json }) => void }[] = [];
  const pump = async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (!event || !data) continue;
          const parsed = { event, data: JSON.parse(data) };
          events.push(parsed);
          for (const waiter of [...waiters]) {
            if (waiter.match(parsed)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(parsed);
            }
          }
        }
      }
    } catch {
      // aborted
    }
  };
  void pump();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    next(match: (e: { event: string; data: Json }) => boolean, timeoutMs = 5000): Promise<{ event: string; data: Json }> {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event within ${timeoutMs} ms; got ${events.map((e) => e.event)}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close: () => controller.abort(),
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

function multipart(field: string, filename: string, content: Buffer, type = 'image/png') {
  const boundary = `----chat-test-${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(token: string, filename: string, content: Buffer) {
  const body = multipart('file', filename, content);
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/customerService/chat/uploadImg',
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
  });
  return { status: res.statusCode, body: res.json() };
}

async function roomOf(roomId: number): Promise<Json> {
  const { body } = await api.call('GET', 'customerService/rooms', { token: admin, query: { pageSize: 100 } });
  return body.data.records.find((r: Json) => r.roomId === roomId);
}

test('the demo data has 40 rooms, newest first, with unread counts, last messages and online users', async () => {
  const { status, body } = await api.call('GET', 'customerService/rooms', { token: viewer, query: { pageSize: 50 } });
  assert.equal(status, 200, body.msg);
  assert.equal(body.data.total, 40);
  const rooms = body.data.records;
  assert.equal(rooms.length, 40);
  const times = rooms.map((r: Json) => Date.parse(r.lastActivity));
  assert.deepEqual(
    times,
    [...times].sort((a, b) => b - a),
    'ordered by last activity',
  );
  assert.ok(
    rooms.every((r: Json) => r.lastMessage && r.users.length === 1 && r.roomName),
    'every room has a last message and its user',
  );
  assert.ok(rooms.filter((r: Json) => r.unreadCount > 0).length >= 5, 'some rooms have unread messages');
  assert.ok(rooms.filter((r: Json) => r.users[0].status.state === 'online').length >= 2, 'some users are online');
  // The unread count is what the room's messages say.
  const unreadRoom = rooms.find((r: Json) => r.unreadCount > 0);
  const messages = await api.call('GET', `customerService/rooms/${unreadRoom.roomId}/messages`, { token: viewer, query: { limit: 100 } });
  const unread = messages.body.data.messages.filter((m: Json) => m.senderKind === 'user' && !m.isRead);
  assert.equal(unread.length, unreadRoom.unreadCount);

  const onlyUnread = await api.call('GET', 'customerService/rooms', { token: viewer, query: { unreadOnly: 'true', pageSize: 50 } });
  assert.equal(onlyUnread.body.data.total, rooms.filter((r: Json) => r.unreadCount > 0).length);
});

test('chat/list pages rooms and searches by user id, name or e-mail', async () => {
  const page = await api.call('POST', 'customerService/chat/list', { token: viewer, body: { pageNum: 2, pageSize: 15 } });
  assert.equal(page.status, 200);
  assert.equal(page.body.data.total, 40);
  assert.equal(page.body.data.records.length, 15);
  assert.equal(page.body.currentPage, 2);
  const last = await api.call('POST', 'customerService/chat/list', { token: viewer, body: { pageNum: 3, pageSize: 15 } });
  assert.equal(last.body.data.records.length, 10);

  const any = page.body.data.records[3];
  const byId = await api.call('POST', 'customerService/chat/list', { token: viewer, body: { condition: String(any.users[0].id) } });
  assert.ok(byId.body.data.records.some((r: Json) => r.roomId === any.roomId));
  const namePart = any.roomName.split(/[ @]/)[0];
  const byName = await api.call('POST', 'customerService/chat/list', { token: viewer, body: { condition: namePart } });
  assert.ok(byName.body.data.records.some((r: Json) => r.roomId === any.roomId));
  assert.ok(byName.body.data.total < 40);
  const none = await api.call('POST', 'customerService/chat/list', { token: viewer, body: { condition: 'no such person zzz' } });
  assert.equal(none.body.data.total, 0);

  const bad = await api.call('POST', 'customerService/chat/list', { token: viewer, body: { pageSize: 0 } });
  assert.equal(bad.status, 400);
  assert.match(bad.body.msg, /pageSize/);
});

test('messages load by page: newest last, older pages by `before`', async () => {
  const { body } = await api.call('GET', 'customerService/rooms', { token: viewer, query: { pageSize: 50 } });
  const room = body.data.records[0];
  const all = await api.call('GET', `customerService/rooms/${room.roomId}/messages`, { token: viewer, query: { limit: 100 } });
  const messages = all.body.data.messages;
  assert.ok(messages.length >= 3);
  assert.equal(all.body.data.hasMore, false);
  const ids = messages.map((m: Json) => m.id);
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => a - b),
    'oldest first, newest last',
  );
  assert.equal(messages.at(-1).id, room.lastMessage.id);

  const newest = await api.call('GET', `customerService/rooms/${room.roomId}/messages`, { token: viewer, query: { limit: 2 } });
  assert.deepEqual(
    newest.body.data.messages.map((m: Json) => m.id),
    ids.slice(-2),
  );
  assert.equal(newest.body.data.hasMore, true);
  const older = await api.call('GET', `customerService/rooms/${room.roomId}/messages`, {
    token: viewer,
    query: { limit: 2, before: ids.at(-2) },
  });
  assert.deepEqual(
    older.body.data.messages.map((m: Json) => m.id),
    ids.slice(-4, -2),
  );

  // Without a limit, the settings' history loading limit applies.
  const settings = await api.call('GET', 'customerService', { token: admin });
  const byDefault = await api.call('GET', `customerService/rooms/${room.roomId}/messages`, { token: viewer });
  assert.ok(byDefault.body.data.messages.length <= settings.body.data.historyLoadingLimit);

  assert.equal((await api.call('GET', 'customerService/rooms/999999/messages', { token: viewer })).status, 404);
  assert.equal((await api.call('GET', 'customerService/rooms/abc/messages', { token: viewer })).status, 400);
  assert.equal(
    (await api.call('GET', `customerService/rooms/${room.roomId}/messages`, { token: viewer, query: { limit: 1000 } })).status,
    400,
  );
});

test('staff reply with text: validated, stored, the room updated and its unread messages read', async () => {
  const { body } = await api.call('GET', 'customerService/rooms', { token: admin, query: { unreadOnly: 'true' } });
  const room = body.data.records[0];
  assert.ok(room.unreadCount > 0);

  const empty = await api.call('POST', `customerService/rooms/${room.roomId}/messages`, { token: admin, body: { text: '   ' } });
  assert.equal(empty.status, 400);
  const tooLong = await api.call('POST', `customerService/rooms/${room.roomId}/messages`, {
    token: admin,
    body: { text: 'x'.repeat(2001) },
  });
  assert.equal(tooLong.status, 400);
  assert.match(tooLong.body.msg, /2000/);
  const missing = await api.call('POST', 'customerService/rooms/999999/messages', { token: admin, body: { text: 'Hello' } });
  assert.equal(missing.status, 404);
  const foreign = await api.call('POST', `customerService/rooms/${room.roomId}/messages`, {
    token: admin,
    body: { image: { url: 'https://evil.example/track.png' } },
  });
  assert.equal(foreign.status, 400);
  assert.match(foreign.body.msg, /uploadImg/);

  const sent = await api.call('POST', `customerService/rooms/${room.roomId}/messages`, {
    token: admin,
    body: { text: '  Thanks for waiting, it is solved now.  ' },
  });
  assert.equal(sent.status, 200, sent.body.msg);
  assert.equal(sent.body.data.text, 'Thanks for waiting, it is solved now.');
  assert.equal(sent.body.data.senderKind, 'staff');
  assert.equal(sent.body.data.senderName, 'Platform Administrator');
  assert.equal(sent.body.data.isRead, false, 'not yet read by the user');
  const after = await roomOf(room.roomId);
  assert.equal(after.lastMessage.id, sent.body.data.id);
  assert.equal(after.unreadCount, 0, 'a reply marks the user’s messages read');
  assert.ok(Date.parse(after.lastActivity) >= Date.parse(room.lastActivity));
  const logged = await api.count('backstage_log', "api_url like '%customerService/rooms/%/messages'");
  assert.ok(logged >= 1, 'the reply is in the backstage log');
});

test('the message limit of the settings applies to replies', async () => {
  const before = (await api.call('GET', 'customerService', { token: admin })).body.data;
  const edit = await api.call('POST', 'customerService/edit', { token: admin, body: { ...before, messageLimit: 10 } });
  assert.equal(edit.status, 200, edit.body.msg);
  const { body } = await api.call('GET', 'customerService/rooms', { token: admin });
  const roomId = body.data.records[5].roomId;
  const refused = await api.call('POST', `customerService/rooms/${roomId}/messages`, { token: admin, body: { text: 'eleven char' } });
  assert.equal(refused.status, 400);
  assert.match(refused.body.msg, /at most 10/);
  await api.call('POST', 'customerService/edit', { token: admin, body: before });
});

test('read marks: an end-user message is unread until staff mark the room read', async () => {
  const { body } = await api.call('GET', 'customerService/rooms', { token: admin, query: { pageSize: 50 } });
  const room = body.data.records.find((r: Json) => r.unreadCount === 0);
  const userId = room.users[0].id;
  const played = await api.call('POST', 'dev/chat/user-message', { token: admin, body: { userId, text: 'Are you there?' } });
  assert.equal(played.status, 200, played.body.msg);
  assert.equal(played.body.data.roomId, room.roomId);
  const played2 = await api.call('POST', 'dev/chat/user-message', { token: admin, body: { userId, text: 'Hello again' } });
  assert.equal((await roomOf(room.roomId)).unreadCount, 2);
  assert.equal((await roomOf(room.roomId)).lastMessage.content, 'Hello again');

  const partial = await api.call('POST', `customerService/rooms/${room.roomId}/read`, {
    token: admin,
    body: { upToId: played.body.data.messageId },
  });
  assert.equal(partial.status, 200, partial.body.msg);
  assert.equal(partial.body.data.unreadCount, 1);
  const all = await api.call('POST', `customerService/rooms/${room.roomId}/read`, { token: admin, body: {} });
  assert.equal(all.body.data.unreadCount, 0);
  const messages = await api.call('GET', `customerService/rooms/${room.roomId}/messages`, { token: admin, query: { limit: 2 } });
  assert.deepEqual(
    messages.body.data.messages.map((m: Json) => [m.id, m.isRead]),
    [
      [played.body.data.messageId, true],
      [played2.body.data.messageId, true],
    ],
  );
  assert.equal((await api.call('POST', 'customerService/rooms/999999/read', { token: admin, body: {} })).status, 404);
  assert.equal((await api.call('POST', `customerService/rooms/${room.roomId}/read`, { token: admin, body: { upToId: 'x' } })).status, 400);

  // A user writing for the first time gets a new room.
  const { rows } = await api.db.query<{ id: number }>(
    'select id::int as id from users where id not in (select user_id from chat_rooms) order by id limit 1',
  );
  const fresh = await api.call('POST', 'dev/chat/user-message', { token: admin, body: { userId: rows[0].id, text: 'First contact' } });
  assert.equal(fresh.status, 200, fresh.body.msg);
  const newRoom = await roomOf(fresh.body.data.roomId);
  assert.equal(newRoom.unreadCount, 1);
  assert.equal(newRoom.users[0].id, rows[0].id);
  assert.equal((await api.call('POST', 'dev/chat/user-message', { token: admin, body: { userId: 99_999_999, text: 'x' } })).status, 404);
  assert.equal(
    (await api.call('POST', 'dev/chat/user-message', { token: admin, body: { userId: rows[0].id, action: 'dance' } })).status,
    400,
  );
});

test('typing: staff and user signals show in the room until they stop or lapse', async () => {
  const { body } = await api.call('GET', 'customerService/rooms', { token: admin });
  const room = body.data.records[2];
  const typing = await api.call('POST', `customerService/rooms/${room.roomId}/typing`, { token: admin, body: { typing: true } });
  assert.equal(typing.status, 200, typing.body.msg);
  assert.deepEqual(
    typing.body.data.typingUsers.map((t: Json) => [t.kind, t.name]),
    [['staff', 'Platform Administrator']],
  );
  await api.call('POST', 'dev/chat/user-message', { token: admin, body: { userId: room.users[0].id, action: 'typing' } });
  assert.equal((await roomOf(room.roomId)).typingUsers.length, 2);
  await api.call('POST', `customerService/rooms/${room.roomId}/typing`, { token: admin, body: { typing: false } });
  assert.deepEqual(
    (await roomOf(room.roomId)).typingUsers.map((t: Json) => t.kind),
    ['user'],
  );
  api.clock.advance(7_000);
  assert.deepEqual((await roomOf(room.roomId)).typingUsers, [], 'a signal not renewed lapses');
  assert.equal(
    (await api.call('POST', `customerService/rooms/${room.roomId}/typing`, { token: admin, body: { typing: 'yes' } })).status,
    400,
  );
});

test('pictures: uploaded through storeUpload, then sent; other content is refused', async () => {
  const uploaded = await upload(admin, 'proof.png', receiptPng(1));
  assert.equal(uploaded.status, 200, uploaded.body.msg);
  assert.match(uploaded.body.data.url, /^\/api\/files\/[A-Za-z0-9_-]+\.png$/);
  assert.equal(uploaded.body.data.name, 'proof.png');
  assert.equal(uploaded.body.data.contentType, 'image/png');
  const served = await api.app.inject({ method: 'GET', url: uploaded.body.data.url });
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'image/png');

  const script = await upload(admin, 'photo.png', Buffer.from('<script>alert(1)</script>'));
  assert.equal(script.status, 400);

  const { body } = await api.call('GET', 'customerService/rooms', { token: admin });
  const roomId = body.data.records[1].roomId;
  const sent = await api.call('POST', `customerService/rooms/${roomId}/messages`, {
    token: admin,
    body: { image: { url: uploaded.body.data.url, name: 'proof.png' } },
  });
  assert.equal(sent.status, 200, sent.body.msg);
  assert.deepEqual(sent.body.data.image, { url: uploaded.body.data.url, name: 'proof.png' });
  assert.equal(sent.body.data.text, null);
  const room = await roomOf(roomId);
  assert.equal(room.lastMessage.hasImage, true);
});

test('settings: read and edited with validation', async () => {
  const read = await api.call('GET', 'customerService', { token: settingsViewer });
  assert.equal(read.status, 200);
  assert.deepEqual(Object.keys(read.body.data).sort(), [
    'active',
    'historyLoadingLimit',
    'id',
    'messageLimit',
    'serviceType',
    'updateDate',
    'url',
  ]);

  const external = await api.call('POST', 'customerService/edit', {
    token: admin,
    body: { serviceType: 2, messageLimit: 500, historyLoadingLimit: 20, active: true },
  });
  assert.equal(external.status, 400);
  assert.match(external.body.msg, /url/);
  const plainHttp = await api.call('POST', 'customerService/edit', {
    token: admin,
    body: { serviceType: 2, url: 'http://chat.example.com', messageLimit: 500, historyLoadingLimit: 20, active: true },
  });
  assert.equal(plainHttp.status, 400);
  const limits = await api.call('POST', 'customerService/edit', {
    token: admin,
    body: { serviceType: 1, messageLimit: 0, historyLoadingLimit: 101, active: true },
  });
  assert.equal(limits.status, 400);
  assert.deepEqual(limits.body.data.fields.map((f: Json) => f.path).sort(), ['historyLoadingLimit', 'messageLimit']);

  const saved = await api.call('POST', 'customerService/edit', {
    token: admin,
    body: { serviceType: 2, url: 'https://support.example.com/chat', messageLimit: 800, historyLoadingLimit: 25, active: false },
  });
  assert.equal(saved.status, 200, saved.body.msg);
  assert.equal(saved.body.data.url, 'https://support.example.com/chat');
  assert.equal(saved.body.data.active, false);
  const again = await api.call('GET', 'customerService', { token: admin });
  assert.deepEqual(again.body.data, saved.body.data);
  // Switched off: end users cannot write.
  const userId = (await roomOf((await api.call('GET', 'customerService/rooms', { token: admin })).body.data.records[0].roomId)).users[0].id;
  assert.equal((await api.call('POST', 'dev/chat/user-message', { token: admin, body: { userId, text: 'hi' } })).status, 409);

  await api.call('POST', 'customerService/edit', {
    token: admin,
    body: { serviceType: 1, url: null, messageLimit: 2000, historyLoadingLimit: 30, active: true },
  });
});

test('every chat call refuses a session without its permission (403)', async () => {
  const calls: [string, string, unknown?][] = [
    ['POST', 'customerService/chat/list', {}],
    ['GET', 'customerService/rooms'],
    ['GET', 'customerService/rooms/1/messages'],
    ['GET', 'customerService/events'],
    ['POST', 'customerService/rooms/1/messages', { text: 'hi' }],
    ['POST', 'customerService/rooms/1/read', {}],
    ['POST', 'customerService/rooms/1/typing', { typing: true }],
    ['POST', 'customerService/chat/uploadImg', {}],
    ['GET', 'customerService'],
    ['POST', 'customerService/edit', { serviceType: 1, messageLimit: 10, historyLoadingLimit: 10, active: true }],
    ['POST', 'dev/chat/user-message', { userId: 1, text: 'x' }],
  ];
  for (const [method, path, body] of calls) {
    const answer = await api.call(method, path, { token: nobody, body });
    assert.equal(answer.status, 403, `${method} ${path}`);
  }
  // chat.view alone: reading yes, replying, uploading and settings no.
  assert.equal((await api.call('POST', 'customerService/rooms/1/messages', { token: viewer, body: { text: 'hi' } })).status, 403);
  assert.equal((await api.call('POST', 'customerService/rooms/1/read', { token: viewer, body: {} })).status, 403);
  assert.equal((await upload(viewer, 'a.png', receiptPng(0))).status, 403);
  assert.equal((await api.call('GET', 'customerService', { token: viewer })).status, 403);
  // chatSettings.view alone: no editing, no chat.
  assert.equal(
    (
      await api.call('POST', 'customerService/edit', {
        token: settingsViewer,
        body: { serviceType: 1, messageLimit: 10, historyLoadingLimit: 10, active: true },
      })
    ).status,
    403,
  );
  assert.equal((await api.call('GET', 'customerService/rooms', { token: settingsViewer })).status, 403);
  assert.equal((await api.call('GET', 'customerService/rooms')).status, 401);
});

test('the event stream: refused without a session, and a message sent by another call arrives live', async () => {
  const base = await listen(api.app);
  const anonymous = await fetch(`${base}/api/customerService/events`, { headers: { accept: 'text/event-stream' } });
  assert.equal(anonymous.status, 401);
  const notAStream = await fetch(`${base}/api/customerService/events`, { headers: { authorization: viewer } });
  assert.equal(notAStream.status, 406);

  const stream = await openStream(base, viewer);
  assert.equal(stream.status, 200);
  assert.match(stream.contentType ?? '', /text\/event-stream/);
  await stream.next((e) => e.event === 'ready');

  const { body } = await api.call('GET', 'customerService/rooms', { token: admin });
  const room = body.data.records[4];
  const sent = await api.call('POST', `customerService/rooms/${room.roomId}/messages`, {
    token: admin,
    body: { text: 'Live from the test' },
  });
  assert.equal(sent.status, 200);
  const message = await stream.next((e) => e.event === 'message' && e.data.message.id === sent.body.data.id);
  assert.equal(message.data.message.text, 'Live from the test');
  assert.equal(message.data.message.roomId, room.roomId);
  const update = await stream.next((e) => e.event === 'room' && e.data.room.lastMessage?.id === sent.body.data.id);
  assert.equal(update.data.room.roomId, room.roomId);

  // The end user (the demo path) writes, types, reads and goes offline: each arrives live.
  const userId = room.users[0].id;
  await api.call('POST', 'dev/chat/user-message', { token: admin, body: { userId, action: 'typing' } });
  const typing = await stream.next((e) => e.event === 'typing' && e.data.roomId === room.roomId && e.data.typingUsers.length > 0);
  assert.equal(typing.data.typingUsers[0].kind, 'user');
  const played = await api.call('POST', 'dev/chat/user-message', { token: admin, body: { userId, text: 'Thanks a lot!' } });
  await stream.next((e) => e.event === 'message' && e.data.message.id === played.body.data.messageId);
  await stream.next((e) => e.event === 'room' && e.data.room.roomId === room.roomId && e.data.room.unreadCount === 1);
  await api.call('POST', 'dev/chat/user-message', { token: admin, body: { userId, action: 'read' } });
  const read = await stream.next((e) => e.event === 'read' && e.data.side === 'user');
  assert.ok(read.data.upToId >= sent.body.data.id);
  await api.call('POST', `customerService/rooms/${room.roomId}/read`, { token: admin, body: {} });
  await stream.next((e) => e.event === 'read' && e.data.side === 'staff' && e.data.roomId === room.roomId);
  const wasOnline = room.users[0].status.state === 'online';
  await api.call('POST', 'dev/chat/user-message', { token: admin, body: { userId, action: wasOnline ? 'offline' : 'online' } });
  const presence = await stream.next((e) => e.event === 'presence' && e.data.userId === userId);
  assert.equal(presence.data.status.state, wasOnline ? 'offline' : 'online');
  stream.close();
});

test(
  'several instances on one PostgreSQL: a message sent through one reaches a stream of the other',
  { skip: !process.env.TEST_DATABASE_URL },
  async () => {
    const { rows } = await api.db.query<{ name: string }>('select current_database() as name');
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${rows[0].name}`;
    const otherDb = await openDatabase({ url: url.toString() });
    const other = await buildApp({ db: otherDb, clock: api.clock.now, loginRateLimit: 10_000 });
    try {
      const otherBase = await listen(other);
      const stream = await openStream(otherBase, viewer);
      await stream.next((e) => e.event === 'ready');
      const { body } = await api.call('GET', 'customerService/rooms', { token: admin });
      const roomId = body.data.records[6].roomId;
      const sent = await api.call('POST', `customerService/rooms/${roomId}/messages`, { token: admin, body: { text: 'Across instances' } });
      const message = await stream.next((e) => e.event === 'message' && e.data.message.id === sent.body.data.id);
      assert.equal(message.data.message.text, 'Across instances');
      stream.close();
    } finally {
      await other.close();
      await otherDb.close();
    }
  },
);
