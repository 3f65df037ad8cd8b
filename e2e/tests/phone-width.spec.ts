import type { APIRequestContext, Page } from '@playwright/test';
import { APP_ROUTES, PUBLIC_ROUTES, type AppRoute, type Role } from '@armonia/shared';
import { ACCOUNTS, bearer, loginFromStart, tokenOf } from './session.ts';
import { expect, PHONE, test } from './test.ts';

/**
 * Every route of every role at a phone's width: nothing may push the page sideways, and the
 * header keeps the bell and the avatar on screen. The routes come from the shared route table,
 * so a screen added there is visited here without touching this file.
 */
test.use({ viewport: PHONE });

type Samples = Record<string, string>;

async function data<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`, {
    headers: bearer(token),
  });
  expect(res.ok(), `${path} answers`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** A real id for each `:param` of the role's routes, read from the demo data. */
const SAMPLES: Record<string, (r: APIRequestContext, token: string) => Promise<string>> = {
  patientId: async (r, t) =>
    (await data<{ items: { id: string }[] }>(r, t, '/patients?pageSize=1')).items[0]!.id,
  appointmentId: async (r, t) =>
    (await data<{ items: { id: string }[] }>(r, t, '/appointments?pageSize=1')).items[0]!.id,
  articleId: async (r, t) =>
    (await data<{ items: { id: string }[] }>(r, t, '/content/items?kind=article&pageSize=1'))
      .items[0]!.id,
  slug: async (r, t) =>
    (await data<{ items: { slug: string }[] }>(r, t, '/directory/therapists?pageSize=1')).items[0]!
      .slug,
  elementCatalog: async (r, t) =>
    (await data<{ elementCatalog: string }[]>(r, t, '/catalogs/registers/primary-list'))[0]!
      .elementCatalog,
};

async function samplesFor(page: Page, routes: AppRoute[]): Promise<Samples> {
  const names = new Set(
    routes
      .flatMap((r) => r.path.split('/').filter((s) => s.startsWith(':')))
      .map((s) => s.slice(1)),
  );
  const token = await tokenOf(page);
  const out: Samples = {};
  for (const name of names) {
    const find = SAMPLES[name];
    expect(find, `a sample value for :${name} (add one to SAMPLES)`).toBeDefined();
    out[name] = await find!(page.request, token);
  }
  return out;
}

function fill(path: string, samples: Samples): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(samples[name]!));
}

/** How far the document reaches past the viewport, once the page has settled. */
async function overflow(page: Page, url: string, opts = { reload: true }): Promise<number> {
  if (opts.reload) await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function widestElements(page: Page): Promise<string> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > limit + 1 && out.length < 3) {
        out.push(
          `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (${Math.round(r.right)} px)`,
        );
      }
    }
    return out.join(', ');
  });
}

const ROLES: { role: Role; email: string }[] = [
  { role: 'Terapeuta', email: ACCOUNTS.therapist },
  { role: 'Paciente', email: ACCOUNTS.patient },
  { role: 'Super-Admin', email: ACCOUNTS.admin },
];

for (const { role, email } of ROLES) {
  test(`no ${role} screen is wider than a phone, and the header keeps the bell and avatar`, async ({
    page,
  }) => {
    // Every route of the role, one after another: generous on a busy machine.
    test.setTimeout(10 * 60_000);
    const routes = Object.values(APP_ROUTES as Record<string, AppRoute>).filter((r) =>
      r.roles.includes(role),
    );
    await loginFromStart(page, email);
    const samples = await samplesFor(page, routes);
    const problems: string[] = [];
    for (const route of routes) {
      const url = fill(route.path, samples);
      await page.goto(url);
      // The header first: the page is measured once the layout around it has rendered.
      for (const id of ['notifications-button', 'header-avatar']) {
        const shown = await page
          .getByTestId(id)
          .waitFor({ state: 'visible', timeout: 15_000 })
          .then(() => true)
          .catch(() => false);
        if (!shown) problems.push(`${url}: no ${id}`);
        else {
          const box = await page.getByTestId(id).boundingBox();
          if (!box || box.x + box.width > PHONE.width) problems.push(`${url}: ${id} off screen`);
        }
      }
      const extra = await overflow(page, url, { reload: false });
      if (extra > 0) problems.push(`${url}: ${extra} px too wide: ${await widestElements(page)}`);
    }
    expect(problems).toEqual([]);
  });
}

test('no public page is wider than a phone', async ({ page }) => {
  const problems: string[] = [];
  for (const url of Object.values(PUBLIC_ROUTES)) {
    const extra = await overflow(page, url);
    if (extra > 0) problems.push(`${url}: ${extra} px too wide: ${await widestElements(page)}`);
  }
  expect(problems).toEqual([]);
});
