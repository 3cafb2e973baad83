import { session } from '@console/client';
import type { AdminManager, Role, RoleAssignmentItem } from '@console/contracts';
import { FakeFailure, pageOf, renderWithUi, signInWith, testManager } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import { ALL_BACKSTAGE, VIEW_ONLY } from '../common/test-permissions';
import PermissionSettingsPage from '../permission-settings/Page';

const ROLES: Role[] = [
  {
    id: 1,
    roleId: 1,
    name: 'Super administrator',
    remark: null,
    userCount: 1,
    createDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 2,
    roleId: 2,
    name: 'Auditor',
    remark: 'Read only',
    userCount: 1,
    createDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 3,
    roleId: 3,
    name: 'Finance',
    remark: null,
    userCount: 0,
    createDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-01T00:00:00.000Z',
  },
];

const ADMINS: AdminManager[] = [
  testManager({
    id: 1,
    account: 'admin',
    managerName: 'Administrator',
    roleId: 1,
    roleIds: [1],
    roleNames: ['Super administrator'],
    loginIp: '127.0.0.1',
    loginArea: 'Loopback',
  }),
  testManager({
    id: 2,
    account: 'auditor',
    managerName: 'Audrey',
    roleId: 2,
    roleIds: [2, 3],
    roleNames: ['Auditor', 'Finance'],
    locked: 1,
    timeZone: 'Asia/Shanghai',
  }),
];

const SECRET = {
  secret: 'KRUGS4ZANFZSA43FMNZGK5BA',
  otpauthUri: 'otpauth://totp/Console:auditor?secret=KRUGS4ZANFZSA43FMNZGK5BA&issuer=Console',
  account: 'auditor',
};

function setup(permissions: string[], route = '/backstage-management/permission-settings/admin-list') {
  signInWith(permissions, { id: 1, account: 'admin' });
  let admins = [...ADMINS];
  const api = fakeAreaApi({
    'GET manage/list': ({ query }) =>
      pageOf(
        admins.filter((a) => !query.account || a.account.includes(query.account)),
        Number(query.pageNum),
        Number(query.pageSize),
      ),
    'POST auth/role/list': () => pageOf(ROLES),
    'POST manage/add': ({ body }) => {
      const added = testManager({ id: 3, ...(body as Partial<AdminManager>), roleIds: [3], roleNames: ['Finance'] });
      admins = [...admins, added];
      return { ...added, authenticator: { ...SECRET, account: added.account } };
    },
    'PUT manage/edit/2': ({ body }) => ({ ...ADMINS[1], ...(body as object) }),
    'DELETE manage/del/2': () => {
      admins = admins.filter((a) => a.id !== 2);
      return null;
    },
    'GET manage/googlePassword/2': () => SECRET,
    'POST auth/manager/role/add/init': () =>
      pageOf<RoleAssignmentItem>(ROLES.map((r) => ({ id: r.id, roleId: r.id, name: r.name, flag: r.id !== 1 }))),
    'POST auth/manager/role/add': ({ body }) => body,
    'DELETE manage/del/1': () => new FakeFailure(409, 'You cannot delete yourself'),
  });
  const view = renderWithUi(<PermissionSettingsPage />, {
    route,
    path: '/backstage-management/permission-settings/:tabName',
    toaster: true,
  });
  return { api, view };
}

