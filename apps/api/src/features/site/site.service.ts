import {
  CONTACT_INBOX_TEXTS,
  CONTACT_NOTICES,
  type ContactInbox,
  type ContactMessage,
  type contactListQuerySchema,
  CONTACT_TOPIC_LABEL,
  DEFAULT_SITE_SETTINGS,
  type SiteSettings,
  type contactBodySchema,
} from '@armonia/shared';
import type { z } from 'zod';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/http/errors.ts';
import type { Mailer } from '../../core/mail/mailer.ts';
import type { Notifier } from '../../core/notifications/notifier.ts';
import { createSiteRepository } from './site.repository.ts';

type ContactRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createSiteRepository>['markContact']>>
>;

const toContactMessage = (r: ContactRow): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  topic: r.topic as ContactMessage['topic'],
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  handledAt: r.handledAt ? r.handledAt.toISOString() : null,
});

export function createSiteService(deps: { db: Db; mailer: Mailer; notifier: Notifier }) {
  const repo = createSiteRepository(deps.db);
  const savedListeners = new Set<() => void>();
  return {
    async settings(): Promise<SiteSettings> {
      return (await repo.getSettings()) ?? DEFAULT_SITE_SETTINGS;
    },

    async saveSettings(value: SiteSettings) {
      await repo.saveSettings(value);
      for (const listener of savedListeners) listener();
    },

    /** Told when this process saves new settings (the prerendered public pages show them). */
    onSettingsSaved(listener: () => void) {
      savedListeners.add(listener);
    },

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

    async contactInbox(query: z.output<typeof contactListQuerySchema>): Promise<ContactInbox> {
      const { rows, total, unhandled } = await repo.contactPage(query);
      return {
        items: rows.map(toContactMessage),
        total,
        page: query.page,
        pageSize: query.pageSize,
        unhandled,
      };
    },

    async markContact(actorId: string, id: string, handled: boolean): Promise<ContactMessage> {
      const row = await repo.markContact(id, handled, actorId);
      if (!row) throw AppError.notFound(CONTACT_INBOX_TEXTS.messageMissing);
      return toContactMessage(row);
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
