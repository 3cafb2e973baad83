import type { ReportMetrics } from '@console/contracts/schemas/reports';
import { dayjs } from '@console/ui';
import type { ReportType } from './report';

/*
 * "A figure opens the records it sums": each figure of a report row links to the list of the records it counts,
 * filtered by that list's own address filters (the list kit keeps them in the URL) to the row's days and members.
 * The days are days of the report time zone, so the list gets the exact instants they start and end; the lists'
 * date filters include both ends, so a day ends at its last millisecond.
 */

/** Whose records a row sums: the platform's, one user's, or the users below one (with the user, in a marketing tree). */
export type RowMembers = { kind: 'platform' } | { kind: 'user'; id: number } | { kind: 'below'; id: number; withSelf: boolean };

/** Where a figure's records are listed: the list's address and the permission that shows it. */
interface Target {
  path: string;
  permission: string;
  /** The list's date filter the figure's moment is (`startTime`/`endTime` for the time the records were made). */
  from: string;
  to: string;
  /** Filters the figure always implies (the credited tab is in `path`; real funds only). */
  fixed?: Record<string, string>;
  /** The list's filter of one user's records. */
  user: string;
  /** The list's filter of the users below one (an agent's downline, six levels deep), when it has one. */
  below?: string;
}

const DEPOSITS: Target = {
  path: '/finance/deposit/approved',
  permission: 'deposit.list',
  from: 'reviewStartTime',
  to: 'reviewEndTime',
  user: 'accountId',
  below: 'agentId',
};
const FUTURES_ORDERS: Target = {
  // Orders of past days are settled within their round: the open ones of today are on the list's `open` tab.
  path: '/future/order/settled',
  permission: 'futureOrders.list',
  from: 'startTime',
  to: 'endTime',
  fixed: { fundType: '1' },
  user: 'accountId',
  below: 'agentId',
};
const USERS: Target = { path: '/users/list', permission: 'users.list', from: 'startTime', to: 'endTime', user: 'accountId' };
const FUND_RECORDS: Target = {
  path: '/finance/fund-management-records',
  permission: 'fundManagement.list',
  from: 'startTime',
  to: 'endTime',
  fixed: { fundType: '1' },
  user: 'accountId',
};

/** The list each linked figure opens; balance (a moment's state) and net inflow (a difference) open none. */
export const FIGURE_TARGETS: Partial<Record<keyof ReportMetrics, Target>> = {
  amountOfDeposit: DEPOSITS,
  numberOfDepositOrders: DEPOSITS,
  numberOfDepositors: DEPOSITS,
  numberOfFirstTimeDepositors: { ...DEPOSITS, fixed: { isFirstTime: '1' } },
  amountOfWithdrawal: {
    path: '/finance/withdrawal/approved',
    permission: 'withdrawal.list',
    from: 'reviewStartTime',
    to: 'reviewEndTime',
    user: 'accountId',
    below: 'agentId',
  },
  futuresBet: FUTURES_ORDERS,
  numberOfFuturesOrders: FUTURES_ORDERS,
  numberOfFuturesPlayers: FUTURES_ORDERS,
  futuresProfit: { ...FUTURES_ORDERS, from: 'settleStartTime', to: 'settleEndTime' },
  perpetualProfit: {
    // Closed positions; the liquidated ones are the list's other tab.
    path: '/perpetual/position-history/closed',
    permission: 'perpetualPositionHistory.list',
    from: 'startTime',
    to: 'endTime',
    fixed: { fundType: '1' },
    user: 'accountId',
  },
  numberOfNewUsers: USERS,
  // A user's invitees are the users whose upline it is.
  numberOfInvitees: { ...USERS, user: 'upline' },
  amountOfManagerOutNet: FUND_RECORDS,
  amountOfManagerOutNonNet: { ...FUND_RECORDS, fixed: { ...FUND_RECORDS.fixed, executionType: '1' } },
};

/** The days (`YYYY-MM-DD`, inclusive) a row covers: the report's range, or the row's day or month within it. */
export function rowDays(type: ReportType, dateTime: string | undefined, range: { start: string; end: string }) {
  if (type === 'summary' || !dateTime) return range;
  const first = dateTime.slice(0, 10);
  const last = type === 'daily' ? first : dayjs(first).endOf('month').format('YYYY-MM-DD');
  return { start: first < range.start ? range.start : first, end: last > range.end ? range.end : last };
}

const INSTANT = 'YYYY-MM-DDTHH:mm:ss.SSSZ';

/** The instants days `start` to `end` of `zone` begin and end (the last millisecond of `end`), with their offset. */
export function dayInstants(days: { start: string; end: string }, zone: string) {
  const endNext = dayjs(days.end).add(1, 'day').format('YYYY-MM-DD');
  return {
    from: dayjs.tz(days.start, zone).format(INSTANT),
    to: dayjs.tz(endNext, zone).subtract(1, 'millisecond').format(INSTANT),
  };
}

export interface FigureLink {
  to: string;
  permission: string;
  /** False where the list cannot select the row's members exactly (it then shows more, or less, than the figure). */
  exact: boolean;
}

/** The list a figure of a row opens, filtered to the row's days and members; null for a figure that sums no records. */
export function figureLink(
  metric: keyof ReportMetrics,
  members: RowMembers,
  days: { start: string; end: string },
  zone: string,
): FigureLink | null {
  const target = FIGURE_TARGETS[metric];
  if (!target) return null;
  const { from, to } = dayInstants(days, zone);
  const query = new URLSearchParams({ [target.from]: from, [target.to]: to, ...target.fixed });
  let exact = true;
  if (members.kind === 'user') query.set(target.user, String(members.id));
  else if (members.kind === 'below' && target.below) {
    query.set(target.below, String(members.id));
    // The list's downline filter leaves out the user itself, whose records a marketing tree's figures count too.
    exact = !members.withSelf;
  } else if (members.kind === 'below') exact = false;
  // Sign-ups with an inviter cannot be told apart from the others on the user list.
  if (metric === 'numberOfInvitees' && members.kind !== 'user') exact = false;
  return { to: `${target.path}?${query.toString()}`, permission: target.permission, exact };
}
