import { ALL_PERMISSION_IDS, PERMISSIONS, permissionId, VIEW_PERMISSION_IDS, withImplied } from '@console/contracts/permissions';
import type { Db, Queryable } from '../db/database';
import { BACKSTAGE_LOG_COLUMNS } from '../http/audit';
import { hashPassword } from '../modules/session/credentials';
import { setRoles } from '../modules/staff/admins';
import { seedChat } from './chat';
import { seedFinance } from './finance';
import { seedFinanceWallets } from './finance-extra';
import { adminCount, createRole, SUPER_ADMINISTRATOR } from './first-admin';
import { insertRows } from './insert';
import { seedKycAndAgents } from './kyc-agents';
import { Prng } from './prng';
import { DEMO_USER_PASSWORD, seedFlowRecords, seedLevels, seedUsers } from './users';

export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const DEMO_ACCOUNTS = [
  { account: 'admin', password: 'admin-demo-2026', role: SUPER_ADMINISTRATOR, managerName: 'Platform Administrator' },
  { account: 'auditor', password: 'auditor-demo-2026', role: 'Auditor', managerName: 'Internal Audit' },
  { account: 'finance', password: 'finance-demo-2026', role: 'Finance', managerName: 'Finance Desk' },
] as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.split('');
const DAY = 24 * 60 * 60 * 1000;
const SEED = 20_260_101;
const DEMO_USER_COUNT = 3000;

const groupIds = (group: string) => PERMISSIONS.filter((d) => d.group === group).map((d) => d.id);
const keyIds = (...keys: string[]) => keys.map(permissionId);

const ROLES: { name: string; remark: string; ids: number[] }[] = [
  { name: SUPER_ADMINISTRATOR, remark: 'Every permission', ids: [...ALL_PERMISSION_IDS] },
  { name: 'Auditor', remark: 'Every page, read only: no action permission', ids: [...VIEW_PERMISSION_IDS] },
  { name: 'Finance', remark: 'Deposits, withdrawals, wallets, fund management and finance settings', ids: groupIds('Finance') },
  {
    name: 'Customer support',
    remark: 'User look-ups, KYC review and the customer-service chat',
    ids: [
      ...groupIds('CustomerServices'),
      ...keyIds('users.list', 'users.details', 'users.editRemark', 'kyc.list', 'kyc.review', 'otp.records'),
    ],
  },
  {
    name: 'Risk officer',
    remark: 'Reference-price guard, runner halts and position monitoring',
    ids: [
      ...groupIds('RiskControl'),
      ...keyIds(
        'futurePairs.list',
        'runners.list',
        'runners.control',
        'futureOrders.list',
        'perpetualPositions.list',
        'perpetualWarnings.list',
        'users.list',
        'users.editStatus',
      ),
    ],
  },
  {
    name: 'Content editor',
    remark: 'Info center articles and announcements',
    ids: [...groupIds('InfoCenter'), ...keyIds('systemSettings.view', 'referralDomains.list')],
  },
];

const STAFF_NAMES = [
  'Lena Fischer',
  'Wei Chen',
  'Aiko Tanaka',
  'Mateo Garcia',
  'Priya Nair',
  'Omar Haddad',
  'Sofia Rossi',
  'Jonas Berg',
  'Hannah Kim',
  'Daniel Osei',
  'Chloe Martin',
  'Ivan Petrov',
  'Mei Lin',
  'Lucas Silva',
  'Amira Khan',
  'Tom Walker',
  'Yuki Sato',
  'Noah Schmidt',
  'Grace Liu',
  'Ethan Wong',
  'Fatima Zahra',
  'Oliver Brown',
  'Ana Costa',
  'Ravi Patel',
  'Emma Jansen',
];
const TIME_ZONES = ['Asia/Singapore', 'Asia/Hong_Kong', 'Asia/Shanghai', 'Asia/Taipei', 'Europe/London', 'UTC'];
const STAFF_ROLES: readonly (readonly [string[], number])[] = [
  [['Customer support'], 8],
  [['Finance'], 5],
  [['Risk officer'], 3],
  [['Content editor'], 2],
  [['Auditor'], 2],
  [['Customer support', 'Content editor'], 1],
  [['Finance', 'Auditor'], 1],
];

const WHITELIST = [
  ['127.0.0.0/8', 'Loopback: the console host itself'],
  ['::1', 'IPv6 loopback'],
  ['10.0.0.0/8', 'Private network (RFC 1918): office VPN'],
  ['172.16.0.0/12', 'Private network (RFC 1918): data-centre and container subnets'],
  ['192.168.0.0/16', 'Private network (RFC 1918): office LAN'],
] as const;

