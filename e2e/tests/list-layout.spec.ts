import { expect, type Page, test } from '@playwright/test';
import { snap, storageStateFile } from '../support';

test.use({ storageState: storageStateFile('admin') });

/**
 * Every list of the console, as a reviewer opens it. The demo data fills each with more rows than a screen
 * holds, unless `rows` says how many it has (a handful of levels or roles).
 */
const LISTS: { name: string; path: string; rows?: number }[] = [
  { name: 'users', path: '/users/list' },
  { name: 'users-batch-uploads', path: '/users/batch-upload', rows: 1 },
  { name: 'user-levels', path: '/users/settings/user-level', rows: 6 },
  { name: 'marketing-levels', path: '/users/settings/marketing-level', rows: 5 },
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
  { name: 'withdrawal-addresses', path: '/finance/user-binding-withdrawal-address' },
  { name: 'role-users', path: '/backstage-management/permission-settings/role-list/user-list/2', rows: 4 },
  { name: 'admins', path: '/backstage-management/permission-settings/admin-list' },
  { name: 'roles', path: '/backstage-management/permission-settings/role-list', rows: 6 },
  { name: 'ip-whitelist', path: '/backstage-management/white-list', rows: 5 },
  { name: 'ip-blacklist', path: '/backstage-management/black-list' },
  { name: 'client-logs', path: '/backstage-management/client-logs' },
  { name: 'backstage-logs', path: '/backstage-management/backstage-logs' },
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
    return { rows: rows.length, overflow: document.documentElement.scrollWidth - window.innerWidth };
  });
}

for (const viewport of VIEWPORTS) {
  test(`every list at ${viewport.width}x${viewport.height} shows at least ${viewport.rows} rows and never scrolls sideways`, async ({
    page,
  }) => {
    test.setTimeout(LISTS.length * 15_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const figures: string[] = [];
    const failures: string[] = [];
    for (const list of LISTS) {
      await page.goto(list.path);
      const table = page.locator('main table[aria-label]').last();
      await expect(table.locator('tbody tr:not([data-skeleton])').first()).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      const { rows, overflow } = await measure(page);
      const wanted = Math.min(viewport.rows, list.rows ?? viewport.rows);
      figures.push(`${list.name}: ${rows} rows, overflow ${overflow} px`);
      if (rows < wanted) failures.push(`${list.name} (${list.path}): ${rows} rows visible, wanted ${wanted}`);
      if (overflow > 0) failures.push(`${list.name} (${list.path}): the page scrolls ${overflow} px sideways`);
      if (viewport.width === 1440) await snap(page, `list-${list.name}`);
    }
    test.info().annotations.push({ type: 'figures', description: figures.join('; ') });
    console.log(`${viewport.width}x${viewport.height}: ${figures.join('; ')}`);
    expect(failures).toEqual([]);
  });
}
