import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
