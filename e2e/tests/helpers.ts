import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { MAIL_DIR } from '../mail-dir.mjs';

export const DEMO_PASSWORD = 'Terapia2026!';
export const ACCOUNTS = {
  admin: 'admin@demo.mx',
  therapist: 'terapeuta@demo.mx',
  therapist2: 'terapeuta2@demo.mx',
  patient: 'paciente@demo.mx',
  patient2: 'paciente2@demo.mx',
  patient3: 'paciente3@demo.mx',
} as const;

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

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Signs in from /login and waits until the app has taken the user in. */
export async function loginFromStart(page: Page, email: string) {
  await page.goto('/login');
  await login(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const severe = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export async function shot(page: Page, name: string) {
  // Beside the tests, whatever folder Playwright was started from.
  const file = new URL(`../screenshots/${name}.png`, import.meta.url);
  await page.screenshot({ path: fileURLToPath(file), fullPage: false });
}

/** The signed-in user's API token, as the app keeps it. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}').token);
}

/** A wall-clock time ('2026-12-09T16:00') in the browser's zone, as an ISO instant. */
export async function localIso(page: Page, wallClock: string): Promise<string> {
  return page.evaluate((w) => new Date(w).toISOString(), wallClock);
}

/** The hour of an ISO instant on the browser's clock. */
export async function localHour(page: Page, iso: string): Promise<number> {
  return page.evaluate((i) => new Date(i).getHours(), iso);
}

/** yyyy-MM-dd of the next Tuesday, Wednesday or Thursday at least `minDays` ahead. */
export function weekdayAhead(minDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + minDays);
  while (![2, 3, 4].includes(d.getDay())) d.setDate(d.getDate() + 1);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** Picks yyyy-MM-dd in a Mantine date picker opened by `input`, moving months forward as needed. */
export async function pickDate(page: Page, input: Locator, date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('es-MX', { month: 'long' }).format(new Date(y, m - 1, d));
  // Mantine names each day "23 noviembre 2026".
  const cell = page.getByRole('button', { name: `${d} ${month} ${y}`, exact: true });
  await input.click();
  for (let i = 0; i < 4 && (await cell.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Mes siguiente' }).last().click();
  }
  await cell.click();
  // The picker closes on a choice; wait for it, so a second picker's days are the only ones.
  await expect(cell).toHaveCount(0);
}

/** Quoted-printable and base64 bodies of a raw mail, decoded to text. */
function decodeMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (m) =>
    Buffer.from(
      m
        .slice(1)
        .split('=')
        .map((h) => parseInt(h, 16)),
    ).toString('utf8'),
  );
  const base64 = [...raw.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [qp, ...base64].join('\n');
}

/**
 * The newest mail the app sent to `address` whose text matches `subject`, read from what the test
 * server's SMTP capture kept (e2e/serve.mjs); waits for it to arrive.
 */
export async function mailTo(address: string, subject: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = existsSync(MAIL_DIR) ? readdirSync(MAIL_DIR).sort().reverse() : [];
        for (const file of files) {
          const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as {
            to: string[];
            raw: string;
          };
          const text = decodeMail(mail.raw);
          if (mail.to.includes(address) && subject.test(text)) {
            found = text;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${address}`, timeout: 30_000 },
    )
    .toBe(true);
  return found;
}

/** The path and query of the first link of the app in a mail, to open on the test server. */
export function linkIn(text: string, pathPrefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${pathPrefix}[^\\s]*)`).exec(text);
  expect(match, `a link to ${pathPrefix} in the mail`).not.toBeNull();
  return match![1]!;
}
