import { ACCOUNTS, bearer, login, signedInPage, tokenOf } from './session.ts';
import { expectAccessible, expectNoSidewaysScroll, shot } from './checks.ts';
import { linkIn, mailTo } from './mail.ts';
import { appContext, expect, PHONE, test } from './test.ts';

const BIOMAGNETIC = 'list:biomagnetism';

test('the admin creates a therapist, who sets a password from the invitation and signs in; the admin withdraws a catalogue; the therapist loses it in the menu and the API', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, ACCOUNTS.admin);
  await admin.goto('/user/users');
  await expect(admin.getByTestId('users-table')).toContainText(ACCOUNTS.therapist);
  await expectAccessible(admin);
  await shot(admin, 'admin-users-desktop');

  // Accent-insensitive search.
  await admin.getByLabel('Buscar').fill('alejandra villarreal cantu');
  await expect(admin.locator('[data-user]')).toHaveCount(1);
  await admin.getByLabel('Buscar').fill('');

  // A new therapist: the invitation goes out, the row says so.
  const email = `renata.${Date.now()}@prueba.mx`;
  await admin.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Nombre(s)').fill('Renata');
  await dialog.getByLabel('Apellidos').fill('Guajardo Peña');
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('button', { name: 'Crear y enviar invitación' }).click();
  await expect(
    admin.getByText('Cuenta creada. Enviamos el correo para crear la contraseña.'),
  ).toBeVisible();
  await admin.getByLabel('Buscar').fill('guajardo');
  const row = admin.locator(`[data-user="${email}"]`);
  await expect(row).toContainText('Invitación enviada');
  await expect(row).toContainText('Nunca');

  // The invitation reaches the therapist, who chooses a password with it and signs in.
  const invitation = await mailTo(email, /creó tu cuenta \(Terapeuta\)/);
  const newcomer = await (await appContext(browser)).newPage();
  await newcomer.goto(linkIn(invitation, '/recuperar-contrasena'));
  await newcomer
    .getByRole('textbox', { name: 'Contraseña nueva', exact: true })
    .fill('Renata2026!x');
  await newcomer
    .getByRole('textbox', { name: 'Confirma la contraseña', exact: true })
    .fill('Renata2026!x');
  await newcomer.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(newcomer.getByText('Ya puedes iniciar sesión con ella.')).toBeVisible();
  await newcomer.goto('/login');
  await login(newcomer, email, 'Renata2026!x');
  await expect(newcomer).toHaveURL(/\/home-therapist/);
  await newcomer.context().close();
  await admin.reload();
  await admin.getByLabel('Buscar').fill('guajardo');
  await expect(row).not.toContainText('Nunca');

  // The therapist's permissions: withdraw Par Biomagnético.
  const adminToken = await tokenOf(admin);
  const found = await admin.request.get(
    `/api/v1/users?q=${encodeURIComponent(ACCOUNTS.therapist)}`,
    { headers: bearer(adminToken) },
  );
  const therapistId = (await found.json()).data.items[0].id as string;
  const restore = () =>
    admin.request.put(`/api/v1/therapist-access/${therapistId}`, {
      headers: bearer(adminToken),
      data: { modules: [{ key: BIOMAGNETIC, allowed: true, until: null }] },
    });
  try {
    await admin.goto(`/user/therapist-access?id=${therapistId}`);
    const access = admin.locator(`[data-module="${BIOMAGNETIC}"]`);
    await expect(access).toContainText('Disponible');
    await expectAccessible(admin);
    await shot(admin, 'admin-therapist-access-desktop');
    await access.getByRole('switch', { name: 'Permitir Par Biomagnético' }).click({ force: true });
    await admin.getByRole('button', { name: 'Guardar permisos' }).click();
    await expect(admin.getByText('Permisos guardados.')).toBeVisible();
    await expect(access).toContainText('Cerrado');

    const therapist = await signedInPage(browser, ACCOUNTS.therapist);
    await therapist.goto('/therapist-catalog/integrated');
    const sidebar = therapist.getByTestId('sidebar');
    await expect(sidebar.getByRole('link', { name: 'Catálogos Integrados' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Par Biomagnético' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Lista de Rastreo' })).toBeVisible();
    const refused = await therapist.request.get('/api/v1/lists/biomagnetism', {
      headers: bearer(await tokenOf(therapist)),
    });
    expect(refused.status()).toBe(403);
  } finally {
    await restore();
  }

  // The therapist's row opens the directory profile page with the account and its permissions.
  await admin.goto('/user/users');
  await admin.getByLabel('Buscar').fill('villarreal');
  await admin.getByRole('link', { name: /^Perfil: Alejandra/ }).click();
  await expect(admin).toHaveURL(new RegExp(`/user/therapist-profile\\?id=${therapistId}`));
  await expect(admin.getByTestId('therapist-account')).toContainText('Ver permisos del terapeuta');
});

test('Usuarios and Permisos de Terapeutas on a phone', async ({ browser }) => {
  const page = await signedInPage(browser, ACCOUNTS.admin, {
    viewport: PHONE,
    isMobile: true,
  });
  await page.goto('/user/users');
  await expect(page.locator('[data-user]').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'admin-users-phone');
  await page.goto('/user/therapist-access');
  await page.getByTestId('access-therapist').click();
  await page.getByRole('option').first().click();
  await expect(page.locator('[data-module]').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'admin-therapist-access-phone');
});
