import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectAccessible, loginFromStart, shot } from './helpers.ts';

async function openDashboard(page: Page) {
  await loginFromStart(page, ACCOUNTS.patient);
  await page.goto('/dashboard');
  await expect(page.getByTestId('page-title')).toHaveText('Mis citas');
}

test.describe('Mis citas (patient)', () => {
  test('shows the upcoming appointments of the patient with their state and actions', async ({
    page,
  }) => {
    await openDashboard(page);
    const upcoming = page.getByTestId('appointments-upcoming');
    await expect(upcoming).toBeVisible();
    const card = upcoming
      .getByTestId('appointment-card')
      .filter({ hasText: 'Seguimiento mensual' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Alejandra');
    await expect(card.getByTestId('status-badge')).toHaveText('Confirmada');
    await expect(card.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'Agregar a mi calendario (.ics)' }),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Pasadas' }).click();
    await expect(page.getByTestId('appointments-past')).toContainText('Dolor de cabeza recurrente');
    await shot(page, 'patient-dashboard');
  });

  test('a booking with a linked therapist shows as Solicitada', async ({ page }) => {
    await openDashboard(page);
    await page.getByTestId('book-appointment').click();
    const dialog = page.getByRole('dialog', { name: 'Agendar cita' });
    await expect(dialog.getByTestId('booking-form')).toBeVisible();
    await expect(dialog).toContainText('Solicitada');

    // The demo patient has one linked therapist, chosen already; pick it when there are more.
    const therapist = dialog.getByTestId('booking-therapist');
    if ((await therapist.inputValue()) === '') {
      await therapist.click();
      await page.getByRole('option').first().click();
    }

    // The first date within the next two weeks that has a free slot.
    const slots = dialog.getByTestId('free-slots');
    const month = new Intl.DateTimeFormat('es-MX', { month: 'long' });
    let booked = false;
    for (let offset = 2; offset < 16 && !booked; offset++) {
      const day = new Date(Date.now() + offset * 86_400_000);
      // Mantine names each day "23 noviembre 2026".
      const label = `${day.getDate()} ${month.format(day)} ${day.getFullYear()}`;
      await dialog.getByTestId('slot-date').click();
      const cell = page.getByRole('button', { name: label, exact: true });
      if ((await cell.count()) === 0)
        await page.getByRole('button', { name: 'Mes siguiente' }).click();
      await cell.click();
      const free = slots.getByRole('button');
      await expect(free.first().or(slots.getByText(/No hay horarios libres/))).toBeVisible();
      if ((await free.count()) > 0) {
        await free.last().click();
        booked = true;
      }
    }
    expect(booked).toBe(true);
    const reason = `Cita de prueba ${Date.now()}`;
    await dialog.getByLabel('Motivo de la consulta (opcional)').fill(reason);
    await dialog.getByRole('button', { name: 'Solicitar cita' }).click();

    await expect(page.getByTestId('success-save')).toContainText('Solicitada');
    await page.getByTestId('success-save').getByRole('button', { name: 'Aceptar' }).click();

    const card = page.getByTestId('appointment-card').filter({ hasText: reason });
    // The list is paginated by date: look on later pages when the new one is far ahead.
    for (let i = 0; i < 5 && (await card.count()) === 0; i++) {
      const nextPage = page.getByRole('button', { name: 'Página siguiente' });
      if ((await nextPage.count()) === 0 || (await nextPage.isDisabled())) break;
      await nextPage.click();
    }
    await expect(card.getByTestId('status-badge')).toHaveText('Solicitada');
  });

  test('/dashboard has no serious accessibility violations', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByTestId('appointments-upcoming')).toBeVisible();
    await expect(page.getByTestId('feed-url')).toBeVisible();
    await expectAccessible(page);
  });
});
