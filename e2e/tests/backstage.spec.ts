import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { openInApp, snap, storageStateFile } from '../support';

// The tests read lists and act on records of their own: they share a page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

const unique = () => Date.now().toString(36).slice(-6);

/** The table row with a cell holding exactly this text. */
function row(page: Page, text: string) {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** A row's action: from its menu, or its own button where the row offers that one action only. */
async function rowAction(page: Page, text: string, action: string) {
  await expect(row(page, text)).toBeVisible();
  const menu = row(page, text).getByRole('button', { name: 'Row actions' });
  if ((await menu.count()) === 0) {
    await row(page, text).getByRole('button', { name: action, exact: true }).click();
    return;
  }
  await menu.click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('administrators: add (secret shown once), lock, and delete with a confirmation naming the account', async ({ page }) => {
  const account = `ops.${unique()}`;
  await openInApp(page, '/backstage-management/permission-settings/admin-list');
  await expect(row(page, 'auditor')).toBeVisible();
  await snap(page, 'admin-list');

  await page.getByRole('button', { name: 'Add administrator' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'Account', exact: true }).fill(account);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText(/at least 10 characters/i)).toBeVisible();
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('correct-horse-42');
  await form.getByRole('combobox', { name: 'Role', exact: true }).selectOption({ label: 'Auditor' });
  await form.getByRole('button', { name: 'Add', exact: true }).click();

  const secret = page.getByRole('dialog').filter({ hasText: 'Shown only once' });
  await expect(secret).toBeVisible();
  await expect(secret.getByRole('img', { name: new RegExp(`QR code .*${account}`) })).toBeVisible();
  await snap(page, 'admin-secret-once');
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Account', exact: true }).fill(account);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`account=${account.replace('.', '\\.')}`));
  await expect(row(page, account)).toBeVisible();

  await rowAction(page, account, 'Edit');
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('heading', { name: `Edit ${account}` })).toBeVisible();
  const locked = edit.getByLabel('Locked');
  // The drawer slides in: a click during the animation may miss the switch.
  await expect(async () => {
    if (!(await locked.isChecked())) await edit.getByText('Locked', { exact: true }).click();
    await expect(locked).toBeChecked({ timeout: 1_000 });
  }).toPass();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row(page, account)).toContainText('Locked');

  await rowAction(page, account, 'Delete');
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: account });
  await expect(confirm).toContainText(`Delete the administrator “${account}”?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, account)).toHaveCount(0);
});

test('roles: add, grant permissions with their implications, give a user, and delete', async ({ page }) => {
  const name = `Desk ${unique()}`;
  await openInApp(page, '/backstage-management/permission-settings/role-list');
  await expect(row(page, 'Super administrator')).toBeVisible();
  await page.getByRole('button', { name: 'Add role' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Role name' }).fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(row(page, name)).toBeVisible();

  await rowAction(page, name, 'Permissions');
  const drawer = page.getByRole('dialog').filter({ hasText: `Permissions of ${name}` });
  await expect(drawer).toBeVisible();
  // Ticking an action ticks the page it belongs to.
  await drawer.getByRole('button', { name: /^Backstage management/ }).click();
  // The whitelist's "Delete entry" comes before the blacklist's (catalogue order).
  // Clicked, then awaited: the tree draws the tick (and what it implies) a moment after the click, not within it.
  const deleteEntry = drawer.getByRole('checkbox', { name: 'Delete entry', exact: true }).first();
  await deleteEntry.click({ force: true });
  await expect(deleteEntry).toBeChecked();
  await expect(drawer.getByRole('checkbox', { name: 'IP whitelist', exact: true })).toBeChecked();
  await snap(page, 'role-permission-tree');
  await drawer.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText(`Permissions of ${name} saved`)).toBeVisible();

  // Users of the role (a change ends that administrator's sessions, so not one the other tests sign in as).
  await rowAction(page, name, 'Users');
  await expect(page).toHaveURL(/\/user-list\/\d+$/);
  await page.getByRole('button', { name: 'Add administrator' }).click();
  const add = page.getByRole('dialog');
  await add.getByRole('combobox', { name: 'Administrator' }).selectOption({ label: 'lfischer (Lena Fischer)' });
  await add.getByRole('button', { name: 'Add to role' }).click();
  await expect(row(page, 'lfischer')).toBeVisible();
  await snap(page, 'role-users');
  await rowAction(page, 'lfischer', 'Remove from role');
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Remove' }).click();
  await expect(row(page, 'lfischer')).toHaveCount(0);

  await openInApp(page, '/backstage-management/permission-settings/role-list');
  await rowAction(page, name, 'Delete');
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, name)).toHaveCount(0);
});

test('IP whitelist and blacklist: validate, add, filter and delete', async ({ page }) => {
  await openInApp(page, '/backstage-management/white-list');
  await page.getByRole('button', { name: 'Add entry' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: 'IP address or CIDR range' }).fill('10.0.0.0/33');
  await form.getByRole('textbox', { name: 'Remark' }).fill('Branch office');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText(/CIDR range such as 10\.0\.0\.0\/8/)).toBeVisible();
  await form.getByRole('textbox', { name: 'IP address or CIDR range' }).fill('198.51.100.0/24');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(row(page, '198.51.100.0/24')).toBeVisible();
  await rowAction(page, '198.51.100.0/24', 'Delete');
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(row(page, '198.51.100.0/24')).toHaveCount(0);

  await openInApp(page, '/backstage-management/black-list');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Add entry' }).click();
  const ban = page.getByRole('dialog');
  await ban.getByRole('textbox', { name: 'IP address or CIDR range' }).fill('203.0.113.77');
  await ban.getByRole('combobox', { name: 'Ban type' }).selectOption({ label: 'All access' });
  await ban.getByRole('textbox', { name: 'Reason' }).fill('Credential stuffing');
  await ban.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(row(page, '203.0.113.77')).toContainText('All access');
  await snap(page, 'black-list');
  await rowAction(page, '203.0.113.77', 'Delete');
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: /delete/i })
    .click();
  await expect(row(page, '203.0.113.77')).toHaveCount(0);
});

test('logs: filter by date range and read a request with its secrets removed', async ({ page }) => {
  await openInApp(page, '/backstage-management/backstage-logs');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The date filter is a compact trigger opening the calendar and its shortcuts.
  await page.getByRole('button', { name: 'Time: Any time' }).click();
  await page.getByRole('button', { name: 'Today' }).click();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/startTime=/);
  await page.getByLabel('Log name').fill('Sign in');
  await page.getByRole('button', { name: 'Search' }).click();
  const first = page.locator('tbody tr').first();
  // The list keeps the previous page's rows while the filtered one loads: wait for the filtered rows.
  await expect(first).toContainText('Sign in');
  await snap(page, 'backstage-logs');
  await first.getByRole('button', { name: 'Details' }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('Request');
  await expect(detail).toContainText('"password": "***"');
  await expect(detail).not.toContainText('admin-demo-2026');
  await snap(page, 'backstage-log-detail');
  await page.keyboard.press('Escape');

  await openInApp(page, '/backstage-management/client-logs');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await snap(page, 'client-logs');
  // Filters live in the URL: a reload keeps them.
  await page.getByLabel('IP', { exact: true }).fill('10.');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/loginIp=10\./);
  await page.reload();
  await expect(page.getByLabel('IP', { exact: true })).toHaveValue('10.');
});

test('a list that failed does not hold the page: the sidebar and the tags still navigate', async ({ page }) => {
  await openInApp(page, '/backstage-management/permission-settings/role-list/user-list/99');
  await expect(page.getByText('Role 99 does not exist').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Backstage logs' }).click();
  await expect(page).toHaveURL(/\/backstage-management\/backstage-logs/);
  await expect(page.getByRole('heading', { name: 'Backstage logs' })).toBeVisible();
  await expect(page.getByText('Role 99 does not exist')).toHaveCount(0);

  await openInApp(page, '/backstage-management/permission-settings/role-list/user-list/99');
  await expect(page.getByText('Role 99 does not exist').first()).toBeVisible();
  await page.getByRole('button', { name: 'Close all' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Role 99 does not exist')).toHaveCount(0);
});
