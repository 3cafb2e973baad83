import { expect, type Page, request } from '@playwright/test';
import { test as base } from '../fixtures';
import { apiAs, call, fund, pendingDeposit, requestWithdrawal, rowWithId, unique, withdrawingUser } from '../finance-support';
import { baseURL, DEMO, freshCode, newApiContext, openInApp, snap } from '../support';
import { columnValues, freshBrowser, headers, numberOf, setColumnShown } from '../list-kit';

/**
 * The deposit list on the list kit, as a reviewer works with it: compact filters, sorting by amount, the
 * columns following the admin to another browser, a saved view, ticking rows for a bulk approval that
 * goes record by record (one refused), and the sums a line per coin in each coin's decimals.
 */

const DEPOSITS = '/finance/deposit';
const table = (page: Page) => page.getByRole('table', { name: 'Deposits' });

interface Coin {
  id: number;
  code: string;
  decimals: number;
}

let coins: Coin[] = [];
let signedIn: Promise<{ token: string; state: object }> | null = null;

/**
 * The finance account signed in through the API once for this file, its browser state holding the coins as
 * sign-in lists them (with their decimals), as the console keeps them after signing in through the form.
 */
function financeState() {
  signedIn ??= (async () => {
    const api = await newApiContext();
    const res = await api.post(`${baseURL}/api/login/manager/login`, {
      data: { ...DEMO.finance, gauthCode: await freshCode(DEMO.finance.account) },
    });
    const body = await res.json();
    expect(body.code, body.msg).toBe(1);
    await api.dispose();
    coins = body.data.currencyList;
    const item = (name: string, value: unknown) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) });
    const state = {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            item('console.token', body.data.token),
            item('console.manager', body.data.manager),
            item('console.permissions', body.data.authVo.permissions),
            item('console.currencies', coins),
          ],
        },
      ],
    };
    return { token: body.data.token as string, state };
  })();
  return signedIn;
}

/** A page of the finance account's console (the config's browser settings, the stored session above). */
const test = base.extend<{ page: Page }>({
  page: async ({ browser }, use) => {
    const { state } = await financeState();
    const context = await browser.newContext({
      baseURL,
      locale: 'en-US',
      timezoneId: 'UTC',
      viewport: { width: 1440, height: 900 },
      storageState: state as never,
    });
    await use(await context.newPage());
    await context.close();
  },
});

