import { BACKSTAGE_LOG_COLUMNS } from '../http/audit';
import type { Queryable } from '../db/database';
import { SUPER_ADMINISTRATOR } from './first-admin';
import { insertRows } from './insert';
import { BAN_REASONS } from './platform';
import type { Prng } from './prng';
import { DAY, type SeededAdmin } from './staff';

export const PAIRS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'BNB/USDT', 'XRP/USDT'];

interface Operation {
  name: string;
  method: string;
  roles: string[];
  weight: number;
  url: (p: Prng) => string;
  req: (p: Prng, operator: SeededAdmin) => Record<string, unknown> | null;
  data?: (p: Prng) => unknown;
}

export const ok = (data: unknown = null) => ({ code: 1, msg: 'success', data });

const OPERATIONS: Operation[] = [
  {
    name: 'Sign in',
    method: 'POST',
    roles: [],
    weight: 30,
    url: () => '/api/login/manager/login',
    req: (_, op) => ({ account: op.account, password: '***', gauthCode: '***' }),
    data: () => ({ token: '***' }),
  },
  { name: 'Sign out', method: 'POST', roles: [], weight: 8, url: () => '/api/manage/logout', req: () => null },
  {
    name: 'Review deposit',
    method: 'POST',
    roles: ['Finance'],
    weight: 14,
    url: () => '/api/finance/deposit/review',
    req: (p) => ({
      id: p.int(5000, 9000),
      reviewType: p.weighted([
        [1, 9],
        [2, 1],
      ]),
      reason: p.pick(['Funds confirmed on chain', 'Bank transfer matched', 'Amount does not match the transfer']),
    }),
  },
  {
    name: 'Review withdrawal',
    method: 'POST',
    roles: ['Finance'],
    weight: 14,
    url: () => '/api/finance/withdrawal/review',
    req: (p) => ({
      id: p.int(3000, 7000),
      withdrawalType: p.weighted([
        [1, 8],
        [2, 2],
      ]),
      remark: p.pick(['Paid out', 'Address verified', 'Risk check passed', 'Rejected: address changed within 24 hours']),
      reason: 'Manual review',
    }),
  },
  {
    name: 'Operator deposit',
    method: 'POST',
    roles: ['Finance'],
    weight: 4,
    url: () => '/api/finance/deposit',
    req: (p) => ({
      accountId: p.int(100001, 100800),
      coinId: 1,
      amount: p.amount(50, 5000),
      bonusAmount: '0.00',
      walletType: p.pick([1, 2]),
      isShow: 1,
    }),
  },
  {
    name: 'Edit fund management remark',
    method: 'POST',
    roles: ['Finance'],
    weight: 3,
    url: () => '/api/fundManagerHistory/update/remark',
    req: (p) => ({ id: p.int(100, 900), remark: 'Monthly rebalancing to cold wallet' }),
  },
  {
    name: 'Edit user status',
    method: 'POST',
    roles: ['Risk officer'],
    weight: 5,
    url: () => '/api/account/update/status',
    req: (p) => ({ accountId: p.int(100001, 100800), status: p.pick([1, 2, 3]) }),
  },
  {
    name: 'Edit user remark',
    method: 'POST',
    roles: ['Customer support'],
    weight: 8,
    url: () => '/api/account/update/remark',
    req: (p) => ({
      accountId: p.int(100001, 100800),
      site: 'main',
      remark: p.pick(['Called about a delayed withdrawal', 'VIP: prefers Chinese', 'Asked to close the account', 'Verified by video call']),
    }),
  },
  {
    name: 'Review KYC',
    method: 'POST',
    roles: ['Customer support'],
    weight: 10,
    url: () => '/api/account/kyc/edit',
    req: (p) =>
      p.chance(0.8)
        ? { id: p.int(2000, 4000), reviewType: 1 }
        : {
            id: p.int(2000, 4000),
            reviewType: 2,
            rejectReason: p.pick(['Document photo is blurred', 'Name does not match the account', 'Document expired']),
          },
  },
  {
    name: 'Halt runner',
    method: 'POST',
    roles: ['Risk officer'],
    weight: 2,
    url: () => '/api/futures/runner/systemic/control',
    req: (p) => ({ runnerId: p.int(10000, 20000), status: 0, reason: 'Price feed lagging behind the reference' }),
  },
  {
    name: 'Set reference price guard',
    method: 'POST',
    roles: ['Risk officer'],
    weight: 2,
    url: () => '/api/risk/setting/add',
    req: (p) => ({ cid: p.int(1, 5), tradingPair: p.pick(PAIRS), price: p.amount(1, 70000) }),
  },
  {
    name: 'Update info center article',
    method: 'POST',
    roles: ['Content editor'],
    weight: 4,
    url: () => '/api/info-center/update',
    req: (p) => ({
      id: p.int(1, 60),
      title: p.pick(['Scheduled maintenance', 'New trading pairs listed', 'Fee schedule update']),
      language: p.pick(['en-US', 'zh-CN', 'zh-TW']),
    }),
  },
  {
    name: 'Edit administrator',
    method: 'PUT',
    roles: [SUPER_ADMINISTRATOR],
    weight: 2,
    url: (p) => `/api/manage/edit/${p.int(4, 28)}`,
    req: (p) => p.pick([{ locked: 0 }, { managerName: 'Support lead' }, { password: '***' }, { status: 1 }]),
  },
  {
    name: 'Add administrator',
    method: 'POST',
    roles: [SUPER_ADMINISTRATOR],
    weight: 1,
    url: () => '/api/manage/add',
    req: (p) => ({ account: `staff${p.int(30, 99)}`, password: '***', roleId: p.int(3, 6) }),
  },
  {
    name: 'Rotate authenticator secret',
    method: 'GET',
    roles: [SUPER_ADMINISTRATOR],
    weight: 1,
    url: (p) => `/api/manage/googlePassword/${p.int(4, 28)}`,
    req: () => null,
    data: () => ({ secret: '***', otpauthUri: '***' }),
  },
  {
    name: 'Save role permissions',
    method: 'POST',
    roles: [SUPER_ADMINISTRATOR],
    weight: 1,
    url: () => '/api/auth/role/auths',
    req: (p) => ({ id: p.int(4, 6), menuIds: [21, 22, 23, 41, 42] }),
  },
  {
    name: 'Add IP blacklist entry',
    method: 'POST',
    roles: [SUPER_ADMINISTRATOR],
    weight: 2,
    url: () => '/api/account/ban/ip/add',
    req: (p) => ({ ip: `203.0.113.${p.int(1, 254)}`, banIpType: p.pick([1, 2, 3]), reason: p.pick(BAN_REASONS) }),
  },
];

