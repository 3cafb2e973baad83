import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import type { FuturesRound } from '@console/contracts/schemas/trading-futures';
import { FakeFailure, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RoundsPage from './RoundsPage';
import { signInWithCoins, testRound, testRoundDetail } from './testing';

function setup(permissions: string[], route = '/future/runner-records', pairCode = 'BTC/USDT') {
  signInWithCoins(['runners.list', ...permissions]);
  let round = testRound({ tradingPairCode: pairCode });
  const settled = testRound({
    id: 6990,
    status: 'settled',
    closeTickId: 90061,
    closePrice: '67100',
    result: 'long',
    winnerPayout: '222',
    loserPayout: '50',
    settleDate: '2026-11-24T09:59:05.000Z',
  });
  let listCalls = 0;
  const api = fakeAreaApi({
    'POST futures/runner/list': () => {
      listCalls += 1;
      // The engine moves on between two polls: a new order raises the long total.
      const live = listCalls > 1 && round.status === 'open' ? { ...round, longTotal: '145', longCount: 3 } : round;
      return pageOf<FuturesRound>([live, settled]);
    },
    'GET futures/runner/detail/7001': () => testRoundDetail(round),
    'POST futures/tradingPairList': () => pageOf([{ id: 3, code: pairCode, toCoinCode: 'USDT' }]),
    'GET futures/runner/detail/6990': () => ({
      ...testRoundDetail(settled),
      openOrders: { orders: 0, users: 0, longTotal: '0', shortTotal: '0', refund: '0' },
    }),
    'POST futures/runner/systemic/control': ({ body }) => {
      const { runnerId, action, reason } = body as { runnerId: number; action: string; reason: string };
      if (runnerId !== 7001) return new FakeFailure(404, 'no round');
      const before = { status: round.status, halted: round.halted };
      if (action === 'void') round = { ...round, status: 'voided', voidReason: reason, voidOperator: 'admin', refundTotal: '170' };
      if (action === 'halt') round = { ...round, halted: 1, haltReason: reason };
      if (action === 'resume') round = { ...round, halted: 0, haltReason: null };
      return {
        runnerId,
        action,
        reason,
        before,
        after: { status: round.status, halted: round.halted },
        refundedOrders: action === 'void' ? 3 : 0,
        refunded: action === 'void' ? '170' : '0',
        round,
      };
    },
  });
  const view = renderWithUi(<RoundsPage />, { route, path: '/future/runner-records', toaster: true });
  return { api, view };
}

async function rowOf(id: number) {
  const table = await screen.findByRole('table', { name: 'Runner records' });
  return (await within(table).findByText(String(id))).closest('tr') as HTMLElement;
}

afterEach(() => session.signOut());

describe('runner records', () => {
  it('lists rounds with their recorded open and close prices and tick ids, totals in the quote coin, and status', async () => {
    const { api } = setup([]);
    const open = await rowOf(7001);
    expect(open).toHaveTextContent('67,000.5');
    expect(open).toHaveTextContent('tick #90001');
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveTextContent('120.00USDT');
    const settled = await rowOf(6990);
    expect(settled).toHaveTextContent('tick #90061');
    expect(settled).toHaveTextContent('67,100');
    expect(settled).toHaveTextContent('Rose');
    expect(settled).toHaveTextContent('222.00USDT');
    expect(api.callsTo('POST futures/runner/list')[0].body).toEqual({ pageNum: 1, pageSize: 20 });
  });

  it('updates a running round without a reload: the list is asked again every two seconds', async () => {
    const { api } = setup([]);
    expect(await rowOf(7001)).toHaveTextContent('120.00USDT');
    await waitFor(() => expect(api.callsTo('POST futures/runner/list').length).toBeGreaterThan(1), { timeout: 4000 });
    await waitFor(async () => expect(await rowOf(7001)).toHaveTextContent('145.00USDT'));
    expect(await rowOf(7001)).toHaveTextContent('3 orders');
  }, 10000);

  it('shows amounts in the quote coin of the pair list where the pair’s code does not name it', async () => {
    const { api } = setup(['futurePairs.list'], '/future/runner-records', 'BTC-60');
    await waitFor(async () => expect(await rowOf(7001)).toHaveTextContent('120.00USDT'));
    expect(api.callsTo('POST futures/tradingPairList')).toHaveLength(1);
  });

  it('sends its filters: status and result as words, ids as numbers', async () => {
    const { api } = setup([], '/future/runner-records?status=open&tradingPairId=3&halted=1');
    await rowOf(7001);
    expect(api.callsTo('POST futures/runner/list')[0].body).toEqual({
      pageNum: 1,
      pageSize: 20,
      status: 'open',
      tradingPairId: 3,
      halted: 1,
    });
  });

  it('shows a round’s timeline with the tick of each step; a viewer has no control', async () => {
    setup([]);
    await userEvent.click(await rowOf(7001));
    const drawer = await screen.findByRole('dialog', { name: /Round 7001/ });
    const timeline = within(drawer).getByRole('table', { name: 'Timeline' });
    expect(timeline).toHaveTextContent('Opened');
    expect(timeline).toHaveTextContent('67,000.5');
    expect(timeline).toHaveTextContent('tick #90001');
    expect(timeline).toHaveTextContent('system');
    expect(within(drawer).queryByRole('button', { name: /Void/ })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /Halt/ })).not.toBeInTheDocument();
  });

  it('voids a round with a reason after a confirmation naming its orders and the refund', async () => {
    const { api } = setup(['runners.control']);
    await userEvent.click(await rowOf(7001));
    const drawer = await screen.findByRole('dialog', { name: /Round 7001/ });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Void and refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void round 7001 and refund its orders?' });
    const affects = within(dialog).getByTestId('control-affects');
    expect(affects).toHaveTextContent('Open orders: 3, of 3 users');
    expect(affects).toHaveTextContent('Long stakes: 120.00USDT');
    expect(affects).toHaveTextContent('Short stakes: 50.00USDT');
    expect(affects).toHaveTextContent('Refunded now: 170.00USDT');
    // No reason, no call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void and refund' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST futures/runner/systemic/control')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Exchange outage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void and refund' }));
    expect(await screen.findByText('Round 7001 voided: 3 orders refunded, 170 USDT')).toBeInTheDocument();
    // Only the round, the action and the reason: no result, price or outcome is ever sent.
    expect(api.callsTo('POST futures/runner/systemic/control')[0].body).toEqual({
      runnerId: 7001,
      action: 'void',
      reason: 'Exchange outage',
    });
  });

  it('halts and resumes a running round; a settled round offers no control', async () => {
    const { api } = setup(['runners.control']);
    await userEvent.click(await rowOf(7001));
    let drawer = await screen.findByRole('dialog', { name: /Round 7001/ });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Halt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Halt round 7001?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Feed incident review');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Halt' }));
    expect(await screen.findByText('Round 7001 halted')).toBeInTheDocument();
    drawer = await screen.findByRole('dialog', { name: /Round 7001/ });
    expect(await within(drawer).findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(api.callsTo('POST futures/runner/systemic/control')[0].body).toEqual({
      runnerId: 7001,
      action: 'halt',
      reason: 'Feed incident review',
    });
    // Nothing on the page sets a price or a result.
    expect(screen.queryByRole('button', { name: /result|price/i })).not.toBeInTheDocument();
  });
});