const BAN_REASONS = [
  'Credential stuffing: hundreds of failed sign-ins',
  'Mass registration from one address',
  'Chargeback fraud ring',
  'Bonus abuse with multiple accounts',
  'Automated scraping of market data',
  'Known proxy used for sanctioned-region access',
  'Repeated KYC submissions with forged documents',
  'Brute-force attempts on withdrawal passwords',
];
const COUNTRIES = [
  'Singapore',
  'Hong Kong',
  'Vietnam',
  'Indonesia',
  'Philippines',
  'Nigeria',
  'Brazil',
  'Russia',
  'Netherlands',
  'United States',
  'Ukraine',
  'Thailand',
];
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
/** Code, name, shown to users, decimals its amounts are written with. */
const COINS = [
  ['USDT', 'Tether', 1, 2],
  ['BTC', 'Bitcoin', 1, 8],
  ['ETH', 'Ethereum', 1, 6],
  ['BNB', 'BNB', 1, 6],
  ['SOL', 'Solana', 1, 4],
  ['XRP', 'XRP', 1, 4],
  ['TRX', 'TRON', 1, 2],
  ['DOGE', 'Dogecoin', 0, 2],
] as const;
const PAIRS = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'BNB/USDT', 'XRP/USDT'];

export interface SeedOptions {
  /** Multiplies the number of log and blacklist rows (benchmarks use a larger scale). */
  scale?: number;
  /** The moment the demo history ends; defaults to now. */
  now?: Date;
}

interface SeededAdmin {
  id: number;
  account: string;
  roles: string[];
}

