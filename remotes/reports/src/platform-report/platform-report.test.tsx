import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import { pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureDownloads, rowWith, signInForReports, testMetrics } from '../report-kit/testing';
import PlatformReportPage from './Page';

const TABLE = 'Platform report';
const PATH = '/report/platform-report/:tabName';

function setup(permissions: string[], route = '/report/platform-report/summary') {
  signInForReports(['platformReport.view', ...permissions]);
  const api = fakeAreaApi({
    'GET reporting/platform/summary': () => pageOf([testMetrics()]),
    'GET reporting/platform/daily/summary': ({ query }) => ({
      ...pageOf([
        { ...testMetrics({ amountOfDeposit: '10' }), dateTime: '2026-11-28', timeZone: 'Asia/Shanghai' },
        { ...testMetrics({ amountOfDeposit: '20' }), dateTime: '2026-11-27', timeZone: 'Asia/Shanghai' },
      ]),
      timeZone: 'Asia/Shanghai',
      start: query.start ?? '2026-10-30',
      end: query.end ?? '2026-11-28',
      rebuilding: true,
    }),
    'GET reporting/platform/monthly/summary': () => pageOf([{ ...testMetrics(), dateTime: '2026-11-01', timeZone: 'Asia/Shanghai' }]),
  });
  const view = renderWithUi(<PlatformReportPage />, { route, path: PATH, toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('platform report', () => {
  it('shows the summary of the range: amounts as decimals in USDT, counts as whole numbers; no export without its permission', async () => {
    const { api } = setup([]);
    const row = await rowWith(TABLE, '1,250.50');
    expect(within(row).getByText('98,765.43')).toHaveAttribute('title', '98765.4321');
    expect(within(row).getByText('-12.25')).toBeInTheDocument();
    expect(row).toHaveTextContent('1,050.50');
    expect(screen.getByRole('columnheader', { name: /Deposits \(USDT\)/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /New users/ })).toBeInTheDocument();
    expect(api.callsTo('GET reporting/platform/summary')[0].query).toEqual({ pageNum: '1', pageSize: '20' });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('reads the range a day at a time from the Daily tab, each day of the report time zone named', async () => {
    const { api, view } = setup([], '/report/platform-report/summary?start=2026-11-01T00:00:00%2B08:00&end=2026-11-30T23:59:59%2B08:00');
    await rowWith(TABLE, '1,250.50');
    await userEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    const day = await rowWith(TABLE, '2026-11-27');
    expect(day).toHaveTextContent('20.00');
    expect(screen.getByRole('columnheader', { name: /Day \(Asia\/Shanghai\)/ })).toBeInTheDocument();
    // The days the figures cover, as the API cut them, and that the roll-ups are being recounted.
    expect(screen.getByText('Days 2026-11-01 to 2026-11-30 of the report time zone, Asia/Shanghai')).toBeInTheDocument();
    expect(screen.getByText(/Recounting after a change of the report time zone/)).toBeInTheDocument();
    expect(view.location()).toBe(
      '/report/platform-report/daily?start=2026-11-01T00%3A00%3A00%2B08%3A00&end=2026-11-30T23%3A59%3A59%2B08%3A00',
    );
    expect(api.callsTo('GET reporting/platform/daily/summary')[0].query).toEqual({
      pageNum: '1',
      pageSize: '20',
      // The days the admin picked, which the API reads as days of the report time zone.
      start: '2026-11-01',
      end: '2026-11-30',
    });

    await userEvent.click(screen.getByRole('tab', { name: 'Monthly' }));
    expect(await rowWith(TABLE, '2026-11')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Month \(Asia\/Shanghai\)/ })).toBeInTheDocument();
  });

  it('links a day’s figures to the records they sum, at the instants of that day in the report time zone', async () => {
    const { view } = setup(['deposit.list'], '/report/platform-report/daily?start=2026-11-01T00:00:00%2B08:00');
    const day = await rowWith(TABLE, '2026-11-27');
    const deposits = within(day).getByRole('link', { name: 'Deposits: 20: open the records it sums' });
    const target = new URL(deposits.getAttribute('href') ?? '', 'http://console');
    expect(target.pathname).toBe('/finance/deposit/approved');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      reviewStartTime: '2026-11-27T00:00:00.000+08:00',
      reviewEndTime: '2026-11-27T23:59:59.999+08:00',
    });
    // Lists the admin may not open stay plain figures (withdrawals), and a zero opens nothing.
    expect(within(day).queryByRole('link', { name: /^Withdrawals/ })).not.toBeInTheDocument();
    expect(within(day).queryByRole('link', { name: /^Manager out/ })).not.toBeInTheDocument();
    await userEvent.click(deposits);
    expect(view.location()).toBe(`/finance/deposit/approved${target.search}`);
  });

  it('exports the tab as CSV and Excel with the range on screen, from the report’s own export path', async () => {
    setup(['platformReport.export'], '/report/platform-report/daily?start=2026-11-01T00:00:00%2B08:00');
    await rowWith(TABLE, '2026-11-28');
    const calls = captureDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: 'reporting/platform/daily/summary/exporting/csv',
      method: 'get',
      params: { start: '2026-11-01' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Excel/ }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1].url).toBe('reporting/platform/daily/summary/exporting/excel');
  });
});
