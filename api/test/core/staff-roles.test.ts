import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { listSettingsRoutes } from '@console/contracts/lists';
import { PERMISSION_GROUPS, permissionId } from '@console/contracts/permissions';
import type { PermissionTreeNode } from '@console/contracts/schemas/session';
import { DEMO, type Json, snapshot, startTestApi, type TestApi } from '../helpers';

let api: TestApi;
let admin: string;
const roleIdOf = async (name: string) => (await api.db.query<{ id: number }>('select id from roles where name = $1', [name])).rows[0].id;
const adminIdOf = async (account: string) =>
  (await api.db.query<{ id: number }>('select id from admins where account = $1', [account])).rows[0].id;
const P = permissionId;

before(async () => {
  api = await startTestApi();
  admin = await api.signIn(DEMO.admin);
});
after(() => api.close());

describe('administrators', () => {
  test('the list filters by account, role and status, and never shows secrets', async () => {
    const byAccount = await api.call('GET', 'manage/list', { token: admin, query: { account: 'FIN' } });
    assert.deepEqual(
      byAccount.body.data.records.map((r: { account: string }) => r.account),
      ['finance'],
    );
    const auditorRole = await roleIdOf('Auditor');
    const byRole = await api.call('GET', 'manage/list', { token: admin, query: { roleId: auditorRole, pageSize: 100 } });
    assert.ok(byRole.body.data.records.length >= 1);
    assert.ok(byRole.body.data.records.every((r: { roleIds: number[] }) => r.roleIds.includes(auditorRole)));
    const disabled = await api.call('GET', 'manage/list', { token: admin, query: { status: 0 } });
    assert.ok(disabled.body.data.total >= 1, 'the demo data has disabled admins');
    const text = JSON.stringify(byRole.body);
    assert.ok(!text.includes('argon2') && !text.includes('totp') && !text.includes(DEMO.admin.secret));
    assert.ok(byRole.body.data.records.every((r: { gauthCode: unknown }) => r.gauthCode === null));
  });

  test('add: the new admin gets the role and an authenticator secret shown once, and can sign in', async () => {
    const roleId = await roleIdOf('Customer support');
    const { status, body } = await api.call('POST', 'manage/add', {
      token: admin,
      body: { account: 'newcomer', password: 'newcomer-2026', roleId, managerName: 'New Comer' },
    });
    assert.equal(status, 200);
    assert.equal(body.data.roleId, roleId);
    assert.equal(body.data.managerName, 'New Comer');
    assert.match(body.data.authenticator.otpauthUri, /^otpauth:\/\/totp\/.*newcomer.*secret=/);
    const token = await api.signIn({ account: 'newcomer', password: 'newcomer-2026', secret: body.data.authenticator.secret });
    assert.equal((await api.call('GET', 'manage/me', { token })).body.data.manager.account, 'newcomer');
  });

  test('add refuses a taken account (409) and an unknown role (400)', async () => {
    const taken = await api.call('POST', 'manage/add', { token: admin, body: { account: 'ADMIN', password: 'another-2026', roleId: 1 } });
    assert.equal(taken.status, 409);
    const unknownRole = await api.call('POST', 'manage/add', {
      token: admin,
      body: { account: 'ghost', password: 'ghost-pass-2026', roleId: 9999 },
    });
    assert.equal(unknownRole.status, 400);
    assert.equal(unknownRole.body.data.fields[0].path, 'roleId');
  });

  test('edit changes the fields, and a password change ends the sessions', async () => {
    const staff = await api.createStaff(admin, 'editme', [P('admins.list')]);
    const token = await api.signIn(staff);
    const { status, body } = await api.call('PUT', `manage/edit/${staff.id}`, {
      token: admin,
      body: { managerName: 'Edited', salesAccount: 'sales-7', timeZone: 'Asia/Taipei' },
    });
    assert.equal(status, 200);
    assert.deepEqual([body.data.managerName, body.data.salesAccount, body.data.timeZone], ['Edited', 'sales-7', 'Asia/Taipei']);
    assert.equal((await api.call('GET', 'manage/me', { token })).status, 200, 'an edit without password keeps the session');
    await api.call('PUT', `manage/edit/${staff.id}`, { token: admin, body: { password: 'changed-pass-2026' } });
    assert.equal((await api.call('GET', 'manage/me', { token })).status, 401);
    await api.signIn({ ...staff, password: 'changed-pass-2026' });
    assert.equal((await api.signInAnswer(staff.account, staff.password, staff.secret)).status, 401, 'the old password no longer works');
  });

  test('lock, disable, role change and deletion end the sessions', async () => {
    const staff = await api.createStaff(admin, 'ended', [P('admins.list')]);
    for (const change of [{ locked: 1 }, { status: 0 }, { roleId: await roleIdOf('Auditor') }]) {
      await api.call('PUT', `manage/edit/${staff.id}`, { token: admin, body: { locked: 0, status: 1 } });
      const token = await api.signIn(staff);
      await api.call('PUT', `manage/edit/${staff.id}`, { token: admin, body: change });
      assert.equal((await api.call('GET', 'manage/me', { token })).status, 401, JSON.stringify(change));
    }
    await api.call('PUT', `manage/edit/${staff.id}`, { token: admin, body: { locked: 0, status: 1 } });
    const token = await api.signIn(staff);
    assert.equal((await api.call('DELETE', `manage/del/${staff.id}`, { token: admin })).status, 200);
    assert.equal((await api.call('GET', 'manage/me', { token })).status, 401);
    assert.equal(await api.count('admins', 'id = $1', [staff.id]), 0);
    assert.equal((await api.call('DELETE', `manage/del/${staff.id}`, { token: admin })).status, 404);
  });

  test('no deleting, locking or disabling yourself', async () => {
    const self = await adminIdOf('admin');
    const del = await api.call('DELETE', `manage/del/${self}`, { token: admin });
    assert.equal(del.status, 409);
    assert.match(del.body.msg, /cannot delete your own account/);
    assert.equal((await api.call('PUT', `manage/edit/${self}`, { token: admin, body: { locked: 1 } })).status, 409);
    assert.equal((await api.call('PUT', `manage/edit/${self}`, { token: admin, body: { status: 0 } })).status, 409);
    assert.equal(await api.count('admins', 'id = $1 and status = 1 and locked = 0', [self]), 1);
  });

  test('rotating the authenticator returns the new secret once, ends the sessions and is logged without it', async () => {
    const staff = await api.createStaff(admin, 'rotated', [P('admins.list')]);
    const token = await api.signIn(staff);
    const { status, body } = await api.call('GET', `manage/googlePassword/${staff.id}`, { token: admin });
    assert.equal(status, 200);
    assert.equal(body.data.account, 'rotated');
    assert.match(body.data.secret, /^[A-Z2-7]{32}$/);
    assert.notEqual(body.data.secret, staff.secret);
    assert.ok(body.data.otpauthUri.includes(`secret=${body.data.secret}`));
    assert.equal((await api.call('GET', 'manage/me', { token })).status, 401);
    assert.equal((await api.signInAnswer(staff.account, staff.password, staff.secret)).status, 401, 'the old secret is dead');
    await api.signIn({ ...staff, secret: body.data.secret });
    const { rows } = await api.db.query<{ res_log: string }>(
      "select res_log from backstage_log where log_name = 'Rotate authenticator secret' order by id desc limit 1",
    );
    assert.ok(!rows[0].res_log.includes(body.data.secret));
    assert.ok(rows[0].res_log.includes('"secret":"***"'));
  });
});

