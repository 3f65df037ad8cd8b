import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, loginFromStart } from './session.ts';
import { shot } from './checks.ts';
import { expect, test } from './test.ts';

/** The next Sunday after tomorrow: the demo therapist works Monday to Saturday. */
function nextSunday(): Date {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  while (d.getDay() !== 0) d.setDate(d.getDate() + 1);
  return d;
}

/** The day's button in an open Mantine picker ("29 noviembre 2026"), moving months as needed. */
async function dayCell(page: Page, day: Date): Promise<Locator> {
  const month = new Intl.DateTimeFormat('es-MX', { month: 'long' }).format(day);
  const cell = page.getByRole('button', {
    name: `${day.getDate()} ${month} ${day.getFullYear()}`,
    exact: true,
  });
  // The picker opens after the click: its arrows (named in every calendar) say it is there.
  const next = page.getByRole('button', { name: 'Mes siguiente' }).last();
  await expect(next).toBeVisible();
  for (let i = 0; i < 2 && (await cell.count()) === 0; i++) {
    await next.click();
  }
  return cell.first();
}

async function expectOnTheGrid(slots: Locator) {
  await expect(slots.first()).toBeVisible();
  // The demo agenda starts sessions on the hour and half hour.
  for (const time of await slots.allTextContents()) expect(time.trim()).toMatch(/^\d{2}:(00|30)$/);
}

test.describe('free slots people expect', () => {
  test('the patient’s booking opens on a day with free slots; days without any are closed', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.patient);
    await page.goto('/dashboard');
    await page.getByTestId('book-appointment').click();
    const dialog = page.getByRole('dialog', { name: 'Agendar cita' });
    const date = dialog.getByTestId('slot-date');
    await expect(date).not.toHaveText('');
    await expectOnTheGrid(dialog.getByTestId('free-slots').getByRole('button'));
    await expect(dialog.getByText(/No hay horarios libres/)).toHaveCount(0);

    await date.click();
    await expect(await dayCell(page, nextSunday())).toBeDisabled();
    await shot(page, 'booking-date-picker-desktop');
  });

  test('/new-appointment opens on a day with free slots, and Sunday cannot be chosen', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await page.goto('/new-appointment');
    const form = page.getByTestId('new-appointment-form');
    const date = form.getByTestId('slot-date');
    await expect(date).not.toHaveText('');
    await expectOnTheGrid(form.getByTestId('free-slots').getByRole('button'));

    await date.click();
    const sunday = await dayCell(page, nextSunday());
    await expect(sunday).toBeDisabled();
    // A weekday with hours stays open.
    const monday = new Date(nextSunday());
    monday.setDate(monday.getDate() + 1);
    await expect(await dayCell(page, monday)).toBeEnabled();
    await shot(page, 'new-appointment-date-picker-desktop');
  });
});
