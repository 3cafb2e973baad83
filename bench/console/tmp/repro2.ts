import { CHROMIUM_LAUNCH } from '../../../e2e/chromium';
import { chromium } from '../../../e2e/node_modules/@playwright/test';
import { apiLogin, newApiContext, storageState } from '../../../e2e/support';
(async () => {
  const api = await newApiContext();
  const state = storageState(await apiLogin(api, 'admin'));
  const b = await chromium.launch(CHROMIUM_LAUNCH);
  const ctx = await b.newContext({ baseURL: process.env.BENCH_URL, storageState: state, viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  const name = `USDT view ${Date.now()}`;
  await page.goto('/finance/deposit/all?orderBy=amount&orderDirection=desc');
  await page.getByLabel('Coin', { exact: true }).selectOption({ label: 'USDT' });
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL(/coinId=/);
  console.log('url after search', page.url());
  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByLabel('Save what the list shows as').fill(name);
  await page.getByRole('button', { name: 'Save view' }).click();
  await page.getByText(`View “${name}” saved`).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.waitForURL((u) => !/coinId=/.test(u.toString()));
  console.log('url after reset', page.url(), 'coin', await page.getByLabel('Coin', { exact: true }).inputValue());
  await page.getByRole('button', { name: 'Saved views' }).click();
  await page.getByRole('button', { name, exact: true }).click();
  await page.waitForURL(/coinId=/);
  for (let i = 0; i < 10; i++) {
    console.log(i, 'url', page.url().replace(/^.*\?/, '?'), 'coin value', JSON.stringify(await page.getByLabel('Coin', { exact: true }).inputValue()));
    await page.waitForTimeout(300);
  }
  await b.close(); await api.dispose();
})();
