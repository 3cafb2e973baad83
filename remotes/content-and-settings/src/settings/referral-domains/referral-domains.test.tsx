import { session } from '@console/client';
import { fakeAreaApi } from '@console/area-kit/testing';
import type { ReferralDomain } from '@console/contracts/schemas/settings-platform';
import { pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReferralDomainsPage from './Page';

const DOMAIN: ReferralDomain = {
  id: 4,
  domainUrl: 'https://invite.example.com',
  tierSales: 12,
  tierAgent: 30,
  tierAccount: null,
  tierIp: null,
  tierIsoCode: 'SG',
  displaySort: 1,
  createDate: '2026-11-01T00:00:00.000Z',
  updateDate: '2026-11-01T00:00:00.000Z',
};
const AGENT = { id: 30, email: 'agent30@example.com', mobileNumber: null, invitationCode: 'AG30', accountType: 2 };

function setup(permissions: string[]) {
  signInWith(permissions);
  const saved = { values: {}, version: null };
  const api = fakeAreaApi({
    'POST referralDomain/list': () => pageOf([DOMAIN]),
    'GET referralDomain/country/list': () => [{ isoCode: 'SG', name: 'Singapore' }],
    'GET account/change/upLine/init': () => [AGENT],
    'POST referralDomain/add': () => saved,
    'POST referralDomain/del/4': () => saved,
    'GET settings/versions': () => pageOf([]),
  });
  renderWithUi(<ReferralDomainsPage />, { route: '/settings/referral-link-domain-name', toaster: true });
  return api;
}

afterEach(() => session.signOut());

describe('referral link domains', () => {
  it('lists the domains with their tiers and adds one with an agent from the agent list', async () => {
    const api = setup(['referralDomains.list', 'referralDomains.add', 'referralDomains.delete']);
    const table = await screen.findByRole('table', { name: 'Referral link domains' });
    expect(await within(table).findByText('https://invite.example.com')).toBeInTheDocument();
    expect(within(table).getByText('Singapore (SG)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add a referral domain' });
    await userEvent.type(within(drawer).getByLabelText(/^Domain/), 'join.example.com/path');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('Enter a domain such as invite.example.com (no path)')).toBeInTheDocument();
    const domain = within(drawer).getByLabelText(/^Domain/);
    await userEvent.clear(domain);
    await userEvent.type(domain, 'Join.Example.com');
    await within(drawer).findByRole('option', { name: '#30 agent30@example.com · AG30' });
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Agent/), '30');
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Country/), 'SG');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST referralDomain/add')).toHaveLength(1));
    expect(api.callsTo('POST referralDomain/add')[0].body).toEqual({
      domainUrl: 'https://join.example.com',
      tierAgent: 30,
      tierIsoCode: 'SG',
      displaySort: 0,
    });
  });

  it('deletes a domain only after a confirmation naming it', async () => {
    const api = setup(['referralDomains.list', 'referralDomains.delete']);
    const table = await screen.findByRole('table', { name: 'Referral link domains' });
    const row = (await within(table).findByText('https://invite.example.com')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete https://invite.example.com?' });
    expect(api.callsTo('POST referralDomain/del/4')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('POST referralDomain/del/4')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Add domain' })).not.toBeInTheDocument();
  });
});