describe('roles', () => {
  test('add, rename, list with user counts, and duplicate names refused', async () => {
    const added = await api.call('POST', 'auth/role/add', { token: admin, body: { roleName: 'Compliance', remark: 'AML reviews' } });
    assert.equal(added.status, 200);
    assert.equal(added.body.data.name, 'Compliance');
    assert.equal(added.body.data.userCount, 0);
    assert.equal((await api.call('POST', 'auth/role/add', { token: admin, body: { roleName: 'compliance' } })).status, 409);
    const renamed = await api.call('POST', 'auth/role/edit', {
      token: admin,
      body: { id: added.body.data.id, roleName: 'Compliance desk' },
    });
    assert.equal(renamed.body.data.name, 'Compliance desk');
    assert.equal(renamed.body.data.remark, 'AML reviews');
    assert.equal(
      (await api.call('POST', 'auth/role/edit', { token: admin, body: { id: added.body.data.id, roleName: 'Finance' } })).status,
      409,
    );
    const list = await api.call('POST', 'auth/role/list', { token: admin, body: { name: 'super' } });
    assert.equal(list.body.data.records[0].name, 'Super administrator');
    assert.equal(list.body.data.records[0].userCount, 1);
  });

  test('a role in use cannot be deleted; an unused one can', async () => {
    const finance = await roleIdOf('Finance');
    const inUse = await api.call('POST', 'auth/role/delete', { token: admin, body: { id: finance } });
    assert.equal(inUse.status, 409);
    assert.match(inUse.body.msg, /held by \d+ administrators?; remove it/);
    assert.equal(await api.count('roles', 'id = $1', [finance]), 1);
    const spare = await api.call('POST', 'auth/role/add', { token: admin, body: { roleName: 'Spare' } });
    assert.equal((await api.call('POST', 'auth/role/delete', { token: admin, body: { id: spare.body.data.id } })).status, 200);
    assert.equal((await api.call('POST', 'auth/role/delete', { token: admin, body: { id: spare.body.data.id } })).status, 404);
  });

  test('the permission tree: groups, pages, actions with API items, flags of the role, implied ids', async () => {
    const { status, body } = await api.call('GET', `auth/list/${await roleIdOf('Finance')}`, { token: admin });
    assert.equal(status, 200);
    const tree = body.data as PermissionTreeNode[];
    assert.deepEqual(
      tree.map((g) => g.key),
      [...PERMISSION_GROUPS],
    );
    assert.ok(tree.every((g) => g.id < 0 && g.kind === 'group'));
    const finance = tree.find((g) => g.key === 'Finance')!;
    assert.equal(finance.flag, true);
    assert.equal(tree.find((g) => g.key === 'Users')!.flag, false);
    const deposits = finance.pageItems.find((v) => v.key === 'deposit.list')!;
    assert.equal(deposits.kind, 'view');
    assert.equal(deposits.name, 'Deposit');
    assert.deepEqual(
      deposits.apiItems.map((a) => `${a.method} ${a.url}`),
      // The list's own call, then its settings and saved views, which come with the view permission.
      ['POST finance/depositRecord/list', ...listSettingsRoutes('deposits')],
    );
    const review = deposits.pageItems.find((a) => a.key === 'deposit.review')!;
    assert.deepEqual([review.kind, review.flag, review.name, review.implies], ['action', true, 'Review', [deposits.id]]);
    const ids = tree.flatMap((g) => g.pageItems.flatMap((v) => [v.id, ...v.pageItems.map((a) => a.id)]));
    assert.equal(new Set(ids).size, ids.length);
    assert.ok(ids.every((id) => id >= 1 && id <= 359));
    assert.equal((await api.call('GET', 'auth/list/9999', { token: admin })).status, 404);
  });

  test('saving permissions applies implications', async () => {
    const role = await api.call('POST', 'auth/role/add', { token: admin, body: { roleName: 'Reviewers' } });
    const saved = await api.call('POST', 'auth/role/auths', {
      token: admin,
      body: { id: role.body.data.id, menuIds: [P('withdrawal.review'), P('users.editUpline')] },
    });
    assert.equal(saved.status, 200);
    assert.deepEqual(
      saved.body.data.menuIds,
      [P('users.list'), P('users.editUpline'), P('users.agentList'), P('withdrawal.list'), P('withdrawal.review')].sort((a, b) => a - b),
    );
    const tree = (await api.call('GET', `auth/list/${role.body.data.id}`, { token: admin })).body.data as PermissionTreeNode[];
    const flagged = tree
      .flatMap((g) => g.pageItems.flatMap((v) => [v, ...v.pageItems]))
      .filter((n) => n.flag)
      .map((n) => n.id);
    assert.deepEqual(
      flagged.sort((a, b) => a - b),
      saved.body.data.menuIds,
    );
    const unknown = await api.call('POST', 'auth/role/auths', { token: admin, body: { id: role.body.data.id, menuIds: [100] } });
    assert.equal(unknown.status, 400);
  });

  test("a change to a role's permissions applies to its holders' next request", async () => {
    const staff = await api.createStaff(admin, 'dynamic', [P('admins.list')]);
    const token = await api.signIn(staff);
    assert.equal((await api.call('GET', 'manage/list', { token })).status, 200);
    await api.call('POST', 'auth/role/auths', { token: admin, body: { id: staff.roleId, menuIds: [P('ipWhitelist.list')] } });
    assert.equal((await api.call('GET', 'manage/list', { token })).status, 403);
    assert.equal((await api.call('POST', 'manage/whitelist', { token, body: {} })).status, 200);
    const me = await api.call('GET', 'manage/me', { token });
    assert.deepEqual(me.body.data.authVo.permissions, [P('ipWhitelist.list')]);
  });

  test('users of a role: list, add and remove; both end the sessions of that admin', async () => {
    const staff = await api.createStaff(admin, 'member', [P('admins.list')]);
    const auditor = await roleIdOf('Auditor');
    let token = await api.signIn(staff);
    assert.equal(
      (await api.call('POST', 'auth/role/users/add', { token: admin, body: { roleId: auditor, accountId: staff.id } })).status,
      200,
    );
    assert.equal((await api.call('GET', 'manage/me', { token })).status, 401);
    assert.equal(
      (await api.call('POST', 'auth/role/users/add', { token: admin, body: { roleId: auditor, accountId: staff.id } })).status,
      409,
    );
    const users = await api.call('POST', 'auth/role/users', { token: admin, body: { roleId: auditor, pageSize: 100 } });
    assert.ok(users.body.data.records.some((u: { account: string }) => u.account === 'member'));
    token = await api.signIn(staff);
    const me = await api.call('GET', 'manage/me', { token });
    assert.equal(me.body.data.manager.roleId, staff.roleId, 'the first role stays the primary one');
    assert.deepEqual(me.body.data.manager.roleIds, [staff.roleId, auditor]);
    assert.ok(me.body.data.authVo.permissions.includes(P('deposit.list')), 'permissions are the union of the roles');
    assert.equal(
      (await api.call('POST', 'auth/role/users/delete', { token: admin, body: { roleId: auditor, accountId: staff.id } })).status,
      200,
    );
    assert.equal((await api.call('GET', 'manage/me', { token })).status, 401);
    assert.equal(
      (await api.call('POST', 'auth/role/users/delete', { token: admin, body: { roleId: auditor, accountId: staff.id } })).status,
      404,
    );
  });

  test('role assignment: init flags the held roles; assignment replaces them, first is primary', async () => {
    const staff = await api.createStaff(admin, 'assignee', [P('admins.list')]);
    const [finance, auditor] = [await roleIdOf('Finance'), await roleIdOf('Auditor')];
    const assigned = await api.call('POST', 'auth/manager/role/add', {
      token: admin,
      body: { accountId: staff.id, roleIds: [auditor, finance] },
    });
    assert.equal(assigned.status, 200);
    assert.deepEqual(assigned.body.data.roleIds, [auditor, finance]);
    const init = await api.call('POST', 'auth/manager/role/add/init', { token: admin, body: { accountId: staff.id, pageSize: 100 } });
    const flagged = init.body.data.records.filter((r: { flag: boolean }) => r.flag).map((r: { roleId: number }) => r.roleId);
    assert.deepEqual(flagged.sort(), [auditor, finance].sort());
    const listed = await api.call('GET', 'manage/list', { token: admin, query: { id: staff.id } });
    assert.equal(listed.body.data.records[0].roleId, auditor);
  });
});