/**
 * Fills an empty database with the demo data set: roles, the three demo accounts, staff in varied
 * states, IP lists, coins and 60 days of backstage and client logs. Does nothing when an
 * administrator exists. The same seed gives the same data.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if ((await adminCount(db)) > 0) return false;
  const scale = Math.max(1, options.scale ?? 1);
  const now = options.now ?? new Date();
  const prng = new Prng(SEED);

  // Hashing is slow on purpose: done before the transaction so it stays short.
  const demoHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  const staffPasswords = STAFF_NAMES.map((name) => `${name.split(' ')[0]}-${prng.hex(12)}`);
  const staffHashes = await Promise.all(staffPasswords.map(hashPassword));
  const userHash = await hashPassword(DEMO_USER_PASSWORD);

  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [73_310_002]);
    if ((await adminCount(tx)) > 0) return false;

    const roleIds = new Map<string, number>();
    for (const role of ROLES) {
      roleIds.set(role.name, await createRole(tx, role.name, role.remark, withImplied(role.ids), new Date(now.getTime() - 400 * DAY)));
    }

    const admins: SeededAdmin[] = [];
    for (const [i, demo] of DEMO_ACCOUNTS.entries()) {
      const id = await insertAdmin(tx, {
        account: demo.account,
        passwordHash: demoHashes[i],
        totpSecret: DEMO_TOTP_SECRET,
        managerName: demo.managerName,
        parentAccount: i === 0 ? null : 'admin',
        timeZone: 'UTC',
        created: new Date(now.getTime() - (380 - i) * DAY),
        loginIp: '127.0.0.1',
        loginDate: new Date(now.getTime() - DAY - i * 3_600_000),
        lastLoginIp: '10.8.0.12',
      });
      await setRoles(tx, id, [roleIds.get(demo.role)!]);
      admins.push({ id, account: demo.account, roles: [demo.role] });
    }

    for (const [i, name] of STAFF_NAMES.entries()) {
      const [first, last] = name.split(' ');
      const account = `${first[0]}${last}`.toLowerCase();
      const roles = prng.weighted(STAFF_ROLES);
      const neverSignedIn = i % 8 === 5;
      const status = i % 9 === 4 ? 0 : 1;
      const locked = i % 11 === 7 ? 1 : 0;
      const id = await insertAdmin(tx, {
        account,
        passwordHash: staffHashes[i],
        totpSecret: Array.from({ length: 32 }, () => prng.pick(BASE32)).join(''),
        managerName: name,
        parentAccount: 'admin',
        timeZone: prng.pick(TIME_ZONES),
        created: new Date(now.getTime() - prng.int(40, 360) * DAY),
        status,
        locked,
        loginFailure: locked
          ? 0
          : prng.weighted([
              [0, 8],
              [1, 1],
              [2, 1],
              [3, 1],
            ]),
        salesAccount: roles.includes('Customer support') && prng.chance(0.4) ? `sales-${prng.int(100, 999)}` : null,
        loginIp: neverSignedIn ? null : `10.8.${prng.int(0, 3)}.${prng.int(10, 250)}`,
        loginDate: neverSignedIn ? null : new Date(now.getTime() - prng.int(1, 30 * 24) * 3_600_000),
        lastLoginIp: neverSignedIn || prng.chance(0.3) ? null : `192.168.${prng.int(0, 9)}.${prng.int(10, 250)}`,
      });
      await setRoles(
        tx,
        id,
        roles.map((r) => roleIds.get(r)!),
      );
      admins.push({ id, account, roles });
    }

    await insertRows(
      tx,
      'ip_whitelist',
      ['ip', 'remark', 'create_date'],
      WHITELIST.map(([ip, remark], i) => [ip, remark, new Date(now.getTime() - (370 - i) * DAY)]),
    );
    await insertRows(tx, 'ip_blacklist', ['ip', 'country', 'ban_ip_type', 'reason', 'create_date'], blacklistRows(prng, 40 * scale, now));
    await insertRows(
      tx,
      'coins',
      ['code', 'full_name', 'display', 'decimals', 'sort', 'create_date', 'update_date'],
      COINS.map(([code, name, display, decimals], i) => [
        code,
        name,
        display,
        decimals,
        i + 1,
        new Date(now.getTime() - 400 * DAY),
        new Date(now.getTime() - 400 * DAY),
      ]),
    );
    await seedLevels(tx, now);
    await seedUsers(tx, { prng, now, count: DEMO_USER_COUNT * scale, passwordHash: userHash });
    await seedChat(tx, { now });
    await seedKycAndAgents(tx, { prng, now, scale });
    await seedFlowRecords(tx, { prng: new Prng(SEED + 1), now });
    await insertRows(tx, 'backstage_log', BACKSTAGE_LOG_COLUMNS.split(', '), backstageLogRows(prng, admins, 2000 * scale, now));
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
    // After every other step, with its own generator: the data above stays exactly as it was.
    await seedFinance(tx, { now });
    // Third-party wallet, fund records, distribution and withdrawal addresses: also last, also its own generator.
    await seedFinanceWallets(tx, { now });
    return true;
  });
}

interface AdminSeed {
  account: string;
  passwordHash: string;
  totpSecret: string;
  managerName: string;
  parentAccount: string | null;
  timeZone: string;
  created: Date;
  status?: number;
  locked?: number;
  loginFailure?: number;
  salesAccount?: string | null;
  loginIp: string | null;
  loginDate: Date | null;
  lastLoginIp: string | null;
}

async function insertAdmin(tx: Queryable, a: AdminSeed): Promise<number> {
  const area = (ip: string | null) => (ip ? (ip.startsWith('127.') ? 'Loopback' : 'Local network') : null);
  const { rows } = await tx.query<{ id: number }>(
    `insert into admins (account, password_hash, totp_secret, manager_name, parent_account, time_zone, status, locked, login_failure,
                         sales_account, login_ip, login_area, last_login_ip, last_login_area, login_date, create_date, update_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) returning id`,
    [
      a.account,
      a.passwordHash,
      a.totpSecret,
      a.managerName,
      a.parentAccount,
      a.timeZone,
      a.status ?? 1,
      a.locked ?? 0,
      a.loginFailure ?? 0,
      a.salesAccount ?? null,
      a.loginIp,
      area(a.loginIp),
      a.lastLoginIp,
      area(a.lastLoginIp),
      a.loginDate,
      a.created,
    ],
  );
  return rows[0].id;
}

function blacklistRows(prng: Prng, count: number, now: Date): unknown[][] {
  const seen = new Set<string>();
  const rows: unknown[][] = [];
  while (rows.length < count) {
    const kind = prng.weighted([
      ['v4', 7],
      ['cidr', 2],
      ['v6', 1],
    ] as const);
    const net = prng.pick(['203.0.113', '198.51.100', '192.0.2']);
    const ip =
      kind === 'v4' && rows.length < 600
        ? `${net}.${prng.int(1, 254)}`
        : kind === 'cidr' && rows.length < 60
          ? `${net}.${prng.pick([0, 64, 128, 192])}/${prng.pick([26, 28])}`
          : `2001:db8:${prng.hex(4)}::${prng.hex(3)}`;
    const type = prng.weighted([
      [1, 5],
      [2, 3],
      [3, 2],
    ] as const);
    if (seen.has(`${ip} ${type}`)) continue;
    seen.add(`${ip} ${type}`);
    rows.push([
      ip,
      prng.pick(COUNTRIES),
      type,
      prng.chance(0.9) ? prng.pick(BAN_REASONS) : null,
      new Date(now.getTime() - prng.int(0, 300 * 24) * 3_600_000),
    ]);
  }
  return rows;
}

interface Operation {
  name: string;
  method: string;
  roles: string[];
  weight: number;
  url: (p: Prng) => string;
  req: (p: Prng, operator: SeededAdmin) => Record<string, unknown> | null;
  data?: (p: Prng) => unknown;
}

const ok = (data: unknown = null) => ({ code: 1, msg: 'success', data });

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

const at = (prng: Prng, now: Date) => new Date(now.getTime() - Math.floor(prng.next() * 60 * DAY));
const responseTime = (prng: Prng) =>
  prng.weighted([
    [prng.int(8, 60), 6],
    [prng.int(60, 250), 3],
    [prng.int(250, 1500), 1],
  ]);
const byDate = (dateColumn: number) => (a: unknown[], b: unknown[]) =>
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
