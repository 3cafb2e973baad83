import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call, dataRows, rowAction, rowWithId, unique } from '../finance-support';
import { openInApp, snap, storageStateFile } from '../support';

/**
 * The copy-trading remote on the test server's data: the demo seed makes three leaders followed by sixty demo
 * traders. A leading order added from the console fans out to the leader's followers; with a leader on the other
 * side of the same round, one side wins when the round settles on its recorded price and its followers pay the
 * leader's fee. An invite-only order with its invite and block lists, filled one by one and from a file (previewed,
 * then applied), refuses the follow requests its permission does not allow and records why. Export, and the yield
 * settings tab of the futures system settings.
 */

// The tests act on leading orders of their own: they share a page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

const LEADING = '/future/follow-trade-order-records/leading-orders';
const leadingTable = (page: Page) => page.getByRole('table', { name: 'Leading orders' });
const followingTable = (page: Page) => page.getByRole('table', { name: 'Following orders' });

interface Paged<T> {
  records: T[];
  total: number;
}
/** The parts of the API's answers this test reads (`shared/contracts/src/schemas/copy-trading-records.ts`). */
interface FollowInit {
  leaders: { accountId: number; followers: number; balance: string }[];
  pairs: { id: number; code: string }[];
  gameplays: { id: number; tradingPairId: number; name: string; timeInterval: number }[];
  rounds: { id: number; tradingPairId: number; gameplayId: number; lockDate: string; endDate: string }[];
}
interface LeadingOrder {
  id: number;
  runnerId: number;
  status: string;
  result: string | null;
  leaderFee: string;
  followersCount: number;
  fanOut: { targeted: number; copied: number; skipped: number };
}
interface FollowingOrder {
  id: number;
  accountId: number;
  result: string | null;
  leaderFee: string;
}

