import { parseArgs } from 'node:util';
import { TOTP } from 'otpauth';

/**
 * `npm run chat-demo`: plays an end user writing into a customer-service room of a running console, so
 * the live path (server-sent events through PostgreSQL NOTIFY) can be watched in the Customer chats page.
 *
 * It talks to the server over HTTP (the embedded database belongs to the running server's process) and
 * uses the development-only route `POST dev/chat/user-message`, which a production server does not have.
 * It signs in as the demo admin with the demo two-factor secret, or uses `CONSOLE_TOKEN` when set.
 *
 *   npm run chat-demo                               # a short scripted conversation in the newest room
 *   npm run chat-demo -- --user 1234                # as end user 1234 (their room is created if needed)
 *   npm run chat-demo -- --message "Any update?"    # one message, no script
 *
 * Env: CONSOLE_URL (default http://127.0.0.1:8080), CONSOLE_TOKEN, CONSOLE_ACCOUNT / CONSOLE_PASSWORD /
 * CONSOLE_TOTP_SECRET (default the demo admin).
 */
const { values } = parseArgs({
  options: {
    user: { type: 'string' },
    message: { type: 'string' },
    url: { type: 'string' },
    pause: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('Usage: npm run chat-demo -- [--user <end user id>] [--message "<text>"] [--url http://127.0.0.1:8080] [--pause <seconds>]');
  process.exit(0);
}

const base = (values.url ?? process.env.CONSOLE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');
const pauseMs = Number(values.pause ?? 2.5) * 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(method: string, path: string, token: string | undefined, body?: unknown): Promise<Envelope<T>> {
  let res: Response;
  try {
    res = await fetch(`${base}/api/${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    throw new Error(`No console server answers at ${base} (${(error as Error).message}). Start it with \`npm start\` or set CONSOLE_URL.`);
  }
  const answer = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!answer) throw new Error(`${method} ${path}: HTTP ${res.status} without an API answer`);
  if (res.status === 404 && path.startsWith('dev/')) {
    throw new Error('The server has no development chat route: it runs in production mode, where the demo is not available.');
  }
  if (answer.code !== 1) throw new Error(`${method} ${path}: ${answer.msg}`);
  return answer;
}

async function signIn(): Promise<string> {
  if (process.env.CONSOLE_TOKEN) return process.env.CONSOLE_TOKEN;
  const account = process.env.CONSOLE_ACCOUNT ?? 'admin';
  const password = process.env.CONSOLE_PASSWORD ?? 'admin-demo-2026';
  const totp = new TOTP({ secret: process.env.CONSOLE_TOTP_SECRET ?? 'JBSWY3DPEHPK3PXP', digits: 6, period: 30, algorithm: 'SHA1' });
  // A code is accepted once: when this step's code was just used (a sign-in in the browser), the next
  // step's code is also accepted (one step of drift).
  let lastError: Error | undefined;
  for (const offset of [0, 30_000]) {
    try {
      const answer = await call<{ token: string }>('POST', 'login/manager/login', undefined, {
        account,
        password,
        gauthCode: totp.generate({ timestamp: Date.now() + offset }),
      });
      return answer.data.token;
    } catch (error) {
      lastError = error as Error;
      if (!/code/i.test(lastError.message)) break;
    }
  }
  throw lastError ?? new Error('sign-in failed');
}

interface Room {
  roomId: number;
  roomName: string;
  users: { id: number }[];
}

const SCRIPT = [
  'Hi, I made a deposit of 300 USDT twenty minutes ago and it has not arrived yet.',
  'The network was TRC20. My wallet shows the transfer as completed.',
  'Could you check it please?',
];

async function main() {
  const token = await signIn();
  let userId = values.user ? Number(values.user) : undefined;
  if (userId !== undefined && !(Number.isInteger(userId) && userId > 0)) throw new Error('--user must be an end user id');
  if (userId === undefined) {
    const rooms = await call<{ records: Room[] }>('GET', 'customerService/rooms?pageSize=1', token);
    const top = rooms.data.records[0];
    if (!top) throw new Error('There is no chat room yet: name an end user with --user <id>.');
    userId = top.users[0].id;
    console.log(`Writing as the user of room ${top.roomId} (${top.roomName}), the newest room.`);
  } else {
    console.log(`Writing as end user ${userId}.`);
  }
  console.log(`Open ${base}/customer-service/chats to watch it arrive live.`);

  const act = (body: Record<string, unknown>) => call<{ roomId?: number }>('POST', 'dev/chat/user-message', token, { userId, ...body });
  await act({ action: 'online' });
  console.log('  · online');
  const lines = values.message ? [values.message] : SCRIPT;
  for (const [i, text] of lines.entries()) {
    await act({ action: 'typing' });
    console.log('  · typing…');
    await sleep(pauseMs);
    const sent = await act({ action: 'message', text });
    console.log(`  · sent to room ${sent.data.roomId}: ${text}`);
    if (i < lines.length - 1) await sleep(pauseMs);
  }
  await act({ action: 'read' });
  console.log('  · read the staff replies');
  if (!values.message) {
    await sleep(pauseMs * 2);
    await act({ action: 'offline' });
    console.log('  · offline');
  }
}

main().catch((error) => {
  console.error(`chat-demo: ${(error as Error).message}`);
  process.exit(1);
});
