import { session } from '@console/client';
import type { CoinPair } from '@console/contracts/schemas/trading-coins';
import type { ConvertOrder, ConvertPair } from '@console/contracts/schemas/trading-convert';
import { fakeAreaApi } from '@console/area-kit/testing';
import { clickRowAction, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins } from '../lists/testing';
import ConvertOrdersPage from './OrdersPage';
import ConvertPairsPage from './PairsPage';

function convertPair(overrides: Partial<ConvertPair> = {}): ConvertPair {
  return {
    id: 3,
    tradingPairId: 4,
    tradingPairCode: 'BTCUSDT',
    name: 'BTC/USDT',
    code: 'BTCUSDT',
    logo: null,
    fromCoinId: 2,
    fromCoinCode: 'BTC',
    toCoinId: 1,
    toCoinCode: 'USDT',
    activation: 1,
    tradable: true,
    spread: '0.5',
    buyMinAmount: '10',
    buyMaxAmount: null,
    sellMinAmount: '0.0001',
    sellMaxAmount: '2.5',
    sort: 1,
    quote: {
      tickId: 7781,
      tickTime: '2026-03-02T08:00:00.000Z',
      feedPrice: '64000',
      buyPrice: '64320',
      sellPrice: '63680',
      fresh: true,
      validUntil: '2026-03-02T08:00:10.000Z',
    },
    quoteValiditySeconds: 10,
    createDate: '2026-03-01T08:00:00.000Z',
    updateDate: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

const coinPair = { id: 6, code: 'ETHUSDT', fromCoinCode: 'ETH', toCoinCode: 'USDT' } as CoinPair;

function order(overrides: Partial<ConvertOrder> = {}): ConvertOrder {
  return {
    id: 501,
    accountId: 1001,
    email: 'minh.tran@example.com',
    convertPairId: 3,
    pairName: 'BTC/USDT',
    direction: 1,
    fromCoinCode: 'USDT',
    toCoinCode: 'BTC',
    walletType: 1,
    amount: '150.456',
    price: '64320',
    feedPrice: '64000',
    spread: '0.5',
    tickId: 7781,
    tickTime: '2026-03-02T08:00:00.000Z',
    realAmount: '0.002339179104477611',
    ip: '10.0.0.8',
    createDate: '2026-03-02T08:00:01.000Z',
    ...overrides,
  };
}

afterEach(() => session.signOut());

describe('convert pairs', () => {
  function setup(permissions: string[]) {
    signInWithCoins(['convertPairs.list', ...permissions]);
    const api = fakeAreaApi({
      'POST convert/list': () =>
        pageOf([
          convertPair(),
          convertPair({
            id: 8,
            name: 'ETH/USDT',
            tradingPairCode: 'ETHUSDT',
            fromCoinCode: 'ETH',
            tradable: false,
            quote: { ...convertPair().quote!, fresh: false },
          }),
        ]),
      'POST system/tradingPair/list': () => pageOf([coinPair]),
      'POST convert/add': ({ body }) => convertPair({ id: 9, name: 'ETH/USDT', ...(body as object) }),
      'POST convert/edit': ({ body }) => convertPair(body as Partial<ConvertPair>),
    });
    renderWithUi(<ConvertPairsPage />, { route: '/convert/trading-pairs', toaster: true });
    return { api };
  }

  it('shows the spread, the limits in the coin each side pays, and the price a user would get now', async () => {
    setup([]);
    const btc = await rowWith('Convert pairs', 'BTC/USDT');
    expect(btc).toHaveTextContent('0.5 %');
    expect(btc).toHaveTextContent('10.00USDT');
    expect(btc).toHaveTextContent('no maximum');
    expect(btc).toHaveTextContent('2.50000000BTC');
    expect(btc).toHaveTextContent('Buy64,320USDT');
    expect(btc).toHaveTextContent('Sell63,680USDT');
    expect(btc).toHaveTextContent('Feed (tick #7781)64,000USDT');
    expect(btc).toHaveTextContent('Valid');
    const eth = await rowWith('Convert pairs', 'ETH/USDT');
    expect(eth).toHaveTextContent('Older than 10 s: orders refused');
    expect(eth).toHaveTextContent('Not tradable now');
    expect(screen.queryByRole('button', { name: 'Add convert pair' })).not.toBeInTheDocument();
  });

  it('adds a pair on a coin pair with its spread and limits', async () => {
    const { api } = setup(['convertPairs.add', 'coinPairs.list']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add convert pair' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add a convert pair' });
    await userEvent.selectOptions(await within(drawer).findByLabelText(/^Coin pair/), '6');
    const spread = within(drawer).getByLabelText(/^Spread/);
    await userEvent.clear(spread);
    await userEvent.type(spread, '0.25');
    expect(within(drawer).getByLabelText(/^Buy minimum \(USDT\)/)).toBeInTheDocument();
    const sellMin = within(drawer).getByLabelText(/^Sell minimum \(ETH\)/);
    await userEvent.clear(sellMin);
    await userEvent.type(sellMin, '0.01');
    await userEvent.type(within(drawer).getByLabelText(/^Sell maximum/), '0.001');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Must not be below the minimum.')).toBeInTheDocument();
    await userEvent.clear(within(drawer).getByLabelText(/^Sell maximum/));
    await userEvent.type(within(drawer).getByLabelText(/^Sell maximum/), '50');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Convert pair ETH/USDT was added')).toBeInTheDocument();
    expect(api.callsTo('POST convert/add')[0].body).toEqual({
      tradingPairId: 6,
      spread: '0.25',
      buyMinAmount: '0',
      buyMaxAmount: null,
      sellMinAmount: '0.01',
      sellMaxAmount: '50',
      activation: 1,
    });
  });

  it('deactivates a pair after a confirmation naming it', async () => {
    const { api } = setup(['convertPairs.edit']);
    await clickRowAction(await rowWith('Convert pairs', 'BTC/USDT'), 'Deactivate');
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate BTC/USDT' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Convert pair BTC/USDT was deactivated')).toBeInTheDocument();
    expect(api.callsTo('POST convert/edit')[0].body).toEqual({ id: 3, activation: 0 });
  });
});

describe('convert orders', () => {
  it('lists the orders of a direction tab with amounts in each coin decimals, filters them and exports', async () => {
    signInWithCoins(['convertOrders.list', 'convertOrders.export']);
    const api = fakeAreaApi({ 'POST convert/record/list': () => pageOf([order()]) });
    const view = renderWithUi(<ConvertOrdersPage />, { route: '/convert/order/buy', path: '/convert/order/:tabName', toaster: true });
    const row = await rowWith('Convert orders', 'minh.tran@example.com');
    expect(row).toHaveTextContent('150.46USDT');
    expect(row).toHaveTextContent('0.00233918BTC');
    expect(row).toHaveTextContent('feed 64,000, spread 0.5 %');
    expect(row).toHaveTextContent('#7781');
    await waitFor(() => expect(api.callsTo('POST convert/record/list').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, direction: 1 }));

    await userEvent.type(screen.getByLabelText('User ID'), '1001');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('POST convert/record/list').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, accountId: 1001, direction: 1 }),
    );
    expect(view.location()).toBe('/convert/order/buy?accountId=1001');
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Sell' }));
    await waitFor(() => expect(view.location()).toBe('/convert/order/sell?accountId=1001'));
  });
});
