import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import {
  apiAs,
  call,
  coinId,
  dataRows,
  fund,
  pendingDeposit,
  requestWithdrawal,
  rowAction,
  rowWithId,
  coinDecimals,
  shown,
  toUnits,
  unique,
  walletOf,
  withdrawingUser,
} from '../finance-support';
import { openInApp, snap, storageStateFile } from '../support';

/** USDT balances as the lists show them: in the coin's own decimals (read once signed in). */
const usdtDecimals = () => coinDecimals('USDT');

// The tests read lists and act on records of their own: they share a page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

const deposits = (page: Page) => page.getByRole('table', { name: 'Deposits' });
const withdrawals = (page: Page) => page.getByRole('table', { name: 'Withdrawals' });

/** The user's USDT futures wallet on the user wallet balances screen. */
function balanceRow(page: Page) {
  return page.getByRole('table', { name: 'User wallet balances' }).getByRole('row').filter({ hasText: 'Futures wallet' });
}

test('review a deposit: approved once, credited with its bonus, and a second review is refused', async ({ page, browser }) => {
  const api = await apiAs('admin');
  const users = await call<{ records: { id: number }[] }>(api, 'account/list', { status: 1, accountType: 1, pageNum: 2, pageSize: 50 });
  const userId = users.records[Date.now() % 50].id;
  const before = await walletOf(api, userId, 'USDT').catch(() => null);
  const remark = `e2e deposit ${unique()}`;
  const deposit = await pendingDeposit(api, userId, '150.5', '9.5', remark);
  await api.dispose();
  const available = toUnits(before?.balance ?? '0');

  // A second console (the finance reviewer) has the same pending deposit open.
  const other = await browser.newContext({ storageState: storageStateFile('finance') });
  const stale = await other.newPage();
  await stale.goto(`/finance/deposit/pending?id=${deposit.id}`);
  await expect(rowWithId(stale, deposits(stale), deposit.id)).toContainText('Pending');

  await openInApp(page, `/finance/deposit/pending?id=${deposit.id}`);
  const row = rowWithId(page, deposits(page), deposit.id);
  await expect(row).toContainText('150.5');
  await expect(row).toContainText('9.5');
  await expect(row).toContainText('Backstage deposit');
  await snap(page, 'finance-deposits-pending');

  await rowAction(page, row, 'Approve');
  const dialog = page.getByRole('dialog', { name: `Approve deposit ${deposit.id}` });
  await expect(dialog).toContainText('160.00 USDT is credited to the wallet at once (150.50 USDT and a bonus of 9.50 USDT)');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Received on the bank statement');
  await snap(page, 'finance-deposit-approve-dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  // The toast names what the dialog said is credited.
  await expect(page.getByText(`Deposit ${deposit.id} approved: 160.00 USDT credited (150.50 USDT and a bonus of 9.50 USDT)`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // The stale console tries too: refused, saying who approved it.
  await rowAction(stale, rowWithId(stale, deposits(stale), deposit.id), 'Approve');
  const second = stale.getByRole('dialog', { name: `Approve deposit ${deposit.id}` });
  await second.getByRole('textbox', { name: 'Reason' }).fill('Looks fine');
  await second.getByRole('button', { name: 'Approve' }).click();
  await expect(stale.getByText(new RegExp(`Deposit ${deposit.id} was already approved by admin`))).toBeVisible();
  await snap(stale, 'finance-deposit-second-review-refused');
  await other.close();

  // The approved tab shows who approved it.
  await openInApp(page, `/finance/deposit/approved?id=${deposit.id}`);
  const approved = rowWithId(page, deposits(page), deposit.id);
  await expect(approved).toContainText('admin');
  // Its drawer tells the story: recorded, then approved with the reason.
  await approved.getByRole('cell').nth(2).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`Deposit ${deposit.id}`) });
  const history = drawer.getByRole('region', { name: 'Review history' });
  await expect(history).toContainText('Recorded by admin');
  await expect(history).toContainText('Approved by admin');
  await expect(history).toContainText('Reason: Received on the bank statement');
  await history.scrollIntoViewIfNeeded();
  await snap(page, 'finance-deposit-approved-drawer');
  await page.keyboard.press('Escape');

  // The wallet moved by amount plus bonus, once: on the balances screen and in the change log.
  await openInApp(page, `/finance/user-wallet-balance/all?accountId=${userId}&coinId=${coinId('USDT')}`);
  await expect(balanceRow(page)).toContainText(shown(available + toUnits('160'), usdtDecimals()));
  await snap(page, 'finance-wallet-balances-after-deposit');

  await openInApp(page, `/finance/account-change-records?accountId=${userId}`);
  const changes = page.getByRole('table', { name: 'Account change records' });
  const credit = dataRows(changes).filter({ hasText: `deposit:${deposit.id}` });
  await expect(credit).toHaveCount(1);
  await expect(credit).toContainText('Backstage deposit');
  await expect(credit).toContainText('Available');
  await expect(credit).toContainText('160');
  await expect(credit).toContainText(shown(available + toUnits('160'), usdtDecimals()));
  await expect(credit).toContainText('admin');
  await snap(page, 'finance-wallet-changes-deposit');
});

