import { session } from '@console/client';
import { permissionId, type Role, type RoleUser } from '@console/contracts';
import { FakeFailure, pageOf, renderWithUi, signInWith, testManager } from '@console/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAreaApi } from '@console/area-kit/testing';
import { ALL_BACKSTAGE, VIEW_ONLY } from '../common/test-permissions';
import PermissionSettingsPage from '../permission-settings/Page';
import { sampleTree } from './fixtures';
import RoleUsersPage from './RoleUsersPage';

const ROLES: Role[] = [
  {
    id: 1,
    roleId: 1,
    name: 'Super administrator',
    remark: 'Everything',
    userCount: 3,
    createDate: '2026-01-01T00:00:00.000Z',
    updateDate: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 4,
    roleId: 4,
    name: 'Support',
    remark: null,
    userCount: 0,
    createDate: '2026-01-02T00:00:00.000Z',
    updateDate: '2026-01-02T00:00:00.000Z',
  },
];

function setupRoles(permissions: string[]) {
  signInWith(permissions);
  let roles = [...ROLES];
  const api = fakeAreaApi({
    'POST auth/role/list': () => pageOf(roles),
    'GET manage/list': () => pageOf([]),
    'POST auth/role/add': ({ body }) => {
      const { roleName, remark } = body as { roleName: string; remark?: string };
      const role = { ...ROLES[1], id: 5, roleId: 5, name: roleName, remark: remark ?? null };
      roles = [...roles, role];
      return role;
    },
    'POST auth/role/edit': ({ body }) => body,
    'POST auth/role/delete': ({ body }) =>
      (body as { id: number }).id === 1
        ? new FakeFailure(409, 'The role "Super administrator" is held by 1 administrator; remove it from them before deleting it')
        : null,
    'GET auth/list/4': () => sampleTree(['kyc.list']),
    'POST auth/role/auths': ({ body }) => body,
  });
  const view = renderWithUi(<PermissionSettingsPage />, {
    route: '/backstage-management/permission-settings/role-list',
    path: '/backstage-management/permission-settings/:tabName',
    toaster: true,
  });
  return { api, view };
}

async function openRowAction(name: string, action: string) {
  const table = await screen.findByRole('table', { name: 'Roles' });
  const row = (await within(table).findByText(name)).closest('tr') as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: 'Row actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}

afterEach(() => session.signOut());

describe('role list', () => {
  it('lists the roles with their user count', async () => {
    setupRoles(VIEW_ONLY);
    const row = (await screen.findByText('Super administrator')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Everything')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Add role' })).not.toBeInTheDocument();
  });

  it('shows one tab’s list at a time: the roles are gone when the administrators show', async () => {
    setupRoles(VIEW_ONLY);
    await screen.findByText('Super administrator');
    await userEvent.click(screen.getByRole('tab', { name: 'Administrators' }));
    await screen.findByRole('table', { name: 'Administrators' });
    expect(screen.queryByRole('table', { name: 'Roles' })).not.toBeInTheDocument();
  });

  it('adds a role, requiring its name', async () => {
    const { api } = setupRoles(ALL_BACKSTAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Role name/), 'Compliance');
    await userEvent.type(within(dialog).getByLabelText('Remark'), 'KYC reviewers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Role Compliance added')).toBeInTheDocument();
    expect(api.callsTo('POST auth/role/add')[0].body).toEqual({ roleName: 'Compliance', remark: 'KYC reviewers' });
    expect(await within(screen.getByRole('table', { name: 'Roles' })).findByText('Compliance')).toBeInTheDocument();
  });

  it('renames a role', async () => {
    const { api } = setupRoles(ALL_BACKSTAGE);
    await openRowAction('Support', 'Rename');
    const dialog = await screen.findByRole('dialog', { name: 'Rename Support' });
    const name = within(dialog).getByLabelText(/Role name/);
    await waitFor(() => expect(name).toHaveValue('Support'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Customer support');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role Customer support saved')).toBeInTheDocument();
    expect(api.callsTo('POST auth/role/edit')[0].body).toEqual({ id: 4, roleName: 'Customer support' });
  });

  it('shows the server’s refusal to delete a role in use', async () => {
    const { api } = setupRoles(ALL_BACKSTAGE);
    await openRowAction('Super administrator', 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the role “Super administrator”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/is held by 1 administrator; remove it from them before deleting it/)).toBeInTheDocument();
    expect(api.callsTo('POST auth/role/delete')[0].body).toEqual({ id: 1 });
    expect(screen.queryByText('Role Super administrator deleted')).not.toBeInTheDocument();
  });

  it('goes to the users of a role', async () => {
    const { view } = setupRoles(VIEW_ONLY);
    await openRowAction('Support', 'Users');
    expect(view.location()).toBe('/backstage-management/permission-settings/role-list/user-list/4');
  });

  it('opens a role’s permissions from a click on its row', async () => {
    setupRoles(VIEW_ONLY);
    await userEvent.click(await screen.findByText('Support'));
    expect(await screen.findByRole('dialog', { name: /Permissions of Support/ })).toBeInTheDocument();
  });

  it('sorts by name and by how many hold a role, in the URL', async () => {
    const { api, view } = setupRoles(VIEW_ONLY);
    const table = await screen.findByRole('table', { name: 'Roles' });
    await within(table).findByText('Support');
    await userEvent.click(within(table).getByRole('button', { name: /^Users/ }));
    await waitFor(() => expect(view.location()).toMatch(/orderBy=userCount/));
    expect(api.callsTo('POST auth/role/list').at(-1)?.body).toMatchObject({ orderBy: 'userCount' });
    expect(within(table).getByRole('button', { name: /^Role/ })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Remark/ })).not.toBeInTheDocument();
  });
});

