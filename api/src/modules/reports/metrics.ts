/**
 * The report figures, as every report computes them from the records the other areas write. A figure belongs to a
 * day of the report time zone and to a user; a report row sums the days of its period over the users of its row.
 * Amounts are in USDT: deposits and withdrawals by their report amount (finance's, correctable by finance), every
 * other amount valued at `report_usdt_rate` (035_reports.sql: 1 for USDT and USDC, else the coin's last USDT tick
 * at the moment of the record). Demo funds (fund type 2, the `demo_*` wallet amounts) count nowhere.
 *
 * - numberOfNewUsers: users who signed up (users.create_date) that day.
 * - numberOfInvitees: users who signed up that day with an inviter (users.parent_user_id); a user's row counts the
 *   users it invited itself, a group's row the sign-ups invited by its members.
 * - numberOfDepositOrders / amountOfDeposit: deposits credited (status 1, not deleted) that day (review_date), both
 *   sources (on-chain and by an operator); the amount is the report amount.
 * - numberOfDepositors: per day, the users with a credited deposit that day; over several days the sum of the days.
 * - numberOfFirstTimeDepositors: per day, the users whose first credited deposit (is_first_time) was that day.
 * - amountOfWithdrawal: withdrawals approved and paid out (status 1, not deleted) that day (review_date), report amount.
 * - amountOfManagerOutNet: what staff took out of users' available funds (fund management freezes, less the thaws
 *   that gave funds back) that day: freezes minus thaws. It counts against the net inflow.
 * - amountOfManagerOutNonNet: the staff freezes of the day, whatever was thawed (the gross movement, not netted).
 * - netInflow: amountOfDeposit - amountOfWithdrawal - amountOfManagerOutNet.
 * - futuresBet / numberOfFuturesOrders: the stakes in the round (filled amount) and the count of the futures orders
 *   placed that day (order_date), real funds, voided orders (refunded whole) excluded.
 * - numberOfFuturesPlayers: per day, the users with such an order that day; over several days the sum of the days.
 * - futuresProfit: the platform's result of the futures orders settled that day (settle_date): stake less payout
 *   (a lost stake less its rebate is a gain, a win's payout above its stake a loss, a refund nothing).
 * - perpetualProfit: the platform's result of the perpetual positions closed or liquidated that day (closed_date):
 *   minus their realised profit (fees are not trading results and are left out).
 * - balance: at the end of the period's last day, the users' real funds (available plus held for a pending
 *   withdrawal; the amounts staff froze are out, as manager out says) summed from the wallet change log, each coin
 *   valued at its rate at that moment.
 * - numberOfDownlines (agent rows): the users below the agent at any depth, now. numberOfUsers (home): the users
 *   signed up by the end of the day.
 */

/** The figures kept per day and user (the columns of `report_user_day_sums`), and how a day's records make them. */
export const FACT_COLUMNS = [
  'new_users',
  'invitees',
  'deposit_orders',
  'deposit_amount',
  'depositor',
  'first_time_depositor',
  'withdrawal_amount',
  'manager_out_net',
  'manager_out_non_net',
  'futures_bet',
  'futures_orders',
  'futures_player',
  'futures_profit',
  'perpetual_profit',
] as const;
export type FactColumn = (typeof FACT_COLUMNS)[number];

const COUNTS = new Set<FactColumn>([
  'new_users',
  'invitees',
  'deposit_orders',
  'depositor',
  'first_time_depositor',
  'futures_orders',
  'futures_player',
]);

/** The records' raw columns, one select per kind of record, each naming its moment `at` and its user. */
type Raw = 'new_users' | 'invitees' | 'deposit_orders' | 'deposit_amount' | 'first_time' | FactColumn;
const RAW: Raw[] = [
  'new_users',
  'invitees',
  'deposit_orders',
  'deposit_amount',
  'first_time',
  'withdrawal_amount',
  'manager_out_net',
  'manager_out_non_net',
  'futures_bet',
  'futures_orders',
  'futures_profit',
  'perpetual_profit',
];
const INT_RAW = new Set<Raw>(['new_users', 'invitees', 'deposit_orders', 'first_time', 'futures_orders']);

/** A time condition on `column`: the days being computed, as `(column >= $a and column < $b) or ...`. */
export type TimeCondition = (column: string) => string;
/** A condition limiting a user column to some users (or none: every user). */
export type UserCondition = ((column: string) => string) | null;

function part(
  at: string,
  user: string,
  values: Partial<Record<Raw, string>>,
  from: string,
  where: string,
  time: TimeCondition,
  users: UserCondition,
) {
  const cells = RAW.map((raw) => `${values[raw] ?? (INT_RAW.has(raw) ? '0' : '0::numeric')} as ${raw}`);
  const who = users ? ` and ${users(user)}` : '';
  return `select ${at} as at, ${user} as user_id, ${cells.join(', ')} from ${from} where ${where} and (${time(at)})${who}`;
}

