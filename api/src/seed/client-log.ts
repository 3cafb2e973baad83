import type { Queryable } from '../db/database';
import { insertRows } from './insert';
import { at, byDate, ok, PAIRS, responseTime } from './backstage-log';
import type { Prng } from './prng';

const CLIENT_AREAS = [
  'Singapore',
  'Hong Kong',
  'Taipei',
  'Tokyo',
  'Seoul',
  'Bangkok',
  'Manila',
  'Jakarta',
  'Ho Chi Minh City',
  'Kuala Lumpur',
  'Dubai',
  'London',
  'Frankfurt',
  'Sao Paulo',
  'Lagos',
];

interface ClientUser {
  id: number;
  email: string;
  name: [string, string];
  ip: string;
  area: string;
}

const FIRST_NAMES = [
  'Minh',
  'Siti',
  'Juan',
  'Chen',
  'Anan',
  'Maria',
  'Kenji',
  'Ji-ho',
  'Ahmed',
  'Olga',
  'Chidi',
  'Rafael',
  'Nur',
  'Hiro',
  'Linh',
  'Paulo',
];
const LAST_NAMES = [
  'Nguyen',
  'Rahman',
  'Santos',
  'Wang',
  'Suzuki',
  'Park',
  'Ali',
  'Ivanova',
  'Okafor',
  'Lim',
  'Tan',
  'Reyes',
  'Pereira',
  'Sato',
  'Tran',
  'Lopez',
];
const MAIL_DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example'];

function clientUsers(prng: Prng, count: number): ClientUser[] {
  return Array.from({ length: count }, (_, i) => {
    const name: [string, string] = [prng.pick(FIRST_NAMES), prng.pick(LAST_NAMES)];
    return {
      id: 100_001 + i,
      email: `${name[0].toLowerCase().replace(/[^a-z]/g, '')}.${name[1].toLowerCase()}${prng.int(1, 999)}@${prng.pick(MAIL_DOMAINS)}`,
      name,
      ip: `${prng.pick([14, 27, 36, 42, 49, 58, 101, 103, 110, 113, 115, 118, 121, 124, 175, 180, 182, 202, 210, 223])}.${prng.int(0, 255)}.${prng.int(0, 255)}.${prng.int(1, 254)}`,
      area: prng.pick(CLIENT_AREAS),
    };
  });
}

interface ClientOperation {
  name: string;
  method: string;
  url: string;
  weight: number;
  req: (p: Prng, u: ClientUser) => Record<string, unknown>;
  data?: (p: Prng) => unknown;
  failures: string[];
}