test.describe('deposits on the list kit', () => {
  test('filters fold away, amount sorts both ways, columns follow the admin, a view reopens, sums a line per coin', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${DEPOSITS}/all`);
    await expect(table(page).locator('tbody tr')).toHaveCount(20);

    // The reviewer's lookups in one row, the rest behind "More filters", which opens and closes.
    const more = page.getByRole('button', { name: /More filters/ });
    if ((await more.getAttribute('aria-expanded')) === 'true') await more.click();
    for (const label of ['Record ID', 'User ID', 'Coin']) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Operator', { exact: true })).toHaveCount(0);
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Operator', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Created: Any time' })).toBeVisible();
    await snap(page, 'finance-kit-more-filters');
    await more.click();
    await expect(page.getByLabel('Operator', { exact: true })).toHaveCount(0);

    // The sums: folded, each coin's amount on one line; unfolded, a line per coin, each in the coin's own
    // decimals and unit; no line adds coins together.
    await expect(page.getByLabel('Sum of USDT')).toContainText('USDT');
    const unfold = page.getByRole('button', { name: 'Sums per coin' });
    if ((await unfold.getAttribute('aria-expanded')) !== 'true') await unfold.click();
    const sums = page.getByRole('table', { name: 'Sums per coin' });
    await expect(sums.locator('tbody tr').first()).toBeVisible();
    const lines = await sums.locator('tbody tr').allInnerTexts();
    const codes = await sums.locator('tbody tr td:first-child').allInnerTexts();
    expect(new Set(codes).size, 'one line per coin').toBe(codes.length);
    expect(codes.length).toBeGreaterThan(1);
    for (const [index, code] of codes.entries()) {
      const coin = coins.find((c) => c.code === code.trim());
      expect(coin, `${code} is a listed coin`).toBeTruthy();
      const amount = (await sums.locator('tbody tr').nth(index).locator('td').nth(2).innerText()).trim();
      // The amount in the coin's decimals, with its unit.
      expect(amount).toMatch(new RegExp(`^[\\d,]+${coin!.decimals ? `\\.\\d{${coin!.decimals}}` : ''}\\s*${code.trim()}$`));
    }
    expect(lines.join('\n')).not.toMatch(/Total|All coins/);
    await snap(page, 'finance-kit-sums-per-coin');

    // Sorting by amount, in the URL, answered in that order both ways.
    const amount = table(page)
      .locator('thead')
      .getByRole('button', { name: /^Amount/ });
    await amount.click();
    await expect(page).toHaveURL(/orderBy=amount&orderDirection=(asc|desc)/);
    const first = new URL(page.url()).searchParams.get('orderDirection');
    const inOrder = async (direction: string | null) => {
      await expect(async () => {
        const values = (await columnValues(page, /^Amount/)).map(numberOf);
        const sorted = [...values].sort((a, b) => (direction === 'asc' ? a - b : b - a));
        expect(values).toEqual(sorted);
      }).toPass();
    };
    await inOrder(first);
    await amount.click();
    const second = first === 'asc' ? 'desc' : 'asc';
    await expect(page).toHaveURL(new RegExp(`orderDirection=${second}`));
    await inOrder(second);
    await snap(page, 'finance-kit-sorted-by-amount');

    // Columns: "Report amount" hidden here is hidden in another browser where the admin signs in afresh.
    await setColumnShown(page, 'Report amount', false);
    await expect(table(page).locator('thead')).not.toContainText('Report amount');
    const other = await freshBrowser(browser, `${DEPOSITS}/all`, 'finance');
    try {
      await expect(async () => expect(await headers(other.page)).not.toContain('Report amount')).toPass();
      expect(await headers(other.page)).toContain('Amount');
      await snap(other.page, 'finance-kit-columns-elsewhere');
    } finally {
      await other.close();
    }
    await page.getByRole('button', { name: 'Columns and density' }).click();
    await page.getByRole('button', { name: 'Back to the list’s own columns' }).click();
    await page.keyboard.press('Escape');
    await expect(table(page).locator('thead')).toContainText('Report amount');

    // A saved view: a coin and a sort under a name, opened again from the list.
    const usdt = coins.find((c) => c.code === 'USDT')!;
    const name = `USDT by amount ${unique()}`;
    await openInApp(page, `${DEPOSITS}/all?orderBy=amount&orderDirection=desc`);
    await page.getByLabel('Coin', { exact: true }).selectOption({ label: 'USDT' });
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`coinId=${usdt.id}`));
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByLabel('Save what the list shows as').fill(name);
    await page.getByRole('button', { name: 'Save view' }).click();
    await expect(page.getByText(`View “${name}” saved`)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).not.toHaveURL(/coinId=/);

    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`coinId=${usdt.id}`));
    await expect(page).toHaveURL(/orderBy=amount&orderDirection=desc/);
    await expect(page.getByLabel('Coin', { exact: true })).toHaveValue(String(usdt.id));
    await expect(async () => expect(new Set(await columnValues(page, /^Coin/))).toEqual(new Set(['USDT']))).toPass();
    await expect(page.getByRole('table', { name: 'Sums per coin' }).locator('tbody tr')).toHaveCount(1);
    await snap(page, 'finance-kit-view');
    await page.getByRole('button', { name: 'Saved views' }).click();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByText(`View “${name}” deleted`)).toBeVisible();
  });

  test('tick deposits and approve them in bulk: one another admin approved meanwhile is refused with the API’s reason', async ({
    page,
  }) => {
    const api = await apiAs('admin');
    const users = await call<{ records: { id: number }[] }>(api, 'account/list', { status: 1, accountType: 1, pageNum: 3, pageSize: 50 });
    const userId = users.records[Date.now() % 50].id;
    const made = [];
    for (const amount of ['11.25', '22.5', '33.75']) made.push(await pendingDeposit(api, userId, amount, '0.25', `bulk ${unique()}`));

    await page.goto(`${DEPOSITS}/pending?accountId=${userId}`);
    for (const d of made) await rowWithId(page, table(page), d.id).getByRole('checkbox').check({ force: true });
    const bar = page.getByLabel('Selected rows');
    await expect(bar).toContainText('3');

    // Meanwhile the admin approves the second one in another console.
    await call(api, 'finance/deposit/review', { id: made[1].id, reviewType: 1, reason: 'seen elsewhere' });
    await api.dispose();

    await bar.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Approve 3 deposits' });
    for (const d of made) await expect(dialog).toContainText(`Deposit ${d.id} · #${userId}`);
    // What the approvals credit (amount and bonus), added up per coin.
    await expect(dialog.getByLabel('Totals per coin')).toContainText('Total USDT');
    await expect(dialog.getByLabel('Totals per coin')).toContainText('68.25');
    await dialog.getByLabel('Reason').fill('Bank statement of the day');
    await snap(page, 'finance-kit-bulk-confirm');
    await dialog.getByRole('button', { name: 'Approve and credit' }).click();

    const result = page.getByRole('alertdialog', { name: 'Approve: result' });
    await expect(result).toContainText('2 done, 1 refused.');
    await expect(result.getByLabel('Refused')).toContainText(`Deposit ${made[1].id} · #${userId}`);
    await expect(result.getByLabel('Refused')).toContainText(`Deposit ${made[1].id} was already approved by admin`);
    await expect(result.getByLabel('Done')).toContainText(`Deposit ${made[0].id}`);
    await expect(result.getByLabel('Done')).toContainText(`Deposit ${made[2].id}`);
    await snap(page, 'finance-kit-bulk-result');
    await result.getByRole('button', { name: 'Close' }).first().click();

    // All three left the pending tab, each approved once (two by this reviewer).
    for (const d of made) await expect(rowWithId(page, table(page), d.id)).toHaveCount(0);
    await openInApp(page, `${DEPOSITS}/approved?accountId=${userId}`);
    for (const [i, d] of made.entries()) await expect(rowWithId(page, table(page), d.id)).toContainText(i === 1 ? 'admin' : 'finance');
  });

  test('a bulk approval of withdrawals leaves out the one this admin gave the first approval to', async ({ page }) => {
    const admin = await apiAs('admin');
    const userId = await withdrawingUser(admin, 7);
    await fund(admin, userId, '40000');
    const small = await requestWithdrawal(admin, userId, '25');
    const large = await requestWithdrawal(admin, userId, '15000');
    await admin.dispose();

    // This admin (finance, signed in here) gives the large one its first approval.
    const { token } = await financeState();
    const mine = await request.newContext({ baseURL, extraHTTPHeaders: { Authorization: token } });
    expect(
      (await call<{ status: number }>(mine, 'finance/withdrawal/review', { id: large.id, withdrawalType: 1, remark: 'first look' })).status,
    ).toBe(3);
    await mine.dispose();

    await page.goto(`/finance/withdrawal/all?accountId=${userId}`);
    const withdrawals = page.getByRole('table', { name: 'Withdrawals' });
    for (const w of [small, large]) await rowWithId(page, withdrawals, w.id).getByRole('checkbox').check({ force: true });
    await page.getByLabel('Selected rows').getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Approve 2 withdrawals' });
    await expect(dialog.getByLabel('Left out')).toContainText(`Withdrawal ${large.id} · #${userId}`);
    await expect(dialog.getByLabel('Left out')).toContainText('You gave its first approval: a second, different admin must approve it');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    const result = page.getByRole('alertdialog', { name: 'Approve: result' });
    await expect(result).toContainText('1 done, 1 refused.');
    await expect(result.getByLabel('Done')).toContainText(`Withdrawal ${small.id}`);
    await snap(page, 'finance-kit-withdrawal-bulk-result');
  });
});
