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
  /** Resolves once the mail is in the outbox; SMTP delivery goes on in the background. */
  send(mail: Mail): Promise<void>;
  /** Waits for the deliveries under way (on shutdown, and in tests). */
  flush(): Promise<void>;
}

/**
 * Every mail is written to the outbox first. With SMTP configured it is then sent and
 * marked, after the caller has its answer: a slow or unreachable mail server never holds up a
 * request. Without SMTP it stays in the outbox as "registrado" and goes to the log, so the
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

  const inFlight = new Set<Promise<void>>();

  async function deliver(smtp: Transporter, id: string, mail: Mail) {
    try {
      await smtp.sendMail({ from: opts.from, ...mail });
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
  }

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
      const delivery: Promise<void> = deliver(transport, id, mail)
        .catch((err: unknown) => opts.log.error({ mailId: id, err }, 'mail outbox not updated'))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
  };
}