export const at = (prng: Prng, now: Date) => new Date(now.getTime() - Math.floor(prng.next() * 60 * DAY));
export const responseTime = (prng: Prng) =>
  prng.weighted([
    [prng.int(8, 60), 6],
    [prng.int(60, 250), 3],
    [prng.int(250, 1500), 1],
  ]);
export const byDate = (dateColumn: number) => (a: unknown[], b: unknown[]) =>
  (a[dateColumn] as Date).getTime() - (b[dateColumn] as Date).getTime();

function backstageLogRows(prng: Prng, staff: SeededAdmin[], count: number, now: Date): unknown[][] {
  const weighted = OPERATIONS.map((op) => [op, op.weight] as const);
  const auditors = staff.filter((a) => a.roles.includes('Auditor'));
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const op = prng.weighted(weighted);
    const refused = op.roles.length > 0 && prng.chance(0.03);
    const candidates = refused ? auditors : op.roles.length ? staff.filter((a) => a.roles.some((r) => op.roles.includes(r))) : staff;
    const operator = prng.pick(candidates.length ? candidates : staff);
    const failedSignIn = op.name === 'Sign in' && prng.chance(0.08);
    const failed = failedSignIn || refused || prng.chance(0.02);
    const response = refused
      ? { code: 0, msg: 'You do not have permission for this action', data: null }
      : failedSignIn
        ? {
            code: 0,
            msg: `The account, password or two-factor code is incorrect (${prng.int(2, 4)} attempts left before the account is locked for 15 minutes)`,
            data: null,
          }
        : failed
          ? { code: 0, msg: prng.pick(['This record has already been reviewed', 'The record no longer exists']), data: null }
          : ok(op.data?.(prng) ?? null);
    const ip = prng.chance(0.7) ? `10.8.${prng.int(0, 3)}.${prng.int(10, 250)}` : `192.168.${prng.int(0, 9)}.${prng.int(10, 250)}`;
    const request = op.req(prng, operator);
    rows.push([
      op.name,
      op.method,
      op.url(prng),
      request ? JSON.stringify(request) : null,
      JSON.stringify(response),
      responseTime(prng),
      operator.id,
      operator.account,
      ip,
      'Local network',
      failed ? 0 : 1,
      at(prng, now),
    ]);
  }
  return rows.sort(byDate(11));
}

/** 60 days of the staff's calls as the backstage log writes them, 2,000 per unit of scale. */
export async function seedBackstageLog(
  tx: Queryable,
  { prng, now, scale, admins }: { prng: Prng; now: Date; scale: number; admins: SeededAdmin[] },
): Promise<void> {
  await insertRows(tx, 'backstage_log', BACKSTAGE_LOG_COLUMNS.split(', '), backstageLogRows(prng, admins, 2000 * scale, now));
}
