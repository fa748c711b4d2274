import type { z } from 'zod';
import type { contactInput } from '@shared/contracts/contact';
import { AppError } from '../../lib/app-error';
import type { Deps } from '../../lib/deps';
import { enforceRateLimits } from '../../lib/rate-limit';
import { documentTypes, sniffDocumentType } from '../../lib/sniff';
import { newStorageKey } from '../../lib/storage';
import type { RequestMeta } from '../accounts/accounts.service';
import { deleteVisitorFiles, recordFile } from '../media/media.service';
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
