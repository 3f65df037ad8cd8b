import { type Page } from '@playwright/test';
import { ACCOUNTS, bearer, loginFromStart, signedInPage, tokenOf } from './session.ts';
import { expectAccessible, shot } from './checks.ts';
import { localIso, pickDate, weekdayAhead } from './dates.ts';
import { expect, test } from './test.ts';

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

    // The dialog opens on the first day that has a free slot.
    await expect(dialog.getByTestId('slot-date')).not.toHaveText('');
    const free = dialog.getByTestId('free-slots').getByRole('button');
    await expect(free.first()).toBeVisible();
    await free.last().click();
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

  test('on the waitlist, the patient hears live when a slot frees and the offer opens that day', async ({
    browser,
  }) => {
    // terapeuta@ keeps Sofía (paciente@) and Carlos (paciente2@); Carlos waits for a day.
    const therapist = await signedInPage(browser, ACCOUNTS.therapist);
    const headers = bearer(await tokenOf(therapist));
    const found = await therapist.request.get('/api/v1/patients?search=Sofia', { headers });
    const sofia = (await found.json()).data.items[0].id as string;
    const date = weekdayAhead(22);
    const created = await therapist.request.post('/api/v1/appointments', {
      headers,
      data: {
        patientId: sofia,
        startsAt: await localIso(therapist, `${date}T16:00`),
        durationMinutes: 60,
        modality: 'presencial',
      },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).data.id as string;

    const page = await signedInPage(browser, ACCOUNTS.patient2);
    await page.goto('/dashboard');
    const waitlist = page.getByTestId('waitlist-section');
    await pickDate(page, waitlist.getByLabel('Desde'), date);
    await pickDate(page, waitlist.getByLabel('Hasta'), date);
    await waitlist.getByRole('button', { name: 'Anotarme' }).click();
    await expect(page.getByText('Te anotaste en la lista de espera.')).toBeVisible();
    const entry = waitlist.getByTestId('waitlist-entries').getByRole('listitem').last();
    await expect(entry).toContainText('Alejandra');
    await shot(page, 'dashboard-waitlist');

    // The therapist cancels Sofía's appointment: Carlos is told at once.
    const bell = page.getByTestId('notifications-button');
    const pending = async () =>
      Number(/(\d+) nuevas/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const before = await pending();
    const cancelled = await therapist.request.post(`/api/v1/appointments/${id}/cancel`, {
      headers,
      data: { reason: 'La paciente no podrá asistir' },
    });
    expect(cancelled.ok()).toBe(true);
    await expect.poll(pending).toBeGreaterThan(before);

    // The offer opens the booking on that therapist and day, with the freed time among the slots
    // (the seeded hours start a slot at 16:00 each afternoon).
    await bell.click();
    await page
      .getByTestId('notifications-dropdown')
      .getByRole('button', { name: /Se liberó un horario/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Agendar cita' });
    await expect(
      dialog.getByTestId('free-slots').getByRole('button', { name: '16:00' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Leaving the list.
    await entry.getByRole('button', { name: /^Salir/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Salir' }).click();
    await expect(entry).toBeHidden();
    await page.context().close();
    await therapist.context().close();
  });

  test('the patient cancels ahead of time, with a reason the history keeps', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.patient2);
    await page.goto('/dashboard');
    const card = page
      .getByTestId('appointments-upcoming')
      .getByTestId('appointment-card')
      .filter({ hasText: 'Insomnio' });
    await expect(card.getByTestId('status-badge')).toHaveText('Solicitada');
    await card.getByRole('button', { name: 'Cancelar cita' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar cita' });
    await expect(dialog).toContainText('Esta acción no se puede deshacer.');
    await dialog.getByLabel('Motivo (opcional)').fill('Ya no puedo asistir');
    await dialog.getByRole('button', { name: 'Sí, cancelar la cita' }).click();
    await expect(page.getByText('Tu cita se canceló.')).toBeVisible();
    await expect(card.getByTestId('status-badge')).toHaveText('Cancelada');
    await expect(card.getByRole('button', { name: 'Reprogramar' })).toHaveCount(0);

    const id = await card.getAttribute('data-appointment-id');
    const headers = bearer(await tokenOf(page));
    const detail = (
      await (await page.request.get(`/api/v1/appointments/${id}`, { headers })).json()
    ).data;
    expect(detail.status).toBe('cancelada');
    expect(detail.history.at(-1)).toMatchObject({
      toStatus: 'cancelada',
      reason: 'Ya no puedo asistir',
    });
  });

  test('/dashboard has no serious accessibility violations', async ({ page }) => {
    await openDashboard(page);
    await expect(page.getByTestId('appointments-upcoming')).toBeVisible();
    await expect(page.getByTestId('feed-url')).toBeVisible();
    await expectAccessible(page);
  });
});
