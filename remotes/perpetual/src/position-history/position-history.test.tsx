import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import { pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins, testPositionHistory } from '../lists/testing';
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

  it('opens the first tab for an unknown one', async () => {
    const { view } = setup([], '/perpetual/position-history/nothing');
    await waitFor(() => expect(view.location()).toBe('/perpetual/position-history/closed'));
  });
});
