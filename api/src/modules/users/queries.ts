import type { User, UserWallet, WalletChange } from '@console/contracts/schemas/users';
import type { Queryable } from '../../db/database';
import { iso } from '../../db/list';
import { notFound } from '../../http/errors';

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
