import { session } from '@console/client';
import type { RiskRecord, RiskSetting } from '@console/contracts/schemas/trading-risk';
import { fakeAreaApi } from '@console/area-kit/testing';
import { clickRowAction, pageOf, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rowWith, signInWithCoins } from '../lists/testing';
import GuardsPage from './GuardsPage';
import RiskRecordsPage from './RecordsPage';

function guard(overrides: Partial<RiskSetting> = {}): RiskSetting {
  return {
    id: 1,
    cid: 4,
    code: 'BTCUSDT',
    name: 'BTC/USDT',
    logo: null,
    livePrice: '64210.5',
    liveTickTime: '2026-03-02T08:00:00.000Z',
    price: '64000',
    referenceMode: 1,
    averageWindowSeconds: 300,
    bandPercent: '2',
    lowerBound: '62720',
    upperBound: '65280',
    stalenessSeconds: 30,
    breachesToTrip: 3,
    cooldownSeconds: 300,
    status: 'armed',
    halted: false,
    consecutiveBreaches: 1,
    stateSince: '2026-03-01T08:00:00.000Z',
    coolingUntil: null,
    updatedBy: 'lfischer',
    updateDate: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

function record(overrides: Partial<RiskRecord> = {}): RiskRecord {
  return {
    id: 31,
    guardId: 1,
    cid: 4,
    code: 'BTCUSDT',
    type: 'trip',
    cause: 'band',
    controlTime: '2026-03-02T08:00:00.000Z',
    beforePrice: '64100',
    price: '64000',
    afterPrice: '66000',
    bandPercent: '2',
    lastGoodTickId: 7700,
    breachingTickId: 7703,
    tripId: null,
    endedAt: '2026-03-02T08:05:05.000Z',
    durationSeconds: 305,
    roundsVoided: 2,
    ordersRefunded: 14,
    operator: null,
    reason: null,
    beforeState: { status: 'armed' },
    afterState: { status: 'tripped' },
    ...overrides,
  };
}

afterEach(() => session.signOut());

describe('reference-price guards', () => {
  function setup(permissions: string[]) {
    signInWithCoins(['risk.pairs', ...permissions]);
    const api = fakeAreaApi({
      'POST risk/setting/list': () =>
        pageOf([
          guard(),
          guard({ id: 2, cid: 5, code: 'ETHUSDT', status: 'tripped', halted: true, consecutiveBreaches: 3 }),
          guard({
            id: null,
            cid: 6,
            code: 'XRPUSDT',
            price: null,
            bandPercent: null,
            lowerBound: null,
            upperBound: null,
            status: null,
            breachesToTrip: null,
          }),
        ]),
      'POST risk/setting/preview': ({ body }) => {
        const { bandPercent } = body as { bandPercent: string };
        return {
          from: '2026-03-01T08:00:00.000Z',
          to: '2026-03-02T08:00:00.000Z',
          ticks: 86400,
          trips: bandPercent === '0.1' ? 41 : 0,
          events: [],
        };
      },
      'POST risk/setting/add': () => guard({ bandPercent: '0.1' }),
      'POST risk/setting/loop': () => guard({ cid: 5, code: 'ETHUSDT' }),
    });
    renderWithUi(<GuardsPage />, { route: '/risk-control/trading-pair', toaster: true });
    return { api };
  }

  it('shows the live feed price beside the reference and band, and the state; a viewer gets no actions', async () => {
    setup([]);
    const btc = await rowWith('Reference-price guard', 'BTCUSDT');
    expect(btc).toHaveTextContent('64,210.5');
    expect(btc).toHaveTextContent('64,000.00');
    expect(btc).toHaveTextContent('average of 300 s');
    expect(btc).toHaveTextContent('± 2 %');
    expect(btc).toHaveTextContent('62,720.00 – 65,280.00');
    expect(btc).toHaveTextContent('Armed');
    expect(btc).toHaveTextContent('1 / 3');
    expect(await rowWith('Reference-price guard', 'ETHUSDT')).toHaveTextContent('Tripped');
    expect(await rowWith('Reference-price guard', 'XRPUSDT')).toHaveTextContent('No guard');
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set guard' })).not.toBeInTheDocument();
  });

  it('shows how often a new band would have tripped before saving it with a reason', async () => {
    const { api } = setup(['risk.setReferencePrice']);
    await clickRowAction(await rowWith('Reference-price guard', 'BTCUSDT'), 'Set guard');
    const drawer = await screen.findByRole('dialog', { name: 'Guard of BTCUSDT' });
    expect(await within(drawer).findByText('Would have tripped 0 times over 86400 recorded ticks')).toBeInTheDocument();
    const band = within(drawer).getByLabelText(/^Band/);
    await userEvent.clear(band);
    await userEvent.type(band, '0.1');
    expect(await within(drawer).findByText('Would have tripped 41 times over 86400 recorded ticks')).toBeInTheDocument();
    expect(api.callsTo('POST risk/setting/preview').at(-1)?.body).toEqual({
      cid: 4,
      averageWindowSeconds: 300,
      bandPercent: '0.1',
      stalenessSeconds: 30,
      breachesToTrip: 3,
      cooldownSeconds: 300,
    });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST risk/setting/add')).toHaveLength(0);

    await userEvent.type(within(drawer).getByLabelText(/^Reason/), 'Tighter band during the listing');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The guard of BTCUSDT was set')).toBeInTheDocument();
    expect(api.callsTo('POST risk/setting/add')[0].body).toEqual({
      cid: 4,
      tradingPair: 'BTCUSDT',
      averageWindowSeconds: 300,
      bandPercent: '0.1',
      stalenessSeconds: 30,
      breachesToTrip: 3,
      cooldownSeconds: 300,
      halt: 0,
      reason: 'Tighter band during the listing',
    });
  });

  it('re-arms only a guard that is not armed, with a reason, after naming the pair and its state', async () => {
    const { api } = setup(['risk.loopSetting']);
    expect(within(await rowWith('Reference-price guard', 'BTCUSDT')).queryByRole('button', { name: 'Re-arm' })).not.toBeInTheDocument();
    await clickRowAction(await rowWith('Reference-price guard', 'ETHUSDT'), 'Re-arm');
    const dialog = await screen.findByRole('dialog', { name: 'Re-arm the guard of ETHUSDT' });
    expect(dialog).toHaveTextContent('Re-arm the guard of ETHUSDT, now Tripped?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-arm' }));
    expect(api.callsTo('POST risk/setting/loop')).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'Feed back to normal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-arm' }));
    expect(await screen.findByText('The guard of ETHUSDT was re-armed')).toBeInTheDocument();
    expect(api.callsTo('POST risk/setting/loop')[0].body).toEqual({ cid: 5, tradingPair: 'ETHUSDT', reason: 'Feed back to normal' });
  });
});

describe('control records', () => {
  it('lists trips with their reference, last good and breaching ticks, duration and what was voided, filtered by type', async () => {
    signInWithCoins(['risk.records']);
    const api = fakeAreaApi({
      'POST risk/record/list': () =>
        pageOf([record(), record({ id: 32, type: 'rearm', cause: null, operator: 'lfischer', reason: 'Feed back to normal', tripId: 31 })]),
    });
    const view = renderWithUi(<RiskRecordsPage />, { route: '/risk-control/control-records' });
    const trip = (await screen.findAllByText('outside the band'))[0].closest('tr') as HTMLElement;
    expect(trip).toHaveTextContent('tick #7700');
    expect(trip).toHaveTextContent('tick #7703');
    expect(trip).toHaveTextContent('5 min 5 s');
    expect(trip).toHaveTextContent('2 rounds / 14 orders');
    expect(trip).toHaveTextContent('The guard');
    expect(await rowWith('Control records', 'Feed back to normal')).toHaveTextContent('lfischer');

    await userEvent.selectOptions(screen.getByLabelText('Record'), 'trip');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('POST risk/record/list').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, type: 'trip' }));
    expect(view.location()).toBe('/risk-control/control-records?type=trip');
  });
});
