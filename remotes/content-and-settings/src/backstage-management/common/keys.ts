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

/** The filters every log list has, when nothing is chosen. */
export const LOG_FILTER_DEFAULTS = { id: '', logName: '', apiType: '', loginIp: '', startTime: '', endTime: '' };

/** Longest page the API serves: used for pickers that show every choice at once. */
export const ALL_ROWS = 500;
