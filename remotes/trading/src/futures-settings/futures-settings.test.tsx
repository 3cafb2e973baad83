import { session } from '@console/client';
import { fakeAreaApi } from '@console/area-kit/testing';
import type { FuturesSystemSettings, FuturesSystemSettingsSave } from '@console/contracts/schemas/trading-settings';
import { FakeFailure, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FuturesSettingsPage from './Page';

const SAVED: FuturesSystemSettings = {
  settlement: {
    taxRatio: '0.02',
    rebateRatio: '0',
    closeStalenessSeconds: 5,
    updateDate: '2026-11-20T08:30:00.000Z',
    updatedBy: 'mchen',
  },
  yield: {
    clientMode: 1,
    sliderValue: 10,
    buttonValue: ['10', '50', '100'],
    clientNumShow: 2,
    yieldMode: 1,
    minYield: '0.5',
    maxYield: '0.95',
    updateDate: null,
    updatedBy: null,
    outsideRange: [],
  },
};

/** A gameplay at 0.55, which a minimum above it leaves outside the range. */
const LOW_GAMEPLAY = { id: 12, tradingPairId: 1, tradingPairCode: 'BTCUSDT', name: '1 minute', yieldRatio: '0.55', status: 1 };

function setup(permissions: string[], route = '/future/system-settings/settlement', routes: Parameters<typeof fakeAreaApi>[0] = {}) {
  signInWith(permissions);
  let settings = structuredClone(SAVED);
  const api = fakeAreaApi({
    'GET system/setting/init': () => settings,
    'POST system/setting/saveOrUpdate': ({ body }) => {
      const { settlement, yield: yieldPart } = body as FuturesSystemSettingsSave;
      settings = {
        yield: yieldPart
          ? {
              ...(settings.yield as NonNullable<FuturesSystemSettings['yield']>),
              ...(yieldPart as Partial<NonNullable<FuturesSystemSettings['yield']>>),
              updateDate: '2026-11-25T06:00:00.000Z',
              updatedBy: 'admin',
              outsideRange: Number(yieldPart.minYield ?? 0) > 0.55 ? [LOW_GAMEPLAY] : [],
            }
          : settings.yield,
        settlement: {
          ...settings.settlement,
          ...((settlement ?? {}) as Partial<FuturesSystemSettings['settlement']>),
          closeStalenessSeconds: Number(settlement?.closeStalenessSeconds ?? settings.settlement.closeStalenessSeconds),
          updateDate: '2026-11-25T06:00:00.000Z',
          updatedBy: 'admin',
        },
      };
      return { ...settings, changes: [] };
    },
    ...routes,
  });
  const view = renderWithUi(<FuturesSettingsPage />, { route, path: '/future/system-settings/:tabName', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('futures system settings: settlement', () => {
  it('shows the saved settings with who changed them last, and saves a change with a toast', async () => {
    const { api } = setup(['futureSettings.view', 'futureSettings.edit']);
    const tax = await screen.findByLabelText(/Tax ratio/);
    await waitFor(() => expect(tax).toHaveValue('0.02'));
    expect(screen.getByRole('tab', { name: 'Settlement', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/Closing price staleness limit/)).toHaveValue('5');
    expect(screen.getByText(/mchen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.clear(tax);
    await userEvent.type(tax, '0.05');
    await userEvent.clear(screen.getByLabelText(/Rebate ratio/));
    await userEvent.type(screen.getByLabelText(/Rebate ratio/), '0.1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Settlement settings saved/)).toBeInTheDocument();
    expect(api.callsTo('POST system/setting/saveOrUpdate')[0].body).toEqual({
      settlement: { taxRatio: '0.05', rebateRatio: '0.1', closeStalenessSeconds: 5 },
    });
    // The saved values come back, with the new author.
    expect(await screen.findByText(/· admin/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('refuses a ratio above 1 and a staleness out of range, without calling the API', async () => {
    const { api } = setup(['futureSettings.view', 'futureSettings.edit']);
    const tax = await screen.findByLabelText(/Tax ratio/);
    await waitFor(() => expect(tax).toHaveValue('0.02'));
    await userEvent.clear(tax);
    await userEvent.type(tax, '1.5');
    const staleness = screen.getByLabelText(/Closing price staleness limit/);
    await userEvent.clear(staleness);
    await userEvent.type(staleness, '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a ratio between 0 and 1 with at most 8 decimals')).toBeInTheDocument();
    expect(screen.getByText('Enter a value of at most 3600.')).toBeInTheDocument();
    expect(api.callsTo('POST system/setting/saveOrUpdate')).toHaveLength(0);
  });

  it('is read-only without the edit permission', async () => {
    setup(['futureSettings.view']);
    const tax = await screen.findByLabelText(/Tax ratio/);
    await waitFor(() => expect(tax).toHaveValue('0.02'));
    expect(tax).toBeDisabled();
    expect(screen.getByLabelText(/Closing price staleness limit/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText(/changing them needs the futures settings edit permission/)).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    let fail = true;
    const { api } = setup(['futureSettings.view'], '/future/system-settings/settlement', {
      'GET system/setting/init': () => (fail ? new FakeFailure(500, 'Database unavailable') : SAVED),
    });
    expect(await screen.findByText('The settings could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText(/Tax ratio/)).toHaveValue('0.02'));
    expect(api.callsTo('GET system/setting/init')).toHaveLength(2);
  });

  it('opens the first tab for an unknown one', async () => {
    const { view } = setup(['futureSettings.view'], '/future/system-settings/nothing');
    await waitFor(() => expect(view.location()).toBe('/future/system-settings/settlement'));
  });
});

describe('futures system settings: global yield', () => {
  const EDIT = ['futureSettings.view', 'futureSettings.edit'];

  it('shows the client’s stake picker and the yield range, offers no random yield, and saves a change with a toast', async () => {
    const { api } = setup(EDIT, '/future/system-settings/yield');
    const buttons = await screen.findByLabelText(/Button stakes/);
    await waitFor(() => expect(buttons).toHaveValue('10, 50, 100'));
    expect(screen.getByRole('tab', { name: 'Yield', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/Stake picker on the client/)).toHaveValue('1');
    expect(screen.getByLabelText(/Maximum yield ratio/)).toHaveValue('0.95');
    expect(screen.getByText('Never saved: the defaults apply')).toBeInTheDocument();
    expect(screen.queryByLabelText(/random/i)).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(/Stake picker on the client/), 'Buttons');
    await userEvent.clear(buttons);
    await userEvent.type(buttons, '20, 80,200');
    await userEvent.clear(screen.getByLabelText(/Minimum yield ratio/));
    await userEvent.type(screen.getByLabelText(/Minimum yield ratio/), '0.6');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Yield settings saved/)).toBeInTheDocument();
    expect(api.callsTo('POST system/setting/saveOrUpdate')[0].body).toEqual({
      yield: {
        clientMode: 2,
        sliderValue: 10,
        buttonValue: ['20', '80', '200'],
        clientNumShow: 2,
        yieldMode: 1,
        minYield: '0.6',
        maxYield: '0.95',
      },
    });
    expect(await screen.findByText(/· admin/)).toBeInTheDocument();
    // The narrowed range names the gameplay it leaves outside.
    expect(await screen.findByText('1 gameplay has a yield ratio outside this range')).toBeInTheDocument();
    expect(screen.getByText(/BTCUSDT 1 minute: 0.55/)).toBeInTheDocument();
  });

  it('refuses a minimum above the maximum, a bad stake and too many decimals shown, without calling the API', async () => {
    const { api } = setup(EDIT, '/future/system-settings/yield');
    const min = await screen.findByLabelText(/Minimum yield ratio/);
    await waitFor(() => expect(min).toHaveValue('0.5'));
    await userEvent.clear(min);
    await userEvent.type(min, '0.99');
    await userEvent.type(screen.getByLabelText(/Button stakes/), ', -5');
    const decimals = screen.getByLabelText(/Decimals shown/);
    await userEvent.clear(decimals);
    await userEvent.type(decimals, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/the minimum may not exceed the maximum/)).toBeInTheDocument();
    expect(screen.getByText('Enter 1 to 8 stakes greater than 0, separated by commas')).toBeInTheDocument();
    expect(screen.getByText('Enter a value of at most 8.')).toBeInTheDocument();
    expect(api.callsTo('POST system/setting/saveOrUpdate')).toHaveLength(0);
  });

  it('is read-only without the edit permission', async () => {
    setup(['futureSettings.view'], '/future/system-settings/yield');
    const buttons = await screen.findByLabelText(/Button stakes/);
    await waitFor(() => expect(buttons).toHaveValue('10, 50, 100'));
    expect(buttons).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