/** A round (of `gameplayId`, or any) that takes orders for at least `seconds` more (the engine opens each gameplay's next round on time). */
async function acceptingRound(api: APIRequestContext, seconds: number, gameplayId?: number, withinSeconds = 80) {
  for (let attempt = 0; ; attempt += 1) {
    const init = await call<FollowInit>(api, 'follow/init', undefined, 'GET');
    const round = init.rounds
      .filter((r) => Date.parse(r.lockDate) - Date.now() > seconds * 1000 && (gameplayId === undefined || r.gameplayId === gameplayId))
      .sort((a, b) => Date.parse(a.endDate) - Date.parse(b.endDate))[0];
    if (round) return { init, round };
    if (attempt >= withinSeconds / 2) throw new Error(`no round took orders for ${seconds} s more within ${withinSeconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

/** Leaders with followers, the best funded first. */
function leadersOf(init: FollowInit) {
  return init.leaders.filter((l) => l.followers > 0).sort((a, b) => Number(b.balance) - Number(a.balance));
}

/** Accounts that follow some leader (funded demo traders), none of them `except`. */
async function followerAccounts(api: APIRequestContext, except: number[]): Promise<number[]> {
  const page = await call<Paged<FollowingOrder>>(api, 'follow/order/list', { pageSize: 100 });
  return [...new Set(page.records.map((o) => o.accountId))].filter((id) => !except.includes(id));
}

async function devFollow(api: APIRequestContext, detailId: number, accountId: number) {
  return call<{ copied: boolean; reason?: string }>(api, 'dev/copy-trading/follow', { detailId, accountId, amount: '10' });
}

test('add a leading order from the console; its copies settle with the round and the winning side pays the leader fee', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const api = await apiAs('admin');
  try {
    const { init, round } = await acceptingRound(api, 25);
    const [leader, other] = leadersOf(init);
    expect(other, 'two leaders with followers in the demo data').toBeTruthy();

    await openInApp(page, `${LEADING}/open`);
    await expect(leadingTable(page)).toBeVisible();
    await page.getByRole('button', { name: 'Add leading order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a leading order' });
    await dialog.getByLabel(/^Leader account/).selectOption(String(leader.accountId));
    await dialog.getByLabel(/^Pair/).selectOption(String(round.tradingPairId));
    await dialog.getByLabel(/^Gameplay/).selectOption(String(round.gameplayId));
    await dialog.getByLabel(/^Round/).selectOption(String(round.id));
    await dialog.getByLabel(/^Direction/).selectOption('long');
    await dialog.getByLabel(/^Stake/).fill('20');
    await snap(page, 'copy-add-leading-order');
    await dialog.getByRole('button', { name: 'Place the order' }).click();
    const toast = page.getByText(new RegExp(`Leading order (\\d+) placed in round #${round.id}: \\d+ followers copied, \\d+ skipped`));
    await expect(toast).toBeVisible();
    const id = Number((await toast.textContent())?.match(/Leading order (\d+)/)?.[1]);

    // The other leader on the other side of the same round: whichever way the price moves, one side wins.
    const short = await call<{ leadingOrder: LeadingOrder }>(api, 'follow/add', {
      accountId: other.accountId,
      runnerId: round.id,
      direction: 'short',
      amount: '20',
    });

    // The order's fan-out: its leader's followers targeted, copied or skipped with the reason, and how long it took.
    await openInApp(page, `${LEADING}/open?orderId=${id}`);
    await rowWithId(page, leadingTable(page), id).click();
    const drawer = page.getByRole('dialog', { name: `Leading order ${id}` });
    const fanOut = drawer.getByTestId('fan-out');
    await expect(fanOut).toContainText('Targeted');
    await expect(fanOut).toContainText('Copies took');
    const placed = (await call<Paged<LeadingOrder>>(api, 'follow/list', { orderId: id })).records[0];
    expect(placed.fanOut.targeted).toBeGreaterThan(0);
    expect(placed.fanOut.copied + placed.fanOut.skipped).toBe(placed.fanOut.targeted);
    await page.waitForTimeout(500); // the drawer's slide-in, for the screenshot
    await snap(page, 'copy-leading-order-fan-out');
    await page.keyboard.press('Escape');

    // The round settles by itself on its recorded closing price: both leading orders and every copy with it.
    await expect(async () => {
      const settled = await call<Paged<LeadingOrder>>(api, 'follow/list', { runnerId: round.id, status: 'settled', pageSize: 50 });
      expect(settled.records.map((o) => o.id)).toEqual(expect.arrayContaining([id, short.leadingOrder.id]));
    }).toPass({ timeout: Date.parse(round.endDate) - Date.now() + 90_000, intervals: [5_000] });
    await openInApp(page, `${LEADING}/settled?runnerId=${round.id}`);
    await expect(rowWithId(page, leadingTable(page), id)).toContainText(/Win|Loss|Refund/);
    // The sums row: the round's settled leading orders, their stakes per coin.
    await expect(page.getByLabel('Sum of USDT')).toContainText(/USDT\d+ records/);
    await snap(page, 'copy-leading-orders-settled');

    const orders = (await call<Paged<LeadingOrder>>(api, 'follow/list', { runnerId: round.id, status: 'settled', pageSize: 50 })).records;
    const winner = orders.find((o) => (o.id === id || o.id === short.leadingOrder.id) && o.result === 'win');
    test.skip(!winner, 'the round closed at its opening price: every order was refunded, no fee is due');
    if (!winner) return;
    const copies = await call<Paged<FollowingOrder>>(api, 'follow/order/list', { leaderOrderId: winner.id, pageSize: 50 });
    const paying = copies.records.find((o) => o.result === 'win' && Number(o.leaderFee) > 0);
    expect(paying, 'a winning copy paid the leader fee').toBeTruthy();
    expect(Number(winner.leaderFee)).toBeGreaterThan(0);

    // The copy's detail shows the fee the ledger took from the follower.
    await openInApp(page, `/future/follow-trade-order-records/following-orders/settled?leaderOrderId=${winner.id}`);
    await rowWithId(page, followingTable(page), paying?.id ?? 0).click();
    const copy = page.getByRole('dialog', { name: `Following order ${paying?.id}` });
    await expect(copy.getByRole('table', { name: 'Wallet changes' })).toContainText('Leader fee paid');
    await expect(copy).toContainText(`#${winner.id}`);
    await page.waitForTimeout(500);
    await snap(page, 'copy-following-order-leader-fee');
    await page.keyboard.press('Escape');

    // Export of the round's leading orders and of the winner's copies.
    await openInApp(page, `${LEADING}/settled?runnerId=${round.id}`);
    await expect(rowWithId(page, leadingTable(page), id)).toBeVisible();
    const leadingFile = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: /CSV/ }).click();
    expect((await leadingFile).suggestedFilename()).toMatch(/\.csv$/);
    await openInApp(page, `/future/follow-trade-order-records/following-orders/settled?leaderOrderId=${winner.id}`);
    await expect(dataRows(followingTable(page)).first()).toBeVisible();
    const followingFile = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: /Excel/ }).click();
    expect((await followingFile).suggestedFilename()).toMatch(/\.xlsx$/);

    // The same lists in Chinese.
    await page.getByTestId('language-switch').selectOption('zh-CN');
    await expect(page.getByRole('columnheader', { name: '带单费' })).toBeVisible();
    await snap(page, 'copy-following-orders-zh-CN');
    await page.goto(`${LEADING}/settled?runnerId=${round.id}`);
    await expect(page.getByRole('columnheader', { name: '跟单人数' })).toBeVisible();
    // The options (status, direction, permission) in Chinese too, read again after the page load.
    await expect(page.getByRole('table').getByText('已结算').first()).toBeVisible();
    await snap(page, 'copy-leading-orders-zh-CN');
    await page.getByTestId('language-switch').selectOption('en-US');
  } finally {
    await api.dispose();
  }
});

