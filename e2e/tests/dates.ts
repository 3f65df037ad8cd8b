import type { Locator, Page } from '@playwright/test';
import { expect } from './test.ts';

/** A wall-clock time ('2026-12-09T16:00') in the browser's zone, as an ISO instant. */
export async function localIso(page: Page, wallClock: string): Promise<string> {
  return page.evaluate((w) => new Date(w).toISOString(), wallClock);
}

/** The hour of an ISO instant on the browser's clock. */
export async function localHour(page: Page, iso: string): Promise<number> {
  return page.evaluate((i) => new Date(i).getHours(), iso);
}

/** yyyy-MM-dd of the next Tuesday, Wednesday or Thursday at least `minDays` ahead. */
export function weekdayAhead(minDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + minDays);
  while (![2, 3, 4].includes(d.getDay())) d.setDate(d.getDate() + 1);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** Picks yyyy-MM-dd in a Mantine date picker opened by `input`, moving months forward as needed. */
export async function pickDate(page: Page, input: Locator, date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const month = new Intl.DateTimeFormat('es-MX', { month: 'long' }).format(new Date(y, m - 1, d));
  // Mantine names each day "23 noviembre 2026".
  const cell = page.getByRole('button', { name: `${d} ${month} ${y}`, exact: true });
  await input.click();
  for (let i = 0; i < 4 && (await cell.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Mes siguiente' }).last().click();
  }
  await cell.click();
  // The picker closes on a choice; wait for it, so a second picker's days are the only ones.
  await expect(cell).toHaveCount(0);
}
