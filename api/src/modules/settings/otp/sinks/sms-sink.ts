import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceivedMail } from './mail-sink';

/**
 * A local SMS sink for development and tests: an HTTP server on 127.0.0.1 that takes what an SMS channel posts
 * (`POST /sms`, JSON or form-encoded, as the channel's content type says) and keeps it. The same server shows what
 * the sinks received: `GET /` a page listing the mails and SMS, `GET /messages` the same as JSON.
 */
export interface ReceivedSms {
  id: number;
  receivedAt: string;
  path: string;
  contentType: string;
  /** The fields posted (JSON or form), as strings. */
  fields: Record<string, string>;
  /** The exact body, to check the channel's signature against. */
  rawBody: string;
  signature: string | null;
  timestamp: string | null;
}

export interface SmsSink {
  url: string;
  received: ReceivedSms[];
  close(): Promise<void>;
}

const KEEP = 200;
const MAX_BODY_BYTES = 64 * 1024;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function fieldsOf(contentType: string, body: string): Record<string, string> | null {
  if (contentType.startsWith('application/json')) {
    try {
      const parsed = JSON.parse(body) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    } catch {
      return null;
    }
  }
  if (contentType.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body));
  return null;
}

const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(mails: ReceivedMail[], sms: ReceivedSms[]): string {
  const mailRows = [...mails]
    .reverse()
    .map(
      (m) =>
        `<tr><td>${m.id}</td><td>${html(m.receivedAt)}</td><td>${html(m.from)}</td><td>${html(m.to)}</td><td>${html(m.subject)}</td><td><pre>${html(m.text)}</pre></td></tr>`,
    )
    .join('');
  const smsRows = [...sms]
    .reverse()
    .map(
      (s) =>
        `<tr><td>${s.id}</td><td>${html(s.receivedAt)}</td><td>${html(s.fields.to ?? '')}</td><td><pre>${html(s.fields.content ?? s.rawBody)}</pre></td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Development mail and SMS sink</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse;width:100%;margin-bottom:2rem}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}pre{margin:0;white-space:pre-wrap}</style></head>
<body><h1>Development mail and SMS sink</h1><p>What the console sent through channels pointing here (newest first; this page does not refresh itself).</p>
<h2>Mails (${mails.length})</h2><table><tr><th>#</th><th>Received</th><th>From</th><th>To</th><th>Subject</th><th>Text</th></tr>${mailRows}</table>
<h2>SMS (${sms.length})</h2><table><tr><th>#</th><th>Received</th><th>To</th><th>Content</th></tr>${smsRows}</table></body></html>`;
}

export async function startSmsSink(opts: { port?: number; mails?: () => ReceivedMail[] } = {}): Promise<SmsSink> {
  const received: ReceivedSms[] = [];
  let next = 1;
  const answer = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method === 'GET' && path === '/')
      return answer(response, 200, 'text/html; charset=utf-8', page(opts.mails?.() ?? [], received));
    if (request.method === 'GET' && path === '/messages') {
      return answer(response, 200, 'application/json', JSON.stringify({ mails: opts.mails?.() ?? [], sms: received }));
    }
    if (request.method !== 'POST') return answer(response, 404, 'application/json', '{"error":"not found"}');
    const contentType = String(request.headers['content-type'] ?? '');
    readBody(request)
      .then((rawBody) => {
        const fields = fieldsOf(contentType, rawBody);
        if (!fields) return answer(response, 400, 'application/json', '{"error":"send JSON or a form"}');
        const header = (name: string) => (typeof request.headers[name] === 'string' ? (request.headers[name] as string) : null);
        const sms: ReceivedSms = {
          id: next++,
          receivedAt: new Date().toISOString(),
          path,
          contentType,
          fields,
          rawBody,
          signature: header('x-sms-signature'),
          timestamp: header('x-sms-timestamp'),
        };
        received.push(sms);
        if (received.length > KEEP) received.splice(0, received.length - KEEP);
        answer(response, 200, 'application/json', JSON.stringify({ messageId: `sink-${sms.id}`, status: 'accepted' }));
      })
      .catch(() => answer(response, 413, 'application/json', '{"error":"body too large"}'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  server.on('connection', (socket) => socket.unref());
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
