import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { test } from '../fixtures';
import { baseURL, openInApp, snap, storageStateFile } from '../support';
import { coinDecimals, SCALE, shown, toUnits } from '../finance-support';

// The tests read lists and act on records of their own: they share a page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

const unique = () => Date.now().toString(36).slice(-6);

/** The admin's token, as the console stored it after sign-in. */
function adminToken(): string {
  const state = JSON.parse(readFileSync(storageStateFile('admin'), 'utf8'));
  return state.origins[0].localStorage.find((item: { name: string }) => item.name === 'console.token').value;
}

async function adminApi(): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { Authorization: adminToken() } });
}

async function call<T>(api: APIRequestContext, path: string, body: unknown): Promise<T> {
  const res = await api.post(`/api/${path}`, { data: body });
  const envelope = await res.json();
  expect(envelope.code, `${path}: ${envelope.msg}`).toBe(1);
  return envelope.data as T;
}

/** USDT amounts as the wallets show them: in the coin's own decimals (read once signed in). */
const usdtDecimals = () => coinDecimals('USDT');

interface ListedUser {
  id: number;
  email: string | null;
  balance: string;
  accountType: number;
}
interface Wallet {
  coinId: number;
  code: string;
  walletType: number;
  balance: string;
  backstageFrozenBalance: string;
}

function dataRows(table: Locator) {
  return table.locator('tbody tr');
}

/** The ID cell of a list row (after the tick box). */
function idCell(row: Locator) {
  return row.locator('td').nth(1);
}

/** The wallet row of the details page: its coin in the first cell and its wallet type badge. */
function walletRow(page: Page, code: string, walletTypeLabel: string) {
  return page
    .getByRole('table', { name: 'Wallets' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: code, exact: true }) })
    .filter({ hasText: walletTypeLabel });
}

test('user list: filters and paging live in the URL and survive a reload', async ({ page }) => {
  await openInApp(page, '/users/list');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(dataRows(table)).toHaveCount(20);
  await snap(page, 'users-list');

  // The type is among the less used filters, behind "More filters".
  const more = page.getByRole('button', { name: /More filters/ });
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await page.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Agent' });
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: 'Normal' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/users\/list\?status=1&accountType=2$/);
  await expect(dataRows(table).first()).toContainText('Agent');
  await expect(dataRows(table).filter({ hasNotText: 'Agent' })).toHaveCount(0);
  await expect(dataRows(table).filter({ hasNotText: 'Normal' })).toHaveCount(0);
  const firstOnPage1 = await idCell(dataRows(table).first()).innerText();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/status=1&accountType=2&pageNum=2$/);
  await expect(idCell(dataRows(table).first())).not.toHaveText(firstOnPage1);
  const firstOnPage2 = await idCell(dataRows(table).first()).innerText();

  await page.reload();
  await expect(page).toHaveURL(/status=1&accountType=2&pageNum=2$/);
  await expect(page.getByRole('combobox', { name: 'Type', exact: true })).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('1');
  await expect(idCell(dataRows(table).first())).toHaveText(firstOnPage2);
  await expect(dataRows(table).filter({ hasNotText: 'Agent' })).toHaveCount(0);
  await snap(page, 'users-list-filtered-page2');

  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/users\/list$/);
});

test('create a user under an agent and find them in the list', async ({ page }) => {
  const email = `e2e.${unique()}@example.test`;
  await openInApp(page, '/users/list');
  await page.getByRole('button', { name: 'Create user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a user' });
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByText('Enter at least 8 characters.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('e2e-secret-42');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Normal user' });
  const upline = dialog.getByRole('combobox', { name: 'Upline (optional)' });
  await expect(upline.locator('option')).not.toHaveCount(1);
  await upline.selectOption({ index: 1 });
  const uplineLabel = (await upline.locator('option:checked').innerText()).trim();
  const uplineId = /^#(\d+)/.exec(uplineLabel)?.[1];
  expect(uplineId).toBeTruthy();
  await snap(page, 'users-create');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  // Read as soon as the toast shows: on a busy machine it can close before a second look.
  const toast = page.getByText(/^User #\d+ created \(invitation code \w+\)$/);
  const id = /#(\d+)/.exec((await toast.textContent()) ?? '')?.[1];
  expect(id, 'the new user id in the toast').toBeTruthy();

  await expect(dialog).toBeHidden();
  const filters = page.getByRole('search');
  await filters.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await filters.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(dataRows(table)).toHaveCount(1);
  const created = dataRows(table).first();
  await expect(created).toContainText(email);
  await expect(created).toContainText(`#${uplineId}`);
  await expect(created.getByRole('link', { name: id })).toBeVisible();
});

