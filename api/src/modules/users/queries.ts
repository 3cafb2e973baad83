import type {
  fuzzyQuery,
  UplineCandidate,
  User,
  UserWallet,
  userWalletQuery,
  uplineCandidatesQuery,
  WalletChange,
} from '@console/contracts/schemas/users';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import { Filters, iso, PageData } from '../../db/list';
import { fieldError, notFound } from '../../http/errors';

/** Ids are BIGINT: PGlite answers numbers, node-postgres strings. */
export const num = (value: unknown): number => Number(value);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Sum of the available balances of the user `u`'s USDT wallets. */
const USDT_BALANCE = `coalesce((select sum(w.balance) from user_wallets w join coins c on c.id = w.coin_id
  where w.user_id = u.id and c.code = 'USDT'), 0)::text`;

/** Columns of a `User`, on `users u` left-joined with its parent `users p`. */
export const USER_COLUMNS = `u.id, u.email, u.mobile_number, u.country_code, u.account_type, u.parent_user_id,
  coalesce(p.email, p.mobile_number) as parent_user_name, p.account_type as parent_account_type, u.invitation_code,
  u.status, u.user_level, u.user_marketing_level, ${USDT_BALANCE} as balance, u.block_chain_address, u.login_ip,
  u.login_country, u.login_time_zone, u.login_version, u.region, u.remark, u.site, u.edition, u.create_date, u.update_date`;

export interface UserRow {
  id: number | string;
  email: string | null;
  mobile_number: string | null;
  country_code: string | null;
  account_type: number;
  parent_user_id: number | string | null;
  parent_user_name: string | null;
  parent_account_type: number | null;
  invitation_code: string;
  status: number;
  user_level: number;
  user_marketing_level: number;
  balance: string;
  block_chain_address: string | null;
  login_ip: string | null;
  login_country: string | null;
  login_time_zone: string | null;
  login_version: string | null;
  region: string | null;
  remark: string | null;
  site: string | null;
  edition: number;
  create_date: Date;
  update_date: Date;
}

