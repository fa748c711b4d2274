import type { z } from 'zod';
import type { FileOutput } from '@shared/contracts/call';
import type { contactInput } from '@shared/contracts/contact';
import { sideBySide, type Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { enforceRateLimits } from '../../lib/rate-limit';
import { documentTypes, sniffDocumentType, type DocumentType } from '../../lib/sniff';
import { newStorageKey } from '../../lib/storage';
import type { RequestMeta } from '../accounts/accounts.service';
import { deleteVisitorFiles, filesByIds, recordFile } from '../media/media.service';
import { offersWithVenue } from '../offers/offers.service';
import { contactMail } from './contact.emails';
import * as repo from './contact.repository';

export interface UploadedFile {
  field: string;
  filename: string;
  content: Buffer;
}

const hour = 60 * 60 * 1000;
export const contactRateLimit = { limit: 20, windowMs: hour };

/**
 * Stores a contact message (with its CV and the selected offers of the send-CV-only flow) and sends it
 * to the service's inbox with the CV attached (decisions D10, D12; docs/decisions/007-contact-and-uploads.md).
 */
export async function sendContactMessage(
  deps: Deps,
  input: z.output<typeof contactInput>,
  file: UploadedFile | undefined,
  meta: RequestMeta & { accountId: number | null },
): Promise<{ id: number }> {
  let cv: { type: keyof typeof documentTypes; key: string; file: UploadedFile } | undefined;
  if (file) {
    const type = sniffDocumentType(file.content);
    if (!type) throw new AppError('file_rejected', { issues: [{ field: file.field, code: 'file_type' }] });
    cv = { type, key: newStorageKey('curriculum', documentTypes[type]), file };
  }
  await enforceRateLimits(
    deps.db,
    [{ key: `contact:ip:${meta.ip}`, ...contactRateLimit }],
    deps.config.rateLimitMultiplier,
  );

  const offers = await offersWithVenue(deps.db, [...new Set(input.offers ?? [])]);
  if (cv) await deps.storage.put(cv.key, cv.file.content, cv.type);
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      const media = cv
        ? await recordFile(tx, {
            accountId: meta.accountId,
            kind: 'curriculum',
            storageKey: cv.key,
            originalName: cv.file.filename.slice(0, 255),
            contentType: cv.type,
            sizeBytes: cv.file.content.length,
          })
        : undefined;
      const message = await repo.insertContactMessage(tx, {
        name: input.name,
        surname: input.surname,
        phone: input.phone,
        phoneCode: input.phonecode,
        company: input.company,
        email: input.email,
        subject: input.subject,
        enquiry: input.enquiry,
        callback: input.callback ?? false,
        language: meta.lang,
        offerIds: offers.map((o) => o.id),
        cvMediaId: media?.id ?? null,
        accountId: meta.accountId,
      });
      return message.id;
    });
  } catch (error) {
    if (cv) await deps.storage.delete(cv.key).catch(() => undefined);
    throw error;
  }

  await deps.mailer.send(
    contactMail({
      to: deps.config.contactEmail,
      replyTo: input.email,
      senderLanguage: meta.lang,
      fields: { ...input, callback: input.callback ?? false },
      offers,
      // Named from the checked type and the message, never from the sender's file name (which could say
      // .html, or carry quotes into the attachment's header); the sender's name stays on the media row.
      attachment: cv
        ? {
            filename: `cv-${id}.${documentTypes[cv.type]}`,
            contentType: cv.type,
            content: cv.file.content,
            storageKey: cv.key,
          }
        : undefined,
    }),
  );
  return { id };
}

/** Visitors' messages and CVs are kept 12 months (privacy notice), then deleted with their files. */
export const contactRetentionMonths = 12;

export async function purgeOldContactMessages(
  deps: Pick<Deps, 'db' | 'storage'>,
  now = new Date(),
): Promise<number> {
  const before = new Date(now);
  before.setMonth(before.getMonth() - contactRetentionMonths);
  // The CVs visitors sent go with their messages; files of an account stay with the account.
  const keys = await deps.db.transaction(async (tx) =>
    deleteVisitorFiles(tx, await repo.deleteContactMessagesBefore(tx, before)),
  );
  for (const key of keys) await deps.storage.delete(key);
  return keys.length;
}

// The back office's inbox (docs/decisions/055): the messages as staff read and handle them.

export type { InboxFilters, InboxRow } from './contact.repository';

/** A page of the inbox, newest first, with the number of messages that match. */
export async function inboxPage(db: Executor, filters: repo.InboxFilters, offset: number, limit: number) {
  const [rows, total] = await sideBySide(db, [
    () => repo.listInbox(db, filters, offset, limit),
    () => repo.countInbox(db, filters),
  ] as const);
  return { rows, total };
}

export async function inboxMessage(db: Executor, id: number): Promise<repo.InboxRow | undefined> {
  return repo.findInboxMessage(db, id);
}

/** Marks a message handled by a member of staff, now, if no one has; answers when, or null if someone had. */
export async function markMessageHandled(
  db: Executor,
  id: number,
  staffAccountId: number,
): Promise<Date | null> {
  return repo.markHandled(db, id, staffAccountId);
}

/** Messages no one has handled yet. */
export async function openMessageCount(db: Executor): Promise<number> {
  return repo.countOpenMessages(db);
}

/**
 * The CV a message came with, named as its e-mail named it (cv-{id}.{extension}, never the sender's
 * own name for it); null when the message has none, or its file is gone.
 */
export async function messageCv(deps: Pick<Deps, 'db' | 'storage'>, id: number): Promise<FileOutput | null> {
  const message = await repo.findInboxMessage(deps.db, id);
  if (message?.cvMediaId == null) return null;
  const file = (await filesByIds(deps.db, [message.cvMediaId])).get(message.cvMediaId);
  if (!file) return null;
  const content = await deps.storage.get(file.storageKey).catch(() => null);
  if (!content) return null;
  const extension = documentTypes[file.contentType as DocumentType] ?? 'bin';
  return { content, filename: `cv-${id}.${extension}` };
}

/** The messages the account sent through the contact form, for its export (docs/decisions/054-own-data.md). */
export async function contactExport(db: Executor, accountId: number) {
  return repo.findSentByAccount(db, accountId);
}

/**
 * The contact feature's part of deleting an account (054): what it wrote to the team stays with staff
 * as a visitor's message does (deleted with the others after `contactRetentionMonths`), unlinked.
 */
export async function forgetContactSender(db: Executor, accountId: number) {
  await repo.unlinkAccount(db, accountId);
}
