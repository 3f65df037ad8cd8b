import { ACCOUNTS, loginFromStart, signedInPage } from './session.ts';
import { expectAccessible, shot } from './checks.ts';
import { DESKTOP, expect, PHONE, test } from './test.ts';

test.describe('catalogues', () => {
  test('the admin builds catalogue → group → subgroup → register with a tag; the menu lists the catalogue; a therapist finds it', async ({
    page,
    browser,
  }) => {
    const suffix = Date.now().toString(36);
    const catalogue = `Órganos ${suffix}`;
    await loginFromStart(page, ACCOUNTS.admin);

    await page.goto('/catalogue/tag');
    await page.getByRole('button', { name: 'Nueva etiqueta' }).click();
    await page.getByLabel('Nombre de la etiqueta').fill(`Biomagnetismo ${suffix}`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByRole('cell', { name: `Biomagnetismo ${suffix}`, exact: true }),
    ).toBeVisible();

    await page.goto('/catalogue/catalogues');
    await page.getByRole('button', { name: 'Nuevo catálogo' }).click();
    await page.getByLabel('Nombre del catálogo').fill(catalogue);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByTestId('catalogs-table').getByRole('link', { name: catalogue }).click();
    await expect(page.getByRole('heading', { name: catalogue })).toBeVisible();

    // A new catalogue is empty: its empty view offers the first step.
    const noGroups = page.getByTestId('empty-state').filter({ hasText: 'aún no tiene grupos' });
    await noGroups.getByRole('button', { name: 'Crear el primer grupo' }).click();
    await page.getByLabel('Nombre del grupo').fill('Sistema digestivo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('button', { name: 'Subgrupo' }).click();
    await page.getByLabel('Nombre del subgrupo').fill('Glándulas');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('groups')).toContainText('Glándulas');

    await page.getByRole('button', { name: 'Nuevo registro' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Grupo', { exact: true }).click();
    await page.getByRole('option', { name: 'Sistema digestivo' }).click();
    await dialog.getByLabel('Subgrupo', { exact: true }).click();
    await page.getByRole('option', { name: 'Glándulas' }).click();
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Páncreas – Bazo');
    await dialog.getByLabel('Etiquetas', { exact: true }).click();
    await page.getByRole('option', { name: `Biomagnetismo ${suffix}` }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('registers-table')).toContainText('Páncreas – Bazo');

    // The dynamic entry of the admin Catálogos menu.
    await page.getByTestId('rail-catalogue').click();
    await expect(
      page.getByTestId('admin-submenu').getByRole('link', { name: catalogue }),
    ).toBeVisible();
    await shot(page, 'admin-catalogue-desktop');
    await expectAccessible(page);

    const therapist = await signedInPage(browser, ACCOUNTS.therapist, {
      viewport: DESKTOP,
    });
    await therapist.goto('/therapist-catalog/integrated');
    await expect(therapist.getByTestId('page-title')).toHaveText('Catálogos');
    await therapist.getByTestId('register-search').fill('pancreas bazo');
    await expect(therapist.getByTestId('registers-table')).toContainText('Páncreas – Bazo');
    await therapist.getByLabel('Etiqueta', { exact: true }).first().click();
    await therapist.getByRole('option', { name: `Biomagnetismo ${suffix}` }).click();
    await expect(therapist.getByTestId('registers-table')).toContainText(catalogue);
    await shot(therapist, 'therapist-catalogue-desktop');
    await expectAccessible(therapist);
    await therapist.context().close();
  });

  test('a list screen comes from its definition: the 38 Bach flowers, searchable without accents', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.admin);
    await page.goto('/catalogue/flowers');
    await expect(page.getByTestId('page-title')).toHaveText('Flores de Bach');
    await expect(page.getByText('38 elementos')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar en Flores de Bach' }).fill('alamo');
    await expect(page.getByRole('cell', { name: 'Álamo temblón', exact: true })).toBeVisible();
    await shot(page, 'admin-flowers-desktop');
    await expectAccessible(page);
  });
});

test.describe('list screens', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

  test('the admin reorders the tracking list and gives a location point its image', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.admin);
    await page.goto('/catalogue/tracking-list');
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toContainText(/\S/);
    const first = (await rows.first().locator('td').nth(1).innerText()).trim();
    await page.getByRole('button', { name: `Bajar ${first}` }).click();
    await expect(rows.nth(1)).toContainText(first);
    await page.reload();
    await expect(page.locator('tbody tr').nth(1)).toContainText(first);

    await page.goto('/catalogue/location-points');
    await page.getByRole('button', { name: 'Editar Hipófisis' }).click();
    await page
      .getByRole('dialog')
      .locator('input[type=file]')
      .setInputFiles({ name: 'punto.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('item-image').locator('img')).toHaveAttribute('src', /^blob:/);
    await shot(page, 'admin-location-point-desktop');
  });

  test('a protocol is an ordered choice of existing biomagnetic pairs', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.admin);
    await page.goto('/configuration/protocols');
    await page.getByRole('button', { name: 'Nuevo protocolo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: 'Protocolo' })
      .fill(`Protocolo de energía ${Date.now()}`);
    await dialog.getByRole('textbox', { name: 'Condición' }).fill('Cansancio crónico');
    await dialog.getByPlaceholder('Elige en orden').click();
    await page.getByRole('option', { name: 'Timo – Recto' }).click();
    await page.getByRole('option', { name: 'Páncreas – Bazo', exact: true }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByRole('cell', { name: 'Timo – Recto → Páncreas – Bazo' }).first(),
    ).toBeVisible();
  });

  test('a therapist sees the biomagnetic pairs read-only', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await page.goto('/therapist-catalog/biomagnetic');
    await expect(page.getByRole('cell').first()).toBeVisible();
    // Over a hundred pairs: the search finds one without its accents or dash.
    await page.getByRole('searchbox', { name: /^Buscar en / }).fill('timo recto');
    await expect(page.getByRole('cell', { name: 'Timo – Recto', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Nuevo/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('catalogues on a phone', () => {
  test.use({ viewport: PHONE });
  test('the list screen and the register browser fit the screen', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    await page.goto('/therapist-catalog/integrated');
    await expect(page.getByTestId('register-search')).toBeInViewport();
    await shot(page, 'therapist-catalogue-phone');
    await page.goto('/therapist-catalog/tracking-list');
    await expect(
      page.getByRole('searchbox', { name: 'Buscar en Lista de Rastreo' }),
    ).toBeInViewport();
    await shot(page, 'therapist-tracking-phone');
  });
});
