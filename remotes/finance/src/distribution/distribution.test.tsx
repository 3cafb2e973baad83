import { session } from '@console/client';
import type { DistributionHourlyRecord, DistributionPayment } from '@console/contracts';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeAreaApi } from '@console/area-kit/testing';
import DistributionPaymentsPage from './PaymentsPage';
import DistributionRunnerDetailPage from './RunnerDetailPage';
import DistributionRunnersPage from './RunnersPage';

const START = '2026-03-01T00:00:00.000Z';
const END = '2026-03-02T00:00:00.000Z';

function payment(overrides: Partial<DistributionPayment> = {}): DistributionPayment {
  return {
    id: 801,
    accountId: 1001,
    email: 'minh.tran@example.com',
    userType: 2,
    coinId: 1,
    code: 'USDT',
    walletType: 1,
    distributionBonus: '12.500000000000000000',
    startDate: START,
    endDate: END,
    paymentDate: null,
    status: 2,
    failureReason: 'Wallet frozen',
    reissuedBy: null,
    reissueDate: null,
    hourlyCount: 3,
    ...overrides,
  };
}

function hourly(overrides: Partial<DistributionHourlyRecord> = {}): DistributionHourlyRecord {
  return {
    id: 5001,
    paymentId: 801,
    futuresRunnerId: 44,
    investmentUserId: 2001,
    distributedUserId: 1001,
    layer: 2,
    amount: '500',
    bonus: '10',
    percentage1: '5',
    percentage2: '2',
    percentage3: '1',
    percentage4: '0',
    percentage5: '0',
    runnerStartDate: '2026-03-01T01:00:00.000Z',
    runnerEndDate: '2026-03-01T02:00:00.000Z',
    createDate: '2026-03-01T02:00:00.000Z',
    ...overrides,
  };
}

function setup(permissions: string[], route = '/finance/distribution-payment-records') {
  signInWith(['distribution.list', ...permissions]);
  let payments = [
    payment(),
    payment({ id: 802, accountId: 1002, email: 'ana@example.com', status: 1, failureReason: null, paymentDate: END }),
  ];
  const api = fakeAreaApi({
    'POST finance/multiLevel/list': () => pageOf(payments),
    'POST finance/multiLevel/reissue/801': () => {
      payments = payments.map((p) => (p.id === 801 ? { ...p, status: 1, reissuedBy: 'admin', paymentDate: END } : p));
      return payments[0];
    },
    'POST finance/multiLevel/list/hourly': () =>
      pageOf([
        {
          futuresRunnerId: 44,
          runnerStartDate: '2026-03-01T01:00:00.000Z',
          runnerEndDate: '2026-03-01T05:00:00.000Z',
          investmentUsers: 2,
          recordCount: 3,
          amount: '1200',
          bonus: '12.5',
        },
      ]),
    'POST finance/multiLevel/list/hourly/detail': () =>
      pageOf([hourly(), hourly({ id: 5002, investmentUserId: 2002, layer: 1, bonus: '2.5', amount: '50' })]),
  });
  const view = renderWithUi(
    <Routes>
      <Route path="/finance/distribution-payment-records" element={<DistributionPaymentsPage />} />
      <Route
        path="/finance/distribution-payment-records/runner/:accountId/:amount/:startDate/:endDate"
        element={<DistributionRunnersPage />}
      />
      <Route
        path="/finance/distribution-payment-records/runner/detail/:accountId/:runnerId/:amount/:startDate/:endDate/:investmentUserId"
        element={<DistributionRunnerDetailPage />}
      />
    </Routes>,
    { route, toaster: true },
  );
  return { api, view };
}

async function rowOf(tableName: string, text: string) {
  const table = await screen.findByRole('table', { name: tableName });
  return (await within(table).findByText(text)).closest('tr') as HTMLElement;
}

const RUNNERS = `/finance/distribution-payment-records/runner/1001/12.5/${encodeURIComponent(START)}/${encodeURIComponent(END)}`;

afterEach(() => session.signOut());