test('reject a withdrawal with a reason: the held amount returns to the available balance', async ({ page }) => {
  const api = await apiAs('admin');
  const userId = await withdrawingUser(api, 0);
  await fund(api, userId, '500');
  const funded = await walletOf(api, userId, 'USDT');
  const withdrawal = await requestWithdrawal(api, userId, '120');
  await api.dispose();
  const available = toUnits(funded.balance);
  const frozen = toUnits(funded.frozenBalance);

  await openInApp(page, `/finance/user-wallet-balance/all?accountId=${userId}&coinId=${coinId('USDT')}`);
  await expect(balanceRow(page)).toContainText(shown(available - toUnits('120'), usdtDecimals()));
  await expect(balanceRow(page)).toContainText(shown(frozen + toUnits('120'), usdtDecimals()));

  await openInApp(page, `/finance/withdrawal/pending?id=${withdrawal.id}`);
  const row = rowWithId(page, withdrawals(page), withdrawal.id);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('120');
  await snap(page, 'finance-withdrawals-pending');

  await rowAction(page, row, 'Reject');
  const dialog = page.getByRole('dialog', { name: `Reject withdrawal ${withdrawal.id}` });
  await expect(dialog).toContainText('The held amount returns to the user');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The address belongs to a sanctioned exchange');
  await snap(page, 'finance-withdrawal-reject-dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`Withdrawal ${withdrawal.id} rejected: 120 USDT returned to the user`)).toBeVisible();
  await expect(row).toHaveCount(0);

  await openInApp(page, `/finance/withdrawal/rejected?id=${withdrawal.id}`);
  const rejected = rowWithId(page, withdrawals(page), withdrawal.id);
  await expect(rejected).toContainText('Rejected');
  await rejected.getByRole('cell').nth(2).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`Withdrawal ${withdrawal.id}`) });
  await expect(drawer).toContainText('Rejected by admin');
  await expect(drawer).toContainText('reason: The address belongs to a sanctioned exchange');
  const history = drawer.getByRole('region', { name: 'Review history' });
  await expect(history).toContainText('Rejected by admin');
  await expect(history).toContainText('Reason: The address belongs to a sanctioned exchange');
  await snap(page, 'finance-withdrawal-rejected-drawer');

  await openInApp(page, `/finance/user-wallet-balance/all?accountId=${userId}&coinId=${coinId('USDT')}`);
  await expect(balanceRow(page)).toContainText(shown(available, usdtDecimals()));
  // The cells after the tick box: user, coin, wallet, balance, frozen.
  await expect(balanceRow(page).getByRole('cell').nth(5)).toHaveText(
    new RegExp(`^${shown(frozen, usdtDecimals()).replace(/[.]/g, '\\.')}`),
  );
  await snap(page, 'finance-wallet-balances-after-reject');
});

