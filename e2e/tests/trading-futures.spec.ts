import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call, dataRows, rowAction, rowWithId, setSwitch, unique } from '../finance-support';
import { openInApp, snap, storageStateFile } from '../support';

/**
 * The futures screens of the trading remote on the dev server's data (the demo seed's settled rounds, the live
 * rounds of the feed and the engine): a round's recorded prices and timeline, a void with its refunds, the order
 * list's drawer, and a pair with a gameplay added from the console.
 */

// The tests read lists and act on records of their own: they share a page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

const rounds = (page: Page) => page.getByRole('table', { name: 'Runner records' });
const orders = (page: Page) => page.getByRole('table', { name: 'Futures order records' });

interface Paged<T> {
  records: T[];
  total: number;
}
/** The parts of the API's answers this test reads (`shared/contracts/src/schemas/trading-futures-records.ts`). */
interface FuturesRound {
  id: number;
  tradingPairCode: string;
  halted: number;
  longCount: number;
  shortCount: number;
}
interface FuturesRoundDetail {
  round: FuturesRound;
  openOrders: { orders: number; users: number; refund: string };
}
interface FuturesOrder {
  id: number;
  status: string;
  result: 'win' | 'lose' | 'refund' | null;
  payout: string;
}
interface FuturesPair {
  id: number;
  code: string;
  status: number;
  halted: number;
}

test('the rounds page shows each round’s recorded open and close prices, and a round’s timeline', async ({ page }) => {
  await openInApp(page, '/future/runner-records?status=settled');
  const table = rounds(page);
  await expect(dataRows(table).first()).toContainText('tick #', { timeout: 15_000 });
  const first = dataRows(table).first();
  await expect(first).toContainText('Settled');
  await first.click();
  const drawer = page.getByRole('dialog', { name: /Round \d+/ });
  await expect(drawer.getByRole('table', { name: 'Timeline' })).toContainText('Opened');
  await expect(drawer.getByRole('table', { name: 'Timeline' })).toContainText('Settled');
  await expect(drawer).toContainText('Open price');
  await expect(drawer).toContainText('Close price');
  // Operational controls only: a settled round has none, and no control anywhere sets a price or a result.
  await expect(drawer.getByRole('button', { name: 'Void and refund' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /result|price/i })).toHaveCount(0);
  await snap(page, 'trading-round-timeline');
  await page.keyboard.press('Escape');

  // The same list in Chinese.
  await page.getByTestId('language-switch').selectOption('zh-CN');
  // (the table's own name is in Chinese too now, so its header is found on the page)
  await expect(page.getByRole('columnheader', { name: '开盘价' })).toBeVisible();
  await snap(page, 'trading-rounds-zh-CN');
  await page.getByTestId('language-switch').selectOption('en-US');
  await expect(table.getByRole('columnheader', { name: 'Open price' })).toBeVisible();
});

/**
 * A whole round as an operator watches it: a ten-second gameplay added for the test on an active pair, an end user's
 * order in its first round (the development route `npm run trade-demo` calls), the round closing on its recorded
 * tick and settling by itself, and the order's wallet changes: the stake, then the payout or the refund its result
 * brings (a losing order gets nothing back: no rebate is set). The gameplay is switched off afterwards.
 */
