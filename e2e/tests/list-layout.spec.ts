import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures';
import { apiAs, call, dataRows, rowAction } from '../finance-support';
import { openInApp, snap, storageStateFile } from '../support';

// The tests act on records of their own: they share a kept page (fixtures.ts).
test.use({ storageState: storageStateFile('admin'), pageKept: true });

/**
 * Every list of the console, as a reviewer opens it: by its address, or for a page reached from a record (a
 * downline, a payment's runners) the way staff reach it. A list shows at least as many rows as the viewport
 * asks for, or every row it has when it has fewer (a handful of levels, roles or coins).
 */
interface ListUnderTest {
  name: string;
  path?: string;
  /** Opens a page reached from a record (the path is found through the API or by clicking, as staff would). */
  reach?: (page: Page) => Promise<void>;
}

interface ListedUser {
  id: number;
}

/** The address of a drill-down page, found once through the API and reused at every viewport. */
const found = new Map<string, string>();
async function foundPath(key: string, find: () => Promise<string>): Promise<string> {
  if (!found.has(key)) found.set(key, await find());
  return found.get(key) as string;
}

/** An agent with a large downline: the agent with the most direct downline among the first active agents. */
const downlinePath = () =>
  foundPath('downline', async () => {
    const api = await apiAs('admin');
    const agents = await call<{ records: ListedUser[] }>(api, 'account/list', { accountType: 2, status: 1, pageSize: 20 });
    let best = { id: 0, total: 0 };
    for (const agent of agents.records) {
      const downline = await call<{ total: number }>(api, 'account/subordinate', { accountId: agent.id, level: 1, pageSize: 1 });
      if (downline.total > best.total) best = { id: agent.id, total: downline.total };
    }
    await api.dispose();
    if (!best.id) throw new Error('no demo agent with a downline');
    return `/users/list/subordinate/${best.id}`;
  });

/** A user whose flow volume has the longest history among the first users listed. */
const flowRecordsPath = () =>
  foundPath('flow', async () => {
    const api = await apiAs('admin');
    const users = await call<{ records: ListedUser[] }>(api, 'account/list', { status: 1, accountType: 1, pageSize: 30 });
    let best = { id: 0, total: 0 };
    for (const user of users.records) {
      const history = await call<{ total: number }>(api, 'flow/list', { accountId: user.id, pageSize: 1 });
      if (history.total > best.total) best = { id: user.id, total: history.total };
    }
    await api.dispose();
    if (!best.id) throw new Error('no demo user with a flow volume history');
    return `/users/list/flow-records/${best.id}`;
  });

