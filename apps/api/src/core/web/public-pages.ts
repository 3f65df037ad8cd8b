import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SiteSettings } from '@armonia/shared';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const HOME = '/home';

/** Where the web build leaves its render module and each page's assets (apps/web/scripts). */
const PRERENDER_DIR = '.prerender';

/** What the web build's render module offers (apps/web/src/prerender.tsx). */
interface RenderModule {
  renderPublicPage(path: string, settings: SiteSettings, assets: unknown): Promise<string>;
}

interface Variant {
  body: Buffer;
  etag: string;
}

type Encoding = 'br' | 'gzip';
type RenderedPage = Record<Encoding | 'identity', Variant>;

export interface PublicPages {
  /** The addresses of the prerendered pages (/home, /nosotros…). */
  paths: string[];
  /** The page as rendered with the current settings, in each encoding. */
  page(path: string): Promise<RenderedPage>;
  /** This process saved new settings: the next request renders with them. */
  invalidate(): void;
  /** Renders every page ahead of the first visitor. */
  warm(): Promise<void>;
}

/** The document, compressed once at the highest levels: requests only pick a variant. */
async function variants(html: string): Promise<RenderedPage> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return {
    identity: { body, etag: `"${tag}"` },
    br: { body: br, etag: `"${tag}-br"` },
    gzip: { body: gz, etag: `"${tag}-gz"` },
  };
}

/**
 * The public pages of the web build, rendered from the same React components with the site
 * settings of the database, or undefined when the build has none (the API's tests, `npm run dev`).
 *
 * A page is rendered once per settings version, not per request. Settings saved by this process
 * show at once; those saved by another process show once `recheckMs` has passed (the next
 * request after that reads them, and the pages render again only if they changed).
 */
export async function loadPublicPages(opts: {
  webDist: string;
  settings: () => Promise<SiteSettings>;
  recheckMs: number;
  log: FastifyBaseLogger;
}): Promise<PublicPages | undefined> {
  const dir = path.join(opts.webDist, PRERENDER_DIR);
  const assetsFile = path.join(dir, 'assets.json');
  if (!existsSync(assetsFile)) return undefined;
  const assets = JSON.parse(await readFile(assetsFile, 'utf8')) as Record<string, unknown>;
  const render = (await import(pathToFileURL(path.join(dir, 'prerender.js')).href)) as RenderModule;

  let current: { key: string; settings: SiteSettings; pages: Map<string, Promise<RenderedPage>> };
  let checkedAt = 0;
  let checking: Promise<void> | undefined;
  // Bumped by every save, so a read that started before the save is not taken as current.
  let generation = 0;
  let fresh = false;

  async function check(): Promise<void> {
    const started = generation;
    const settings = await opts.settings();
    if (started !== generation) return check();
    checkedAt = Date.now();
    fresh = true;
    const key = JSON.stringify(settings);
    if (current?.key !== key) current = { key, settings, pages: new Map() };
  }

  function recheck(): Promise<void> {
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  async function page(url: string): Promise<RenderedPage> {
    if (!fresh) await recheck();
    else if (Date.now() - checkedAt > opts.recheckMs) {
      // The page on hand goes out now; the next request gets the settings read meanwhile.
      recheck().catch((err: unknown) => opts.log.error({ err }, 'site settings not read'));
    }
    const { pages, settings } = current;
    let rendered = pages.get(url);
    if (!rendered) {
      rendered = render.renderPublicPage(url, settings, assets[url]).then(variants);
      pages.set(url, rendered);
      rendered.catch(() => pages.delete(url));
    }
    return rendered;
  }

  return {
    paths: Object.keys(assets),
    page,
    invalidate() {
      generation += 1;
      fresh = false;
    },
    async warm() {
      for (const url of Object.keys(assets)) await page(url);
    },
  };
}

/** The one entity tag of `If-None-Match` that matches, if any. */
function matches(header: string | undefined, etag: string): boolean {
  return header !== undefined && header.split(',').some((tag) => tag.trim() === etag);
}

/** GET of each prerendered page: HTML never cached without asking, compressed as accepted. */
export async function publicPagesRoutes(app: FastifyInstance, opts: { pages: PublicPages }) {
  // The bare address is /home (the app's router says so too): redirected here, a first visit
  // gets the prerendered page instead of the app.
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(query === -1 ? HOME : `${HOME}${request.url.slice(query)}`);
  });
  for (const url of opts.pages.paths) {
    app.get(url, { compress: false, schema: { hide: true } }, async (request, reply) => {
      let page: RenderedPage;
      try {
        page = await opts.pages.page(url);
      } catch (err) {
        // The app renders the same page in the browser: a visitor never meets an error here.
        request.log.error({ err }, 'public page not rendered');
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html');
      }
      const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
      const variant = page[encoding ?? 'identity'];
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', variant.etag);
      if (encoding) reply.header('content-encoding', encoding);
      if (matches(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
      return reply.send(variant.body);
    });
  }
}
