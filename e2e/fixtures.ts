import { test as base } from '@playwright/test';

/**
 * The browser tests' `test`: its page's browser asks for less data (Data Saver, `navigator.connection.saveData`), so
 * the console fetches each area when a test opens it rather than every permitted area ahead after each page load.
 * Fetching ahead cost the tests' browser about 1.8 CPU seconds of every page load (of about 6), and the tests load a
 * page some 160 times. What fetching ahead does is tested where it is measured (`budgets.spec.ts`, with the plain
 * `test`) and in the host's unit tests; pages a test opens itself (`context.newPage()`) fetch ahead as usual.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    // The override lasts while this session is attached: it stays for the page's life.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never);
    await use(page);
  },
});
