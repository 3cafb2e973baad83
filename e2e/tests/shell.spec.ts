import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call } from '../finance-support';
import { openInApp, snap, storageStateFile } from '../support';

test.use({ storageState: storageStateFile('admin') });

/** Fifteen pages of the menu, each its own tag; the first one opened ends up the oldest tag, at the far end. */
const FIFTEEN_PAGES = [
  ['Users', /\/users\/list$/],
  ['User levels', /\/users\/settings\/user-level$/],
  ['KYC reviews', /\/users\/kyc-list$/],
  ['One-time codes', /\/users\/otp-records$/],
  ['Customer chats', /\/customer-service\/chats$/],
  ['Chat settings', /\/customer-service\/settings$/],
  ['Agents', /\/agent\/user-list$/],
  ['Agent logs', /\/agent\/agent-logs$/],
  ['Deposits', /\/finance\/deposit\/pending$/],
  ['Withdrawals', /\/finance\/withdrawal\/pending$/],
  ['Account change records', /\/finance\/account-change-records$/],
  ['Transfers', /\/finance\/transfer-record$/],
  ['User wallet balances', /\/finance\/user-wallet-balance\/all$/],
  ['IP whitelist', /\/backstage-management\/white-list$/],
  ['IP blacklist', /\/backstage-management\/black-list$/],
] as const;

const sidebar = (page: Page) => page.getByTestId('sidebar').getByRole('navigation');
const tags = (page: Page) => page.getByTestId('history-tag');

