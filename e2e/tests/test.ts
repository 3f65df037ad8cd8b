import { test as base, expect, type Browser, type BrowserContextOptions } from '@playwright/test';

/** The two screen sizes the suite looks at: the project's desktop and a phone. */
export const DESKTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };

/** The app's "now" in this run: the server's clock (e2e/clock.mjs), shifted from the real one. */
export function appNow(): Date {
  return new Date(Date.now() + Number(process.env.E2E_CLOCK_SHIFT ?? 0));
}

/**
 * A browser context whose clock agrees with the server's: "today", "hace 5 minutos" and the free
 * slots of the day read the same in the browser as on the server, at any real hour.
 */
export async function appContext(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await context.clock.setSystemTime(appNow());
  return context;
}

/** Playwright's test, with every page's clock on the run's clock (see appContext). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.setSystemTime(appNow());
    await use(context);
  },
});
export { expect };