/** A paid distribution payment's runners, reached from its row as staff do. */
async function openRunners(page: Page) {
  await openInApp(page, '/finance/distribution-payment-records?status=1');
  await rowAction(page, dataRows(page.getByRole('table', { name: 'Distribution payments' })).first(), 'View runners');
  await expect(page).toHaveURL(/\/runner\//);
}

const LISTS: ListUnderTest[] = [
  { name: 'users', path: '/users/list' },
  { name: 'users-batch-uploads', path: '/users/batch-upload' },
  { name: 'user-downline', reach: async (page) => void (await openInApp(page, await downlinePath())) },
  { name: 'user-flow-records', reach: async (page) => void (await openInApp(page, await flowRecordsPath())) },
  { name: 'user-levels', path: '/users/settings/user-level' },
  { name: 'marketing-levels', path: '/users/settings/marketing-level' },
  { name: 'kyc', path: '/users/kyc-list' },
  { name: 'otp', path: '/users/otp-records' },
  { name: 'agents', path: '/agent/user-list' },
  { name: 'agent-logs', path: '/agent/agent-logs' },
  { name: 'deposits', path: '/finance/deposit/all' },
  { name: 'deposits-pending', path: '/finance/deposit/pending' },
  { name: 'withdrawals', path: '/finance/withdrawal/all' },
  { name: 'wallet-changes', path: '/finance/account-change-records' },
  { name: 'transfers', path: '/finance/transfer-record' },
  { name: 'wallet-balances', path: '/finance/user-wallet-balance/all' },
  { name: 'deposit-addresses', path: '/finance/third-party-wallet/deposit-address-list' },
  { name: 'on-chain-records', path: '/finance/third-party-wallet/on-chain-records' },
  { name: 'fund-records', path: '/finance/fund-management-records' },
  { name: 'distribution-payments', path: '/finance/distribution-payment-records' },
  { name: 'distribution-runners', reach: openRunners },
  {
    name: 'distribution-runner-hours',
    reach: async (page) => {
      await openRunners(page);
      await rowAction(page, dataRows(page.getByRole('table', { name: 'Runners of a distribution payment' })).first(), 'Hourly records');
      await expect(page).toHaveURL(/\/runner\/detail\//);
    },
  },
  { name: 'withdrawal-addresses', path: '/finance/user-binding-withdrawal-address' },
  { name: 'deposit-settings', path: '/finance/settings/deposit' },
  { name: 'withdrawal-settings', path: '/finance/settings/withdrawal' },
  { name: 'role-users', path: '/backstage-management/permission-settings/role-list/user-list/2' },
  { name: 'admins', path: '/backstage-management/permission-settings/admin-list' },
  { name: 'roles', path: '/backstage-management/permission-settings/role-list' },
  { name: 'ip-whitelist', path: '/backstage-management/white-list' },
  { name: 'ip-blacklist', path: '/backstage-management/black-list' },
  { name: 'client-logs', path: '/backstage-management/client-logs' },
  { name: 'backstage-logs', path: '/backstage-management/backstage-logs' },
  // Reports: a row per day of the last 30 (the default range), agents and users with figures, and the export jobs.
  { name: 'platform-report-daily', path: '/report/platform-report/daily' },
  { name: 'agent-report', path: '/report/agent-report/summary' },
  { name: 'marketing-report', path: '/report/user-marketing-report/summary' },
  { name: 'account-report', path: '/report/user-personal-report/summary' },
  { name: 'export-center', path: '/report/export-center' },
];

const VIEWPORTS = [
  { width: 1440, height: 900, rows: 10 },
  { width: 1280, height: 800, rows: 6 },
] as const;

/**
 * What the admin sees without scrolling: data rows wholly inside both the window and the table's own
 * scroll area, and how far the page itself would scroll sideways.
 */
async function measure(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('main table[aria-label]:not([aria-label="Sums per coin"])');
    // The table scrolls inside its own area (its parent): a row below that area's edge is not seen either.
    const box = (table?.parentElement ?? document.body).getBoundingClientRect();
    const rows = [...(table?.querySelectorAll('tbody tr:not([data-skeleton]):not([aria-hidden])') ?? [])].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.height > 0 && r.top >= Math.max(0, box.top) && r.bottom <= Math.min(window.innerHeight, box.bottom) + 1;
    });
    const all = table?.querySelectorAll('tbody tr:not([data-skeleton]):not([aria-hidden])').length ?? 0;
    // A folded sums line shows a coin whole or not at all: none may stand cut at the strip's edge.
    const cutSums = [...document.querySelectorAll('main [data-sum-line]')].filter((line) => {
      const strip = (line.parentElement as HTMLElement).getBoundingClientRect();
      const r = line.getBoundingClientRect();
      return r.top < strip.bottom && r.right > strip.right + 1;
    }).length;
    return { rows: rows.length, all, cutSums, overflow: document.documentElement.scrollWidth - window.innerWidth };
  });
}

// Each list is opened once, at the larger window, and measured at each window size in turn: the list follows the
// window as it is resized (its scroll area takes the height left), so the smaller size is the same layout a
// fresh load there gets, without loading every page twice. The lists are opened inside the console (`openInApp`), as
// its menu opens them: a load of the whole console for each of them was about two minutes of the browser's CPU.
test(`every list at ${VIEWPORTS.map((v) => `${v.width}x${v.height}`).join(' and ')} shows at least ${VIEWPORTS.map((v) => v.rows).join(' and ')} rows and never scrolls sideways`, async ({
  page,
}) => {
  test.setTimeout(LISTS.length * 15_000);
  const figures: string[] = [];
  const failures: string[] = [];
  for (const list of LISTS) {
    await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
    if (list.reach) await list.reach(page);
    else await openInApp(page, list.path as string);
    const table = page.locator('main table[aria-label]').last();
    await expect(table.locator('tbody tr:not([data-skeleton])').first()).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    // The list measured is the page's own (not the one a click came from): every list here has rows.
    await expect.poll(async () => (await measure(page)).all, { message: `${list.name}: the list's rows` }).toBeGreaterThan(0);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // Settled once two frames pass with the same figures: the scroll area follows the resize in the next frame.
      let { rows, all, cutSums, overflow } = await measure(page);
      for (let tries = 0; tries < 20; tries++) {
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const again = await measure(page);
        const same = again.rows === rows && again.overflow === overflow && again.cutSums === cutSums;
        ({ rows, all, cutSums, overflow } = again);
        if (same) break;
      }
      const size = `${viewport.width}x${viewport.height}`;
      // A list with fewer rows than the viewport asks for shows every one of them.
      const wanted = Math.min(viewport.rows, all);
      figures.push(`${list.name} at ${size}: ${rows} of ${all} rows, overflow ${overflow} px`);
      if (rows < wanted) failures.push(`${list.name} at ${size} (${page.url()}): ${rows} rows visible, wanted ${wanted}`);
      if (cutSums > 0) failures.push(`${list.name} at ${size} (${page.url()}): ${cutSums} sums cut at the strip's edge`);
      if (overflow > 0) failures.push(`${list.name} at ${size} (${page.url()}): the page scrolls ${overflow} px sideways`);
      if (viewport === VIEWPORTS[0]) await snap(page, `list-${list.name}`);
    }
  }
  test.info().annotations.push({ type: 'figures', description: figures.join('; ') });
  console.log(figures.join('; '));
  expect(failures).toEqual([]);
});
