import { parseArgs } from 'node:util';
import { TOTP } from 'otpauth';

/**
 * `npm run trade-demo`: plays an end user placing a futures order (or a convert order) on a running development
 * console, through the same functions a client platform's call uses, and prints where to watch it: the round's
 * page (its timeline, then its settlement) and the user's wallet change records (the stake, then the payout).
 *
 * It talks to the server over HTTP (the embedded database belongs to the running server's process) and uses the
 * development-only routes `POST dev/trading/futures-order` and `POST dev/trading/convert-order`, which a
 * production server does not have. It signs in as the demo admin with the demo two-factor secret, or uses
 * `CONSOLE_TOKEN` when set.
 *
 *   npm run trade-demo                                           # 10 USDT long in the round open now, for the best-funded demo trader
 *   npm run trade-demo -- --user 1234 --direction short --amount 25 --gameplay 3
 *   npm run trade-demo -- --round 5678                           # a chosen round (open, before its lock time)
 *   npm run trade-demo -- --convert --amount 50 [--pair 2] [--side 2]   # a convert order
 *
 * Env: CONSOLE_URL (default http://127.0.0.1:8080), CONSOLE_TOKEN, CONSOLE_ACCOUNT / CONSOLE_PASSWORD /
 * CONSOLE_TOTP_SECRET (default the demo admin).
 */
const { values } = parseArgs({
  options: {
    user: { type: 'string' },
    round: { type: 'string' },
    gameplay: { type: 'string' },
    direction: { type: 'string' },
    amount: { type: 'string' },
    convert: { type: 'boolean' },
    pair: { type: 'string' },
    side: { type: 'string' },
    url: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'Usage: npm run trade-demo -- [--user <id>] [--round <id> | --gameplay <id>] [--direction long|short] [--amount <decimal>]\n' +
      '       npm run trade-demo -- --convert [--user <id>] [--pair <convert pair id>] [--side 1|2] [--amount <decimal>]\n' +
      '       [--url http://127.0.0.1:8080]',
  );
  process.exit(0);
}

const base = (values.url ?? process.env.CONSOLE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(/\/+$/, '');

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function call<T>(path: string, token: string | undefined, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new Error(`No console server answers at ${base} (${(error as Error).message}). Start it with \`npm start\` or set CONSOLE_URL.`);
  }
  const answer = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!answer) throw new Error(`POST ${path}: HTTP ${res.status} without an API answer`);
  if (res.status === 404 && path.startsWith('dev/')) {
    throw new Error('The server has no development trading route: it runs in production mode, where the demo is not available.');
  }
  if (answer.code !== 1) throw new Error(`POST ${path}: ${answer.msg}`);
  return answer.data;
}

async function signIn(): Promise<string> {
  if (process.env.CONSOLE_TOKEN) return process.env.CONSOLE_TOKEN;
  const account = process.env.CONSOLE_ACCOUNT ?? 'admin';
  const password = process.env.CONSOLE_PASSWORD ?? 'admin-demo-2026';
  const totp = new TOTP({ secret: process.env.CONSOLE_TOTP_SECRET ?? 'JBSWY3DPEHPK3PXP', digits: 6, period: 30, algorithm: 'SHA1' });
  // A code is accepted once: when this step's code was just used, the next step's code is accepted too.
  let lastError: Error | undefined;
  for (const offset of [0, 30_000]) {
    try {
      const data = await call<{ token: string }>('login/manager/login', undefined, {
        account,
        password,
        gauthCode: totp.generate({ timestamp: Date.now() + offset }),
      });
      return data.token;
    } catch (error) {
      lastError = error as Error;
      if (!/code/i.test(lastError.message)) break;
    }
  }
  throw lastError ?? new Error('sign-in failed');
}

const optionalNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

async function main() {
  const token = await signIn();
  const userId = optionalNumber(values.user);
  const changes = (user: number) => `${base}/finance/account-change-records?accountId=${user}`;
  if (values.convert) {
    const placed = await call<{ orderId: number; userId: number; pair: string; side: number; amount: string; received: string }>(
      'dev/trading/convert-order',
      token,
      { userId, convertPairId: optionalNumber(values.pair), side: optionalNumber(values.side), amount: values.amount },
    );
    console.log(
      `Convert order ${placed.orderId}: user ${placed.userId} ${placed.side === 1 ? 'bought' : 'sold'} on ${placed.pair}, paid ${placed.amount}, received ${placed.received}.`,
    );
    console.log(`Watch it: ${base}/convert/order/all (order ${placed.orderId})`);
    console.log(`The user's wallet change records: ${changes(placed.userId)}`);
    return;
  }
  const placed = await call<{
    orderId: number;
    roundId: number;
    userId: number;
    direction: string;
    amount: string;
    orderPrice: string;
    balance: string;
    lockDate: string;
    endDate: string;
  }>('dev/trading/futures-order', token, {
    userId,
    roundId: optionalNumber(values.round),
    gameplayId: optionalNumber(values.gameplay),
    direction: values.direction,
    amount: values.amount,
  });
  console.log(
    `Futures order ${placed.orderId}: user ${placed.userId}, ${placed.direction} ${placed.amount} at ${placed.orderPrice} in round ${placed.roundId}` +
      ` (futures balance now ${placed.balance}).`,
  );
  console.log(`The round locks at ${placed.lockDate}, ends at ${placed.endDate}, then settles.`);
  console.log(`Watch the round: ${base}/future/runner-records?id=${placed.roundId}`);
  console.log(`The user's wallet change records (stake, then payout): ${changes(placed.userId)}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