/**
 * The figures per day and user of the days `time` selects, from the records. `$1` is the report time zone; `users`
 * limits them to some users.
 */
export function liveFactsSql(time: TimeCondition, users: UserCondition): string {
  // Stable coins (the most records) are valued without a call per row: the set is looked up once per query.
  const rate = (coin: string, at: string) =>
    `(case when ${coin} in (select id from coins where code in ('USDT', 'USDC')) then 1 else report_usdt_rate(${coin}, ${at}) end)`;
  const parts = [
    part('u.create_date', 'u.id', { new_users: '1' }, 'users u', 'true', time, users),
    part('u.create_date', 'u.parent_user_id', { invitees: '1' }, 'users u', 'u.parent_user_id is not null', time, users),
    part(
      'd.review_date',
      'd.user_id',
      { deposit_orders: '1', deposit_amount: 'd.report_amount', first_time: 'd.is_first_time' },
      'deposits d',
      'd.status = 1 and d.deleted_date is null',
      time,
      users,
    ),
    part(
      'w.review_date',
      'w.user_id',
      { withdrawal_amount: 'w.report_amount' },
      'withdrawals w',
      'w.status = 1 and w.deleted_date is null',
      time,
      users,
    ),
    part(
      'f.create_date',
      'f.user_id',
      {
        // A freeze's change is negative (out of the available balance), a thaw's positive.
        manager_out_net: `-f.change_balance * ${rate('f.coin_id', 'f.create_date')}`,
        manager_out_non_net: `case when f.execution_type = 1 then -f.change_balance * ${rate('f.coin_id', 'f.create_date')} else 0 end`,
      },
      'fund_management_records f',
      'f.fund_type = 1',
      time,
      users,
    ),
    part(
      'o.order_date',
      'o.user_id',
      { futures_bet: `o.filled_amount * ${rate('o.coin_id', 'o.order_date')}`, futures_orders: '1' },
      'futures_orders o',
      "o.fund_type = 1 and o.status <> 'voided'",
      time,
      users,
    ),
    part(
      'o.settle_date',
      'o.user_id',
      { futures_profit: `(o.filled_amount - o.payout) * ${rate('o.coin_id', 'o.settle_date')}` },
      'futures_orders o',
      "o.fund_type = 1 and o.status = 'settled'",
      time,
      users,
    ),
    part(
      'p.closed_date',
      'p.user_id',
      { perpetual_profit: `-p.realised_pnl * ${rate('p.coin_id', 'p.closed_date')}` },
      'perpetual_positions p',
      "p.fund_type = 1 and p.status in ('closed', 'liquidated')",
      time,
      users,
    ),
  ];
  const sums = FACT_COLUMNS.map((c) => {
    if (c === 'depositor') return '(sum(x.deposit_orders) > 0)::int as depositor';
    if (c === 'first_time_depositor') return '(max(x.first_time) > 0)::int as first_time_depositor';
    if (c === 'futures_player') return '(sum(x.futures_orders) > 0)::int as futures_player';
    return COUNTS.has(c) ? `sum(x.${c})::int as ${c}` : `sum(x.${c}) as ${c}`;
  });
  return `select (x.at at time zone $1)::date as day, x.user_id, ${sums.join(', ')}
    from (${parts.join('\n union all ')}) x group by 1, 2`;
}

/** The change of each user's real funds per day and coin, of the days `time` selects, from the wallet change log. */
export function liveBalanceSql(time: TimeCondition, users: UserCondition): string {
  return `select (l.create_date at time zone $1)::date as day, l.user_id, l.coin_id, sum(l.change_balance) as change
    from wallet_change_log l
   where l.field in ('balance', 'frozen_balance') and (${time('l.create_date')})${users ? ` and ${users('l.user_id')}` : ''}
   group by 1, 2, 3`;
}

/** The API's names of the figures summed from the day facts. */
export const METRIC_OF_FACT: Record<Exclude<FactColumn, never>, string> = {
  new_users: 'numberOfNewUsers',
  invitees: 'numberOfInvitees',
  deposit_orders: 'numberOfDepositOrders',
  deposit_amount: 'amountOfDeposit',
  depositor: 'numberOfDepositors',
  first_time_depositor: 'numberOfFirstTimeDepositors',
  withdrawal_amount: 'amountOfWithdrawal',
  manager_out_net: 'amountOfManagerOutNet',
  manager_out_non_net: 'amountOfManagerOutNonNet',
  futures_bet: 'futuresBet',
  futures_orders: 'numberOfFuturesOrders',
  futures_player: 'numberOfFuturesPlayers',
  futures_profit: 'futuresProfit',
  perpetual_profit: 'perpetualProfit',
};

export const isCountFact = (c: FactColumn) => COUNTS.has(c);
