import {
  CONTACT_NOTICES,
  CONTACT_TOPIC_LABEL,
  type SiteSettings,
  type contactBodySchema,
} from '@armonia/shared';
import type { z } from 'zod';
import type { Db } from '../../core/db/client.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { createSiteRepository } from './site.repository.ts';

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

export function createSiteService(deps: { db: Db; mailer: Mailer; notifier: Notifier }) {
  const repo = createSiteRepository(deps.db);
  return {
    async settings(): Promise<SiteSettings> {
      return (await repo.getSettings()) ?? DEFAULT_SITE_SETTINGS;
    },

    saveSettings: (value: SiteSettings) => repo.saveSettings(value),

    ensureDefaults: () => repo.ensureSettings(DEFAULT_SITE_SETTINGS),

    /** Stores the message, then tells every administrator by mail. */
    async contact(body: z.output<typeof contactBodySchema>, ip?: string) {
      const id = await repo.insertContact({ ...body, ip: ip ?? null });
      const topic = CONTACT_TOPIC_LABEL[body.topic];
      for (const admin of await repo.admins()) {
        await deps.notifier.notify(admin.id, {
          message: CONTACT_NOTICES.notification(body.name, topic),
        });
        await deps.mailer.send({ to: admin.email, ...CONTACT_NOTICES.mail(body, topic) });
      }
      return id;
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