describe('permission tree editor', () => {
  async function openTree(permissions: string[]) {
    const setup = setupRoles(permissions);
    await openRowAction('Support', 'Permissions');
    const drawer = await screen.findByRole('dialog', { name: /Permissions of Support/ });
    await waitFor(() => expect(within(drawer).getByText('1 of 8 permissions granted')).toBeInTheDocument());
    await userEvent.click(within(drawer).getByRole('button', { name: /^Users/ }));
    return { ...setup, drawer };
  }

  it('shows each page with its actions and the API calls they grant', async () => {
    const { drawer } = await openTree(ALL_BACKSTAGE);
    expect(within(drawer).getByRole('checkbox', { name: 'User list' })).not.toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: 'KYC reviews' })).toBeChecked();
    const apiList = within(drawer).getByRole('list', { name: 'users.editUpline' });
    expect(within(apiList).getByText('account/change/upLine')).toBeInTheDocument();
    expect(within(apiList).getByText('account/discard/line')).toBeInTheDocument();
  });

  it('ticking an action ticks what it implies and says so', async () => {
    const { drawer } = await openTree(ALL_BACKSTAGE);
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Change upline' }));
    // The boxes a tick implies follow within a render or two (a loaded machine has shown them a moment later).
    await waitFor(() => {
      expect(within(drawer).getByRole('checkbox', { name: 'Change upline' })).toBeChecked();
      expect(within(drawer).getByRole('checkbox', { name: 'User list' })).toBeChecked();
      expect(within(drawer).getByRole('checkbox', { name: 'Agent list for upline' })).toBeChecked();
    });
    expect(within(drawer).getByText('Implied by: User list › Change upline')).toBeInTheDocument();
    expect(within(drawer).getByText('4 of 8 permissions granted')).toBeInTheDocument();
  });

  it('unticking a page unticks its actions', async () => {
    const { drawer } = await openTree(ALL_BACKSTAGE);
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Create user' }));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Review KYC' }));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'User list' }));
    await waitFor(() => expect(within(drawer).getByRole('checkbox', { name: 'Create user' })).not.toBeChecked());
    expect(within(drawer).getByRole('checkbox', { name: 'Review KYC' })).toBeChecked();
  });

  it('selects a whole group and saves the ticked ids', async () => {
    const { drawer, api } = await openTree(ALL_BACKSTAGE);
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Select all of Users' }));
    expect(await within(drawer).findByText('6 of 8 permissions granted')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText('Permissions of Support saved')).toBeInTheDocument();
    const ids = ['users.list', 'users.create', 'users.editUpline', 'users.agentList', 'kyc.list', 'kyc.review']
      .map(permissionId)
      .sort((a, b) => a - b);
    expect(api.callsTo('POST auth/role/auths')[0].body).toEqual({ id: 4, menuIds: ids });
  });

  it('is read-only without the permission to edit role permissions', async () => {
    const { drawer } = await openTree(VIEW_ONLY);
    expect(within(drawer).getByText('You can view these permissions but not change them.')).toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: 'User list' })).toBeDisabled();
    expect(within(drawer).queryByRole('button', { name: 'Save permissions' })).not.toBeInTheDocument();
  });
});