export const toUser = (r: UserRow): User => ({
  id: num(r.id),
  email: r.email,
  mobileNumber: r.mobile_number,
  countryCode: r.country_code,
  isAgent: r.account_type === 2 ? 1 : 0,
  isSales: r.account_type === 3 ? 1 : 0,
  accountType: r.account_type,
  parentUserId: numOrNull(r.parent_user_id),
  parentUserName: r.parent_user_name,
  parentAccountType: r.parent_account_type,
  invitationCode: r.invitation_code,
  status: r.status,
  userLevel: r.user_level,
  userMarketingLevel: r.user_marketing_level,
  balance: r.balance,
  blockChainAddress: r.block_chain_address,
  loginIp: r.login_ip,
  loginCountry: r.login_country,
  loginTimeZone: r.login_time_zone,
  loginVersion: r.login_version,
  region: r.region,
  remark: r.remark,
  site: r.site,
  edition: r.edition,
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

export async function findUser(db: Queryable, id: number): Promise<User | null> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users u left join users p on p.id = u.parent_user_id where u.id = $1`,
    [id],
  );
  return rows[0] ? toUser(rows[0]) : null;
}

export async function existingUser(db: Queryable, id: number): Promise<User> {
  const user = await findUser(db, id);
  if (!user) throw notFound(`User ${id} does not exist`);
  return user;
}

/** Throws 404 unless the user exists; with `lock`, holds the user's row until the transaction ends. */
export async function assertUserExists(db: Queryable, id: number, lock = false): Promise<void> {
  const { rows } = await db.query(`select 1 from users where id = $1${lock ? ' for update' : ''}`, [id]);
  if (!rows.length) throw notFound(`User ${id} does not exist`);
}

/** The account type of a user (1 normal, 2 agent, 3 sales), or null when there is no such user. */
export async function accountTypeOf(db: Queryable, id: number): Promise<number | null> {
  const { rows } = await db.query<{ account_type: number }>('select account_type from users where id = $1', [id]);
  return rows[0] ? rows[0].account_type : null;
}

/** Throws a 400 on `field` unless the user level or marketing level `level` exists. */
export async function assertLevelExists(db: Queryable, table: 'user_levels' | 'marketing_levels', level: number, field: string) {
  const { rows } = await db.query(`select 1 from ${table} where level = $1`, [level]);
  if (!rows.length) throw fieldError(field, `level ${level} does not exist`);
}

/** Sets columns of one user (404 when it does not exist) and answers the user as it now is. */
async function updateUser(db: Queryable, id: number, now: Date, sets: Record<string, unknown>): Promise<User> {
  const columns = Object.keys(sets);
  const { rows } = await db.query(
    `update users set update_date = $2${columns.map((c, i) => `, ${c} = $${i + 3}`).join('')} where id = $1 returning id`,
    [id, now, ...Object.values(sets)],
  );
  if (!rows.length) throw notFound(`User ${id} does not exist`);
  return existingUser(db, id);
}

/** What an admin edits on a user, by what it holds (a password as its hash); an absent field is left as it is. */
export interface UserChange {
  accountType?: number;
  userLevel?: number;
  userMarketingLevel?: number;
  passwordHash?: string;
  withdrawPasswordHash?: string;
  remark?: string | null;
  site?: string;
}

const USER_CHANGE_COLUMNS: Record<keyof UserChange, string> = {
  accountType: 'account_type',
  userLevel: 'user_level',
  userMarketingLevel: 'user_marketing_level',
  passwordHash: 'password_hash',
  withdrawPasswordHash: 'withdraw_password_hash',
  remark: 'remark',
  site: 'site',
};

/** Applies an admin's edit to one user (404 when it does not exist) and answers the user as it now is. */
export function editUser(db: Queryable, id: number, change: UserChange, now: Date): Promise<User> {
  const sets: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(change)) {
    if (value !== undefined) sets[USER_CHANGE_COLUMNS[field as keyof UserChange]] = value;
  }
  return updateUser(db, id, now, sets);
}

/** Sets a user's status; suspending or disabling records when and by whom, any other status clears those marks. */
export function setUserStatus(db: Queryable, id: number, status: number, by: string, now: Date): Promise<User> {
  const suspended = status === 2;
  const disabled = status === 3;
  return updateUser(db, id, now, {
    status,
    is_system_suspended: suspended ? 1 : 0,
    system_suspended_date: suspended ? now : null,
    system_suspended_by: suspended ? by : null,
    disabled_date: disabled ? now : null,
    disabled_by: disabled ? by : null,
  });
}

// ------------------------------------------------------------------ pickers

interface CandidateRow {
  id: number | string;
  email: string | null;
  mobile_number: string | null;
  invitation_code: string;
  account_type: number;
}
const toCandidate = (r: CandidateRow): UplineCandidate => ({
  id: num(r.id),
  email: r.email,
  mobileNumber: r.mobile_number,
  invitationCode: r.invitation_code,
  accountType: r.account_type,
});

/** Matches of a picker keyword: the id, the invitation code, the e-mail (contains) or the mobile number (prefix). */
function keywordCondition(filters: Filters, keyword: string): string {
  const conditions = [`u.invitation_code = ${filters.param(keyword.toUpperCase())}`, `u.email ilike ${filters.containsParam(keyword)}`];
  if (/^\d{1,18}$/.test(keyword)) {
    conditions.push(`u.id = ${filters.param(keyword)}::bigint`, `u.mobile_number like ${filters.param(`${keyword}%`)}`);
  }
  return `(${conditions.join(' or ')})`;
}

async function candidates(db: Queryable, filters: Filters, limit: number): Promise<UplineCandidate[]> {
  const { rows } = await db.query<CandidateRow>(
    `select u.id, u.email, u.mobile_number, u.invitation_code, u.account_type from users u ${filters.sql}
     order by u.id limit ${filters.param(limit)}`,
    filters.params,
  );
  return rows.map(toCandidate);
}

/** The agents an upline can be chosen from, matching the keyword when there is one, by id. */
export function uplineCandidates(db: Queryable, query: z.output<typeof uplineCandidatesQuery>): Promise<UplineCandidate[]> {
  const filters = new Filters().where('u.account_type = 2');
  if (query.keyword) filters.where(keywordCondition(filters, query.keyword));
  return candidates(db, filters, query.limit);
}

/** Users of any type matching the keyword, by id. */
export function usersMatching(db: Queryable, query: z.output<typeof fuzzyQuery>): Promise<UplineCandidate[]> {
  const filters = new Filters();
  filters.where(keywordCondition(filters, query.keyword));
  return candidates(db, filters, query.limit);
}

// ------------------------------------------------------------------ wallets

/** Columns of a `UserWallet`, on `user_wallets w` joined with `users u` and `coins c`. */
export const WALLET_COLUMNS = `w.id, w.user_id, u.account_type, w.coin_id, c.code, c.logo, w.wallet_type, w.balance::text as balance,
  w.frozen_balance::text as frozen_balance, w.backstage_frozen_balance::text as backstage_frozen_balance,
  w.demo_balance::text as demo_balance, w.demo_frozen_balance::text as demo_frozen_balance`;

export interface WalletRow {
  id: number | string;
  user_id: number | string;
  account_type: number;
  coin_id: number;
  code: string;
  logo: string | null;
  wallet_type: number;
  balance: string;
  frozen_balance: string;
  backstage_frozen_balance: string;
  demo_balance: string;
  demo_frozen_balance: string;
}

export const toWallet = (r: WalletRow): UserWallet => ({
  id: num(r.id),
  accountId: num(r.user_id),
  accountType: r.account_type,
  coinId: r.coin_id,
  code: r.code,
  logo: r.logo,
  walletType: r.wallet_type,
  balance: r.balance,
  frozenBalance: r.frozen_balance,
  backstageFrozenBalance: r.backstage_frozen_balance,
  demoBalance: r.demo_balance,
  demoFrozenBalance: r.demo_frozen_balance,
});

export async function walletsOf(db: Queryable, userId: number): Promise<UserWallet[]> {
  const { rows } = await db.query<WalletRow>(
    `select ${WALLET_COLUMNS} from user_wallets w join users u on u.id = w.user_id join coins c on c.id = w.coin_id
     where w.user_id = $1 order by c.sort, c.id, w.wallet_type`,
    [userId],
  );
  return rows.map(toWallet);
}

/** A page of wallets, newest first; the page's ids are picked on `user_wallets` alone, the user and the coin joined for them only. */
export async function userWalletPage(db: Queryable, query: z.output<typeof userWalletQuery>): Promise<PageData<UserWallet>> {
  const filters = new Filters().eq('w.user_id', query.accountId).eq('w.coin_id', query.coinId).eq('w.wallet_type', query.walletType);
  if (query.accountType !== undefined) {
    filters.where(`exists (select 1 from users x where x.id = w.user_id and x.account_type = ${filters.param(query.accountType)})`);
  }
  const { rows: count } = await db.query<{ total: number }>(
    `select count(*)::int as total from user_wallets w ${filters.sql}`,
    filters.params,
  );
  const total = count[0].total;
  const n = filters.params.length;
  const { rows } = total
    ? await db.query<WalletRow>(
        `select ${WALLET_COLUMNS}
         from (select w.id from user_wallets w ${filters.sql} order by w.id desc limit $${n + 1} offset $${n + 2}) page
         join user_wallets w on w.id = page.id join users u on u.id = w.user_id join coins c on c.id = w.coin_id
         order by w.id desc`,
        [...filters.params, query.pageSize, (query.pageNum - 1) * query.pageSize],
      )
    : { rows: [] };
  return new PageData(rows.map(toWallet), total, query.pageSize, query.pageNum);
}

export interface WalletChangeRow {
  id: number | string;
  user_id: number | string;
  coin_id: number;
  code: string;
  wallet_type: number;
  field: string;
  fund_type: number;
  change_type: string;
  before_balance: string;
  change_balance: string;
  after_balance: string;
  operator: string | null;
  create_date: Date;
}

export const toWalletChange = (r: WalletChangeRow): WalletChange => ({
  id: num(r.id),
  accountId: num(r.user_id),
  coinId: r.coin_id,
  code: r.code,
  walletType: r.wallet_type,
  field: r.field,
  fundType: r.fund_type,
  changeType: r.change_type,
  beforeBalance: r.before_balance,
  changeBalance: r.change_balance,
  afterBalance: r.after_balance,
  operator: r.operator,
  createDate: iso(r.create_date)!,
});
