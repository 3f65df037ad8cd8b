import type { Page } from '@playwright/test';
import { ACCOUNTS, loginFromStart } from './session.ts';
import { expectAccessible, expectNoSidewaysScroll, shot } from './checks.ts';
import { expect, PHONE, test } from './test.ts';

/** /patients and the record (issue: appointments, "Patients"). terapeuta@ keeps Sofía and Carlos. */
test.describe('patients (therapist)', () => {
  test('registers a patient, finds them without accents, edits the record and invites them', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await page.goto('/patients');
    await expect(page.getByTestId('patients-table')).toContainText('Sofía');
    await expectAccessible(page);
    await shot(page, 'patients-desktop');

    // «Nuevo paciente» refuses an empty form, in Spanish, and stores a complete one.
    await page.getByRole('button', { name: 'Nuevo paciente' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo paciente' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText(/^Escribe /).first()).toBeVisible();

    const stamp = Date.now().toString(36);
    const lastName = `Íñiguez ${stamp}`;
    await dialog.getByLabel('Nombre(s)').fill('Ramón');
    await dialog.getByLabel('Apellidos').fill(lastName);
    await dialog.getByLabel('Correo electrónico').fill(`ramon.${stamp}@correo.mx`);
    await dialog.getByLabel('Teléfono').fill('8112345678');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await page.waitForURL(/\/patients\/[0-9a-f-]{36}$/);
    const recordUrl = page.url();
    // The «created» toast is on screen: its close button has a name too.
    await expect(page.getByRole('alert').filter({ hasText: 'Ramón' })).toBeVisible();
    await expectAccessible(page);

    // The list finds him without the accents.
    await page.goto('/patients');
    await page.getByLabel('Buscar paciente').fill(`iniguez ${stamp}`);
    const row = page.getByTestId('patient-row').filter({ hasText: stamp });
    await expect(row).toHaveCount(1);
    await expect(page.getByTestId('patient-row')).toHaveCount(1);
    await row.click();
    await expect(page).toHaveURL(recordUrl);

    // General data is saved and kept.
    await page.getByLabel('Ocupación').fill('Carpintero');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.reload();
    await expect(page.getByLabel('Ocupación')).toHaveValue('Carpintero');

    // Without consent the clinical history is locked.
    await page.getByRole('tab', { name: 'Historia clínica' }).click();
    await expect(
      page.getByText('Registra el consentimiento para capturar la historia clínica.'),
    ).toBeVisible();

    // Without a portal account there is nobody to message yet; the invitation creates one.
    const message = page.getByRole('button', { name: 'Enviar mensaje' });
    await expect(message).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: 'Invitar al portal' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(page.getByText('Invitación enviada')).toBeVisible();
    await page.getByRole('button', { name: 'Ok' }).click();
    await expect(page.getByRole('button', { name: 'Reenviar invitación' })).toBeVisible();
    await expect(message).not.toHaveAttribute('aria-disabled', 'true');
    await shot(page, 'patient-record-desktop');
  });

  test('«Enviar mensaje» on a record opens the chat window with that patient', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await page.goto('/patients');
    await page.getByTestId('patient-row').filter({ hasText: 'Sofía' }).click();
    await page.waitForURL(/\/patients\/[0-9a-f-]{36}$/);
    await page.getByRole('tab', { name: 'Citas' }).click();
    await expect(page.getByText('Seguimiento mensual')).toBeVisible();
    await page.getByRole('tab', { name: 'Notas de sesión' }).click();
    await expect(page.getByText(/Sesión del/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const window = page.getByTestId('chat-window');
    await expect(window).toBeVisible();
    await expect(window).toContainText('Sofía');
  });
});

/**
 * Opens each screen (path, screenshot name, a text that says it is ready), checks that nothing is
 * wider than the phone (no sideways scrolling of the page) and takes its screenshot.
 */
async function expectScreensFit(
  page: Page,
  screens: [path: string, name: string, ready: string][],
) {
  for (const [path, name, ready] of screens) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
    await shot(page, name);
  }
}

test.describe('agenda screens on a phone', () => {
  test.use({ viewport: PHONE });

  test('the therapist screens fit the screen', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await expectScreensFit(page, [
      ['/home-therapist', 'therapist-home-agenda-phone', 'Hoy'],
      ['/calendar', 'calendar-phone', 'Hoy'],
      ['/patients', 'patients-phone', 'Sofía'],
      ['/new-appointment', 'new-appointment-phone', 'Paciente'],
    ]);
  });

  test('the patient screens fit the screen', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.patient);
    await expectScreensFit(page, [
      ['/dashboard', 'dashboard-phone', 'Seguimiento mensual'],
      ['/ratings', 'ratings-phone', 'Muy amable'],
    ]);
  });
});
