import { expect, test } from '@playwright/test';
import { expectAccessible, shot } from './helpers.ts';

test.describe('public site', () => {
  test('the empty path opens /home, with header, footer and site settings', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Nuevo León');
    await expect(footer).toContainText('+52 81 8340 2718');
    await expect(footer).toContainText('contacto@armoniaterapias.mx');
    await expect(footer).toContainText('© 2023 Armonía Terapias. Todos los derechos reservados.');
    await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      /facebook\.com/,
    );
    await expect(footer.locator('a[href="/contacto#inicio"]')).toBeVisible();
    await shot(page, 'home-desktop');
    await expectAccessible(page);
  });

  test('/home loads none of the signed-in app code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/home');
    await expect(page.locator('#inicio')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => /private-area|providers|auth-area|login-page/.test(u))).toEqual(
      [],
    );
  });

  test('each public page opens from the header and has its #inicio anchor', async ({ page }) => {
    await page.goto('/home');
    const nav = page.getByRole('banner');
    for (const [name, path] of [
      ['Nosotros', '/nosotros'],
      ['Terapias y servicios', '/terapias-servicios'],
      ['Contacto', '/contacto'],
    ] as const) {
      await nav.getByRole('link', { name, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('#inicio')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await page.goto('/aviso-de-privacidad');
    await expect(page.getByText(/2026-11/).first()).toBeVisible();
  });

  test('the sign-in button leads to /login', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the contact form refuses empty fields and stores a valid message', async ({ page }) => {
    await page.goto('/contacto');
    await page.getByRole('button', { name: /Enviar/ }).click();
    await expect(page.getByText('Escribe tu nombre.')).toBeVisible();
    await page.getByLabel('Nombre', { exact: false }).first().fill('Rosa Elena Cantú');
    await page.getByLabel('Correo electrónico').fill('rosa.cantu@correo.mx');
    await page.getByLabel('Asunto').selectOption('informes');
    await page
      .getByLabel('Mensaje')
      .fill('Quisiera informes sobre la terapia de par biomagnético.');
    await page.getByRole('button', { name: /Enviar/ }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Gracias por escribirnos' }),
    ).toBeVisible();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/esto-no-existe');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});

test.describe('public site on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the header collapses into a menu button', async ({ page }) => {
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: /menú/i });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Nosotros', exact: true }).first()).toBeVisible();
    await shot(page, 'home-phone');
  });
});
