import { session } from '@console/client';
import { fakeAreaApi } from '@console/area-kit/testing';
import type { TwoFactorRecord, TwoFactorSetting } from '@console/contracts/schemas/settings-answers';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TwoFactorPage from './Page';

const SETTING: TwoFactorSetting = {
  id: 1,
  enable: 1,
  issuer: 'Trading Platform',
  createDate: '2026-01-01T00:00:00.000Z',
  updateDate: null,
  updatedBy: null,
};
const RECORDS: TwoFactorRecord[] = [
  {
    id: 12,
    userId: 1004,
    account: 'lena@example.com',
    email: 'lena@example.com',
    mobileNumber: null,
    status: 1,
    enableTime: '2026-10-02T08:00:00.000Z',
    resetDate: null,
    resetBy: null,
    createDate: '2026-10-02T08:00:00.000Z',
    updateDate: '2026-10-02T08:00:00.000Z',
  },
  {
    id: 11,
    userId: 1020,
    account: '+44 7700900123',
    email: null,
    mobileNumber: '+44 7700900123',
    status: 2,
    enableTime: '2026-09-01T08:00:00.000Z',
    resetDate: '2026-09-03T08:00:00.000Z',
    resetBy: 'admin',
    createDate: '2026-09-01T08:00:00.000Z',
    updateDate: '2026-09-03T08:00:00.000Z',
  },
];

function setup(permissions: string[], route: string) {
  signInWith(permissions);
  const api = fakeAreaApi({
    'POST account/2fa/setting': () => SETTING,
    'POST account/2fa/setting/update': () => ({ values: { enable: 0, issuer: 'Trading Platform' }, version: null }),
    'POST account/2fa/recordList': ({ body }) => {
      const { status } = (body ?? {}) as { status?: string };
      return pageOf(RECORDS.filter((r) => !status || String(r.status) === String(status)));
    },
    'DELETE account/2fa/record/12': () => ({ ...RECORDS[0], status: 2, resetBy: 'admin' }),
  });
  const view = renderWithUi(<TwoFactorPage />, { route, path: '/settings/2fa/:tabName', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe("end users' 2FA", () => {
  it('saves the setting whole, with its required reason', async () => {
    const { api } = setup(['twoFactor.view', 'twoFactor.edit'], '/settings/2fa/setting');
    const issuer = await screen.findByLabelText(/Issuer/);
    await waitFor(() => expect(issuer).toHaveValue('Trading Platform'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Offer 2FA to clients' }));
    await userEvent.type(screen.getByLabelText(/Reason for the change/), 'Authenticator outage');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST account/2fa/setting/update')).toHaveLength(1));
    expect(api.callsTo('POST account/2fa/setting/update')[0].body).toEqual({
      id: 1,
      enable: 0,
      issuer: 'Trading Platform',
      reason: 'Authenticator outage',
    });
  });

  it("lists the records and resets a user's 2FA after a confirmation naming them", async () => {
    const { api } = setup(['twoFactor.view', 'twoFactor.deleteRecord'], '/settings/2fa/records');
    const table = await screen.findByRole('table', { name: '2FA records' });
    expect(await within(table).findByText('lena@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Bound')).toBeInTheDocument();
    // A record already reset offers nothing; a bound one its reset.
    await userEvent.click(within(table).getByRole('button', { name: 'Reset 2FA' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset this user’s 2FA?' });
    expect(within(dialog).getByText(/User 1004 \(lena@example.com\)/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset 2FA' }));
    expect(await screen.findByText('The 2FA of user 1004 was reset')).toBeInTheDocument();
    expect(api.callsTo('DELETE account/2fa/record/12')).toHaveLength(1);
  });

  it('offers no reset without its permission', async () => {
    setup(['twoFactor.view'], '/settings/2fa/records');
    const table = await screen.findByRole('table', { name: '2FA records' });
    expect(await within(table).findByText('lena@example.com')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Reset 2FA' })).not.toBeInTheDocument();
  });
});
