import type { UserFilters } from '@console/contracts/schemas/users';
import type { ExportKind } from '../../../core/exports/kinds';
import type { Db } from '../../../db/database';
import { userListFilters } from '../filters';
import { BATCH_SIZE, keyedBatches, type Lang, labels } from '../../../core/exports/batches';
import type { Cell } from '../../../core/exports/writers';

const HEADERS: Record<Lang, string[]> = {
  'en-US': [
    'ID',
    'Email',
    'Country code',
    'Mobile',
    'Account type',
    'Status',
    'Upline ID',
    'Invitation code',
    'User level',
    'Marketing level',
    'USDT balance',
    'Region',
    'Login IP',
    'Login country',
    'Remark',
    'Created at (UTC)',
  ],
  'zh-CN': [
    'ID',
    '邮箱',
    '国家区号',
    '手机号',
    '账户类型',
    '状态',
    '上级ID',
    '邀请码',
    '用户等级',
    '营销等级',
    'USDT余额',
    '地区',
    '登录IP',
    '登录国家',
    '备注',
    '创建时间 (UTC)',
  ],
  'zh-TW': [
    'ID',
    '郵箱',
    '國家區號',
    '手機號',
    '帳戶類型',
    '狀態',
    '上級ID',
    '邀請碼',
    '用戶等級',
    '行銷等級',
    'USDT餘額',
    '地區',
    '登入IP',
    '登入國家',
    '備註',
    '建立時間 (UTC)',
  ],
};

export function userExportHeader(lang: Lang): string[] {
  return HEADERS[lang];
}

/** Above this many rows the balances are summed in one pass over the wallets rather than looked up per user. */
const BULK_BALANCES_ABOVE = 20_000;

/**
 * The export's columns, in the order of the header. The USDT balance is either looked up per user on
 * the wallet index (user_id, coin_id, wallet_type), cheap for a filtered export, or, for a large one,
 * summed for all wallets at once and merged in (one pass instead of a million index look-ups). The
 * creation date is formatted by the database: parsing a million timestamps in JavaScript costs more.
 */
function selectList(bulkBalances: boolean): { columns: string; from: string } {
  const balance = bulkBalances
    ? 'coalesce(w.balance, 0)::text'
    : 'coalesce((select sum(w.balance) from user_wallets w where w.user_id = u.id and w.coin_id = $1), 0)::text';
  return {
    columns: `u.id, u.email, u.country_code, u.mobile_number, u.account_type, u.status, u.parent_user_id, u.invitation_code,
      u.user_level, u.user_marketing_level, ${balance}, u.region, u.login_ip, u.login_country, u.remark,
      to_char(u.create_date at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`,
    from: bulkBalances
      ? 'users u left join (select user_id, sum(balance) as balance from user_wallets where coin_id = $1 group by user_id) w on w.user_id = u.id'
      : 'users u',
  };
}

const ACCOUNT_TYPE = 4;
const STATUS = 5;
const PARENT = 6;

/** How many users the filters match. */
export async function countUsers(db: Db, filters: UserFilters): Promise<number> {
  const where = userListFilters(filters, 'u');
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from users u ${where.sql}`, where.params);
  return rows[0]?.n ?? 0;
}

/**
 * The users matching `filters`, newest id first, in batches (see `keyedBatches`). `expected` (the
 * count, when known) chooses how balances are read.
 */
export async function* userExportBatches(
  db: Db,
  filters: UserFilters,
  lang: Lang,
  expected = Number.POSITIVE_INFINITY,
  batchSize = BATCH_SIZE,
): AsyncGenerator<Cell[][]> {
  const { rows: coin } = await db.query<{ id: number }>(`select id from coins where code = 'USDT'`);
  const usdt = coin[0]?.id ?? 0;
  const accountTypes = labels('accountType', lang);
  const statuses = labels('accountStatus', lang);
  const toCells = (row: unknown[]): Cell[] => {
    const cells = row as Cell[];
    cells[0] = Number(cells[0]);
    cells[ACCOUNT_TYPE] = accountTypes.get(Number(cells[ACCOUNT_TYPE])) ?? cells[ACCOUNT_TYPE];
    cells[STATUS] = statuses.get(Number(cells[STATUS])) ?? cells[STATUS];
    if (cells[PARENT] !== null) cells[PARENT] = Number(cells[PARENT]);
    return cells;
  };

  const where = userListFilters(filters, 'u');
  const { columns, from } = selectList(db.cursor !== undefined && expected > BULK_BALANCES_ABOVE);
  // $1 is the coin: the filters' placeholders move up by one.
  const shift = (sql: string) => sql.replace(/\$(\d+)/g, (_, n) => `$${Number(n) + 1}`);
  const select = { columns, from, where: shift(where.sql), params: [usdt, ...where.params], key: 'u.id' };
  for await (const rows of keyedBatches(db, select, batchSize)) yield rows.map(toCells);
}

/** The user list as a sheet: the export center runs it as a job above the threshold. */
export const USER_EXPORT: ExportKind = {
  type: 'users',
  sheet: (db, filters, lang) => ({
    header: userExportHeader(lang),
    total: countUsers(db, filters as UserFilters),
    batches: (total) => userExportBatches(db, filters as UserFilters, lang, total),
  }),
};