test('four eyes: above the dual-approval amount, admin approves first and finance second', async ({ page, browser }) => {
  const api = await apiAs('admin');
  const userId = await withdrawingUser(api, 1);
  await fund(api, userId, '12000');
  const withdrawal = await requestWithdrawal(api, userId, '10500');
  const held = await walletOf(api, userId, 'USDT');
  await api.dispose();

  await openInApp(page, `/finance/withdrawal/pending?id=${withdrawal.id}`);
  const row = rowWithId(page, withdrawals(page), withdrawal.id);
  await expect(row).toContainText('0 of 2 approvals');
  await rowAction(page, row, 'Approve');
  const dialog = page.getByRole('dialog', { name: `Approve withdrawal ${withdrawal.id}` });
  await expect(dialog).toContainText('This is the first of two approvals');
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('Called the user: genuine');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`First approval of withdrawal ${withdrawal.id} recorded: a second admin must approve`)).toBeVisible();

  await openInApp(page, `/finance/withdrawal/second-approval?id=${withdrawal.id}`);
  const waiting = rowWithId(page, withdrawals(page), withdrawal.id);
  await expect(waiting).toContainText('First approval given');
  await expect(waiting).toContainText('1 of 2 approvals');
  // The admin who gave the first approval is offered neither a second approval nor the payout.
  await waiting.getByRole('button', { name: 'Row actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reject', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Automatic payout', exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await waiting.getByRole('cell').nth(2).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`Withdrawal ${withdrawal.id}`) });
  await expect(drawer).toContainText('First approval given by admin');
  await expect(drawer).toContainText('You gave the first approval: another admin must give the second.');
  await expect(drawer.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await snap(page, 'finance-withdrawal-first-approval');
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The second approval, by the finance account in its own browser.
  const financeContext = await browser.newContext({ storageState: storageStateFile('finance') });
  const financePage = await financeContext.newPage();
  await financePage.goto(`/finance/withdrawal/second-approval?id=${withdrawal.id}`);
  await rowAction(financePage, rowWithId(financePage, withdrawals(financePage), withdrawal.id), 'Approve');
  const second = financePage.getByRole('dialog', { name: `Approve withdrawal ${withdrawal.id}` });
  await expect(second).toContainText('admin gave the first approval on');
  await expect(second).toContainText('with yours');
  await snap(financePage, 'finance-withdrawal-second-approval-dialog');
  await second.getByRole('button', { name: 'Approve' }).click();
  await expect(financePage.getByText(`Withdrawal ${withdrawal.id} approved: 10,500 USDT paid out`)).toBeVisible();
  await financeContext.close();

  await openInApp(page, `/finance/withdrawal/approved?id=${withdrawal.id}`);
  const approved = rowWithId(page, withdrawals(page), withdrawal.id);
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText('2 of 2 approvals');
  await approved.getByRole('cell').nth(2).click();
  const done = page.getByRole('dialog', { name: new RegExp(`Withdrawal ${withdrawal.id}`) });
  await expect(done).toContainText('Approval 1');
  await expect(done).toContainText('Approval 2');
  await expect(done).toContainText('Paid out after approval by finance');
  const history = done.getByRole('region', { name: 'Review history' });
  await expect(history).toContainText('First approval by admin');
  await expect(history).toContainText('Remark: Called the user: genuine');
  await expect(history).toContainText('Approved by finance');
  await snap(page, 'finance-withdrawal-approved-drawer');

  // The held amount left the wallet; the available balance did not move again. Seen on the user's details page.
  await openInApp(page, `/users/list/user-details/${userId}`);
  const walletRow = page
    .getByRole('table', { name: 'Wallets' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'USDT', exact: true }) })
    .filter({ hasText: 'Futures wallet' });
  await expect(walletRow).toContainText(shown(toUnits(held.balance), usdtDecimals()));
  await expect(walletRow).toContainText(shown(toUnits(held.frozenBalance) - toUnits('10500'), usdtDecimals()));
  const activity = page.getByRole('table', { name: 'Recent wallet activity' });
  // Newest first: the debit of the held amount.
  await expect(dataRows(activity).first()).toContainText('Withdrawal');
  await expect(dataRows(activity).first()).toContainText('-10,500');
  await snap(page, 'finance-user-details-after-withdrawal');
});

test('anomaly alerts: a lower amount threshold flags the next withdrawal request as a large amount', async ({ page }) => {
  const api = await apiAs('admin');
  const saved = await call<Record<string, unknown>>(api, 'finance/withdrawal/anomaly', undefined, 'GET');
  try {
    const userId = await withdrawingUser(api, 2);
    await fund(api, userId, '400');
    const before = await requestWithdrawal(api, userId, '75');
    expect(before.anomalyTypes).not.toContain('amountThreshold');

    await openInApp(page, '/finance/settings/anomaly-alerts');
    const form = page.getByRole('form', { name: 'Withdrawal anomaly alerts' });
    await expect(form.getByRole('textbox', { name: 'Amount (USDT)' })).toHaveValue(String(saved.amountThreshold));
    await expect(form.getByRole('checkbox', { name: 'Large amount', exact: true })).toBeChecked();
    await form.getByRole('textbox', { name: 'Amount (USDT)' }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter an amount greater than 0')).toBeVisible();
    await form.getByRole('textbox', { name: 'Amount (USDT)' }).fill('50');
    await snap(page, 'finance-settings-anomaly-alerts');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Anomaly alert settings saved')).toBeVisible();
    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Amount (USDT)' })).toHaveValue('50');

    const after = await requestWithdrawal(api, userId, '75');
    expect(after.anomalyTypes).toContain('amountThreshold');

    await openInApp(page, `/finance/withdrawal/pending?accountId=${userId}&anomalyType=amountThreshold`);
    const table = withdrawals(page);
    await expect(rowWithId(page, table, after.id)).toContainText('Large amount');
    await expect(rowWithId(page, table, before.id)).toHaveCount(0);
    await rowWithId(page, table, after.id).getByRole('cell').nth(2).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`Withdrawal ${after.id}`) });
    await expect(drawer).toContainText('Large amount: the amount is above the alert threshold');
    await snap(page, 'finance-withdrawal-anomaly-drawer');
  } finally {
    await call(api, 'finance/withdrawal/anomaly/settings', saved);
    await api.dispose();
  }
});

