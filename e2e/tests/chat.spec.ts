import { type Browser, type Page } from '@playwright/test';
import { ACCOUNTS, loginFromStart, signedInPage } from './session.ts';
import { expectAccessible, shot } from './checks.ts';
import { DESKTOP, expect, PHONE, test } from './test.ts';

async function signedIn(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await signedInPage(browser, email, {
    viewport: DESKTOP,
    locale: 'es-MX',
  });
  await page.goto(path);
  return page;
}

test.describe('live chat between a therapist and a patient', () => {
  test('they exchange messages live on the two-pane chat page; the unread dot lights up; text stays text', async ({
    browser,
  }) => {
    const therapist = await signedIn(browser, ACCOUNTS.therapist, '/chat-therapist');
    const patient = await signedIn(browser, ACCOUNTS.patient, '/chat-to-therapist');
    await expect(therapist.getByTestId('socket-status')).toHaveText('Conectado');
    await expect(patient.getByTestId('socket-status')).toHaveText('Conectado');

    // The therapist reads what is pending first, so the dot starts off.
    const rows = therapist.getByTestId('conversation-row');
    await expect(rows.first()).toBeVisible();
    const pane = therapist.getByTestId('chat-conversation');
    const count = await rows.count();
    for (let i = 0; i < count; i++) {
      await rows.nth(i).click();
      await expect(pane.getByTestId('chat-messages')).toContainText(/\S/);
    }
    // Back on the list with no conversation open: a new message is unread.
    await therapist.goto('/chat-therapist');
    await expect(therapist.getByTestId('unread-dot')).toHaveAttribute('data-unread', 'false');

    // The page shows the conversation itself, beside the list: no floating window.
    await patient
      .getByTestId('conversation-row')
      .filter({ hasText: 'Alejandra Villarreal Cantú' })
      .click();
    const conversation = patient.getByTestId('chat-conversation');
    await expect(conversation).toBeVisible();
    await expect(patient.getByTestId('conversation-row').first()).toBeVisible();
    await expect(patient.getByTestId('chat-window')).toHaveCount(0);
    // Chat times read as in Mexico: dd/MM/yyyy HH:mm.
    await expect(conversation.getByTestId('chat-messages')).toContainText(
      /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    await expect(conversation.getByTestId('chat-send')).toBeDisabled();
    const text = `Hola <b>Alejandra</b>, ¿confirmamos el jueves? ${Date.now()}`;
    await conversation.getByTestId('chat-input').fill(text);
    await expect(conversation.getByTestId('chat-send')).toBeEnabled();
    await conversation.getByTestId('chat-input').press('Enter');
    await expect(conversation.getByTestId('chat-messages')).toContainText(text);
    await expect(conversation.getByTestId('chat-input')).toHaveValue('');

    // Live on the other side, without a reload.
    await expect(therapist.getByTestId('unread-dot')).toHaveAttribute('data-unread', 'true');
    await therapist
      .getByTestId('conversation-row')
      .filter({ hasText: 'Sofía Martínez Rodríguez' })
      .click();
    await expect(pane.getByTestId('chat-messages')).toContainText(text);
    await expect(pane.locator('b')).toHaveCount(0);
    await shot(therapist, 'chat-therapist-desktop');

    // Both sides open: each reply shows on the other at once.
    await pane.getByTestId('chat-input').fill('Sí, te espero el jueves a las 10:00.');
    await pane.getByTestId('chat-send').click();
    await expect(conversation.getByTestId('chat-messages')).toContainText(
      'Sí, te espero el jueves a las 10:00.',
    );
    await expectAccessible(patient);

    // Elsewhere in the app the spec's floating window opens: minimize hides the messages;
    // closing removes the window.
    await patient.goto('/dashboard');
    await patient.getByRole('button', { name: 'Enviar mensaje' }).first().click();
    const window = patient.getByTestId('chat-window');
    await expect(window.getByTestId('chat-messages')).toContainText(
      'Sí, te espero el jueves a las 10:00.',
    );
    await window.getByTestId('chat-minimize').click();
    await expect(window.getByTestId('chat-messages')).toBeHidden();
    await window.getByTestId('chat-minimize').click();
    await expect(window.getByTestId('chat-messages')).toBeVisible();
    await window.getByTestId('chat-close').click();
    await expect(patient.getByTestId('chat-window')).toHaveCount(0);
    await therapist.context().close();
    await patient.context().close();
  });
});

test.describe('notifications', () => {
  test('the count updates live and after a drop, and a click marks one read and follows it', async ({
    browser,
    request,
  }) => {
    const admin = await signedIn(browser, ACCOUNTS.admin, '/admin-analytics');
    const bell = admin.getByTestId('notifications-button');
    // The label carries the pending count once it has loaded (the demo admin has one already).
    const pending = async () =>
      Number(/(\d+) nuevas/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    await expect(bell).toHaveAttribute('aria-label', /\d+ nuevas/);
    const contact = async (name: string) => {
      const res = await request.post('/api/v1/site/contact', {
        data: {
          name,
          email: 'rosa@correo.mx',
          topic: 'citas',
          message: 'Quisiera agendar una cita, por favor.',
        },
      });
      expect(res.status()).toBe(201);
    };
    // Live: with the connection open, the count rises with no reload.
    await expect(bell).toHaveAttribute('data-live', 'true');
    const before = await pending();
    await contact('Rosa Elena Cantú');
    await expect.poll(pending).toBeGreaterThan(before);

    // Nothing lost: what arrives while the connection is down shows once it is back.
    await admin.context().setOffline(true);
    await expect(bell).toHaveAttribute('data-live', 'false', { timeout: 30_000 });
    const whileDown = await pending();
    await contact('Rosa Elena Cantú Garza');
    await admin.context().setOffline(false);
    await expect(bell).toHaveAttribute('data-live', 'true', { timeout: 30_000 });
    await expect.poll(pending).toBeGreaterThan(whileDown);

    await bell.click();
    const dropdown = admin.getByTestId('notifications-dropdown');
    await expect(dropdown).toContainText('Notificaciones');
    await expect(admin.getByTestId('notifications-count')).toHaveText(/^\d+ Nuevas$/);
    const item = dropdown.getByRole('button', { name: /Rosa Elena Cantú/ }).first();
    await expect(item).toContainText(/hace/);
    await shot(admin, 'notifications-desktop');
    const beforeClick = await pending();
    await item.click();
    await expect.poll(pending).toBe(beforeClick - 1);
    await admin.context().close();
  });
});

test.describe('profile photo', () => {
  // A 1x1 PNG: real image bytes.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

  test('uploading a photo changes the header avatar at once; a non-image is refused', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.patient2);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/patient-profile$/);
    const avatar = page.getByTestId('header-avatar');
    const version = Number(await avatar.getAttribute('data-photo-version'));

    await page.locator('input[type=file]').setInputFiles({
      name: 'nota.png',
      mimeType: 'image/png',
      buffer: Buffer.from('no soy una imagen'),
    });
    await page.getByRole('button', { name: 'Guardar foto' }).click();
    await expect(page.getByRole('alert')).toContainText('no es una imagen JPEG, PNG o WebP válida');

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Vista previa de la foto nueva' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar foto' }).click();
    await expect(avatar).toHaveAttribute('data-photo-version', String(version + 1));
    await expect(avatar.locator('img')).toHaveAttribute('src', /^blob:/);
    await shot(page, 'patient-profile-desktop');
    await expectAccessible(page);
  });
});

