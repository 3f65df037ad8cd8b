import { z } from 'zod';
import { emailSchema, phoneSchema } from '../auth/schemas.ts';
import { pageQuerySchema } from '../http/envelope.ts';
import { requiredText } from '../text-fields.ts';

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'whatsapp',
  'x',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** How each network is named on screen (footer links, the site settings form). */
export const NETWORK_LABEL: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  x: 'X',
};

export const socialLinkSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS, { error: 'Elige una red social.' }),
  url: z
    .string({ error: 'Escribe la dirección del enlace.' })
    .trim()
    .max(500, 'El enlace no puede tener más de 500 caracteres.')
    .pipe(
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: 'Escribe un enlace válido que empiece con https://.',
      }),
    ),
});

/** Footer data: kept in site settings, not in code (PRODUCT.md "Public site"). */
export const siteSettingsSchema = z.object({
  siteName: requiredText(
    'Escribe el nombre del sitio.',
    120,
    'El nombre no puede tener más de 120 caracteres.',
  ),
  phone: phoneSchema,
  email: z.union([z.literal(''), emailSchema], { error: 'Escribe un correo electrónico válido.' }),
  address: z
    .string({ error: 'Escribe la dirección.' })
    .trim()
    .max(500, 'La dirección no puede tener más de 500 caracteres.'),
  social: z
    .array(socialLinkSchema, { error: 'Las redes sociales no son válidas.' })
    .max(12, 'Puedes poner hasta 12 redes sociales.'),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** The footer data a new installation starts with; Super-Admin edits it later. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'Armonía Terapias',
  phone: '+52 81 8340 2718',
  email: 'contacto@armoniaterapias.mx',
  address:
    'Av. Rufino Tamayo 1050, Col. Valle Oriente, San Pedro Garza García, Nuevo León, C.P. 66269, México',
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/armoniaterapias' },
    { network: 'instagram', url: 'https://www.instagram.com/armoniaterapias' },
    { network: 'youtube', url: 'https://www.youtube.com/@armoniaterapias' },
  ],
};

export const CONTACT_TOPICS = ['informes', 'citas', 'terapeutas', 'otro'] as const;
export const CONTACT_TOPIC_LABEL: Record<(typeof CONTACT_TOPICS)[number], string> = {
  informes: 'Informes generales',
  citas: 'Citas y horarios',
  terapeutas: 'Quiero unirme como terapeuta',
  otro: 'Otro asunto',
};

export const contactBodySchema = z.object({
  name: z.string().trim().min(1, 'Escribe tu nombre.').max(120, 'El nombre es demasiado largo.'),
  email: emailSchema,
  phone: phoneSchema.optional().default(''),
  topic: z.enum(CONTACT_TOPICS, { error: 'Elige un asunto.' }),
  message: z
    .string()
    .trim()
    .min(10, 'Cuéntanos un poco más (al menos 10 caracteres).')
    .max(4000, 'El mensaje no puede tener más de 4,000 caracteres.'),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** One message of the contact form, as the administration reads it. */
export const contactMessageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactListQuerySchema = pageQuerySchema.extend({
  /** Only the messages not yet handled. */
  pending: z
    .enum(['true', 'false'], { error: 'El filtro no es válido.' })
    .optional()
    .transform((v) => v === 'true'),
});
export type ContactListQuery = z.input<typeof contactListQuerySchema>;

export const contactInboxSchema = z.object({
  items: z.array(contactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  unhandled: z.number().int(),
});
export type ContactInbox = z.infer<typeof contactInboxSchema>;

export const contactParamsSchema = z.object({ id: z.uuid('El mensaje no existe.') });

export const contactHandledSchema = z.object({
  handled: z.boolean({ error: 'Indica si el mensaje está atendido.' }),
});
