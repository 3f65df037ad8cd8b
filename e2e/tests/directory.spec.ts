import { type Page } from '@playwright/test';
import { loginFromStart, signedInPage } from './session.ts';
import { expectAccessible, expectNoSidewaysScroll, shot } from './checks.ts';
import { appContext, appNow, expect, PHONE, test } from './test.ts';

/**
 * The directory journey (issue: therapist directory and profiles): a visitor finds a therapist
 * on the public site, signs up and lands back on the booking, books; the therapist sees the
 * request arrive and confirms it; the patient can now message the therapist. The demo's
 * monica.zambrano@ (Reiki, San Nicolás de los Garza) is used by no other journey.
 */

const THERAPIST = 'monica.zambrano@demo.mx';
const SLUG = 'monica-zambrano-leal';

async function signUp(page: Page, name: string, lastName: string) {
  await page.getByLabel('Nombre(s)').fill(name);
  await page.getByLabel('Apellidos').fill(lastName);
  const email = `${name.toLowerCase()}.${Date.now()}@correo.mx`;
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Mi-Clave-Segura-1');
  await page.getByLabel('Confirma la contraseña').fill('Mi-Clave-Segura-1');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  return email;
}

const unreadOf = async (page: Page) =>
  Number(
    /(\d+) nuevas/.exec(
      (await page.getByTestId('notifications-button').getAttribute('aria-label')) ?? '',
    )?.[1] ?? 0,
  );

