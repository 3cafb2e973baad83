import { session } from '@console/client';
import type { AnomalySettingsUpdateInput, FinanceSettingsUpdateInput } from '@console/contracts';
import { FakeFailure, renderWithUi } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import { anomalyRecord, signInWithCoins, switchesRecord } from './fixtures';
import SettingsPage from './SettingsPage';

function setup(permissions: string[], route = '/finance/settings/general', routes: Parameters<typeof fakeAreaApi>[0] = {}) {
  signInWithCoins(permissions);
  let switches = switchesRecord();
  let anomaly = anomalyRecord();
  const api = fakeAreaApi({
    'POST finance/setting': () => switches,
    'POST finance/setting/update': ({ body }) => {
      switches = { ...switches, ...(body as FinanceSettingsUpdateInput), updatedBy: 'admin' } as typeof switches;
      return switches;
    },
    'GET finance/withdrawal/anomaly': () => anomaly,
    'POST finance/withdrawal/anomaly/settings': ({ body }) => {
      const b = body as AnomalySettingsUpdateInput;
      if ((b.suspiciousAgentIds ?? []).includes(99)) {
        return new FakeFailure(400, 'Invalid request', [
          { path: 'suspiciousAgentIds', message: 'user 99 is not an agent or sales account' },
        ]);
      }
      anomaly = { ...anomaly, ...(b as Partial<typeof anomaly>) };
      return anomaly;
    },
    'GET account/change/upLine/init': ({ query }) =>
      [
        { id: 77, email: 'north-agent@example.com', mobileNumber: null, invitationCode: 'NORTH7', accountType: 2 },
        { id: 78, email: 'south-agent@example.com', mobileNumber: null, invitationCode: 'SOUTH8', accountType: 2 },
        { id: 99, email: 'lapsed@example.com', mobileNumber: null, invitationCode: 'LAPSE9', accountType: 2 },
      ].filter((c) => !query.keyword || c.email.includes(query.keyword)),
    ...routes,
  });
  const view = renderWithUi(<SettingsPage />, { route, path: '/finance/settings/:tabName', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('finance settings: switches', () => {
  it('shows the switches as saved and saves a change', async () => {
    const { api } = setup(['financeSettings.edit']);
    const review = await screen.findByRole('checkbox', { name: 'Deposits need review' });
    expect(review).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Withdrawals need identity verification' })).not.toBeChecked();
    expect(screen.getByLabelText('Two approvals above')).toHaveValue('10000');
    expect(screen.getByText(/lfischer/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Withdrawals need identity verification' }));
    await userEvent.clear(screen.getByLabelText('Two approvals above'));
    await userEvent.type(screen.getByLabelText('Two approvals above'), '25000.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Finance switches saved')).toBeInTheDocument();
    expect(api.callsTo('POST finance/setting/update')[0].body).toEqual({
      depositNeedReview: 1,
      withdrawNeedKyc: 1,
      withdrawNeedPwd: 1,
      withdrawalDualApprovalAmount: '25000.5',
    });
  });

  it('refuses a negative amount with a message, without calling the API', async () => {
    const { api } = setup(['financeSettings.edit']);
    const amount = await screen.findByLabelText('Two approvals above');
    await waitFor(() => expect(amount).toHaveValue('10000'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Enter an amount of 0 or more/)).toBeInTheDocument();
    expect(api.callsTo('POST finance/setting/update')).toHaveLength(0);
  });

  it('offers undo and save once something changed; undo brings back the saved values', async () => {
    const { api } = setup(['financeSettings.edit']);
    const review = await screen.findByRole('checkbox', { name: 'Deposits need review' });
    await waitFor(() => expect(review).toBeChecked());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Undo changes' })).toBeDisabled();
    await userEvent.click(review);
    expect(review).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Undo changes' }));
    await waitFor(() => expect(review).toBeChecked());
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.callsTo('POST finance/setting/update')).toHaveLength(0);
  });

  it('is read-only without the edit permission', async () => {
    setup([]);
    expect(await screen.findByRole('checkbox', { name: 'Deposits need review' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText('You can view these settings but not change them.')).toBeInTheDocument();
  });

  it('says what to do when the settings cannot be loaded', async () => {
    const { api } = setup([], '/finance/settings/general', { 'POST finance/setting': () => new FakeFailure(500, 'Database unavailable') });
    expect(await screen.findByText('The settings could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByText('Database unavailable').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(api.callsTo('POST finance/setting').length).toBeGreaterThan(1));
  });

  it('keeps the tab in the path and sends an unknown tab to the first one', async () => {
    const { view } = setup([], '/finance/settings/nonsense');
    await waitFor(() => expect(view.location()).toBe('/finance/settings/general'));
    await userEvent.click(await screen.findByRole('tab', { name: 'Anomaly alerts' }));
    await waitFor(() => expect(view.location()).toBe('/finance/settings/anomaly-alerts'));
    expect(await screen.findByRole('checkbox', { name: 'Large amount' })).toBeChecked();
  });
});

describe('finance settings: anomaly alerts', () => {
  const route = '/finance/settings/anomaly-alerts';

  it('shows every rule and its limit, and the chosen agents by name', async () => {
    setup(['financeSettings.anomalyAlerts'], route);
    expect(await screen.findByRole('checkbox', { name: 'Large amount' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Balance below deposits' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Withdrawal IP' })).toBeChecked();
    expect(screen.getByLabelText(/Amount \(USDT\)/)).toHaveValue('5000');
    expect(screen.getByLabelText(/Withdrawals per day/)).toHaveValue('3');
    const chosen = screen.getByRole('list', { name: '1 suspicious agent' });
    expect(await within(chosen).findByText('#77 north-agent@example.com · NORTH7')).toBeInTheDocument();
  });

  it('adds and removes suspicious agents found by search, and saves the whole form', async () => {
    const { api } = setup(['financeSettings.anomalyAlerts'], route);
    await screen.findByRole('checkbox', { name: 'Large amount' });
    await userEvent.type(screen.getByLabelText('Find an agent'), 'south');
    await within(screen.getByLabelText('Agent')).findByRole('option', { name: '#78 south-agent@example.com · SOUTH8' });
    await waitFor(() => expect(api.callsTo('GET account/change/upLine/init').at(-1)?.query).toEqual({ keyword: 'south', limit: '50' }));
    await userEvent.selectOptions(screen.getByLabelText('Agent'), '78');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('list', { name: '2 suspicious agents' })).toHaveTextContent('#78 south-agent@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Remove agent 77' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'First withdrawal' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Anomaly alert settings saved')).toBeInTheDocument();
    // The whole form as saved, with the two changes.
    const { updateDate: _date, updatedBy: _by, ...saved } = anomalyRecord();
    expect(api.callsTo('POST finance/withdrawal/anomaly/settings')[0].body).toEqual({
      ...saved,
      firstTimeWithdrawalEnabled: 1,
      suspiciousAgentIds: [78],
    });
  });

  it('refuses a weekly limit below the daily one', async () => {
    const { api } = setup(['financeSettings.anomalyAlerts'], route);
    const weekly = await screen.findByLabelText(/Withdrawals per week/);
    await waitFor(() => expect(weekly).toHaveValue('10'));
    await userEvent.clear(weekly);
    await userEvent.type(weekly, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The weekly limit must not be below the daily limit.')).toBeInTheDocument();
    expect(api.callsTo('POST finance/withdrawal/anomaly/settings')).toHaveLength(0);
  });

  it('shows the API’s objection to an agent under the picker', async () => {
    setup(['financeSettings.anomalyAlerts'], route);
    await screen.findByRole('checkbox', { name: 'Large amount' });
    await within(screen.getByLabelText('Agent')).findByRole('option', { name: '#99 lapsed@example.com · LAPSE9' });
    await userEvent.selectOptions(screen.getByLabelText('Agent'), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('user 99 is not an agent or sales account')).toBeInTheDocument();
  });

  it('is read-only without the alert permission, and does not list agents', async () => {
    const { api } = setup([], route);
    expect(await screen.findByRole('checkbox', { name: 'Large amount' })).toBeDisabled();
    expect(screen.getByRole('list', { name: '1 suspicious agent' })).toHaveTextContent('#77');
    expect(screen.queryByRole('button', { name: 'Remove agent 77' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Find an agent')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(api.callsTo('GET account/change/upLine/init')).toHaveLength(0);
  });
});
