import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call } from '../finance-support';
import { openInApp, snap, storageStateFile } from '../support';

// The tests read lists and act on records of their own: they share a page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

const unique = () => Date.now().toString(36).slice(-5);

/** The table row with a cell holding exactly this text. */
function row(scope: Page | Locator, text: string) {
  // The inner locator of `has` is matched inside each row: it must start from the page, not the table.
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

async function rowAction(page: Page, target: Locator, action: string) {
  await target.getByRole('button', { name: 'Row actions' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** Every <img> in `scope` has loaded real pixels (the stored file was served and decoded). */
async function expectImagesLoaded(scope: Locator, count: number) {
  const images = scope.locator('img');
  await expect(images).toHaveCount(count);
  await expect(async () => {
    const widths = await images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(widths.every((w) => w > 0)).toBe(true);
  }).toPass();
}

test('user levels: add, edit and delete a level; a level in use cannot be deleted', async ({ page }) => {
  const level = String(100 + (Date.now() % 800));
  const name = `Tier ${unique()}`;
  await openInApp(page, '/users/settings/user-level');
  const table = page.getByRole('table', { name: 'User levels' });
  await expect(row(table, 'Starter')).toBeVisible();

  await page.getByRole('button', { name: 'Add user level' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user level' });
  await dialog.getByRole('textbox', { name: 'Level number' }).fill(level);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Required deposit balance' }).fill('750000');
  await dialog.getByRole('textbox', { name: 'Futures order minimum (USDT)' }).fill('200');
  await dialog.getByRole('textbox', { name: 'Futures order maximum (USDT)' }).fill('150');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('The minimum must not be greater than the maximum.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Futures order maximum (USDT)' }).fill('2500000');
  await snap(page, 'levels-add');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Level ${level} “${name}” added`)).toBeVisible();
  await expect(row(table, name)).toContainText('750,000');

  await rowAction(page, row(table, name), 'Edit');
  const edit = page.getByRole('dialog', { name: `Edit user level “${name}”` });
  await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} plus`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row(table, `${name} plus`)).toBeVisible();
  await snap(page, 'levels-list');

  // Starter is held by many demo users: its delete is offered disabled, naming the count.
  await row(table, 'Starter').getByRole('button', { name: 'Row actions' }).click();
  await expect(page.getByRole('menuitem', { name: /Delete \(in use: [\d,]+\)/ })).toBeDisabled();
  await page.keyboard.press('Escape');

  await rowAction(page, row(table, `${name} plus`), 'Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Delete level ${level} “${name} plus”?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row(table, `${name} plus`)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Marketing levels' }).click();
  await expect(page).toHaveURL(/\/users\/settings\/marketing-level$/);
  await expect(row(page.getByRole('table', { name: 'Marketing levels' }), 'Director')).toBeVisible();
  await snap(page, 'levels-marketing');
});

test('KYC: approve one pending application and reject another with a reason, and see them move', async ({ page }) => {
  await openInApp(page, '/users/kyc-list');
  const table = page.getByRole('table', { name: 'KYC reviews' });
  await expect(page.getByRole('tab', { name: 'Pending', selected: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('Pending');
  await snap(page, 'kyc-pending');
  // Two pending applications of the first page with both document images (a few of the demo's lack the back): the
  // first rows unless a run before this one decided them.
  const api = await apiAs('admin');
  const pending = await call<{ records: { id: number; passportFile1: string | null; passportFile2: string | null }[] }>(
    api,
    'account/kyc/list',
    { status: 0, pageNum: 1, pageSize: 10 },
  );
  await api.dispose();
  const [toApprove, toReject] = pending.records.filter((k) => k.passportFile1 && k.passportFile2).map((k) => String(k.id));

  // Approve the first (cells after the tick box: ID, user, name, ID number).
  const firstRow = row(table, toApprove);
  const approvedId = (await firstRow.getByRole('cell').nth(1).innerText()).trim();
  const approvedIdNumber = (await firstRow.getByRole('cell').nth(4).innerText()).split('\n')[0].trim();
  await firstRow.getByRole('cell').nth(3).click();
  const drawer = page.getByRole('dialog', { name: new RegExp(`KYC application ${approvedId}`) });
  await expect(drawer.getByText('Document front')).toBeVisible();
  await expectImagesLoaded(drawer, 2);
  await expect(drawer.getByRole('heading', { name: 'User account' })).toBeVisible();
  await snap(page, 'kyc-review-drawer');
  await drawer.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Approve the application of');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/KYC of “.+” approved/)).toBeVisible();
  await expect(drawer.getByText('Approved', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(drawer.getByText('admin', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(row(table, approvedId)).toHaveCount(0);

  // Reject the next one, which needs a reason.
  const next = row(table, toReject);
  const rejectedId = (await next.getByRole('cell').nth(1).innerText()).trim();
  const rejectedIdNumber = (await next.getByRole('cell').nth(4).innerText()).split('\n')[0].trim();
  await next.getByRole('cell').nth(3).click();
  const second = page.getByRole('dialog', { name: new RegExp(`KYC application ${rejectedId}`) });
  await second.getByRole('button', { name: 'Reject', exact: true }).click();
  await second.getByRole('button', { name: 'Reject application' }).click();
  await expect(second.getByText('Enter the reason: the user sees it.')).toBeVisible();
  await second.getByRole('textbox', { name: 'Reason for rejection' }).fill('The document photo is blurred');
  await snap(page, 'kyc-reject-reason');
  await second.getByRole('button', { name: 'Reject application' }).click();
  await expect(page.getByText(/KYC of “.+” rejected/)).toBeVisible();
  await expect(second.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(second.getByText('The document photo is blurred')).toBeVisible();
  await second.getByRole('button', { name: 'Close' }).click();

  // A search right after a tab switch keeps the tab: both are in the URL.
  const searchIdNumber = async (value: string, status: number) => {
    await page.getByRole('textbox', { name: 'ID number' }).fill(value);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`status=${status}.*idNumber=${value}|idNumber=${value}.*status=${status}`));
  };
  await page.getByRole('tab', { name: 'Approved' }).click();
  await expect(page).toHaveURL(/status=1/);
  await searchIdNumber(approvedIdNumber, 1);
  await expect(row(table, approvedId)).toContainText('admin');
  await page.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/status=2/);
  await searchIdNumber(rejectedIdNumber, 2);
  await expect(row(table, rejectedId)).toContainText('Rejected');
  await snap(page, 'kyc-rejected-tab');
});

test('OTP records: filter by e-mail', async ({ page }) => {
  await openInApp(page, '/users/otp-records');
  const table = page.getByRole('table', { name: 'One-time codes' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const emailCell = table.getByRole('cell', { name: /@example\.com$/ }).first();
  const email = (await emailCell.innerText()).trim();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`email=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  // Every data row of the refreshed list is for that address.
  await expect
    .poll(async () => {
      const texts = await table.getByRole('row').allInnerTexts();
      return texts.length > 1 && texts.slice(1).every((text) => text.includes(email));
    })
    .toBe(true);
  await snap(page, 'otp-filtered');
});

test('agents: add an agent linked to an agent user, then edit it', async ({ page }) => {
  const account = `e2eagent${unique()}`;
  await openInApp(page, '/agent/user-list');
  const table = page.getByRole('table', { name: 'Agents' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await snap(page, 'agents-list');

  await page.getByRole('button', { name: 'Add agent' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add agent' });
  await drawer.getByRole('textbox', { name: 'Account' }).fill(account);
  await drawer.getByRole('textbox', { name: 'Name' }).fill('E2E Partners');
  await drawer.getByLabel('Password', { exact: false }).first().fill('agent-e2e-2026');
  await drawer.getByRole('textbox', { name: 'Find an agent user' }).fill('example');
  const found = drawer.getByRole('listitem').first();
  const userId = ((await found.innerText()).match(/#(\d+)/) ?? [])[1];
  await found.click();
  await expect(drawer.getByRole('textbox', { name: 'Linked user ID' })).toHaveValue(userId);
  await drawer.getByRole('textbox', { name: 'Backend address' }).fill('https://e2e.agents.example.com');
  await snap(page, 'agents-add');
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`Agent “${account}” added`)).toBeVisible();
  const added = table.getByRole('row').filter({ hasText: account });
  await expect(added).toContainText(`User ${userId}`);

  // The row's one action is a button of its own.
  await added.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: `Edit agent “${account}”` });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('E2E Partners');
  await edit.getByRole('textbox', { name: 'Name' }).fill('E2E Sales Partners');
  await expect(async () => {
    const sales = edit.getByRole('checkbox', { name: 'Sales agent' });
    if (!(await sales.isChecked())) await edit.getByText('Sales agent', { exact: true }).click();
    await expect(sales).toBeChecked({ timeout: 1_000 });
  }).toPass();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Agent “${account}” saved`)).toBeVisible();
  await expect(added).toContainText('E2E Sales Partners');
  await expect(added).toContainText('Sales agent');
});

test('agent logs: filter by method and open a log with its request and response', async ({ page }) => {
  await openInApp(page, '/agent/agent-logs');
  const table = page.getByRole('table', { name: 'Agent logs' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Method' }).selectOption('POST');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/apiType=POST/);
  await expect(table.getByRole('row').nth(1)).toContainText('POST');
  await snap(page, 'agent-logs');

  await table.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  const drawer = page.getByRole('dialog', { name: /Agent log \d+/ });
  await expect(drawer.getByRole('heading', { name: 'Request' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Response' })).toBeVisible();
  await expect(drawer.locator('pre').last()).toContainText('"code"');
  await snap(page, 'agent-log-detail');
});
