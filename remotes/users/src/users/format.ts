import type { User } from '@console/contracts';

type Contact = Pick<User, 'email' | 'mobileNumber' | 'countryCode'>;

/** The user's mobile number with its country code (`+44 7700900123`), or empty. */
export function mobileOf(user: Contact): string {
  if (!user.mobileNumber) return '';
  return user.countryCode ? `+${user.countryCode} ${user.mobileNumber}` : user.mobileNumber;
}

/** How a user is named in titles, confirmations and toasts: the id and the e-mail or mobile number. */
export function userName(user: Pick<User, 'id'> & Contact): string {
  const contact = user.email || mobileOf(user);
  return contact ? `#${user.id} (${contact})` : `#${user.id}`;
}

/** Where the user screens live: every sub-page keeps the list tab it was opened from. */
export const USERS_PATH = '/users';
export const LIST_TAB = 'list';

export const userPaths = {
  details: (tab: string, id: number) => `${USERS_PATH}/${tab}/user-details/${id}`,
  subordinate: (tab: string, id: number) => `${USERS_PATH}/${tab}/subordinate/${id}`,
  flowRecords: (tab: string, id: number, email?: string | null) =>
    `${USERS_PATH}/${tab}/flow-records/${id}${email ? `/${encodeURIComponent(email)}` : ''}`,
};
