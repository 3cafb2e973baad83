import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call, coinId, dataRows, fund, openMoreFilters, rowAction, rowWithId, unique } from '../finance-support';
import { openInApp, snap, storageStateFile } from '../support';

// The tests read lists and act on records of their own: they share a page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

/** Every data row of the table holds `text`, once the list has loaded. */
async function everyRowHas(table: ReturnType<Page['getByRole']>, text: string) {
  await expect(dataRows(table).first()).toBeVisible();
  await expect(dataRows(table).filter({ hasNotText: text })).toHaveCount(0);
}

test('wallet change records: filtered by change type, kept in the URL', async ({ page }) => {
  await openInApp(page, '/finance/account-change-records');
  const table = page.getByRole('table', { name: 'Account change records' });
  await expect(dataRows(table).first()).toBeVisible();
  await snap(page, 'finance-wallet-changes');
  await page.getByRole('combobox', { name: 'Type of change', exact: true }).selectOption({ label: 'Withdrawal hold' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/changeType=withdrawal_freeze/);
  await everyRowHas(table, 'Withdrawal hold');
  await page.reload();
  await everyRowHas(table, 'Withdrawal hold');
});

test('transfers: the list, filtered by the wallet moved from', async ({ page }) => {
  await openInApp(page, '/finance/transfer-record');
  const table = page.getByRole('table', { name: 'Transfers' });
  await expect(dataRows(table).first()).toBeVisible();
  await snap(page, 'finance-transfers');
  await openMoreFilters(page);
  await page.getByRole('combobox', { name: 'From wallet' }).selectOption({ label: 'Perpetual wallet' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/fromWallet=2/);
  // Each row's direction reads "Perpetual wallet → …" once the filtered list has replaced the first one.
  await expect
    .poll(async () => {
      const directions = await table.getByLabel('From wallet to wallet').allInnerTexts();
      return directions.length > 0 && directions.every((d) => d.replace(/\s+/g, ' ').startsWith('Perpetual wallet'));
    })
    .toBe(true);
});

test('wallet balances: the perpetual wallets tab and a user’s wallets', async ({ page }) => {
  await openInApp(page, '/finance/user-wallet-balance/all');
  const table = page.getByRole('table', { name: 'User wallet balances' });
  await expect(dataRows(table).first()).toBeVisible();
  await snap(page, 'finance-wallet-balances');
  await page.getByRole('tab', { name: 'Perpetual wallets' }).click();
  await expect(page).toHaveURL(/\/finance\/user-wallet-balance\/perpetual$/);
  await everyRowHas(table, 'Perpetual wallet');
  await page.getByRole('combobox', { name: 'Coin', exact: true }).selectOption({ label: 'USDT' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/perpetual\\?coinId=${coinId('USDT')}$`));
  await everyRowHas(table, 'USDT');
});

test('fund management records: a staff freeze is listed, and its remark edited', async ({ page }) => {
  const api = await apiAs('admin');
  const users = await call<{ records: { id: number }[] }>(api, 'account/list', { status: 1, accountType: 1, pageNum: 4, pageSize: 20 });
  const userId = users.records[Date.now() % 20].id;
  await fund(api, userId, '50');
  const remark = `e2e hold ${unique()}`;
  await call(api, 'account/freezeSingle/wallet', { accountId: userId, coinId: coinId('USDT'), walletType: 1, amount: '5', remark });

  try {
    await openInApp(page, `/finance/fund-management-records?remark=${encodeURIComponent(remark)}`);
    const table = page.getByRole('table', { name: 'Fund management records' });
    await expect(dataRows(table)).toHaveCount(1);
    const record = dataRows(table).first();
    await expect(record).toContainText('Freeze');
    await expect(record).toContainText(`${userId}`);
    await expect(record).toContainText('admin');
    await snap(page, 'finance-fund-records');
    const id = (await record.getByRole('cell').nth(1).innerText()).trim();

    await rowAction(page, record, 'Edit remark');
    const dialog = page.getByRole('dialog', { name: `Remark of fund record ${id}` });
    await expect(dialog.getByRole('textbox', { name: 'Remark' })).toHaveValue(remark);
    await dialog.getByRole('textbox', { name: 'Remark' }).fill(`${remark} (checked by phone)`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Remark of fund record ${id} saved`)).toBeVisible();
    await openInApp(page, `/finance/fund-management-records?id=${id}`);
    await expect(rowWithId(page, table, id)).toContainText(`${remark} (checked by phone)`);
  } finally {
    await call(api, 'account/thawSingle/wallet', { accountId: userId, coinId: coinId('USDT'), walletType: 1, amount: '5' });
    await api.dispose();
  }
});

test('distribution payments: drill down to the runners and their hourly records', async ({ page }) => {
  await openInApp(page, '/finance/distribution-payment-records?status=1');
  const payments = page.getByRole('table', { name: 'Distribution payments' });
  await expect(dataRows(payments).first()).toContainText('Paid');
  await snap(page, 'finance-distribution-payments');

  await rowAction(page, dataRows(payments).first(), 'View runners');
  await expect(page).toHaveURL(/\/finance\/distribution-payment-records\/runner\//);
  // The page is named after the payment's upline (heading, tag and document title alike).
  await expect(page.getByRole('heading', { name: /^Bonus runners of user #\d+$/ })).toBeVisible();
  await expect(page.getByTestId('history-tag').first()).toHaveText(/^Bonus runners of user #\d+$/);
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Upline');
  const runners = page.getByRole('table', { name: 'Runners of a distribution payment' });
  await expect(dataRows(runners).first()).toBeVisible();
  await snap(page, 'finance-distribution-runners');

  await rowAction(page, dataRows(runners).first(), 'Hourly records');
  await expect(page).toHaveURL(/\/runner\/detail\//);
  await expect(page.getByRole('heading', { name: /^Hourly records of runner #\d+$/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Hourly records of runner #\d+ - /);
  const hourly = page.getByRole('table', { name: 'Hourly distribution records' });
  await expect(dataRows(hourly).first()).toContainText('Layer');
  await snap(page, 'finance-distribution-hourly');
  await page.getByRole('button', { name: 'Back to runners' }).click();
  await expect(runners).toBeVisible();
});

test('distribution payments: a failed payment is reissued and credited', async ({ page }) => {
  await openInApp(page, '/finance/distribution-payment-records?status=2');
  const payments = page.getByRole('table', { name: 'Distribution payments' });
  const failed = dataRows(payments).first();
  await expect(failed).toContainText('Failed');
  const id = (await failed.getByRole('cell').nth(1).innerText()).trim();
  await rowAction(page, failed, 'Reissue payment');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Pay the failed distribution payment ${id}`);
  await snap(page, 'finance-distribution-reissue');
  await confirm.getByRole('button', { name: 'Reissue payment' }).click();
  await expect(page.getByText(new RegExp(`^Payment ${id} reissued: .+ credited$`))).toBeVisible();

  await openInApp(page, `/finance/distribution-payment-records?id=${id}`);
  const reissued = rowWithId(page, payments, id);
  await expect(reissued).toContainText('Paid');
  await expect(reissued).toContainText('Reissued by admin');
});

test('bound withdrawal addresses: correct a user’s address', async ({ page }) => {
  await openInApp(page, '/finance/user-binding-withdrawal-address');
  const table = page.getByRole('table', { name: 'Withdrawal addresses' });
  await expect(dataRows(table).first()).toBeVisible();
  await snap(page, 'finance-withdrawal-addresses');

  const address = `TE2eCorrected${unique()}Address9`;
  const first = dataRows(table).first();
  await rowAction(page, first, 'Correct address');
  const dialog = page.getByRole('dialog', { name: /^Correct the withdrawal address of user/ });
  await dialog.getByRole('textbox', { name: 'Withdrawal address' }).fill('not valid!');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter 16 to 128 letters and digits, without spaces.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Withdrawal address' }).fill(address);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/withdrawal address of user #\d+ was corrected$/)).toBeVisible();
  await openInApp(page, `/finance/user-binding-withdrawal-address?withdrawalAddress=${address}`);
  await expect(table.getByRole('row').filter({ hasText: address })).toHaveCount(1);
});

test('third-party wallet: deposit addresses and on-chain records with their details', async ({ page }) => {
  await openInApp(page, '/finance/third-party-wallet/deposit-address-list');
  const addresses = page.getByRole('table', { name: 'Deposit addresses' });
  await expect(dataRows(addresses).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Replaced' });
  await page.getByRole('button', { name: 'Search' }).click();
  await everyRowHas(addresses, 'Replaced');
  await snap(page, 'finance-third-party-addresses');

  await openInApp(page, '/finance/third-party-wallet/on-chain-records');
  const records = page.getByRole('table', { name: 'On-chain records' });
  await expect(dataRows(records).first()).toBeVisible();
  await snap(page, 'finance-on-chain-records');
  const id = (await dataRows(records).first().getByRole('cell').nth(1).innerText()).trim();
  await dataRows(records).first().getByRole('cell').nth(2).click();
  const drawer = page.getByRole('dialog', { name: `On-chain record ${id}` });
  await expect(drawer).toContainText('Transaction hash');
  await page.waitForTimeout(500); // the drawer's slide-in, for the screenshot
  await snap(page, 'finance-on-chain-record-detail');
});

test.describe('the finance account', () => {
  test.use({ storageState: storageStateFile('finance') });

  test('sees the Finance menu and no other area', async ({ page }) => {
    await openInApp(page, '/home');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const finance = nav.getByRole('group', { name: 'Finance' });
    for (const link of [
      'Deposits',
      'Withdrawals',
      'Account change records',
      'Transfers',
      'User wallet balances',
      'Finance settings',
      'Deposit addresses',
      'On-chain records',
      'Third-party wallet settings',
      'Fund management records',
      'Distribution payments',
      'Withdrawal addresses',
    ]) {
      await expect(finance.getByRole('link', { name: link, exact: true })).toBeVisible();
    }
    for (const other of ['Users', 'Customer service', 'Agents', 'Backstage management']) {
      await expect(nav.getByRole('group', { name: other })).toHaveCount(0);
    }
    await snap(page, 'finance-account-menu');
    await finance.getByRole('link', { name: 'Withdrawals', exact: true }).click();
    await expect(page).toHaveURL(/\/finance\/withdrawal\/pending$/);
    await expect(page.getByRole('table', { name: 'Withdrawals' })).toBeVisible();
    await openInApp(page, '/users/list');
    await expect(page.getByRole('heading', { name: 'No permission' })).toBeVisible();
    await expect(page).toHaveURL(/\/users\/list$/);
  });
});
