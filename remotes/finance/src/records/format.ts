/** What deposit and withdrawal records share: their user, their tabs, their filters. */

export interface RecordUserFields {
  accountId: number;
  email: string | null;
  mobileNumber: string | null;
}

/** A record's user as staff name it: id and contact. */
export function userLabel(u: RecordUserFields): string {
  const contact = u.email || u.mobileNumber;
  return contact ? `#${u.accountId} ${contact}` : `#${u.accountId}`;
}

/** A person of the user's upline (`#12 name`), or empty. */
export function personLabel(id: number | null, name: string | null): string {
  if (id === null) return '';
  return name ? `#${id} ${name}` : `#${id}`;
}

/** A review tab: its path segment and the status it lists (none for every status). */
export interface StatusTab {
  name: string;
  status?: number;
}

/** The list's tab from the path, or null for an unknown one. */
export function tabOf(tabs: readonly StatusTab[], tabName: string | undefined): StatusTab | null {
  return tabs.find((tab) => tab.name === tabName) ?? null;
}

/** The filters both record lists take (values as the URL keeps them: text). */
export const RECORD_FILTER_DEFAULTS = {
  id: '',
  accountId: '',
  email: '',
  coinId: '',
  walletType: '',
  blockChain: '',
  isSales: '',
  parentUserId: '',
  agentId: '',
  isShow: '',
  reviewer: '',
  minAmount: '',
  maxAmount: '',
  startTime: '',
  endTime: '',
  reviewStartTime: '',
  reviewEndTime: '',
};

/** Filters sent as whole numbers. */
export const RECORD_NUMERIC_FILTERS = ['id', 'accountId', 'coinId', 'walletType', 'isSales', 'parentUserId', 'agentId', 'isShow'];

/**
 * The list options of a record list's tab: the record filters and the list's own ones sent as numbers, and
 * the tab's status sent with every request and export. `null` for an unknown tab (the page goes elsewhere).
 */
export function recordTabOptions<F extends Record<string, string>>(
  tabs: readonly StatusTab[],
  numeric: readonly string[],
  tabName: string | undefined,
) {
  const tab = tabOf(tabs, tabName);
  if (!tab) return null;
  return {
    numeric: [...RECORD_NUMERIC_FILTERS, ...numeric] as (keyof F)[],
    fixed: tab.status === undefined ? undefined : { status: tab.status },
  };
}

/** Whether any filter differs from its default (an empty list then says "nothing matches"). */
export function isFiltered(filters: Record<string, string>, defaults: Record<string, string>): boolean {
  return Object.entries(filters).some(([key, value]) => value !== (defaults[key] ?? ''));
}