test('a visitor finds a therapist, signs up, books; the therapist confirms; they can talk', async ({
  browser,
}) => {
  // Two browsers and a sign-up through the whole funnel: three times the usual budget.
  test.slow();
  const therapistContext = await appContext(browser);
  const visitorContext = await appContext(browser);
  const t = await therapistContext.newPage();
  const v = await visitorContext.newPage();
  try {
    // The therapist has the app open before anything happens.
    await loginFromStart(t, THERAPIST);
    await t.goto('/home-therapist');
    await expect(t.getByTestId('page-title')).toHaveText('Inicio');
    const unreadBefore = await unreadOf(t);

    // 1. From the public home page to the directory, filtered by therapy and city.
    await v.goto('/home');
    await v.getByRole('banner').getByRole('link', { name: 'Terapeutas', exact: true }).click();
    await expect(v).toHaveURL(/\/terapeutas$/);
    const results = v.getByTestId('directory-results');
    await expect(results.getByTestId('therapist-card').first()).toBeVisible();
    const everyone = await results.getByTestId('therapist-card').count();
    await expectAccessible(v);
    await shot(v, 'directory-public-desktop');

    await v.getByLabel('Terapia', { exact: true }).selectOption({ label: 'Reiki' });
    await expect(v).toHaveURL(/terapia=/);
    await v.getByLabel('Ciudad', { exact: true }).selectOption('San Nicolás de los Garza');
    await expect(v).toHaveURL(/ciudad=San\+Nicol/);
    await expect(results.getByTestId('therapist-card')).toHaveCount(1);
    await expect(results).toContainText('Mónica Zambrano Leal');
    // The filters live in the URL: back undoes the city, forward brings it again.
    await v.goBack();
    await expect(v).not.toHaveURL(/ciudad=/);
    await expect(results.getByTestId('therapist-card').nth(1)).toBeVisible();
    await v.goForward();
    await expect(results.getByTestId('therapist-card')).toHaveCount(1);
    expect(everyone).toBeGreaterThan(1);

    // 2. Her profile: its own title, the opinions, two weeks of free slots.
    await results.getByRole('link', { name: 'Mónica Zambrano Leal' }).click();
    await expect(v).toHaveURL(new RegExp(`/terapeutas/${SLUG}$`));
    await expect(v.getByRole('heading', { level: 1, name: 'Mónica Zambrano Leal' })).toBeVisible();
    await expect(v).toHaveTitle(/^Mónica Zambrano Leal: .*Reiki.* en San Nicolás/);
    await expect(v.getByTestId('opinions')).toBeVisible();
    const slots = v.getByTestId('profile-slots').getByRole('button');
    await expect(slots.first()).toBeVisible();
    await expectAccessible(v);
    await shot(v, 'directory-public-profile-desktop');
    const time = (await slots.first().textContent())!.trim();
    await slots.first().click();
    await expect(slots.first()).toHaveAttribute('aria-pressed', 'true');

    // 3. «Agendar cita» asks for an account and keeps the booking to come back to.
    await v.getByRole('link', { name: 'Agendar cita' }).click();
    await expect(v).toHaveURL(/\/registro\?returnUrl=/);
    const back = new URL(v.url()).searchParams.get('returnUrl')!;
    const startsAt = new URL(back, 'http://x').searchParams.get('agendar')!;
    expect(back).toContain(`/directorio-terapeutas/${SLUG}`);
    await signUp(v, 'Renata', 'Villarreal Ochoa');

    // 4. Back on the booking of that slot, with the consent a first booking needs.
    await expect(v).toHaveURL(new RegExp(`/directorio-terapeutas/${SLUG}`));
    const dialog = v.getByRole('dialog', { name: 'Agendar cita' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('booking-therapist-name')).toContainText(
      'Mónica Zambrano Leal',
    );
    await expect(
      dialog.getByTestId('free-slots').getByRole('button', { name: time, pressed: true }),
    ).toBeVisible();
    // Within the cancellation notice the dialog says so before confirming.
    const insideNotice = Date.parse(startsAt) - appNow().getTime() < 24 * 3_600_000;
    await expect(dialog.getByTestId('booking-inside-notice')).toHaveCount(insideNotice ? 1 : 0);
    await dialog.getByRole('button', { name: 'Solicitar cita' }).click();
    await expect(dialog.getByText(/marca la autorización de tus datos/)).toBeVisible();
    await dialog.getByLabel(/Autorizo que Mónica Zambrano Leal guarde mis datos/).check();
    await shot(v, 'directory-booking-dialog');
    await dialog.getByRole('button', { name: 'Solicitar cita' }).click();
    await expect(v.getByTestId('success-save')).toContainText('Solicitada');
    await v.getByTestId('success-save').getByRole('button', { name: 'Aceptar' }).click();

    // 5. The therapist sees the request arrive live, opens it and confirms it.
    await expect.poll(() => unreadOf(t)).toBeGreaterThan(unreadBefore);
    await t.getByTestId('notifications-button').click();
    const notice = t
      .getByTestId('notifications-dropdown')
      .getByRole('button', { name: /Renata Villarreal Ochoa solicitó una cita/ })
      .first();
    await expect(notice).toContainText('te encontró en el directorio');
    await notice.click();
    await t.waitForURL(/\/appointments\/[0-9a-f-]{36}$/);
    await expect(t.getByTestId('status-badge').first()).toHaveText('Solicitada');
    await t.getByTestId('appointment-actions').getByRole('button', { name: 'Confirmar' }).click();
    await t.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(t.getByTestId('status-badge').first()).toHaveText('Confirmada');

    // 6. The patient sees it confirmed in Mis citas, and may now write to her therapist.
    await v.goto('/dashboard');
    const card = v.getByTestId('appointment-card').filter({ hasText: 'Mónica' }).first();
    await expect(card.getByTestId('status-badge')).toHaveText('Confirmada');
    await v.goto(`/directorio-terapeutas/${SLUG}`);
    const message = v.getByRole('button', { name: 'Enviar mensaje' });
    await expect(message).toBeEnabled();
    await message.click();
    const chat = v.getByTestId('chat-window');
    const text = `Hola, Mónica. Nos vemos en la cita ${Date.now()}`;
    await chat.getByTestId('chat-input').fill(text);
    await chat.getByTestId('chat-input').press('Enter');
    await expect(chat.getByTestId('chat-messages')).toContainText(text);
    await t.goto('/chat-therapist');
    await expect(t.getByText('Renata Villarreal Ochoa').first()).toBeVisible();
  } finally {
    await therapistContext.close();
    await visitorContext.close();
  }
});

test.describe('the directory inside the app', () => {
  test('a new patient is led from Mis citas to the directory; filters, profile and a bad URL', async ({
    page,
  }) => {
    await page.goto('/registro');
    await signUp(page, 'Ximena', 'Tamez Leal');
    await expect(page).toHaveURL(/\/dashboard$/);
    const find = page.getByTestId('find-therapist');
    await expect(find).toContainText('Encuentra a tu terapeuta');
    await find.getByRole('link', { name: 'Ir al directorio de terapeutas' }).click();
    await expect(page).toHaveURL(/\/directorio-terapeutas$/);
    const results = page.getByTestId('directory-results');
    await expect(results.getByTestId('therapist-card').first()).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'directory-app-desktop');

    // Free text without accents finds the accented name; an impossible search says so.
    const text = page.getByTestId('directory-filters').getByRole('searchbox', { name: 'Buscar' });
    await text.fill('monica zambrano');
    await expect(page).toHaveURL(/q=monica/);
    await expect(results.getByTestId('therapist-card')).toHaveCount(1);
    await text.fill('nadie se llama asi');
    await expect(page.getByTestId('directory-empty')).toContainText('Ningún terapeuta coincide');
    await page
      .getByTestId('directory-empty')
      .getByRole('button', { name: 'Limpiar filtros' })
      .click();
    await expect(page).toHaveURL(/\/directorio-terapeutas$/);
    await expect(results.getByTestId('therapist-card').first()).toBeVisible();

    // A filter the API refuses is dropped with a word of why.
    await page.goto('/directorio-terapeutas?calificacion=9&estado=NLE');
    await expect(page.getByTestId('filter-dropped')).toContainText(
      'La calificación mínima va de 1 a 5.',
    );
    await expect(page).not.toHaveURL(/calificacion=/);
    await expect(page).toHaveURL(/estado=NLE/);

    await page.goto('/directorio-terapeutas/alejandra-villarreal-cantu');
    await expect(page.getByRole('heading', { name: 'Alejandra Villarreal Cantú' })).toBeVisible();
    await expect(
      page.getByTestId('booking-panel').getByRole('button', { name: 'Agendar cita' }),
    ).toBeEnabled();
    // Not linked yet: messaging opens with the first booking.
    await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
    await expectAccessible(page);
    await shot(page, 'directory-app-profile-desktop');

    await page.goto('/directorio-terapeutas/nadie-con-este-nombre');
    await expect(page.getByTestId('profile-not-found')).toBeVisible();
    await page
      .getByTestId('profile-not-found')
      .getByRole('link', { name: 'Volver al directorio' })
      .click();
    await expect(page).toHaveURL(/\/directorio-terapeutas$/);
  });

  test('a therapist edits the directory profile with a preview; the administration verifies', async ({
    browser,
  }) => {
    const t = await signedInPage(browser, 'daniela.cantu@demo.mx');
    await t.goto('/therapists/profile');
    const section = t.getByTestId('directory-profile-section');
    await expect(section).toContainText('Aún no está verificado por la administración.');
    const bio = section.getByLabel('Presentación');
    await bio.fill('Flores de Bach y aromaterapia en línea.\n\nAtiendo desde Apodaca.');
    await section.getByRole('button', { name: 'Vista previa' }).click();
    await expect(section.getByTestId('directory-preview')).toContainText('Atiendo desde Apodaca.');
    await section.getByLabel('Tarifa por sesión').fill('-5');
    await section.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(section.getByText('La tarifa no puede ser negativa.')).toBeVisible();
    await section.getByLabel('Tarifa por sesión').fill('550');
    await section.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(t.getByText('Tu perfil del directorio se guardó.')).toBeVisible();
    await shot(t, 'directory-editor');

    const admin = await signedInPage(browser, 'admin@demo.mx');
    await admin.goto('/user/therapist-profile');
    await admin.getByLabel('Buscar terapeuta').fill('daniela');
    await admin.getByRole('link', { name: 'Editar el perfil de Daniela Cantú Rosales' }).click();
    await expect(admin).toHaveURL(/\/user\/therapist-profile\?id=/);
    const panel = admin.getByTestId('verification-panel');
    await panel.getByLabel('Nota de la revisión').fill('Diploma de terapia floral revisado.');
    await panel.getByRole('button', { name: 'Marcar como verificado' }).click();
    await expect(panel).toContainText(/Verificado por Mariana Garza Treviño el/);
    await expectAccessible(admin);
    await shot(admin, 'directory-admin-profile');

    await t.reload();
    await expect(t.getByTestId('directory-profile-section')).toContainText(
      'Verificado por la administración el',
    );
    await t.context().close();
    await admin.context().close();
  });

  test('an unknown public profile shows the not-found page with a way back', async ({ page }) => {
    const res = await page.goto('/terapeutas/nadie-con-este-nombre');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Terapeuta no encontrado' })).toBeVisible();
    await page.getByRole('link', { name: 'Ver el directorio de terapeutas' }).click();
    await expect(page).toHaveURL(/\/terapeutas$/);
  });

  test('the public directory loads none of the signed-in app code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/terapeutas');
    await expect(page.getByTestId('directory-results')).toBeVisible();
    await page.getByTestId('directory-results').getByRole('link').first().click();
    await expect(page.getByTestId('booking-panel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((u) => /private-area|providers|auth-area|login-page|directory-page/.test(u)),
    ).toEqual([]);
  });
});

test.describe('the directory on a phone', () => {
  test.use({ viewport: PHONE });

  test('public and app directory and profiles fit the screen', async ({ page }) => {
    await page.goto('/terapeutas');
    await expect(page.getByTestId('directory-results')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'directory-public-phone');
    await page.getByRole('button', { name: 'Mostrar filtros' }).click();
    await expect(page.getByLabel('Terapia', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto(`/terapeutas/${SLUG}`);
    await expect(page.getByTestId('booking-panel')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'directory-public-profile-phone');

    await loginFromStart(page, 'paciente3@demo.mx');
    await page.goto('/directorio-terapeutas');
    await expect(page.getByTestId('directory-results')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'directory-app-phone');
    await page.goto('/directorio-terapeutas/gabriela-sepulveda-ortiz');
    await expect(page.getByTestId('booking-panel')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shot(page, 'directory-app-profile-phone');
  });
});
