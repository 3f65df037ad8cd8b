import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { appContext } from './test.ts';

export const DEMO_PASSWORD = 'Terapia2026!';
export const ACCOUNTS = {
  admin: 'admin@demo.mx',
  therapist: 'terapeuta@demo.mx',
  therapist2: 'terapeuta2@demo.mx',
  patient: 'paciente@demo.mx',
  patient2: 'paciente2@demo.mx',
  patient3: 'paciente3@demo.mx',
} as const;

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

/** A page of a browser context of its own (on the run's clock), signed in as `email`. */
export async function signedInPage(
  browser: Browser,
  email: string,
  options?: BrowserContextOptions,
): Promise<Page> {
  const page = await (await appContext(browser, options)).newPage();
  await loginFromStart(page, email);
  return page;
}

/** The signed-in user's API token, as the app keeps it. */
export async function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('currentUser') ?? '{}').token);
}

/** The headers of an API call made with `token`. */
export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A token of `email` from the API's own sign-in, for calls made without a page. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/v1/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  return (await answer.json()).token;
}
