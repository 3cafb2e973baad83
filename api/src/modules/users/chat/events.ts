import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { permissionId, withImplied } from '@console/contracts/permissions';
import type { ChatEvents, ChatPartyKind } from '@console/contracts/schemas/chat';
import type { Queryable } from '../../../db/database';
import { iso } from '../../../db/list';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices, SessionInfo } from '../../../http/context';
import { ApiError } from '../../../http/errors';
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS, isLocked } from '../../../core/session/sessions';
import { loadMessage, loadRoom, typingIn } from './queries';

/**
 * Live chat across API instances: every change is announced with `NOTIFY chat_events` carrying ids only
 * (a payload is limited to 8 kB and must not carry what a listener may not see); every instance LISTENs
 * and, for each notice, loads what changed once and fans it out to its own server-sent-event clients.
 * A notice sent inside a transaction is delivered when it commits, so nobody hears of a rolled-back change.
 */
export const CHAT_CHANNEL = 'chat_events';
export const HEARTBEAT_MS = 25_000;
/** A client that does not read what it is sent is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export type ChatNotice =
  | { t: 'message'; roomId: number; messageId: number }
  | { t: 'read'; roomId: number; side: ChatPartyKind; upToId: number }
  | { t: 'typing'; roomId: number }
  | { t: 'presence'; userId: number }
  | { t: 'room'; roomId: number };

export async function publish(db: Queryable, notice: ChatNotice): Promise<void> {
  await db.query('select pg_notify($1, $2)', [CHAT_CHANNEL, JSON.stringify(notice)]);
}

const CHAT_VIEW = permissionId('chat.view');

interface Client {
  res: ServerResponse;
  session: SessionInfo;
  heartbeat: NodeJS.Timeout;
}

type EventName = keyof ChatEvents;

function frame<E extends EventName>(event: E, data: ChatEvents[E]): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export class ChatHub {
  readonly instance = randomBytes(6).toString('hex');
  private readonly clients = new Set<Client>();
  private listening: Promise<() => Promise<void>> | undefined;
  /** Notices are handled one at a time, so clients see changes in the order they were committed. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly services: AppServices) {}

  get clientCount(): number {
    return this.clients.size;
  }

  /** Listens from the first stream on; a failure is thrown to that stream's request and retried by the next. */
  private ensureListening(): Promise<unknown> {
    this.listening ??= this.services.db
      .listen(
        CHAT_CHANNEL,
        (payload) => {
          this.queue = this.queue.then(() => this.handle(payload)).catch((error) => console.error('chat event failed:', error));
        },
        () => this.broadcast(frame('resync', {})),
      )
      .catch((error) => {
        this.listening = undefined;
        throw error;
      });
    return this.listening;
  }

  /** Turns the request into an event stream for `session` until either side ends it. */
  async open(request: FastifyRequest, reply: FastifyReply, session: SessionInfo): Promise<void> {
    await this.ensureListening();
    if (this.closed) throw new ApiError(503, 'The server is shutting down; reconnect in a moment');
    // Written directly from here on: the answer is a stream, not the envelope.
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies (nginx) must pass each event on at once instead of buffering the response.
      'x-accel-buffering': 'no',
    });
    const client: Client = {
      res,
      session,
      heartbeat: setInterval(() => void this.beat(client), HEARTBEAT_MS),
    };
    this.clients.add(client);
    const drop = () => this.drop(client);
    request.raw.once('close', drop);
    res.once('close', drop);
    res.write(`retry: 3000\n${frame('ready', { instance: this.instance })}`);
  }

  /** A comment line keeps proxies from timing the stream out; the session is checked again at each beat. */
  private async beat(client: Client): Promise<void> {
    const reason = await this.sessionProblem(client.session).catch(() => undefined);
    if (reason) {
      this.write(client, frame('session-ended', { reason }));
      this.drop(client);
      return;
    }
    this.write(client, `: heartbeat ${new Date(this.services.clock()).toISOString()}\n\n`);
  }

  /**
   * Why the stream's session may no longer receive events, or undefined. Read without sliding the idle
   * timeout: an open chat page alone must not keep a session alive.
   */
  private async sessionProblem(session: SessionInfo): Promise<string | undefined> {
    const { rows } = await this.services.db.query<{
      created_at: Date;
      last_seen_at: Date;
      status: number;
      locked: number;
      locked_until: Date | null;
      permission_ids: number[];
    }>(
      `select s.created_at, s.last_seen_at, a.status, a.locked, a.locked_until,
              array(select distinct rp.permission_id from admin_roles ar join role_permissions rp on rp.role_id = ar.role_id
                     where ar.admin_id = a.id) as permission_ids
         from admin_sessions s join admins a on a.id = s.admin_id where s.token_hash = $1`,
      [session.tokenHash],
    );
    const row = rows[0];
    const now = new Date(this.services.clock());
    if (!row) return 'Your session has ended; please sign in again';
    if (now.getTime() - row.last_seen_at.getTime() >= IDLE_TIMEOUT_MS) return 'Your session expired; please sign in again';
    if (now.getTime() - row.created_at.getTime() >= ABSOLUTE_TIMEOUT_MS) return 'Your session reached its time limit; please sign in again';
    if (row.status !== 1 || isLocked(row, now)) return 'This account can no longer sign in';
    if (!withImplied(row.permission_ids).has(CHAT_VIEW)) return 'You no longer have permission to view the chat';
    return undefined;
  }

  private write(client: Client, text: string): void {
    if (client.res.writableEnded || client.res.destroyed) {
      this.drop(client);
      return;
    }
    if (client.res.writableLength > MAX_BUFFERED_BYTES) {
      client.res.destroy();
      this.drop(client);
      return;
    }
    client.res.write(text);
  }

  private drop(client: Client): void {
    if (!this.clients.delete(client)) return;
    clearInterval(client.heartbeat);
    if (!client.res.writableEnded) client.res.end();
  }

  private broadcast(text: string): void {
    for (const client of [...this.clients]) this.write(client, text);
  }

  private async handle(payload: string): Promise<void> {
    if (!this.clients.size || this.closed) return;
    let notice: ChatNotice;
    try {
      notice = JSON.parse(payload) as ChatNotice;
    } catch {
      return;
    }
    const { db } = this.services;
    const now = new Date(this.services.clock());
    switch (notice.t) {
      case 'message': {
        const message = await loadMessage(db, notice.messageId);
        if (message) this.broadcast(frame('message', { message }));
        const room = await loadRoom(db, notice.roomId, now);
        if (room) this.broadcast(frame('room', { room }));
        return;
      }
      case 'read': {
        this.broadcast(frame('read', { roomId: notice.roomId, side: notice.side, upToId: notice.upToId }));
        const room = await loadRoom(db, notice.roomId, now);
        if (room) this.broadcast(frame('room', { room }));
        return;
      }
      case 'typing': {
        const typing = await typingIn(db, [notice.roomId], now);
        this.broadcast(frame('typing', { roomId: notice.roomId, typingUsers: typing.get(notice.roomId) ?? [] }));
        return;
      }
      case 'presence': {
        const { rows } = await db.query<{ online: boolean; last_changed: Date }>(
          'select online, last_changed from presence where user_id = $1',
          [notice.userId],
        );
        const row = rows[0];
        this.broadcast(
          frame('presence', {
            userId: notice.userId,
            status: { state: row?.online ? 'online' : 'offline', lastChanged: iso(row?.last_changed) },
          }),
        );
        return;
      }
      case 'room': {
        const room = await loadRoom(db, notice.roomId, now);
        if (room) this.broadcast(frame('room', { room }));
        return;
      }
    }
  }

  /** Ends every stream (the server is shutting down: open streams would keep it from closing) and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    for (const client of [...this.clients]) this.drop(client);
    const stop = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await stop?.().catch(() => undefined);
  }
}

const hubs = new WeakMap<AppServices, ChatHub>();

/** The hub of one app (one per `buildApp`, so two apps in one process are two instances). */
export function chatHub(services: AppServices): ChatHub {
  let hub = hubs.get(services);
  if (!hub) {
    hub = new ChatHub(services);
    hubs.set(services, hub);
  }
  return hub;
}

export async function closeChatHub(services: AppServices): Promise<void> {
  await hubs.get(services)?.close();
  hubs.delete(services);
}
