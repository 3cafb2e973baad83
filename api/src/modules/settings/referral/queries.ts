import type { ReferralDomain, ReferralDomainTiers, referralDomainQuery } from '@console/contracts/schemas/settings-platform';
import type { SettingValues } from '@console/contracts/schemas/settings-answers';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { Filters, iso, listPage, sortedOrder } from '../../../db/list';
import { badRequest, fieldError } from '../../../http/errors';
import type { SettingDefinition } from '../versions/save';
import { COUNTRY_CODES } from './countries';

/*
 * The referral link domains (`referral_domains`, 034). Their versions keep the list as domain → its tiers and sort
 * (a JSON text of its `ReferralDomainTiers`), so a revert can write a domain back whole; a domain written back gets a new id.
 */

/** Enough for every brand and market a platform runs; a longer list is a mistake more likely than a need. */
export const MAX_DOMAINS = 500;

interface DomainRow {
  id: string;
  domain_url: string;
  tier_sales: string | null;
  tier_agent: string | null;
  tier_account: string | null;
  tier_ip: string | null;
  tier_iso_code: string | null;
  display_sort: number;
  create_date: Date;
  update_date: Date;
}

const COLUMNS = `id::text as id, domain_url, tier_sales::text as tier_sales, tier_agent::text as tier_agent,
  tier_account::text as tier_account, tier_ip, tier_iso_code, display_sort, create_date, update_date`;
const idOrNull = (v: string | null) => (v === null ? null : Number(v));

const tiersOf = (r: DomainRow): ReferralDomainTiers => ({
  tierSales: idOrNull(r.tier_sales),
  tierAgent: idOrNull(r.tier_agent),
  tierAccount: idOrNull(r.tier_account),
  tierIp: r.tier_ip,
  tierIsoCode: r.tier_iso_code,
  displaySort: r.display_sort,
});

const toDomain = (r: DomainRow): ReferralDomain => ({
  id: Number(r.id),
  domainUrl: r.domain_url,
  ...tiersOf(r),
  createDate: iso(r.create_date)!,
  updateDate: iso(r.update_date)!,
});

/** How a version keeps a domain's tiers: the same fields in the same order, so equal tiers are equal texts. */
export const tiersText = (t: ReferralDomainTiers) =>
  JSON.stringify({
    tierSales: t.tierSales,
    tierAgent: t.tierAgent,
    tierAccount: t.tierAccount,
    tierIp: t.tierIp,
    tierIsoCode: t.tierIsoCode,
    displaySort: t.displaySort,
  });

export function referralDomainPage(db: Queryable, q: z.output<typeof referralDomainQuery>) {
  return listPage(db, {
    select: COLUMNS,
    from: 'referral_domains',
    filters: new Filters().contains('domain_url', q.domainUrl).eq('tier_agent', q.tierAgent),
    // The table's id (a bare `id` names the select's text column).
    orderBy: sortedOrder(
      'referralDomains',
      { displaySort: 'display_sort', createDate: 'create_date' },
      q,
      'display_sort, referral_domains.id',
      'referral_domains.id',
    ),
    paging: q,
    map: toDomain,
  });
}

export async function referralDomainById(db: Queryable, id: number): Promise<ReferralDomain | undefined> {
  const { rows } = await db.query<DomainRow>(`select ${COLUMNS} from referral_domains where id = $1`, [id]);
  return rows[0] && toDomain(rows[0]);
}

/** Each tier that names a user must name one of the right kind: a sales account, an agent, any account. */
async function checkTiers(tx: Queryable, domain: string, t: ReferralDomainTiers): Promise<void> {
  const kinds: [keyof ReferralDomainTiers, number | null, string][] = [
    ['tierSales', 3, 'a sales account'],
    ['tierAgent', 2, 'an agent'],
    ['tierAccount', null, 'an account'],
  ];
  for (const [field, accountType, what] of kinds) {
    const id = t[field];
    if (id === null) continue;
    const { rows } = await tx.query<{ account_type: number }>('select account_type from users where id = $1', [id]);
    if (!rows[0] || (accountType !== null && rows[0].account_type !== accountType)) {
      throw fieldError(field, `user ${id} is not ${what} (referral domain ${domain})`);
    }
  }
  if (t.tierIsoCode !== null && !COUNTRY_CODES.has(t.tierIsoCode))
    throw fieldError('tierIsoCode', `${t.tierIsoCode} is not a country code`);
}

export const REFERRAL_DOMAINS_DEFINITION: SettingDefinition = {
  setting: 'referral-domains',
  view: 'referralDomains.list',
  async read(db) {
    const { rows } = await db.query<DomainRow>(`select ${COLUMNS} from referral_domains order by domain_url`);
    return Object.fromEntries(rows.map((r) => [r.domain_url, tiersText(tiersOf(r))]));
  },
  // A domain added (or written back with other tiers) needs the add permission, a domain removed the delete one.
  editPermissions: (fields, before = {}, after = {}) => [
    ...(fields.some((f) => f in after) ? ['referralDomains.add'] : []),
    ...(fields.some((f) => f in before && !(f in after)) ? ['referralDomains.delete'] : []),
  ],
  async check(tx, after: SettingValues, before: SettingValues) {
    if (Object.keys(after).length > MAX_DOMAINS) throw badRequest(`The referral domains are at most ${MAX_DOMAINS}`);
    for (const [domain, text] of Object.entries(after)) {
      if (before[domain] !== text) await checkTiers(tx, domain, JSON.parse(String(text)) as ReferralDomainTiers);
    }
  },
  async write(tx, after, before, now) {
    const removed = Object.keys(before).filter((domain) => !(domain in after));
    if (removed.length) await tx.query('delete from referral_domains where domain_url = any($1::text[])', [removed]);
    for (const [domain, text] of Object.entries(after)) {
      if (before[domain] === text) continue;
      const t = JSON.parse(String(text)) as ReferralDomainTiers;
      await tx.query(
        `insert into referral_domains (domain_url, tier_sales, tier_agent, tier_account, tier_ip, tier_iso_code, display_sort, create_date, update_date)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8)
         on conflict (domain_url) do update set tier_sales = excluded.tier_sales, tier_agent = excluded.tier_agent,
           tier_account = excluded.tier_account, tier_ip = excluded.tier_ip, tier_iso_code = excluded.tier_iso_code,
           display_sort = excluded.display_sort, update_date = excluded.update_date`,
        [domain, t.tierSales, t.tierAgent, t.tierAccount, t.tierIp, t.tierIsoCode, t.displaySort, now],
      );
    }
  },
};
