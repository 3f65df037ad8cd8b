import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCOUNTS, signedInPage } from './session.ts';
import { siteSettings } from './site-settings.ts';
import { expectAccessible, expectNoSidewaysScroll, shot } from './checks.ts';
import { appContext, expect, PHONE, test } from './test.ts';

/** Privacy (ARCO requests, data download), site data and contact inbox of the administration. */

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a patient files an ARCO request, the admin answers it, and the patient sees the answer and the notice', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const answer = `Corregimos tu teléfono en tu expediente (${stamp}).`;

  const patient = await signedInPage(browser, ACCOUNTS.patient);
  await patient.goto('/patient-profile');
  const form = patient.getByRole('form', { name: 'Nueva solicitud ARCO' });
  await pick(patient, 'Tipo de solicitud', 'Rectificación');
  // Without a description the form refuses and says why, in Spanish.
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form).toContainText('Describe tu solicitud (al menos 10 caracteres).');
  await form
    .getByRole('textbox', { name: 'Describe tu solicitud' })
    .fill(`Mi número de teléfono cambió; por favor corríjanlo (${stamp}).`);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  const mine = patient.getByTestId('my-arco-request').filter({ hasText: stamp });
  await expect(mine).toContainText('Recibida');
  await expect(mine).toContainText('Fecha límite de respuesta');
  await expectAccessible(patient);
  await shot(patient, 'privacy-patient-desktop');

  const admin = await signedInPage(browser, ACCOUNTS.admin);
  await admin.goto('/user/privacy-requests');
  const row = admin
    .getByTestId('arco-inbox')
    .getByRole('row')
    .filter({ hasText: ACCOUNTS.patient })
    .filter({ hasText: 'Rectificación' })
    .filter({ hasText: 'Recibida' })
    .first();
  await expect(row).toContainText('A tiempo');
  await expect(admin.getByTestId('arco-counts')).toContainText('Abiertas');
  await expectAccessible(admin);
  await shot(admin, 'privacy-inbox-desktop');
  await row.getByRole('button', { name: /^Atender/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Atender solicitud' });
  await expect(dialog).toContainText(stamp);
  await dialog.getByRole('textbox', { name: 'Respuesta para el paciente' }).fill(answer);
  await expectAccessible(admin);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    admin.getByTestId('arco-inbox').getByRole('row').filter({ hasText: 'Resuelta' }).first(),
  ).toBeVisible();

  await patient.reload();
  await expect(mine).toContainText('Resuelta');
  await expect(mine).toContainText(answer);
  await patient.goto('/notifications');
  await expect(
    patient
      .getByText('Tu solicitud de rectificación está «Resuelta». Revisa la respuesta en Mi perfil.')
      .first(),
  ).toBeVisible();
  await admin.context().close();
  await patient.context().close();
});

test('the patient downloads all their data as JSON, with nothing of another patient', async ({
  browser,
}) => {
  const patient = await signedInPage(browser, ACCOUNTS.patient);
  await patient.goto('/patient-profile');
  const download = patient.waitForEvent('download');
  await patient.getByRole('button', { name: 'Descargar mis datos (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await file.path())!, 'utf8');
  const data = JSON.parse(text);
  expect(data.account.email).toBe(ACCOUNTS.patient);
  expect(Array.isArray(data.appointments)).toBe(true);
  expect(Array.isArray(data.messages)).toBe(true);
  expect(Array.isArray(data.consents)).toBe(true);
  for (const other of [ACCOUNTS.patient2, ACCOUNTS.patient3, 'Carlos Hernández', 'Lucía Ramírez']) {
    expect(text).not.toContain(other);
  }
  await patient.context().close();
});

test('the admin edits the footer phone and the public /home shows it', async ({
  browser,
  request,
}) => {
  const { before, put } = await siteSettings(request);
  const phone = '+52 81 5555 0101';
  const admin = await signedInPage(browser, ACCOUNTS.admin);
  try {
    await admin.goto('/configuration/site');
    const field = admin.getByRole('textbox', { name: 'Teléfono' });
    await expect(field).toHaveValue(before.phone);
    await expectAccessible(admin);
    await shot(admin, 'site-settings-desktop');
    // A bad e-mail is refused in Spanish before anything is sent.
    const email = admin.getByRole('textbox', { name: 'Correo de contacto' });
    await email.fill('no-es-correo');
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await expect(admin.getByText('Escribe un correo electrónico válido.')).toBeVisible();
    await email.fill(before.email);
    await field.fill(phone);
    await admin.getByRole('button', { name: 'Guardar' }).click();
    await expect(admin.getByText(/Los datos del sitio se guardaron/)).toBeVisible();

    const visitor = await (await appContext(browser)).newPage();
    await visitor.goto('/home');
    await expect(visitor.getByRole('contentinfo')).toContainText(phone);
    await visitor.context().close();
  } finally {
    await put(before);
    await admin.context().close();
  }
});

test('the admin reads the contact messages and marks one handled', async ({ browser, request }) => {
  const name = `Visitante ${Date.now().toString(36)}`;
  const sent = await request.post('/api/v1/site/contact', {
    data: {
      name,
      email: 'visitante@correo.mx',
      topic: 'citas',
      message: 'Quisiera saber si atienden los sábados por la mañana.',
    },
  });
  expect(sent.status()).toBe(201);

  const admin = await signedInPage(browser, ACCOUNTS.admin);
  await admin.goto('/user/contact-messages');
  const counter = admin.getByTestId('contact-unhandled');
  await expect(counter).toContainText('sin atender');
  const before = Number((await counter.textContent())!.match(/\d+/)![0]);
  const row = admin.getByTestId('contact-inbox').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Sin atender');
  // Newest first: the message just sent is the first row.
  await expect(admin.getByTestId('contact-inbox').getByRole('row').nth(1)).toContainText(name);
  await expectAccessible(admin);
  await shot(admin, 'contact-messages-desktop');
  await row.getByRole('button', { name: `Marcar atendido: ${name}` }).click();
  await expect(row).toContainText('Atendido');
  await expect(counter).toHaveText(
    before - 1 === 1 ? '1 sin atender' : `${before - 1} sin atender`,
  );
  await admin.context().close();
});

test('the inbox screens fit a phone', async ({ browser }) => {
  const admin = await signedInPage(browser, ACCOUNTS.admin, { viewport: PHONE });
  for (const [path, name, ready] of [
    ['/user/privacy-requests', 'privacy-inbox-phone', admin.getByTestId('arco-counts')],
    ['/user/contact-messages', 'contact-messages-phone', admin.getByTestId('contact-unhandled')],
    [
      '/configuration/site',
      'site-settings-phone',
      admin.getByRole('textbox', { name: 'Teléfono' }),
    ],
  ] as const) {
    await admin.goto(path);
    await expect(ready).toBeVisible();
    await expectAccessible(admin);
    await expectNoSidewaysScroll(admin, path);
    await shot(admin, name);
  }
  const patient = await signedInPage(browser, ACCOUNTS.patient, { viewport: PHONE });
  await patient.goto('/patient-profile');
  await patient.getByRole('heading', { name: 'Privacidad y mis datos' }).scrollIntoViewIfNeeded();
  await shot(patient, 'privacy-patient-phone');
  await admin.context().close();
  await patient.context().close();
});
