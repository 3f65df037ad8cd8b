import { ACCOUNTS, signedInPage } from './session.ts';
import { expectAccessible, shot } from './checks.ts';
import { expect, test } from './test.ts';

/** Super-Admin curates opinions (issue: appointments, "Ratings"). The demo has Sofía's opinion of terapeuta@. */
test('the admin hides an abusive opinion: the therapist stops seeing it; shown again, it is back', async ({
  browser,
}) => {
  const comment = 'Muy amable y clara al explicar el tratamiento';
  const admin = await signedInPage(browser, ACCOUNTS.admin);
  await admin.goto('/user/ratings');
  const row = admin.getByTestId('admin-ratings').getByRole('row').filter({ hasText: comment });
  await expect(row).toContainText('Visible');
  await expectAccessible(admin);
  await shot(admin, 'admin-ratings-desktop');

  await row.getByRole('button', { name: /^Ocultar/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Ocultar' }).click();
  await expect(row).toContainText('Oculta');

  const therapist = await signedInPage(browser, ACCOUNTS.therapist);
  await therapist.goto('/home-therapist');
  const card = therapist.getByTestId('therapist-ratings-card');
  await expect(card).toBeVisible();
  await expect(card).not.toContainText(comment);

  await row.getByRole('button', { name: /^Mostrar/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Mostrar' }).click();
  await expect(row).toContainText('Visible');
  await therapist.reload();
  await expect(card).toContainText(comment);
  await admin.context().close();
  await therapist.context().close();
});
