import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { baseURL, type DemoAccount, storageStateFile } from './support';

/** What the Finance browser tests share: the demo accounts' API, exact amounts, and the users they set up. */

function stored(who: DemoAccount, name: string): string {
  const state = JSON.parse(readFileSync(storageStateFile(who), 'utf8'));
  return state.origins[0].localStorage.find((item: { name: string }) => item.name === name).value;
}

/** The token of a demo account, as the console stored it after sign-in. */
export const tokenOf = (who: DemoAccount) => stored(who, 'console.token');

/** The id of a coin as listed at sign-in. */
export function coinId(code: string): number {
  const coins: { id: number; code: string }[] = JSON.parse(stored('admin', 'console.currencies'));
  const coin = coins.find((c) => c.code === code);
  if (!coin) throw new Error(`no coin ${code} was listed at sign-in`);
  return coin.id;
}

export async function apiAs(who: DemoAccount = 'admin'): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: tokenOf(who) } });
}

export async function call<T>(api: APIRequestContext, path: string, body?: unknown, method: 'POST' | 'GET' | 'PUT' = 'POST'): Promise<T> {
  const res = method === 'GET' ? await api.get(`/api/${path}`) : await api.fetch(`/api/${path}`, { method, data: body ?? {} });
  const envelope = await res.json();
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(1);
  return envelope.data as T;
}

export const unique = () => Date.now().toString(36).slice(-6);

// Decimal amounts as the console shows them, computed without floats: 18 decimal places in a BigInt.
export const SCALE = 10n ** 18n;
export function toUnits(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace('-', '').replace(/,/g, '').split('.');
  const units = BigInt(whole) * SCALE + BigInt(fraction.padEnd(18, '0').slice(0, 18));
  return negative ? -units : units;
}
/**
 * An amount as the console writes it: every digit, or with `decimals` (a coin's own) rounded half up and written
 * out to that many places, as the lists show balances.
 */
export function shown(units: bigint, decimals?: number): string {
  const negative = units < 0n;
  let abs = negative ? -units : units;
  if (decimals !== undefined) {
    const step = 10n ** BigInt(18 - decimals);
    abs = ((abs + step / 2n) / step) * step;
  }
  const whole = (abs / SCALE).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const digits = (abs % SCALE).toString().padStart(18, '0');
  const fraction = decimals === undefined ? digits.replace(/0+$/, '') : digits.slice(0, decimals);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The number of decimals a coin's amounts are shown with (from the sign-in's currency list). */
export function coinDecimals(code: string): number {
  const coins: { code: string; decimals: number }[] = JSON.parse(stored('admin', 'console.currencies'));
  const coin = coins.find((c) => c.code === code);
  if (!coin) throw new Error(`no coin ${code} was listed at sign-in`);
  return coin.decimals;
}
/** `shown` of a decimal string: `12500.5` → `12,500.5`. */
export const shownAmount = (value: string) => shown(toUnits(value));

export interface Wallet {
  coinId: number;
  code: string;
  walletType: number;
  balance: string;
  frozenBalance: string;
  backstageFrozenBalance: string;
}

/** The user's wallet of a coin and wallet type, as the API answers it now. */
export async function walletOf(api: APIRequestContext, userId: number, code: string, walletType = 1): Promise<Wallet> {
  const wallets = await call<{ records: Wallet[] }>(api, 'finance/user/wallet/list', { accountId: userId, pageSize: 50 });
  const wallet = wallets.records.find((w) => w.code === code && w.walletType === walletType);
  if (!wallet) throw new Error(`user ${userId} has no ${code} wallet of type ${walletType}`);
  return wallet;
}

export interface DepositRecord {
  id: number;
  status: number;
  totalAmount: string;
}

