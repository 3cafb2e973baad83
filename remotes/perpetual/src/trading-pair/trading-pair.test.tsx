import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import type { PerpetualPair } from '@console/contracts/schemas/perpetual';
import { clickRowAction, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins, testPair } from '../lists/testing';
import TradingPairPage from './Page';

const COIN_PAIRS = [
  { id: 1, code: 'BTC/USDT', fromCoinCode: 'BTC', toCoinCode: 'USDT' },
  { id: 2, code: 'ETH/USDT', fromCoinCode: 'ETH', toCoinCode: 'USDT' },
];

function setup(permissions: string[]) {
  signInWithCoins(['perpetualPairs.list', ...permissions]);
  let pairs = [
    testPair(),
    testPair({
      id: 2,
      tradingPairId: 2,
      tradingPairName: 'ETH/USDT',
      name: 'ETHUSDT',
      markPrice: null,
      markTickId: null,
      tickAt: null,
      openPositions: 0,
    }),
  ];
  const api = fakeAreaApi({
    'POST perpetual/trading-pair/list': () => pageOf(pairs),
    'POST system/tradingPair/list': () => pageOf(COIN_PAIRS),
    'POST perpetual/trading-pair': ({ body }) => {
      const added = testPair({ ...(body as Partial<PerpetualPair>), id: 3, openPositions: 0 });
      pairs = [...pairs, added];
      return added;
    },
    'PATCH perpetual/trading-pair/1': ({ body }) => {
      const before = pairs[0];
      const after = { ...before, ...(body as Partial<PerpetualPair>) };
      pairs = [after, ...pairs.slice(1)];
      const changes = Object.entries(body as Record<string, unknown>).map(([field, to]) => ({
        field,
        from: String(before[field as keyof PerpetualPair]),
        to: String(to),
      }));
      return { ...after, changes };
    },
  });
  const view = renderWithUi(<TradingPairPage />, { route: '/perpetual/trading-pair', toaster: true });
  return { api, view };
}

const rowOf = (text: string) => rowWith('Perpetual trading pairs', text);

afterEach(() => session.signOut());

describe('perpetual pairs', () => {
  it('lists each pair with its coin pair, recorded mark and its age, contract size, limits and switches', async () => {
    setup([]);
    const btc = await rowOf('BTCUSDT');
    expect(btc).toHaveTextContent('BTC/USDT (coin pair 1)');
    expect(btc).toHaveTextContent('67,000.5');
    expect(btc).toHaveTextContent(/tick #90001 · \d+ s ago/);
    expect(btc).toHaveTextContent('0.001');
    expect(btc).toHaveTextContent('1 – 10000');
    expect(btc).toHaveTextContent('± 5 %');
    expect(btc).toHaveTextContent('Trading');
    expect(btc).toHaveTextContent('Shown');
    expect(await rowOf('ETHUSDT')).toHaveTextContent('No recorded price');
    // Reading only: no add button and no row actions.
    expect(screen.queryByRole('button', { name: 'Add pair' })).not.toBeInTheDocument();
    expect(within(btc).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
  });

  it('adds a pair only with every required field, refusing a minimum above the maximum', async () => {
    const { api } = setup(['perpetualPairs.add', 'coinPairs.list']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add pair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a perpetual pair' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // Each required field of the spec says so: coin pair, name, contract size, range, quantities and decimals.
    await waitFor(() => expect(within(dialog).getAllByText('This field is required.')).toHaveLength(7));
    expect(api.callsTo('POST perpetual/trading-pair')).toHaveLength(0);

    await within(dialog).findByRole('option', { name: 'ETH/USDT' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Coin pair of the price feed/), 'ETH/USDT');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'ETHUSDT perpetual');
    await userEvent.type(within(dialog).getByLabelText(/^Contract size/), '0.01');
    await userEvent.type(within(dialog).getByLabelText(/^Order book price range/), '0.05');
    await userEvent.type(within(dialog).getByLabelText(/^Minimum quantity/), '500');
    await userEvent.type(within(dialog).getByLabelText(/^Maximum quantity/), '100');
    await userEvent.type(within(dialog).getByLabelText(/^Quantity decimals/), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a number greater than zero and not above the maximum quantity.')).toBeInTheDocument();
    expect(api.callsTo('POST perpetual/trading-pair')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/^Minimum quantity/));
    await userEvent.type(within(dialog).getByLabelText(/^Minimum quantity/), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Perpetual pair ETHUSDT perpetual added')).toBeInTheDocument();
    expect(api.callsTo('POST perpetual/trading-pair')[0].body).toEqual({
      tradingPairId: 2,
      name: 'ETHUSDT perpetual',
      multiplier: '0.01',
      orderBookPriceRange: '0.05',
      quantityPrecision: 0,
      quantityMin: '1',
      quantityMax: '100',
      displaySort: 0,
      status: 1,
      displaySwitch: 1,
    });
  });

  it('edits only what changed and says what changed', async () => {
    const { api } = setup(['perpetualPairs.edit']);
    await clickRowAction(await rowOf('BTCUSDT'), 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit BTCUSDT' });
    // The pair has open positions: its coin pair stays.
    expect(within(dialog).getByLabelText(/Coin pair ID/)).toBeDisabled();
    const max = within(dialog).getByLabelText(/^Maximum quantity/);
    await userEvent.clear(max);
    await userEvent.type(max, '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('BTCUSDT saved: Maximum quantity: 10000 → 5000')).toBeInTheDocument();
    expect(api.callsTo('PATCH perpetual/trading-pair/1')[0].body).toEqual({ quantityMax: '5000' });
  });

  it('halts trading of a pair after a confirmation naming its open positions', async () => {
    const { api } = setup(['perpetualPairs.edit']);
    await clickRowAction(await rowOf('BTCUSDT'), 'Halt trading');
    const dialog = await screen.findByRole('alertdialog', { name: 'Halt trading of BTCUSDT?' });
    expect(dialog).toHaveTextContent('Its 12 open positions keep being marked to the feed and can still be closed.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Halt trading' }));
    expect(await screen.findByText('Trading of BTCUSDT halted')).toBeInTheDocument();
    expect(api.callsTo('PATCH perpetual/trading-pair/1')[0].body).toEqual({ status: 0 });
    await waitFor(async () => expect(await rowOf('BTCUSDT')).toHaveTextContent('Halted'));
  });

  it('hides a pair in the client app without touching its trading', async () => {
    const { api } = setup(['perpetualPairs.edit']);
    await clickRowAction(await rowOf('BTCUSDT'), 'Hide in the client app');
    const dialog = await screen.findByRole('alertdialog', { name: 'Hide BTCUSDT in the client app?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('BTCUSDT is hidden in the client app')).toBeInTheDocument();
    expect(api.callsTo('PATCH perpetual/trading-pair/1')[0].body).toEqual({ displaySwitch: 0 });
  });
});
