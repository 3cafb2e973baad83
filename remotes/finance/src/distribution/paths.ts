import Decimal from 'decimal.js';

export const DISTRIBUTION_PATH = '/finance/distribution-payment-records';

/** The payment a runner view belongs to, as its path carries it. */
export interface PaymentPeriod {
  accountId: number;
  amount: string;
  startDate: string;
  endDate: string;
}

/** The investor segment of a runner detail path when every investor of the runner is listed. */
export const ALL_INVESTORS = 'all';

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A decimal without its trailing zeros (`12.500000` → `12.5`), as a path shows it. */
function plainDecimal(value: string): string {
  try {
    return new Decimal(value).toFixed();
  } catch {
    return '0';
  }
}

/** The runners of a payment; `code` (the payment's coin) rides along in the query for the units. */
export function runnersPath(p: PaymentPeriod, code?: string): string {
  const path = `${DISTRIBUTION_PATH}/runner/${p.accountId}/${segment(plainDecimal(p.amount))}/${segment(p.startDate)}/${segment(p.endDate)}`;
  return code ? `${path}?code=${encodeURIComponent(code)}` : path;
}

/** The hourly records of one runner within a payment, for one investor or all of them. */
export function runnerDetailPath(p: PaymentPeriod & { runnerId: number; investmentUserId: number | null }, code?: string): string {
  const investor = p.investmentUserId === null ? ALL_INVESTORS : String(p.investmentUserId);
  const path = `${DISTRIBUTION_PATH}/runner/detail/${p.accountId}/${p.runnerId}/${segment(plainDecimal(p.amount))}/${segment(p.startDate)}/${segment(p.endDate)}/${investor}`;
  return code ? `${path}?code=${encodeURIComponent(code)}` : path;
}

const timeOf = (s: string) => Date.parse(s.includes('T') ? s : s.replace(' ', 'T'));
const isDate = (s: string | undefined): s is string => !!s && !Number.isNaN(timeOf(s));
const positiveInt = (s: string | undefined): number | null => (s && /^\d+$/.test(s) && Number(s) > 0 ? Number(s) : null);

/** The payment period of a path's parameters, or null when the link is broken. */
export function periodOf(params: Record<string, string | undefined>): PaymentPeriod | null {
  const accountId = positiveInt(params.accountId);
  if (accountId === null || !isDate(params.startDate) || !isDate(params.endDate)) return null;
  if (timeOf(params.endDate) <= timeOf(params.startDate)) return null;
  return { accountId, amount: params.amount ?? '0', startDate: params.startDate, endDate: params.endDate };
}

export { positiveInt };
