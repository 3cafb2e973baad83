import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import type { FuturesOrder } from '@console/contracts/schemas/trading-futures';
import { FakeFailure, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithCoins, testOrder, testRound } from '../rounds/testing';
import FuturesOrdersPage from './OrdersPage';

const SUMMARY = [
  { coinId: 1, code: 'USDT', count: 2, amount: '150', filledAmount: '150', payout: '0', tax: '0', rebate: '0', leaderFee: '0' },
  { coinId: 2, code: 'BTC', count: 1, amount: '0.015', filledAmount: '0.015', payout: '0', tax: '0', rebate: '0', leaderFee: '0' },
];

function setup(permissions: string[], route = '/future/order/open') {
  signInWithCoins(['futureOrders.list', ...permissions]);
  let orders: FuturesOrder[] = [
    testOrder(),
    testOrder({ id: 880002, accountId: 1002, email: 'ana@example.com', direction: 'short', amount: '50', filledAmount: '50' }),
    testOrder({
      id: 870000,
      accountId: 1003,
      email: 'kenji@example.com',
      status: 'settled',
      result: 'win',
      settlePrice: '67100',
      payout: '180.75',
      tax: '4.25',
      settleDate: '2026-11-24T09:59:05.000Z',
      runnerId: 6990,
    }),
  ];
  const api = fakeAreaApi({
    'POST futures/futuresOrders': ({ body }) => {
      const { status } = body as { status?: string };
      const page = orders.filter((o) => status === undefined || o.status === status);
      return { records: page, total: page.length, size: 20, current: 1, pages: 1, summary: SUMMARY };
    },
    'GET futures/order/detail/880001': () => ({
      order: orders[0],
      round: testRound(),
      walletChanges: [
        {
          id: 55,
          changeType: 'futures_stake',
          before: '1000',
          change: '-100',
          after: '900',
          operator: null,
          createDate: '2026-11-24T10:00:12.000Z',
        },
      ],
    }),
    'GET futures/order/detail/870000': () => ({
      order: orders[2],
      round: testRound({ id: 6990, status: 'settled', closeTickId: 90061, closePrice: '67100', result: 'long' }),
      walletChanges: [],
    }),
    'POST futures/order/fix': ({ body }) => {
      const { id, filledAmount } = body as { id: number; filledAmount: string };
      const before = orders.find((o) => o.id === id)!;
      if (Number(filledAmount) >= Number(before.filledAmount)) return new FakeFailure(409, 'only downwards');
      orders = orders.map((o) => (o.id === id ? { ...o, filledAmount } : o));
      return {
        order: orders.find((o) => o.id === id),
        round: testRound(),
        walletChanges: [],
        fix: {
          filledAmountBefore: before.filledAmount,
          filledAmountAfter: filledAmount,
          refunded: String(Number(before.filledAmount) - Number(filledAmount)),
        },
      };
    },
    'POST reporting/futures/export/futuresRecord': () => ({ jobId: 41, status: 'queued' }),
  });
  const view = renderWithUi(<FuturesOrdersPage />, { route, path: '/future/order/:tabName', toaster: true });
  return { api, view };
}

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: 'Futures order records' });
  return (await within(table).findByText(text)).closest('tr') as HTMLElement;
}

afterEach(() => session.signOut());

