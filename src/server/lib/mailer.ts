import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Language } from '@shared/i18n/languages';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema/index';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Where the stored copy lives, for the outbox record. */
  storageKey?: string;
}

export interface OutgoingMail {
  to: string;
  /** Where a reply goes (the sender of a contact message). */
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  language: Language;
  template: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /**
   * Records the message in the outbox and, with SMTP configured, hands it to the mail server in the
   * background: the caller's answer does not wait for (or reveal) the delivery. Never throws for SMTP
   * faults; they are logged and kept on the outbox row.
   */
  send(mail: OutgoingMail): Promise<{ id: number; status: 'queued' | 'stored' }>;
  /** Resolves when every delivery started so far has ended (shutdown, tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** E-mail (decisions D11): nodemailer over SMTP_URL, else an outbox in the database. */
export function createMailer(
  db: Database,
  options: { smtpUrl?: string; from: string; logger: FastifyBaseLogger },
): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, mail: OutgoingMail, smtp: Transporter): Promise<void> {
    try {
      await smtp.sendMail({
        from: options.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()` })
        .where(eq(emailOutbox.id, id));
    } catch (error) {
      options.logger.error({ err: error, outboxId: id }, 'e-mail could not be sent');
      await db
        .update(emailOutbox)
        .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 2000) : 'unknown' })
        .where(eq(emailOutbox.id, id))
        .catch(() => undefined);
    }
  }

  return {
    async send(mail) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject.slice(0, 255),
          html: mail.html,
          text: mail.text,
          language: mail.language,
          template: mail.template,
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            storageKey: a.storageKey ?? '',
          })),
          status: transport ? 'queued' : 'stored',
        })
        .returning({ id: emailOutbox.id });
      const id = row!.id;
      if (!transport) return { id, status: 'stored' };
      const delivery = deliver(id, mail, transport);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
      return { id, status: 'queued' };
    },
    async idle() {
      await Promise.all([...pending]);
    },
    async close() {
      await Promise.all([...pending]);
      transport?.close();
    },
  };
}

/** Copies of sent e-mail are kept 12 months (privacy notice). */
export async function purgeOldOutbox(db: Database, now = new Date()): Promise<void> {
  const before = new Date(now);
  before.setMonth(before.getMonth() - 12);
  await db.delete(emailOutbox).where(lt(emailOutbox.createdAt, before));
}
