import { eq, inArray, sql } from 'drizzle-orm';
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
  /**
   * Tries again the mails whose delivery failed and is due, and those a stopped process left
   * half sent. Each row is claimed by one process (SKIP LOCKED). Answers how many were sent.
   */
  retryDue(now?: Date): Promise<number>;
}

/** Deliveries tried per mail before it stays in "error" for good. */
export const MAIL_MAX_ATTEMPTS = 5;
/** A delivery still "pendiente" after this long was cut off (the process stopped). */
const STALE_MS = 10 * 60_000;

/** Minutes to wait before attempt n + 1: 1, 2, 4, 8… */
function backoffMs(attempts: number): number {
  return 2 ** Math.max(0, attempts - 1) * 60_000;
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

  const inFlight = new Set<Promise<unknown>>();

  async function deliver(smtp: Transporter, id: string, mail: Mail, attempts: number) {
    try {
      await smtp.sendMail({ from: opts.from, ...mail });
      await opts.db
        .update(mailOutbox)
        .set({ status: 'enviado', sentAt: new Date(), attempts, nextAttemptAt: null })
        .where(eq(mailOutbox.id, id));
      return true;
    } catch (err) {
      opts.log.error({ mailId: id, err, attempts }, 'mail could not be sent');
      await opts.db
        .update(mailOutbox)
        .set({
          status: 'error',
          error: String((err as Error).message).slice(0, 500),
          attempts,
          nextAttemptAt:
            attempts < MAIL_MAX_ATTEMPTS ? new Date(Date.now() + backoffMs(attempts)) : null,
        })
        .where(eq(mailOutbox.id, id));
      return false;
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
      const delivery: Promise<unknown> = deliver(transport, id, mail, 1)
        .catch((err: unknown) => opts.log.error({ mailId: id, err }, 'mail outbox not updated'))
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
    async retryDue(now = new Date()) {
      if (!transport) return 0;
      const stale = new Date(now.getTime() - STALE_MS);
      // The claim pushes the next attempt away, so a process that stops mid-delivery leaves the
      // row to be found again as stale rather than lost.
      const claimed = await opts.db.execute<{ id: string }>(sql`
        update mail_outbox set status = 'pendiente', next_attempt_at = ${new Date(now.getTime() + STALE_MS)}
        where id in (
          select id from mail_outbox
          where attempts < ${MAIL_MAX_ATTEMPTS}
            and ((status = 'error' and next_attempt_at <= ${now})
              or (status = 'pendiente' and created_at < ${stale}
                  and (next_attempt_at is null or next_attempt_at <= ${now})))
          order by created_at
          limit 50
          for update skip locked
        )
        returning id`);
      const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      if (ids.length === 0) return 0;
      const rows = await opts.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      let sent = 0;
      for (const row of rows) {
        const mail: Mail = {
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          attachments: (row.attachments as MailAttachment[] | null) ?? undefined,
        };
        if (await deliver(transport, row.id, mail, row.attempts + 1)) sent += 1;
      }
      return sent;
    },
  };
}
