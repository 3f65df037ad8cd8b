import type { Page } from '@playwright/test';
import { ACCOUNTS, login } from './session.ts';
import { siteSettings } from './site-settings.ts';
import { expectAccessible, expectNoSidewaysScroll, shot } from './checks.ts';
import { expect, PHONE, test } from './test.ts';

/** Each public page, the title of its tab and the heading its own text starts with. */
const PAGES = [
  { path: '/home', title: 'Inicio', heading: 'Cuidado complementario, cercano y profesional' },
  { path: '/nosotros', title: 'Nosotros', heading: 'Una red de terapeutas que cuida de ti' },
  {
    path: '/terapias-servicios',
    title: 'Terapias y servicios',
    heading: 'Terapias complementarias con acompañamiento profesional',
  },
  { path: '/contacto', title: 'Contacto', heading: 'Estamos para ayudarte' },
  {
    path: '/aviso-de-privacidad',
    title: 'Aviso de privacidad',
    heading: 'Aviso de privacidad integral',
  },
] as const;

/** The demo's site settings, as the footer shows them. */
const FOOTER_PHONE = '+52 81 8340 2718';
const EMAIL = 'contacto@armoniaterapias.mx';

/** Console errors and uncaught exceptions of a page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

test.describe('prerendered public pages', () => {
  test('the HTML as served holds the whole page: its text, title, description and the site settings', async ({
    request,
  }) => {
    const descriptions = new Set<string>();
    for (const { path, title, heading } of PAGES) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(`<title>${title} · Armonía Terapias</title>`);
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(description, path).toBeTruthy();
      descriptions.add(description!);
      expect(html.replace(/<[^>]+>/g, ''), path).toContain(heading);
      expect(html, path).toContain(EMAIL);
      // The footer's contact list, the address as stored in the settings.
      expect(html, path).toContain('San Pedro Garza García');
      // The public pages' script, never the app's.
      expect(html, path).toMatch(/<script type="module" src="\/assets\/site-[^"]+\.js">/);
      expect(html, path).not.toMatch(/\/assets\/index-[^"]+\.js/);
    }
    expect(descriptions.size).toBe(PAGES.length);
  });

  test.describe('with JavaScript turned off', () => {
    test.use({ javaScriptEnabled: false });

    test('every page shows its content and the footer settings', async ({ page }) => {
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        const footer = page.getByRole('contentinfo');
        await expect(footer).toContainText(FOOTER_PHONE);
        await expect(footer.getByRole('link', { name: /Facebook/ })).toBeVisible();
      }
      await page.goto('/contacto');
      await expect(page.getByLabel('Nombre completo')).toBeVisible();
      // Sent before the script takes it over, the form would put the visitor's data in the URL.
      await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
      await shot(page, 'prerendered-contact-no-js-desktop');
    });

    test.describe('on a phone', () => {
      test.use({ viewport: PHONE });

      test('the menu opens and closes without any script', async ({ page }) => {
        await page.goto('/nosotros');
        const nav = page.getByRole('navigation', { name: 'Principal' });
        await expect(nav).toBeHidden();
        await page.getByRole('button', { name: 'Menú' }).click();
        await expect(nav.getByRole('link', { name: 'Contacto' })).toBeVisible();
        await shot(page, 'prerendered-menu-no-js-phone');
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();
        await expect(page.getByRole('button', { name: 'Menú' })).toBeFocused();
        // No sideways scrolling on a phone.
        for (const { path } of PAGES) {
          await page.goto(path);
          await expectNoSidewaysScroll(page, path);
        }
      });
    });
  });

  test('the pages load without console errors, and /contacto hydrates its form', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    for (const { path, title } of PAGES) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} · Armonía Terapias`);
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/contacto');
    const send = page.getByRole('button', { name: 'Enviar mensaje' });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText('Escribe tu nombre.')).toBeVisible();
    await expect(page.getByLabel('Nombre completo')).toBeFocused();
    await shot(page, 'prerendered-contact-hydrated-desktop');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a signed-in visitor gets the way to their panel in the prerendered header', async ({
    page,
  }) => {
    await page.goto('/login');
    await login(page, ACCOUNTS.therapist);
    await page.waitForURL('**/home-therapist');
    await page.goto('/nosotros');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Ir a mi panel' })).toHaveAttribute(
      'href',
      '/home-therapist',
    );
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeHidden();
  });

  test('a change of the site settings reaches the prerendered pages at once', async ({
    request,
    page,
  }) => {
    const { before, put } = await siteSettings(request);
    // A network the other tests do not look at, taken away again at the end.
    const changed = {
      ...before,
      social: [...before.social, { network: 'tiktok', url: 'https://www.tiktok.com/@armonia' }],
    };
    expect((await put(changed)).ok()).toBe(true);
    try {
      await page.goto('/home');
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'TikTok de Armonía Terapias' }),
      ).toHaveAttribute('href', 'https://www.tiktok.com/@armonia');
    } finally {
      await put(before);
    }
  });
});
