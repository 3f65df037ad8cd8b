import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, expectAccessible, loginFromStart, shot } from './helpers.ts';

/** yyyy-MM-dd of the next weekday (Tuesday to Thursday) at least `minDays` ahead. */
function weekdayAhead(minDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + minDays);
  while (![2, 3, 4].includes(d.getDay())) d.setDate(d.getDate() + 1);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

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

  test('the calendar passes an accessibility scan', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await page.goto('/calendar');
    await expect(page.locator('.fc-timegrid')).toBeVisible();
    await expect(page.getByTestId('status-legend')).toContainText('Confirmada');
    await expectAccessible(page);
  });
});
