import { session } from '@console/client';
import { fakeAreaApi } from '@console/area-kit/testing';
import type { MarketSetting } from '@console/contracts/schemas/settings-platform';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MultiLevelMarketingPage from './Page';

const SETTING: MarketSetting = {
  enable: 1,
  distributionLevel: 3,
  distributionFrequencyType: 1,
  distributionTime: '00:00',
  nextRunDate: '2026-11-29T00:00:00.000Z',
  lastRun: {
    periodStart: '2026-11-27T00:00:00.000Z',
    periodEnd: '2026-11-28T00:00:00.000Z',
    distributionLevel: 3,
    paymentCount: 12,
    createDate: '2026-11-28T00:00:05.000Z',
  },
  updateDate: null,
  updatedBy: null,
};

function setup(permissions: string[]) {
  signInWith(permissions);
  const api = fakeAreaApi({
    'GET system/marketSetting': () => SETTING,
    'POST system/marketSetting/edit': () => ({ values: {}, version: null }),
    'GET settings/versions': () => pageOf([]),
  });
  renderWithUi(<MultiLevelMarketingPage />, { route: '/settings/multi-level-marketing-settings', toaster: true });
  return api;
}

afterEach(() => session.signOut());

describe('multi-level marketing', () => {
  it('shows the setting with its runs, and saves the whole setting with the reason every change needs', async () => {
    const api = setup(['marketingSettings.view', 'marketingSettings.edit']);
    const form = await screen.findByRole('form', { name: 'Distribution' });
    expect(await within(form).findByText('12 payments, 3 layers', { exact: false })).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText(/^Layers paid/), '5');
    const time = within(form).getByLabelText(/^Time of the run/);
    await userEvent.clear(time);
    await userEvent.type(time, '7:5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a time such as 00:30 (HH:mm)')).toBeInTheDocument();
    await userEvent.clear(time);
    await userEvent.type(time, '06:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST system/marketSetting/edit')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText(/Reason for the change/), 'Deeper plan');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST system/marketSetting/edit')).toHaveLength(1));
    expect(api.callsTo('POST system/marketSetting/edit')[0].body).toEqual({
      enable: 1,
      distributionLevel: 5,
      distributionFrequencyType: 1,
      distributionTime: '06:30',
      reason: 'Deeper plan',
    });
  });

  it('is read-only without the edit permission', async () => {
    setup(['marketingSettings.view']);
    const form = await screen.findByRole('form', { name: 'Distribution' });
    expect(await within(form).findByText('You can read these settings but not change them.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Layers paid/)).toBeDisabled();
  });
});