describe('guards on role and permission management', () => {
  test('the last administrator able to manage roles cannot give that away', async () => {
    const self = await adminIdOf('admin');
    const superRole = await roleIdOf('Super administrator');
    const finance = await roleIdOf('Finance');
    const attempts = [
      await api.call('POST', 'auth/role/auths', { token: admin, body: { id: superRole, menuIds: [P('admins.list'), P('roles.list')] } }),
      await api.call('POST', 'auth/role/users/delete', { token: admin, body: { roleId: superRole, accountId: self } }),
      await api.call('PUT', `manage/edit/${self}`, { token: admin, body: { roleId: finance } }),
      await api.call('POST', 'auth/manager/role/add', { token: admin, body: { accountId: self, roleIds: [finance] } }),
    ];
    for (const answer of attempts) {
      assert.equal(answer.status, 409, answer.body.msg);
      assert.match(answer.body.msg, /no active administrator able to manage roles and permissions/);
    }
    assert.equal(await api.count('role_permissions', 'role_id = $1 and permission_id = $2', [superRole, P('roles.editPermissions')]), 1);
    assert.equal(await api.count('admin_roles', 'admin_id = $1 and role_id = $2', [self, superRole]), 1);
    assert.equal((await api.call('GET', 'manage/me', { token: admin })).status, 200, 'nothing happened to the session either');
  });

  test('with a second role manager, the first can step down', async () => {
    const deputy = await api.call('POST', 'manage/add', {
      token: admin,
      body: { account: 'deputy', password: 'deputy-pass-2026', roleId: await roleIdOf('Super administrator') },
    });
    const deputyToken = await api.signIn({
      account: 'deputy',
      password: 'deputy-pass-2026',
      secret: deputy.body.data.authenticator.secret,
    });
    const self = await adminIdOf('admin');
    const lockAdmin = await api.call('PUT', `manage/edit/${self}`, { token: deputyToken, body: { locked: 1 } });
    assert.equal(lockAdmin.status, 200);
    const lockDeputy = await api.call('PUT', `manage/edit/${deputy.body.data.id}`, { token: deputyToken, body: { locked: 1 } });
    assert.equal(lockDeputy.status, 409, 'and the deputy cannot lock themselves');
    await api.call('PUT', `manage/edit/${self}`, { token: deputyToken, body: { locked: 0 } });
    admin = await api.signIn(DEMO.admin);
    const disableDeputy = await api.call('PUT', `manage/edit/${deputy.body.data.id}`, { token: admin, body: { status: 0 } });
    assert.equal(disableDeputy.status, 200);
  });

  test('an admin grants only permissions they hold, and manages only admins within their own permissions', async () => {
    const manager = await api.createStaff(admin, 'rolemgr', [
      P('admins.add'),
      P('admins.edit'),
      P('admins.delete'),
      P('admins.assignRoles'),
      P('admins.rotateAuthenticator'),
      P('roles.add'),
      P('roles.editUsers'),
      P('roles.editPermissions'),
      P('deposit.list'),
    ]);
    const token = await api.signIn(manager);
    const role = await api.call('POST', 'auth/role/add', { token, body: { roleName: 'Made by rolemgr' } });
    const grantHeld = await api.call('POST', 'auth/role/auths', { token, body: { id: role.body.data.id, menuIds: [P('deposit.list')] } });
    assert.equal(grantHeld.status, 200);
    const grantMore = await api.call('POST', 'auth/role/auths', {
      token,
      body: { id: role.body.data.id, menuIds: [P('deposit.list'), P('deposit.review')] },
    });
    assert.equal(grantMore.status, 403);
    assert.match(grantMore.body.msg, /cannot grant permissions you do not hold: deposit.review/);
    assert.equal(await api.count('role_permissions', 'role_id = $1', [role.body.data.id]), 1);

    const superRole = await roleIdOf('Super administrator');
    const finance = await roleIdOf('Finance');
    const target = await adminIdOf('newcomer');
    const refusals = [
      await api.call('POST', 'manage/add', { token, body: { account: 'sneaky', password: 'sneaky-pass-2026', roleId: superRole } }),
      await api.call('POST', 'auth/role/users/add', { token, body: { roleId: finance, accountId: manager.id } }),
      await api.call('POST', 'auth/manager/role/add', { token, body: { accountId: manager.id, roleIds: [manager.roleId, superRole] } }),
      await api.call('PUT', `manage/edit/${await adminIdOf('admin')}`, { token, body: { password: 'taken-over-2026' } }),
      await api.call('DELETE', `manage/del/${await adminIdOf('finance')}`, { token }),
      await api.call('GET', `manage/googlePassword/${target}`, { token }),
    ];
    for (const answer of refusals) assert.equal(answer.status, 403, answer.body.msg);
    assert.equal(await api.count('admins', "account = 'sneaky'"), 0);
    await api.signIn(DEMO.admin);

    const ownRoleAdmin = await api.call('POST', 'manage/add', {
      token,
      body: { account: 'within', password: 'within-pass-2026', roleId: role.body.data.id },
    });
    assert.equal(ownRoleAdmin.status, 200, 'a role within their own permissions can be assigned');
  });
});

