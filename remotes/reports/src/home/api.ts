import { api } from '@console/client';
import { MAX_PAGE_SIZE } from '@console/contracts';
import type { HomeDailyRow, HomepageAnswer, PlatformHealth } from '@console/contracts/schemas/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { asReportDays } from '../report-kit/report';

/**
 * The home page's one API call, `reporting/platform/homepage`: the work waiting for staff (each count null where
 * the admin does not hold that list's view) and the platform's daily rows of a range, newest first.
 */
export const HOMEPAGE_PATH = 'reporting/platform/homepage';

/**
 * How often the waiting counts are asked for while the page is in view: the same rhythm as the shell's bell, live
 * enough for work that waits minutes, and cheap (one row of one day, the counts from indexes and kept sums).
 */
export const WAITING_POLL_MS = 15_000;

export type WaitingName = 'pendingKYCReview' | 'pendingDepositReview' | 'pendingWithdrawalReview' | 'perpetualPositionWarning';
/** Each count with when its oldest record began to wait (`oldest<Name>`, ISO, null where none waits). */
export type Waiting = Pick<HomepageAnswer, WaitingName> & { oldest: Record<WaitingName, string | null> };

/**
 * Each waiting count and the list that shows its records, filtered to them, as that list reads its address (the
 * same links as the shell's bell). Withdrawals count those to review and those awaiting a second approval; the
 * link opens the first, the second is the tab beside it.
 */
export const WAITING_LISTS: readonly { name: WaitingName; to: string }[] = [
  { name: 'pendingKYCReview', to: '/users/kyc-list?status=0' },
  { name: 'pendingDepositReview', to: '/finance/deposit/pending' },
  { name: 'pendingWithdrawalReview', to: '/finance/withdrawal/pending' },
  { name: 'perpetualPositionWarning', to: '/perpetual/warning-list' },
];

/** The waiting work, polled while the page is in view: the answer's counts, with a single day's row. */
export function useWaiting() {
  return useQuery({
    queryKey: [HOMEPAGE_PATH, 'waiting'],
    // Silent: a failed poll shows on the cards, not as a toast every few seconds.
    queryFn: ({ signal }) => api.get<HomepageAnswer>(HOMEPAGE_PATH, { pageNum: 1, pageSize: 1 }, { signal, silent: true }),
    select: (answer): Waiting => ({
      pendingKYCReview: answer.pendingKYCReview,
      pendingDepositReview: answer.pendingDepositReview,
      pendingWithdrawalReview: answer.pendingWithdrawalReview,
      perpetualPositionWarning: answer.perpetualPositionWarning,
      oldest: {
        pendingKYCReview: answer.oldestPendingKYCReview,
        pendingDepositReview: answer.oldestPendingDepositReview,
        pendingWithdrawalReview: answer.oldestPendingWithdrawalReview,
        perpetualPositionWarning: answer.oldestPerpetualPositionWarning,
      },
    }),
    refetchInterval: WAITING_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * `reporting/platform/health` (the console's own call): the system-health strip, each part null where the admin does
 * not hold the view of the list showing that data. Polled with the waiting work, silently.
 */
export const HEALTH_PATH = 'reporting/platform/health';

export function useHealth() {
  return useQuery({
    queryKey: [HEALTH_PATH],
    queryFn: ({ signal }) => api.get<PlatformHealth>(HEALTH_PATH, undefined, { signal, silent: true }),
    refetchInterval: WAITING_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
  });
}

/** The daily rows of a range as the API cut it: its days (`YYYY-MM-DD`, inclusive) in the report time zone. */
export interface HomeDays {
  rows: HomeDailyRow[];
  start: string;
  end: string;
  timeZone: string;
  rebuilding: boolean;
  /** The first day with any record: a period before it has nothing to compare with. */
  earliestDate: string | null;
}

/**
 * Every daily row of a range: the largest pages the API gives, the pages after the first asked for the days the
 * first one answered (so a range "up to today" cannot move past midnight between two pages).
 */
async function fetchDays(range: Record<string, string | number>, signal: AbortSignal): Promise<HomeDays> {
  const ask = (params: Record<string, string | number>, pageNum: number) =>
    api.get<HomepageAnswer>(HOMEPAGE_PATH, { ...params, pageNum, pageSize: MAX_PAGE_SIZE }, { signal });
  const first = await ask(range, 1);
  const more = Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => ask({ start: first.start, end: first.end }, i + 2));
  const rest = await Promise.all(more);
  return {
    rows: [first, ...rest].flatMap((page) => page.records),
    start: first.start,
    end: first.end,
    timeZone: first.timeZone,
    rebuilding: Boolean(first.rebuilding),
    earliestDate: first.earliestDate,
  };
}

/** The range's daily rows; the range as the date picker gives it (instants, or empty for the last 30 days). */
export function useHomeDays(range: { start: string; end: string }) {
  const days = asReportDays(Object.fromEntries(Object.entries(range).filter(([, value]) => value !== '')));
  return useQuery({
    queryKey: [HOMEPAGE_PATH, 'days', days],
    queryFn: ({ signal }) => fetchDays(days, signal),
    placeholderData: keepPreviousData,
  });
}

export const addDays = (day: string, n: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** The period of the same number of days that ends the day before `current` starts. */
export function previousPeriod(current: { start: string; end: string }): { start: string; end: string } {
  const length = Math.round((Date.parse(`${current.end}T00:00:00Z`) - Date.parse(`${current.start}T00:00:00Z`)) / 86_400_000) + 1;
  return { start: addDays(current.start, -length), end: addDays(current.start, -1) };
}

/**
 * The rows of the previous equal period, asked once the current range is known; none when that period ends before
 * the first record of the platform (nothing to compare with).
 */
export function usePreviousDays(current: HomeDays | undefined) {
  const previous = current ? previousPeriod(current) : null;
  const before = Boolean(previous && current?.earliestDate && previous.end < current.earliestDate);
  const query = useQuery({
    queryKey: [HOMEPAGE_PATH, 'days', previous],
    queryFn: ({ signal }) => fetchDays(previous as { start: string; end: string }, signal),
    enabled: previous !== null && !before,
  });
  return { previous, before, query };
}

/** The figures the home page leads with, summed over a range. */
export const KEY_FIGURES = [
  { name: 'amountOfDeposit', kind: 'amount' },
  { name: 'amountOfWithdrawal', kind: 'amount' },
  { name: 'netInflow', kind: 'amount' },
  { name: 'numberOfNewUsers', kind: 'count' },
  { name: 'futuresProfit', kind: 'amount' },
  { name: 'perpetualProfit', kind: 'amount' },
] as const;
export type KeyFigure = (typeof KEY_FIGURES)[number]['name'];

/** A figure's total over the rows, exact (amounts are decimal strings, never added as floats). */
export function totalOf(rows: readonly HomeDailyRow[], name: KeyFigure): Decimal {
  return rows.reduce((sum, row) => sum.plus(row[name]), new Decimal(0));
}

/**
 * The change from the previous period: the ratio to the previous total's size (a loss that halves is +50 %), or
 * none where the previous total is zero (the difference alone then says it).
 */
export function changeOf(current: Decimal, previous: Decimal): { difference: Decimal; ratio: Decimal | null } {
  const difference = current.minus(previous);
  return { difference, ratio: previous.isZero() ? null : difference.dividedBy(previous.abs()) };
}
