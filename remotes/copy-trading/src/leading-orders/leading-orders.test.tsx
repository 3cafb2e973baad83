import { fakeAreaApi } from '@console/area-kit/testing';
import { http, session } from '@console/client';
import type { FollowInit, LeadingOrder } from '@console/contracts/schemas/copy-trading';
import { clickRowAction, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins, testLeadingOrder } from '../lists/testing';
import LeadingOrdersPage from './Page';

const TABLE = 'Leading orders';
const PATH = '/future/follow-trade-order-records/leading-orders/:tabName';

const INIT: FollowInit = {
  leaders: [{ accountId: 3001, email: 'leader@example.com', leaderFeeRatio: '0.1', followers: 5, balance: '1000' }],
  pairs: [{ id: 1, code: 'BTCUSDT', name: 'BTC/USDT' }],
  gameplays: [{ id: 11, tradingPairId: 1, name: '1 min', timeInterval: 60, yieldRatio: '0.85', quantityMin: '10', quantityMax: '5000' }],
  rounds: [
    {
      id: 7002,
      tradingPairId: 1,
      gameplayId: 11,
      startDate: '2026-11-28T08:01:00.000Z',
      lockDate: '2026-11-28T08:01:50.000Z',
      endDate: '2026-11-28T08:02:00.000Z',
    },
  ],
};

