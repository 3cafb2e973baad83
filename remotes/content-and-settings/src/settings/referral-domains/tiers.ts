import type { SettingValue } from '@console/contracts/schemas/settings-answers';
import { type ReferralDomainTiers, referralDomainAdd } from '@console/contracts/schemas/settings-platform';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** A country's name in the admin's language (its code where the browser has no name for it). */
export function countryName(code: string | null, language: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The add form: what the API takes, with the fields left empty meaning "not set". */
export const domainForm = z.object(
  Object.fromEntries(
    Object.entries(referralDomainAdd.shape).map(([name, schema]) => [name, z.preprocess((v) => (v === '' ? undefined : v), schema)]),
  ),
) as unknown as typeof referralDomainAdd;

/** A domain as a version keeps it (its tiers as JSON text, null when it was not listed), in words. */
export function describeKept(value: SettingValue, t: TFunction, language: string): string {
  if (value === null) return t('referralDomains.history.notListed');
  let kept: ReferralDomainTiers;
  try {
    kept = JSON.parse(String(value)) as ReferralDomainTiers;
  } catch {
    return String(value);
  }
  const parts = [
    kept.tierSales ? `${t('referralDomains.column.tierSales')} #${kept.tierSales}` : null,
    kept.tierAgent ? `${t('referralDomains.column.tierAgent')} #${kept.tierAgent}` : null,
    kept.tierAccount ? `${t('referralDomains.column.tierAccount')} #${kept.tierAccount}` : null,
    kept.tierIp ? `${t('referralDomains.column.tierIp')} ${kept.tierIp}` : null,
    kept.tierIsoCode ? countryName(kept.tierIsoCode, language) : null,
    `${t('referralDomains.column.displaySort')} ${kept.displaySort}`,
  ];
  return parts.filter(Boolean).join(' · ');
}
