import assert from 'node:assert/strict';
import type { Db } from '../../src/db/database';
import { DEMO, type Json, type TestApi, startTestApi } from '../helpers';

/*
 * A small known history for the report tests, in March 2020 (before any demo record), days of Asia/Shanghai (UTC+8):
 * D1 = 2020-03-01 runs from 2020-02-29T16:00Z to 2020-03-01T16:00Z, D2 = 2020-03-02 from then to 2020-03-02T16:00Z.
 * Agent A invited B, B invited C, C invited D: A's downline is three levels deep. Records sit either side of
 * midnight (15:58Z, 15:59Z, 16:01Z, 16:02Z, 16:10Z) so a report cut in UTC days would split them differently.
 */

export interface History {
  a: number;
  b: number;
  c: number;
  d: number;
  usdt: number;
}

let serial = 0;

async function user(db: Db, email: string, created: string, parent: number | null, accountType = 1): Promise<number> {
  serial++;
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash, account_type, parent_user_id, agent_user_id0, invitation_code, remark, create_date, update_date)
     values ($1, 'x', $2, $3, $3, $4, $5, $6, $6) returning id::text as id`,
    [email, accountType, parent, `RPT${Date.now().toString(36)}${serial}`, `remark of ${email}`, created],
  );
  return Number(rows[0].id);
}

/** A wallet and its change log, each change at its moment, before/after following the log. */
async function wallet(
  db: Db,
  userId: number,
  coinId: number,
  changes: [field: 'balance' | 'frozen_balance' | 'backstage_frozen_balance' | 'demo_balance', delta: number, at: string][],
) {
  const { rows } = await db.query<{ id: string }>(
    `insert into user_wallets (user_id, coin_id, wallet_type, create_date, update_date) values ($1, $2, 1, '2020-01-01', '2020-01-01')
     on conflict (user_id, coin_id, wallet_type) do update set update_date = excluded.update_date returning id::text as id`,
    [userId, coinId],
  );
  const walletId = Number(rows[0].id);
  const amounts: Record<string, number> = {};
  for (const [field, delta, at] of [...changes].sort((x, y) => x[2].localeCompare(y[2]))) {
    const before = amounts[field] ?? 0;
    amounts[field] = before + delta;
    await db.query(
      `insert into wallet_change_log (wallet_id, user_id, coin_id, wallet_type, field, fund_type, change_type, before_balance, change_balance, after_balance, create_date)
       values ($1, $2, $3, 1, $4, $5, 'adjustment', $6, $7, $8, $9)`,
      [walletId, userId, coinId, field, field.startsWith('demo') ? 2 : 1, before, delta, amounts[field], at],
    );
  }
  await db.query(
    `update user_wallets set balance = $2, frozen_balance = $3, backstage_frozen_balance = $4, demo_balance = $5 where id = $1`,
    [walletId, amounts.balance ?? 0, amounts.frozen_balance ?? 0, amounts.backstage_frozen_balance ?? 0, amounts.demo_balance ?? 0],
  );
  return walletId;
}

export async function deposit(
  db: Db,
  userId: number,
  coinId: number,
  amount: number,
  status: number,
  reviewed: string | null,
  firstTime: number,
  deleted = false,
) {
  await db.query(
    `insert into deposits (user_id, coin_id, amount, report_amount, status, is_first_time, review_date, create_date, update_date, deleted_date)
     values ($1, $2, $3, $3, $4, $5, $6::timestamptz, coalesce($6::timestamptz, '2020-03-01T00:00:00Z'), coalesce($6::timestamptz, '2020-03-01T00:00:00Z'), $7::timestamptz)`,
    [userId, coinId, amount, status, firstTime, reviewed, deleted ? reviewed : null],
  );
}

export async function withdrawal(db: Db, userId: number, coinId: number, amount: number, status: number, reviewed: string) {
  await db.query(
    `insert into withdrawals (user_id, coin_id, address, amount, actual_amount, report_amount, status, review_date, create_date, update_date)
     values ($1, $2, 'T-address', $3, $3, $3, $4, $5, $5, $5)`,
    [userId, coinId, amount, status, reviewed],
  );
}

export async function fundMovement(db: Db, userId: number, coinId: number, execution: 1 | 2, change: number, at: string) {
  await db.query(
    `insert into fund_management_records (user_id, execution_type, coin_id, wallet_type, before_balance, change_balance, after_balance, operator, create_date)
     values ($1, $2, $3, 1, 0, $4, 0, 'test', $5)`,
    [userId, execution, coinId, change, at],
  );
}

interface Order {
  user: number;
  wallet: number;
  stake: number;
  placed: string;
  status: 'open' | 'settled' | 'voided';
  result?: 'win' | 'lose' | 'refund';
  payout?: number;
  settled?: string;
  fundType?: number;
}

export async function futuresOrder(db: Db, coinId: number, o: Order) {
  const { rows } = await db.query<{ round: string; pair: number; gameplay: number; tick: string }>(
    `select r.id::text as round, r.futures_pair_id as pair, r.gameplay_id as gameplay, t.id::text as tick
       from futures_rounds r, lateral (select id from price_ticks order by id limit 1) t order by r.id limit 1`,
  );
  const ref = rows[0];
  await db.query(
    `insert into futures_orders (user_id, coin_id, wallet_id, direction, amount, filled_amount, round_id, futures_pair_id, gameplay_id,
       order_tick_id, order_price, order_date, transaction_date, settle_date, yield_ratio, status, result, payout, fund_type, create_date, update_date)
     values ($1, $2, $3, 'long', $4, $4, $5, $6, $7, $8, 100, $9, $9, $10, 0.9, $11, $12, $13, $14, $9, $9)`,
    [
      o.user,
      coinId,
      o.wallet,
      o.stake,
      ref.round,
      ref.pair,
      ref.gameplay,
      ref.tick,
      o.placed,
      o.settled ?? null,
      o.status,
      o.result ?? null,
      o.payout ?? 0,
      o.fundType ?? 1,
    ],
  );
}

export async function closedPosition(
  db: Db,
  userId: number,
  walletId: number,
  coinId: number,
  realised: number,
  closed: string,
  status: 'closed' | 'liquidated' | 'open' = 'closed',
) {
  const { rows } = await db.query<{ pair: number; tick: string }>(
    'select p.id as pair, (select id::text from price_ticks order by id limit 1) as tick from perpetual_pairs p order by p.id limit 1',
  );
  await db.query(
    `insert into perpetual_positions (user_id, wallet_id, coin_id, pair_id, direction, status, size, max_held, closed_size, multiplier, entry_price,
       margin, leverage, maintenance_margin_rate, warning_threshold, fee_mode, close_profit_fee, liquidation_price, break_even_price, realised_pnl,
       open_tick_id, opened_date, closed_date, settlement_status, create_date, update_date)
     values ($1, $2, $3, $4, 'long', $5, 0, 1, 1, 1, 100, 10, 10, 0.005, 0.8, 1, 0, 90, 100, $6, $7, $8::timestamptz - interval '1 hour', $8, 'settled', $8, $8)`,
    [userId, walletId, coinId, rows[0].pair, status, realised, rows[0].tick, closed],
  );
}

/** The history the expectations of `reports.test.ts` are written for. */
export async function buildHistory(db: Db): Promise<History> {
  const { rows } = await db.query<{ id: number }>("select id from coins where code = 'USDT'");
  const usdt = rows[0].id;
  const a = await user(db, 'rpt-agent-a@example.com', '2020-03-01T01:00:00Z', null, 2);
  const b = await user(db, 'rpt-b@example.com', '2020-03-01T15:59:00Z', a);
  const c = await user(db, 'rpt-c@example.com', '2020-03-01T16:01:00Z', b);
  const d = await user(db, 'rpt-d@example.com', '2020-03-02T03:00:00Z', c);

  const wb = await wallet(db, b, usdt, [
    ['balance', 100, '2020-03-01T15:30:00Z'],
    ['balance', -30, '2020-03-01T15:40:00Z'],
    ['frozen_balance', 30, '2020-03-01T15:40:00Z'],
    ['balance', -10, '2020-03-01T15:58:00Z'],
    ['frozen_balance', -30, '2020-03-01T16:10:00Z'],
  ]);
  const wc = await wallet(db, c, usdt, [
    ['balance', 50, '2020-03-01T16:30:00Z'],
    ['balance', -20, '2020-03-02T01:00:00Z'],
    ['balance', -20, '2020-03-02T05:00:00Z'],
    ['backstage_frozen_balance', 20, '2020-03-02T05:00:00Z'],
    ['balance', 5, '2020-03-02T06:00:00Z'],
    ['backstage_frozen_balance', -5, '2020-03-02T06:00:00Z'],
    ['balance', 25, '2020-03-02T10:00:00Z'],
    ['balance', 38, '2020-03-02T11:00:00Z'],
  ]);
  const wd = await wallet(db, d, usdt, [
    ['balance', 100, '2020-03-02T02:00:00Z'],
    ['balance', -8, '2020-03-02T04:00:00Z'],
    ['demo_balance', 1000, '2020-03-02T04:00:00Z'],
  ]);

  await deposit(db, b, usdt, 100, 1, '2020-03-01T15:30:00Z', 1);
  await deposit(db, b, usdt, 70, 1, '2020-03-01T15:31:00Z', 0, true);
  await deposit(db, c, usdt, 50, 1, '2020-03-01T16:30:00Z', 1);
  await deposit(db, c, usdt, 25, 1, '2020-03-02T10:00:00Z', 0);
  await deposit(db, d, usdt, 40, 0, null, 0);
  await withdrawal(db, b, usdt, 30, 1, '2020-03-01T16:10:00Z');
  await withdrawal(db, c, usdt, 10, 2, '2020-03-02T09:00:00Z');
  await fundMovement(db, c, usdt, 1, -20, '2020-03-02T05:00:00Z');
  await fundMovement(db, c, usdt, 2, 5, '2020-03-02T06:00:00Z');

  await futuresOrder(db, usdt, {
    user: b,
    wallet: wb,
    stake: 10,
    placed: '2020-03-01T15:58:00Z',
    status: 'settled',
    result: 'lose',
    payout: 0,
    settled: '2020-03-01T16:02:00Z',
  });
  await futuresOrder(db, usdt, {
    user: c,
    wallet: wc,
    stake: 20,
    placed: '2020-03-02T01:00:00Z',
    status: 'settled',
    result: 'win',
    payout: 38,
    settled: '2020-03-02T11:00:00Z',
  });
  await futuresOrder(db, usdt, {
    user: c,
    wallet: wc,
    stake: 5,
    placed: '2020-03-02T01:30:00Z',
    status: 'voided',
    payout: 5,
    settled: '2020-03-02T01:40:00Z',
  });
  await futuresOrder(db, usdt, { user: d, wallet: wd, stake: 8, placed: '2020-03-02T04:00:00Z', status: 'open' });
  await futuresOrder(db, usdt, {
    user: b,
    wallet: wb,
    stake: 100,
    placed: '2020-03-01T12:00:00Z',
    status: 'settled',
    result: 'lose',
    settled: '2020-03-01T12:01:00Z',
    fundType: 2,
  });

  await closedPosition(db, b, wb, usdt, -7, '2020-03-01T10:00:00Z', 'liquidated');
  await closedPosition(db, d, wd, usdt, 12, '2020-03-02T08:00:00Z');
  return { a, b, c, d, usdt };
}

/** A test API whose report time zone is Asia/Shanghai, holding the known history, with an administrator signed in. */
export async function openReportsApi(): Promise<{ api: TestApi; admin: string; h: History }> {
  const api = await startTestApi();
  const admin = await api.signIn(DEMO.admin);
  await api.db.query(
    `insert into system_settings (key, value, update_date) values ('reportTimeZone', 'Asia/Shanghai', now())
     on conflict (key) do update set value = excluded.value`,
  );
  return { api, admin, h: await buildHistory(api.db) };
}

/** A report's answer (`data`) over `range` and `query`, asserting a 200. */
export async function getReport(api: TestApi, token: string, path: string, query: Record<string, string | number>): Promise<Json> {
  const answer = await api.call('GET', path, { token, query });
  assert.equal(answer.status, 200, `${path}: ${answer.body.msg}`);
  return answer.body.data;
}