function setup(permissions: string[], route = '/future/follow-trade-order-records/leading-orders/open') {
  signInWithCoins(['leadingOrders.list', ...permissions]);
  let orders: LeadingOrder[] = [testLeadingOrder()];
  const api = fakeAreaApi({
    'POST follow/list': () => ({
      ...pageOf(orders),
      summary: [{ coinId: 1, code: 'USDT', count: 1, amount: '100', filledAmount: '100', followedAmount: '250', leaderFee: '0' }],
    }),
    'GET follow/tradingPairName': () => ({ '1': { '11': 'BTCUSDT 1 min' } }),
    'GET follow/init': () => INIT,
    'POST follow/add': () => {
      const placed = testLeadingOrder({ id: 9002, runnerId: 7002, fanOut: { ...testLeadingOrder().fanOut, copied: 4, skipped: 1 } });
      orders = [placed, ...orders];
      return { leadingOrder: placed, skips: [] };
    },
    'POST follow/permissionsType/edit': ({ body }) => {
      const { permissionsType } = body as { permissionsType: LeadingOrder['permissionsType'] };
      orders = orders.map((o) => ({ ...o, permissionsType }));
      return { leadingOrder: orders[0], change: { from: 'everyone', to: permissionsType } };
    },
    'POST follow/skip/list': () =>
      pageOf([
        {
          id: 1,
          leadingOrderId: 9001,
          accountId: 4005,
          email: 'poor@example.com',
          reason: 'balance',
          source: 'fanout',
          amount: '50',
          detail: 'futures wallet holds 12.5',
          createDate: '2026-11-28T08:00:05.000Z',
        },
      ]),
  });
  const view = renderWithUi(<LeadingOrdersPage />, { route, path: PATH, toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('leading orders', () => {
  it('lists the tab’s leading orders with their followers, followed amount and who may follow; no action without its permission', async () => {
    const { api } = setup([]);
    const row = await rowWith(TABLE, '9001');
    expect(row).toHaveTextContent('Account #3001');
    expect(row).toHaveTextContent('BTCUSDT');
    expect(row).toHaveTextContent('of 5 targeted');
    expect(row).toHaveTextContent('250.00USDT');
    expect(row).toHaveTextContent('Everyone');
    // The sums row: folded, each coin's stake and count.
    expect(screen.getByLabelText('Sum of USDT')).toHaveTextContent('100.00USDT1 record');
    expect(screen.getByRole('tab', { name: 'Open', selected: true })).toBeInTheDocument();
    expect(api.callsTo('POST follow/list')[0].body).toEqual({ pageNum: 1, pageSize: 20, status: 'open' });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add leading order' })).not.toBeInTheDocument();
  });

  it('filters by leader and switches tab, the status kept in every request and the filters in the address', async () => {
    const { api, view } = setup([]);
    await rowWith(TABLE, '9001');
    await userEvent.type(screen.getByLabelText('Leader account ID'), '3001');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.location()).toBe('/future/follow-trade-order-records/leading-orders/open?accountId=3001'));
    await userEvent.click(screen.getByRole('tab', { name: 'Settled' }));
    await waitFor(() => expect(api.callsTo('POST follow/list').at(-1)?.body).toMatchObject({ status: 'settled', accountId: 3001 }));
  });

  it('shows an order’s fan-out: followers targeted, copied, skipped per reason with each skipped follower, and how long the copies took', async () => {
    setup([]);
    await userEvent.click(await rowWith(TABLE, '9001'));
    const drawer = await screen.findByRole('dialog', { name: 'Leading order 9001' });
    const fanOut = within(drawer).getByTestId('fan-out');
    expect(fanOut).toHaveTextContent('Targeted5');
    expect(fanOut).toHaveTextContent('Copied3');
    expect(fanOut).toHaveTextContent('Skipped2');
    expect(fanOut).toHaveTextContent('Copies took2.4 s');
    expect(fanOut).toHaveTextContent('Balance too low: 1');
    expect(fanOut).toHaveTextContent('On the block list: 1');
    const skipped = await within(drawer).findByRole('table', { name: 'Skipped followers' });
    expect(await within(skipped).findByText('futures wallet holds 12.5')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Invite list (2)' })).toHaveAttribute(
      'href',
      '/future/follow-trade-order-records/invite/user/9001',
    );
  });

  it('adds a leading order for a leader in a round that takes orders, after checking the form, then toasts and refreshes', async () => {
    const { api } = setup(['leadingOrders.add']);
    await rowWith(TABLE, '9001');
    await userEvent.click(screen.getByRole('button', { name: 'Add leading order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a leading order' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place the order' }));
    expect((await within(dialog).findAllByText('This field is required.')).length).toBe(5);
    expect(api.callsTo('POST follow/add')).toHaveLength(0);

    await userEvent.selectOptions(await within(dialog).findByLabelText(/Leader account/), '3001');
    expect(within(dialog).getByText(/Leader fee 10 % · 5 followers/)).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Pair/), '1');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Gameplay/), '11');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Round/), '7002');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Direction/), 'short');
    await userEvent.type(within(dialog).getByLabelText(/^Stake/), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Place the order' }));

    expect(await screen.findByText('Leading order 9002 placed in round #7002: 4 followers copied, 1 skipped')).toBeInTheDocument();
    expect(api.callsTo('POST follow/add')[0].body).toEqual({
      accountId: 3001,
      runnerId: 7002,
      direction: 'short',
      amount: '120',
      permissionsType: 'everyone',
      inviteAccountIds: [],
      blockAccountIds: [],
    });
    expect(await rowWith(TABLE, '9002')).toBeInTheDocument();
  });

  it('changes who may follow an order, with its edit permission', async () => {
    const { api } = setup(['leadingOrders.edit']);
    await clickRowAction(await rowWith(TABLE, '9001'), 'Change who may follow');
    const dialog = await screen.findByRole('dialog', { name: 'Who may follow leading order 9001' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Who may follow/), 'invited');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Who may follow leading order 9001 changed')).toBeInTheDocument();
    expect(api.callsTo('POST follow/permissionsType/edit')[0].body).toEqual({ detailId: 9001, permissionsType: 'invited' });
    await waitFor(async () => expect(await rowWith(TABLE, '9001')).toHaveTextContent('Invited accounts only'));
  });

  it('opens the order’s block list from its row', async () => {
    const { view } = setup([]);
    await clickRowAction(await rowWith(TABLE, '9001'), 'Block list');
    await waitFor(() => expect(view.location()).toBe('/future/follow-trade-order-records/block/user/9001'));
  });

  it('exports what the filters and tab match', async () => {
    setup(['leadingOrders.export'], '/future/follow-trade-order-records/leading-orders/settled?accountId=3001');
    await screen.findByRole('table', { name: TABLE });
    const calls: { url?: string; data?: unknown }[] = [];
    http.defaults.adapter = async (config) => {
      calls.push({ url: config.url, data: config.data });
      return { data: new Blob(['id\n9001\n']), status: 200, statusText: 'OK', headers: { 'content-type': 'text/csv' }, config };
    };
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(calls.some((c) => c.url === 'reporting/futures/export/futuresLeadingRecord')).toBe(true));
    const exported = calls.find((c) => c.url === 'reporting/futures/export/futuresLeadingRecord');
    expect(JSON.parse(String(exported?.data))).toEqual({ accountId: 3001, status: 'settled', excelType: 'csv' });
  });
});