describe('sorting the administrators, the roles and the holders of a role', () => {
  /** What the database gives for the same order: the reference a sorted page must match. */
  const expected = async (sql: string, params: unknown[] = []) => (await api.db.query<{ v: string }>(sql, params)).rows.map((r) => r.v);

  test('administrators by account (case-insensitive), sign-in date (never signed in last) and id, either way', async () => {
    const byAccount = await api.call('GET', 'manage/list', {
      token: admin,
      query: { orderBy: 'account', orderDirection: 'asc', pageSize: 100 },
    });
    assert.equal(byAccount.status, 200);
    assert.deepEqual(
      byAccount.body.data.records.map((r: Json) => r.account),
      await expected('select account as v from admins order by lower(account) asc, id asc'),
    );
    const lastSignIn = await api.call('GET', 'manage/list', { token: admin, query: { orderBy: 'loginDate', pageSize: 100 } });
    const dates = lastSignIn.body.data.records.map((r: Json) => r.loginDate);
    const signedIn = dates.filter((d: string | null) => d !== null).map((d: string) => Date.parse(d));
    assert.deepEqual(
      signedIn,
      [...signedIn].sort((a, b) => b - a),
      'newest sign-in first when no direction is given',
    );
    assert.deepEqual(
      dates.slice(signedIn.length),
      dates.filter((d: string | null) => d === null),
      'never signed in: last',
    );
    const newestId = await api.call('GET', 'manage/list', { token: admin, query: { orderBy: 'id', orderDirection: 'desc', pageSize: 3 } });
    assert.deepEqual(
      newestId.body.data.records.map((r: Json) => r.id),
      (await expected('select id as v from admins order by id desc limit 3')).map(Number),
    );
    // The sort keeps the filters.
    const auditors = await api.call('GET', 'manage/list', {
      token: admin,
      query: { roleId: await roleIdOf('Auditor'), orderBy: 'createDate', orderDirection: 'asc' },
    });
    assert.ok(auditors.body.data.records.length >= 1);
    const created = auditors.body.data.records.map((r: Json) => Date.parse(r.createDate));
    assert.deepEqual(
      created,
      [...created].sort((a, b) => a - b),
    );
  });

  test('roles by name and by how many hold them; holders of a role by account', async () => {
    const byName = await api.call('POST', 'auth/role/list', {
      token: admin,
      body: { orderBy: 'name', orderDirection: 'desc', pageSize: 100 },
    });
    assert.deepEqual(
      byName.body.data.records.map((r: Json) => r.name),
      await expected('select name as v from roles order by lower(name) desc, id desc'),
    );
    const byHolders = await api.call('POST', 'auth/role/list', { token: admin, body: { orderBy: 'userCount', pageSize: 100 } });
    const counts = byHolders.body.data.records.map((r: Json) => r.userCount);
    assert.deepEqual(
      counts,
      [...counts].sort((a, b) => b - a),
    );
    const support = await roleIdOf('Customer support');
    const holders = await api.call('POST', 'auth/role/users', {
      token: admin,
      body: { roleId: support, orderBy: 'account', orderDirection: 'asc', pageSize: 100 },
    });
    assert.ok(holders.body.data.records.length > 1);
    assert.deepEqual(
      holders.body.data.records.map((r: Json) => r.account),
      await expected(
        'select a.account as v from admins a join admin_roles ar on ar.admin_id = a.id where ar.role_id = $1 order by lower(a.account), a.id',
        [support],
      ),
    );
  });

  test('holders of a role filtered by account', async () => {
    const support = await roleIdOf('Customer support');
    const { body } = await api.call('POST', 'auth/role/users', { token: admin, body: { roleId: support, account: 'CHEN', pageSize: 100 } });
    assert.ok(body.data.records.length >= 1);
    assert.ok(body.data.records.every((r: Json) => r.account.toLowerCase().includes('chen')));
  });

  test('a sort key outside the list’s allow-list is refused with 400 naming the field, and nothing changes', async () => {
    const before = await snapshot(api.db);
    const refusals = [
      await api.call('GET', 'manage/list', { token: admin, query: { orderBy: 'password_hash' } }),
      await api.call('GET', 'manage/list', { token: admin, query: { orderBy: 'account', orderDirection: 'up' } }),
      await api.call('POST', 'auth/role/list', { token: admin, body: { orderBy: 'remark' } }),
      await api.call('POST', 'auth/role/users', { token: admin, body: { roleId: await roleIdOf('Auditor'), orderBy: 'loginDate' } }),
    ];
    assert.deepEqual(
      refusals.map((r) => [r.status, r.body.data.fields[0].path]),
      [
        [400, 'orderBy'],
        [400, 'orderDirection'],
        [400, 'orderBy'],
        [400, 'orderBy'],
      ],
    );
    assert.match(refusals[0].body.data.fields[0].message, /must be one of id, account, loginDate, createDate/);
    assert.deepEqual(await snapshot(api.db), before);
  });
});
