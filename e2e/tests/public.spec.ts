import { expectAccessible, shot } from './checks.ts';
import { expect, PHONE, test } from './test.ts';

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

  test('the public pages load none of the app code, and only /contacto loads React', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const app = /private-area|providers|auth-area|login-page|\/assets\/index-/;
    await page.goto('/home');
    await expect(page.locator('#inicio')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => app.test(u) || /\/assets\/react-/.test(u))).toEqual([]);

    scripts.length = 0;
    await page.goto('/contacto');
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((u) => /\/assets\/react-/.test(u))).toBe(true);
    expect(scripts.filter((u) => app.test(u))).toEqual([]);
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
  test.use({ viewport: PHONE });
  test('the header collapses into a menu button', async ({ page }) => {
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: /menú/i });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(page.getByRole('link', { name: 'Nosotros', exact: true }).first()).toBeVisible();
    await shot(page, 'home-phone');
  });

  test('on the sign-in pages, rendered by the app, the same menu closes on each navigation', async ({
    page,
  }) => {
    await page.goto('/login');
    const toggle = page.getByRole('button', { name: /menú/i });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await toggle.click();
    await nav.getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page.getByRole('heading', { name: 'Estamos para ayudarte' })).toBeVisible();
    await expect(nav).toBeHidden();
    await toggle.click();
    await page.getByRole('banner').getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/registro$/);
    await expect(nav).toBeHidden();
    await shot(page, 'sign-up-phone');
  });
});
