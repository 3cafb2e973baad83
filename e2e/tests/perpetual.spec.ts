import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call, dataRows, rowAction, rowWithId, unique } from '../finance-support';
import { openInApp, snap, storageStateFile } from '../support';

/**
 * The perpetual remote on the test server's data: the demo seed leaves its last session's positions open (with a
 * few waiting orders) and the feed and the perpetual engine run, so the marks move on their own. A position's
 * profit moving live, a close at the recorded mark price, its history and its page with its ledger rows, the warning list with its stress panel,
 * an open order cancelled, a risk threshold saved with its changes, and the pairs in Chinese.
 */

// The tests read lists and act on records of their own: they share a page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

const table = (page: Page, name: string) => page.getByRole('table', { name });

interface Paged<T> {
  records: T[];
  total: number;
}
/** The parts of the API's answers this test reads (`shared/contracts/src/schemas/perpetual-records.ts`). */
interface Position {
  id: number;
  accountId: number;
  tradingPairId: number;
  direction: 'long' | 'short';
  markTickId: number | null;
  markPrice: string | null;
}
interface Settings {
  id: number;
  marginRationWarningThreshold: string;
  positionWarningThreshold: string;
}

test('open positions follow the feed without a reload', async ({ page }) => {
  await openInApp(page, '/perpetual/existing-position');
  const positions = table(page, 'Existing positions');
  const first = dataRows(positions).first();
  await expect(first).toContainText('tick #', { timeout: 20_000 });
  await expect(page.getByText('Live: the marks are read again every 2 s.')).toBeVisible();
  const before = (await first.textContent()) ?? '';
  const tick = before.match(/tick #(\d+)/)?.[1];
  // A newer recorded tick reaches the row by itself: the page is not reloaded.
  await expect(async () => {
    const now = (await first.textContent()) ?? '';
    expect(now.match(/tick #(\d+)/)?.[1]).not.toBe(tick);
  }).toPass({ timeout: 30_000 });
  await snap(page, 'perpetual-positions');
});

test('close a position at the recorded mark price with a reason, and find it in the position history', async ({ page }) => {
  const api = await apiAs('admin');
  const open = await call<Paged<Position>>(api, 'perpetual/position/list', { pageSize: 20 });
  await api.dispose();
  const position = open.records.find((p) => p.markPrice !== null);
  expect(position, 'an open position with a recorded mark').toBeTruthy();
  const id = position?.id ?? 0;

  await openInApp(page, `/perpetual/existing-position?id=${id}`);
  const row = rowWithId(page, table(page, 'Existing positions'), id);
  await rowAction(page, row, 'Close');
  const dialog = page.getByRole('dialog', { name: `Close position ${id}` });
  await expect(dialog.getByTestId('close-estimate')).toContainText('at the recorded mark price, now');
  await expect(dialog.getByTestId('close-estimate')).toContainText('Estimated realised profit');
  await dialog.getByLabel(/Reason/).fill(`e2e close ${unique()}`);
  await snap(page, 'perpetual-close-dialog');
  await dialog.getByRole('button', { name: 'Close at the mark price' }).click();
  await expect(page.getByText(new RegExp(`Position ${id} closed at [\\d,.]+ \\(tick #\\d+\\): realised profit`))).toBeVisible();
  await expect(row).toHaveCount(0);

  await openInApp(page, `/perpetual/position-history/closed?id=${id}`);
  const closed = rowWithId(page, table(page, 'Position history'), id);
  await expect(closed).toContainText('By staff');
  await expect(closed).toContainText('tick #');

  // The position's page: its orders and each wallet change the ledger made for them, in its coin.
  await closed.click();
  const drawer = page.getByRole('dialog', { name: `Position ${id}` });
  const changes = drawer.getByRole('table', { name: 'Wallet changes' });
  await expect(changes).toContainText('Perpetual margin returned');
  await expect(changes).toContainText('USDT');
  await expect(drawer.getByRole('table', { name: 'Its orders' })).toContainText('By staff');
  await snap(page, 'perpetual-position-page');
});

test('the warning list reads nearest to liquidation first, beside the stress panel', async ({ page }) => {
  await openInApp(page, '/perpetual/warning-list');
  const panel = page.getByRole('region', { name: 'Stress test' });
  await expect(panel.getByTestId('stress-total')).toContainText('liquidated by ± 5 %', { timeout: 20_000 });
  await panel.getByRole('button', { name: '± 20 %' }).click();
  await expect(panel.getByTestId('stress-total')).toContainText('liquidated by ± 20 %');
  await snap(page, 'perpetual-warnings');
});

test('cancel an open order after a confirmation, with a reason', async ({ page }) => {
  // An end user's limit order that waits (most of the pair's order-book range below the mark), placed through the
  // development route that plays a client's call: the demo data's waiting orders may have filled on the live feed.
  const api = await apiAs('admin');
  const res = await api.post('/api/dev/perpetual/order', { data: { category: 'limit', direction: 'long' } });
  const placed = (await res.json()).data as { orderId: number; status: string };
  await api.dispose();
  expect(placed.status, 'the limit order waits').toBe('open');
  const id = placed.orderId;

  await openInApp(page, `/perpetual/open-order?id=${id}`);
  const row = rowWithId(page, table(page, 'Open orders'), id);
  await row.click();
  const drawer = page.getByRole('dialog', { name: `Perpetual order ${id}` });
  await expect(drawer.getByRole('heading', { name: 'Triggers' })).toBeVisible();
  await page.waitForTimeout(500); // the drawer's slide-in, for the screenshot
  await snap(page, 'perpetual-order-drawer');
  await drawer.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: `Cancel order ${id}?` });
  await confirm.getByLabel(/Reason/).fill(`e2e cancel ${unique()}`);
  await confirm.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByText(new RegExp(`Order ${id} cancelled`))).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a position opened past the warning threshold joins the warning list at the next tick', async ({ page }) => {
  const api = await apiAs('admin');
  const [saved] = await call<Settings[]>(api, 'perpetual/setting/list', undefined, 'GET');
  try {
    // At 100x a position's margin ratio opens at about 0.5 (maintenance 0.005 x 100): past a staff threshold of 0.4.
    await api.patch(`/api/perpetual/setting/${saved.id}`, {
      data: { marginRationWarningThreshold: '0.3', positionWarningThreshold: '0.4' },
    });
    // A user, pair and direction with no open position (one position per user, pair and direction), among the traders.
    const open = await call<Paged<Position>>(api, 'perpetual/position/list', { pageSize: 200 });
    const held = new Set(open.records.map((p) => `${p.accountId}:${p.tradingPairId}:${p.direction}`));
    const traders = [...new Set(open.records.map((p) => p.accountId))];
    const pairs = [...new Set(open.records.map((p) => p.tradingPairId))];
    const free = traders
      .flatMap((userId) => pairs.flatMap((pairId) => (['short', 'long'] as const).map((direction) => ({ userId, pairId, direction }))))
      .find((c) => !held.has(`${c.userId}:${c.pairId}:${c.direction}`));
    expect(free, 'a trader without a position on some pair and direction').toBeTruthy();
    const res = await api.post('/api/dev/perpetual/order', { data: { ...free, category: 'market', leverage: 100 } });
    const placed = (await res.json()).data as { positionId: number };
    expect(placed.positionId).toBeTruthy();

    await openInApp(page, '/perpetual/warning-list');
    const warnings = table(page, 'Position warnings');
    await expect(rowWithId(page, warnings, placed.positionId)).toBeVisible({ timeout: 30_000 });
    await snap(page, 'perpetual-warnings-filled');
  } finally {
    await api.patch(`/api/perpetual/setting/${saved.id}`, {
      data: { marginRationWarningThreshold: saved.marginRationWarningThreshold, positionWarningThreshold: saved.positionWarningThreshold },
    });
    await api.dispose();
  }
});

