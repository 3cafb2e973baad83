import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import type { PerpetualStrategyDetail } from '@console/contracts/schemas/perpetual';
import { clickRowAction, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins, testOrder } from '../lists/testing';
import OpenOrderPage from './Page';

const TABLE = 'Open orders';
const LIMIT = testOrder();
const STRATEGY = testOrder({
  id: 7002,
  category: 'tp_sl',
  closePosition: 1,
  reduceOnly: 1,
  price: null,
  margin: '0',
  fee: '0',
  stopPrice: '60000',
  triggerConditions: 'falls_to',
  strategyId: 7002,
  positionId: 501,
});

const DETAIL: PerpetualStrategyDetail = {
  order: {
    ...STRATEGY,
    orderId: 7002,
    dagId: 31,
    triggers: [
      { id: 1, drivenId: null, drivenOn: 'stop_loss', trigger: '60000', condition: 'falls_to', firedTickId: null, firedDate: null },
      {
        id: 2,
        drivenId: 7010,
        drivenOn: 'take_profit',
        trigger: '70000',
        condition: 'rises_to',
        firedTickId: 90100,
        firedDate: '2026-11-20T10:00:00.000Z',
      },
    ],
  },
  drivenOrders: [testOrder({ id: 7010, category: 'market', status: 'filled', executedPrice: '70000.5', pnl: '39.9' })],
};

function setup(permissions: string[]) {
  signInWithCoins(['perpetualOpenOrders.list', ...permissions]);
  let orders = [LIMIT, STRATEGY];
  const api = fakeAreaApi({
    'GET perpetual/order/page': () => pageOf(orders),
    'GET perpetual/strategy/order/7002': () => DETAIL,
    'GET perpetual/strategy/order/7001': () => ({ order: { ...LIMIT, orderId: 7001, dagId: null, triggers: [] }, drivenOrders: [] }),
    'PATCH perpetual/order/cancel': ({ body }) => {
      const { id } = body as { id: number };
      orders = orders.filter((o) => o.id !== id);
      return { order: { ...LIMIT, status: 'cancelled', settlementStatus: 'settled' }, released: '65.325' };
    },
  });
  const view = renderWithUi(<OpenOrderPage />, { route: '/perpetual/open-order', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('open orders', () => {
  it('lists open orders with their type, price, trigger, quantities and held money, asked with a query', async () => {
    const { api } = setup([]);
    const limit = await rowWith(TABLE, '7001');
    expect(limit).toHaveTextContent('Limit');
    expect(limit).toHaveTextContent('65,000');
    expect(limit).toHaveTextContent('executed 0');
    expect(limit).toHaveTextContent('65.00USDT');
    const strategy = await rowWith(TABLE, '7002');
    expect(strategy).toHaveTextContent('Take profit / stop loss');
    expect(strategy).toHaveTextContent('Price falls to');
    expect(strategy).toHaveTextContent('closes a position');
    expect(api.callsTo('GET perpetual/order/page')[0].query).toEqual({ pageNum: '1', pageSize: '20' });
  });

  it('opens an order’s detail: its triggers and the orders its strategy drove', async () => {
    setup([]);
    await userEvent.click(await rowWith(TABLE, '7002'));
    const drawer = await screen.findByRole('dialog', { name: 'Perpetual order 7002' });
    const triggers = await within(drawer).findByRole('table', { name: 'Triggers' });
    expect(triggers).toHaveTextContent('Stop loss');
    expect(triggers).toHaveTextContent('Waiting for the price');
    expect(triggers).toHaveTextContent('Take profit');
    expect(triggers).toHaveTextContent('tick #90100');
    expect(triggers).toHaveTextContent('#7010');
    const driven = within(drawer).getByRole('table', { name: 'Orders the strategy drove' });
    expect(driven).toHaveTextContent('70,000.5');
    expect(driven).toHaveTextContent('39.90USDT');
    expect(drawer).toHaveTextContent('#7002 · 7002 · 31 · 501');
    // Reading only: no cancel in the drawer.
    expect(within(drawer).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('cancels an order after a confirmation naming what goes back, with a reason', async () => {
    const { api } = setup(['perpetualOpenOrders.cancel']);
    await clickRowAction(await rowWith(TABLE, '7001'), 'Cancel order');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 7001?' });
    expect(within(dialog).getByTestId('cancel-release')).toHaveTextContent('Margin held: 65.00USDT');
    expect(within(dialog).getByTestId('cancel-release')).toHaveTextContent('Fee held: 0.33USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('PATCH perpetual/order/cancel')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'User asked by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(await screen.findByText('Order 7001 cancelled: 65.325 USDT back to the wallet')).toBeInTheDocument();
    expect(api.callsTo('PATCH perpetual/order/cancel')[0].body).toEqual({ id: 7001, reason: 'User asked by phone' });
    await waitFor(() => expect(screen.queryByText('7001')).not.toBeInTheDocument());
  });
});
