import { session } from '@console/client';
import type { BlacklistEntry } from '@console/contracts';
import { FakeFailure, pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import { ALL_BACKSTAGE, VIEW_ONLY } from '../common/test-permissions';
import IpBlacklistPage from './Page';

const ENTRIES: BlacklistEntry[] = [
  { id: 7, ip: '198.51.100.23', country: 'Nowhere', banIpType: 1, reason: 'Credential stuffing', createDate: '2026-01-05T03:00:00.000Z' },
  { id: 6, ip: '192.0.2.0/24', country: null, banIpType: 3, reason: null, createDate: '2026-01-04T03:00:00.000Z' },
];

function setup(permissions: string[]) {
  signInWith(permissions);
  let entries = [...ENTRIES];
  const api = fakeAreaApi({
    'POST account/ban/ip/list': ({ body }) => {
      const { banIpType } = body as { banIpType?: number };
      return pageOf(entries.filter((e) => banIpType === undefined || e.banIpType === banIpType));
    },
    'POST account/ban/ip/add': ({ body }) => {
      const entry = {
        id: 8,
        country: null,
        reason: null,
        createDate: '2026-02-01T00:00:00.000Z',
        ...(body as { ip: string; banIpType: number }),
      };
      entries = [entry, ...entries];
      return entry;
    },
    'POST account/ban/ip/del': ({ query }) => {
      // Entry 7 was lifted by someone else in the meantime.
      if (query.id === '7') return new FakeFailure(404, 'IP blacklist entry 7 does not exist');
      entries = entries.filter((e) => String(e.id) !== query.id);
      return null;
    },
  });
  renderWithUi(<IpBlacklistPage />, { route: '/backstage-management/black-list', toaster: true });
  return api;
}

afterEach(() => session.signOut());

describe('IP blacklist', () => {
  it('lists the entries with their ban type as a translated badge', async () => {
    setup(VIEW_ONLY);
    const table = await screen.findByRole('table', { name: 'IP blacklist' });
    const row = (await within(table).findByText('198.51.100.23')).closest('tr') as HTMLElement;
    expect(await within(row).findByText('Sign-in')).toBeInTheDocument();
    expect(within(row).getByText('Credential stuffing')).toBeInTheDocument();
    const other = within(table).getByText('192.0.2.0/24').closest('tr') as HTMLElement;
    expect(await within(other).findByText('All access')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
  });

  it('filters by ban type, sent as a number', async () => {
    const api = setup(ALL_BACKSTAGE);
    const select = await screen.findByLabelText('Ban type');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'All access' })).toBeInTheDocument());
    await userEvent.selectOptions(select, 'All access');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = screen.getByRole('table', { name: 'IP blacklist' });
    await waitFor(() => expect(within(table).queryByText('198.51.100.23')).not.toBeInTheDocument());
    expect(api.callsTo('POST account/ban/ip/list').at(-1)?.body).toEqual({ pageNum: 1, pageSize: 20, banIpType: 3 });
  });

  it('requires a valid address and a ban type', async () => {
    const api = setup(ALL_BACKSTAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add blacklist entry' });
    await userEvent.type(within(dialog).getByLabelText(/IP address or CIDR range/), '300.1.1.1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await within(dialog).findByText('Enter an IP address such as 203.0.113.7 or a CIDR range such as 10.0.0.0/8.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST account/ban/ip/add')).toHaveLength(0);
  });

  it('adds an entry with the chosen ban type and reason', async () => {
    const api = setup(ALL_BACKSTAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add blacklist entry' });
    await userEvent.type(within(dialog).getByLabelText(/IP address or CIDR range/), '2001:db8::/32');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Ban type/), 'Registration');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Bulk sign-ups');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('2001:db8::/32 added to the blacklist')).toBeInTheDocument();
    expect(api.callsTo('POST account/ban/ip/add')[0].body).toEqual({ ip: '2001:db8::/32', banIpType: 2, reason: 'Bulk sign-ups' });
  });

  it('asks before deleting, naming the address', async () => {
    const api = setup(ALL_BACKSTAGE);
    const row = (await screen.findByText('192.0.2.0/24')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete “192.0.2.0/24” from the IP blacklist?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST account/ban/ip/del')).toHaveLength(0);
  });

  it('deletes the ticked entries one by one, listing the one already gone', async () => {
    const api = setup(ALL_BACKSTAGE);
    const table = await screen.findByRole('table', { name: 'IP blacklist' });
    await within(table).findByText('192.0.2.0/24');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 7' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 6' }));
    await userEvent.click(within(await screen.findByLabelText('Selected rows')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 blacklist entries' });
    expect(dialog).toHaveTextContent('198.51.100.23 · Sign-in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete them' }));
    expect(await within(dialog).findByText('1 done, 1 refused.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Refused')).toHaveTextContent('198.51.100.23 · Sign-in: Already deleted');
    expect(api.callsTo('POST account/ban/ip/del').map((c) => c.query)).toEqual([{ id: '7' }, { id: '6' }]);
    await waitFor(() => expect(within(table).queryByText('192.0.2.0/24')).not.toBeInTheDocument());
  });

  it('sorts by address, date or id, and offers no bulk deletion without the permission', async () => {
    const api = setup(VIEW_ONLY);
    const table = await screen.findByRole('table', { name: 'IP blacklist' });
    await within(table).findByText('192.0.2.0/24');
    await userEvent.click(within(table).getByRole('button', { name: /^IP or range/ }));
    await waitFor(() => expect(api.callsTo('POST account/ban/ip/list').at(-1)?.body).toMatchObject({ orderBy: 'ip' }));
    expect(within(table).queryByRole('button', { name: /^Reason/ })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 6' }));
    const bar = await screen.findByLabelText('Selected rows');
    expect(within(bar).getByRole('button', { name: /Export selected/ })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
