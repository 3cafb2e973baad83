import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call, rowAction, setSwitch, unique } from '../finance-support';
import { baseURL, openInApp, snap, solidPng, storageStateFile } from '../support';

// The tests read lists and act on records of their own: they share a page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

const LOGO = solidPng(160, 40, [13, 148, 136]);
const FAVICON = solidPng(32, 32, [234, 88, 12]);

async function patch(api: APIRequestContext, path: string, body: unknown) {
  const res = await api.fetch(`/api/${path}`, { method: 'PATCH', data: body });
  expect(res.status(), await res.text()).toBe(200);
}

/** The page in zh-CN (once `chinese` shows), shot, and back in en-US. */
async function inChinese(page: Page, shot: string, chinese: string) {
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(page.getByText(chinese).first()).toBeVisible();
  await snap(page, `${shot}-zh-CN`);
  await page.getByTestId('language-switch').selectOption('en-US');
}

/** Opens the history drawer (in the page's language) and waits for it to finish sliding in. */
async function openHistory(page: Page, chinese = false) {
  await page
    .getByRole('button', { name: chinese ? '历史记录' : 'History', exact: true })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: chinese ? '修改历史' : 'History of changes' });
  await expect(drawer).toBeVisible();
  await page.waitForTimeout(600);
  return drawer;
}

/** The history drawer shot in en-US and in zh-CN (closed in between). */
async function snapHistory(page: Page, shot: string) {
  await openHistory(page);
  await snap(page, shot);
  await page.keyboard.press('Escape');
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await openHistory(page, true);
  await snap(page, `${shot}-zh-CN`);
  await page.keyboard.press('Escape');
  await page.getByTestId('language-switch').selectOption('en-US');
}

