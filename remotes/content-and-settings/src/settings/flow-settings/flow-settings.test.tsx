import { session } from '@console/client';
import { fakeAreaApi } from '@console/area-kit/testing';
import type { FlowSetting } from '@console/contracts/schemas/settings-platform';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import FlowSettingsPage from './Page';

const SETTING: FlowSetting = {
  id: 1,
  globalEnable: 1,
  backstageFutureWalletEnable: 1,
  backstagePerpetualWalletEnable: 1,
  clientFutureWalletEnable: 1,
  clientPerpetualWalletEnable: 1,
  flowVolumeMultiplier: '1',
  allowTransferEnable: 1,
  transferFeeEnable: 0,
  transferFeeRate: '0',
  createDate: '2026-11-01T00:00:00.000Z',
  updateDate: null,
  updatedBy: null,
};

function setup(permissions: string[]) {
  signInWith(permissions);
  const saved = { values: {}, version: null };
  const api = fakeAreaApi({
    'GET common/flowSetting': () => SETTING,
    'POST system/flow/setting': () => saved,
    'PUT system/flow/close': () => saved,
    'GET settings/versions': () => pageOf([]),
  });
  renderWithUi(<FlowSettingsPage />, { route: '/settings/flow-settings', toaster: true });
  return api;
}

afterEach(() => session.signOut());

describe('flow settings', () => {
  it('sends only what changed, the multiplier and fee as decimal text', async () => {
    const api = setup(['flowSettings.view', 'flowSettings.edit']);
    const form = await screen.findByRole('form', { name: 'Flow and transfers' });
    const multiplier = await within(form).findByLabelText(/^Flow volume multiplier/);
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '1.23456');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a number of 0 or more with at most 4 decimals')).toBeInTheDocument();
    await userEvent.clear(multiplier);
    await userEvent.type(multiplier, '2.5');
    const fee = within(form).getByLabelText(/^Transfer fee \(%\)/);
    await userEvent.clear(fee);
    await userEvent.type(fee, '0.25');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST system/flow/setting')).toHaveLength(1));
    expect(api.callsTo('POST system/flow/setting')[0].body).toEqual({ flowVolumeMultiplier: '2.5', transferFeeRate: '0.25' });
  });

  it('turns the flow off only after a confirmation', async () => {
    const api = setup(['flowSettings.view', 'flowSettings.edit']);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn flow off' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn the flow requirement off?' });
    expect(api.callsTo('PUT system/flow/close')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(api.callsTo('PUT system/flow/close')).toHaveLength(1));
  });

  it('offers no change without the edit permission', async () => {
    setup(['flowSettings.view']);
    const form = await screen.findByRole('form', { name: 'Flow and transfers' });
    expect(await within(form).findByText('You can read these settings but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn flow off' })).not.toBeInTheDocument();
  });
});
