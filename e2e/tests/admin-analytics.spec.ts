import { readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import { ACCOUNTS, login, signedInPage } from './session.ts';
import { expectAccessible, expectNoSidewaysScroll, shot } from './checks.ts';
import { appContext, DESKTOP, expect, PHONE, test } from './test.ts';

/** Text only the charts library's code holds (its elements' class names). */
const CHARTS_CODE = /recharts-(wrapper|surface|cartesian-grid)/;

/** The JavaScript a page loads while `visit` runs, as text. */
async function scriptsDuring(page: Page, visit: () => Promise<unknown>): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() === 'script') bodies.push(res.text().catch(() => ''));
  };
  page.on('response', onResponse);
  await visit();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return Promise.all(bodies);
}

const figureValue = (page: Page, key: string) =>
  page.getByTestId(`figure-${key}`).getByTestId('figure-value');

test('the admin lands on Analítica de datos with figures and charts of the demo; range and therapist change them; CSV with BOM and accents', async ({
  browser,
}) => {
  const context = await appContext(browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto('/login');
  await login(page, ACCOUNTS.admin);
  await page.waitForURL('**/admin-analytics');
  await expect(page.getByRole('heading', { name: 'Cifras clave' })).toBeVisible();

  // The demo has appointments, ratings, messages and content views in the last 30 days.
  for (const key of ['appointments', 'completed', 'averageRating', 'messages']) {
    await expect(figureValue(page, key)).toHaveText(/^[1-9][\d,.]*$/);
  }
  await expect(page.getByTestId('chart-appointments').locator('.recharts-surface')).toBeVisible();
  await expect(
    page.getByTestId('chart-rating-distribution').locator('.recharts-surface'),
  ).toBeVisible();
  await expect(page.getByTestId('chart-chat').locator('.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('chart-content').locator('.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('chart-heatmap').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('figure-appointments')).toContainText('Periodo anterior');
  await expectAccessible(page);
  await shot(page, 'admin-analytics-desktop');

  // Each chart has its table: the same figures, readable by everyone.
  const appointmentsCard = page.getByTestId('chart-appointments');
  await appointmentsCard.getByText('Tabla', { exact: true }).click();
  const table = appointmentsCard.getByRole('table', { name: 'Citas por estado' });
  await expect(table.getByRole('columnheader', { name: 'No asistió' })).toBeVisible();
  await expectAccessible(page);

  // The CSV: BOM first, accents kept.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    appointmentsCard.getByRole('button', { name: 'Descargar CSV de Citas por estado' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^citas-por-estado-\d{4}-\d\d-\d\d-a-.*\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(csv).toContain('No asistió');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFSemana del,Solicitada,Confirmada,Reprogramada,Cancelada,Completada,No asistió',
  );

  // The whole year holds at least the last 30 days, and its period line says so.
  const last30 = Number((await figureValue(page, 'appointments').textContent())!.replace(/,/g, ''));
  const period30 = await page.getByTestId('analytics-period').textContent();
  await page.getByTestId('analytics-range').click();
  await page.getByRole('option', { name: 'Este año' }).click();
  await expect(page.getByTestId('analytics-period')).not.toHaveText(period30!);
  await expect(page.getByTestId('analytics-period')).toContainText('1 ene');
  const year = Number((await figureValue(page, 'appointments').textContent())!.replace(/,/g, ''));
  expect(year).toBeGreaterThanOrEqual(last30);

  // One therapist: fewer appointments than the whole practice, and named in the period line.
  await page.getByTestId('analytics-therapist').click();
  await page.getByRole('option', { name: 'Alejandra Villarreal Cantú' }).click();
  await expect(page.getByTestId('analytics-period')).toContainText(
    'Terapeuta: Alejandra Villarreal Cantú',
  );
  await expect(page.getByTestId('chart-top-appointments')).not.toContainText('Jorge Luis');
  const one = Number((await figureValue(page, 'appointments').textContent())!.replace(/,/g, ''));
  expect(one).toBeGreaterThan(0);
  expect(one).toBeLessThan(year);

  // The top therapists' CSV keeps the name's accent.
  const top = page.getByTestId('chart-top-appointments');
  const [topDownload] = await Promise.all([
    page.waitForEvent('download'),
    top.getByRole('button', { name: /Descargar CSV/ }).click(),
  ]);
  const topCsv = (await readFile((await topDownload.path())!)).toString('utf8');
  expect(topCsv.startsWith('\uFEFFTerapeuta,Citas\r\nAlejandra Villarreal Cantú,')).toBe(true);
  await context.close();
});

test('on a phone the dashboard fits the width and stays accessible', async ({ browser }) => {
  const page = await signedInPage(browser, ACCOUNTS.admin, {
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  });
  await page.goto('/admin-analytics');
  await expect(figureValue(page, 'appointments')).toHaveText(/^[1-9]/);
  await expect(page.getByTestId('chart-appointments').locator('.recharts-surface')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await shot(page, 'admin-analytics-phone');
  await page.getByTestId('chart-heatmap').scrollIntoViewIfNeeded();
  await shot(page, 'admin-analytics-phone-heatmap');
  await expectAccessible(page);
  await page.context().close();
});

test('the charts code loads only with the analytics screen: not on public pages nor on other screens', async ({
  browser,
}) => {
  const context = await appContext(browser);
  const page = await context.newPage();
  for (const url of ['/home', '/contacto', '/login']) {
    const scripts = await scriptsDuring(page, () => page.goto(url));
    expect(scripts.length, url).toBeGreaterThan(0);
    expect(
      scripts.filter((s) => CHARTS_CODE.test(s)),
      url,
    ).toEqual([]);
  }
  await login(page, ACCOUNTS.admin);
  await page.waitForURL('**/admin-analytics');
  // Another admin screen, opened fresh, loads no chart code either…
  const other = await context.newPage();
  const otherScripts = await scriptsDuring(other, () => other.goto('/user/ratings'));
  await expect(other.getByTestId('rating-therapist-filter')).toBeVisible();
  expect(otherScripts.filter((s) => CHARTS_CODE.test(s))).toEqual([]);
  // …and the same check finds it where it belongs.
  const analytics = await context.newPage();
  const analyticsScripts = await scriptsDuring(analytics, () => analytics.goto('/admin-analytics'));
  await expect(
    analytics.getByTestId('chart-appointments').locator('.recharts-surface'),
  ).toBeVisible();
  expect(analyticsScripts.some((s) => CHARTS_CODE.test(s))).toBe(true);
  await context.close();
});