test('save a risk threshold: refused out of order, then confirmed with its change', async ({ page }) => {
  const api = await apiAs('admin');
  const [saved] = await call<Settings[]>(api, 'perpetual/setting/list', undefined, 'GET');
  try {
    await openInApp(page, '/perpetual/system-settings/risk');
    const user = page.getByLabel(/User warning threshold/);
    await expect(user).toHaveValue(saved.marginRationWarningThreshold);
    await user.fill('0.99');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Must be at most the staff warning threshold: users are warned first.')).toBeVisible();
    await user.fill('0.55');
    await page.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Save 1 change?' });
    await expect(confirm.getByRole('table', { name: 'Changes' })).toContainText('User warning threshold');
    await snap(page, 'perpetual-settings-confirm');
    await confirm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/Perpetual settings saved: User warning threshold: [\d.]+ → 0.55/)).toBeVisible();
  } finally {
    await api.patch(`/api/perpetual/setting/${saved.id}`, { data: { marginRationWarningThreshold: saved.marginRationWarningThreshold } });
    await api.dispose();
  }
});

test('the pairs in Chinese', async ({ page }) => {
  await openInApp(page, '/perpetual/trading-pair');
  await expect(dataRows(table(page, 'Perpetual trading pairs')).first()).toContainText('tick #', { timeout: 20_000 });
  await snap(page, 'perpetual-pairs');
  await page.getByTestId('language-switch').selectOption('zh-CN');
  await expect(page.getByRole('columnheader', { name: '标记价格' })).toBeVisible();
  await snap(page, 'perpetual-pairs-zh-CN');
  await openInApp(page, '/perpetual/existing-position');
  await expect(page.getByRole('columnheader', { name: '未实现盈亏' })).toBeVisible();
  await snap(page, 'perpetual-positions-zh-CN');
  // An open position's page, live at the mark, with its opening margin and fee in the ledger.
  await dataRows(page.getByRole('table').first()).first().click();
  const drawer = page.getByRole('dialog', { name: /^仓位 \d+$/ });
  await expect(drawer.getByRole('table', { name: '钱包变动' })).toContainText('永续保证金');
  await expect(drawer).toContainText('按标记价格（实时）');
  await snap(page, 'perpetual-position-page-zh-CN');
  await page.keyboard.press('Escape');
  await page.getByTestId('language-switch').selectOption('en-US');
});
