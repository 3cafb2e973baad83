import { currentLanguage, session } from '@console/client';
import type { ChatEvents } from '@console/contracts';

export type ChatEvent = { [K in keyof ChatEvents]: { event: K; data: ChatEvents[K] } }[keyof ChatEvents];
export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface ChatStreamHandlers {
  onEvent: (event: ChatEvent) => void;
  onStatus: (status: StreamStatus) => void;
  /** The stream is back after a drop: whatever happened meanwhile was missed. */
  onReconnected: () => void;
}

const MAX_DELAY_MS = 15_000;

/** Splits `text/event-stream` text into events; returns the unfinished rest. */
export function parseEvents(buffer: string, emit: (event: string, data: string) => void): string {
  let rest = buffer.replace(/\r\n/g, '\n');
  let end = rest.indexOf('\n\n');
  while (end >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    end = rest.indexOf('\n\n');
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length) emit(event, data.join('\n'));
  }
  return rest;
}

/**
 * The live chat channel. Read with `fetch` rather than `EventSource` so the session token travels in the
 * Authorization header like every other call (EventSource cannot send headers, and a token in the URL
 * would end up in logs). Reconnects with growing delays after a drop; stops when the session is refused.
 * Returns a function that closes it.
 */
export function connectChatStream(handlers: ChatStreamHandlers): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let everLive = false;

  const retry = () => {
    if (stopped) return;
    failures += 1;
    handlers.onStatus('reconnecting');
    const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.min(failures - 1, 4)) + Math.floor(Math.random() * 500);
    timer = setTimeout(run, delay);
  };

  async function run() {
    const token = session.getToken();
    if (stopped) return;
    if (!token) {
      handlers.onStatus('stopped');
      return;
    }
    controller = new AbortController();
    handlers.onStatus(everLive ? 'reconnecting' : 'connecting');
    try {
      const response = await fetch('/api/customerService/events', {
        headers: { Authorization: token, Accept: 'text/event-stream', lang: currentLanguage() },
        signal: controller.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) {
        handlers.onStatus('stopped');
        handlers.onEvent({ event: 'session-ended', data: { reason: `HTTP ${response.status}` } });
        return;
      }
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer = parseEvents(buffer + decoder.decode(value, { stream: true }), (name, text) => {
          let data: unknown;
          try {
            data = JSON.parse(text);
          } catch {
            return;
          }
          if (name === 'ready') {
            if (everLive) handlers.onReconnected();
            everLive = true;
            failures = 0;
            handlers.onStatus('live');
            return;
          }
          handlers.onEvent({ event: name, data } as ChatEvent);
          if (name === 'session-ended') stopped = true;
        });
      }
    } catch {
      // dropped or refused: retried below
    }
    if (stopped) {
      handlers.onStatus('stopped');
      return;
    }
    retry();
  }

  void run();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
