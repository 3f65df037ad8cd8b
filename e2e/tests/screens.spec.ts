import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, bearer, loginFromStart, tokenOf } from './session.ts';
import { shot } from './checks.ts';
import { DESKTOP, expect, PHONE, test } from './test.ts';

/**
 * The main screens of each role on the demo data, at a desktop's and a phone's size: a picture
 * of each (e2e/screenshots/screen-*.png), and not one console error or failed request on the way.
 */

const SIZES = { desktop: DESKTOP, phone: PHONE };

interface Screen {
  name: string;
  path: string | ((page: Page) => Promise<string>);
  /** What the user does there before the picture (open a dialog or a chat window). */
  act?: (page: Page) => Promise<void>;
}

/** An act that clicks what `target` finds, then waits until `shown` is on screen. */
function opens(target: (page: Page) => Locator, shown: (page: Page) => Locator) {
  return async (page: Page) => {
    await target(page).click();
    await expect(shown(page)).toBeVisible();
  };
}

async function firstId(page: Page, path: string): Promise<string> {
  const res = await page.request.get(`/api/v1${path}`, {
    headers: bearer(await tokenOf(page)),
  });
  return ((await res.json()) as { data: { items: { id: string }[] } }).data.items[0]!.id;
}

const SCREENS: Record<string, { email: string; screens: Screen[] }> = {
  therapist: {
    email: ACCOUNTS.therapist,
    screens: [
      { name: 'home', path: '/home-therapist' },
      { name: 'calendar', path: '/calendar' },
      { name: 'patients', path: '/patients' },
      {
        name: 'patient-record',
        path: async (p) => `/patients/${await firstId(p, '/patients?pageSize=1')}`,
      },
      {
        name: 'appointment',
        path: async (p) => `/appointments/${await firstId(p, '/appointments?pageSize=1')}`,
      },
      { name: 'new-appointment', path: '/new-appointment' },
      { name: 'reschedule', path: '/dashboard/reschedule' },
      { name: 'catalog-biomagnetic', path: '/therapist-catalog/biomagnetic' },
      { name: 'catalog-integrated', path: '/therapist-catalog/integrated' },
      { name: 'catalog-location-points', path: '/therapist-catalog/location-points' },
      { name: 'profile', path: '/therapists/profile' },
      { name: 'chat', path: '/chat-therapist' },
      {
        name: 'chat-open',
        path: '/chat-therapist',
        act: opens(
          (p) => p.getByTestId('conversation-row').first(),
          (p) => p.getByTestId('chat-conversation'),
        ),
      },
      { name: 'notifications', path: '/notifications' },
      { name: 'change-password', path: '/change-password' },
    ],
  },
  patient: {
    email: ACCOUNTS.patient,
    screens: [
      { name: 'dashboard', path: '/dashboard' },
      {
        name: 'booking',
        path: '/dashboard',
        act: opens(
          (p) => p.getByTestId('book-appointment'),
          (p) => p.getByTestId('free-slots').getByRole('button').first(),
        ),
      },
      { name: 'profile', path: '/patient-profile' },
      { name: 'chat', path: '/chat-to-therapist' },
      { name: 'ratings', path: '/ratings' },
      {
        // A person without a photo: initials, and no request for an image that is not there.
        name: 'chat-window',
        path: '/dashboard',
        act: async (p) => {
          await p.getByRole('button', { name: 'Enviar mensaje' }).first().click();
          await expect(p.getByTestId('chat-window').getByTestId('chat-messages')).toContainText(
            /\S/,
          );
        },
      },
    ],
  },
  admin: {
    email: ACCOUNTS.admin,
    screens: [
      { name: 'flowers', path: '/catalogue/flowers' },
      { name: 'biomagnetism', path: '/catalogue/biomagnetism' },
      { name: 'tracking-list', path: '/catalogue/tracking-list' },
      { name: 'catalogues', path: '/catalogue/catalogues' },
      {
        name: 'catalogue-primary',
        path: `/catalogue/primary/${encodeURIComponent('Órganos y sistemas')}`,
      },
      { name: 'tags', path: '/catalogue/tag' },
      { name: 'protocols', path: '/configuration/protocols' },
      { name: 'ratings', path: '/user/ratings' },
    ],
  },
};

/** Console errors, failed requests and error answers while `run` goes on. */
async function watchErrors(page: Page, run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error') seen.push(`console: ${m.text()}`);
  };
  const onPageError = (e: Error) => seen.push(`page error: ${e.message}`);
  const onFailed = (r: { url(): string; failure(): { errorText: string } | null }) => {
    // A navigation away cancels what the page was still loading; that is not a failure.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') seen.push(`failed: ${r.url()}`);
  };
  const onResponse = (r: { status(): number; url(): string }) => {
    if (r.status() >= 400) seen.push(`${r.status()}: ${r.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  try {
    await run();
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('requestfailed', onFailed);
    page.off('response', onResponse);
  }
  return seen;
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const [who, { email, screens }] of Object.entries(SCREENS)) {
    test.describe(`${who} screens (${size})`, () => {
      test.use({ viewport });
      test(`each shows without a console error or a failed request`, async ({ page }) => {
        await loginFromStart(page, email);
        const problems = await watchErrors(page, async () => {
          for (const screen of screens) {
            const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
            await page.goto(path);
            await page.waitForLoadState('networkidle');
            await expect(page.getByTestId('page-title')).toBeVisible();
            await screen.act?.(page);
            await page.waitForLoadState('networkidle');
            await shot(page, `screen-${who}-${screen.name}-${size}`);
          }
        });
        expect(problems).toEqual([]);
      });
    });
  }
}