/** A backstage deposit, left pending for review (the demo's deposits need review). */
export async function pendingDeposit(
  api: APIRequestContext,
  userId: number,
  amount: string,
  bonusAmount = '0',
  remark = 'e2e',
): Promise<DepositRecord> {
  const deposit = await call<DepositRecord>(api, 'finance/deposit', {
    accountId: userId,
    coinId: coinId('USDT'),
    walletType: 1,
    amount,
    bonusAmount,
    isShow: 1,
    remark,
  });
  expect(deposit.status, 'deposits need review in the demo settings').toBe(0);
  return deposit;
}

/** Credits `amount` USDT to the user's futures wallet through an approved backstage deposit. */
export async function fund(api: APIRequestContext, userId: number, amount: string): Promise<void> {
  const deposit = await pendingDeposit(api, userId, amount, '0', 'e2e funding');
  await call(api, 'finance/deposit/review', { id: deposit.id, reviewType: 1, reason: 'e2e funding' });
}

export const WITHDRAW_PASSWORD = 'e2e-withdraw-2026';

/**
 * A demo user who may withdraw under the demo's finance switches: an approved KYC, and a withdrawal
 * password the test sets. `nth` picks a different user for each test, so tests do not share wallets.
 */
export async function withdrawingUser(api: APIRequestContext, nth: number): Promise<number> {
  const kyc = await call<{ records: { userId: number }[] }>(api, 'account/kyc/list', { status: 1, pageSize: 100 });
  const ids = [...new Set(kyc.records.map((k) => k.userId))];
  expect(ids.length, 'demo users with an approved KYC').toBeGreaterThan(nth);
  const userId = ids[nth];
  await call(api, 'account/withdrawPassword/edit', { accountId: userId, password: WITHDRAW_PASSWORD });
  return userId;
}

export interface WithdrawalRecord {
  id: number;
  status: number;
  amount: string;
  anomalyTypes: string[];
}

/** A user's withdrawal request, as the client app makes it (the development-only route plays the user). */
export async function requestWithdrawal(
  api: APIRequestContext,
  userId: number,
  amount: string,
  address = `TE2e${unique()}WithdrawalAddr01`,
): Promise<WithdrawalRecord> {
  return call<WithdrawalRecord>(api, 'dev/finance/withdrawal-request', {
    userId,
    coinId: coinId('USDT'),
    walletType: 1,
    amount,
    address,
    chain: 'TRC20',
    ip: '198.51.100.23',
    withdrawPassword: WITHDRAW_PASSWORD,
  });
}

/** The body rows of a table (the header row left out). */
export function dataRows(table: Locator) {
  return table.locator('tbody tr');
}

/** Takes a row's action: from its menu, or its button where it is the row's only action (the list kit's way). */
export async function rowAction(page: Page, row: Locator, action: string) {
  // The row's buttons first (the list loads): its menu, or the action itself.
  await expect(row.getByRole('button', { name: new RegExp(`^(Row actions|${action})$`) }).first()).toBeVisible();
  const menu = row.getByRole('button', { name: 'Row actions' });
  if ((await menu.count()) === 0) {
    await row.getByRole('button', { name: action, exact: true }).click();
    return;
  }
  await menu.click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Opens "More filters" of a list, where its less used filters are (the list remembers it open). */
export async function openMoreFilters(page: Page) {
  const more = page.getByRole('button', { name: /More filters/ });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
}

/** The row of the table whose first cell (the ID) is exactly `id`. */
export function rowWithId(page: Page, table: Locator, id: number | string) {
  return table.getByRole('row').filter({ has: page.getByRole('cell', { name: String(id), exact: true }) });
}

/** Sets an on/off switch of a form to the wanted state (clicking its label, as a user does). */
export async function setSwitch(scope: Locator, name: string, on: boolean) {
  const control = scope.getByRole('checkbox', { name, exact: true });
  await expect(async () => {
    if ((await control.isChecked()) !== on) await scope.getByText(name, { exact: true }).click();
    if (on) await expect(control).toBeChecked({ timeout: 1_000 });
    else await expect(control).not.toBeChecked({ timeout: 1_000 });
  }).toPass();
}
