import { expect, type Page, test } from '@playwright/test';
import { apiAs, call, dataRows, rowAction, rowWithId, setSwitch, unique } from '../finance-support';
import { storageStateFile } from '../support';

/**
 * The futures screens of the trading remote on the dev server's data (the demo seed's settled rounds, the live
 * rounds of the feed and the engine): a round's recorded prices and timeline, a void with its refunds, the order
 * list's drawer, and a pair with a gameplay added from the console.
 */

test.use({ storageState: storageStateFile('admin') });

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
}

test('the rounds page shows each round’s recorded open and close prices, and a round’s timeline', async ({ page }) => {
  await page.goto('/future/runner-records?status=settled');
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

  await page.goto(`/future/runner-records?id=${id}`);
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
  await page.goto(`/future/order/voided?runnerId=${id}`);
  const voided = rowWithId(page, orders(page), order.id);
  await expect(voided).toContainText('Refund');
  await voided.click();
  const orderDrawer = page.getByRole('dialog', { name: `Futures order ${order.id}` });
  await expect(orderDrawer.getByRole('table', { name: 'Wallet changes' })).toContainText('Futures refund');
  await expect(orderDrawer).toContainText('Voided');
});

test('the futures orders list: sums per coin and an order’s detail drawer with its round’s ticks', async ({ page }) => {
  await page.goto('/future/order/settled');
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
});

test('add a futures pair and a gameplay, then delete the unused pair', async ({ page }) => {
  const suffix = unique().toUpperCase();
  const name = `E2E pair ${suffix}`;
  await page.goto('/future/trading-pair');
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

  await page.getByRole('link', { name: 'Futures pairs' }).click();
  await expect(pairRow).toContainText('1 gameplay');
  await rowAction(page, pairRow, 'Delete');
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Futures pair ${name} deleted`)).toBeVisible();
  await expect(pairRow).toHaveCount(0);
});
