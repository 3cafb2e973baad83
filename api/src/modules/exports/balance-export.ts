import { PassThrough } from 'node:stream';
import { OPTIONS } from '@console/contracts/options';
import { balanceExport } from '@console/contracts/schemas/wallet-records';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { Filters } from '../../db/list';
import { route } from '../../http/routes';
import { parseInput, withoutEmptyValues } from '../../http/validation';
import { attachment, sendStream } from './routes';
import { BATCH_SIZE, langOf } from './user-rows';
import { type Cell, writeSheet } from './writers';

type Lang = ReturnType<typeof langOf>;
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

// Every column named: PGlite answers rows as objects, where two unnamed expressions would share a key.
const COLUMNS = `w.id, w.user_id, u.email, u.account_type, c.code, w.wallet_type, trim_scale(w.balance)::text as balance,
  trim_scale(w.frozen_balance)::text as frozen, trim_scale(w.backstage_frozen_balance)::text as backstage_frozen,
  trim_scale(w.demo_balance)::text as demo_balance, trim_scale(w.demo_frozen_balance)::text as demo_frozen`;
const FROM = 'user_wallets w join users u on u.id = w.user_id join coins c on c.id = w.coin_id';

/**
 * The matching wallets, newest first, in batches: a server-side cursor on PostgreSQL, by key
 * (`w.id < last`) on PGlite, never the whole result at once.
 */
export async function* balanceExportBatches(db: Db, filters: BalanceFilters, lang: Lang, batchSize = BATCH_SIZE): AsyncGenerator<Cell[][]> {
  const label = (kind: string) => new Map((OPTIONS[kind] ?? []).map((o) => [o.value, o.label[lang]]));
  const accountTypes = label('accountType');
  const walletTypes = label('walletType');
  const toCells = (row: unknown[]): Cell[] => {
    const cells = row as Cell[];
    cells[0] = Number(cells[0]);
    cells[1] = Number(cells[1]);
    cells[3] = accountTypes.get(Number(cells[3])) ?? cells[3];
    cells[5] = walletTypes.get(Number(cells[5])) ?? cells[5];
    return cells;
  };
  const where = balanceFilters(filters);
  if (db.cursor) {
    for await (const rows of db.cursor(`select ${COLUMNS} from ${FROM} ${where.sql} order by w.id desc`, where.params, batchSize)) {
      yield rows.map(toCells);
    }
    return;
  }
  const key = `$${where.params.length + 1}`;
  const sql = `select ${COLUMNS} from ${FROM} ${where.sql ? `${where.sql} and` : 'where'} w.id < ${key} order by w.id desc limit ${batchSize}`;
  let last = '9223372036854775807';
  for (;;) {
    const { rows } = await db.query<Record<string, unknown>>(sql, [...where.params, last]);
    if (!rows.length) return;
    last = String(rows[rows.length - 1].id);
    yield rows.map((row) => toCells(Object.values(row)));
    if (rows.length < batchSize) return;
  }
}

export function balanceExportRoutes() {
  return [
    route({
      method: 'POST',
      path: 'reporting/user/balance/export',
      name: 'Export user wallet balances',
      // Logged: who took a copy of the balances, with which filters.
      audit: true,
      handler: async ({ request, reply, services, now }) => {
        // Parsed here rather than by `body:`, so filters sent empty mean "not set" as in the list.
        const { excelType: format, ...filters } = parseInput(balanceExport, withoutEmptyValues(request.body ?? {}), 'body');
        const lang = langOf(request.headers.lang);
        const body = new PassThrough();
        writeSheet(format, { header: balanceExportHeader(lang), batches: balanceExportBatches(services.db, filters, lang) }, body).catch(
          (error: Error) => body.destroy(error),
        );
        return sendStream(attachment(reply, format, `user-balances-${now.toISOString().slice(0, 10)}.${format}`), body);
      },
    }),
  ];
}
