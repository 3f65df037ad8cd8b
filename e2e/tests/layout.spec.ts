import { ACCOUNTS, loginFromStart } from './session.ts';
import { shot } from './checks.ts';
import { expect, PHONE, test } from './test.ts';

test.describe('private layout', () => {
  test('titles follow the spec, and any therapist-catalog URL says Catálogos', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await page.getByTestId('sidebar').getByText('Catálogos', { exact: true }).click();
    await page.getByRole('link', { name: 'Par Biomagnético' }).click();
    await expect(page).toHaveURL(/\/therapist-catalog\/biomagnetic$/);
    await expect(page.getByTestId('page-title')).toHaveText('Catálogos');
    await page.goto('/therapist-catalog/location-points');
    await expect(page.getByTestId('page-title')).toHaveText('Catálogos');
    for (const [path, title] of [
      ['/patients', 'Pacientes'],
      ['/new-appointment', 'Cita Nueva'],
      ['/dashboard/reschedule', 'Reprogramar cita'],
      ['/tutorials', 'Información y tutoriales'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('page-title')).toHaveText(title);
    }
  });

  test('the sidebar search box keeps what was typed and opens /search with it', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.patient);
    await page.getByTestId('sidebar-search').fill('flores');
    await page.getByTestId('sidebar-search').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=flores$/);
    await expect(page.getByTestId('sidebar-search')).toHaveValue('flores');
  });

  test('the user menu links by role', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Mensajes' })).toHaveAttribute(
      'href',
      '/chat-therapist',
    );
    await expect(page.getByRole('menuitem', { name: 'Perfil' })).toHaveAttribute(
      'href',
      '/therapists/profile',
    );
    await expect(page.getByRole('menuitem', { name: 'Cambiar contraseña' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  });
});

test.describe('private layout on a phone', () => {
  test.use({ viewport: PHONE });

  test('the sidebar is collapsed, opens with its button and closes on navigation', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await expect(page).toHaveURL(/\/home-therapist$/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).not.toBeInViewport();
    await shot(page, 'therapist-home-phone');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(sidebar).toBeInViewport();
    await shot(page, 'therapist-menu-phone');
    await sidebar.getByRole('link', { name: 'Pacientes' }).click();
    await expect(page).toHaveURL(/\/patients$/);
    await expect(sidebar).not.toBeInViewport();
  });
});

test.describe('admin layout', () => {
  test('the submenu panel hides, reopens after a short delay and is stored under submenu', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.admin);
    await page.getByTestId('rail-users').click();
    await expect(page).toHaveURL(/\/user\/users$/);
    const panel = page.getByTestId('admin-submenu');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Permisos de Terapeutas' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('submenu'))).toBe('users');

    await page.getByTestId('rail-config').click();
    await expect(panel.getByRole('link', { name: 'Potencias' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('submenu'))).toBe('config');
    await panel.getByLabel('Filtrar opciones del menú').fill('homeo');
    await expect(panel.getByRole('link')).toHaveText(['Homeopatías con frecuencia']);
    await shot(page, 'admin-config-desktop');

    await page.getByTestId('submenu-hide').click();
    await expect(panel).toBeHidden();
    await page.getByTestId('rail-catalogue').click();
    await expect(
      page.getByTestId('admin-submenu').getByRole('link', { name: 'Flores de Bach' }),
    ).toBeVisible();
    await expect(page.getByTestId('page-title')).toHaveText('Flores de Bach');
  });

  test('every admin route of the spec is reachable', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.admin);
    for (const [path, title] of [
      ['/catalogue/tracking-list', 'Lista de Rastreo'],
      ['/catalogue/currency', 'Moneda e Idioma / Preferencias'],
      ['/catalogue/tag', 'Formación en otras Terapias'],
      ['/catalogue/symptoms', 'Síntomas'],
      ['/catalogue/biomagnetism', 'Par Biomagnético'],
      ['/catalogue/catalogues', 'Catálogos generales'],
      ['/user/therapist-profile', 'Perfil Terapeuta'],
      ['/configuration/homeopathy', 'Homeopatías con frecuencia'],
      ['/information/articles', 'Artículos de interés'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('page-title')).toHaveText(title);
    }
    await page.goto('/configuration');
    await expect(page).toHaveURL(/\/configuration\/protocols$/);
  });
});

test.describe('admin layout on a phone', () => {
  test.use({ viewport: PHONE });
  test('the admin navigation opens from the menu button', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.admin);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByTestId('rail-users')).toBeInViewport();
    await shot(page, 'admin-menu-phone');
  });
});
