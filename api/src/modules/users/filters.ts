import type { UserFilters } from '@console/contracts/schemas/users';
import { Filters, parseDate } from '../../db/list';

/**
 * The `where` of the user list and the user export, on the table `users` aliased `alias` (default `u`).
 * Ids, codes, addresses, IPs, types, statuses and levels are equality filters on indexed columns, and
 * the date range runs on the `create_date` index, so a filtered page and its total stay fast at a
 * million users; only the free-text fields (email, remark) are "contains" (`ilike`).
 */
export function userListFilters(filters: UserFilters, alias = 'u'): Filters {
  const c = (column: string) => `${alias}.${column}`;
  return new Filters()
    .eq(c('id'), filters.accountId)
    .eq(c('invitation_code'), filters.invitationCode?.toUpperCase())
    .eq(c('login_ip'), filters.loginIp)
    .eq(c('region'), filters.region)
    .eq(c('login_time_zone'), filters.timeZone)
    .eq(c('mobile_number'), filters.mobileNumber)
    .eq(c('account_type'), filters.accountType)
    .eq(c('parent_user_id'), filters.upline)
    .contains(c('email'), filters.email)
    .eq(c('status'), filters.status)
    .eq(c('block_chain_address'), filters.blockChainAddress)
    .contains(c('remark'), filters.remark)
    .eq(c('user_level'), filters.userLevel)
    .eq(c('user_marketing_level'), filters.userMarketingLevel)
    .between(c('create_date'), parseDate(filters.startTime), parseDate(filters.endTime));
}
