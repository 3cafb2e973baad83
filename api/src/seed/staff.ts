import { ALL_PERMISSION_IDS, PERMISSIONS, permissionId, VIEW_PERMISSION_IDS, withImplied } from '@console/contracts/permissions';
import { setRoles } from '../core/staff/admins';
import type { Queryable } from '../db/database';
import { createRole, SUPER_ADMINISTRATOR } from './first-admin';
import type { Prng } from './prng';

export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const DEMO_ACCOUNTS = [
  { account: 'admin', password: 'admin-demo-2026', role: SUPER_ADMINISTRATOR, managerName: 'Platform Administrator' },
  { account: 'auditor', password: 'auditor-demo-2026', role: 'Auditor', managerName: 'Internal Audit' },
  { account: 'finance', password: 'finance-demo-2026', role: 'Finance', managerName: 'Finance Desk' },
] as const;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.split('');
export const DAY = 24 * 60 * 60 * 1000;

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

export interface SeededAdmin {
  id: number;
  account: string;
  roles: string[];
}

/** The staff's password hashes, made before the seed's transaction (hashing is slow on purpose). */
export interface StaffPasswords {
  demo: string[];
  staff: string[];
}

/** Passwords for the staff beyond the demo accounts: random, never shown (they sign in only in demos of locking). */
export function staffPasswords(prng: Prng): string[] {
  return STAFF_NAMES.map((name) => `${name.split(' ')[0]}-${prng.hex(12)}`);
}

/** The demo roles, the three demo accounts and the staff in varied states (disabled, locked, never signed in). */
export async function seedStaff(
  tx: Queryable,
  { prng, now, hashes }: { prng: Prng; now: Date; hashes: StaffPasswords },
): Promise<SeededAdmin[]> {
  const demoHashes = hashes.demo;
  const staffHashes = hashes.staff;
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
  return admins;
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
