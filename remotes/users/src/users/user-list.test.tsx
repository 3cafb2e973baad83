import { session } from '@console/client';
import type { User } from '@console/contracts';
import { FakeFailure, pageOf, renderWithUi, signInWith } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import { ALL_USER_ACTIONS, LEVELS, MARKETING_LEVELS, testUser } from './fixtures';
import UsersPage from './UsersPage';

const USERS: User[] = [
  testUser(),
  testUser({
    id: 1002,
    email: 'bob@example.test',
    accountType: 2,
    status: 2,
    userLevel: 2,
    balance: '0',
    invitationCode: 'BOB002',
    parentUserId: 1001,
    parentUserName: 'ann@example.test',
  }),
  testUser({ id: 1003, email: null, mobileNumber: '7700900123', countryCode: '44', invitationCode: 'CAT003', balance: '-1' }),
];

function setup(permissions: string[], route = '/users/list') {
  signInWith(permissions);
  let users = [...USERS];
  const api = fakeAreaApi({
    'POST account/list': ({ body }) => {
      const b = body as Record<string, unknown>;
      const found = users.filter(
        (u) => (!b.email || u.email?.includes(String(b.email))) && (!b.accountType || u.accountType === b.accountType),
      );
      return pageOf(found, Number(b.pageNum), Number(b.pageSize), found.length === 3 ? 45 : found.length);
    },
    'POST account/userLevel/list': () => pageOf(LEVELS),
    'POST account/userMarketing/list': () => pageOf(MARKETING_LEVELS),
    'GET account/change/upLine/init': () => [
      { id: 1002, email: 'bob@example.test', mobileNumber: null, invitationCode: 'BOB002', accountType: 2 },
    ],
    'POST account/update/status': ({ body }) => {
      const { accountId, status } = body as { accountId: number; status: number };
      users = users.map((u) => (u.id === accountId ? { ...u, status } : u));
      return null;
    },
    'POST account/create': ({ body }) => {
      const b = body as { email?: string };
      if (b.email === 'taken@example.test') return new FakeFailure(409, 'This e-mail is already registered');
      return { id: 3001, invitationCode: 'NEW301', wallets: [] };
    },
    'POST reporting/user/export': () => ({ jobId: 12, status: 'queued' }),
  });
  const view = renderWithUi(<UsersPage />, { route, path: '/users/:tabName', toaster: true });
  return { api, view };
}

async function rowOf(text: string) {
  const table = await screen.findByRole('table', { name: 'Users' });
  return (await within(table).findByText(text)).closest('tr') as HTMLElement;
}

