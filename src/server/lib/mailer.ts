import { eq, lt, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Language } from '@shared/i18n/languages';
import { transactionClient, type Database, type Executor, type Transaction } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import { defineJob, type JobAttempt, type JobQueue } from '../jobs/queue';
import type { FileStorage } from './storage';

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
   * Records the message in the outbox and, with SMTP configured, queues its delivery as a background
   * job: the caller's answer does not wait for (or reveal) the delivery. A delivery that fails is
   * retried with backoff (decisions 018); the outbox row stays `queued` with the last error until it is
   * `sent`, or `failed` when no retry is left. Never throws for SMTP faults. With `tx`, the row and its
   * job are written in the caller's transaction: the e-mail goes with the change that tells of it, or
   * not at all (the worker finds the job at its next look, within seconds of the commit).
   */
  send(mail: OutgoingMail, options?: { tx?: Executor }): Promise<{ id: number; status: 'queued' | 'stored' }>;
  /**
   * Queues the delivery of a `failed` message again (an admin's retry, docs/decisions/055): in the
   * caller's transaction, the row (locked) goes back to `queued` and a new delivery job is written with
   * the data of the message's last one (its Reply-To, the attachments made at sending time), retried as
   * any delivery; call wake() after the commit. Without SMTP the row becomes `stored`, for the local
   * outbox page. Refused when the row is missing or not failed, or when its last job is no longer kept
   * (8 days) and it had an attachment only that job held.
   */
  retry(outboxId: number, tx: Transaction): Promise<MailRetry>;
  /** The delivery attempts of each message, over the jobs the queue still keeps (8 days); absent when none. */
  attempts(outboxIds: readonly number[]): Promise<Map<number, number>>;
  /** Makes this instance's delivery worker look for work now (after the commit of a retry). */
  wake(): void;
  /** Resolves when every delivery queued so far by this instance has ended its current attempt (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export type MailRetry =
  { status: 'queued' | 'stored' } | { refused: 'not_found' | 'not_failed' | 'delivery_lost' };

/** The job that hands one outbox row to the mail server. */
export const mailDeliveryJob = 'mail-delivery';

interface MailDelivery {
  outboxId: number;
  replyTo?: string;
  /** Attachments with no stored copy travel in the job (base64). */
  inlineAttachments?: { filename: string; contentType: string; base64: string }[];
}

