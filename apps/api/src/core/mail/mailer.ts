import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is written to the outbox first. With SMTP configured it is then sent and
 * marked; without it, it stays in the outbox as "registrado" and goes to the log, so the
 * product runs without a mail server.
 */
export function createMailer(opts: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
  logBodies: boolean;
}): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : undefined;

  return {
    async send(mail) {
      const [row] = await opts.db
        .insert(mailOutbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments ?? null,
        })
        .returning({ id: mailOutbox.id });
      const id = row!.id;
      if (!transport) {
        await opts.db.update(mailOutbox).set({ status: 'registrado' }).where(eq(mailOutbox.id, id));
        opts.log.info(
          {
            mailId: id,
            to: mail.to,
            subject: mail.subject,
            ...(opts.logBodies ? { text: mail.text } : {}),
          },
          'mail kept in outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...mail });
        await opts.db
          .update(mailOutbox)
          .set({ status: 'enviado', sentAt: new Date() })
          .where(eq(mailOutbox.id, id));
      } catch (err) {
        opts.log.error({ mailId: id, err }, 'mail could not be sent');
        await opts.db
          .update(mailOutbox)
          .set({ status: 'error', error: String((err as Error).message).slice(0, 500) })
          .where(eq(mailOutbox.id, id));
      }
    },
  };
}
