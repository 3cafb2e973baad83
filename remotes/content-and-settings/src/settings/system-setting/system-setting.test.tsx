import { session } from '@console/client';
import { fakeAreaApi } from '@console/area-kit/testing';
import type { SettingVersion, SystemInfoSettings } from '@console/contracts/schemas/settings-answers';
import { BRANDING_CHANGED_EVENT } from '@console/contracts/settings-events';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SystemSettingPage from './Page';

const INFO: SystemInfoSettings = {
  systemName: 'Back-office Console',
  contactInfo: 'ops@example.com',
  webLogoSquare: null,
  webLogoHorizontal: null,
  appLogo: null,
  backstageLogoSquare: null,
  backstageLogoHorizontal: null,
  backstageLogoIco: null,
  downloadButtonActivation: 0,
  iosDownloadUrl: [],
  androidDownloadUrl: ['https://apps.example.com/app.apk'],
  updateDate: '2026-11-20T08:30:00.000Z',
  updatedBy: 'mchen',
};
const MAINTENANCE = { maintenanceActivation: 0, maintenanceAnnouncement: '', updateDate: null, updatedBy: null };
const VERSION: SettingVersion = {
  id: 7,
  setting: 'system-maintenance',
  operator: 'mchen',
  reason: 'Database upgrade',
  before: { maintenanceActivation: 0, maintenanceAnnouncement: '' },
  after: { maintenanceActivation: 1, maintenanceAnnouncement: 'Back at 03:00' },
  changes: [
    { field: 'maintenanceActivation', from: 0, to: 1 },
    { field: 'maintenanceAnnouncement', from: '', to: 'Back at 03:00' },
  ],
  revertedFrom: null,
  createDate: '2026-11-21T02:00:00.000Z',
};

function setup(permissions: string[], route: string) {
  signInWith(permissions);
  const api = fakeAreaApi({
    'GET system/setting/system-info': () => INFO,
    'GET system/setting/system-maintenance': () => MAINTENANCE,
    'PATCH system/setting/edit/system-info': ({ body }) => ({ values: { ...INFO, ...(body as object) }, version: { ...VERSION, id: 8 } }),
    'PATCH system/setting/edit/system-maintenance': () => ({ values: MAINTENANCE, version: VERSION }),
    'GET settings/versions': () => pageOf([VERSION]),
    'POST settings/versions/revert': () => ({ values: MAINTENANCE, version: { ...VERSION, id: 9, revertedFrom: 7 } }),
  });
  const view = renderWithUi(<SystemSettingPage />, { route, path: '/settings/system-setting/:tabName', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('system settings', () => {
  it('shows system information and saves only the fields changed; the console is told its branding changed', async () => {
    const { api } = setup(['systemSettings.view', 'systemSettings.editName'], '/settings/system-setting/system-info');
    const branding = jest.fn();
    window.addEventListener(BRANDING_CHANGED_EVENT, branding);
    const name = await screen.findByLabelText(/System name/);
    await waitFor(() => expect(name).toHaveValue('Back-office Console'));
    expect(screen.getByRole('tab', { name: 'System info', selected: true })).toBeInTheDocument();
    expect(screen.getByText(/mchen/)).toBeInTheDocument();
    // Only the name may be changed by this admin: the other fields are read-only.
    expect(screen.getByLabelText(/Contact information/)).toBeDisabled();
    expect(screen.getByLabelText(/Android download addresses/)).toHaveValue('https://apps.example.com/app.apk');

    await userEvent.clear(name);
    await userEvent.type(name, 'Ops Console');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved as version #8')).toBeInTheDocument();
    expect(api.callsTo('PATCH system/setting/edit/system-info')[0].body).toEqual({ systemName: 'Ops Console' });
    expect(branding).toHaveBeenCalled();
    window.removeEventListener(BRANDING_CHANGED_EVENT, branding);
  });

  it('asks for the reason of a maintenance change before calling the API', async () => {
    const { api } = setup(['systemSettings.view', 'systemSettings.editMaintenance'], '/settings/system-setting/system-maintenance');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Maintenance mode' }));
    await userEvent.type(screen.getByLabelText(/Maintenance announcement/), 'Back at 03:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('PATCH system/setting/edit/system-maintenance')).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(/Reason for the change/), 'Database upgrade');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PATCH system/setting/edit/system-maintenance')).toHaveLength(1));
    expect(api.callsTo('PATCH system/setting/edit/system-maintenance')[0].body).toEqual({
      maintenanceActivation: 1,
      maintenanceAnnouncement: 'Back at 03:00',
      reason: 'Database upgrade',
    });
  });

  it('shows the history with a diff of each version and reverts to one, with its reason', async () => {
    const { api } = setup(['systemSettings.view', 'systemSettings.editMaintenance'], '/settings/system-setting/system-maintenance');
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    const diff = await screen.findByRole('table', { name: 'Changes of version #7' });
    expect(within(diff).getByText('Maintenance mode')).toBeInTheDocument();
    expect(within(diff).getByText('Off')).toBeInTheDocument();
    expect(within(diff).getByText('On')).toBeInTheDocument();
    expect(within(diff).getByText('Back at 03:00')).toBeInTheDocument();
    expect(screen.getByText('Database upgrade')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Revert to this version' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revert to version #7?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(await within(dialog).findByText('Enter the reason for this change')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason for the change/), 'Window moved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('Reverted to version #7')).toBeInTheDocument();
    expect(api.callsTo('POST settings/versions/revert')[0].body).toEqual({ id: 7, reason: 'Window moved' });
    expect(api.callsTo('GET settings/versions')[0].query).toMatchObject({ setting: 'system-maintenance' });
  });

  it('lets an admin without edit permissions read the settings only', async () => {
    setup(['systemSettings.view'], '/settings/system-setting/system-info');
    await waitFor(() => expect(screen.getByLabelText(/System name/)).toHaveValue('Back-office Console'));
    expect(screen.getByLabelText(/System name/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText('You can read these settings but not change them.')).toBeInTheDocument();
  });
});