/** E-mail (decisions D11): nodemailer over SMTP_URL through the job queue, else an outbox in the database. */
export function createMailer(
  db: Database,
  options: { smtpUrl?: string; from: string; jobs: JobQueue; storage: FileStorage },
): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  const queued = new Set<string>();

  async function deliver(delivery: MailDelivery, attempt: JobAttempt, smtp: Transporter): Promise<void> {
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, delivery.outboxId));
    // Purged meanwhile, or sent by an attempt that ended before it could say so: nothing to do.
    if (!row || row.status === 'sent') return;
    try {
      const stored = await Promise.all(
        row.attachments
          .filter((a) => a.storageKey)
          .map(async (a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: await options.storage.get(a.storageKey),
          })),
      );
      const inline = (delivery.inlineAttachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.base64, 'base64'),
      }));
      await smtp.sendMail({
        from: options.from,
        to: row.toAddress,
        ...(delivery.replyTo ? { replyTo: delivery.replyTo } : {}),
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments: [...stored, ...inline],
      });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: sql`now()` })
        .where(eq(emailOutbox.id, row.id));
    } catch (error) {
      await db
        .update(emailOutbox)
        .set({
          status: attempt.lastAttempt ? 'failed' : 'queued',
          error: error instanceof Error ? error.message.slice(0, 2000) : 'unknown',
        })
        .where(eq(emailOutbox.id, row.id));
      throw error;
    }
  }

  if (transport) {
    options.jobs.define(
      defineJob<MailDelivery>({
        name: mailDeliveryJob,
        // Retries after about 30 s, 1 min, 2 min... the last some 2 to 4 hours after the first attempt.
        retryLimit: 8,
        retryDelaySeconds: 30,
        expireInSeconds: 5 * 60,
        run: (delivery, attempt) => deliver(delivery, attempt, transport),
      }),
    );
  }

  return {
    async send(mail, sendOptions) {
      const values = {
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
      };
      const tx = sendOptions?.tx;
      if (!transport) {
        const [row] = await (tx ?? db)
          .insert(emailOutbox)
          .values({ ...values, status: 'stored' })
          .returning({ id: emailOutbox.id });
        return { id: row!.id, status: 'stored' };
      }
      const inline = (mail.attachments ?? []).filter((a) => !a.storageKey);
      const delivery = (id: number): MailDelivery => ({
        outboxId: id,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(inline.length > 0
          ? {
              inlineAttachments: inline.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                base64: a.content.toString('base64'),
              })),
            }
          : {}),
      });
      const txClient = tx ? transactionClient(tx) : undefined;
      if (tx && txClient) {
        const [row] = await tx
          .insert(emailOutbox)
          .values({ ...values, status: 'queued' })
          .returning({ id: emailOutbox.id });
        const jobId = await options.jobs.send(mailDeliveryJob, delivery(row!.id), { client: txClient });
        queued.add(jobId);
        return { id: row!.id, status: 'queued' };
      }
      // The row and its delivery job are written in one transaction: a crash leaves both or neither.
      const client = await db.$client.connect();
      let broken = false;
      let id: number;
      let jobId: string;
      try {
        await client.query('begin');
        const [row] = await drizzle(client)
          .insert(emailOutbox)
          .values({ ...values, status: 'queued' })
          .returning({ id: emailOutbox.id });
        id = row!.id;
        jobId = await options.jobs.send(mailDeliveryJob, delivery(id), { client });
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
      options.jobs.wake(mailDeliveryJob);
      queued.add(jobId);
      return { id, status: 'queued' };
    },
    async retry(outboxId, tx) {
      const [row] = await tx
        .select({ status: emailOutbox.status, attachments: emailOutbox.attachments })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, outboxId))
        .for('update');
      if (!row) return { refused: 'not_found' };
      if (row.status !== 'failed') return { refused: 'not_failed' };
      if (!transport) {
        await tx.update(emailOutbox).set({ status: 'stored' }).where(eq(emailOutbox.id, outboxId));
        return { status: 'stored' };
      }
      const [last] = await options.jobs.find(mailDeliveryJob, 'outboxId', [String(outboxId)], {
        withData: true,
      });
      // An attachment made at sending time (a CV's PDF, an invitation) travelled in the job only.
      if (!last?.data && row.attachments.some((a) => !a.storageKey)) return { refused: 'delivery_lost' };
      const delivery: MailDelivery =
        last?.data?.outboxId === outboxId ? (last.data as unknown as MailDelivery) : { outboxId };
      // The last error stays on the row until a later attempt's answer replaces it.
      await tx.update(emailOutbox).set({ status: 'queued' }).where(eq(emailOutbox.id, outboxId));
      queued.add(await options.jobs.send(mailDeliveryJob, delivery, { client: transactionClient(tx) }));
      return { status: 'queued' };
    },
    async attempts(outboxIds) {
      const jobs = await options.jobs.find(mailDeliveryJob, 'outboxId', outboxIds.map(String));
      const attempts = new Map<number, number>();
      for (const job of jobs) {
        const id = Number(job.key);
        attempts.set(id, (attempts.get(id) ?? 0) + job.attempts);
      }
      return attempts;
    },
    wake() {
      options.jobs.wake(mailDeliveryJob);
    },
    async idle() {
      const ids = [...queued];
      await options.jobs.settled(mailDeliveryJob, ids);
      for (const id of ids) queued.delete(id);
    },
    async close() {
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