describe('users of a role', () => {
  const USERS: RoleUser[] = [
    { id: 2, account: 'auditor', managerName: 'Audrey' },
    { id: 5, account: 'support1', managerName: null },
  ];

  function setupUsers(permissions: string[]) {
    signInWith(permissions);
    let users = [...USERS];
    const api = fakeAreaApi({
      'POST auth/role/list': () => pageOf(ROLES),
      'POST auth/role/users': () => pageOf(users),
      'GET manage/list': ({ query }) =>
        pageOf(
          [testManager({ id: 2, account: 'auditor' }), testManager({ id: 7, account: 'support2', managerName: 'Sam' })].filter(
            (a) => !query.account || a.account.includes(query.account),
          ),
        ),
      'POST auth/role/users/add': ({ body }) => {
        users = [...users, { id: (body as { accountId: number }).accountId, account: 'support2', managerName: 'Sam' }];
        return null;
      },
      'POST auth/role/users/delete': ({ body }) => {
        const { accountId } = body as { accountId: number };
        if (accountId === 2) return new FakeFailure(403, 'You cannot manage auditor: they hold permissions you do not hold');
        users = users.filter((u) => u.id !== accountId);
        return null;
      },
    });
    renderWithUi(<RoleUsersPage />, {
      route: '/backstage-management/permission-settings/role-list/user-list/4',
      path: '/backstage-management/permission-settings/:tabName/user-list/:roleId',
      toaster: true,
    });
    return api;
  }

  it('lists the admins holding the role under a title naming it', async () => {
    const api = setupUsers(VIEW_ONLY);
    expect(await screen.findByRole('heading', { name: 'Users of role Support' })).toBeInTheDocument();
    expect(await screen.findByText('Audrey')).toBeInTheDocument();
    expect(api.callsTo('POST auth/role/users')[0].body).toEqual({ roleId: 4, pageNum: 1, pageSize: 20 });
    expect(screen.queryByRole('button', { name: 'Add administrator' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove from role' })).not.toBeInTheDocument();
  });

  it('removes an admin after a confirmation naming them and the role', async () => {
    const api = setupUsers(ALL_BACKSTAGE);
    await screen.findByRole('heading', { name: 'Users of role Support' });
    const row = (await screen.findByText('support1')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Remove from role' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Remove “support1” from role Support?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('support1 removed from role Support')).toBeInTheDocument();
    expect(api.callsTo('POST auth/role/users/delete')[0].body).toEqual({ roleId: 4, accountId: 5 });
  });

  it('removes the ticked admins one by one, listing the one the API refused and why', async () => {
    const api = setupUsers(ALL_BACKSTAGE);
    await screen.findByRole('heading', { name: 'Users of role Support' });
    const table = await screen.findByRole('table', { name: 'Administrators holding this role' });
    await within(table).findByText('support1');
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select every row of this page' }));
    const bar = await screen.findByLabelText('Selected rows');
    await userEvent.click(within(bar).getByRole('button', { name: 'Remove from role' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove 2 administrators from role Support' });
    expect(dialog).toHaveTextContent('auditor (Audrey)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove them' }));
    expect(await within(dialog).findByText('1 done, 1 refused.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Refused')).toHaveTextContent(
      'auditor (Audrey): You cannot manage auditor: they hold permissions you do not hold',
    );
    expect(within(dialog).getByLabelText('Done')).toHaveTextContent('support1');
    expect(api.callsTo('POST auth/role/users/delete').map((c) => c.body)).toEqual([
      { roleId: 4, accountId: 2 },
      { roleId: 4, accountId: 5 },
    ]);
    await waitFor(() => expect(within(table).queryByText('support1')).not.toBeInTheDocument());
  });

  it('adds an admin picked from the administrator list, leaving out current holders', async () => {
    const api = setupUsers(ALL_BACKSTAGE);
    await screen.findByText('Audrey');
    await screen.findByRole('heading', { name: 'Users of role Support' });
    await userEvent.click(screen.getByRole('button', { name: 'Add administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an administrator to role Support' });
    const pick = within(dialog).getByLabelText(/^Administrator/);
    await waitFor(() => expect(within(pick).getByRole('option', { name: 'support2 (Sam)' })).toBeInTheDocument());
    expect(within(pick).queryByRole('option', { name: /auditor/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to role' }));
    expect(within(dialog).getByText('Choose an administrator.')).toBeInTheDocument();
    await userEvent.selectOptions(pick, 'support2 (Sam)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to role' }));
    expect(await screen.findByText('support2 added to role Support')).toBeInTheDocument();
    expect(api.callsTo('POST auth/role/users/add')[0].body).toEqual({ roleId: 4, accountId: 7 });
  });
});
