import { fakeAreaApi } from '@console/area-kit/testing';
import { http, session } from '@console/client';
import type { FuturesOrderDetail } from '@console/contracts/schemas/trading-futures';
import { pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins, testFollowingOrder } from '../lists/testing';
import FollowingOrdersPage from './Page';

const TABLE = 'Following orders';
const PATH = '/future/follow-trade-order-records/following-orders/:tabName';

/** The detail of following order 9101 as `futures/order/detail/{id}` answers it (the parts the drawer reads). */
function detailOf(): FuturesOrderDetail {
  const o = testFollowingOrder();
  return {
    order: {
      ...o,
      mobileNumber: null,
      isSales: 0,
      userRemark: null,
      parentUserId: null,
      parentUserName: null,
      agentId: 12,
      agentName: 'Agent Kim',
      agentChain: [],
      site: 'main',
      isDemo: 0,
      fundType: 1,
      coinId: 1,
      runnerStartDate: '2026-11-28T08:00:00.000Z',
      runnerEndDate: '2026-11-28T08:01:00.000Z',
      transactionDate: '2026-11-28T08:00:06.000Z',
      rebate: '0',
      taxRatio: '0',
      rebateRatio: '0',
      ip: '203.0.113.9',
      voidDate: null,
      voidOperator: null,
      voidReason: null,
      fixDate: null,
      fixOperator: null,
      fixReason: null,
      placedByStaff: null,
    },
    round: {
      id: 7001,
      result: 'long',
      openPrice: '67000.5',
      closePrice: '67010',
      startDate: '2026-11-28T08:00:00.000Z',
      endDate: '2026-11-28T08:01:00.000Z',
    } as FuturesOrderDetail['round'],
    walletChanges: [
      {
        id: 1,
        changeType: 'futures_payout',
        before: '0',
        change: '88.25',
        after: '88.25',
        operator: null,
        createDate: '2026-11-28T08:01:05.000Z',
      },
      {
        id: 2,
        changeType: 'copy_leader_fee',
        before: '88.25',
        change: '-4.25',
        after: '84',
        operator: null,
        createDate: '2026-11-28T08:01:05.000Z',
      },
    ] as FuturesOrderDetail['walletChanges'],
    copy: {
      role: 'following',
      leadingOrderId: 9001,
      leaderAccountId: 3001,
      shareId: 'S-9001',
      followCode: 'F9001',
      leaderFeeRatio: '0.1',
      userBalance: '450',
      salesId: 15,
      updateDate: '2026-11-28T08:01:05.000Z',
    },
  };
}

function setup(permissions: string[], route = '/future/follow-trade-order-records/following-orders/settled') {
  signInWithCoins(['followingOrders.list', ...permissions]);
  const api = fakeAreaApi({
    'POST follow/order/list': () => ({
      ...pageOf([testFollowingOrder()]),
      summary: [{ coinId: 1, code: 'USDT', count: 1, amount: '50', filledAmount: '50', payout: '88.25', tax: '0', leaderFee: '4.25' }],
    }),
    'GET follow/tradingPairName': () => ({ '1': { '11': 'BTCUSDT 1 min' } }),
    'GET futures/order/detail/9101': detailOf,
  });
  const view = renderWithUi(<FollowingOrdersPage />, { route, path: PATH, toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('following orders', () => {
  it('lists the tab’s copies with their follower, leading order, payout and the leader fee paid', async () => {
    const { api } = setup([]);
    const row = await rowWith(TABLE, '9101');
    expect(row).toHaveTextContent('Account #4001');
    expect(row).toHaveTextContent('#9001');
    expect(row).toHaveTextContent('88.25USDT');
    expect(row).toHaveTextContent('4.25USDT');
    expect(row).toHaveTextContent('Win');
    // The sums row, unfolded: every measure of each coin.
    expect(screen.getByLabelText('Sum of USDT')).toHaveTextContent('50.00USDT1 record');
    await userEvent.click(screen.getByRole('button', { name: 'Sums per coin' }));
    const sums = await screen.findByRole('table', { name: 'Sums per coin' });
    expect(sums).toHaveTextContent('Payout');
    expect(sums).toHaveTextContent('88.25USDT');
    expect(api.callsTo('POST follow/order/list')[0].body).toEqual({ pageNum: 1, pageSize: 20, status: 'settled' });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('filters by leading order, follower and gameplay, the filters in the address', async () => {
    const { api, view } = setup([]);
    await rowWith(TABLE, '9101');
    await userEvent.type(screen.getByLabelText('Leading order ID'), '9001');
    await userEvent.type(screen.getByLabelText('Follower account ID'), '4001');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST follow/order/list').at(-1)?.body).toMatchObject({ status: 'settled', leaderOrderId: 9001, accountId: 4001 }),
    );
    expect(view.location()).toBe('/future/follow-trade-order-records/following-orders/settled?leaderOrderId=9001&accountId=4001');
  });

  it('opens a copy’s detail: its leading order and fee terms, the follower’s balance, and the ledger’s leader fee', async () => {
    setup([]);
    await userEvent.click(await rowWith(TABLE, '9101'));
    const drawer = await screen.findByRole('dialog', { name: 'Following order 9101' });
    expect(await within(drawer).findByText('Leader fee ratio')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('Leading order#9001');
    expect(drawer).toHaveTextContent('Leader account#3001');
    expect(drawer).toHaveTextContent('10 %');
    expect(drawer).toHaveTextContent("Follower's balance after the stake450.00USDT");
    expect(drawer).toHaveTextContent('Agent#12 Agent Kim');
    expect(drawer).toHaveTextContent('Sales account#15');
    expect(drawer).toHaveTextContent('IP203.0.113.9');
    const ledger = within(drawer).getByRole('table', { name: 'Wallet changes' });
    expect(within(ledger).getByText('Leader fee paid')).toBeInTheDocument();
    expect(ledger).toHaveTextContent('-4.25USDT');
  });

  it('exports what the filters and tab match', async () => {
    setup(['followingOrders.export'], '/future/follow-trade-order-records/following-orders/settled?leaderOrderId=9001');
    await screen.findByRole('table', { name: TABLE });
    const calls: { url?: string; data?: unknown }[] = [];
    http.defaults.adapter = async (config) => {
      calls.push({ url: config.url, data: config.data });
      return { data: new Blob(['id\n9101\n']), status: 200, statusText: 'OK', headers: { 'content-type': 'text/csv' }, config };
    };
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Excel/ }));
    await waitFor(() => expect(calls.some((c) => c.url === 'reporting/futures/export/futuresFollowingRecord')).toBe(true));
    const exported = calls.find((c) => c.url === 'reporting/futures/export/futuresFollowingRecord');
    expect(JSON.parse(String(exported?.data))).toEqual({ leaderOrderId: 9001, status: 'settled', excelType: 'xlsx' });
  });
});
