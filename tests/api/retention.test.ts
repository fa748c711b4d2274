import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox, media } from '../../src/server/db/schema/index';
import { purgeOldContactMessages } from '../../src/server/features/contact/contact.service';
import { purgeOldOutbox } from '../../src/server/lib/mailer';
import { localFileStorage } from '../../src/server/lib/storage';
import { api, multipartBody } from '../api-helpers';
import { useTestApp } from '../build-test-app';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const fields = {
  name: 'Marta',
  surname: 'Silva',
  phone: '912 345 678',
  phonecode: '+351',
  company: 'Tasca Nova',
  email: 'marta@example.com',
  subject: 'Head chef',
  enquiry: 'Please find my CV attached.',
};

describe('retention (privacy notice)', () => {
  const t = useTestApp();

  it('deletes visitors’ contact messages and their CVs after 12 months, and keeps newer ones', async () => {
    const send = async () => {
      const { raw, contentType } = await multipartBody(fields, [
        { field: 'fileupload', filename: 'cv.pdf', contentType: 'application/pdf', content: pdf },
      ]);
      const res = await api<{ id: number }>(t.app, 'contact', {}, { raw, contentType });
      expect(res.status).toBe(201);
      return res.body.success ? res.body.data.id : 0;
    };
    const oldId = await send();
    const newId = await send();
    await t.database.db.execute(
      sql`update contact_messages set created_at = now() - interval '13 months' where id = ${oldId}`,
    );
    const [oldMedia] = await t.database.db
      .execute<{ storage_key: string }>(
        sql`select m.storage_key from media m join contact_messages c on c.cv_media_id = m.id where c.id = ${oldId}`,
      )
      .then((r) => r.rows);
    const uploads = join(t.config.dataDir, 'uploads');
    expect(existsSync(join(uploads, oldMedia!.storage_key))).toBe(true);

    const deleted = await purgeOldContactMessages({ db: t.database.db, storage: localFileStorage(uploads) });

    expect(deleted).toBe(1);
    const left = await t.database.db.select({ id: contactMessages.id }).from(contactMessages);
    expect(left.map((r) => r.id)).toEqual([newId]);
    expect(await t.database.db.select({ id: media.id }).from(media)).toHaveLength(1);
    expect(existsSync(join(uploads, oldMedia!.storage_key))).toBe(false);
  });

  it('deletes copies of e-mail older than 12 months', async () => {
    const before = (await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
    await t.database.db.execute(
      sql`update email_outbox set created_at = now() - interval '13 months' where id = (select min(id) from email_outbox)`,
    );
    await purgeOldOutbox(t.database.db);
    expect((await t.database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length).toBe(before - 1);
  });
});