test('a round opens, takes an end user’s order, closes and settles, and the user’s wallet moves', async ({ page }) => {
  test.setTimeout(150_000);
  const api = await apiAs('admin');
  const pairs = await call<Paged<FuturesPair>>(api, 'futures/tradingPairList', { pageSize: 50 });
  const pair = pairs.records.find((p) => p.status === 1 && p.halted === 0);
  expect(pair, 'an active futures pair').toBeTruthy();
  const gameplay = await call<{ id: number }>(api, 'futures/gamePlay/add', {
    tradingPairId: pair?.id,
    name: `E2E 10 s ${unique()}`,
    timeInterval: 10,
    yieldRatio: '0.8',
    quantityMin: '1',
    quantityMax: '1000',
  });
  try {
    let placed: { orderId: number; roundId: number } | undefined;
    for (let attempt = 0; !placed; attempt += 1) {
      const res = await api.post('/api/dev/trading/futures-order', { data: { gameplayId: gameplay.id, direction: 'long', amount: '10' } });
      const envelope = await res.json();
      if (envelope.code === 1) placed = envelope.data;
      else if (attempt >= 20) throw new Error(`the ten-second gameplay took no order within 20 s: ${envelope.msg}`);
      else await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const { orderId, roundId } = placed;

    // The rounds page follows the round live, without a reload, until it has settled on its recorded close price.
    await openInApp(page, `/future/runner-records?id=${roundId}`);
    const row = rowWithId(page, rounds(page), roundId);
    await expect(row).toContainText(pair?.code ?? '');
    await expect(row).toContainText('Settled', { timeout: 60_000 });
    await expect(row).toContainText('tick #');
    await snap(page, 'trading-round-settled');

    const order = (await call<Paged<FuturesOrder>>(api, 'futures/futuresOrders', { runnerId: roundId, id: orderId, pageSize: 5 }))
      .records[0];
    expect(order.status).toBe('settled');
    await openInApp(page, `/future/order/settled?runnerId=${roundId}`);
    await rowWithId(page, orders(page), orderId).click();
    const drawer = page.getByRole('dialog', { name: `Futures order ${orderId}` });
    const changes = drawer.getByRole('table', { name: 'Wallet changes' });
    await expect(changes).toContainText('Futures stake');
    if (order.result === 'win') await expect(changes).toContainText('Futures payout');
    if (order.result === 'refund') await expect(changes).toContainText('Futures refund');
    if (order.result === 'lose') await expect(changes.getByRole('row')).toHaveCount(2); // the header and the stake
    await page.waitForTimeout(500); // the drawer's slide-in, for the screenshot
    await snap(page, 'trading-order-settled-drawer');
  } finally {
    await call(api, 'futures/gamePlay/edit', { id: gameplay.id, status: 0 });
    await api.dispose();
  }
});

/**
 * A running round holding an open order: placed now as an end user's order through the development route that
 * `npm run trade-demo` calls (the test server runs the feed and the round engine, not the simulated traders), in
 * the open round that takes orders longest.
 */
async function runningRoundWithOrders(): Promise<FuturesRoundDetail> {
  const api = await apiAs('admin');
  try {
    // The engine opens the gameplays' rounds within a second of each slot; right after a restart none may accept yet.
    for (let attempt = 0; ; attempt += 1) {
      const res = await api.post('/api/dev/trading/futures-order', { data: { direction: 'long', amount: '10' } });
      const envelope = await res.json();
      if (envelope.code === 1) {
        return await call<FuturesRoundDetail>(api, `futures/runner/detail/${envelope.data.roundId}`, undefined, 'GET');
      }
      if (attempt >= 30) throw new Error(`no round took an order within 60 s: ${envelope.msg}`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  } finally {
    await api.dispose();
  }
}

test('void a running round after a confirmation naming its orders, and see its orders refunded', async ({ page }) => {
  test.setTimeout(180_000);
  const running = await runningRoundWithOrders();
  const id = running.round.id;
  const api = await apiAs('admin');
  const open = await call<Paged<FuturesOrder>>(api, 'futures/futuresOrders', { runnerId: id, status: 'open', pageSize: 5 });
  await api.dispose();
  const order = open.records[0];

  await openInApp(page, `/future/runner-records?id=${id}`);
  const row = rowWithId(page, rounds(page), id);
  await expect(row).toContainText(running.round.tradingPairCode);
  await row.click();
  const drawer = page.getByRole('dialog', { name: `Round ${id}` });
  await drawer.getByRole('button', { name: 'Void and refund' }).click();
  const confirm = page.getByRole('dialog', { name: `Void round ${id} and refund its orders?` });
  await expect(confirm.getByTestId('control-affects')).toContainText(/Open orders: \d+, of \d+ users/);
  await expect(confirm.getByTestId('control-affects')).toContainText('Refunded now:');
  await confirm.getByLabel(/Reason/).fill(`e2e void ${unique()}`);
  await confirm.getByRole('button', { name: 'Void and refund' }).click();
  await expect(page.getByText(new RegExp(`Round ${id} voided: \\d+ orders? refunded`))).toBeVisible();
  await expect(drawer).toContainText('Voided');
  // The list behind the drawer says so too, once the drawer is closed.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(row).toContainText('Voided');

  // Its orders are voided and refunded, the refund in the ledger.
  await openInApp(page, `/future/order/voided?runnerId=${id}`);
  const voided = rowWithId(page, orders(page), order.id);
  await expect(voided).toContainText('Refund');
  await voided.click();
  const orderDrawer = page.getByRole('dialog', { name: `Futures order ${order.id}` });
  await expect(orderDrawer.getByRole('table', { name: 'Wallet changes' })).toContainText('Futures refund');
  await expect(orderDrawer).toContainText('Voided');
});

test('the futures orders list: sums per coin and an order’s detail drawer with its round’s ticks', async ({ page }) => {
  await openInApp(page, '/future/order/settled');
  const table = orders(page);
  await expect(dataRows(table).first()).toBeVisible({ timeout: 15_000 });
  // Folded sums: each coin's amount on one line, in the coin's own unit.
  await expect(page.getByLabel('Sum of USDT')).toContainText('USDT');
  await dataRows(table).first().click();
  const drawer = page.getByRole('dialog', { name: /Futures order \d+/ });
  await expect(drawer).toContainText('Open price');
  await expect(drawer).toContainText('tick #');
  await expect(drawer).toContainText('Payout');
  await expect(drawer).toContainText('Leader fee');
  await expect(drawer.getByRole('table', { name: 'Wallet changes' })).toContainText('Futures stake');
  await page.waitForTimeout(500); // the drawer's slide-in, for the screenshot
  await snap(page, 'trading-futures-order-drawer');
  await page.keyboard.press('Escape');
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(page.getByLabel('USDT 合计')).toContainText('USDT');
  await snap(page, 'trading-futures-orders-zh-CN');
  await page.getByTestId('language-switch').selectOption('en-US');
  await expect(page.getByLabel('Sum of USDT')).toBeVisible();
});

test('add a futures pair and a gameplay, then delete the unused pair', async ({ page }) => {
  const suffix = unique().toUpperCase();
  const name = `E2E pair ${suffix}`;
  await openInApp(page, '/future/trading-pair');
  await page.getByRole('button', { name: 'Add pair' }).click();
  const add = page.getByRole('dialog', { name: 'Add a futures pair' });
  const coinPair = add.getByLabel(/Coin pair of the price feed/);
  await expect(coinPair.locator('option', { hasText: 'BTC' }).first()).toBeAttached();
  const value = await coinPair.locator('option', { hasText: 'BTC' }).first().getAttribute('value');
  await coinPair.selectOption(value ?? '');
  await add.getByLabel('Code').fill(`E2E-${suffix}`);
  await add.getByLabel(/^Name/).fill(name);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Futures pair ${name} added`)).toBeVisible();

  const pairs = page.getByRole('table', { name: 'Futures trading pairs' });
  const pairRow = pairs.getByRole('row').filter({ hasText: `E2E-${suffix}` });
  await pairRow.getByRole('link', { name: '0 gameplays' }).click();
  await expect(page.getByRole('heading', { name: `Gameplays of ${name}` })).toBeVisible();
  await expect(page.getByText('An edit applies from the next round')).toBeVisible();
  await page.getByRole('button', { name: 'Add gameplay' }).click();
  const gameplay = page.getByRole('dialog', { name: `Add a gameplay to ${name}` });
  await gameplay.getByLabel(/^Name/).fill('E2E 60 s');
  await gameplay.getByLabel(/Yield ratio/).fill('0.8');
  // Inactive: no round opens on it, so the pair stays unused and can be deleted below.
  await setSwitch(gameplay, 'Active', false);
  await gameplay.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Gameplay E2E 60 s added')).toBeVisible();
  const gameplays = page.getByRole('table', { name: `Gameplays of ${name}` });
  await expect(gameplays.getByRole('row').filter({ hasText: 'E2E 60 s' })).toContainText('80 %');
  await snap(page, 'trading-futures-gameplays');

  await page.getByRole('link', { name: 'Futures pairs' }).click();
  await expect(pairRow).toContainText('1 gameplay');
  await snap(page, 'trading-futures-pairs');
  await rowAction(page, pairRow, 'Delete');
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Futures pair ${name} deleted`)).toBeVisible();
  await expect(pairRow).toHaveCount(0);
});

test('futures settings: a new tax ratio is saved, shown with who changed it, and applies to the next orders', async ({ page }) => {
  const api = await apiAs('admin');
  const before = await call<{ settlement: { taxRatio: string } }>(api, 'system/setting/init', undefined, 'GET');
  try {
    await openInApp(page, '/future/system-settings/settlement');
    const tax = page.getByRole('textbox', { name: 'Tax ratio' });
    await expect(tax).toHaveValue(/^\d/);
    await tax.fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a ratio between 0 and 1 with at most 8 decimals')).toBeVisible();
    await tax.fill('0.015');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settlement settings saved: they apply to the next orders placed and rounds opened')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Tax ratio' })).toHaveValue('0.015');
    await expect(page.getByText('Last changed')).toBeVisible();
    await snap(page, 'trading-futures-settings');
    await page.getByTestId('language-switch').selectOption('zh-CN');
    await expect(page.getByRole('textbox', { name: '税率' })).toHaveValue('0.015');
    await snap(page, 'trading-futures-settings-zh-CN');
    await page.getByTestId('language-switch').selectOption('en-US');
    await expect(page.getByRole('textbox', { name: 'Tax ratio' })).toBeVisible();
    const saved = await call<{ settlement: { taxRatio: string; updatedBy: string | null } }>(api, 'system/setting/init', undefined, 'GET');
    expect(saved.settlement).toMatchObject({ taxRatio: '0.015', updatedBy: 'admin' });
  } finally {
    await call(api, 'system/setting/saveOrUpdate', { settlement: { taxRatio: before.settlement.taxRatio } });
    await api.dispose();
  }
});