test('invite and block followers one by one and from a file; follow requests the permission refuses are recorded', async ({ page }) => {
  test.setTimeout(420_000);
  const api = await apiAs('admin');
  // A three-minute gameplay of its own, taking orders until its end, so that its round takes them for the whole test.
  // Its first round opens at its next slot (a slot whose start the feed recorded), within three minutes.
  const pairs = await call<Paged<{ id: number; status: number; halted: number }>>(api, 'futures/tradingPairList', { pageSize: 50 });
  const pair = pairs.records.find((p) => p.status === 1 && p.halted === 0);
  expect(pair, 'an active futures pair').toBeTruthy();
  const gameplay = await call<{ id: number }>(api, 'futures/gamePlay/add', {
    tradingPairId: pair?.id,
    name: `E2E copy ${unique()}`,
    timeInterval: 180,
    yieldRatio: '0.8',
    quantityMin: '1',
    quantityMax: '1000',
  });
  try {
    const { init, round } = await acceptingRound(api, 130, gameplay.id, 240);
    const [leader] = leadersOf(init);
    const placed = await call<{ leadingOrder: LeadingOrder }>(api, 'follow/add', {
      accountId: leader.accountId,
      runnerId: round.id,
      direction: 'long',
      amount: '10',
      permissionsType: 'invited',
    });
    const id = placed.leadingOrder.id;
    const [invited, fromFile, refused, blockedOne, removed] = await followerAccounts(api, [leader.accountId]);
    expect(removed, 'five demo followers').toBeTruthy();

    // Its invite list, from the order's row.
    await openInApp(page, `${LEADING}/open?orderId=${id}`);
    await rowAction(page, rowWithId(page, leadingTable(page), id), 'Invite list');
    await expect(page).toHaveURL(new RegExp(`/invite/user/${id}$`));
    const inviteTable = page.getByRole('table', { name: `Invite list of leading order ${id}` });
    await expect(page.getByText(`Leading order ${id} ·`)).toBeVisible();
    await page.getByRole('button', { name: 'Add account' }).click();
    const add = page.getByRole('dialog', { name: `Invite an account to follow order ${id}` });
    await add.getByLabel(/Account ID/).fill(String(invited));
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(`Account #${invited} invited to follow leading order ${id}`)).toBeVisible();
    await expect(inviteTable).toContainText(`Account #${invited}`);

    // From a file: previewed row by row, nothing changes until applied.
    await page.getByRole('button', { name: 'Add from a file' }).click();
    const batch = page.getByRole('dialog', { name: `Invite accounts from a file to order ${id}` });
    await batch.locator('input[type="file"]').setInputFiles({
      name: 'invite.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`accountId\n${fromFile}\n999999999\n${fromFile}\n${invited}\n`),
    });
    await batch.getByRole('button', { name: 'Preview' }).click();
    await expect(batch.getByText('Preview: 1 of 4 rows are valid and would be added')).toBeVisible();
    const rows = batch.getByRole('table', { name: 'Rows of the file' });
    await expect(rows).toContainText('Unknown account');
    await expect(rows).toContainText('Duplicate row');
    await expect(rows).toContainText('Already on this list');
    await snap(page, 'copy-invite-batch-preview');
    // (the list behind the dialog is hidden from the page's roles while the dialog is open: asked through the API)
    const listed = await call<Paged<unknown>>(api, 'follow/detail/list', { detailId: id, type: 'invite', accountId: fromFile });
    expect(listed.total).toBe(0);
    await batch.getByRole('button', { name: 'Invite 1 valid account' }).click();
    await expect(batch.getByText('Applied: 1 of 4 rows added')).toBeVisible();
    await snap(page, 'copy-invite-batch-applied');
    await batch.getByRole('button', { name: 'Done' }).click();
    await expect(inviteTable).toContainText(`Account #${fromFile}`);

    // Invited only: an invited account's request is copied, any other is refused and recorded.
    expect(await devFollow(api, id, invited)).toMatchObject({ copied: true });
    expect(await devFollow(api, id, refused)).toEqual({ copied: false, reason: 'not_invited' });

    // The block list: one added, one added and removed after a confirmation, one from a file.
    await page.getByRole('link', { name: /^Block list/ }).click();
    const blockTable = page.getByRole('table', { name: `Block list of leading order ${id}` });
    await expect(page.getByText(/the block list decides nothing until/)).toBeVisible();
    for (const account of [refused, removed]) {
      await page.getByRole('button', { name: 'Add account' }).click();
      const dialog = page.getByRole('dialog', { name: `Block an account from following order ${id}` });
      await dialog.getByLabel(/Account ID/).fill(String(account));
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(page.getByText(`Account #${account} blocked from following leading order ${id}`)).toBeVisible();
    }
    await rowAction(page, blockTable.getByRole('row').filter({ hasText: `Account #${removed}` }), 'Remove');
    const confirm = page.getByRole('alertdialog', { name: 'Remove from the block list?' });
    await expect(confirm).toContainText(`Account #${removed}`);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText(`Account #${removed} removed from the block list of leading order ${id}`)).toBeVisible();
    await page.getByRole('button', { name: 'Add from a file' }).click();
    const blockBatch = page.getByRole('dialog', { name: `Block accounts from a file for order ${id}` });
    await blockBatch.locator('input[type="file"]').setInputFiles({
      name: 'block.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${blockedOne}\n${invited}\n`),
    });
    await blockBatch.getByRole('button', { name: 'Preview' }).click();
    await expect(blockBatch.getByRole('table', { name: 'Rows of the file' })).toContainText('On the other list');
    await blockBatch.getByRole('button', { name: 'Block 1 valid account' }).click();
    await expect(blockBatch.getByText('Applied: 1 of 2 rows added')).toBeVisible();
    await blockBatch.getByRole('button', { name: 'Done' }).click();
    await expect(blockTable).toContainText(`Account #${blockedOne}`);
    await expect(blockTable).toContainText(`Account #${refused}`);
    await snap(page, 'copy-block-list');

    // Everyone but blocked accounts, from the leading orders page: a blocked account is refused, another copied.
    await openInApp(page, `${LEADING}/open?orderId=${id}`);
    await rowAction(page, rowWithId(page, leadingTable(page), id), 'Change who may follow');
    const permission = page.getByRole('dialog', { name: `Who may follow leading order ${id}` });
    await permission.getByLabel(/Who may follow/).selectOption('not_blocked');
    await permission.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Who may follow leading order ${id} changed`)).toBeVisible();
    expect(await devFollow(api, id, refused)).toEqual({ copied: false, reason: 'blocked' });
    expect(await devFollow(api, id, fromFile)).toMatchObject({ copied: true });

    // The refusals are among the order's skipped followers, with their reasons.
    await rowWithId(page, leadingTable(page), id).click();
    const drawer = page.getByRole('dialog', { name: `Leading order ${id}` });
    await expect(drawer).toContainText('Everyone but blocked accounts');
    const skipped = drawer.getByRole('table', { name: 'Skipped followers' });
    await expect(skipped).toContainText('Not invited');
    await drawer.getByLabel('Skipped followers by reason').selectOption('blocked');
    await expect(skipped).toContainText('On the block list');
    await expect(skipped).toContainText(`#${refused}`);
    await page.waitForTimeout(500);
    await snap(page, 'copy-leading-order-skips');

    // The invite list in Chinese.
    await openInApp(page, `/future/follow-trade-order-records/invite/user/${id}`);
    await expect(page.getByRole('table', { name: `Invite list of leading order ${id}` })).toContainText(`Account #${invited}`);
    await page.getByTestId('language-switch').selectOption('zh-CN');
    await expect(page.getByRole('heading', { name: `带单 ${id} 的邀请名单` })).toBeVisible();
    await snap(page, 'copy-invite-list-zh-CN');
    await page.getByTestId('language-switch').selectOption('en-US');
  } finally {
    await call(api, 'futures/gamePlay/edit', { id: gameplay.id, status: 0 });
    await api.dispose();
  }
});