test('freeze and thaw an amount: both wallet amounts and the change log on the details page', async ({ page }) => {
  const api = await adminApi();
  const listed = await call<{ records: ListedUser[] }>(api, 'account/list', { pageSize: 100, status: 1 });
  let target: { user: ListedUser; wallet: Wallet } | undefined;
  for (const user of listed.records.filter((u) => toUnits(u.balance) > 20n * SCALE)) {
    const wallets = await call<{ records: Wallet[] }>(api, 'finance/user/wallet/list', { accountId: user.id, pageSize: 50 });
    const wallet = wallets.records.find((w) => w.code === 'USDT' && toUnits(w.balance) >= 10n * SCALE);
    if (wallet) {
      target = { user, wallet };
      break;
    }
  }
  await api.dispose();
  expect(target, 'a demo user with at least 10 USDT available').toBeTruthy();
  const { user, wallet } = target as { user: ListedUser; wallet: Wallet };
  const typeLabel = wallet.walletType === 1 ? 'Futures wallet' : 'Perpetual wallet';
  const available = toUnits(wallet.balance);
  const frozen = toUnits(wallet.backstageFrozenBalance);
  const amount = 5n * SCALE;

  await openInApp(page, `/users/list/user-details/${user.id}`);
  await expect(page.getByRole('heading', { name: `User #${user.id}` })).toBeVisible();
  const row = walletRow(page, 'USDT', typeLabel);
  await expect(row).toContainText(shown(available, usdtDecimals()));

  const change = async (action: 'Freeze' | 'Thaw') => {
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Freeze or thaw an amount' }).click();
    const dialog = page.getByRole('dialog', { name: /^Freeze or thaw funds of user/ });
    await dialog.getByRole('combobox', { name: 'Wallet' }).selectOption({ label: `USDT · ${typeLabel}` });
    await expect(dialog.getByRole('group', { name: 'Amounts of the wallet' })).toContainText(
      action === 'Freeze' ? shown(available, usdtDecimals()) : shown(available - amount, usdtDecimals()),
    );
    await dialog.getByRole('combobox', { name: 'Action' }).selectOption({ label: action });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('5');
    await dialog.getByRole('textbox', { name: 'Remark' }).fill(`e2e ${action.toLowerCase()}`);
    if (action === 'Freeze') await snap(page, 'users-freeze-dialog');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    // Money moves only once the confirmation naming the user, the coin and the amount is accepted.
    const confirm = page.getByRole('alertdialog', { name: `Confirm the ${action.toLowerCase()}` });
    await expect(confirm).toContainText(new RegExp(`${action} 5(\\.0+)? USDT of the ${typeLabel} of user #${user.id} `));
    if (action === 'Freeze') await snap(page, 'users-freeze-confirm');
    await confirm.getByRole('button', { name: new RegExp(`^${action} 5`) }).click();
    await expect(page.getByText(`${action === 'Freeze' ? 'Froze' : 'Thawed'} 5 USDT of user #${user.id}`)).toBeVisible();
  };

  await change('Freeze');
  await expect(row).toContainText(shown(available - amount, usdtDecimals()));
  await expect(row).toContainText(shown(frozen + amount, usdtDecimals()));
  const activity = page.getByRole('table', { name: 'Recent wallet activity' });
  const freezes = dataRows(activity).filter({ hasText: 'Backstage freeze' });
  await expect(freezes.filter({ hasText: 'Available' }).first()).toContainText('-5');
  await expect(freezes.filter({ hasText: 'Frozen by staff' }).first()).toContainText('+5');
  await expect(freezes.first()).toContainText('admin');
  await snap(page, 'users-details-frozen');

  await change('Thaw');
  await expect(row).toContainText(shown(available, usdtDecimals()));
  await expect(row).toContainText(shown(frozen, usdtDecimals()));
  const thaws = dataRows(activity).filter({ hasText: 'Backstage thaw' });
  await expect(thaws.filter({ hasText: 'Available' }).first()).toContainText('+5');
  await expect(thaws.filter({ hasText: 'Frozen by staff' }).first()).toContainText('-5');
  // Newest first: the thaw is above the freeze.
  await expect(dataRows(activity).first()).toContainText('Backstage thaw');
});

