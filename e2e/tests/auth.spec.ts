import { ACCOUNTS, bearer, login, loginFromStart } from './session.ts';
import { expectAccessible, shot } from './checks.ts';
import { expect, test } from './test.ts';

test.describe('sign-in', () => {
  test('a therapist lands on the therapist layout with the spec sidebar', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await expect(page).toHaveURL(/\/home-therapist$/);
    const sidebar = page.getByTestId('sidebar');
    for (const item of [
      'Agenda',
      'Pacientes',
      'Cita Nueva',
      'Catálogos',
      'Información y tutoriales',
      'Directorio terapeutas',
    ]) {
      await expect(sidebar.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('page-title')).toHaveText('Inicio');
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('currentUser') ?? '{}'),
    );
    expect(stored).toMatchObject({
      Rol: 'Terapeuta',
      email: ACCOUNTS.therapist,
      name: 'Alejandra',
    });
    expect(stored.token).toEqual(expect.any(String));
    await shot(page, 'therapist-home-desktop');
    await expectAccessible(page);
  });

  test('a patient lands on Mis citas with the three-item menu', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.patient);
    await expect(page).toHaveURL(/\/dashboard$/);
    const links = page
      .getByTestId('sidebar')
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link');
    await expect(links).toHaveText([
      'Mis citas',
      'Directorio de terapeutas',
      'Información y Tutoriales',
    ]);
    await expect(page.getByTestId('page-title')).toHaveText('Mis citas');
    await shot(page, 'patient-home-desktop');
    await expectAccessible(page);
  });

  test('a Super-Admin lands on the admin layout with the icon rail', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin-analytics$/);
    for (const name of [
      'Catálogos',
      'Usuarios',
      'Información',
      'Configuración',
      'Analítica de datos',
    ]) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('page-title')).toHaveText('Analítica de datos');
    await shot(page, 'admin-home-desktop');
    await expectAccessible(page);
  });

  test('a wrong password shows the spec error dialog and keeps the user out', async ({ page }) => {
    await page.goto('/login');
    await login(page, ACCOUNTS.patient, 'no-es-la-clave');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(dialog).toContainText(
      'Usuario o contraseña incorrectos. Por favor intente de nuevo',
    );
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('returnUrl: a protected URL goes to sign-in and back there afterwards', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fcalendar$/);
    await login(page, ACCOUNTS.therapist);
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByTestId('page-title')).toHaveText('Agenda');
  });

  test("another role's route sends the user to their own home with a notice", async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.patient);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/calendar');
    await expect(page).toHaveURL(/\/dashboard\?returnUrl=%2Fcalendar$/);
    await expect(page.getByText('No tienes acceso', { exact: true })).toBeVisible();
  });

  test('logout clears storage and goes to /home', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await expect(page).toHaveURL(/\/home-therapist$/);
    await page.evaluate(() => sessionStorage.setItem('algo', '1'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/home$/);
    const storage = await page.evaluate(() => [localStorage.length, sessionStorage.length]);
    expect(storage).toEqual([0, 0]);
    await page.goto('/calendar');
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
  });

  test('a revoked session: the next call logs out and asks to sign in again', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.patient2);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('currentUser')!).token);
    // The app is closed before the session is revoked: a call of Mis citas still under way (the
    // header's counters start when the socket connects) would otherwise meet the 401 on this
    // page. The token stays stored, as in a tab opened again after a logout elsewhere.
    await page.goto('about:blank');
    await page.request.post('/api/v1/logout', { headers: bearer(token) });
    await page.goto('/change-password');
    await expect(page.getByRole('dialog')).toContainText('Tu sesión expiró');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fchange-password$/);
  });
});

test.describe('accounts', () => {
  test('a patient signs up with express consent and lands on Mis citas', async ({ page }) => {
    await page.goto('/registro');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(
      page.getByText('Debes aceptar el aviso de privacidad para crear tu cuenta.'),
    ).toBeVisible();
    await page.getByLabel('Nombre(s)').fill('Valeria');
    await page.getByLabel('Apellidos').fill('Quintanilla Garza');
    await page.getByLabel('Correo electrónico').fill(`valeria.${Date.now()}@correo.mx`);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Mi-Clave-Segura-1');
    await page.getByLabel('Confirma la contraseña').fill('Mi-Clave-Segura-1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('user-menu')).toContainText('Valeria Quintanilla Garza');
  });

  test('a user changes the password and sees the success dialog', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.patient3);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByTestId('page-title')).toHaveText('Cambiar contraseña');
    await page.getByLabel('Contraseña actual').fill('Terapia2026!');
    await page
      .getByRole('textbox', { name: 'Contraseña nueva', exact: true })
      .fill('Nueva-Clave-2027');
    await page.getByLabel('Confirma la contraseña nueva').fill('Nueva-Clave-2027');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByTestId('success-save');
    await expect(dialog).toContainText('Exitoso');
    await expect(dialog).toHaveAttribute('data-icon', 'check');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    // Put the demo password back so the account stays as the README says.
    await page.getByLabel('Contraseña actual').fill('Nueva-Clave-2027');
    await page.getByRole('textbox', { name: 'Contraseña nueva', exact: true }).fill('Terapia2026!');
    await page.getByLabel('Confirma la contraseña nueva').fill('Terapia2026!');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByTestId('success-save')).toBeVisible();
  });

  test('password recovery answers the same for any e-mail', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('alguien@correo.mx');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByRole('status')).toContainText('Si el correo está registrado');
  });
});