test('the yield settings tab shows the client’s stake picker and the yield range, no random yield, and the gameplays a narrowed range leaves outside', async ({
  page,
}) => {
  const api = await apiAs('admin');
  const { yield: saved } = await call<{ yield: { maxYield: string } }>(api, 'system/setting/init', undefined, 'GET');
  try {
    await openInApp(page, '/future/system-settings/yield');
    await expect(page.getByRole('tab', { name: 'Yield', selected: true })).toBeVisible();
    await expect(page.getByLabel(/Button stakes/)).not.toHaveValue('');
    await expect(page.getByLabel(/Minimum yield ratio/)).not.toHaveValue('');
    await expect(page.getByLabel(/random/i)).toHaveCount(0);
    // A maximum below the demo's 5-minute gameplays' 0.9 names them; they keep their ratio until edited.
    const max = page.getByLabel(/Maximum yield ratio/);
    await max.fill('0.89');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/gameplays? (has|have) a yield ratio outside this range/)).toBeVisible();
    await expect(page.getByText(/5 minutes: 0\.9/).first()).toBeVisible();
    await snap(page, 'copy-yield-settings');
    await page.getByTestId('language-switch').selectOption('zh-CN');
    await expect(page.getByRole('heading', { name: '全局收益设置' })).toBeVisible();
    await expect(page.getByText(/个玩法的收益率超出此范围/)).toBeVisible();
    await snap(page, 'copy-yield-settings-zh-CN');
    await page.getByTestId('language-switch').selectOption('en-US');
  } finally {
    await call(api, 'system/setting/saveOrUpdate', { yield: { maxYield: saved.maxYield } });
    await api.dispose();
  }
});
