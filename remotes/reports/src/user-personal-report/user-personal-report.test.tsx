import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import { pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { captureDownloads, rowWith, signInForReports, testMetrics } from '../report-kit/testing';
import AccountDownlinePage from './DownlinePage';
import AccountReportPage from './Page';

const TABLE = 'Account report';

function setup(permissions: string[], route: string) {
  signInForReports(['accountReport.view', ...permissions]);
  const api = fakeAreaApi({
    'GET reporting/account/personal/summary': () =>
      pageOf([{ ...testMetrics({ amountOfWithdrawal: '75.125' }), accountId: 1001, userRemark: 'big depositor' }]),
    'GET reporting/downline/account/query': () => pageOf([{ ...testMetrics({ balance: '5' }), accountId: 2001, userRemark: 'invited' }]),
  });
  const view = renderWithUi(
    <Routes>
      <Route path="/report/user-personal-report/:tabName" element={<AccountReportPage />} />
      <Route path="/report/user-personal-report/:tabName/:id" element={<AccountDownlinePage />} />
    </Routes>,
    { route, toaster: true },
  );
  return { api, view };
}

afterEach(() => session.signOut());

describe('account report', () => {
  it('lists each user’s own figures and opens the users directly below one', async () => {
    const { api, view } = setup([], '/report/user-personal-report/summary?accountId=1001');
    const row = await rowWith(TABLE, 'big depositor');
    expect(row).toHaveTextContent('75.13');
    expect(api.callsTo('GET reporting/account/personal/summary')[0].query).toEqual({ pageNum: '1', pageSize: '20', accountId: '1001' });

    await userEvent.click(row);
    await waitFor(() => expect(view.location()).toBe('/report/user-personal-report/summary/1001?trail=1001'));
    expect(await rowWith('Downline of Account #1001', 'invited')).toHaveTextContent('5.00');
    expect(api.callsTo('GET reporting/downline/account/query')[0].query).toEqual({ pageNum: '1', pageSize: '20', accountId: '1001' });
  });

  it('exports the report only with its export permission', async () => {
    setup(['accountReport.export'], '/report/user-personal-report/summary');
    await rowWith(TABLE, 'big depositor');
    const calls = captureDownloads();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('reporting/account/personal/summary/exporting/csv');
  });
});
