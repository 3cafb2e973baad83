import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import type { HomeDailyRow, HomepageAnswer } from '@console/contracts/schemas/reports';
import { renderWithUi } from '@console/ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { signInForReports, testMetrics } from '../report-kit/testing';
import { changeOf, previousPeriod, WAITING_POLL_MS } from './api';
import HomePage from './Page';
import Decimal from 'decimal.js';

/**
 * Charts size themselves from a ResizeObserver, which jsdom lacks (the shared setup stubs one that never reports):
 * here every observed element reports 800 × 240 px at once, as a browser would on first layout, so the charts draw.
 */
class SizedResizeObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    this.report([{ target, contentRect: { width: 800, height: 240 } } as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
const stubbedObserver = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = SizedResizeObserver as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = stubbedObserver;
});
afterEach(() => session.signOut());

const day = (dateTime: string, metrics: Parameters<typeof testMetrics>[0], numberOfUsers: number): HomeDailyRow => ({
  ...testMetrics(metrics),
  dateTime,
  timeZone: 'Asia/Shanghai',
  numberOfUsers,
});

/** Two days of the range (newest first, as the API answers), and the two days before them. */
const CURRENT = [
  day('2026-11-28', { amountOfDeposit: '20', numberOfNewUsers: 3, futuresProfit: '-12.25' }, 130),
  day('2026-11-27', { amountOfDeposit: '10', numberOfNewUsers: 1, futuresProfit: '5' }, 127),
];
const PREVIOUS = [
  day('2026-11-26', { amountOfDeposit: '15', numberOfNewUsers: 3, futuresProfit: '-10' }, 126),
  day('2026-11-25', { amountOfDeposit: '5', numberOfNewUsers: 1, futuresProfit: '-4' }, 123),
];

function answer(records: HomeDailyRow[], start: string, end: string, overrides: Partial<HomepageAnswer> = {}): HomepageAnswer {
  return {
    records,
    total: records.length,
    size: 500,
    current: 1,
    pages: 1,
    timeZone: 'Asia/Shanghai',
    start,
    end,
    pendingKYCReview: 3,
    pendingDepositReview: 2,
    pendingWithdrawalReview: 0,
    perpetualPositionWarning: null,
    oldestPendingKYCReview: null,
    oldestPendingDepositReview: null,
    oldestPendingWithdrawalReview: null,
    oldestPerpetualPositionWarning: null,
    earliestDate: '2025-01-01',
    ...overrides,
  };
}

const NO_HEALTH = { checkedAt: '2026-11-28T10:00:00.000Z', feed: null, rounds: null, settlement: null, guards: null, exports: null };

function setup(route = '/home', overrides: Partial<HomepageAnswer> = {}) {
  signInForReports(['home.dashboard']);
  const api = fakeAreaApi({
    // The health strip's parts are in health.test.tsx: here the admin may see none of them.
    'GET reporting/platform/health': () => NO_HEALTH,
    'GET reporting/platform/homepage': ({ query }) => {
      if (query.pageSize === '1') return answer(CURRENT.slice(0, 1), '2026-10-30', '2026-11-28', overrides);
      if (query.start === '2026-11-25') return answer(PREVIOUS, '2026-11-25', '2026-11-26', overrides);
      return answer(CURRENT, query.start ?? '2026-11-27', query.end ?? '2026-11-28', overrides);
    },
  });
  const view = renderWithUi(<HomePage />, { route, path: '/home' });
  return { api, view };
}

const figure = (title: RegExp) => screen.getByRole('group', { name: title });

