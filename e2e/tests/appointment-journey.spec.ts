import { type APIRequestContext } from '@playwright/test';
import type { AgendaSettings } from '@armonia/shared';
import { ACCOUNTS, bearer, loginFromStart, tokenOf } from './session.ts';
import { shot } from './checks.ts';
import { appContext, appNow, expect, test } from './test.ts';

/**
 * The whole life of one appointment across two browsers (issue: appointments): the therapist
 * creates it, the patient sees it arrive live and moves it, the therapist sees it moved,
 * completes it and signs a note with two pairs, the patient rates it and the therapist sees
 * the opinion. terapeuta2@ and paciente3@ are used by no other journey.
 */

const API = '/api/v1';

async function settings(request: APIRequestContext, token: string, body?: AgendaSettings) {
  const headers = bearer(token);
  const res = body
    ? await request.put(`${API}/appointments/settings`, { headers, data: body })
    : await request.get(`${API}/appointments/settings`, { headers });
  expect(res.ok()).toBe(true);
  const { timezone: _zone, ...rest } = (await res.json()).data;
  return rest as AgendaSettings;
}

const allDay = [{ start: '00:00', end: '24:00' }];

function todayInMonterrey(): { day: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Monterrey',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(appNow())
      .map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
  };
}

test('an appointment from creation to rating, seen live by both sides', async ({ browser }) => {
  // Two browsers through the whole life of an appointment: three times the usual budget.
  test.slow();
  // Completing needs the appointment's day to have come, and the patient moves it the same day:
  // the run's clock starts at 10:00 of today (e2e/clock.mjs), so free slots are left at any hour.
  const today = todayInMonterrey();
  const therapistContext = await appContext(browser);
  const patientContext = await appContext(browser);
  const t = await therapistContext.newPage();
  const p = await patientContext.newPage();
  await loginFromStart(t, ACCOUNTS.therapist2);
  const therapistToken = await tokenOf(t);
  const original = await settings(t.request, therapistToken);
  // A same-day journey: open all day, 15-minute sessions, no notice for the patient.
  await settings(t.request, therapistToken, {
    ...original,
    weeklyHours: {
      '1': allDay,
      '2': allDay,
      '3': allDay,
      '4': allDay,
      '5': allDay,
      '6': allDay,
      '7': allDay,
    },
    sessionMinutes: 15,
    bufferMinutes: 0,
    slotIntervalMinutes: 15,
    minBookingNoticeHours: 0,
    cancelNoticeHours: 0,
    autoConfirm: false,
  });

  try {
    // The patient has Mis citas open before anything happens.
    await loginFromStart(p, ACCOUNTS.patient3);
    await p.goto('/dashboard');
    await expect(p.getByTestId('appointments-upcoming')).toBeVisible();
    const bell = p.getByTestId('notifications-button');
    const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);

    // 1. The therapist creates it today.
    await t.goto(`/new-appointment?date=${today.day}`);
    const form = t.getByTestId('new-appointment-form');
    const picker = t.getByTestId('patient-picker');
    await picker.click();
    await picker.fill('Lucía');
    await t.getByRole('option', { name: /Lucía/ }).first().click();
    const slots = form.getByTestId('free-slots').getByRole('button');
    await expect(slots.first()).toBeVisible();
    const firstTime = (await slots.first().textContent())!.trim();
    await slots.first().click();
    const reason = `Recorrido completo ${Date.now()}`;
    await form.getByLabel('Motivo de consulta').fill(reason);
    await form.getByRole('button', { name: 'Agendar cita' }).click();
    await t.getByTestId('success-save').getByRole('button', { name: 'Aceptar' }).click();
    await t.waitForURL(/\/appointments\/[0-9a-f-]{36}$/);
    const id = t.url().split('/').pop()!;

    // 2. The patient sees it arrive, without reloading, with a new notification.
    const card = p.getByTestId('appointment-card').filter({ hasText: reason });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('status-badge')).toHaveText('Confirmada');
    await expect(bell).toHaveAttribute('aria-label', new RegExp(`${unreadBefore + 1} nuevas`));
    await bell.click();
    await expect(p.getByTestId('notifications-dropdown')).toContainText('agendó una cita contigo');
    await p.keyboard.press('Escape');

    // 3. The patient moves it to another free time of the same day.
    await card.getByRole('button', { name: 'Reprogramar' }).click();
    const dialog = p.getByRole('dialog', { name: 'Reprogramar cita' });
    const free = dialog.getByTestId('free-slots').getByRole('button');
    await expect(free.first()).toBeVisible();
    const target = free.filter({ hasNotText: firstTime }).last();
    const newTime = (await target.textContent())!.trim();
    await target.click();
    await dialog.getByLabel(/Motivo/).fill('Me surgió un compromiso');
    await dialog.getByRole('button', { name: 'Reprogramar', exact: true }).click();
    await expect(card.getByTestId('status-badge')).toHaveText('Reprogramada');
    await expect(card).toContainText(newTime);

    // 4. The therapist sees it moved on the calendar.
    await t.goto(`/calendar?date=${today.day}`);
    const event = t.locator(`a.fc-event[href="/appointments/${id}"]`);
    await expect(event).toContainText(newTime);
    await shot(t, 'journey-calendar-moved');

    // 5. The therapist completes it and signs a note with two pairs from the catalogue.
    await event.click();
    await t.waitForURL(new RegExp(`/appointments/${id}$`));
    await t.getByRole('button', { name: 'Marcar como completada' }).click();
    await t.getByRole('dialog').getByRole('button', { name: 'Marcar como completada' }).click();
    await expect(t.getByTestId('status-badge').first()).toHaveText('Completada');
    const panel = t.getByTestId('session-note-panel');
    await expect(panel).toBeVisible();
    await panel.getByLabel('Motivo').first().fill('Dolor lumbar');
    const pairs: string[] = [];
    for (const n of [0, 1]) {
      const search = panel.getByLabel('Buscar y agregar pares');
      await search.click();
      const option = t.getByRole('option').nth(n);
      await expect(option).toBeVisible();
      pairs.push((await option.textContent())!.trim());
      await option.click();
    }
    await panel.getByRole('button', { name: 'Firmar nota' }).click();
    await t.getByRole('dialog').getByRole('button', { name: 'Firmar', exact: true }).click();
    for (const pair of pairs) await expect(panel).toContainText(pair.split(' (')[0]!);
    await expect(panel.getByRole('button', { name: 'Firmar nota' })).toHaveCount(0);
    await shot(t, 'journey-note-signed');

    // 6. The patient rates it.
    await p.goto('/ratings');
    const toRate = p.getByTestId('to-rate');
    await expect(toRate).toContainText('Jorge Luis');
    await toRate.getByRole('button', { name: 'Calificar' }).first().click();
    const rate = p.getByRole('dialog', { name: 'Calificar cita' });
    // Mantine keeps the star radios visually hidden: a tap lands on the star's label.
    const fourStars = rate.getByRole('radio', { name: '4 de 5 estrellas' });
    await rate.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
    await expect(fourStars).toBeChecked();
    const opinion = `Muy buena sesión ${Date.now()}`;
    await rate.getByLabel('Comentario (opcional)').fill(opinion);
    await rate.getByRole('button', { name: 'Guardar opinión' }).click();
    await expect(p.getByTestId('my-ratings')).toContainText(opinion);

    // 7. The opinion shows on the therapist's side.
    await t.goto('/home-therapist');
    await expect(t.getByTestId('therapist-ratings-card')).toContainText(opinion);
    await shot(t, 'journey-therapist-rating');
  } finally {
    await settings(t.request, therapistToken, original);
    await therapistContext.close();
    await patientContext.close();
  }
});