describe('futures orders', () => {
  it('opens on the open tab with sums per coin in each coin’s decimals, and switches tabs in the path', async () => {
    const { api, view } = setup([]);
    expect(await rowOf('minh.tran@example.com')).toHaveTextContent('100.00USDT');
    expect(screen.queryByText('kenji@example.com')).not.toBeInTheDocument();
    expect(api.callsTo('POST futures/futuresOrders')[0].body).toEqual({ pageNum: 1, pageSize: 20, status: 'open' });
    // Folded: each coin's amount and count on one line, in the coin's own decimals.
    expect(await screen.findByLabelText('Sum of USDT')).toHaveTextContent('150.00USDT2 records');
    expect(screen.getByLabelText('Sum of BTC')).toHaveTextContent('0.01500000BTC1 record');
    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    await waitFor(() => expect(view.location()).toBe('/future/order/settled'));
    expect(await rowOf('kenji@example.com')).toHaveTextContent('180.75USDT');
  });

  it('sends every filter: ids as numbers, direction and result as words, amounts as typed', async () => {
    const { api, view } = setup(
      [],
      '/future/order/settled?accountId=1003&direction=long&result=win&minAmount=10.5&isDemo=0&fundType=1&ip=203.0.113.7',
    );
    await rowOf('kenji@example.com');
    expect(api.callsTo('POST futures/futuresOrders')[0].body).toEqual({
      pageNum: 1,
      pageSize: 20,
      status: 'settled',
      accountId: 1003,
      direction: 'long',
      result: 'win',
      minAmount: '10.5',
      isDemo: 0,
      fundType: 1,
      ip: '203.0.113.7',
    });
    await userEvent.clear(screen.getByLabelText('User ID'));
    await userEvent.type(screen.getByLabelText('Round ID'), '6990');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.location()).toContain('runnerId=6990'));
    expect(api.callsTo('POST futures/futuresOrders').at(-1)?.body).toMatchObject({ runnerId: 6990, status: 'settled' });
  });

  it('shows an order with its round’s open and close prices and ticks, payout, tax, rebate, leader fee, ip and wallet changes', async () => {
    setup([], '/future/order/settled');
    await userEvent.click(await rowOf('kenji@example.com'));
    const drawer = await screen.findByRole('dialog', { name: /Futures order 870000/ });
    expect(drawer).toHaveTextContent('tick #90001');
    expect(drawer).toHaveTextContent('tick #90061');
    expect(drawer).toHaveTextContent('67,100');
    expect(drawer).toHaveTextContent('Payout180.75USDT');
    expect(drawer).toHaveTextContent('Tax (5 %)4.25USDT');
    expect(drawer).toHaveTextContent('Rebate (10 %)');
    expect(drawer).toHaveTextContent('Leader fee0.00USDT');
    expect(drawer).toHaveTextContent('203.0.113.7');
    expect(drawer).toHaveTextContent('The ledger has no change for this record.');
    // A settled order cannot be corrected.
    expect(within(drawer).queryByRole('button', { name: 'Correct filled stake' })).not.toBeInTheDocument();
  });

  it('lists the wallet changes of an open order', async () => {
    setup([]);
    await userEvent.click(await rowOf('minh.tran@example.com'));
    const drawer = await screen.findByRole('dialog', { name: /Futures order 880001/ });
    const changes = await within(drawer).findByRole('table', { name: 'Wallet changes' });
    expect(changes).toHaveTextContent('Futures stake');
    expect(changes).toHaveTextContent('1,000.00USDT-100.00USDT900.00USDT');
  });

  it('lowers the filled stake of an open order with a reason, showing the refund; never upwards', async () => {
    const { api } = setup(['futureOrders.fixFilledAmount']);
    const row = await rowOf('minh.tran@example.com');
    await userEvent.click(within(row).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Correct filled stake' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the filled stake of order 880001' });
    const amount = within(dialog).getByLabelText(/New filled stake/);
    await userEvent.type(amount, '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correct and refund' }));
    expect(await within(dialog).findByText('The filled stake can only be lowered.')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    expect(within(dialog).getByTestId('fix-refund')).toHaveTextContent('Refunded to the user: 40.00USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correct and refund' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST futures/order/fix')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Partial fill at the venue');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correct and refund' }));
    expect(await screen.findByText('Order 880001: filled stake 100.00 → 60.00 USDT, 40.00 USDT refunded')).toBeInTheDocument();
    expect(api.callsTo('POST futures/order/fix')[0].body).toEqual({
      id: 880001,
      runnerId: 7001,
      filledAmount: '60',
      reason: 'Partial fill at the venue',
    });
  });

  it('offers the correction only with its permission, and export only with its own', async () => {
    const { api } = setup(['futureOrders.export']);
    const row = await rowOf('minh.tran@example.com');
    expect(within(row).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Details' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Export/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel file' }));
    expect(await screen.findByText('Export job #41 queued')).toBeInTheDocument();
    expect(api.callsTo('POST reporting/futures/export/futuresRecord')[0].body).toEqual({ status: 'open', excelType: 'xlsx' });
  });

  it('has no export for an admin without its permission', async () => {
    setup([]);
    await rowOf('minh.tran@example.com');
    expect(screen.queryByRole('button', { name: /Export$/ })).not.toBeInTheDocument();
  });
});
