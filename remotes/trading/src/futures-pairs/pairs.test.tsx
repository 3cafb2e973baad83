import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import type { FuturesPair, Gameplay } from '@console/contracts/schemas/trading-futures';
import { clickRowAction, FakeFailure, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith } from '../lists/testing';
import { signInWithCoins } from '../rounds/testing';
import GameplaysPage from './GameplaysPage';
import FuturesPairsPage from './PairsPage';

function pair(overrides: Partial<FuturesPair> = {}): FuturesPair {
  return {
    id: 3,
    coinPairId: 1,
    code: 'BTC/USDT',
    name: 'Bitcoin',
    fromCoinCode: 'BTC',
    toCoinCode: 'USDT',
    status: 1,
    displaySort: 1,
    halted: 0,
    gameplayCount: 2,
    inUse: 1,
    createDate: '2026-11-01T00:00:00.000Z',
    updateDate: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

function gameplay(overrides: Partial<Gameplay> = {}): Gameplay {
  return {
    id: 11,
    tradingPairId: 3,
    tradingPairCode: 'BTC/USDT',
    name: '60 s',
    timeInterval: 60,
    yieldRatio: '0.85',
    quantityMin: '1',
    quantityMax: '500',
    userRankLevel: 0,
    teamRankLevel: 0,
    displaySort: 1,
    status: 1,
    acceptDelayTime: 10,
    settleDelayTime: 5,
    halted: 0,
    createDate: '2026-11-01T00:00:00.000Z',
    updateDate: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

const COIN_PAIRS = [
  { id: 1, code: 'BTC/USDT', fromCoinCode: 'BTC', toCoinCode: 'USDT' },
  { id: 2, code: 'ETH/USDT', fromCoinCode: 'ETH', toCoinCode: 'USDT' },
];

function setup(permissions: string[]) {
  signInWithCoins(['futurePairs.list', 'gameplays.list', ...permissions]);
  let pairs = [pair(), pair({ id: 4, coinPairId: 2, code: 'ETH/USDT', name: 'Ether', inUse: 0, gameplayCount: 1, displaySort: 2 })];
  const api = fakeAreaApi({
    'POST futures/tradingPairList': () => pageOf(pairs),
    'POST system/tradingPair/list': () => pageOf(COIN_PAIRS),
    'POST futures/tradingPair/add': ({ body }) => {
      const b = body as { coinPairId: number; name: string; code?: string };
      const added = pair({ id: 5, coinPairId: b.coinPairId, name: b.name, code: b.code ?? 'ETH/USDT', inUse: 0, gameplayCount: 0 });
      pairs = [...pairs, added];
      return added;
    },
    'POST futures/tradingPair/edit': ({ body }) => {
      const b = body as Partial<FuturesPair> & { id: number };
      pairs = pairs.map((p) => (p.id === b.id ? { ...p, ...b } : p));
      return { ...pairs.find((p) => p.id === b.id), changes: [] };
    },
    'POST futures/tradingPairList/del/3': () =>
      new FakeFailure(409, 'Futures pair 3 is in use: it has 812 rounds and 4120 orders. Deactivate it instead.'),
    'POST futures/tradingPairList/del/4': () => {
      pairs = pairs.filter((p) => p.id !== 4);
      return { id: 4, deleted: true };
    },
  });
  const view = renderWithUi(<FuturesPairsPage />, { route: '/future/trading-pair', path: '/future/trading-pair', toaster: true });
  return { api, view };
}

/** The row of the pairs' table (or of `table`) holding `text`. */
const rowOf = (text: string, table = 'Futures trading pairs') => rowWith(table, text);

afterEach(() => session.signOut());

describe('futures pairs', () => {
  it('lists the pairs with the coin pair quoting them, their gameplays and whether rounds ran', async () => {
    setup([]);
    const btc = await rowOf('BTC/USDT');
    expect(btc).toHaveTextContent('BTC / USDT (coin pair 1)');
    expect(btc).toHaveTextContent('2 gameplays');
    expect(btc).toHaveTextContent('Yes: kept');
    expect(within(btc).getByRole('link', { name: '2 gameplays' })).toHaveAttribute('href', '/future/trading-pair/3/Bitcoin');
  });

  it('sorts by id or display order on the server, in the URL; other columns do not sort', async () => {
    const { api, view } = setup([]);
    const table = await screen.findByRole('table', { name: 'Futures trading pairs' });
    await within(table).findByText('BTC/USDT');
    expect(within(within(table).getByRole('columnheader', { name: /^Gameplays/ })).queryByRole('button')).not.toBeInTheDocument();
    expect(within(within(table).getByRole('columnheader', { name: /^ID/ })).getByRole('button')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /^Order/ }));
    await waitFor(() => expect(view.location()).toMatch(/orderBy=displaySort&orderDirection=(asc|desc)/));
    expect(api.callsTo('POST futures/tradingPairList').at(-1)?.body).toMatchObject({ orderBy: 'displaySort' });
  });

  it('adds a pair on a coin pair of the feed, with no random yield field', async () => {
    const { api } = setup(['futurePairs.add', 'coinPairs.list']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add pair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a futures pair' });
    expect(within(dialog).queryByLabelText(/random/i)).not.toBeInTheDocument();
    await within(dialog).findByRole('option', { name: 'ETH/USDT (ETH/USDT)' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Coin pair of the price feed/), 'ETH/USDT (ETH/USDT)');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Ether 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Futures pair Ether 2 added')).toBeInTheDocument();
    expect(api.callsTo('POST futures/tradingPair/add')[0].body).toEqual({ coinPairId: 2, name: 'Ether 2', displaySort: 0, status: 1 });
  });

  it('deactivates a pair after a confirmation', async () => {
    const { api } = setup(['futurePairs.edit']);
    await clickRowAction(await rowOf('BTC/USDT'), 'Deactivate');
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Bitcoin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Futures pair Bitcoin deactivated')).toBeInTheDocument();
    expect(api.callsTo('POST futures/tradingPair/edit')[0].body).toEqual({ id: 3, status: 0 });
  });

  it('deletes an unused pair, and shows the server’s refusal of a pair in use in the confirmation', async () => {
    const { api } = setup(['futurePairs.delete']);
    await clickRowAction(await rowOf('BTC/USDT'), 'Delete');
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Bitcoin?' });
    expect(dialog).toHaveTextContent('the server will refuse to delete it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Not deleted');
    expect(refusal).toHaveTextContent('Futures pair 3 is in use: it has 812 rounds and 4120 orders. Deactivate it instead.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await clickRowAction(await rowOf('ETH/USDT'), 'Delete');
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Ether?' });
    expect(dialog).toHaveTextContent('Ether and its 1 gameplay are deleted');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Futures pair Ether deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('ETH/USDT')).not.toBeInTheDocument());
    expect(api.callsTo('POST futures/tradingPairList/del/4')).toHaveLength(1);
  });
});

function setupGameplays(permissions: string[]) {
  signInWithCoins(['gameplays.list', ...permissions]);
  let gameplays = [gameplay(), gameplay({ id: 12, name: '5 min', timeInterval: 300, yieldRatio: '0.9', status: 0 })];
  const api = fakeAreaApi({
    'POST futures/gamePlay/list': () => pageOf(gameplays),
    'POST futures/gamePlay/add': ({ body }) => {
      const added = gameplay({ ...(body as Partial<Gameplay>), id: 13 });
      gameplays = [...gameplays, added];
      return added;
    },
    'POST futures/gamePlay/edit': ({ body }) => {
      const b = body as Partial<Gameplay> & { id: number };
      gameplays = gameplays.map((g) => (g.id === b.id ? { ...g, ...b } : g));
      return { ...gameplays.find((g) => g.id === b.id), changes: [] };
    },
  });
  const view = renderWithUi(<GameplaysPage />, {
    route: '/future/trading-pair/3/Bitcoin',
    path: '/future/trading-pair/:tradingPairId/:name',
    toaster: true,
  });
  return { api, view };
}

describe('gameplays of a pair', () => {
  it('lists the pair’s gameplays with interval, yield ratio in percent, stake limits in the quote coin, ranks and delays', async () => {
    const { api } = setupGameplays([]);
    expect(await screen.findByRole('heading', { name: 'Gameplays of Bitcoin' })).toBeInTheDocument();
    expect(
      screen.getByText('An edit applies from the next round: a round already open keeps the settings it opened with.'),
    ).toBeInTheDocument();
    const row = await rowOf('60 s', 'Gameplays of Bitcoin');
    expect(row).toHaveTextContent('60 seconds');
    expect(row).toHaveTextContent('85 %');
    expect(row).toHaveTextContent('1.00USDT–500.00USDT');
    expect(row).toHaveTextContent('accept 10 s · settle 5 s');
    expect(api.callsTo('POST futures/gamePlay/list')[0].body).toEqual({ pageNum: 1, pageSize: 20, tradingPairId: 3 });
  });

  it('sorts the pair’s gameplays by interval on the server, the pair kept in the request', async () => {
    const { api, view } = setupGameplays([]);
    const table = await screen.findByRole('table', { name: 'Gameplays of Bitcoin' });
    await within(table).findByText('60 s');
    await userEvent.click(within(table).getByRole('button', { name: /^Interval/ }));
    await waitFor(() => expect(view.location()).toMatch(/orderBy=timeInterval/));
    expect(api.callsTo('POST futures/gamePlay/list').at(-1)?.body).toMatchObject({ tradingPairId: 3, orderBy: 'timeInterval' });
  });

  it('adds a gameplay, refusing an accept delay as long as the interval', async () => {
    const { api } = setupGameplays(['gameplays.add']);
    await userEvent.click(await screen.findByRole('button', { name: 'Add gameplay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a gameplay to Bitcoin' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), '30 s');
    const interval = within(dialog).getByLabelText(/Interval/);
    await userEvent.clear(interval);
    await userEvent.type(interval, '30');
    const accept = within(dialog).getByLabelText(/Accept delay/);
    await userEvent.clear(accept);
    await userEvent.type(accept, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The accept delay must be shorter than the interval.')).toBeInTheDocument();
    expect(api.callsTo('POST futures/gamePlay/add')).toHaveLength(0);
    await userEvent.clear(accept);
    await userEvent.type(accept, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gameplay 30 s added')).toBeInTheDocument();
    expect(api.callsTo('POST futures/gamePlay/add')[0].body).toEqual({
      tradingPairId: 3,
      name: '30 s',
      timeInterval: 30,
      yieldRatio: '0.85',
      quantityMin: '1',
      quantityMax: '1000',
      userRankLevel: 0,
      teamRankLevel: 0,
      acceptDelayTime: 5,
      settleDelayTime: 5,
      displaySort: 0,
      status: 1,
    });
  });

  it('edits only what changed, saying that it applies from the next round', async () => {
    const { api } = setupGameplays(['gameplays.edit']);
    await clickRowAction(await rowOf('60 s', 'Gameplays of Bitcoin'), 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit 60 s of Bitcoin' });
    expect(dialog).toHaveTextContent('An edit applies from the next round');
    const ratio = within(dialog).getByLabelText(/Yield ratio/);
    await userEvent.clear(ratio);
    await userEvent.type(ratio, '0.9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Gameplay 60 s saved: it applies from the next round')).toBeInTheDocument();
    expect(api.callsTo('POST futures/gamePlay/edit')[0].body).toEqual({ id: 11, yieldRatio: '0.9' });
  });
});
