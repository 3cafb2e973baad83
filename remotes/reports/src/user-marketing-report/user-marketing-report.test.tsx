import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import { pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { captureDownloads, rowWith, signInForReports, testMetrics } from '../report-kit/testing';
import MarketingDownlinePage from './DownlinePage';
import MarketingReportPage from './Page';

const TABLE = 'User marketing report';

const user = (
  accountId: number,
  userRemark: string | null,
  extra: { level?: number; parentId?: number; dateTime?: string; timeZone?: string } = {},
) => ({
  ...testMetrics(),
  accountId,
  userRemark,
  ...extra,
});

function setup(permissions: string[], route: string) {
  signInForReports(['marketingReport.view', ...permissions]);
  const api = fakeAreaApi({
    'GET reporting/marketing/personal/summary': () => pageOf([user(1001, 'promoter'), user(1002, null)]),
    'GET reporting/marketing/daily/summary': () => pageOf([user(1001, 'promoter', { dateTime: '2026-11-28', timeZone: 'UTC' })]),
    'GET reporting/downline/marketing/query': ({ query }) =>
      pageOf(
        [user(2001, 'first level', { level: 1, parentId: 1001 }), user(3001, 'second level', { level: 2, parentId: 2001 })].filter(
          (u) => (u.level ?? 0) <= Number(query.depth ?? 1),
        ),
      ),
  });
  const view = renderWithUi(
    <Routes>
      <Route path="/report/user-marketing-report/:tabName" element={<MarketingReportPage />} />
      <Route path="/report/user-marketing-report/:tabName/:id" element={<MarketingDownlinePage />} />
    </Routes>,
    { route, toaster: true },
  );
  return { api, view };
}

afterEach(() => session.signOut());

describe('user marketing report', () => {
  it('compares the users listed by id in the summary, one user a day at a time in the daily tab', async () => {
    const { api } = setup([], '/report/user-marketing-report/summary');
    expect(await rowWith(TABLE, 'promoter')).toHaveTextContent('1001');
    await userEvent.type(screen.getByLabelText('Account IDs (comma-separated)'), '1001, 1002');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET reporting/marketing/personal/summary').at(-1)?.query.accountIdList).toBe('1001, 1002'));

    await userEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    expect(await rowWith(TABLE, '2026-11-28')).toHaveTextContent('1001');
    // The daily rows follow one user: the filter is an account id there.
    await userEvent.type(await screen.findByLabelText('Account ID'), '1001');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('GET reporting/marketing/daily/summary').at(-1)?.query.accountId).toBe('1001'));
  });

  it('opens a user’s marketing tree one level deep, then to the depth chosen, with the level of each user', async () => {
    const { api, view } = setup([], '/report/user-marketing-report/summary');
    await userEvent.click(await rowWith(TABLE, 'promoter'));
    const title = 'Marketing tree of Account #1001';
    expect(await rowWith(title, 'first level')).toHaveTextContent('1 below');
    expect(within(screen.getByRole('table', { name: title })).queryByText('second level')).not.toBeInTheDocument();
    expect(api.callsTo('GET reporting/downline/marketing/query')[0].query).toEqual({
      pageNum: '1',
      pageSize: '20',
      depth: '1',
      accountId: '1001',
    });

    await userEvent.selectOptions(screen.getByLabelText('Levels'), '3 levels');
    expect(await rowWith(title, 'second level')).toHaveTextContent('2 below');
    expect(api.callsTo('GET reporting/downline/marketing/query').at(-1)?.query.depth).toBe('3');
    expect(view.location()).toBe('/report/user-marketing-report/summary/1001?trail=1001&depth=3');

    // Walking further down keeps the depth asked for.
    await userEvent.click(await rowWith(title, 'first level'));
    await waitFor(() => expect(view.location()).toBe('/report/user-marketing-report/summary/2001?depth=3&trail=1001&trail=2001'));
    expect(screen.getByRole('navigation', { name: 'Path walked down the tree' })).toHaveTextContent(
      'User marketing reportAccount #1001Account #2001',
    );
  });

  it('exports the summary as CSV with the ids asked for', async () => {
    setup(['marketingReport.export'], '/report/user-marketing-report/summary?accountIdList=1001');
    await rowWith(TABLE, 'promoter');
    const calls = captureDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: 'reporting/marketing/personal/summary/exporting/csv',
      method: 'get',
      params: { accountIdList: '1001' },
    });
  });
});
