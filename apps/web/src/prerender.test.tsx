import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@armonia/shared';
import { documentTitle } from './features/public/page-meta.ts';
import { enhanceStaticPage } from './features/public/static-page.ts';
import { PAGES, renderPublicPage } from './prerender.tsx';

const ASSETS = {
  css: 'main{margin:0}',
  script: '/assets/site-abc.js',
  preload: ['/assets/page-markers-abc.js'],
};
const SETTINGS: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  phone: '+52 81 1234 0000',
  address: 'Calle Morelos 200, Centro, Monterrey, Nuevo León',
};

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('prerendered public pages', () => {
  it.each(PAGES.map((p) => [p.meta.path, p] as const))(
    '%s renders as a complete document, with its own head and the settings it is given',
    async (path, { meta }) => {
      const html = await renderPublicPage(path, SETTINGS, ASSETS);
      expect(html.startsWith('<!DOCTYPE html><html lang="es-MX">')).toBe(true);
      expect(html).toContain(`<title>${documentTitle(meta.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${meta.description}"/>`);
      expect(html).toContain('<style>main{margin:0}</style>');
      expect(html).toContain('<script type="module" src="/assets/site-abc.js"></script>');
      expect(html).toContain('<link rel="modulepreload" href="/assets/page-markers-abc.js"/>');
      // The footer's settings are in the page, not a placeholder waiting for a request.
      expect(html).toContain(SETTINGS.phone);
      expect(html).toContain(SETTINGS.address);
      expect(html).not.toContain('Cargando');
      // All of it inline: no boundary left for a script to fill in, no other script.
      expect(html).not.toContain('<template');
      expect(html.match(/<script/g)).toHaveLength(1);
    },
  );

  it('the descriptions differ from page to page', () => {
    expect(new Set(PAGES.map((p) => p.meta.description)).size).toBe(PAGES.length);
  });
});

describe('the script of a prerendered page', () => {
  const load = async (path: string) => {
    const html = await renderPublicPage(path, SETTINGS, ASSETS);
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
  };
  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((a) => a.textContent === name)!;

  it('when nobody is signed in, then the header keeps the guest actions', async () => {
    await load('/nosotros');
    enhanceStaticPage(document);
    expect(link('Iniciar sesión').closest('[hidden]')).toBeNull();
    expect(link('Ir a mi panel').hidden).toBe(true);
  });

  it('when a session is stored, then the header offers the way to that role’s panel', async () => {
    localStorage.setItem(
      'currentUser',
      JSON.stringify({
        token: 'abc',
        Rol: 'Paciente',
        name: 'Lucía',
        userName: 'Lucía Treviño',
        email: 'lucia@correo.mx',
        id: '7c1f0f7e-4d8e-4f5e-9a3b-0c6c1c0a9b11',
      }),
    );
    await load('/nosotros');
    enhanceStaticPage(document);
    const panel = link('Ir a mi panel');
    expect(panel.hidden).toBe(false);
    expect(panel.getAttribute('href')).toBe('/dashboard');
    expect(link('Iniciar sesión').closest('[hidden]')).not.toBeNull();
  });
});
