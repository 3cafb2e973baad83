import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import type { PerpetualCloseOrder, PerpetualStress } from '@console/contracts/schemas/perpetual';
import { clickRowAction, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins, testPosition, testPositionHistory, tickAt } from '../lists/testing';
import WarningListPage from './Page';

const TABLE = 'Position warnings';

/** Two flagged longs, nearest to liquidation first as the API sends them; the second's mark is 45 s old. */
const NEAREST = testPosition({
  id: 601,
  warning: 1,
  marginRatio: '0.95',
  distanceToLiquidation: '120.5',
  distanceToLiquidationPercent: '0.18',
});
const NEXT = testPosition({
  id: 602,
  accountId: 2003,
  warning: 1,
  marginRatio: '0.82',
  distanceToLiquidation: '950',
  distanceToLiquidationPercent: '1.41',
  tickAt: tickAt(45),
});

function stress(percent: string): PerpetualStress {
  const big = percent === '10';
  return {
    percent,
    totalPositions: big ? 40 : 7,
    totalNotional: big ? '52000' : '9100.5',
    pairs: [
      {
        tradingPairId: 1,
        tradingPairName: 'BTCUSDT',
        coin: 'USDT',
        markPrice: '67000.5',
        downPrice: big ? '60300.45' : '63650.475',
        upPrice: big ? '73700.55' : '70350.525',
        longPositions: big ? 30 : 5,
        longNotional: big ? '40000' : '7000.5',
        shortPositions: big ? 10 : 2,
        shortNotional: big ? '12000' : '2100',
      },
    ],
  };
}

function setup(permissions: string[]) {
  signInWithCoins(['perpetualWarnings.list', ...permissions]);
  const api = fakeAreaApi({
    'POST perpetual/position/warning/list': ({ body }) => {
      const percent = String((body as { stressPercent?: string }).stressPercent ?? '5');
      return { ...pageOf([NEAREST, NEXT]), stress: stress(percent), positionWarningThreshold: '0.8' };
    },
    'POST perpetual/order': ({ body }) => ({
      outcome: 'closed',
      positionId: (body as PerpetualCloseOrder).positionId,
      order: null,
      markPrice: '67000.5',
      tickId: 90002,
      tickAt: tickAt(0),
      closedQuantity: '10',
      realisedPnl: '-60.2',
      fee: '0',
      credited: '5.8',
      position: testPositionHistory({ id: 601 }),
    }),
  });
  const view = renderWithUi(<WarningListPage />, { route: '/perpetual/warning-list', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('position warnings', () => {
  it('lists the flagged positions nearest to liquidation first, with the distance, mark age and coloured margin ratio', async () => {
    setup([]);
    expect(await screen.findByText(/Positions whose margin ratio is over 80 %/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: TABLE });
    await within(table).findByText('601');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('601');
    expect(rows[1]).toHaveTextContent('602');
    expect(rows[0]).toHaveTextContent('120.5');
    expect(rows[0]).toHaveTextContent('0.18 %');
    // Red from half-way between the threshold and liquidation, orange over the threshold.
    expect(within(rows[0]).getByText('95.00 %')).toHaveAttribute('data-tone', 'red');
    expect(within(rows[1]).getByText('82.00 %')).toHaveAttribute('data-tone', 'orange');
    // The tick was 45 s old when the fixture was made; a loaded machine renders the row seconds later.
    const markAge = Number(/(\d+) s ago, stale/.exec(rows[1].textContent ?? '')?.[1]);
    expect(markAge).toBeGreaterThanOrEqual(45);
    // The distance leads the figures.
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '');
    expect(headers.findIndex((h) => h.startsWith('To liquidation'))).toBeLessThan(headers.findIndex((h) => h.startsWith('Margin ratio')));
  });

  it('shows what a move of the feed would liquidate, for the move chosen', async () => {
    const { api } = setup([]);
    const panel = await screen.findByRole('region', { name: 'Stress test' });
    await waitFor(() => expect(within(panel).getByTestId('stress-total')).toHaveTextContent('7 positions liquidated by ± 5 %'));
    expect(within(panel).getByTestId('stress-total')).toHaveTextContent('9,100.50USDT');
    expect(within(panel).getByRole('table', { name: 'Liquidated per pair' })).toHaveTextContent('5 positions');
    await userEvent.click(within(panel).getByRole('button', { name: '± 10 %' }));
    await waitFor(() => expect(within(panel).getByTestId('stress-total')).toHaveTextContent('40 positions liquidated by ± 10 %'));
    expect(api.callsTo('POST perpetual/position/warning/list').at(-1)?.body).toMatchObject({ stressPercent: '10' });
    // Read-only: nothing in the panel changes a price or a position.
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('closes a flagged position at the mark price with the warning-list permission', async () => {
    const { api } = setup(['perpetualWarnings.close']);
    await clickRowAction(await rowWith(TABLE, '601'), 'Close');
    const dialog = await screen.findByRole('dialog', { name: 'Close position 601' });
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Margin call unanswered');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close at the mark price' }));
    expect(await screen.findByText(/Position 601 closed at 67,000.5 \(tick #90002\): realised profit -60.2 USDT/)).toBeInTheDocument();
    expect(api.callsTo('POST perpetual/order')[0].body).toMatchObject({ positionId: 601, amount: '10', category: 'market' });
  });

  it('offers no close without the warning-list close permission', async () => {
    setup(['perpetualPositions.close']);
    const row = await rowWith(TABLE, '601');
    expect(within(row).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
