import { fakeAreaApi } from '@console/area-kit/testing';
import { session } from '@console/client';
import type { PerpetualSettings } from '@console/contracts/schemas/perpetual';
import { FakeFailure, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInWithCoins, testSettings } from '../lists/testing';
import SystemSettingsPage from './Page';

function setup(permissions: string[], route = '/perpetual/system-settings/risk', routes: Parameters<typeof fakeAreaApi>[0] = {}) {
  signInWithCoins(permissions);
  let settings = testSettings();
  const api = fakeAreaApi({
    'GET perpetual/setting/list': () => [settings],
    'PATCH perpetual/setting/1': ({ body }) => {
      const patch = body as Partial<PerpetualSettings>;
      const changes = Object.entries(patch).map(([field, to]) => ({
        field,
        from: String(settings[field as keyof PerpetualSettings]),
        to: String(to),
      }));
      settings = { ...settings, ...patch, updatedBy: 'admin', updateDate: '2026-11-25T06:00:00.000Z' };
      return { ...settings, changes };
    },
    ...routes,
  });
  const view = renderWithUi(<SystemSettingsPage />, { route, path: '/perpetual/system-settings/:tabName', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

const EDIT = ['perpetualSettings.view', 'perpetualSettings.edit'];

describe('perpetual system settings', () => {
  it('saves a risk threshold after a confirmation listing each change, before and after, and names it in the toast', async () => {
    const { api } = setup(EDIT);
    const staff = await screen.findByLabelText(/Staff warning threshold/);
    await waitFor(() => expect(staff).toHaveValue('0.8'));
    expect(screen.getByText(/mchen/)).toBeInTheDocument();
    await userEvent.clear(staff);
    await userEvent.type(staff, '0.85');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save 1 change?' });
    const changes = within(dialog).getByRole('table', { name: 'Changes' });
    expect(changes).toHaveTextContent('Staff warning threshold');
    expect(changes).toHaveTextContent('0.8');
    expect(changes).toHaveTextContent('0.85');
    expect(api.callsTo('PATCH perpetual/setting/1')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Perpetual settings saved: Staff warning threshold: 0.8 → 0.85')).toBeInTheDocument();
    expect(api.callsTo('PATCH perpetual/setting/1')[0].body).toEqual({ positionWarningThreshold: '0.85' });
    expect(await screen.findByText(/· admin/)).toBeInTheDocument();
  });

  it('keeps the thresholds in order: maintenance rate < user warning ≤ staff warning < 1', async () => {
    const { api } = setup(EDIT);
    const staff = await screen.findByLabelText(/Staff warning threshold/);
    await waitFor(() => expect(staff).toHaveValue('0.8'));
    await userEvent.clear(staff);
    await userEvent.type(staff, '0.5');
    const maintenance = screen.getByLabelText(/Maintenance margin rate/);
    await userEvent.clear(maintenance);
    await userEvent.type(maintenance, '0.7');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be at most the staff warning threshold: users are warned first.')).toBeInTheDocument();
    expect(screen.getByText('Must be below the user warning threshold.')).toBeInTheDocument();
    await userEvent.clear(staff);
    await userEvent.type(staff, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be below 1: a margin ratio of 1 is liquidation.')).toBeInTheDocument();
    expect(api.callsTo('PATCH perpetual/setting/1')).toHaveLength(0);
  });

  it('keeps leverage multiples within bounds and the default among them, sending the list sorted', async () => {
    const { api } = setup(EDIT, '/perpetual/system-settings/leverage');
    const multiples = await screen.findByLabelText(/Offered leverage multiples/);
    await waitFor(() => expect(multiples).toHaveValue('1, 5, 10, 20, 50'));
    await userEvent.clear(multiples);
    await userEvent.type(multiples, '1, 5, 200');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter whole numbers from 1 to 125, separated by commas.')).toBeInTheDocument();
    await userEvent.clear(multiples);
    await userEvent.type(multiples, '20, 5, 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The default leverage must be one of the offered multiples.')).toBeInTheDocument();
    expect(api.callsTo('PATCH perpetual/setting/1')).toHaveLength(0);
    const fallback = screen.getByLabelText(/Default leverage/);
    await userEvent.clear(fallback);
    await userEvent.type(fallback, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Save 2 changes?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH perpetual/setting/1')).toHaveLength(1));
    expect(api.callsTo('PATCH perpetual/setting/1')[0].body).toEqual({ openLeverageMultiples: [1, 5, 20], openLeverageDefault: 5 });
  });

  it('shows every setting of the spec across its tabs', async () => {
    const { view } = setup(['perpetualSettings.view'], '/perpetual/system-settings/trading');
    const labels: Record<string, RegExp[]> = {
      trading: [/Perpetual trading open/, /Shown in the client app/, /Margin input/, /Slider step/, /Buttons/],
      leverage: [/Users choose the leverage/, /Leverage mode/, /Fixed leverage multiple/, /Offered leverage multiples/, /Default leverage/],
      risk: [/Staff warning threshold/, /User warning threshold/, /Maintenance margin rate/],
      fees: [/Fee mode/, /Opening fee/, /Fee on closing profit/],
      'tp-sl': [/Limit take-profit and stop-loss prices/, /Stop-loss range/, /Take-profit range/],
    };
    const names: Record<string, string> = {
      trading: 'Trading',
      leverage: 'Leverage',
      risk: 'Risk thresholds',
      fees: 'Fees',
      'tp-sl': 'Take profit / stop loss',
    };
    for (const [tab, fields] of Object.entries(labels)) {
      await userEvent.click(await screen.findByRole('tab', { name: names[tab] }));
      await waitFor(() => expect(view.location()).toBe(`/perpetual/system-settings/${tab}`));
      for (const label of fields) expect(await screen.findByLabelText(label)).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText(/changing them needs the perpetual settings edit permission/)).toBeInTheDocument();
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    let fail = true;
    const { api } = setup(['perpetualSettings.view'], '/perpetual/system-settings/fees', {
      'GET perpetual/setting/list': () => (fail ? new FakeFailure(500, 'Database unavailable') : [testSettings()]),
    });
    expect(await screen.findByText('The settings could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByLabelText(/Opening fee/)).toHaveValue('0.0005'));
    expect(api.callsTo('GET perpetual/setting/list')).toHaveLength(2);
  });

  it('opens the first tab for an unknown one', async () => {
    const { view } = setup(['perpetualSettings.view'], '/perpetual/system-settings/nothing');
    await waitFor(() => expect(view.location()).toBe('/perpetual/system-settings/trading'));
  });
});
