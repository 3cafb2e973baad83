/**
 * Query keys of this area: the first element is the API path, so a change invalidates every page and
 * filter of the list it touches.
 */
export const queryKeys = {
  admins: ['manage/list'] as const,
  roles: ['auth/role/list'] as const,
  roleUsers: ['auth/role/users'] as const,
  roleAssignment: ['auth/manager/role/add/init'] as const,
  permissionTree: ['auth/list'] as const,
  whitelist: ['manage/whitelist'] as const,
  blacklist: ['account/ban/ip/list'] as const,
  clientLogs: ['frontendLog'] as const,
  backstageLogs: ['backstageLog'] as const,
};

/** Longest page the API serves: used for pickers that show every choice at once. */
export const ALL_ROWS = 500;
