import { expect } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call, rowAction, setSwitch, unique } from '../finance-support';
import { openInApp, snap, storageStateFile } from '../support';

// The tests read lists and act on records of their own: they share a page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

test('finance switches: a switch saved survives a reload, and is set back', async ({ page }) => {
  const api = await apiAs('admin');
  const saved = await call<Record<string, unknown>>(api, 'finance/setting');
  try {
    await openInApp(page, '/finance/settings/general');
    await expect(page.getByRole('heading', { name: 'Finance settings' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Finance switches' });
    await expect(form.getByRole('checkbox', { name: 'Deposits need review' })).toBeChecked();
    await snap(page, 'finance-settings-switches');

    await setSwitch(form, 'Withdrawals need the withdrawal password', false);
    await form.getByRole('textbox', { name: 'Two approvals above' }).fill('-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(/Enter an amount of 0 or more/)).toBeVisible();
    await form.getByRole('textbox', { name: 'Two approvals above' }).fill('25000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Finance switches saved')).toBeVisible();
    await page.reload();
    await expect(form.getByRole('checkbox', { name: 'Withdrawals need the withdrawal password' })).not.toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Two approvals above' })).toHaveValue('25000');
    await expect(page.getByText(/Last changed .* · admin/)).toBeVisible();

    await setSwitch(form, 'Withdrawals need the withdrawal password', true);
    await form.getByRole('textbox', { name: 'Two approvals above' }).fill(String(saved.withdrawalDualApprovalAmount));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Finance switches saved')).toBeVisible();
    await page.reload();
    await expect(form.getByRole('checkbox', { name: 'Withdrawals need the withdrawal password' })).toBeChecked();
  } finally {
    const { depositNeedReview, withdrawNeedKyc, withdrawNeedPwd, withdrawalDualApprovalAmount } = saved;
    await call(api, 'finance/setting/update', { depositNeedReview, withdrawNeedKyc, withdrawNeedPwd, withdrawalDualApprovalAmount });
    await api.dispose();
  }
});

test('deposit settings: a coin’s blockchain channels open from its row, and back', async ({ page }) => {
  await openInApp(page, '/finance/settings/deposit');
  const table = page.getByRole('table', { name: 'Deposit settings' });
  const usdt = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'USDT', exact: true }) });
  await expect(usdt).toContainText('TRC20');
  await snap(page, 'finance-settings-deposit');

  await rowAction(page, usdt, 'Blockchain channels');
  await expect(page).toHaveURL(/\/finance\/settings\/deposit\/deposit-blockchain\/\d+\/USDT$/);
  await expect(page.getByRole('heading', { name: 'USDT deposit channels' })).toBeVisible();
  const channels = page.getByRole('table', { name: 'USDT deposit channels' });
  const trc20 = channels.getByRole('row').filter({ has: page.getByRole('cell', { name: 'TRC20', exact: true }) });
  await expect(trc20).toContainText('Third-party wallet');
  await expect(channels.getByRole('row').filter({ hasText: 'ERC20' })).toContainText('Fixed address');
  await snap(page, 'finance-settings-deposit-channels');

  await page.getByRole('button', { name: 'Back to the settings' }).click();
  await expect(page).toHaveURL(/\/finance\/settings\/deposit$/);
});

