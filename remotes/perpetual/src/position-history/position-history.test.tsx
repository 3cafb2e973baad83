import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import { pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins, testOrder, testPositionHistory } from '../lists/testing';
import PositionHistoryPage from './Page';

const TABLE = 'Position history';

function setup(permissions: string[], route = '/perpetual/position-history/closed') {
  signInWithCoins(['perpetualPositionHistory.list', ...permissions]);
  const api = fakeAreaApi({
    'POST perpetual/position/history/list': ({ body }) => {
      const { status } = body as { status: string };
      return pageOf(
        status === 'liquidated'
          ? [testPositionHistory({ id: 402, status: 'liquidated', closeReason: 'liquidation', exitPrice: '59730', pnl: '-66' })]
          : [testPositionHistory()],
      );
    },
    // Position 401 in another quote coin: every amount of its page is in the record's coin, not an assumed USDT.
    'GET perpetual/position/401': () => ({
      record: testPositionHistory({ coin: 'USDC' }),
      open: null,
      orders: [
        testOrder({ id: 7101, category: 'market', status: 'filled', executedQuantity: '10', executedPrice: '68000', coin: 'USDC' }),
        testOrder({ id: 7102, category: 'market', status: 'filled', closePosition: 1, closeReason: 'user', pnl: '9.5', coin: 'USDC' }),
      ],
      walletChanges: [
        {
          id: 1,
          changeType: 'perpetual_margin',
          operator: null,
          before: '1000',
          change: '-136',
          after: '864',
          createDate: '2026-11-18T08:00:00.000Z',
          orderId: 7101,
        },
        {
          id: 2,
          changeType: 'perpetual_profit',
          operator: null,
          before: '1000',
          change: '10',
          after: '1010',
          createDate: '2026-11-19T08:00:00.000Z',
          orderId: 7102,
        },
      ],
    }),
  });
  const view = renderWithUi(<PositionHistoryPage />, { route, path: '/perpetual/position-history/:tabName', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('position history', () => {
  it('lists closed positions with entry and exit at recorded prices, realised profit, fees and sizes', async () => {
    setup(['perpetualPositionHistory.export']);
    const row = await rowWith(TABLE, '401');
    expect(row).toHaveTextContent('68,000');
    expect(row).toHaveTextContent('67,000');
    expect(row).toHaveTextContent('tick #87001');
    expect(row).toHaveTextContent('10.00USDT');
    expect(row).toHaveTextContent('0.70USDT');
    expect(row).toHaveTextContent('By the user');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('shows the liquidated positions in their own tab, sorted by close time on the server', async () => {
    const { api, view } = setup([], '/perpetual/position-history/liquidated');
    const row = await rowWith(TABLE, '402');
    expect(row).toHaveTextContent('Liquidated');
    expect(row).toHaveTextContent('-66.00USDT');
    const table = screen.getByRole('table', { name: TABLE });
    await userEvent.click(within(table).getByRole('button', { name: /^Closed/ }));
    await waitFor(() => expect(view.location()).toMatch(/orderBy=closedTime/));
    expect(api.callsTo('POST perpetual/position/history/list').at(-1)?.body).toMatchObject({ status: 'liquidated', orderBy: 'closedTime' });
  });

  it("opens a position's page from its row: its figures, its orders and each wallet change, in its coin", async () => {
    const { api } = setup([]);
    await userEvent.click(await rowWith(TABLE, '401'));
    const drawer = await screen.findByRole('dialog', { name: 'Position 401' });
    expect(await within(drawer).findByText('Realised profit (before fees)')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('10USDC');
    const orders = within(drawer).getByRole('table', { name: 'Its orders' });
    expect(within(orders).getAllByRole('row')).toHaveLength(3);
    expect(orders).toHaveTextContent('9.5USDC');
    const changes = within(drawer).getByRole('table', { name: 'Wallet changes' });
    expect(changes).toHaveTextContent('Perpetual margin');
    expect(changes).toHaveTextContent('-136USDC');
    expect(changes).toHaveTextContent('Perpetual realised profit');
    expect(api.callsTo('GET perpetual/position/401')).toHaveLength(1);
  });

  it('opens the first tab for an unknown one', async () => {
    const { view } = setup([], '/perpetual/position-history/nothing');
    await waitFor(() => expect(view.location()).toBe('/perpetual/position-history/closed'));
  });
});
