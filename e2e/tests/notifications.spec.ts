import { ACCOUNTS, loginFromStart } from './session.ts';
import { shot } from './checks.ts';
import { expect, PHONE, test } from './test.ts';

// terapeuta@ is the one account no other test counts notifications of.
test.describe('notifications', () => {
  test('the dropdown pads and separates its items, marks the unread, marks all read in every tab and leads to the page', async ({
    page,
  }) => {
    await loginFromStart(page, ACCOUNTS.therapist);
    const bell = page.getByTestId('notifications-button');
    await expect(bell).toHaveAttribute('aria-label', /\d+ nuevas/);
    // A second tab of the same browser, to see that it follows.
    const otherTab = await page.context().newPage();
    await otherTab.goto(page.url());
    const otherBell = otherTab.getByTestId('notifications-button');
    await expect(otherBell).toHaveAttribute('aria-label', /\d+ nuevas/);
    await page.bringToFront();
    await bell.click();
    const dropdown = page.getByTestId('notifications-dropdown');
    const items = dropdown.getByTestId('notification-item');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThan(1);

    // Room around the text, a line between items, and the unread ones marked.
    const look = await items.first().evaluate((el) => {
      const s = getComputedStyle(el);
      const next = getComputedStyle(el.parentElement!.nextElementSibling!);
      return {
        left: parseFloat(s.paddingLeft),
        top: parseFloat(s.paddingTop),
        separator: parseFloat(next.borderTopWidth),
      };
    });
    expect(look.left).toBeGreaterThanOrEqual(12);
    expect(look.top).toBeGreaterThanOrEqual(8);
    expect(look.separator).toBeGreaterThan(0);
    await expect(dropdown.locator('[data-unread]').first()).toContainText('No leída');
    await shot(page, 'notifications-dropdown-desktop');

    await dropdown.getByTestId('notifications-mark-all').click();
    await expect(page.getByTestId('notifications-count')).toHaveText('0 Nuevas');
    await expect(bell).toHaveAttribute('aria-label', 'Notificaciones');
    await expect(dropdown.locator('[data-unread]')).toHaveCount(0);
    await expect(otherBell).toHaveAttribute('aria-label', 'Notificaciones');
    await otherTab.close();

    await dropdown.getByTestId('notifications-see-all').click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByTestId('page-title')).toHaveText('Notificaciones');
    const list = page.getByTestId('notifications-page-list');
    await expect(list.getByTestId('notification-item').first()).toContainText(/hace/);
    await expect(page.getByTestId('notifications-page-mark-all')).toBeDisabled();
    await page.getByText('Sin leer', { exact: true }).click();
    await expect(page.getByTestId('empty-state')).toContainText(
      'no tienes notificaciones sin leer',
    );
    await shot(page, 'notifications-page-desktop');
  });
});

test.describe('notifications on a phone', () => {
  test.use({ viewport: PHONE });
  test('the dropdown and the page fit the screen', async ({ page }) => {
    await loginFromStart(page, ACCOUNTS.patient);
    await page.getByTestId('notifications-button').click();
    const dropdown = page.getByTestId('notifications-dropdown');
    await expect(dropdown).toBeInViewport({ ratio: 1 });
    await shot(page, 'notifications-dropdown-phone');
    await page.goto('/notifications');
    await expect(page.getByTestId('notifications-page-list')).toBeVisible();
    await shot(page, 'notifications-page-phone');
  });
});