test('withdrawal settings: add a blockchain to a coin, see it, and delete it', async ({ page }) => {
  const chain = `E2E-${unique()}`;
  await openInApp(page, '/finance/settings/withdrawal');
  const table = page.getByRole('table', { name: 'Withdrawal settings' });
  const usdt = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'USDT', exact: true }) });
  await expect(usdt).toContainText('TRC20');
  await snap(page, 'finance-settings-withdrawal');

  await rowAction(page, usdt, 'Blockchains');
  await expect(page).toHaveURL(/\/finance\/settings\/withdrawal\/withdrawal-blockchain\/\d+\/USDT$/);
  await expect(page.getByRole('heading', { name: 'USDT withdrawal blockchains' })).toBeVisible();
  await page.getByRole('button', { name: 'Add blockchain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a USDT withdrawal blockchain' });
  await dialog.getByRole('textbox', { name: 'Blockchain' }).fill(chain);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${chain} withdrawal blockchain of USDT added`)).toBeVisible();
  const chains = page.getByRole('table', { name: 'USDT withdrawal blockchains' });
  const added = chains.getByRole('row').filter({ has: page.getByRole('cell', { name: chain, exact: true }) });
  await expect(added).toBeVisible();
  await expect(added).toContainText('Active');
  await snap(page, 'finance-settings-withdrawal-chains');

  // Switched off from its row, and still off after a reload.
  await rowAction(page, added, 'Deactivate');
  await expect(page.getByText(`${chain} withdrawal blockchain of USDT saved`)).toBeVisible();
  await expect(added).toContainText('Inactive');
  await page.reload();
  await expect(added).toContainText('Inactive');
  await snap(page, 'finance-settings-withdrawal-chain-inactive');

  await rowAction(page, added, 'Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete the ${chain} withdrawal blockchain of USDT?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${chain} withdrawal blockchain of USDT deleted`)).toBeVisible();
  await expect(added).toHaveCount(0);
});

test('third-party wallet settings: secrets are write-only and shown masked', async ({ page }) => {
  const api = await apiAs('admin');
  const saved = await call<Record<string, unknown>>(api, 'third-party/wallet/api-setting', undefined, 'GET');
  const apiKey = `e2e-key-${unique()}-0123456789`;
  try {
    await openInApp(page, '/finance/third-party-wallet/system-settings/api');
    const form = page.getByRole('form', { name: 'API connection' });
    await expect(form.getByText('Keys and secrets')).toBeVisible();
    await snap(page, 'finance-wallet-settings-api');
    await form.getByRole('textbox', { name: 'Merchant ID' }).fill('MCH-E2E');
    await form.getByLabel(/API key/).fill(apiKey);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Third-party wallet settings saved')).toBeVisible();
    await page.reload();
    await expect(form.getByRole('textbox', { name: 'Merchant ID' })).toHaveValue('MCH-E2E');
    // Never shown again: a mask ending with its last characters, and an empty field to replace it.
    await expect(form.getByText(/^Configured .*6789$/).first()).toBeVisible();
    await expect(page.getByText(apiKey)).toHaveCount(0);
    await expect(form.getByLabel('New API key')).toHaveValue('');
    await snap(page, 'finance-wallet-settings-masked');

    // Cleared after a confirmation: no longer stored, and no Clear button for it any more.
    const apiKeyLine = form.getByText('API key', { exact: true }).first().locator('..');
    await apiKeyLine.getByRole('button', { name: 'Clear' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Clear the API key?');
    await snap(page, 'finance-wallet-settings-clear-confirm');
    await confirm.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('API key cleared')).toBeVisible();
    await expect(apiKeyLine).toContainText('Not configured');
    await expect(apiKeyLine.getByRole('button', { name: 'Clear' })).toHaveCount(0);
    await page.reload();
    await expect(apiKeyLine).toContainText('Not configured');

    await page.getByRole('tab', { name: 'Deposit addresses' }).click();
    await expect(page).toHaveURL(/\/system-settings\/deposit-address$/);
    const rules = page.getByRole('form', { name: 'Deposit addresses' });
    await expect(rules.getByRole('checkbox', { name: 'Accept deposits to replaced addresses' })).toBeVisible();
    await snap(page, 'finance-wallet-settings-addresses');
  } finally {
    await call(
      api,
      'third-party/wallet/api-setting',
      {
        depositBaseUrl: saved.depositBaseUrl ?? '',
        withdrawBaseUrl: saved.withdrawBaseUrl ?? '',
        merchantId: saved.merchantId ?? '',
        isAutoReplacedAfterDeposit: saved.isAutoReplacedAfterDeposit,
        isDepositAllowedAfterReplaced: saved.isDepositAllowedAfterReplaced,
      },
      'PUT',
    );
    await api.dispose();
  }
});
