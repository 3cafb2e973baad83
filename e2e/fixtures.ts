import { type BrowserContext, test as base, type Page } from '@playwright/test';
import { closeOtherTags, closeToasts } from './support';

interface KeptPage {
  state: string;
  context: BrowserContext;
  page: Page;
}

/** Asks the page's browser for less data (Data Saver): see `test` below. The override lasts while the session is attached. */
async function saveData(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never);
}

/**
 * The browser tests' `test`: its page's browser asks for less data (Data Saver, `navigator.connection.saveData`), so
 * the console fetches each area when a test opens it rather than every permitted area ahead after each page load.
 * Fetching ahead cost the tests' browser about 1.8 CPU seconds of every page load (of about 6), and the tests load a
 * page some 160 times. What fetching ahead does is tested where it is measured (`budgets.spec.ts`, with the plain
 * `test`) and in the host's unit tests; pages a test opens itself (`context.newPage()`) fetch ahead as usual.
 *
 * `test.use({ pageKept: true })`: the tests of such spec files share one page per signed-in account, kept by
 * the worker from file to file, each test opening its address inside the console already loaded (`openInApp`)
 * instead of loading the console again in a new browser context (about four CPU seconds of the browser each time).
 * For files whose tests read lists and act on records of their own, and need no fresh session or storage; a retry
 * runs in a new worker, on a new page. Between them, a kept page sits on the last page a test left it on (an idle
 * page costs its browser one to four hundredths of a core: a list, the home dashboard).
 */
export const test = base.extend<{ pageKept: boolean }, { keptPages: KeptPage[] }>({
  pageKept: [false, { option: true }],
  keptPages: [
    // biome-ignore lint/correctness/noEmptyPattern: a worker fixture that needs no other
    async ({}, use) => {
      const kept: KeptPage[] = [];
      await use(kept);
      for (const k of kept) await k.context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ page, pageKept, keptPages, browser, storageState, baseURL, locale, timezoneId, viewport, reducedMotion }, use) => {
    if (!pageKept) {
      await saveData(page);
      await use(page);
      return;
    }
    const state = typeof storageState === 'string' ? storageState : JSON.stringify(storageState ?? null);
    let kept = keptPages.find((k) => k.state === state);
    if (!kept) {
      const context = await browser.newContext({ storageState, baseURL, locale, timezoneId, viewport, reducedMotion });
      const shared = await context.newPage();
      await saveData(shared);
      kept = { state, context, page: shared };
      keptPages.push(kept);
    }
    await use(kept.page);
    // Toasts a test left, and the shell's notices of export jobs that ended meanwhile (every test signs in as the
    // same admins), are closed: they cover the top right of the next test's page.
    await closeToasts(kept.page);
    // What a test left open (a drawer, a dialog, a confirmation, a menu) is closed: the next test opens its page beneath it.
    const open = kept.page.locator('[role="dialog"], [role="alertdialog"], [role="menu"]:visible');
    for (let i = 0; i < 3 && (await open.count()) > 0; i++) await kept.page.keyboard.press('Escape');
    // The language is the admin's choice, kept in the browser: a test that looked at a screen in Chinese leaves the
    // next one its page in English.
    const language = kept.page.getByTestId('language-switch');
    if ((await language.count()) && (await language.inputValue()) !== 'en-US') await language.selectOption('en-US');
    // A test that looked at the page at another size leaves the next one the configured size.
    const size = kept.page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) await kept.page.setViewportSize(viewport);
    // The tags of the pages earlier tests opened are closed, but the one of the page left open: a tag is a link named
    // after its page ("Downline of pacific11"), which a later test's locator for a link of a like name would find too.
    await closeOtherTags(kept.page);
  },
});
