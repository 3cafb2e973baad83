import { dayInstants, figureLink, rowDays } from './figure-links';

const params = (to: string) => Object.fromEntries(new URL(to, 'http://console').searchParams);
const pathOf = (to: string) => new URL(to, 'http://console').pathname;

describe('figure links', () => {
  it('turns days of the report time zone into the exact instants they begin and end, daylight saving included', () => {
    expect(dayInstants({ start: '2026-11-01', end: '2026-11-30' }, 'Asia/Shanghai')).toEqual({
      from: '2026-11-01T00:00:00.000+08:00',
      to: '2026-11-30T23:59:59.999+08:00',
    });
    // New York leaves daylight saving on 1 November 2026: the day starts at -04:00 and ends at -05:00.
    expect(dayInstants({ start: '2026-11-01', end: '2026-11-01' }, 'America/New_York')).toEqual({
      from: '2026-11-01T00:00:00.000-04:00',
      to: '2026-11-01T23:59:59.999-05:00',
    });
  });

  it('covers the report range, a row’s day, or a row’s month clipped to the range', () => {
    const range = { start: '2026-10-15', end: '2026-11-20' };
    expect(rowDays('summary', undefined, range)).toEqual(range);
    expect(rowDays('daily', '2026-11-03', range)).toEqual({ start: '2026-11-03', end: '2026-11-03' });
    expect(rowDays('monthly', '2026-10-01', range)).toEqual({ start: '2026-10-15', end: '2026-10-31' });
    expect(rowDays('monthly', '2026-11-01', range)).toEqual({ start: '2026-11-01', end: '2026-11-20' });
  });

  it('opens the credited deposits reviewed in the days, of the row’s user, an agent’s downline or the platform', () => {
    const day = { start: '2026-11-28', end: '2026-11-28' };
    const platform = figureLink('amountOfDeposit', { kind: 'platform' }, day, 'Asia/Shanghai');
    expect(pathOf(platform?.to ?? '')).toBe('/finance/deposit/approved');
    expect(params(platform?.to ?? '')).toEqual({
      reviewStartTime: '2026-11-28T00:00:00.000+08:00',
      reviewEndTime: '2026-11-28T23:59:59.999+08:00',
    });
    expect(platform).toMatchObject({ permission: 'deposit.list', exact: true });

    const user = figureLink('numberOfDepositOrders', { kind: 'user', id: 1001 }, day, 'UTC');
    expect(params(user?.to ?? '')).toMatchObject({ accountId: '1001', reviewStartTime: '2026-11-28T00:00:00.000+00:00' });
    expect(user?.exact).toBe(true);

    const agent = figureLink('numberOfDepositors', { kind: 'below', id: 900, withSelf: false }, day, 'UTC');
    expect(params(agent?.to ?? '')).toMatchObject({ agentId: '900' });
    expect(agent?.exact).toBe(true);
    // A marketing tree counts the user itself too, which the list's downline filter leaves out.
    expect(figureLink('amountOfDeposit', { kind: 'below', id: 900, withSelf: true }, day, 'UTC')?.exact).toBe(false);

    expect(params(figureLink('numberOfFirstTimeDepositors', { kind: 'platform' }, day, 'UTC')?.to ?? '')).toMatchObject({
      isFirstTime: '1',
    });
  });

  it('opens withdrawals, futures orders, closed positions, sign-ups and fund records by their own filters', () => {
    const day = { start: '2026-11-28', end: '2026-11-28' };
    const user = { kind: 'user', id: 7 } as const;
    const link = (metric: Parameters<typeof figureLink>[0]) => figureLink(metric, user, day, 'UTC');
    expect(pathOf(link('amountOfWithdrawal')?.to ?? '')).toBe('/finance/withdrawal/approved');
    expect(params(link('amountOfWithdrawal')?.to ?? '')).toMatchObject({ accountId: '7', reviewEndTime: '2026-11-28T23:59:59.999+00:00' });
    expect(pathOf(link('futuresBet')?.to ?? '')).toBe('/future/order/settled');
    expect(params(link('futuresBet')?.to ?? '')).toMatchObject({
      accountId: '7',
      fundType: '1',
      startTime: '2026-11-28T00:00:00.000+00:00',
    });
    expect(params(link('futuresProfit')?.to ?? '')).toMatchObject({ settleStartTime: '2026-11-28T00:00:00.000+00:00' });
    expect(pathOf(link('perpetualProfit')?.to ?? '')).toBe('/perpetual/position-history/closed');
    expect(link('perpetualProfit')?.permission).toBe('perpetualPositionHistory.list');
    expect(pathOf(link('numberOfNewUsers')?.to ?? '')).toBe('/users/list');
    // A user's invitees are the users it is the upline of.
    expect(params(link('numberOfInvitees')?.to ?? '')).toMatchObject({ upline: '7' });
    expect(pathOf(link('amountOfManagerOutNet')?.to ?? '')).toBe('/finance/fund-management-records');
    expect(params(link('amountOfManagerOutNonNet')?.to ?? '')).toMatchObject({ executionType: '1', fundType: '1', accountId: '7' });
    // A balance is a moment's state and net inflow a difference: no records to open.
    expect(link('balance')).toBeNull();
    expect(link('netInflow')).toBeNull();
    // A list without a downline filter opens the days only, and says it is not exact.
    const below = figureLink('perpetualProfit', { kind: 'below', id: 900, withSelf: false }, day, 'UTC');
    expect(params(below?.to ?? '')).not.toHaveProperty('agentId');
    expect(below?.exact).toBe(false);
  });
});