async function openRowAction(text: string, action: string) {
  const row = await rowOf(text);
  await userEvent.click(within(row).getByRole('button', { name: 'Row actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

// The first render of a test file warms up Chakra and the kit, which takes a few seconds here.
afterEach(() => session.signOut());

describe('user list', () => {
  it('shows each user with type, status, level names, upline and balance in USDT', async () => {
    setup(['users.list', 'users.details']);
    const bob = await rowOf('bob@example.test');
    expect(await within(bob).findByText('Agent')).toBeInTheDocument();
    expect(within(bob).getByText('Suspended')).toBeInTheDocument();
    expect(await within(bob).findByText('Gold')).toBeInTheDocument();
    expect(within(bob).getByRole('link', { name: '#1001' })).toHaveAttribute('href', '/users/list/user-details/1001');
    const ann = await rowOf('ANN001');
    expect(within(ann).getByText('1,250.5')).toBeInTheDocument();
    expect(within(ann).getByText('USDT')).toBeInTheDocument();
    expect(within(ann).getByText('Germany')).toBeInTheDocument();
    expect(await rowOf('+44 7700900123')).toBeInTheDocument();
  });

  it('names the upline without a link for an admin who may not open details', async () => {
    setup(['users.list']);
    const bob = await rowOf('bob@example.test');
    expect(within(bob).getByText('#1001')).toBeInTheDocument();
    expect(within(bob).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens the user details when a row is clicked', async () => {
    const { view } = setup(['users.list', 'users.details']);
    const bob = await rowOf('bob@example.test');
    await userEvent.click(within(bob).getByText('Suspended'));
    await waitFor(() => expect(view.location()).toBe('/users/list/user-details/1002'));
  });

  it('sorts by a column the API sorts, with the sort in the URL and the request', async () => {
    const { api, view } = setup(['users.list']);
    await rowOf('ANN001');
    const table = screen.getByRole('table', { name: 'Users' });
    // Only the columns the list's allow-list names are sortable: ID and Created, not the balance.
    expect(within(table).getByRole('columnheader', { name: /Balance/ })).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(table).getByRole('button', { name: /Created/ }));
    await waitFor(() => expect(view.location()).toMatch(/orderBy=createDate&orderDirection=(asc|desc)/));
    const direction = new URLSearchParams(view.location().split('?')[1]).get('orderDirection');
    await waitFor(() =>
      expect(api.callsTo('POST account/list').at(-1)?.body).toEqual({
        pageNum: 1,
        pageSize: 20,
        orderBy: 'createDate',
        orderDirection: direction,
      }),
    );
    expect(within(table).getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      direction === 'asc' ? 'ascending' : 'descending',
    );
  });

  it('keeps filters and paging in the URL and sends them to the API', async () => {
    const { api, view } = setup(['users.list'], '/users/list?status=2&pageNum=2');
    await rowOf('ANN001');
    expect(api.callsTo('POST account/list')[0].body).toEqual({ pageNum: 2, pageSize: 20, status: 2 });
    expect(screen.getByLabelText('Status')).toHaveValue('2');

    // The less used filters are behind "More filters".
    expect(screen.queryByLabelText('Level')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
    await waitFor(() => expect(within(screen.getByLabelText('Level')).getByRole('option', { name: '1 · Silver' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Agent');
    await userEvent.selectOptions(screen.getByLabelText('Level'), '1 · Silver');
    await userEvent.type(screen.getByLabelText('E-mail'), 'bob');
    await userEvent.type(screen.getByLabelText('User ID'), '10x02');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.queryByText('ANN001')).not.toBeInTheDocument());
    expect(view.location()).toBe('/users/list?status=2&accountId=1002&email=bob&accountType=2&userLevel=1');
    // Two of the filters set are among the more filters, and the button says so.
    expect(screen.getByRole('button', { name: /More filters/ })).toHaveTextContent('2');
    expect(api.callsTo('POST account/list').at(-1)?.body).toEqual({
      pageNum: 1,
      pageSize: 20,
      status: 2,
      accountId: 1002,
      email: 'bob',
      accountType: 2,
      userLevel: 1,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(view.location()).toBe('/users/list'));
  });

  it('pages through the list with the page in the URL', async () => {
    const { api, view } = setup(['users.list']);
    await rowOf('ANN001');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.location()).toBe('/users/list?pageNum=2'));
    await waitFor(() => expect(api.callsTo('POST account/list').at(-1)?.body).toEqual({ pageNum: 2, pageSize: 20 }));
  });

  it('shows only the links a list-only admin may follow', async () => {
    setup(['users.list']);
    const row = await rowOf('bob@example.test');
    expect(screen.queryByRole('button', { name: 'Create user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export/ })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Row actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Downline' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Flow records' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Change status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Freeze all funds' })).not.toBeInTheDocument();
  });

  it('asks before disabling a user, naming them, then changes the status and refreshes', async () => {
    const { api } = setup(ALL_USER_ACTIONS);
    await openRowAction('bob@example.test', 'Change status');
    const form = await screen.findByRole('dialog', { name: 'Status of user #1002 (bob@example.test)' });
    await waitFor(() => expect(within(form).getByLabelText(/^Status/)).toHaveValue('2'));
    await userEvent.selectOptions(within(form).getByLabelText(/^Status/), 'Disabled');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Disable user #1002 (bob@example.test)?');
    expect(api.callsTo('POST account/update/status')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Disable' }));

    expect(await screen.findByText('Status of user #1002 (bob@example.test) changed')).toBeInTheDocument();
    expect(api.callsTo('POST account/update/status')[0].body).toEqual({ accountId: 1002, status: 3 });
    const row = await rowOf('bob@example.test');
    expect(await within(row).findByText('Disabled')).toBeInTheDocument();
  });

  it('changes a status other than disabling without asking twice', async () => {
    const { api } = setup(ALL_USER_ACTIONS);
    await openRowAction('bob@example.test', 'Change status');
    const form = await screen.findByRole('dialog', { name: /Status of user #1002/ });
    await waitFor(() => expect(within(form).getByLabelText(/^Status/)).toHaveValue('2'));
    await userEvent.selectOptions(within(form).getByLabelText(/^Status/), 'Normal');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST account/update/status')[0]?.body).toEqual({ accountId: 1002, status: 1 }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('validates a new user and sends what was entered', async () => {
    const { api } = setup(ALL_USER_ACTIONS);
    await userEvent.click(await screen.findByRole('button', { name: 'Create user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a user' });
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'lettersonly');
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '7700900123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // The policy is the helper text until it is broken, then the error in its place.
    const password = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('At least 8 characters, with letters and digits.')).toBeInTheDocument();
    expect(api.callsTo('POST account/create')).toHaveLength(0);

    await userEvent.clear(password);
    await userEvent.type(password, 'secret-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    // A mobile number needs its country code.
    await waitFor(() => expect(within(dialog).getByLabelText('Country code')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST account/create')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Country code'), '44');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'new@example.test');
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Type/), 'Agent');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: /#1002 bob@example.test/ })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByLabelText('Upline (optional)'), '1002');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('User #3001 created (invitation code NEW301)')).toBeInTheDocument();
    expect(api.callsTo('POST account/create')[0].body).toEqual({
      password: 'secret-2026',
      email: 'new@example.test',
      mobile: '7700900123',
      countryCode: '44',
      accountType: 2,
      upLineId: 1002,
    });
  });

  it('exports with the current filters and says when the export was queued as a job', async () => {
    const { api } = setup(ALL_USER_ACTIONS, '/users/list?accountType=2&email=bob');
    await rowOf('bob@example.test');
    await userEvent.click(screen.getByRole('button', { name: /Export/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel file' }));
    expect(await screen.findByText('Export job #12 queued')).toBeInTheDocument();
    expect(api.callsTo('POST reporting/user/export')[0].body).toEqual({ email: 'bob', accountType: 2, excelType: 'xlsx' });
  });
});
