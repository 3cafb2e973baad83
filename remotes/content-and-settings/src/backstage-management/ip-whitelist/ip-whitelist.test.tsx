import { session } from '@console/client';
import type { WhitelistEntry } from '@console/contracts';
import { FakeFailure, pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import { ALL_BACKSTAGE, VIEW_ONLY } from '../common/test-permissions';
import IpWhitelistPage from './Page';

const ENTRIES: WhitelistEntry[] = [
  { id: 1, ip: '203.0.113.7', country: 'Singapore', remark: 'Head office', createDate: '2026-01-05T03:00:00.000Z' },
  { id: 2, ip: '10.0.0.0/8', country: null, remark: 'VPN', createDate: '2026-01-06T03:00:00.000Z' },
  { id: 4, ip: '192.168.0.0/16', country: null, remark: 'Office LAN', createDate: '2026-01-07T03:00:00.000Z' },
];

function setup(permissions: string[]) {
  signInWith(permissions);
  let entries = [...ENTRIES];
  const api = fakeAreaApi({
    'POST manage/whitelist': ({ body }) => {
      const ip = (body as { ip?: string }).ip;
      return pageOf(entries.filter((e) => !ip || e.ip.includes(ip)));
    },
    'POST manage/whitelist/add': ({ body }) => {
      const entry = { id: 3, country: null, createDate: '2026-02-01T00:00:00.000Z', ...(body as { ip: string; remark: string }) };
      entries = [...entries, entry];
      return entry;
    },
    'POST manage/whitelist/del': ({ query }) => {
      if (query.id === '1')
        return new FakeFailure(
          409,
          'This change would shut you out: your address 203.0.113.7 would no longer be on the IP whitelist. Add an entry covering it first.',
        );
      entries = entries.filter((e) => String(e.id) !== query.id);
      return null;
    },
  });
  renderWithUi(<IpWhitelistPage />, { route: '/backstage-management/white-list', toaster: true });
  return api;
}

afterEach(() => session.signOut());

describe('IP whitelist', () => {
  it('lists the entries', async () => {
    setup(ALL_BACKSTAGE);
    const table = await screen.findByRole('table', { name: 'IP whitelist' });
    expect(await within(table).findByText('203.0.113.7')).toBeInTheDocument();
    expect(within(table).getByText('10.0.0.0/8')).toBeInTheDocument();
    expect(within(table).getByText('Head office')).toBeInTheDocument();
  });

  it('filters by IP through the URL', async () => {
    const api = setup(ALL_BACKSTAGE);
    await userEvent.type(await screen.findByLabelText('IP'), '10.0');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = screen.getByRole('table', { name: 'IP whitelist' });
    await waitFor(() => expect(within(table).queryByText('203.0.113.7')).not.toBeInTheDocument());
    expect(api.callsTo('POST manage/whitelist').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, ip: '10.0' });
  });

  it('hides adding and deleting from an admin without those permissions', async () => {
    setup(VIEW_ONLY);
    expect(await screen.findByText('203.0.113.7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('refuses a bad CIDR range before calling the API', async () => {
    const api = setup(ALL_BACKSTAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add whitelist entry' });
    await userEvent.type(within(dialog).getByLabelText(/IP address or CIDR range/), '10.0.0.0/33');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Enter an IP address such as 203.0.113.7 or a CIDR range such as 10.0.0.0/8.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST manage/whitelist/add')).toHaveLength(0);
  });

  it('adds a valid entry, says so and refreshes the list', async () => {
    const api = setup(ALL_BACKSTAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add whitelist entry' });
    await userEvent.type(within(dialog).getByLabelText(/IP address or CIDR range/), '198.51.100.0/24');
    await userEvent.type(within(dialog).getByLabelText(/Remark/), 'Branch office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('198.51.100.0/24 added to the whitelist')).toBeInTheDocument();
    expect(api.callsTo('POST manage/whitelist/add')[0].body).toEqual({ ip: '198.51.100.0/24', remark: 'Branch office' });
    const table = screen.getByRole('table', { name: 'IP whitelist' });
    expect(await within(table).findByText('Branch office')).toBeInTheDocument();
  });

  it('asks before deleting, naming the address, and deletes it', async () => {
    const api = setup(ALL_BACKSTAGE);
    const table = await screen.findByRole('table', { name: 'IP whitelist' });
    const row = (await within(table).findByText('10.0.0.0/8')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete “10.0.0.0/8” from the IP whitelist?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('10.0.0.0/8 removed from the whitelist')).toBeInTheDocument();
    expect(api.callsTo('POST manage/whitelist/del')[0].query).toEqual({ id: '2' });
    await waitFor(() => expect(within(table).queryByText('10.0.0.0/8')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal when a deletion would shut the admin out', async () => {
    setup(ALL_BACKSTAGE);
    const table = await screen.findByRole('table', { name: 'IP whitelist' });
    const row = (await within(table).findByText('203.0.113.7')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/This change would shut you out/)).toBeInTheDocument();
    expect(within(table).getByText('203.0.113.7')).toBeInTheDocument();
  });

  it('deletes the ticked entries one by one through the single deletion, listing the one that would shut the admin out', async () => {
    const api = setup(ALL_BACKSTAGE);
    const table = await screen.findByRole('table', { name: 'IP whitelist' });
    await within(table).findByText('203.0.113.7');
    for (const id of [2, 1, 4]) await userEvent.click(within(table).getByRole('checkbox', { name: `Select row ${id}` }));
    expect(await screen.findByLabelText('Selected rows')).toHaveTextContent('3');
    await userEvent.click(within(screen.getByLabelText('Selected rows')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 whitelist entries' });
    expect(within(dialog).getByRole('table', { name: 'Records' })).toHaveTextContent('203.0.113.7 · Head office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete them' }));
    expect(await within(dialog).findByText('2 done, 1 refused.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Refused')).toHaveTextContent(
      '203.0.113.7 · Head office: Refused: it covers your own address 203.0.113.7, and without it you would be shut out.',
    );
    expect(within(dialog).getByLabelText('Done')).toHaveTextContent('10.0.0.0/8 · VPN192.168.0.0/16 · Office LAN');
    // One call per entry, in the order ticked, each the single deletion with its own check.
    expect(api.callsTo('POST manage/whitelist/del').map((c) => c.query)).toEqual([{ id: '2' }, { id: '1' }, { id: '4' }]);
    // No toast per refusal: the dialog lists it.
    expect(screen.queryByText(/This change would shut you out/)).not.toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('10.0.0.0/8')).not.toBeInTheDocument());
    expect(within(table).getByText('203.0.113.7')).toBeInTheDocument();
    // The refused entry stays ticked, for another look.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    expect(within(table).getByRole('checkbox', { name: 'Select row 1' })).toBeChecked();
  });

  it('sorts by address or date in the URL, and exports the ticked rows without a bulk deletion for a viewer', async () => {
    const api = setup(VIEW_ONLY);
    const table = await screen.findByRole('table', { name: 'IP whitelist' });
    await within(table).findByText('203.0.113.7');
    await userEvent.click(within(table).getByRole('button', { name: /^Added/ }));
    await waitFor(() => expect(api.callsTo('POST manage/whitelist').at(-1)?.body).toMatchObject({ orderBy: 'createDate' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 2' }));
    const bar = await screen.findByLabelText('Selected rows');
    expect(within(bar).getByRole('button', { name: /Export selected/ })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