test('export: the filtered withdrawals download as a CSV file holding those records', async ({ page }) => {
  const api = await apiAs('admin');
  const userId = await withdrawingUser(api, 3);
  await fund(api, userId, '300');
  const made = [await requestWithdrawal(api, userId, '40'), await requestWithdrawal(api, userId, '55.25')];
  await api.dispose();

  await openInApp(page, `/finance/withdrawal/all?accountId=${userId}`);
  await expect(rowWithId(page, withdrawals(page), made[1].id)).toBeVisible();
  const listed = await dataRows(withdrawals(page)).count();
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^withdrawals-.*\.csv$/);
  const text = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  const header = lines[0].split(',');
  expect(header.slice(0, 2)).toEqual(['ID', 'User ID']);
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows).toHaveLength(listed);
  for (const r of rows) expect(r[1]).toBe(String(userId));
  const amount = header.indexOf('Amount');
  const status = header.indexOf('Status');
  const byId = new Map(rows.map((r) => [r[0], r]));
  expect(byId.get(String(made[0].id))?.[amount]).toBe('40');
  expect(byId.get(String(made[1].id))?.[amount]).toBe('55.25');
  expect(byId.get(String(made[1].id))?.[status]).toBe('Pending');
  await expect(page.getByText(/^Saved withdrawals-/)).toBeVisible();
  await snap(page, 'finance-withdrawals-export-saved');
});

test('automatic payout: paying out, then approved without a reload; a failing address returns the amount', async ({ page }) => {
  const api = await apiAs('admin');
  const userId = await withdrawingUser(api, 4);
  await fund(api, userId, '600');
  const paid = await requestWithdrawal(api, userId, '80');
  const failing = await requestWithdrawal(api, userId, '70', `FAIL${unique()}PayoutAddress01`);
  const held = await walletOf(api, userId, 'USDT');

  await openInApp(page, `/finance/withdrawal/all?accountId=${userId}`);
  const row = rowWithId(page, withdrawals(page), paid.id);
  await expect(row).toContainText('Pending');
  await rowAction(page, row, 'Automatic payout');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Send withdrawal ${paid.id} of 80 USDT`);
  await snap(page, 'finance-withdrawal-payout-confirm');
  await confirm.getByRole('button', { name: 'Automatic payout' }).click();
  await expect(page.getByText(new RegExp(`Withdrawal ${paid.id} sent to automatic payout`))).toBeVisible();
  await expect(row).toContainText('Paying out');
  await snap(page, 'finance-withdrawal-paying-out');
  // The simulated provider confirms after about two seconds: the list follows without a reload.
  await expect(row).toContainText('Approved', { timeout: 20_000 });
  await expect(row).not.toContainText('Paying out');

  const failRow = rowWithId(page, withdrawals(page), failing.id);
  await rowAction(page, failRow, 'Automatic payout');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Automatic payout' }).click();
  await expect(failRow).toContainText('Paying out');
  await expect(failRow).toContainText('Rejected', { timeout: 20_000 });
  await failRow.getByRole('cell').nth(2).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`Withdrawal ${failing.id}`) });
  await expect(drawer).toContainText('Failed');
  const history = drawer.getByRole('region', { name: 'Review history' });
  await expect(history).toContainText('Sent to automatic payout by');
  await expect(history).toContainText('Payout failed, reported by the provider: the amount returned to the user');
  await snap(page, 'finance-withdrawal-payout-failed');

  const after = await walletOf(api, userId, 'USDT');
  await api.dispose();
  expect(toUnits(after.frozenBalance)).toBe(toUnits(held.frozenBalance) - toUnits('150'));
  expect(toUnits(after.balance)).toBe(toUnits(held.balance) + toUnits('70'));
  await openInApp(page, `/finance/account-change-records?accountId=${userId}`);
  const changes = page.getByRole('table', { name: 'Account change records' });
  await expect(
    dataRows(changes)
      .filter({ hasText: `withdrawal:${paid.id}` })
      .filter({ hasText: 'Withdrawal' })
      .first(),
  ).toContainText('-80');
  await expect(
    dataRows(changes)
      .filter({ hasText: `withdrawal:${failing.id}` })
      .filter({ hasText: 'Withdrawal hold returned' })
      .first(),
  ).toBeVisible();
});