/** Clicks a scroll arrow of the tag strip until the strip has reached that end (the arrow turns disabled). */
async function scrollToEnd(arrow: Locator) {
  await expect(async () => {
    if (await arrow.isEnabled()) await arrow.click({ timeout: 1_000 });
    await expect(arrow).toBeDisabled({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('fifteen open pages: arrows and the tags menu reach every tag, and a tag closes the others', async ({ page }) => {
  await page.goto('/home');
  for (const [label, url] of FIFTEEN_PAGES) {
    await sidebar(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(tags(page).first()).toHaveText(label);
  }
  await expect(tags(page)).toHaveCount(15);

  // The newest tag is in view; at 1440 px the oldest is not, until the arrows scroll the strip to it.
  const newest = tags(page).first();
  const oldest = tags(page).last();
  await expect(newest).toBeInViewport();
  await expect(oldest).toHaveText('Users');
  await expect(oldest).not.toBeInViewport();
  const forward = page.getByRole('button', { name: 'Show later tags' });
  const back = page.getByRole('button', { name: 'Show earlier tags' });
  await expect(back).toBeDisabled();
  await scrollToEnd(forward);
  await expect(oldest).toBeInViewport();
  await expect(newest).not.toBeInViewport();
  await expect(oldest.getByRole('link')).toHaveAttribute('title', 'Users');
  await snap(page, 'shell-tags-scrolled-en-US');
  await scrollToEnd(back);
  await expect(newest).toBeInViewport();

  // The tags menu names all fifteen and opens the oldest.
  await page.getByRole('button', { name: 'Open pages (15)' }).click();
  const menu = page.getByTestId('tags-menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(15 + 3);
  await menu.getByRole('menuitem', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/users\/list$/);
  await expect(tags(page).first()).toHaveText('Users');

  // Its context menu: close the tags to the right of the third, then all but the second.
  await tags(page).nth(2).click({ button: 'right' });
  await page.getByTestId('tag-context-menu').getByRole('menuitem', { name: 'Close to the right' }).click();
  await expect(tags(page)).toHaveCount(3);
  const second = (await tags(page).nth(1).textContent()) ?? '';
  await tags(page).nth(1).click({ button: 'right' });
  await page.getByTestId('tag-context-menu').getByRole('menuitem', { name: 'Close others' }).click();
  await expect(tags(page)).toHaveCount(1);
  await expect(tags(page).first()).toHaveText(second);
  await expect(tags(page).first()).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('button', { name: 'Show later tags' })).toHaveCount(0);
});

test('the collapsed sidebar shows an icon for every area and page, with its name as a tooltip', async ({ page }) => {
  await page.goto('/finance/deposit/approved');
  await page.getByRole('button', { name: 'Collapse the sidebar' }).click();
  const nav = sidebar(page);
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  const entries = nav.getByTestId('menu-entry');
  expect(await entries.count()).toBeGreaterThan(20);
  for (const entry of await entries.all()) await expect(entry.locator('svg')).toHaveCount(1);
  // A section icon for every area of the menu (each a group of its pages).
  const sections = await nav.getByRole('group').count();
  expect(sections).toBeGreaterThan(5);
  await expect(nav.getByTestId('menu-section-icon')).toHaveCount(sections);
  // The page's area stays highlighted on another tab of it.
  await expect(nav.getByRole('link', { name: 'Deposits', exact: true })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'User levels', exact: true }).hover();
  await expect(page.getByRole('tooltip', { name: 'User levels' })).toBeVisible();
  await nav.getByRole('link', { name: 'Withdrawals', exact: true }).hover();
  await expect(page.getByRole('tooltip', { name: 'Withdrawals' })).toBeVisible();
  await snap(page, 'shell-sidebar-collapsed-en-US');

  await page.getByTestId('language-switch').selectOption('zh-CN');
  await nav.getByRole('link', { name: '提现记录', exact: true }).hover();
  await expect(page.getByRole('tooltip', { name: '提现记录' })).toBeVisible();
  await snap(page, 'shell-sidebar-collapsed-zh-CN');
});

test('a narrow window collapses the sidebar by itself', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.goto('/home');
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  await page.getByRole('button', { name: 'Expand the sidebar' }).click();
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
});

test('the header and the tags stay in view while a long page scrolls', async ({ page }) => {
  await page.goto('/users/list');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.evaluate(() => {
    document.querySelector('main')?.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' }));
    window.scrollTo(0, 2000);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(page.getByTestId('shell-header')).toBeInViewport();
  await expect(page.getByRole('list', { name: 'Visited pages' })).toBeInViewport();
  const top = await page.getByTestId('shell-top').boundingBox();
  expect(top?.y).toBe(0);
});

// Tests that look at one page of the console already loaded share a page (fixtures.ts).
test.describe('in the loaded console', () => {
  test.use({ pageKept: true });

  test('a page that does not exist is shown inside the shell, at the address typed', async ({ page }) => {
    await openInApp(page, '/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Visited pages' })).toBeAttached();
    await expect(page).toHaveTitle(/^Page not found - /);
    await snap(page, 'shell-not-found-en-US');
  });

  test('a sub-page is named after its record, and its area stays highlighted in the sidebar', async ({ page }) => {
    const api = await apiAs('admin');
    const roles = await call<{ records: { id: number; name: string }[] }>(api, 'auth/role/list', { pageNum: 1, pageSize: 50 });
    const role = roles.records[0];
    await api.dispose();
    await openInApp(page, `/backstage-management/permission-settings/role-list/user-list/${role.id}`);
    const title = `Users of role ${role.name}`;
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(tags(page).first()).toHaveText(title);
    // The document title starts with the same name (the application's name follows).
    expect((await page.title()).startsWith(`${title} - `)).toBe(true);
    await expect(sidebar(page).getByRole('link', { name: 'Permission settings', exact: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the bell counts the pending deposits and its entry opens the pending deposits', async ({ page }) => {
    const api = await apiAs('admin');
    const pending = async () =>
      (await call<{ total: number }>(api, 'finance/depositRecord/list', { status: 0, pageNum: 1, pageSize: 1 })).total;
    await openInApp(page, '/home');
    const bell = page.getByTestId('notification-bell');
    await bell.click();
    const entry = page.getByRole('menuitem', { name: /^Deposits to review/ });
    // The count is the list's total (asked again until both agree, should a deposit come in meanwhile).
    await expect(async () => {
      const count = await pending();
      await expect(entry.getByTestId('notification-count')).toHaveText(String(count), { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    expect(await pending()).toBeGreaterThan(0);
    await expect(page.getByRole('menuitem', { name: /^KYC applications to review/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /^Customer chats with unread messages/ })).toBeVisible();
    await snap(page, 'shell-bell-en-US');
    await entry.click();
    await expect(page).toHaveURL(/\/finance\/deposit\/pending$/);
    await expect(page.getByRole('table', { name: 'Deposits' })).toBeVisible();

    await page.getByTestId('language-switch').selectOption('zh-CN');
    await bell.click();
    await expect(page.getByRole('menuitem', { name: /^待审核的充值/ })).toBeVisible();
    await snap(page, 'shell-bell-zh-CN');
    await page.keyboard.press('Escape');
    await api.dispose();
  });
});

test('the finance desk sees only the finance counts', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateFile('finance') });
  const page = await context.newPage();
  await page.goto('/home');
  await page.getByTestId('notification-bell').click();
  const menu = page.getByTestId('notification-menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    /^Deposits to review/,
    /^Withdrawals to review/,
    /^Withdrawals awaiting a second approval/,
  ]);
  await context.close();
});