describe('home dashboard', () => {
  it('shows each waiting count the admin may see as a link to its filtered list, and no card for a count it may not', async () => {
    setup();
    const kyc = await screen.findByRole('link', { name: 'KYC applications to review: 3' });
    expect(kyc).toHaveAttribute('href', '/users/kyc-list?status=0');
    expect(screen.getByRole('link', { name: 'Deposits to review: 2' })).toHaveAttribute('href', '/finance/deposit/pending');
    expect(screen.getByRole('link', { name: 'Withdrawals to review or approve: 0' })).toHaveAttribute(
      'href',
      '/finance/withdrawal/pending',
    );
    // Null: the admin does not hold the warning list's view.
    expect(screen.queryByText('Perpetual positions at risk')).not.toBeInTheDocument();
    expect(screen.getByText('Refreshed every 15 seconds')).toBeInTheDocument();
  });

  it('asks for the waiting counts again every 15 seconds, the open page following them', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      let deposits = 2;
      signInForReports(['home.dashboard']);
      fakeAreaApi({
        'GET reporting/platform/health': () => NO_HEALTH,
        'GET reporting/platform/homepage': ({ query }) =>
          answer(CURRENT, query.start ?? '2026-11-27', query.end ?? '2026-11-28', { pendingDepositReview: deposits }),
      });
      renderWithUi(<HomePage />, { route: '/home', path: '/home' });
      await screen.findByRole('link', { name: 'Deposits to review: 2' });
      deposits = 3;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(WAITING_POLL_MS);
      });
      expect(await screen.findByRole('link', { name: 'Deposits to review: 3' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('leaves the waiting work out when the admin may see none of it', async () => {
    setup('/home', { pendingKYCReview: null, pendingDepositReview: null, pendingWithdrawalReview: null, perpetualPositionWarning: null });
    await waitFor(() => expect(figure(/^Deposits/)).toHaveTextContent('30.00'));
    expect(screen.queryByRole('heading', { name: 'Waiting for staff' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('sums the key figures of the range and compares them with the previous period of as many days', async () => {
    const { api } = setup();
    await waitFor(() => expect(within(figure(/^Deposits/)).getByTestId('figure-change')).toHaveTextContent('+50.0 %'));
    expect(figure(/^Deposits/)).toHaveTextContent('30.00');
    expect(figure(/^Deposits/)).toHaveTextContent('previous: 20.00');
    expect(figure(/^New users/)).toHaveTextContent('4');
    expect(figure(/^New users/)).toHaveTextContent('Unchanged');
    // A loss of 14 became a loss of 7.25: better by 6.75, that is 48.2 % of the loss's size.
    expect(figure(/^Futures result/)).toHaveTextContent('-7.25');
    expect(figure(/^Futures result/)).toHaveTextContent('+48.2 %');
    expect(screen.getByText('Compared with the previous period, 2026-11-25 to 2026-11-26')).toBeInTheDocument();
    // The range's rows in the largest pages, then the days before them, asked by the days the API answered.
    const calls = api.callsTo('GET reporting/platform/homepage').map((c) => c.query);
    expect(calls).toContainEqual({ pageNum: '1', pageSize: '500' });
    expect(calls).toContainEqual({ pageNum: '1', pageSize: '500', start: '2026-11-25', end: '2026-11-26' });
  });

  it('says there is nothing to compare with before the platform’s first record, and does not ask for it', async () => {
    const { api } = setup('/home', { earliestDate: '2026-11-27' });
    await waitFor(() => expect(figure(/^Deposits/)).toHaveTextContent('No records before this range to compare with'));
    expect(api.callsTo('GET reporting/platform/homepage').filter((c) => c.query.start === '2026-11-25')).toEqual([]);
  });

  it('reads the chosen range as days of the report time zone, for the range and the period before it', async () => {
    const { api } = setup('/home?start=2026-11-01T00:00:00%2B08:00&end=2026-11-30T23:59:59%2B08:00');
    await screen.findByText('Days 2026-11-01 to 2026-11-30 of the report time zone, Asia/Shanghai');
    await waitFor(() =>
      expect(api.callsTo('GET reporting/platform/homepage').map((c) => c.query)).toContainEqual({
        pageNum: '1',
        pageSize: '500',
        start: '2026-10-02',
        end: '2026-10-31',
      }),
    );
    expect(api.callsTo('GET reporting/platform/homepage').map((c) => c.query)).toContainEqual({
      pageNum: '1',
      pageSize: '500',
      start: '2026-11-01',
      end: '2026-11-30',
    });
  });

  it('draws the days as charts and lists them in a table with the users signed up by each day’s end', async () => {
    setup();
    const chart = await screen.findByRole('img', { name: 'Deposits and withdrawals (USDT)' });
    await waitFor(() => expect(chart.querySelector('svg.recharts-surface')).not.toBeNull());
    // A line per series, named in the legend.
    expect(chart.querySelectorAll('.recharts-line')).toHaveLength(2);
    expect(within(chart).getByText('Deposits')).toBeInTheDocument();
    expect(within(chart).getByText('Withdrawals')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Net inflow (USDT)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'New users and users signed up' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Futures and perpetual results (USDT)' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Daily platform figures' });
    const row = within(table).getByText('2026-11-28').closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('130');
    expect(row).toHaveTextContent('20.00');
  });
});

describe('periods and changes', () => {
  it('takes the previous period as the same number of days just before', () => {
    expect(previousPeriod({ start: '2026-03-01', end: '2026-03-31' })).toEqual({ start: '2026-01-29', end: '2026-02-28' });
    expect(previousPeriod({ start: '2026-11-28', end: '2026-11-28' })).toEqual({ start: '2026-11-27', end: '2026-11-27' });
  });

  it('gives no ratio against a zero total, only the difference', () => {
    expect(changeOf(new Decimal('5'), new Decimal('0'))).toEqual({ difference: new Decimal(5), ratio: null });
    expect(changeOf(new Decimal('0.3'), new Decimal('0.1')).ratio?.toFixed()).toBe('2');
  });
});
