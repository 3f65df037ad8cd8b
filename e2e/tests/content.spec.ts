import { ACCOUNTS, loginFromStart, signedInPage } from './session.ts';
import { expectAccessible, expectNoSidewaysScroll, shot } from './checks.ts';
import { expect, PHONE, test } from './test.ts';

/** A one-page PDF with a line of text, written by hand (offsets included) for the upload. */
function onePagePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  // Blank space in the page's stream makes the file big enough for the upload to take a while.
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET\n${' '.repeat(600_000)}`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = out.length;
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const TITLE = 'Plan de alimentación para colitis';

test('the admin uploads a PDF with progress for patients; a patient finds and previews it; a therapist does not see it', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, ACCOUNTS.admin);
  await admin.goto('/information/files');
  await expect(admin.getByTestId('admin-content')).toContainText('Cuidados después de la sesión');
  await expectAccessible(admin);
  await shot(admin, 'content-admin-documents-desktop');

  await admin.getByRole('button', { name: 'Nuevo documento' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Título').fill(TITLE);
  await dialog.getByLabel('Descripción').fill('Alimentos recomendados durante el tratamiento.');
  await dialog.getByRole('combobox', { name: 'Categoría' }).fill('Cuidados');
  await dialog.getByRole('combobox', { name: 'Para quién es' }).click();
  await admin.getByRole('option', { name: 'Pacientes', exact: true }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'plan-colitis.pdf',
    mimeType: 'application/pdf',
    buffer: onePagePdf(TITLE),
  });

  // A slow uplink (about 150 KB/s) lets the bar be seen moving.
  const network = await admin.context().newCDPSession(admin);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 150 * 1024,
  });
  await dialog.getByRole('button', { name: 'Subir' }).click();
  await expect(dialog.getByTestId('upload-progress')).toHaveText(/^Subiendo… [1-9]\d? %$/);
  await shot(admin, 'content-admin-upload-progress');
  const row = admin.getByTestId('admin-content').getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText('Publicado');
  await expect(row).toContainText('Pacientes');

  const patient = await signedInPage(browser, ACCOUNTS.patient);
  await patient.getByRole('link', { name: 'Información y Tutoriales' }).click();
  await patient.getByRole('tab', { name: 'Documentos' }).click();
  const card = patient.getByTestId('content-card').filter({ hasText: TITLE });
  await expect(card).toContainText('Nuevo');
  await expectAccessible(patient);
  await shot(patient, 'content-tutorials-documents-desktop');
  await card.getByRole('button', { name: 'Vista previa' }).click();
  const viewer = patient.getByTestId('content-viewer');
  await expect(viewer.getByRole('img', { name: `${TITLE}, página 1` })).toBeVisible();
  await shot(patient, 'content-pdf-preview-desktop');
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(card).not.toContainText('Nuevo');

  const therapist = await signedInPage(browser, ACCOUNTS.therapist);
  await therapist.goto('/tutorials?tab=documentos');
  await expect(therapist.getByTestId('content-card').first()).toBeVisible();
  await expect(therapist.getByTestId('content-card').filter({ hasText: TITLE })).toHaveCount(0);
  await therapist.getByLabel('Buscar', { exact: true }).last().fill('colitis');
  await expect(therapist.getByText('Ningún contenido coincide con la búsqueda.')).toBeVisible();

  for (const page of [admin, patient, therapist]) await page.context().close();
});

test('on a phone the patient watches the video and reads an article without sideways scrolling', async ({
  browser,
}) => {
  const page = await signedInPage(browser, ACCOUNTS.patient, {
    viewport: PHONE,
  });
  await page.goto('/tutorials');
  const video = page.getByTestId('content-card').filter({ hasText: 'Respiración consciente' });
  await expect(video).toBeVisible();
  await shot(page, 'content-tutorials-videos-phone');
  await expectNoSidewaysScroll(page);
  await video.getByRole('button', { name: 'Ver video' }).click();
  await expect(page.getByTestId('video-player')).toBeVisible();
  await expect
    .poll(() => page.getByTestId('video-player').evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThan(0);
  await shot(page, 'content-video-phone');
  await page.getByRole('button', { name: 'Cerrar' }).click();

  await page.getByRole('tab', { name: 'Artículos' }).click();
  await page
    .getByTestId('content-card')
    .filter({ hasText: 'Hidratación y descanso' })
    .getByRole('link', { name: 'Leer artículo' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Hidratación y descanso después de la terapia' }),
  ).toBeVisible();
  await expect(page.getByTestId('article-body')).toContainText('dos litros');
  await expectNoSidewaysScroll(page);
  await shot(page, 'content-article-phone');
  await expectAccessible(page);
  await page.context().close();
});

test('the admin writes an article with a live preview that drops scripts', async ({ page }) => {
  await loginFromStart(page, ACCOUNTS.admin);
  await page.goto('/information/articles');
  await page.getByRole('button', { name: 'Nuevo artículo' }).click();
  await page.getByLabel('Título').fill('Pausas activas en el consultorio');
  await page.getByLabel('Resumen').fill('Tres ejercicios de un minuto.');
  await page.getByRole('combobox', { name: 'Categoría' }).fill('Bienestar');
  await page
    .getByLabel('Texto (Markdown)')
    .fill('## Cuello\n\nGira **despacio**.<script>alert(1)</script>');
  const preview = page.getByTestId('article-preview');
  await expect(preview.getByRole('heading', { name: 'Cuello' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('despacio');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/information\/articles\/[0-9a-f-]{36}$/);
  await expectAccessible(page);
  await shot(page, 'content-article-editor-desktop');
});
