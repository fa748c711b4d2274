import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, emailOutbox, media, rateLimits, sessions } from '../../src/server/db/schema/index';
import { idleTimeoutMs, purgeExpiredSessions } from '../../src/server/features/accounts/sessions.service';
import { contactRateLimit, purgeOldContactMessages } from '../../src/server/features/contact/contact.service';
import { purgeOldOutbox } from '../../src/server/lib/mailer';
import { purgeOldRateLimits } from '../../src/server/lib/rate-limit';
import { localFileStorage } from '../../src/server/lib/storage';
import { api, dataOf, day, errorOf, freshIp, login, multipartBody, uniqueEmail } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertAccount } from '../factories/index';

/**
 * The hourly housekeeping (src/server/jobs/housekeeping.ts) deletes what the privacy notice says is deleted, and
 * nothing else. Each test makes its own rows and looks only at them, old and live side by side.
 */
const hour = 60 * 60 * 1000;
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('housekeeping', () => {
  const t = useTestApp();

  describe('ended sessions', () => {
    /** A new account logged in once: its token and the id of its one session row. */
    const loggedIn = async (remember = false) => {
      const account = await insertAccount(t.database.db);
      const res = await login(t.app, account.email, factoryPassword, remember ? { remember: 1 } : {});
      expect(res.status).toBe(200);
      const [row] = await t.database.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.accountId, account.id));
      return { token: res.token!, sessionId: row!.id };
    };
    const works = async (token: string) => (await api(t.app, 'account/user', {}, { token })).status;

    it('deletes expired and idle sessions and keeps live ones working', async () => {
      const fresh = await loggedIn();
      const recentlyUsed = await loggedIn(true);
      const expired = await loggedIn(true);
      const idle = await loggedIn(true);
      const db = t.database.db;
      // Last used two days ago: within the idle timeout, still live.
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - idleTimeoutMs + day) })
        .where(eq(sessions.id, recentlyUsed.sessionId));
      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(sessions.id, expired.sessionId));
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - idleTimeoutMs - hour) })
        .where(eq(sessions.id, idle.sessionId));

      await purgeExpiredSessions(db);

      const ids = [fresh, recentlyUsed, expired, idle].map((s) => s.sessionId);
      const left = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids));
      expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([fresh.sessionId, recentlyUsed.sessionId]);
      expect(await works(fresh.token)).toBe(200);
      expect(await works(recentlyUsed.token)).toBe(200);
      expect(await works(expired.token)).toBe(401);
      expect(await works(idle.token)).toBe(401);
    });
  });

  describe('rate-limit counters', () => {
    it('deletes counters older than a day and keeps recent ones counting', async () => {
      const db = t.database.db;
      const busy = freshIp();
      const stale = freshIp();
      const recentFailure = `login-fail:ip:${freshIp()}`;
      const limit = contactRateLimit.limit * t.config.rateLimitMultiplier;
      await db.insert(rateLimits).values([
        // A client at its contact limit, its window opened half an hour ago.
        { key: `contact:ip:${busy}`, windowStart: new Date(Date.now() - hour / 2), hits: limit },
        { key: `contact:ip:${stale}`, windowStart: new Date(Date.now() - day - hour), hits: limit },
        { key: recentFailure, windowStart: new Date(Date.now() - day + hour), hits: 3 },
      ]);

      await purgeOldRateLimits(db, day);

      const left = await db
        .select({ key: rateLimits.key, hits: rateLimits.hits })
        .from(rateLimits)
        .where(inArray(rateLimits.key, [`contact:ip:${busy}`, `contact:ip:${stale}`, recentFailure]));
      expect(left.map((r) => r.key).sort()).toEqual([`contact:ip:${busy}`, recentFailure].sort());
      expect(left.find((r) => r.key === recentFailure)?.hits).toBe(3);
      // The kept counter still refuses the busy client.
      const refused = await api(t.app, 'contact', contactFields(), { ip: busy });
      expect(refused.status).toBe(429);
      expect(errorOf(refused).code).toBe('rate_limited');
    });
  });

  describe("visitors' contact messages", () => {
    it('deletes messages and their CVs after 12 months, and keeps newer ones with theirs', async () => {
      const db = t.database.db;
      const uploads = join(t.config.dataDir, 'uploads');
      const old = await sendWithCv();
      const almostOld = await sendWithCv();
      const recent = await sendWithCv();
      await db
        .update(contactMessages)
        .set({ createdAt: sql`now() - interval '13 months'` })
        .where(eq(contactMessages.id, old));
      await db
        .update(contactMessages)
        .set({ createdAt: sql`now() - interval '11 months'` })
        .where(eq(contactMessages.id, almostOld));
      const cvs = await cvsOf([old, almostOld, recent]);
      for (const cv of cvs.values()) expect(existsSync(join(uploads, cv.storageKey))).toBe(true);

      await purgeOldContactMessages({ db, storage: localFileStorage(uploads) });

      const left = await db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(inArray(contactMessages.id, [old, almostOld, recent]));
      expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([almostOld, recent]);
      const mediaLeft = await db
        .select({ id: media.id })
        .from(media)
        .where(
          inArray(
            media.id,
            [...cvs.values()].map((cv) => cv.mediaId),
          ),
        );
      expect(mediaLeft.map((r) => r.id).sort((a, b) => a - b)).toEqual(
        [cvs.get(almostOld)!.mediaId, cvs.get(recent)!.mediaId].sort((a, b) => a - b),
      );
      expect(existsSync(join(uploads, cvs.get(old)!.storageKey))).toBe(false);
      expect(existsSync(join(uploads, cvs.get(almostOld)!.storageKey))).toBe(true);
      expect(existsSync(join(uploads, cvs.get(recent)!.storageKey))).toBe(true);
    });
  });

  describe('copies of e-mail', () => {
    it('deletes copies older than 12 months and keeps newer ones', async () => {
      const db = t.database.db;
      const to = uniqueEmail('outbox');
      const mail = (subject: string, createdAt: Date) => ({
        toAddress: to,
        subject,
        html: `<p>${subject}</p>`,
        text: subject,
        language: 'en' as const,
        template: 'contact',
        status: 'stored' as const,
        createdAt,
      });
      const monthsAgo = (months: number) => {
        const date = new Date();
        date.setMonth(date.getMonth() - months);
        return date;
      };
      await db
        .insert(emailOutbox)
        .values([mail('old', monthsAgo(13)), mail('almost old', monthsAgo(11)), mail('new', new Date())]);

      await purgeOldOutbox(db);

      const left = await db
        .select({ subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, to));
      expect(left.map((r) => r.subject).sort()).toEqual(['almost old', 'new']);
    });
  });

  function contactFields() {
    return {
      name: 'Marta',
      surname: 'Silva',
      phone: '912 345 678',
      phonecode: '+351',
      company: 'Tasca Nova',
      email: uniqueEmail('marta'),
      subject: 'Head chef',
      enquiry: 'Please find my CV attached.',
    };
  }

  /** Sends a contact message with a CV from a fresh address; returns the message id. */
  async function sendWithCv(): Promise<number> {
    const { raw, contentType } = await multipartBody(contactFields(), [
      { field: 'fileupload', filename: 'cv.pdf', contentType: 'application/pdf', content: pdf },
    ]);
    const res = await api<{ id: number }>(t.app, 'contact', {}, { raw, contentType, ip: freshIp() });
    expect(res.status).toBe(201);
    return dataOf(res).id;
  }

  /** The CV (media row and stored file) of each message, by message id. */
  async function cvsOf(ids: number[]) {
    const found = await t.database.db
      .select({ id: contactMessages.id, mediaId: media.id, storageKey: media.storageKey })
      .from(contactMessages)
      .innerJoin(media, eq(media.id, contactMessages.cvMediaId))
      .where(inArray(contactMessages.id, ids));
    expect(found).toHaveLength(ids.length);
    return new Map(found.map((r) => [r.id, { mediaId: r.mediaId, storageKey: r.storageKey }]));
  }
});