test('system settings: the console’s logo, favicon and name change at once; each save is a version with its history', async ({ page }) => {
  const api = await apiAs('admin');
  const saved = await call<Record<string, unknown>>(api, 'system/setting/system-info', undefined, 'GET');
  const name = `Ops Console ${unique()}`;
  try {
    await openInApp(page, '/settings/system-setting/system-info');
    const form = page.getByRole('form', { name: 'System information' });
    await expect(form.getByRole('textbox', { name: 'System name' })).toHaveValue(String(saved.systemName));
    await snap(page, 'settings-system-info');
    await inChinese(page, 'settings-system-info', '系统信息');

    await form.getByRole('textbox', { name: 'System name' }).fill(name);
    await form.getByTestId('backstageLogoHorizontal-file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
    await form.getByTestId('backstageLogoIco-file').setInputFiles({ name: 'favicon.png', mimeType: 'image/png', buffer: FAVICON });
    await expect(form.getByRole('img', { name: 'Preview of Console logo (horizontal)' })).toBeVisible();
    await form.getByRole('textbox', { name: 'Reason for the change' }).fill('New brand');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Settings saved as version #\d+/)).toBeVisible();

    // The shell's logo and favicon are the uploads, without a reload, and still after one.
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('img', { name })).toHaveAttribute('src', /^\/api\/files\//);
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', /\/api\/files\//);
    await page.reload();
    await expect(sidebar.getByRole('img', { name })).toHaveAttribute('src', /^\/api\/files\//);
    await snap(page, 'settings-system-info-saved');

    const history = await openHistory(page);
    const diff = history.getByRole('table').first();
    await expect(diff).toContainText('System name');
    await expect(diff).toContainText(name);
    await page.keyboard.press('Escape');
    await snapHistory(page, 'settings-system-info-history');
  } finally {
    const { systemName, backstageLogoHorizontal, backstageLogoIco } = saved;
    await patch(api, 'system/setting/edit/system-info', { systemName, backstageLogoHorizontal, backstageLogoIco });
    await api.dispose();
  }
});

test('maintenance: a reason is required, and a version is reverted to in a click', async ({ page }) => {
  const api = await apiAs('admin');
  const saved = await call<Record<string, unknown>>(api, 'system/setting/system-maintenance', undefined, 'GET');
  try {
    await openInApp(page, '/settings/system-setting/system-maintenance');
    const form = page.getByRole('form', { name: 'Maintenance' });
    await setSwitch(form, 'Maintenance mode', true);
    const announcement = form.getByRole('textbox', { name: 'Maintenance announcement' });
    await announcement.fill('Back at 03:00 UTC');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('This field is required.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Reason for the change' }).fill('Database upgrade');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Settings saved as version #\d+/).first()).toBeVisible();
    await expect(page.getByText(/Last saved .* · admin/)).toBeVisible();

    await announcement.fill('Back at 04:00 UTC');
    await form.getByRole('textbox', { name: 'Reason for the change' }).fill('Upgrade takes longer');
    await form.getByRole('button', { name: 'Save' }).click();
    // Saved: the form holds the saved values again, and asks for no reason.
    await expect(form.getByRole('textbox', { name: 'Reason for the change' })).toHaveCount(0);
    await expect(announcement).toHaveValue('Back at 04:00 UTC');
    await snap(page, 'settings-maintenance');

    // Back to the first announcement in a click, which is a version of its own.
    const history = await openHistory(page);
    // The newest version of that reason (the history is newest first): a retry finds the first attempt's too.
    const first = history.getByRole('article').filter({ hasText: 'Database upgrade' }).first();
    await first.getByRole('button', { name: 'Revert to this version' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('textbox', { name: 'Reason for the change' }).fill('Window moved back');
    await confirm.getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByText(/Reverted to version #\d+/)).toBeVisible();
    await expect(history.getByRole('article').first()).toContainText('Window moved back');
    await expect(history.getByRole('article').first()).toContainText(/Revert to #\d+/);
    await page.keyboard.press('Escape');
    await expect(announcement).toHaveValue('Back at 03:00 UTC');
    await snapHistory(page, 'settings-maintenance-history');
  } finally {
    const { maintenanceActivation, maintenanceAnnouncement } = saved;
    await patch(api, 'system/setting/edit/system-maintenance', { maintenanceActivation, maintenanceAnnouncement, reason: 'E2E clean-up' });
    await api.dispose();
  }
});

test('end users’ 2FA: the setting, and a user’s 2FA reset after a confirmation', async ({ page }) => {
  await openInApp(page, '/settings/2fa/setting');
  const form = page.getByRole('form', { name: 'End users’ 2FA' });
  await expect(form.getByRole('textbox', { name: 'Issuer' })).not.toHaveValue('');
  await snap(page, 'settings-2fa-setting');
  await inChinese(page, 'settings-2fa-setting', '终端用户双重验证');

  await page.getByRole('tab', { name: 'Records' }).click();
  await expect(page).toHaveURL(/\/settings\/2fa\/records/);
  const table = page.getByRole('table', { name: '2FA records' });
  const bound = table
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Bound', exact: true }) })
    .first();
  await expect(bound).toBeVisible();
  await snap(page, 'settings-2fa-records');
  await inChinese(page, 'settings-2fa-records', '绑定时间');
  await rowAction(page, bound, 'Reset 2FA');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(/User \d+ \(.+\) will have to bind a new authenticator/);
  const userId = /User (\d+)/.exec(await confirm.innerText())?.[1];
  await confirm.getByRole('button', { name: 'Reset 2FA' }).click();
  await expect(page.getByText(`The 2FA of user ${userId} was reset`)).toBeVisible();
});

/** A page of another origin on loopback, which calls the console's API from the browser. */
async function otherOrigin(): Promise<{ origin: string; server: Server }> {
  const server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Client</title>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const fetchFrom = (page: Page) =>
  page.evaluate(async (url) => {
    try {
      const res = await fetch(url);
      return `answered ${res.status}`;
    } catch {
      return 'refused';
    }
  }, `${baseURL}/api/application/version`);

test('domain whitelist: a page of another origin is refused by CORS until its origin is added, and again once removed', async ({
  page,
  context,
}) => {
  const { origin, server } = await otherOrigin();
  try {
    const client = await context.newPage();
    await client.goto(origin);
    expect(await fetchFrom(client)).toBe('refused');

    await openInApp(page, '/settings/domain-white-list');
    const table = page.getByRole('table', { name: 'Domain whitelist' });
    await expect(table).toContainText('https://client.example.com');
    await snap(page, 'settings-domain-whitelist');
    await inChinese(page, 'settings-domain-whitelist', '域名白名单');

    await page.getByRole('button', { name: 'Add origin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an allowed origin' });
    await dialog.getByRole('textbox', { name: 'Origin' }).fill(origin);
    await dialog.getByRole('textbox', { name: 'Remark' }).fill('E2E client page');
    await dialog.getByRole('textbox', { name: 'Reason for the change' }).fill('Browser test');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`${origin} is allowed`)).toBeVisible();
    expect(await fetchFrom(client)).toBe('answered 200');

    const row = table.getByRole('row').filter({ hasText: origin });
    await rowAction(page, row, 'Remove');
    const remove = page.getByRole('dialog', { name: `Remove ${origin}?` });
    await remove.getByRole('textbox', { name: 'Reason for the change' }).fill('Browser test done');
    await remove.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`${origin} is no longer allowed`)).toBeVisible();
    expect(await fetchFrom(client)).toBe('refused');

    const history = await openHistory(page);
    await expect(history).toContainText('Browser test done');
    await snap(page, 'settings-domain-whitelist-history');
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('marketing, flow and referral domains: each saved as a version; a domain added with an agent and deleted after a confirmation', async ({
  page,
}) => {
  const api = await apiAs('admin');
  const marketing = await call<Record<string, unknown>>(api, 'system/marketSetting', undefined, 'GET');
  const flow = await call<Record<string, unknown>>(api, 'common/flowSetting', undefined, 'GET');
  try {
    await openInApp(page, '/settings/multi-level-marketing-settings');
    const distribution = page.getByRole('form', { name: 'Distribution' });
    await expect(distribution.getByText('Next run')).toBeVisible();
    await snap(page, 'settings-marketing');
    await inChinese(page, 'settings-marketing', '分销层级');
    await distribution.getByRole('combobox', { name: 'Layers paid' }).selectOption('4');
    await distribution.getByRole('textbox', { name: 'Reason for the change' }).fill('Browser test');
    await distribution.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Marketing setting saved as version #\d+/)).toBeVisible();

    await openInApp(page, '/settings/flow-settings');
    const form = page.getByRole('form', { name: 'Flow and transfers' });
    const multiplier = form.getByRole('textbox', { name: 'Flow volume multiplier' });
    await expect(multiplier).toHaveValue(String(flow.flowVolumeMultiplier));
    await multiplier.fill('1.5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Flow settings saved as version #\d+/)).toBeVisible();
    await snap(page, 'settings-flow');
    await inChinese(page, 'settings-flow', '流水倍数');

    await openInApp(page, '/settings/referral-link-domain-name');
    const domain = `e2e-${unique()}.example.com`.toLowerCase();
    await page.getByRole('button', { name: 'Add domain' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a referral domain' });
    await drawer.getByRole('textbox', { name: 'Domain' }).fill(domain);
    const agent = drawer.getByRole('combobox', { name: 'Agent' });
    await expect(agent.locator('option').nth(1)).toBeAttached();
    await agent.selectOption({ index: 1 });
    await drawer.getByRole('combobox', { name: 'Country' }).selectOption('SG');
    await snap(page, 'settings-referral-domain-add');
    await drawer.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`https://${domain} added`)).toBeVisible();
    await expect(drawer).toBeHidden();
    const table = page.getByRole('table', { name: 'Referral link domains' });
    const row = table.getByRole('row').filter({ hasText: domain });
    await expect(row).toContainText('Singapore (SG)');
    await snap(page, 'settings-referral-domains');
    await inChinese(page, 'settings-referral-domains', '推广链接域名');
    await rowAction(page, row, 'Delete');
    const confirm = page.getByRole('dialog', { name: `Delete https://${domain}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`https://${domain} deleted`)).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    const { enable, distributionLevel, distributionFrequencyType, distributionTime } = marketing;
    await call(api, 'system/marketSetting/edit', {
      enable,
      distributionLevel,
      distributionFrequencyType,
      distributionTime,
      reason: 'E2E clean-up',
    });
    await call(api, 'system/flow/setting', { flowVolumeMultiplier: flow.flowVolumeMultiplier });
    await api.dispose();
  }
});
