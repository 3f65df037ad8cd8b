import { describe, expect, it } from 'vitest';
import { renderArticle } from './content.markdown.ts';

/** Payloads from the usual XSS cheat sheets, in Markdown and in raw HTML. */
const CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">clic</a>',
  '[clic](javascript:alert(1))',
  '[clic](JaVaScRiPt:alert(1))',
  '[clic](java\tscript:alert(1))',
  '[clic](&#106;avascript:alert(1))',
  '[clic](vbscript:msgbox(1))',
  '[clic](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](javascript:alert(1))',
  '![x" onerror="alert(1)](https://ejemplo.mx/a.png)',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '"><script>alert(1)</script>',
  '[a](https://ejemplo.mx" onclick="alert(1))',
  '<a href="https://ejemplo.mx" onmouseover="alert(1)">x</a>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
];

describe('article rendering', () => {
  it.each(CORPUS)(
    'when the body holds %j, then no script, handler or dangerous link remains',
    (payload) => {
      const html = renderArticle(`Texto antes\n\n${payload}\n\nTexto después`);
      // The serialised output escapes every "<" of text, so each "<" left opens a real element.
      const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
      const names = tags.map((t) => /^<([a-z0-9]+)/i.exec(t)![1]!.toLowerCase());
      expect(names.filter((n) => !['p', 'a', 'code', 'pre', 'em', 'strong'].includes(n))).toEqual(
        [],
      );
      for (const tag of tags) {
        expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
        expect(tag).not.toMatch(/\s(?:src|style|action|data)\s*=/i);
        expect(tag).not.toMatch(/href="(?!https?:|mailto:|tel:|#)/i);
      }
      expect(html).toContain('Texto después');
    },
  );

  it('when a link goes to another site, then it opens apart and sends no referrer', () => {
    const html = renderArticle('Lee [la guía](https://www.gob.mx/salud) completa.');
    expect(html).toContain(
      '<a href="https://www.gob.mx/salud" target="_blank" rel="noopener noreferrer">la guía</a>',
    );
  });

  it('when a link stays in the page, then it gets no new window', () => {
    expect(renderArticle('[arriba](#inicio)')).toBe('<p><a href="#inicio">arriba</a></p>\n');
  });

  it('when the body uses headings, lists, emphasis and tables, then they are kept', () => {
    const html = renderArticle(
      '## Cuidados\n\n- **Hidratación**\n- _Descanso_\n\n| Día | Toma |\n| --- | --- |\n| 1 | 4 gotas |',
    );
    expect(html).toContain('<h2>Cuidados</h2>');
    expect(html).toContain('<strong>Hidratación</strong>');
    expect(html).toContain('<em>Descanso</em>');
    expect(html).toContain('<td>4 gotas</td>');
    expect(html).not.toContain('style=');
  });
});
