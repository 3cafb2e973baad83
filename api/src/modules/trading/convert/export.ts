import { convertOrderExport } from '@console/contracts/schemas/trading-convert';
import { exportJobStarted } from '@console/contracts/schemas/exports-batch';
import type { Db } from '../../../db/database';
import { route } from '../../../http/routes';
import { parseInput, withoutEmptyValues } from '../../../http/validation';
import { BATCH_SIZE, keyedBatches, type Lang, labels, langOf } from '../../../core/exports/batches';
import { STREAM_AFTER_COMMIT, sheetToStream } from '../../../core/exports/stream';
import type { Cell } from '../../../core/exports/writers';
import { type ConvertOrderFilters, convertOrderFilters } from './queries';

const date = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

interface Column {
  header: Record<Lang, string>;
  sql: string;
  kind?: 'id' | 'direction';
}

const col = (en: string, cn: string, tw: string, sql: string, kind?: Column['kind']): Column => ({
  header: { 'en-US': en, 'zh-CN': cn, 'zh-TW': tw },
  sql,
  kind,
});

const COLUMNS: Column[] = [
  col('ID', 'ID', 'ID', 'o.id', 'id'),
  col('User ID', '用户ID', '用戶ID', 'o.user_id', 'id'),
  col('Email', '邮箱', '郵箱', 'u.email'),
  col('Pair', '交易对', '交易對', 'o.pair_name'),
  col('Direction', '方向', '方向', 'o.direction', 'direction'),
  col('Paid coin', '支付币种', '支付幣種', 'pc.code'),
  col('Amount paid', '支付数量', '支付數量', 'trim_scale(o.amount)::text'),
  col('Received coin', '获得币种', '獲得幣種', 'rc.code'),
  col('Amount received', '获得数量', '獲得數量', 'trim_scale(o.real_amount)::text'),
  col('Price', '成交价', '成交價', 'trim_scale(o.price)::text'),
  col('Feed price', '行情价', '行情價', 'trim_scale(o.feed_price)::text'),
  col('Spread (%)', '点差 (%)', '點差 (%)', 'trim_scale(o.spread)::text'),
  col('Tick ID', '行情ID', '行情ID', 'o.tick_id', 'id'),
  col('Tick time (UTC)', '行情时间 (UTC)', '行情時間 (UTC)', date('o.tick_time')),
  col('IP', 'IP', 'IP', 'o.ip'),
  col('Created at (UTC)', '创建时间 (UTC)', '建立時間 (UTC)', date('o.create_date')),
];

/** The matching orders, newest id first, in batches (never the whole result at once). */
export async function* convertOrderBatches(
  db: Db,
  filters: ConvertOrderFilters,
  lang: Lang,
  batchSize = BATCH_SIZE,
): AsyncGenerator<Cell[][]> {
  const directions = labels('convertDirection', lang);
  const convert = COLUMNS.map((c): ((v: unknown) => Cell) => {
    if (c.kind === 'id') return (v) => (v === null || v === undefined ? null : Number(v));
    if (c.kind === 'direction') return (v) => directions.get(Number(v)) ?? String(v);
    return (v) => (v === null || v === undefined ? null : String(v));
  });
  const where = convertOrderFilters(filters);
  const select = {
    columns: COLUMNS.map((c, i) => `${c.sql} as c${i}`).join(', '),
    from: `convert_orders o join users u on u.id = o.user_id join coins pc on pc.id = o.pay_coin_id join coins rc on rc.id = o.receive_coin_id`,
    where: where.sql,
    params: where.params,
    key: 'o.id',
  };
  for await (const rows of keyedBatches(db, select, batchSize)) yield rows.map((row) => row.map((v, i) => convert[i](v)));
}

/**
 * `reporting/user/convertRecord/export`: the convert orders the list's filters match, as CSV or XLSX, streamed
 * in batches after the export's log entry is committed.
 */
export function convertExportRoutes() {
  return [
    route({
      method: 'POST',
      path: 'reporting/user/convertRecord/export',
      name: 'Export convert orders',
      // Logged: who took a copy of the orders, with which filters.
      audit: true,
      response: exportJobStarted,
      handler: async ({ request, services, now }) => {
        // Parsed here rather than by `body:`, so filters sent empty mean "not set" as in the list.
        const {
          excelType: format,
          pageNum: _n,
          pageSize: _s,
          ...filters
        } = parseInput(convertOrderExport, withoutEmptyValues(request.body ?? {}), 'body');
        const lang = langOf(request.headers.lang);
        return sheetToStream(format, `convert-orders-${now.toISOString().slice(0, 10)}.${format}`, {
          header: COLUMNS.map((c) => c.header[lang]),
          batches: convertOrderBatches(services.db, filters, lang),
        });
      },
      afterCommit: STREAM_AFTER_COMMIT,
    }),
  ];
}