/** Takes a row's action: from its menu, or its own button where the row offers that one action only. */
async function openRowAction(account: string, action: string) {
  const table = await screen.findByRole('table', { name: 'Administrators' });
  const row = (await within(table).findByText(account)).closest('tr') as HTMLElement;
  const menu = within(row).queryByRole('button', { name: 'Row actions' });
  if (!menu) {
    await userEvent.click(within(row).getByRole('button', { name: action }));
    return;
  }
  await userEvent.click(menu);
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

afterEach(() => session.signOut());

describe('administrator list', () => {
  it('lists the administrators with their roles, status and lock', async () => {
    setup(VIEW_ONLY);
    const table = await screen.findByRole('table', { name: 'Administrators' });
    const row = (await within(table).findByText('auditor')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Audrey')).toBeInTheDocument();
    expect(within(row).getByText('Auditor')).toBeInTheDocument();
    expect(within(row).getByText('Finance')).toBeInTheDocument();
    expect(await within(row).findByText('Enabled')).toBeInTheDocument();
    expect(within(row).getByText('Locked')).toBeInTheDocument();
    const admin = within(table).getByText('admin').closest('tr') as HTMLElement;
    expect(within(admin).getByText('127.0.0.1')).toBeInTheDocument();
    expect(within(admin).getByText('Unlocked')).toBeInTheDocument();
  });

  it('shows no action to an admin who only holds the view permissions', async () => {
    setup(VIEW_ONLY);
    await screen.findByText('auditor');
    expect(screen.queryByRole('button', { name: 'Add administrator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Roles' })).toBeInTheDocument();
  });

  it('shows each action only with its own permission, a lone action as a button of its own', async () => {
    setup(['admins.list', 'admins.edit']);
    const row = (await screen.findByText('auditor')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Row actions' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Assign roles' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit auditor' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Roles' })).not.toBeInTheDocument();
  });

  it('opens an administrator’s edit drawer from a click on the row', async () => {
    setup(ALL_BACKSTAGE);
    await userEvent.click(await screen.findByText('Audrey'));
    const drawer = await screen.findByRole('dialog', { name: 'Edit auditor' });
    await waitFor(() => expect(within(drawer).getByLabelText(/^Primary role/)).toHaveValue('2'));
  });

  it('sorts by the columns the API sorts by, in the URL', async () => {
    const { api, view } = setup(VIEW_ONLY);
    const table = await screen.findByRole('table', { name: 'Administrators' });
    await within(table).findByText('auditor');
    expect(within(table).queryByRole('button', { name: /^Name/ })).not.toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: /^Account/ }));
    await waitFor(() => expect(view.location()).toMatch(/orderBy=account&orderDirection=(asc|desc)/));
    expect(api.callsTo('GET manage/list').at(-1)?.query).toMatchObject({ orderBy: 'account' });
    for (const sortable of [/^ID/, /^Last sign-in/]) expect(within(table).getByRole('button', { name: sortable })).toBeInTheDocument();
  });

  it('keeps the ID filter behind More filters and translates the API’s word for a loopback address', async () => {
    setup(VIEW_ONLY);
    const admin = (await screen.findByText('Administrator')).closest('tr') as HTMLElement;
    expect(within(admin).getByText('Loopback')).toBeInTheDocument();
    expect(screen.queryByLabelText('ID')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /More filters/ }));
    expect(screen.getByLabelText('ID')).toBeInTheDocument();
  });

  it('puts “Add administrator” in the page header, on the administrators tab only', async () => {
    setup(ALL_BACKSTAGE);
    await screen.findByText('auditor');
    const header = screen.getByRole('heading', { name: 'Permission settings' }).closest('header') as HTMLElement;
    expect(within(header).getByRole('button', { name: 'Add administrator' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Roles' }));
    expect(await within(header).findByRole('button', { name: 'Add role' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Add administrator' })).not.toBeInTheDocument();
  });

  it('keeps filters and paging in the URL and sends them to the API', async () => {
    const { api, view } = setup(VIEW_ONLY, '/backstage-management/permission-settings/admin-list?pageSize=50');
    await screen.findByText('auditor');
    expect(api.callsTo('GET manage/list')[0].query).toEqual({ pageNum: '1', pageSize: '50' });
    await userEvent.type(screen.getByLabelText('Account'), 'aud');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Administrator')).not.toBeInTheDocument());
    expect(api.callsTo('GET manage/list').at(-1)?.query).toEqual({ pageNum: '1', pageSize: '50', account: 'aud' });
    expect(view.location()).toBe('/backstage-management/permission-settings/admin-list?pageSize=50&account=aud');
  });

  it('asks before deleting, naming the account, then deletes and refreshes', async () => {
    const { api } = setup(ALL_BACKSTAGE);
    await openRowAction('auditor', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the administrator “auditor”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Administrator auditor deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE manage/del/2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Audrey')).not.toBeInTheDocument());
  });

  it('offers no deletion of the signed-in admin’s own account', async () => {
    setup(ALL_BACKSTAGE);
    const row = (await screen.findByText('Administrator')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Row actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('resets the two-factor secret after a confirmation and shows the new one once', async () => {
    const { api } = setup(ALL_BACKSTAGE);
    await openRowAction('auditor', 'Reset two-factor secret');
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Reset the two-factor secret of “auditor”?');
    expect(api.callsTo('GET manage/googlePassword/2')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset secret' }));
    const shown = await screen.findByRole('dialog', { name: 'New two-factor secret of auditor' });
    expect(within(shown).getByText('Shown only once')).toBeInTheDocument();
    expect(within(shown).getByText(SECRET.secret)).toBeInTheDocument();
    expect(within(shown).getByRole('img', { name: 'QR code of the two-factor secret of auditor' })).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText(SECRET.secret)).not.toBeInTheDocument());
    expect(api.callsTo('GET manage/googlePassword/2')).toHaveLength(1);
  });

  it('validates a new administrator and hands over their two-factor secret', async () => {
    const { api } = setup(ALL_BACKSTAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Add administrator' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add administrator' });
    await userEvent.type(within(drawer).getByLabelText(/^Account/), 'a b');
    await userEvent.type(within(drawer).getByLabelText(/^Password/), 'short');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('3 to 32 letters, digits, dots, dashes or underscores.')).toBeInTheDocument();
    expect(within(drawer).getByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('POST manage/add')).toHaveLength(0);

    await userEvent.clear(within(drawer).getByLabelText(/^Account/));
    await userEvent.type(within(drawer).getByLabelText(/^Account/), 'carol');
    await userEvent.clear(within(drawer).getByLabelText(/^Password/));
    await userEvent.type(within(drawer).getByLabelText(/^Password/), 'carol-pass-2026');
    await waitFor(() =>
      expect(within(within(drawer).getByLabelText(/^Role/)).getByRole('option', { name: 'Finance' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(within(drawer).getByLabelText(/^Role/), 'Finance');
    await userEvent.type(within(drawer).getByLabelText('Name'), 'Carol');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add' }));

    const handover = await screen.findByRole('dialog', { name: 'Two-factor secret of carol' });
    expect(within(handover).getByText(SECRET.secret)).toBeInTheDocument();
    expect(api.callsTo('POST manage/add')[0].body).toEqual({
      account: 'carol',
      password: 'carol-pass-2026',
      roleId: 3,
      managerName: 'Carol',
    });
    expect(screen.getByText('Administrator carol added')).toBeInTheDocument();
  });

  it('sends only what changed when an administrator is edited', async () => {
    const { api } = setup(ALL_BACKSTAGE);
    await openRowAction('auditor', 'Edit');
    const drawer = await screen.findByRole('dialog', { name: 'Edit auditor' });
    await waitFor(() => expect(within(drawer).getByLabelText(/^Primary role/)).toHaveValue('2'));
    expect(within(drawer).getByRole('checkbox', { name: 'Locked' })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Locked' }));
    await userEvent.type(within(drawer).getByLabelText('Sales account'), 'sales-7');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Administrator auditor updated')).toBeInTheDocument();
    expect(api.callsTo('PUT manage/edit/2')[0].body).toEqual({ locked: 0, salesAccount: 'sales-7' });
  });

  it('refuses a weak new password on edit', async () => {
    const { api } = setup(ALL_BACKSTAGE);
    await openRowAction('auditor', 'Edit');
    const drawer = await screen.findByRole('dialog', { name: 'Edit auditor' });
    await userEvent.type(within(drawer).getByLabelText('New password'), 'letters-only');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('At least 10 characters, with letters and digits.')).toBeInTheDocument();
    expect(api.callsTo('PUT manage/edit/2')).toHaveLength(0);
  });

  it('assigns roles from a checkbox list', async () => {
    const { api } = setup(ALL_BACKSTAGE);
    await openRowAction('auditor', 'Assign roles');
    const dialog = await screen.findByRole('dialog', { name: 'Roles of auditor' });
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: 'Auditor' })).toBeChecked());
    expect(within(dialog).getByRole('checkbox', { name: 'Super administrator' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Finance' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Roles of auditor saved')).toBeInTheDocument();
    expect(api.callsTo('POST auth/manager/role/add')[0].body).toEqual({ accountId: 2, roleIds: [2] });
  });
});