test.describe('chat on a phone', () => {
  test.use({ viewport: PHONE });
  test('the list fills the screen; a conversation takes it whole, with a back button', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.patient);
    await page.goto('/chat-to-therapist');
    await page.getByTestId('conversation-row').first().click();
    const conversation = page.getByTestId('chat-conversation');
    await expect(conversation).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('conversation-row')).toBeHidden();
    await expect(conversation.getByTestId('chat-input')).toBeInViewport();
    const box = await conversation.boundingBox();
    expect(box?.width).toBe(PHONE.width);
    // The header stays: bell and avatar.
    await expect(page.getByTestId('notifications-button')).toBeInViewport();
    await shot(page, 'chat-patient-phone');
    await conversation.getByTestId('chat-input').fill('Gracias, nos vemos.');
    await conversation.getByTestId('chat-input').press('Enter');
    await expect(conversation.getByTestId('chat-messages')).toContainText('Gracias, nos vemos.');

    await page.getByTestId('chat-back').click();
    await expect(page.getByTestId('conversation-row').first()).toBeVisible();
    await expect(conversation).toBeHidden();
    // The phone's own back button too: forward opens it again, back closes it.
    await page.goForward();
    await expect(conversation).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('conversation-row').first()).toBeVisible();
  });
});

test.describe('connection state', () => {
  test('after a network drop the chat says it is reconnecting, then reconnects by itself', async ({
    page,
    context,
  }) => {
    await loginFromStart(page, ACCOUNTS.patient);
    await page.goto('/chat-to-therapist');
    const status = page.getByTestId('socket-status');
    await expect(status).toHaveText('Conectado');
    await context.setOffline(true);
    await expect(status).toHaveText('Reconectando…', { timeout: 30_000 });
    await context.setOffline(false);
    await expect(status).toHaveText('Conectado', { timeout: 30_000 });
  });
});
