import { type Page } from '@playwright/test';
import { ACCOUNTS, bearer, loginFromStart, tokenOf } from './session.ts';
import { expectAccessible, shot } from './checks.ts';
import { localHour, localIso, weekdayAhead } from './dates.ts';
import { expect, test } from './test.ts';

async function choosePatient(page: Page, name: string) {
  const picker = page.getByTestId('patient-picker');
  await picker.click();
  await picker.fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
  await expect(picker).toHaveValue(new RegExp(name));
}

test.describe('Agenda (therapist)', () => {
  test('the availability editor saves hours and policies', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await page.goto('/therapists/profile');
    const section = page.getByTestId('agenda-settings');
    await expect(section.getByTestId('agenda-settings-form')).toBeVisible();

    const sunday = section.getByTestId('weekday-7');
    await sunday.getByRole('button', { name: /Agregar horario/ }).click();
    const maxReschedules = section.getByLabel('Máximo de reprogramaciones por cita');
    await maxReschedules.fill('3');
    await section.getByRole('button', { name: 'Guardar disponibilidad' }).click();
    await expect(page.getByText('Tu disponibilidad se guardó.')).toBeVisible();

    await page.reload();
    await expect(section.getByLabel('Máximo de reprogramaciones por cita')).toHaveValue('3');
    await expect(
      section.getByTestId('weekday-7').getByRole('button', { name: /Quitar el horario/ }),
    ).toHaveCount(1);

    // Back as it was, so the other journeys see the seeded policies.
    await section
      .getByTestId('weekday-7')
      .getByRole('button', { name: /Quitar el horario 1/ })
      .click();
    await section.getByLabel('Máximo de reprogramaciones por cita').fill('2');
    await section.getByRole('button', { name: 'Guardar disponibilidad' }).click();
    await expect(page.getByText('Tu disponibilidad se guardó.').first()).toBeVisible();
    await page.reload();
    await expect(section.getByLabel('Máximo de reprogramaciones por cita')).toHaveValue('2');
    await expect(section.getByTestId('weekday-7').getByText('Descanso')).toBeVisible();
  });

  test('an appointment created in Cita nueva shows on the calendar and is rescheduled', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    const date = weekdayAhead(8);
    await page.goto(`/new-appointment?date=${date}`);
    const form = page.getByTestId('new-appointment-form');
    await expect(form).toBeVisible();
    await choosePatient(page, 'Sofía');

    const slots = form.getByTestId('free-slots').getByRole('button');
    await expect(slots.first()).toBeVisible();
    const time = (await slots.first().textContent())!.trim();
    await slots.first().click();
    await expect(slots.first()).toHaveAttribute('aria-pressed', 'true');
    const reason = `Revisión e2e ${Date.now()}`;
    await form.getByLabel('Motivo de consulta').fill(reason);
    await form.getByRole('button', { name: 'Agendar cita' }).click();

    const success = page.getByTestId('success-save');
    await expect(success).toContainText('quedó agendada');
    await success.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL(/\/appointments\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await expect(page.getByTestId('appointment-when')).toContainText(time);
    await expect(page.getByText(reason)).toBeVisible();

    // On the calendar, that day, in the week view.
    await page.goto(`/calendar?date=${date}`);
    const event = page.locator(`a.fc-event[href="/appointments/${id}"]`);
    await expect(event).toBeVisible();
    await expect(event).toContainText('Sofía');
    await expect(event).toContainText(time);
    await shot(page, 'agenda-calendar-week');

    // Reschedule without dragging: the page with the appointment preselected.
    await event.click();
    await page.waitForURL(new RegExp(`/appointments/${id}$`));
    await page.getByRole('link', { name: 'Reprogramar' }).click();
    await page.waitForURL(/\/dashboard\/reschedule\?id=/);
    const move = page.getByTestId('reschedule-form');
    await expect(move).toContainText('Sofía');
    const free = move.getByTestId('free-slots').getByRole('button');
    await expect(free.first()).toBeVisible();
    // Its own time counts as free; take another one.
    const other = free.filter({ hasNotText: time }).last();
    const newTime = (await other.textContent())!.trim();
    await other.click();
    await move.getByLabel('Motivo', { exact: true }).fill('Cambio de horario del consultorio');
    await move.getByRole('button', { name: 'Reprogramar cita' }).click();
    await expect(page.getByTestId('success-save')).toBeVisible();
    await page.getByTestId('success-save').getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL(new RegExp(`/appointments/${id}$`));
    await expect(page.getByTestId('appointment-when')).toContainText(newTime);
    await expect(page.getByTestId('history')).toContainText('Cambio de horario del consultorio');
  });

  test('dragging an appointment asks first, then moves it; an empty slot opens Cita nueva', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    const token = await tokenOf(page);
    const headers = bearer(token);
    const found = await page.request.get('/api/v1/patients?search=Sofia', { headers });
    const patientId = (await found.json()).data.items[0].id as string;
    // A Tuesday to Thursday at 16:00, more than two weeks ahead, inside the seeded hours
    // (09–19); a retry (or a repeated run) takes another week, since earlier tries' appointments
    // stay.
    const { retry, repeatEachIndex } = test.info();
    const date = weekdayAhead(15 + 7 * (2 * repeatEachIndex + retry));
    const created = await page.request.post('/api/v1/appointments', {
      headers,
      data: {
        patientId,
        startsAt: await localIso(page, `${date}T16:00`),
        durationMinutes: 60,
        modality: 'presencial',
        reason: `Arrastre e2e ${Date.now()}`,
      },
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).data.id as string;

    await page.goto(`/calendar?date=${date}`);
    const event = page.locator(`a.fc-event[href="/appointments/${id}"]`);
    await expect(event).toContainText('16:00');

    // Drag it one hour later (two 30-minute rows down), still inside the afternoon hours.
    const target = page.locator('td.fc-timegrid-slot-lane[data-time="17:00:00"]');
    await target.scrollIntoViewIfNeeded();
    await event.scrollIntoViewIfNeeded();
    const from = (await event.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 8);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + 20, { steps: 5 });
    // The calendar has taken the drag once it draws the moving copy of the event.
    await expect(page.locator('.fc-event-mirror').first()).toBeAttached();
    await page.mouse.move(from.x + from.width / 2, to.y + 8, { steps: 10 });
    await page.mouse.up();

    // Nothing changes until the therapist confirms.
    const dialog = page.getByRole('dialog', { name: 'Reprogramar cita' });
    await expect(dialog).toContainText('¿Mover la cita de Sofía');
    await expect(dialog).toContainText('17:00');
    await dialog.getByLabel('Motivo (opcional)').fill('Ajuste desde la agenda');
    await dialog.getByRole('button', { name: 'Reprogramar', exact: true }).click();
    await expect(page.getByText('La cita se reprogramó.')).toBeVisible();
    await expect(event).toContainText('17:00');
    const after = await page.request.get(`/api/v1/appointments/${id}`, { headers });
    const moved = (await after.json()).data;
    expect(await localHour(page, moved.startsAt)).toBe(17);
    expect(moved.history.at(-1).reason).toBe('Ajuste desde la agenda');

    // An empty slot of that day opens Cita nueva at that time.
    // The day's column lies over the time rows: click where that column crosses 11:00.
    // The calendar redraws its events after the move: a click that lands during the redraw is
    // lost, as it would be for a person, who clicks again.
    const lane = page.locator('td.fc-timegrid-slot-lane[data-time="11:00:00"]');
    await expect(async () => {
      await lane.scrollIntoViewIfNeeded();
      const day = page.locator(`td.fc-timegrid-col[data-date="${date}"]`);
      const column = (await day.boundingBox())!;
      const row = (await lane.boundingBox())!;
      await page.mouse.click(column.x + column.width / 2, row.y + row.height / 2);
      await page.waitForURL(/\/new-appointment\?start=/, { timeout: 5_000 });
    }).toPass();
    const start = new URL(page.url()).searchParams.get('start')!;
    expect(await localHour(page, start)).toBe(11);
  });

  test('the calendar passes an accessibility scan', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await page.goto('/calendar');
    await expect(page.locator('.fc-timegrid')).toBeVisible();
    await expect(page.getByTestId('status-legend')).toContainText('Confirmada');
    await expectAccessible(page);
  });
});
