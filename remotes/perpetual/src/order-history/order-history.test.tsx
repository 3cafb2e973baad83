import { fakeAreaApi } from '@console/area-kit/testing';
import { http, session } from '@console/client';
import { pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins, testOrder } from '../lists/testing';
import OrderHistoryPage from './Page';

const TABLE = 'Order history';
const FILLED = testOrder({
  id: 7020,
  category: 'market',
  status: 'filled',
  settlementStatus: 'settled',
  closePosition: 1,
  reduceOnly: 1,
  executedPrice: '67001',
  executedQuantity: '4',
  quantity: '4',
  pnl: '-3.99',
  closeReason: 'staff',
  tickId: 90002,
  operator: 'mchen',
  reason: 'Risk desk',
  executedDate: '2026-11-20T10:00:00.000Z',
});

function setup(permissions: string[], route = '/perpetual/order-history/filled') {
  signInWithCoins(['perpetualOrderHistory.list', ...permissions]);
  const api = fakeAreaApi({
    'POST perpetual/order/history/list': () => pageOf([FILLED]),
    'GET perpetual/strategy/order/7020': () => ({ order: { ...FILLED, orderId: 7020, dagId: null, triggers: [] }, drivenOrders: [] }),
  });
  const view = renderWithUi(<OrderHistoryPage />, { route, path: '/perpetual/order-history/:tabName', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('order history', () => {
  it('lists the tab’s orders with their fill at a recorded tick, realised profit and who closed', async () => {
    const { api } = setup([]);
    const row = await rowWith(TABLE, '7020');
    expect(row).toHaveTextContent('67,001');
    expect(row).toHaveTextContent('tick #90002');
    expect(row).toHaveTextContent('-3.99USDT');
    expect(row).toHaveTextContent('By staff');
    expect(row).toHaveTextContent('Settled');
    expect(screen.getByRole('tab', { name: 'Filled', selected: true })).toBeInTheDocument();
    expect(api.callsTo('POST perpetual/order/history/list')[0].body).toEqual({ pageNum: 1, pageSize: 20, status: 'filled' });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('switches tab and filters by pair type and user, the tab kept in every request', async () => {
    const { api, view } = setup([]);
    await rowWith(TABLE, '7020');
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled' }));
    await waitFor(() => expect(view.location()).toBe('/perpetual/order-history/cancelled'));
    await userEvent.type(screen.getByLabelText('User ID'), '2001');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Limit');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST perpetual/order/history/list').at(-1)?.body).toMatchObject({
        status: 'cancelled',
        accountId: 2001,
        category: 'limit',
      }),
    );
  });

  it('exports what the filters and tab match', async () => {
    setup(['perpetualOrderHistory.export'], '/perpetual/order-history/filled?accountId=2001');
    const calls: { url?: string; data?: unknown }[] = [];
    http.defaults.adapter = async (config) => {
      calls.push({ url: config.url, data: config.data });
      if (String(config.url).includes('export')) {
        return { data: new Blob(['id\n7020\n']), status: 200, statusText: 'OK', headers: { 'content-type': 'text/csv' }, config };
      }
      return { data: { code: 1, msg: 'success', time: '', data: pageOf([FILLED]) }, status: 200, statusText: 'OK', headers: {}, config };
    };
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(calls.some((c) => c.url === 'reporting/perpetual/export/perpetualOrderHistoryRecord')).toBe(true));
    const exported = calls.find((c) => c.url === 'reporting/perpetual/export/perpetualOrderHistoryRecord');
    expect(JSON.parse(String(exported?.data))).toEqual({ accountId: 2001, status: 'filled', excelType: 'csv' });
  });

  it('opens an order’s detail with the staff who placed it and why', async () => {
    setup([]);
    await userEvent.click(await rowWith(TABLE, '7020'));
    const drawer = await screen.findByRole('dialog', { name: 'Perpetual order 7020' });
    expect(await within(drawer).findByText('mchen: Risk desk')).toBeInTheDocument();
  });
});
