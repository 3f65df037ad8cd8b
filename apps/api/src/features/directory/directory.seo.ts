import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  MEXICAN_STATES,
  PRACTICE_MODALITY_LABELS,
  publicProfilePath,
  slugParamsSchema,
  type TherapistProfile,
} from '@armonia/shared';
import type { DirectoryService } from './directory.service.ts';

const SITE = 'Armonía Terapias';
const DESCRIPTION_MAX = 160;

/** Text inside an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON inside <script type="application/ld+json">: "<", ">" and "&" escaped as JSON escapes, so
 * no text (a bio with "</script>") can close the element; U+2028/9 too, for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const stateName = (code: string) => MEXICAN_STATES.find((s) => s.code === code)?.name ?? code;

/** The page head of a public profile: title, description and its schema.org description. */
export function profileHead(profile: TherapistProfile, publicUrl: string) {
  const therapies = profile.therapies.map((t) => t.name);
  const place = `${profile.city}, ${stateName(profile.state)}`;
  const title = `${profile.name}: ${therapies.join(', ')} en ${profile.city} · ${SITE}`;
  const description = clip(
    `${profile.name}: ${therapies.join(', ')} en ${place}. ${PRACTICE_MODALITY_LABELS[profile.modality]}. ${profile.bio}`,
    DESCRIPTION_MAX,
  );
  const url = `${publicUrl}${publicProfilePath(profile.slug)}`;
  const person: Record<string, unknown> = {
    '@type': 'Person',
    '@id': `${url}#terapeuta`,
    name: profile.name,
    url,
    description: clip(profile.bio, 500),
    knowsAbout: therapies,
    knowsLanguage: profile.languages.map((l) => l.code),
    // Complementary therapies are services the person offers, not medical specialties.
    makesOffer: therapies.map((name) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name },
      price: profile.fee,
      priceCurrency: profile.currency,
    })),
  };
  if (profile.photoVersion !== null) {
    person.image = `${publicUrl}/api/v1/public/directory/therapists/${profile.slug}/photo?size=256&v=${profile.photoVersion}`;
  }
  if (profile.officeAddress) {
    person.workLocation = {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: profile.officeAddress,
        addressLocality: profile.city,
        addressRegion: stateName(profile.state),
        addressCountry: 'MX',
      },
    };
  }
  if (profile.rating.count > 0 && profile.rating.average !== null) {
    person.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: profile.rating.average,
      ratingCount: profile.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    name: title,
    inLanguage: 'es-MX',
    mainEntity: person,
  };
  return { title, description, url, jsonLd, image: person.image as string | undefined };
}

export interface HeadTags {
  title: string;
  description: string;
  url: string;
  image?: string;
  jsonLd?: unknown;
}

/** index.html with the page's own title, description, canonical address and structured data. */
export function withHead(html: string, head: HeadTags): string {
  const extra = [
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `  ${extra}\n  </head>`);
}

const DIRECTORY_HEAD = {
  title: `Terapeutas de terapias complementarias · ${SITE}`,
  description:
    'Encuentra terapeutas de biomagnetismo, flores de Bach, homeopatía y más en Nuevo León y todo México: perfiles verificados, opiniones de pacientes y horarios libres para agendar.',
};

/**
 * The public directory's pages as the server sends them: the built index.html with each page's
 * head already in it, so search engines read the title, description and JSON-LD without running
 * the app. An unknown or unlisted profile answers 404 with the app, which shows its not-found page.
 */
export async function directorySeoRoutes(
  app: FastifyInstance,
  opts: { service: DirectoryService; webDist: string; publicUrl: string },
) {
  let cached: string | undefined;
  const indexHtml = async () =>
    (cached ??= await readFile(path.join(opts.webDist, 'index.html'), 'utf8'));

  app.get('/terapeutas', { schema: { hide: true } }, async (_request, reply) => {
    const html = withHead(await indexHtml(), {
      ...DIRECTORY_HEAD,
      url: `${opts.publicUrl}/terapeutas`,
    });
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });

  app.get<{ Params: { slug: string } }>(
    '/terapeutas/:slug',
    { schema: { hide: true } },
    async (request, reply) => {
      const parsed = slugParamsSchema.safeParse(request.params);
      const profile = parsed.success
        ? await opts.service.publicProfileOrNone(parsed.data.slug)
        : undefined;
      const html = await indexHtml();
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (!profile) return reply.status(404).send(html);
      return reply.send(withHead(html, profileHead(profile, opts.publicUrl)));
    },
  );
}
