import type { TransferRecord, transferListQuery, WalletChangeLogEntry, walletChangeLogQuery } from '@console/contracts/schemas/finance';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, parseDate, sortedOrder } from '../../../db/list';
import { num } from '../records';

interface ChangeRow {
  id: number | string;
  user_id: number | string;
  account_type: number;
  coin_id: number;
  code: string;
  fund_type: number;
  wallet_type: number;
  wallet_mode: number;
  field: string;
  change_type: string;
  before_balance: string;
  change_balance: string;
  after_balance: string;
  reference: string | null;
  operator: string | null;
  create_date: Date;
}

const CHANGE_COLUMNS = `l.id, l.user_id, u.account_type, l.coin_id, c.code, l.fund_type, l.wallet_type, l.wallet_mode, l.field,
  l.change_type, l.before_balance::text as before_balance, l.change_balance::text as change_balance,
  l.after_balance::text as after_balance, l.reference, l.operator, l.create_date`;

const toChange = (r: ChangeRow): WalletChangeLogEntry => ({
  id: num(r.id),
  accountId: num(r.user_id),
  isSales: r.account_type === 3 ? 1 : 0,
  coinId: r.coin_id,
  name: r.code,
  fundType: r.fund_type,
  walletType: r.wallet_type,
  walletMode: r.wallet_mode,
  field: r.field,
  changeType: r.change_type,
  beforeBalance: r.before_balance,
  changeBalance: r.change_balance,
  afterBalance: r.after_balance,
  reference: r.reference,
  operator: r.operator,
  createDate: iso(r.create_date)!,
});

interface TransferRow {
  id: number | string;
  code: string;
  user_id: number | string;
  account_type: number;
  from_wallet: number;
  to_wallet: number;
  coin_id: number;
  coin_code: string;
  fund_type: number;
  record_fee: string;
  amount: string;
  create_date: Date;
}

const toTransfer = (r: TransferRow): TransferRecord => ({
  id: num(r.id),
  code: r.code,
  accountId: num(r.user_id),
  accountType: r.account_type,
  fromWallet: r.from_wallet,
  toWallet: r.to_wallet,
  coinId: r.coin_id,
  coinCode: r.coin_code,
  fundType: r.fund_type,
  recordFee: r.record_fee,
  amount: r.amount,
  createDate: iso(r.create_date)!,
});

export function walletChangePage(db: Queryable, body: z.output<typeof walletChangeLogQuery>) {
  const filters = new Filters()
    .eq('l.user_id', body.accountId)
    .eq('l.coin_id', body.coinId)
    .eq('l.wallet_type', body.walletType)
    .eq('l.fund_type', body.fundType)
    .eq('l.change_type', body.changeType)
    .eq('l.field', body.field)
    .between('l.create_date', parseDate(body.startTime), parseDate(body.endTime));
  if (body.isSales !== undefined) filters.where(body.isSales ? 'u.account_type = 3' : 'u.account_type <> 3');
  return listPage(db, {
    select: CHANGE_COLUMNS,
    from: 'wallet_change_log l join users u on u.id = l.user_id join coins c on c.id = l.coin_id',
    filters,
    orderBy: sortedOrder('walletChanges', { id: 'l.id', createDate: 'l.create_date' }, body, 'l.create_date desc, l.id desc', 'l.id'),
    paging: body,
    map: toChange,
  });
}

export function transferPage(db: Queryable, body: z.output<typeof transferListQuery>) {
  const filters = new Filters()
    .eq('t.user_id', body.accountId)
    .eq('t.coin_id', body.coinId)
    .eq('u.account_type', body.accountType)
    .eq('t.from_wallet', body.fromWallet)
    .eq('t.to_wallet', body.toWallet)
    .eq('t.fund_type', body.fundType)
    .eq('t.code', body.code)
    .between('t.create_date', parseDate(body.startTime), parseDate(body.endTime));
  return listPage(db, {
    select: `t.id, t.code, t.user_id, u.account_type, t.from_wallet, t.to_wallet, t.coin_id, c.code as coin_code, t.fund_type,
            t.record_fee::text as record_fee, t.amount::text as amount, t.create_date`,
    from: 'transfers t join users u on u.id = t.user_id join coins c on c.id = t.coin_id',
    filters,
    orderBy: sortedOrder('transfers', { id: 't.id', createDate: 't.create_date' }, body, 't.create_date desc, t.id desc', 't.id'),
    paging: body,
    map: toTransfer,
  });
}
