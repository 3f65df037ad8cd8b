import { ACCOUNTS, loginFromStart, signedInPage } from './session.ts';
import { expectAccessible, expectNoSidewaysScroll, shot } from './checks.ts';
import { expect, PHONE, test } from './test.ts';

test('a search typed in the sidebar box reaches a patient record, and the box keeps the text', async ({
  page,
}) => {
  await loginFromStart(page, ACCOUNTS.therapist);
  const box = page.getByTestId('sidebar-search');
  await box.fill('sofia martinez');
  // A short pause is enough: no Enter.
  await expect(page).toHaveURL(/\/search\?q=sofia(\+|%20)martinez$/);
  await expect(box).toHaveValue('sofia martinez');
  const hit = page
    .getByRole('region', { name: 'Pacientes' })
    .getByTestId('search-hit')
    .filter({ hasText: 'Sofía Martínez Rodríguez' });
  await expect(hit.locator('mark').first()).toHaveText('Sofía');
  await expectAccessible(page);
  await shot(page, 'search-results-desktop');
  await hit.click();
  await expect(page).toHaveURL(/\/patients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /Sofía Martínez Rodríguez/ })).toBeVisible();
  await expect(box).toHaveValue('sofia martinez');
});

test('Ctrl+K opens the palette from any screen; Enter opens the result; typos and accents are forgiven', async ({
  page,
}) => {
  await loginFromStart(page, ACCOUNTS.therapist);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+k');
  const input = page.getByTestId('palette-input');
  await expect(input).toBeFocused();
  await input.fill('agenda');
  await expect(page.getByRole('button', { name: 'Agenda', exact: true })).toBeVisible();
  await input.fill('pancraes');
  await expect(page.getByTestId('palette-hit').first()).toContainText('Páncreas');
  await shot(page, 'search-palette-desktop');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/therapist-catalog\/(integrated|biomagnetic)\?q=/);

  await page.keyboard.press('Control+k');
  await input.fill('sofia');
  await expect(page.getByTestId('palette-hit').first()).toContainText('Sofía');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/(patients|appointments)\/[0-9a-f-]{36}$/);
});

test('a patient never finds patients; the search is usable on a phone; recent searches stay on the device', async ({
  browser,
}) => {
  const page = await signedInPage(browser, ACCOUNTS.patient, {
    viewport: PHONE,
  });
  await page.goto('/search?q=sofia');
  await expect(page.getByText('Nada coincide con «sofia».')).toBeVisible();
  await page.getByTestId('search-page-input').fill('flores bach');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  // Therapists of the directory who mention the flowers come first; the article is among the hits.
  await expect(
    page
      .getByTestId('search-hit')
      .filter({ hasText: /^Flores de Bach/ })
      .first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await shot(page, 'search-results-phone');
  await page.goto('/search');
  await expect(page.getByRole('region', { name: 'Búsquedas recientes' })).toContainText(
    'flores bach',
  );
  await expectAccessible(page);
  await page.context().close();
});