test('details and downline: an agent, their downline, and back up the agent chain', async ({ page }) => {
  await openInApp(page, '/users/list?accountType=2&status=1');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(dataRows(table).first()).toContainText('Agent');

  // An agent with a downline: open details from the row menu until one has direct downlines.
  const api = await adminApi();
  const agents = await call<{ records: ListedUser[] }>(api, 'account/list', { accountType: 2, status: 1, pageSize: 50 });
  let agentId: number | undefined;
  for (const agent of agents.records) {
    const downline = await call<{ total: number }>(api, 'account/subordinate', { accountId: agent.id, level: 1, pageSize: 1 });
    if (downline.total > 0) {
      agentId = agent.id;
      break;
    }
  }
  await api.dispose();
  expect(agentId, 'a demo agent with a direct downline').toBeTruthy();

  await openInApp(page, `/users/list?accountId=${agentId}`);
  await expect(dataRows(table)).toHaveCount(1);
  await dataRows(table).first().getByRole('button', { name: 'Row actions' }).click();
  await page.getByRole('menuitem', { name: 'Details', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/users/list/user-details/${agentId}$`));
  await expect(page.getByRole('heading', { name: `User #${agentId}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Identity and contact' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agent chain' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Wallets' })).toBeVisible();
  await snap(page, 'users-details');

  await page.getByRole('link', { name: 'Downline', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/users/list/subordinate/${agentId}$`));
  await expect(page.getByRole('heading', { name: `Downline of user #${agentId}` })).toBeVisible();
  const downline = page.getByRole('table', { name: 'Downline' });
  await page.getByRole('combobox', { name: 'Downline level' }).selectOption({ label: 'Level 1' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/level=1$/);
  await expect(dataRows(downline).first()).toContainText('Level 1');
  await expect(dataRows(downline).filter({ hasNotText: 'Level 1' })).toHaveCount(0);
  await snap(page, 'users-downline');

  const child = idCell(dataRows(downline).first()).getByRole('link');
  const childId = (await child.innerText()).trim();
  await child.click();
  await expect(page.getByRole('heading', { name: `User #${childId}` })).toBeVisible();
  // The agent is the first link of the child's agent chain.
  const chain = page.getByRole('heading', { name: 'Agent chain' }).locator('..');
  await expect(chain.getByRole('link').first()).toHaveText(`#${agentId}`);
  await chain.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: `User #${agentId}` })).toBeVisible();
});

test('flow volume: add to it from the list, then read the change with before and after on the flow records', async ({ page }) => {
  const api = await adminApi();
  // A demo user whose flow volume has a history (a deposit and trades), so the new change lands on top of it.
  const listed = await call<{ records: ListedUser[] }>(api, 'account/list', { status: 1, accountType: 1, pageNum: 3, pageSize: 50 });
  let user: ListedUser | undefined;
  for (const candidate of listed.records) {
    const history = await call<{ total: number }>(api, 'flow/list', { accountId: candidate.id, pageSize: 1 });
    if (history.total >= 2) {
      user = candidate;
      break;
    }
  }
  if (!user) throw new Error('no demo user with a flow volume history');
  const volume = await (await api.get(`/api/flow/volume/${user.id}`)).json();
  expect(volume.code, volume.msg).toBe(1);
  const before: string = volume.data.flowVolume;
  await api.dispose();

  await openInApp(page, `/users/list?accountId=${user.id}`);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(dataRows(table)).toHaveCount(1);
  await dataRows(table).first().getByRole('button', { name: 'Row actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit flow volume' }).click();
  const dialog = page.getByRole('dialog', { name: /^Flow volume of user/ });
  await dialog.getByRole('combobox', { name: 'Change' }).selectOption({ label: 'Add to the flow volume' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('250.5');
  const remark = `e2e flow ${unique()}`;
  await dialog.getByRole('textbox', { name: 'Remark' }).fill(remark);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Flow volume of user .+ changed$/)).toBeVisible();

  await dataRows(table).first().getByRole('button', { name: 'Row actions' }).click();
  await page.getByRole('menuitem', { name: 'Flow records', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/users/list/flow-records/${user.id}`));
  await expect(page.getByRole('heading', { name: `Flow records of user #${user.id}` })).toBeVisible();
  const records = page.getByRole('table', { name: 'Flow records' });
  const newest = dataRows(records).filter({ hasText: remark });
  await expect(newest).toHaveCount(1);
  await expect(newest).toContainText('Backstage edit');
  await expect(newest).toContainText('250.5');
  await expect(newest).toContainText('admin');
  // Before plus the change is after, read from the row itself.
  const cells = await newest.getByRole('cell').allInnerTexts();
  const amount = (text: string) => toUnits(text.split('\n')[0].replace(/,/g, '').trim());
  // After the tick box, the date and the type: before, the change and after.
  const [beforeCell, changeCell, afterCell] = [cells[3], cells[4], cells[5]];
  expect(amount(beforeCell) + amount(changeCell)).toBe(amount(afterCell));
  expect(amount(changeCell)).toBe(toUnits('250.5'));
  expect(amount(beforeCell)).toBe(toUnits(before));
  await expect(page.getByText('Current flow volume').locator('..')).toContainText(shown(amount(afterCell)));
  await snap(page, 'users-flow-records');

  // Filtered by type, only backstage edits remain.
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Backstage edit' });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/flowLogType=3/);
  await expect(dataRows(records).filter({ hasNotText: 'Backstage edit' })).toHaveCount(0);
});