const CLIENT_OPERATIONS: ClientOperation[] = [
  {
    name: 'Sign in',
    method: 'POST',
    url: '/api/user/login',
    weight: 25,
    req: (_, u) => ({ email: u.email, password: '***' }),
    data: () => ({ token: '***' }),
    failures: ['Incorrect email or password', 'Verification code expired'],
  },
  {
    name: 'Register',
    method: 'POST',
    url: '/api/user/register',
    weight: 3,
    req: (p, u) => ({ email: u.email, password: '***', invitationCode: `INV${p.int(10000, 99999)}` }),
    failures: ['This email is already registered'],
  },
  {
    name: 'Deposit address',
    method: 'GET',
    url: '/api/wallet/deposit/address',
    weight: 6,
    req: (p) => ({ coin: 'USDT', network: p.pick(['TRC20', 'ERC20', 'BEP20']) }),
    data: (p) => ({ address: `T${p.hex(33)}` }),
    failures: ['Deposits are paused for this network'],
  },
  {
    name: 'Withdraw',
    method: 'POST',
    url: '/api/wallet/withdraw',
    weight: 6,
    req: (p) => ({ coin: 'USDT', network: 'TRC20', amount: p.amount(20, 3000), address: `T${p.hex(33)}`, withdrawPassword: '***' }),
    data: (p) => ({ withdrawalId: p.int(3000, 7000), status: 'pending review' }),
    failures: ['Insufficient balance', 'Withdrawal password is incorrect'],
  },
  {
    name: 'Place futures order',
    method: 'POST',
    url: '/api/futures/order',
    weight: 20,
    req: (p) => ({
      tradingPair: p.pick(PAIRS),
      direction: p.pick(['long', 'short']),
      amount: p.amount(10, 500),
      gamePlay: p.pick([60, 180, 300]),
    }),
    data: (p) => ({ orderId: p.int(1_000_000, 9_999_999) }),
    failures: ['Insufficient balance', 'This round has closed; wait for the next one'],
  },
  {
    name: 'Open perpetual position',
    method: 'POST',
    url: '/api/perpetual/order',
    weight: 10,
    req: (p) => ({
      tradingPairId: p.int(1, 5),
      direction: p.pick(['long', 'short']),
      leverage: p.pick([5, 10, 20, 50]),
      amount: p.amount(1, 50, 4),
      price: p.amount(100, 70000),
    }),
    data: (p) => ({ orderId: p.int(1_000_000, 9_999_999) }),
    failures: ['Margin is not sufficient', 'Price is outside the allowed range'],
  },
  {
    name: 'Transfer between wallets',
    method: 'POST',
    url: '/api/wallet/transfer',
    weight: 6,
    req: (p) => ({ coin: 'USDT', fromWalletType: 1, toWalletType: 2, amount: p.amount(10, 2000) }),
    failures: ['Transfers are disabled'],
  },
  {
    name: 'Submit KYC',
    method: 'POST',
    url: '/api/user/kyc/submit',
    weight: 3,
    req: (_, u) => ({ firstName: u.name[0], lastName: u.name[1], documentType: 'passport' }),
    failures: ['A review is already pending'],
  },
  {
    name: 'Convert',
    method: 'POST',
    url: '/api/convert/order',
    weight: 6,
    req: (p) => ({ fromCoin: p.pick(['BTC', 'ETH', 'SOL']), toCoin: 'USDT', amount: p.amount(0, 2, 4) }),
    data: (p) => ({ realAmount: p.amount(10, 9000) }),
    failures: ['Quote expired; try again'],
  },
  {
    name: 'Follow leader',
    method: 'POST',
    url: '/api/follow/order',
    weight: 5,
    req: (p) => ({ leaderOrderId: p.int(50_000, 60_000), amount: p.amount(10, 300) }),
    failures: ['The leading order is full'],
  },
  {
    name: 'Read announcements',
    method: 'GET',
    url: '/api/info-center/list',
    weight: 10,
    req: (p) => ({ language: p.pick(['en-US', 'zh-CN', 'zh-TW']), pageNum: 1, pageSize: 10 }),
    data: (p) => ({ total: p.int(20, 60) }),
    failures: [],
  },
];

function clientLogRows(prng: Prng, count: number, now: Date): unknown[][] {
  const users = clientUsers(prng, 800);
  const weighted = CLIENT_OPERATIONS.map((op) => [op, op.weight] as const);
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const op = prng.weighted(weighted);
    const user = prng.pick(users);
    const failed = op.failures.length > 0 && prng.chance(0.06);
    const response = failed ? { code: 0, msg: prng.pick(op.failures), data: null } : ok(op.data?.(prng) ?? null);
    const travelling = prng.chance(0.1);
    rows.push([
      op.name,
      op.method,
      op.url,
      JSON.stringify(op.req(prng, user)),
      JSON.stringify(response),
      responseTime(prng),
      user.id,
      user.email,
      travelling ? `${prng.int(1, 223)}.${prng.int(0, 255)}.${prng.int(0, 255)}.${prng.int(1, 254)}` : user.ip,
      travelling ? prng.pick(CLIENT_AREAS) : user.area,
      at(prng, now),
    ]);
  }
  return rows.sort(byDate(10));
}

/** 60 days of the client app's calls as its log keeps them, 3,000 per unit of scale. */
export async function seedClientLog(tx: Queryable, { prng, now, scale }: { prng: Prng; now: Date; scale: number }): Promise<void> {
  await insertRows(
    tx,
    'frontend_log',
    [
      'log_name',
      'api_type',
      'api_url',
      'req_log',
      'res_log',
      'res_time',
      'account_id',
      'account_name',
      'login_ip',
      'login_area',
      'create_date',
    ],
    clientLogRows(prng, 3000 * scale, now),
  );
}
