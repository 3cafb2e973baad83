import { session } from '@console/client';
import type { CoinPair } from '@console/contracts/schemas/trading-coins';
import { fakeAreaApi } from '@console/area-kit/testing';
import { clickRowAction, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseImage, formFields, pngFile, rowWith, signInWithCoins } from '../lists/testing';
import CoinPairsPage from './Page';

function pair(overrides: Partial<CoinPair> = {}): CoinPair {
  return {
    id: 4,
    code: 'BTCUSDT',
    name: 'BTC/USDT',
    logoUrl: '/api/files/btc.png',
    fromCoinId: 2,
    fromCoinCode: 'BTC',
    toCoinId: 1,
    toCoinCode: 'USDT',
    display: 1,
    activation: 1,
    transferType: 1,
    isMarketClose: 0,
    closeStartTime: null,
    closeEndTime: null,
    decimalPoint: 2,
    pointStart: 0,
    pointEnd: 2,
    sort: 1,
    marketOpen: true,
    lastPrice: '64210.123456',
    lastTickTime: '2026-03-02T08:00:00.000Z',
    createTime: '2026-03-01T08:00:00.000Z',
    updateTime: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

function setup(permissions: string[]) {
  signInWithCoins(['coinPairs.list', ...permissions]);
  const pairs = [
    pair(),
    pair({
      id: 5,
      code: 'XAUUSDT',
      name: 'Gold',
      transferType: 2,
      isMarketClose: 1,
      closeStartTime: '21:00:00',
      closeEndTime: '22:00:00',
      marketOpen: false,
      lastPrice: null,
      lastTickTime: null,
    }),
  ];
  const api = fakeAreaApi({
    'POST system/tradingPair/list': () => pageOf(pairs),
    'POST system/tradingPair/add': ({ body }) => pair({ id: 9, code: formFields(body).code }),
    'POST system/tradingPair/edit': ({ body }) => pair({ activation: Number(formFields(body).activation) }),
  });
  renderWithUi(<CoinPairsPage />, { route: '/coins/trading-pair', toaster: true });
  return { api };
}

afterEach(() => session.signOut());

describe('coin pairs', () => {
  it('lists pairs with the last recorded price in the pair decimals and whether the market is open', async () => {
    setup([]);
    const btc = await rowWith('Coin pairs', 'BTCUSDT');
    expect(btc).toHaveTextContent('64,210.12');
    expect(btc).toHaveTextContent('USDT');
    expect(btc).toHaveTextContent('Open');
    const gold = await rowWith('Coin pairs', 'XAUUSDT');
    expect(gold).toHaveTextContent('No price recorded yet');
    expect(gold).toHaveTextContent('Closed');
    expect(gold).toHaveTextContent('Closed daily 21:00–22:00 UTC');
    expect(screen.queryByRole('button', { name: 'Add coin pair' })).not.toBeInTheDocument();
  });

  it('adds a pair with its logo, close hours and point range, checking the range first', async () => {
    const { api } = setup(['coinPairs.add']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add coin pair' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add a coin pair' });
    await userEvent.type(within(drawer).getByLabelText(/^Code/), 'ethusdt');
    await userEvent.type(within(drawer).getByLabelText(/^Coins/), 'eth/usdt');
    await userEvent.type(within(drawer).getByLabelText(/^Name/), 'ETH/USDT');
    await userEvent.click(within(drawer).getByText('Market closes daily'));
    await userEvent.type(within(drawer).getByLabelText(/^Closes at/), '21:00');
    await userEvent.type(within(drawer).getByLabelText(/^Opens again at/), '22:30');
    const pointEnd = within(drawer).getByLabelText(/^Point range to/);
    await userEvent.clear(pointEnd);
    await userEvent.type(pointEnd, '4');
    chooseImage(drawer, 'logo', pngFile('eth.png'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Must not be above the decimal point.')).toBeInTheDocument();
    expect(api.callsTo('POST system/tradingPair/add')).toHaveLength(0);

    await userEvent.clear(pointEnd);
    await userEvent.type(pointEnd, '2');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Coin pair ETHUSDT was added')).toBeInTheDocument();
    expect(formFields(api.callsTo('POST system/tradingPair/add')[0].body)).toEqual({
      code: 'ETHUSDT',
      tradingPair: 'ETH/USDT',
      name: 'ETH/USDT',
      transferType: '1',
      isMarketClose: '1',
      closeStartTime: '21:00',
      closeEndTime: '22:30',
      decimalPoint: '2',
      pointStart: '0',
      pointEnd: '2',
      activation: '1',
      display: '1',
      logo: 'file:eth.png',
    });
  });

  it('deactivates a pair after a confirmation naming it, keeping its other settings', async () => {
    const { api } = setup(['coinPairs.edit']);
    await clickRowAction(await rowWith('Coin pairs', 'BTCUSDT'), 'Deactivate');
    const confirm = await screen.findByRole('alertdialog', { name: 'Deactivate BTCUSDT' });
    expect(confirm).toHaveTextContent('The feed stops quoting it');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Coin pair BTCUSDT was deactivated')).toBeInTheDocument();
    expect(formFields(api.callsTo('POST system/tradingPair/edit')[0].body)).toEqual({
      id: '4',
      name: 'BTC/USDT',
      transferType: '1',
      isMarketClose: '0',
      decimalPoint: '2',
      pointStart: '0',
      pointEnd: '2',
      sort: '1',
      activation: '0',
      display: '1',
    });
  });
});
