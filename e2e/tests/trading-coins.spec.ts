import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call, rowAction, unique } from '../finance-support';
import { openInApp, snap, storageStateFile } from '../support';

// The tests read lists and act on records of their own: they share a page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

/** A 1x1 PNG, as an icon or a logo chosen from disk (the API checks the content is an image). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A coin of this run, on a pair against USDT: added through the screens, so later tests work on it. */
const coin = `E2E${unique().toUpperCase()}`;
const pairCode = `${coin}USDT`;

test.describe.configure({ mode: 'serial' });

async function tableRow(page: Page, table: string, text: string) {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });
}

test('coins: add a coin with its icon and a coin pair with its logo; a coin in use is not deleted', async ({ page }) => {
  await openInApp(page, '/coins/coin-list');
  await expect(page.getByRole('heading', { name: 'Coins' })).toBeVisible();
  await page.getByRole('button', { name: 'Add coin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a coin' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(coin);
  await dialog.getByRole('textbox', { name: 'Full name' }).fill('End-to-end coin');
  await dialog.locator('input[type="file"]').setInputFiles(image('coin.png'));
  await expect(dialog.getByText('coin.png')).toBeVisible();
  await snap(page, 'trading-coin-add');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Coin ${coin} was added`)).toBeVisible();
  const added = await tableRow(page, 'Coins', coin);
  await expect(added).toContainText('End-to-end coin');
  await expect(added.locator('img')).toHaveAttribute('src', /\/api\/files\//);
  await snap(page, 'trading-coins');

  await openInApp(page, '/coins/trading-pair');
  await expect(page.getByRole('heading', { name: 'Coin pairs' })).toBeVisible();
  await page.getByRole('button', { name: 'Add coin pair' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add a coin pair' });
  await drawer.getByRole('textbox', { name: 'Code' }).fill(pairCode);
  await drawer.getByRole('textbox', { name: 'Coins' }).fill(`${coin}/USDT`);
  await drawer.getByRole('textbox', { name: 'Name' }).fill(`${coin}/USDT`);
  const pointEnd = drawer.getByRole('textbox', { name: 'Point range to' });
  await pointEnd.fill('4');
  await drawer.locator('input[type="file"]').setInputFiles(image('pair.png'));
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Must not be above the decimal point.')).toBeVisible();
  await pointEnd.fill('2');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Coin pair ${pairCode} was added`)).toBeVisible();
  const pair = await tableRow(page, 'Coin pairs', pairCode);
  await expect(pair).toContainText('Active');
  // The feed quotes an active pair: its last price appears without a reload.
  await expect(pair).toContainText('USDT', { timeout: 20_000 });
  await expect(pair).not.toContainText('No price recorded yet', { timeout: 20_000 });
  await snap(page, 'trading-coin-pairs');

  await openInApp(page, '/coins/coin-list');
  await rowAction(page, await tableRow(page, 'Coins', coin), 'Delete');
  const confirm = page.getByRole('alertdialog', { name: `Delete coin ${coin}` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toContainText(/Not deleted: .*in use/);
  await snap(page, 'trading-coin-delete-refused');
});

test('convert: a pair on the new coin pair shows the price a user would get now', async ({ page }) => {
  await openInApp(page, '/convert/trading-pairs');
  await expect(page.getByRole('heading', { name: 'Convert pairs' })).toBeVisible();
  await page.getByRole('button', { name: 'Add convert pair' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add a convert pair' });
  await drawer.getByRole('combobox', { name: 'Coin pair' }).selectOption({ label: `${pairCode} (${coin}/USDT)` });
  await drawer.getByRole('textbox', { name: 'Spread (%)' }).fill('0.5');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Convert pair .* was added/)).toBeVisible();
  const pair = page
    .getByRole('table', { name: 'Convert pairs' })
    .getByRole('row')
    .filter({ hasText: `on ${pairCode}` });
  await expect(pair).toContainText('0.5 %');
  await expect(pair).toContainText(/Feed \(tick #\d+\)/, { timeout: 20_000 });
  await snap(page, 'trading-convert-pairs');

  await openInApp(page, '/convert/order/all');
  await expect(page.getByRole('heading', { name: 'Convert orders' })).toBeVisible();
  await page.getByRole('tab', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/convert\/order\/buy/);
  await snap(page, 'trading-convert-orders');

  // The same page in Chinese, through the language menu of the header.
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(page.getByRole('heading', { name: '闪兑订单' })).toBeVisible();
  await snap(page, 'trading-convert-orders-zh-CN');
  await page.getByTestId('language-switch').selectOption('en-US');
  await expect(page.getByRole('heading', { name: 'Convert orders' })).toBeVisible();
});

test('risk control: a narrow band trips the guard of the pair, and the trip is a record', async ({ page }) => {
  const api = await apiAs('admin');
  try {
    await openInApp(page, '/risk-control/trading-pair');
    await expect(page.getByRole('heading', { name: 'Reference-price guard' })).toBeVisible();
    const row = await tableRow(page, 'Reference-price guard', pairCode);
    await expect(row).toContainText('No guard');
    await rowAction(page, row, 'Set guard');
    const drawer = page.getByRole('dialog', { name: `Guard of ${pairCode}` });
    // A staff price far from the feed and a band of a hundredth of a percent: the next tick breaches it.
    await drawer.getByRole('combobox', { name: 'Reference' }).selectOption({ label: 'Price set by staff' });
    await drawer.getByRole('textbox', { name: 'Reference price' }).fill('0.0001');
    await drawer.getByRole('textbox', { name: 'Band (%)' }).fill('0.01');
    await drawer.getByRole('textbox', { name: 'Breaches before a trip' }).fill('1');
    await expect(drawer.getByText(/Would have tripped (once|\d+ times) over \d+ recorded ticks/)).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Reason' }).fill('End-to-end test of the guard');
    await snap(page, 'trading-risk-set-guard');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`The guard of ${pairCode} was set`)).toBeVisible();
    await expect(row).toContainText('Tripped', { timeout: 30_000 });
    await snap(page, 'trading-risk-tripped');

    await openInApp(page, '/risk-control/control-records');
    const trip = page
      .getByRole('table', { name: 'Control records' })
      .getByRole('row')
      .filter({ hasText: pairCode })
      .filter({ hasText: 'outside the band' });
    await expect(trip.first()).toBeVisible();
    await snap(page, 'trading-risk-records');
  } finally {
    // A wide band on the moving average, re-armed: the pair trades again for whoever runs next.
    const pairs = await call<{ records: { cid: number; code: string }[] }>(api, 'risk/setting/list', {
      pageNum: 1,
      pageSize: 100,
      code: pairCode,
    });
    const cid = pairs.records.find((p) => p.code === pairCode)?.cid;
    if (cid) {
      await call(api, 'risk/setting/add', { cid, bandPercent: '50', reason: 'End-to-end test: back to a wide band' });
      await call(api, 'risk/setting/loop', { cid, reason: 'End-to-end test: re-armed' }).catch(() => undefined);
    }
    await api.dispose();
  }
});
