import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call, rowAction, unique } from '../finance-support';
import { closeToasts, openInApp, snap, storageStateFile } from '../support';

// The tests act on records of their own: they share a kept page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

interface Sinks {
  mail: { host: string; port: number; received: { envelopeTo: string[]; subject: string; text: string; from: string }[] };
  sms: { url: string; page: string };
}

/** The page in zh-CN (once `chinese` shows), shot, and back in en-US. */
async function inChinese(page: Page, shot: string, chinese: string) {
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(page.getByText(chinese).first()).toBeVisible();
  await snap(page, `${shot}-zh-CN`);
  await page.getByTestId('language-switch').selectOption('en-US');
}

test('OTP: an SMTP channel pointing at the mail sink sends a real test mail, which arrives', async ({ page }) => {
  const api = await apiAs('admin');
  // Where this server's development mail sink listens (development and tests only).
  const sinks = await call<Sinks>(api, 'dev/otp/sinks', undefined, 'GET');

  await openInApp(page, '/settings/otp-setting/setting');
  const form = page.getByRole('form', { name: 'OTP setting' });
  await expect(form.getByRole('textbox', { name: /^Mail subject \(en-US\)/ })).not.toHaveValue('');
  await snap(page, 'settings-otp-setting');
  await inChinese(page, 'settings-otp-setting', '消息内容：简体中文');

  await page.getByRole('tab', { name: 'SMTP channels' }).click();
  await expect(page).toHaveURL(/\/settings\/otp-setting\/smtp/);
  const table = page.getByRole('table', { name: 'SMTP channels' });
  await expect(table.getByText('Development mail sink')).toBeVisible();

  const name = `E2E sink ${unique()}`;
  await page.getByRole('button', { name: 'Add SMTP channel' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add an SMTP channel' });
  await drawer.getByRole('textbox', { name: /^Channel name/ }).fill(name);
  await drawer.getByRole('textbox', { name: /^SMTP host/ }).fill(sinks.mail.host);
  await drawer.getByRole('textbox', { name: /^Port/ }).fill(String(sinks.mail.port));
  await drawer.getByRole('textbox', { name: /^User name/ }).fill('e2e');
  await drawer.getByLabel(/^Password/).fill('e2e-smtp-password-2026');
  await drawer.getByRole('textbox', { name: /^Sender address/ }).fill('e2e@platform.example.com');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Channel “${name}” added`)).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${sinks.mail.host}:${sinks.mail.port}`);
  // The password is never shown: only that one is stored.
  await expect(row).not.toContainText('e2e-smtp-password-2026');
  await snap(page, 'settings-otp-smtp');
  await inChinese(page, 'settings-otp-smtp', '发件人地址');

  const recipient = `otp-${unique()}@example.com`;
  await rowAction(page, row, 'Send test');
  const dialog = page.getByRole('dialog', { name: `Send a test through “${name}”` });
  await dialog.getByRole('textbox', { name: /^Send to/ }).fill(recipient);
  await dialog.getByRole('button', { name: 'Send test' }).click();
  await expect(dialog).toBeHidden();
  const result = page.getByRole('dialog', { name: `Test of “${name}”` });
  await expect(result.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(result).toContainText(/#\d+ written/);
  // Once it has finished sliding in.
  await page.waitForTimeout(400);
  await snap(page, 'settings-otp-test-result');
  await result.getByRole('button', { name: 'Close' }).click();

  // The mail is in the sink, with the code of the OTP record the test wrote.
  await expect
    .poll(
      async () =>
        (await call<Sinks>(api, 'dev/otp/sinks', undefined, 'GET')).mail.received.filter((m) => m.envelopeTo.includes(recipient)).length,
    )
    .toBe(1);
  const mail = (await call<Sinks>(api, 'dev/otp/sinks', undefined, 'GET')).mail.received.find((m) => m.envelopeTo.includes(recipient));
  expect(mail?.from).toContain(name);
  const code = /(\d{6})/.exec(mail?.text ?? '')?.[1];
  const records = await call<{ records: { code: string }[] }>(api, 'otp/recordList', { email: recipient });
  expect(records.records.map((r) => r.code)).toEqual([code]);

  // Each change is a version of the channels: turned on, the history shows the change; a revert to the add turns it
  // off again (itself a new version). The password shows only as its mask.
  await rowAction(page, row, 'Turn on');
  await expect(page.getByText(`Channel “${name}” turned on`)).toBeVisible();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'History of changes' });
  const [turnedOn, added] = [history.getByRole('article').nth(0), history.getByRole('article').nth(1)];
  await expect(turnedOn.getByRole('row').filter({ hasText: /^#\d+ · Status/ })).toBeVisible();
  await expect(added).toContainText(name);
  await expect(added).toContainText(/••••2026 \(stored secret #\d+\)/);
  await expect(history).not.toContainText('e2e-smtp-password-2026');
  await page.waitForTimeout(400);
  await snap(page, 'settings-otp-smtp-history');
  await page.keyboard.press('Escape');
  // The toasts (top right) cover the History button.
  await closeToasts(page);
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await page.getByRole('button', { name: '历史记录' }).click();
  await expect(page.getByRole('dialog', { name: '修改历史' }).getByRole('article').first()).toContainText('开启');
  await page.waitForTimeout(400);
  await snap(page, 'settings-otp-smtp-history-zh-CN');
  await page.keyboard.press('Escape');
  await page.getByTestId('language-switch').selectOption('en-US');

  await page.getByRole('button', { name: 'History', exact: true }).click();
  await added.getByRole('button', { name: 'Revert to this version' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revert' }).click();
  await expect(page.getByText(/Reverted to version #\d+/)).toBeVisible();
  await expect(history.getByRole('article').first()).toContainText(/#\d+ · Status\s*On\s*Off/);
  await closeToasts(page);
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();
  await expect(row.getByText('Off', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'SMS channels' }).click();
  await expect(page.getByRole('table', { name: 'SMS channels' }).getByText('Development SMS sink')).toBeVisible();
  await snap(page, 'settings-otp-sms');
  await inChinese(page, 'settings-otp-sms', '接口地址');
  await api.dispose();
});