describe('distribution payments', () => {
  it('lists payments with their bonus and status, and filters them', async () => {
    const { api, view } = setup([]);
    const row = await rowOf('Distribution payments', 'minh.tran@example.com');
    expect(row).toHaveTextContent('12.5USDT');
    expect(within(row).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('Wallet frozen');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await userEvent.type(screen.getByLabelText('User ID'), '1001');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST finance/multiLevel/list').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, accountId: 1001, status: 2 }),
    );
    expect(view.location()).toBe('/finance/distribution-payment-records?accountId=1001&status=2');
  });

  it('reissues a failed payment after a confirmation naming it; a paid one cannot be', async () => {
    const { api } = setup(['distribution.reissue']);
    const paid = await rowOf('Distribution payments', 'ana@example.com');
    // A paid payment's one action is its button: the runners, never a reissue.
    expect(within(paid).getByRole('button', { name: 'View runners' })).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Reissue payment' })).not.toBeInTheDocument();

    const failed = await rowOf('Distribution payments', 'minh.tran@example.com');
    await userEvent.click(within(failed).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Reissue payment' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Pay the failed distribution payment 801 of 12.5 USDT to user #1001 minh.tran@example.com again?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reissue payment' }));
    expect(await screen.findByText('Payment 801 reissued: 12.5 USDT credited')).toBeInTheDocument();
    expect(api.callsTo('POST finance/multiLevel/reissue/801')).toHaveLength(1);
    expect(await rowOf('Distribution payments', 'Reissued by admin')).toHaveTextContent('Paid');
  });

  it('opens the runners of a payment, then the hourly records of a runner', async () => {
    const { api, view } = setup(['distribution.check']);
    await userEvent.click(await rowOf('Distribution payments', 'minh.tran@example.com'));
    await waitFor(() => expect(view.location()).toBe(`${RUNNERS}?code=USDT`));
    const runner = await rowOf('Runners of a distribution payment', '44');
    expect(runner).toHaveTextContent('1,200USDT');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('User 1001');
    expect(api.callsTo('POST finance/multiLevel/list/hourly')[0].body).toEqual({
      accountId: 1001,
      startDate: START,
      endDate: END,
      pageNum: 1,
      pageSize: 20,
    });

    await userEvent.click(runner);
    const detailPath = `/finance/distribution-payment-records/runner/detail/1001/44/12.5/${encodeURIComponent(START)}/${encodeURIComponent(END)}/all`;
    await waitFor(() => expect(view.location()).toBe(`${detailPath}?code=USDT`));
    const record = await rowOf('Hourly distribution records', 'User 2001');
    expect(record).toHaveTextContent('Layer 2');
    expect(record).toHaveTextContent('2%');
    expect(record).toHaveTextContent('10USDT');
    expect(api.callsTo('POST finance/multiLevel/list/hourly/detail')[0].body).toEqual({
      accountId: 1001,
      startDate: START,
      endDate: END,
      futuresRunnerId: 44,
      pageNum: 1,
      pageSize: 20,
    });

    await userEvent.selectOptions(screen.getByLabelText('Layer'), 'Layer 1');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('POST finance/multiLevel/list/hourly/detail').at(-1)?.body).toMatchObject({ layer: 1 }));

    await userEvent.click(within(await rowOf('Hourly distribution records', 'User 2002')).getByRole('link', { name: 'User 2002' }));
    await waitFor(() => expect(view.location()).toBe(detailPath.replace(/all$/, '2002?code=USDT')));
    await waitFor(() =>
      expect(api.callsTo('POST finance/multiLevel/list/hourly/detail').at(-1)?.body).toMatchObject({ investmentUserId: 2002 }),
    );
  });

  it('does not open hourly records without the check permission', async () => {
    setup([], `${RUNNERS}?code=USDT`);
    await rowOf('Runners of a distribution payment', '44');
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
  });

  it('says when a drill-down link does not name a payment', async () => {
    setup([], '/finance/distribution-payment-records/runner/abc/12.5/nope/nope');
    expect(await screen.findByText('This link does not name a payment')).toBeInTheDocument();
  });
});
