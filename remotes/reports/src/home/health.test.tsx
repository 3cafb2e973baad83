import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import type { HomepageAnswer, PlatformHealth } from '@console/contracts/schemas/reports';
import { renderWithUi } from '@console/ui/testing';
import { screen, within } from '@testing-library/react';
import { signInForReports } from '../report-kit/testing';
import { ageParts } from './age';
import HomePage from './Page';

afterEach(() => session.signOut());

const HEALTH: PlatformHealth = {
  checkedAt: '2026-11-28T10:00:00.000Z',
  feed: {
    state: 'alert',
    running: true,
    pairs: [
      { coinPairId: 1, code: 'BTCUSDT', name: 'BTC/USDT', lastTickAt: '2026-11-28T09:59:58.000Z', ageSeconds: 2, state: 'ok' },
      { coinPairId: 2, code: 'ETHUSDT', name: 'ETH/USDT', lastTickAt: '2026-11-28T09:59:48.000Z', ageSeconds: 12, state: 'warn' },
      { coinPairId: 3, code: 'SOLUSDT', name: 'SOL/USDT', lastTickAt: null, ageSeconds: null, state: 'alert' },
    ],
  },
  rounds: { state: 'warn', overdueRounds: 1, lagSeconds: 20, oldestDueAt: '2026-11-28T09:59:40.000Z' },
  settlement: { state: 'alert', rounds: 1, orders: 2, oldestDueAt: '2026-11-28T09:58:50.000Z', ageSeconds: 70 },
  guards: { state: 'alert', since: '2026-11-27T10:00:00.000Z', trips: 2, openTrips: 1, lastTripAt: '2026-11-28T09:50:00.000Z' },
  exports: { state: 'ok', queued: 0, running: 1, oldestQueuedAt: null, ageSeconds: null },
};

/** The home page's answer: one day, deposits waiting since 3 h 12 min 5 s ago, KYC waiting with none pending. */
function homepage(): HomepageAnswer {
  const waited = new Date(Date.now() - (3 * 3600 + 12 * 60 + 5) * 1000).toISOString();
  return {
    records: [],
    total: 0,
    size: 500,
    current: 1,
    pages: 0,
    timeZone: 'UTC',
    start: '2026-10-30',
    end: '2026-11-28',
    pendingKYCReview: 0,
    pendingDepositReview: 4,
    pendingWithdrawalReview: null,
    perpetualPositionWarning: null,
    oldestPendingKYCReview: null,
    oldestPendingDepositReview: waited,
    oldestPendingWithdrawalReview: null,
    oldestPerpetualPositionWarning: null,
    earliestDate: '2026-01-01',
  };
}

function setup(health: PlatformHealth) {
  signInForReports(['home.dashboard']);
  const api = fakeAreaApi({
    'GET reporting/platform/health': () => health,
    'GET reporting/platform/homepage': () => homepage(),
  });
  renderWithUi(<HomePage />, { route: '/home', path: '/home' });
  return api;
}

const part = (title: string) => screen.getByRole('group', { name: title });

describe('system health strip', () => {
  it('shows each part the admin may see with its state and figures', async () => {
    setup(HEALTH);
    await screen.findByRole('heading', { name: 'System health' });
    const feed = part('Price feed: last tick per pair');
    expect(within(feed).getByTestId('health-state')).toHaveTextContent('Alert');
    const rows = within(feed).getAllByTestId('health-pair');
    expect(rows.map((row) => row.textContent)).toEqual(['BTC/USDT2 s', 'ETH/USDT12 s', 'SOL/USDTno tick']);
    expect(within(feed).queryByText(/No price feed runs/)).not.toBeInTheDocument();

    const rounds = part('Round scheduler');
    expect(within(rounds).getByTestId('health-state')).toHaveTextContent('Warning');
    expect(rounds).toHaveTextContent('Behind by 20 s');
    expect(rounds).toHaveTextContent('1 round overdue');

    const settlement = part('Settlement backlog');
    expect(settlement).toHaveTextContent('1 round due');
    expect(settlement).toHaveTextContent('2 orders unsettled');
    expect(settlement).toHaveTextContent('Oldest waiting 1 min 10 s');

    const guards = part('Guard trips (24 h)');
    expect(guards).toHaveTextContent('2 trips');
    expect(guards).toHaveTextContent('1 pair halted now');
    expect(guards).toHaveTextContent('Last 10 min 0 s ago');

    const exports = part('Export queue');
    expect(within(exports).getByTestId('health-state')).toHaveTextContent('OK');
    expect(exports).toHaveTextContent('0 queued, 1 running');
    expect(exports).not.toHaveTextContent('Oldest waiting');
  });

  it('leaves out the parts answered null, and says when the server runs no feed', async () => {
    setup({ ...HEALTH, feed: { ...HEALTH.feed!, running: false }, rounds: null, settlement: null, guards: null });
    await screen.findByRole('heading', { name: 'System health' });
    expect(within(part('Price feed: last tick per pair')).getByText(/No price feed runs on this server/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Export queue' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Round scheduler' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Settlement backlog' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Guard trips (24 h)' })).not.toBeInTheDocument();
  });

  it('is left out when the admin may see none of its parts', async () => {
    setup({ checkedAt: HEALTH.checkedAt, feed: null, rounds: null, settlement: null, guards: null, exports: null });
    await screen.findByRole('link', { name: 'Deposits to review: 4' });
    expect(screen.queryByRole('heading', { name: 'System health' })).not.toBeInTheDocument();
  });
});

describe('the oldest waiting record', () => {
  it('shows beside a count how long its oldest record has waited, and nothing where none waits', async () => {
    setup(HEALTH);
    const deposits = await screen.findByRole('link', { name: 'Deposits to review: 4' });
    expect(within(deposits).getByTestId('waiting-oldest')).toHaveTextContent('oldest 3 h 12 min');
    const kyc = screen.getByRole('link', { name: 'KYC applications to review: 0' });
    expect(within(kyc).queryByTestId('waiting-oldest')).not.toBeInTheDocument();
  });

  it('writes an age as its two largest units', () => {
    expect(ageParts(45)).toEqual({ key: 'seconds', values: { s: 45 } });
    expect(ageParts(70)).toEqual({ key: 'minutes', values: { m: 1, s: 10 } });
    expect(ageParts(3 * 3600 + 12 * 60 + 5)).toEqual({ key: 'hours', values: { h: 3, m: 12 } });
    expect(ageParts(2 * 86_400 + 5 * 3600)).toEqual({ key: 'days', values: { d: 2, h: 5 } });
  });
});
