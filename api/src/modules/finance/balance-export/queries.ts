import type { balanceExport } from '@console/contracts/schemas/wallet-records';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { Filters } from '../../../db/list';
import { BATCH_SIZE, keyedBatches, type Lang, labels } from '../../../core/exports/batches';
import type { Cell } from '../../../core/exports/writers';

type BalanceFilters = Omit<z.output<typeof balanceExport>, 'excelType'>;

const HEADERS: Record<Lang, string[]> = {
  'en-US': [
    'Wallet ID',
    'User ID',
    'Email',
    'Account type',
    'Coin',
    'Wallet type',
    'Balance',
    'Frozen',
    'Frozen by staff',
    'Demo balance',
    'Demo frozen',
  ],
  'zh-CN': ['钱包ID', '用户ID', '邮箱', '账户类型', '币种', '钱包类型', '余额', '冻结', '后台冻结', '模拟余额', '模拟冻结'],
  'zh-TW': ['錢包ID', '用戶ID', '郵箱', '帳戶類型', '幣種', '錢包類型', '餘額', '凍結', '後台凍結', '模擬餘額', '模擬凍結'],
};

export const balanceExportHeader = (lang: Lang) => HEADERS[lang];

/** The wallet list's filters (`finance/user/wallet/list`) on `user_wallets w`. */
function balanceFilters(filters: BalanceFilters): Filters {
  const where = new Filters().eq('w.user_id', filters.accountId).eq('w.coin_id', filters.coinId).eq('w.wallet_type', filters.walletType);
  if (filters.accountType !== undefined) where.eq('u.account_type', filters.accountType);
  return where;
}

const COLUMNS = `w.id, w.user_id, u.email, u.account_type, c.code, w.wallet_type, trim_scale(w.balance)::text as balance,
  trim_scale(w.frozen_balance)::text as frozen, trim_scale(w.backstage_frozen_balance)::text as backstage_frozen,
  trim_scale(w.demo_balance)::text as demo_balance, trim_scale(w.demo_frozen_balance)::text as demo_frozen`;
const FROM = 'user_wallets w join users u on u.id = w.user_id join coins c on c.id = w.coin_id';

/** The matching wallets, newest first, in batches (see `keyedBatches`). */
export async function* balanceExportBatches(db: Db, filters: BalanceFilters, lang: Lang, batchSize = BATCH_SIZE): AsyncGenerator<Cell[][]> {
  const accountTypes = labels('accountType', lang);
  const walletTypes = labels('walletType', lang);
  const toCells = (row: unknown[]): Cell[] => {
    const cells = row as Cell[];
    cells[0] = Number(cells[0]);
    cells[1] = Number(cells[1]);
    cells[3] = accountTypes.get(Number(cells[3])) ?? cells[3];
    cells[5] = walletTypes.get(Number(cells[5])) ?? cells[5];
    return cells;
  };
  const where = balanceFilters(filters);
  const select = { columns: COLUMNS, from: FROM, where: where.sql, params: where.params, key: 'w.id' };
  for await (const rows of keyedBatches(db, select, batchSize)) yield rows.map(toCells);
}
