import { z } from 'zod';
import { emailSchema, phoneSchema } from '../auth/schemas.ts';

export const socialLinkSchema = z.object({
  network: z.enum(['facebook', 'instagram', 'youtube', 'tiktok', 'whatsapp', 'x']),
  url: z.url(),
});

/** Footer data: kept in site settings, not in code (PRODUCT.md "Public site"). */
export const siteSettingsSchema = z.object({
  siteName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  social: z.array(socialLinkSchema),
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
