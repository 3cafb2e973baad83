import { session } from '@console/client';
import { fakeAreaApi } from '@console/area-kit/testing';
import type { CrossOriginEntry } from '@console/contracts/schemas/settings-answers';
import { renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DomainWhiteListPage from './Page';

const ENTRIES: CrossOriginEntry[] = [
  { origin: 'https://client.example.com', remark: 'Client web platform', updateTime: '2026-10-01T00:00:00.000Z' },
  { origin: 'https://ops.example.com', remark: null, updateTime: '2026-10-02T00:00:00.000Z' },
];

function setup(permissions: string[]) {
  signInWith(permissions);
  const saved = { values: {}, version: null };
  const api = fakeAreaApi({
    'GET cross-origin/whitelist': () => ENTRIES,
    'POST cross-origin/whitelist': () => saved,
    'PUT cross-origin/whitelist': () => saved,
    'DELETE cross-origin/whitelist': () => saved,
  });
  const view = renderWithUi(<DomainWhiteListPage />, { route: '/settings/domain-white-list', toaster: true });
  return { api, view };
}

afterEach(() => session.signOut());

describe('the domain whitelist', () => {
  it('lists the allowed origins and adds one, written as browsers send it, with its reason', async () => {
    const { api } = setup(['domainWhitelist.list', 'domainWhitelist.edit']);
    const table = await screen.findByRole('table', { name: 'Domain whitelist' });
    expect(await within(table).findByText('https://client.example.com')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add origin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an allowed origin' });
    await userEvent.type(within(dialog).getByLabelText(/^Origin/), 'https://console.example.com/path');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Enter an origin such as https://console.example.com (no path)')).toBeInTheDocument();
    expect(api.callsTo('POST cross-origin/whitelist')).toHaveLength(0);

    const origin = within(dialog).getByLabelText(/^Origin/);
    await userEvent.clear(origin);
    await userEvent.type(origin, 'HTTPS://Console.Example.com/');
    await userEvent.type(within(dialog).getByLabelText(/Reason for the change/), 'Second console');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST cross-origin/whitelist')).toHaveLength(1));
    expect(api.callsTo('POST cross-origin/whitelist')[0].body).toEqual({ origin: 'https://console.example.com', reason: 'Second console' });
  });

  it('removes an origin only with a reason', async () => {
    const { api } = setup(['domainWhitelist.list', 'domainWhitelist.edit']);
    const table = await screen.findByRole('table', { name: 'Domain whitelist' });
    const row = (await within(table).findByText('https://ops.example.com')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove https://ops.example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason for the change/), 'Retired');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE cross-origin/whitelist')).toHaveLength(1));
    expect(api.callsTo('DELETE cross-origin/whitelist')[0].query).toEqual({ origin: 'https://ops.example.com', reason: 'Retired' });
  });

  it('offers no change without the edit permission', async () => {
    setup(['domainWhitelist.list']);
    const table = await screen.findByRole('table', { name: 'Domain whitelist' });
    expect(await within(table).findByText('https://ops.example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add origin' })).not.toBeInTheDocument();
  });
});
