import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import type { PerpetualCloseOrder, PerpetualPosition } from '@console/contracts/schemas/perpetual';
import { clickRowAction, FakeFailure, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins, testPositionHistory, testPosition, tickAt } from '../lists/testing';
import ExistingPositionPage from './Page';

const TABLE = 'Existing positions';
const SHORT = testPosition({
  id: 502,
  accountId: 2002,
  accountName: null,
  userRemark: null,
  direction: 'short',
  size: '4',
  openPrice: '68000',
  margin: '54.4',
  leverage: 5,
  profit: '3.998',
  warning: 1,
  marginRatio: '0.85',
});

function closeResult(body: PerpetualCloseOrder, position: PerpetualPosition) {
  return {
    outcome: body.amount === position.size ? 'closed' : 'partially_closed',
    positionId: position.id,
    order: null,
    markPrice: '67001',
    tickId: 90002,
    tickAt: tickAt(0),
    closedQuantity: body.amount,
    realisedPnl: '10.01',
    fee: '0.01',
    credited: '76',
    position: testPositionHistory({ id: position.id }),
  };
}

function setup(permissions: string[], routes: Parameters<typeof fakeAreaApi>[0] = {}) {
  signInWithCoins(['perpetualPositions.list', ...permissions]);
  let reads = 0;
  const api = fakeAreaApi({
    // The feed moves between two reads: the second read marks the long higher.
    'POST perpetual/position/list': () => {
      reads += 1;
      const long =
        reads === 1 ? testPosition() : testPosition({ markPrice: '67500', markTickId: 90003, profit: '15', marginRatio: '0.0412' });
      return pageOf([long, SHORT]);
    },
    'POST perpetual/order': ({ body }) => closeResult(body as PerpetualCloseOrder, testPosition()),
    ...routes,
  });
  const view = renderWithUi(<ExistingPositionPage />, { route: '/perpetual/existing-position', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('existing positions', () => {
  it('shows every column of the spec and the marks the figures are read at', async () => {
    setup([]);
    const table = await screen.findByRole('table', { name: TABLE });
    for (const header of ['ID', 'User', 'Pair', 'Direction', 'Leverage', 'Size', 'Open price', 'Mark price', 'Liquidation price']) {
      expect(within(table).getAllByRole('columnheader', { name: new RegExp(`^${header}`) }).length).toBeGreaterThan(0);
    }
    for (const header of [
      'Break-even price',
      'Margin',
      'Margin ratio',
      'Unrealised profit',
      'Take profit / stop loss',
      'Warning',
      'Funds',
    ]) {
      expect(within(table).getAllByRole('columnheader', { name: new RegExp(`^${header}`) }).length).toBeGreaterThan(0);
    }
    const long = await rowWith(TABLE, '501');
    expect(long).toHaveTextContent('User #2001');
    expect(long).toHaveTextContent('lena@example.com');
    expect(long).toHaveTextContent('BTCUSDT');
    expect(long).toHaveTextContent('Long');
    expect(long).toHaveTextContent('10×');
    expect(long).toHaveTextContent('10contracts');
    expect(long).toHaveTextContent(/tick #90001/);
    expect(long).toHaveTextContent('59,730');
    expect(long).toHaveTextContent('7,270.5');
    expect(long).toHaveTextContent('10.85 %');
    expect(long).toHaveTextContent('4.38 %');
    expect(long).toHaveTextContent('SL 60000');
    expect(await rowWith(TABLE, '502')).toHaveTextContent('Over the warning threshold');
  });

  it('follows the feed without a reload: mark, profit and margin ratio move in place', async () => {
    const { api } = setup([]);
    const long = await rowWith(TABLE, '501');
    expect(long).toHaveTextContent('67,000.5');
    await waitFor(() => expect(screen.getByText('67,500')).toBeInTheDocument(), { timeout: 6000 });
    const moved = await rowWith(TABLE, '501');
    expect(moved).toHaveTextContent('tick #90003');
    expect(moved).toHaveTextContent('15.00USDT');
    expect(moved).toHaveTextContent('4.12 %');
    expect(api.callsTo('POST perpetual/position/list').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Live: the marks are read again every 2 s.');
  });

  it("opens a position's page from its row: live at the mark while open, with its wallet changes", async () => {
    setup([], {
      'GET perpetual/position/501': () => ({
        record: testPositionHistory({ id: 501, status: 'open', closeReason: null, closedTime: null }),
        open: testPosition(),
        orders: [],
        walletChanges: [],
      }),
    });
    await clickRowAction(await rowWith(TABLE, '501'), 'View');
    const drawer = await screen.findByRole('dialog', { name: 'Position 501' });
    expect(await within(drawer).findByText('At the mark (live)')).toBeInTheDocument();
    expect(drawer).toHaveTextContent('10.01USDT');
    expect(drawer).toHaveTextContent('The ledger has no change for this record.');
  });

  it('filters by user, pair and direction, kept in the address', async () => {
    const { api, view } = setup([]);
    await rowWith(TABLE, '501');
    await userEvent.type(screen.getByLabelText('User ID'), '2001');
    await userEvent.selectOptions(screen.getByLabelText('Direction'), 'Long');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.location()).toContain('accountId=2001'));
    expect(view.location()).toContain('direction=long');
    expect(api.callsTo('POST perpetual/position/list').at(-1)?.body).toMatchObject({ accountId: 2001, direction: 'long' });
  });

  it('closes a position at the recorded mark price with a reason, showing the estimated realised profit', async () => {
    // A quiet feed: the mark stays while the dialog is open.
    const { api } = setup(['perpetualPositions.close'], { 'POST perpetual/position/list': () => pageOf([testPosition(), SHORT]) });
    await clickRowAction(await rowWith(TABLE, '501'), 'Close');
    const dialog = await screen.findByRole('dialog', { name: 'Close position 501' });
    const estimate = within(dialog).getByTestId('close-estimate');
    expect(estimate).toHaveTextContent(/at the recorded mark price, now\s*67,000\.5/);
    // The engine's close at 67,000.5: profit 10.005 less the 5 % closing fee 0.50025; margin 66 back.
    expect(estimate).toHaveTextContent('after the closing fee: 9.50USDT');
    expect(estimate).toHaveTextContent('Closing fee: 0.50USDT');
    expect(estimate).toHaveTextContent('Margin released: 66.00USDT');
    expect(estimate).toHaveTextContent("Back to the user's perpetual wallet: 75.50USDT");
    // No price can be typed: the only numbers asked for are the quantity.
    expect(within(dialog).queryByLabelText(/price/i)).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close at the mark price' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST perpetual/order')).toHaveLength(0);

    const amount = within(dialog).getByLabelText(/Quantity to close/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '4');
    expect(estimate).toHaveTextContent('after the closing fee: 3.80USDT');
    expect(estimate).toHaveTextContent('Margin released: 26.40USDT');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Risk desk: account under review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close at the mark price' }));
    expect(
      await screen.findByText(/4 contracts of position 501 closed at 67,001 \(tick #90002\): realised profit 10.01 USDT/),
    ).toBeInTheDocument();
    const [call] = api.callsTo('POST perpetual/order');
    expect(call.body).toMatchObject({
      accountId: 2001,
      category: 'market',
      direction: 'long',
      tradingPairId: 1,
      price: '67000.5',
      amount: '4',
      leverage: 10,
      unitId: 1,
      positionId: 501,
      reason: 'Risk desk: account under review',
    });
    expect((call.body as PerpetualCloseOrder).clientOrderId).toMatch(/^close-501-/);
  });

  it('refuses closing more than the position holds', async () => {
    const { api } = setup(['perpetualPositions.close']);
    await clickRowAction(await rowWith(TABLE, '502'), 'Close');
    const dialog = await screen.findByRole('dialog', { name: 'Close position 502' });
    const amount = within(dialog).getByLabelText(/Quantity to close/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Too large');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close at the mark price' }));
    expect(await within(dialog).findByText('Enter more than 0 and at most 4.')).toBeInTheDocument();
    expect(api.callsTo('POST perpetual/order')).toHaveLength(0);
  });

  it('closes the ticked positions as a batch with one reason, and lists what was refused', async () => {
    const { api } = setup(['perpetualPositions.close'], {
      'POST perpetual/order': ({ body }) => {
        const order = body as PerpetualCloseOrder;
        if (order.positionId === 502) return new FakeFailure(409, 'Position 502 was liquidated at tick #90002');
        return closeResult(order, testPosition());
      },
    });
    const table = await screen.findByRole('table', { name: TABLE });
    await rowWith(TABLE, '502');
    for (const checkbox of within(table).getAllByRole('checkbox').slice(1)) await userEvent.click(checkbox);
    await userEvent.click(await screen.findByRole('button', { name: 'Close positions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close 2 positions at the mark price' });
    expect(dialog).toHaveTextContent('Position 501 · user #2001 · BTCUSDT long 10');
    expect(dialog).toHaveTextContent('Total USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close them' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Feed incident: reduce exposure');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close them' }));
    expect(await within(dialog).findByText('1 done, 1 refused.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Position 502 was liquidated at tick #90002');
    const calls = api.callsTo('POST perpetual/order').map((c) => c.body as PerpetualCloseOrder);
    expect(calls.map((c) => [c.positionId, c.amount, c.reason])).toEqual([
      [501, '10', 'Feed incident: reduce exposure'],
      [502, '4', 'Feed incident: reduce exposure'],
    ]);
  });

  it('offers no close without the close permission', async () => {
    setup([]);
    const long = await rowWith(TABLE, '501');
    expect(within(long).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
