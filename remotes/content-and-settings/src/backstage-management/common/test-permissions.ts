/** Every permission of the Backstage management group: the super administrator's view of this area. */
export const ALL_BACKSTAGE = [
  'admins.list',
  'admins.add',
  'admins.edit',
  'admins.delete',
  'admins.rotateAuthenticator',
  'admins.assignRoles',
  'roles.list',
  'roles.add',
  'roles.edit',
  'roles.delete',
  'roles.editUsers',
  'roles.editPermissions',
  'ipWhitelist.list',
  'ipWhitelist.add',
  'ipWhitelist.delete',
  'ipBlacklist.list',
  'ipBlacklist.add',
  'ipBlacklist.delete',
  'clientLogs.list',
  'backstageLogs.list',
];

/** What the auditor holds here: every list, no action. */
export const VIEW_ONLY = ['admins.list', 'roles.list', 'ipWhitelist.list', 'ipBlacklist.list', 'clientLogs.list', 'backstageLogs.list'];
