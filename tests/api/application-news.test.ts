import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationView } from '../../src/shared/contracts/notifications';
import esApi from '../../src/shared/i18n/es/api.json';
import esMail from '../../src/shared/i18n/es/mail.json';
import frApi from '../../src/shared/i18n/fr/api.json';
import frMail from '../../src/shared/i18n/fr/mail.json';
import { api, clearRateLimits, dataOf, day, login, rows } from '../api-helpers';
import { useTestApp } from '../build-test-app';
import { factoryPassword, insertChef, insertOffer, insertRestaurant } from '../factories/index';
import { recipients, startSmtpListener, type SmtpListener } from '../smtp-listener';

/**
 * Every move of an application tells the other side (decisions D4, docs/decisions/048): a notification
 * rendered in the reader's language, and one e-mail in the recipient's language, a venue's at its
 * contact address. The e-mails are read back from a real SMTP server.
 */

const inDays = (n: number) => new Date(Date.now() + n * day).toISOString().slice(0, 10);
const fill = (template: string, params: Record<string, string>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => params[key] ?? '');

describe('telling the other side of each move', () => {
  let listener: SmtpListener;
  beforeAll(async () => {
    listener = await startSmtpListener();
  });
  afterAll(() => listener.close());
  const t = useTestApp(() => ({ smtpUrl: listener.url }));
  beforeEach(() => clearRateLimits(t));
  const db = () => t.database.db;

  const call = <T>(path: string, token: string, body: Record<string, unknown>) =>
    api<T>(t.app, path, body, { token });
  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;

  /** A premium venue (French account, its own contact address) with a live offer, and a Spanish chef. */
  async function parties(contactEmail: string | null = 'kitchen@casa-lume.test') {
    const venueAccount = await insertRestaurant(db(), {
      account: { subscription: 1, language: 'fr' },
      venues: [{ name: 'Casa Lume', contactEmail }],
    });
    const venue = venueAccount.venues[0];
    const offer = await insertOffer(db(), { restaurantProfileId: venue.id, name: 'Sous chef' });
    const chef = await insertChef(db(), {
      account: { language: 'es', name: 'Ana Ruiz' },
      profile: { name: 'Ana Ruiz' },
    });
    return {
      venue,
      offer,
      chef,
      venueAccount,
      venueToken: await tokenOf(venueAccount.account.email),
      chefToken: await tokenOf(chef.account.email),
    };
  }

  /** The news e-mails the outbox holds for an address (the applicant's CV, a job's, apart). */
  const outbox = (address: string) =>
    rows<{ template: string; language: string; subject: string }>(
      t,
      sql`select template, language, subject from email_outbox
          where to_address = ${address} and template <> 'cv_received' order by id`,
    );
  const cvMails = (address: string) =>
    rows<{ language: string }>(
      t,
      sql`select language from email_outbox where to_address = ${address} and template = 'cv_received'`,
    );
  /** The reader's notifications, read in `lang` (the reader's interface language). */
  const notificationsOf = async (token: string, body: Record<string, unknown> = {}, lang = 'en') =>
    dataOf(await call<NotificationView[]>(`notifications/user?lang=${lang}`, token, body));

  it('tells the venue of an application, in French at its contact address, and the chef of each answer in Spanish', async () => {
    const p = await parties();
    const applied = await call<{ applications: { id: number }[] }>('offer/subscribe', p.chefToken, {
      offers: String(p.offer.id),
      dates: JSON.stringify([inDays(10)]),
      disponibility: 1,
    });
    const id = dataOf(applied).applications[0]!.id;

    // The venue: a notification on its page's list, in the reader's language, about the chef.
    const [received] = await notificationsOf(p.venueToken, { rid: p.venue.id }, 'fr');
    expect(received).toMatchObject({
      kind: 'application_received',
      rid: p.venue.id,
      read: 0,
      payload: { title: fill(frApi.notification_application_received, { name: 'Ana Ruiz' }) },
    });
    expect(received!.payload.link).toBe(
      `/fr/restaurant/profile/applicants/${p.venue.id}/${p.offer.id}/pending`,
    );
    // One e-mail at the venue's contact address (D5), in the account's French.
    const subject = fill(frMail.news_application_received_subject, { name: 'Ana Ruiz', offer: 'Sous chef' });
    const mail = await listener.waitFor(
      (m) => recipients(m).includes('kitchen@casa-lume.test') && m.subject === subject,
    );
    expect(mail.text).toContain(`/fr/restaurant/profile/applicants/${p.venue.id}/${p.offer.id}/pending`);
    expect(await outbox('kitchen@casa-lume.test')).toEqual([
      expect.objectContaining({ template: 'application_application_received', language: 'fr' }),
    ]);
    // A premium venue also gets the applicant's CV, made in its language by a job (D5: cvsByEmail).
    const cv = await listener.waitFor(
      (m) =>
        recipients(m).includes('kitchen@casa-lume.test') &&
        m.subject === fill(frMail.cv_subject_offer, { name: 'Ana Ruiz', offer: 'Sous chef' }),
      15_000,
    );
    expect(cv.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    expect(cv.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    // The venue proposes another date: the chef reads it in Spanish, with the day and hours.
    const [chefDate] = await rows<{ id: number }>(t, sql`select id from stages where application_id = ${id}`);
    const proposed = await call('stage/reschedule', p.venueToken, {
      id: chefDate!.id,
      applicationid: id,
      replacedate: inDays(14),
      description: 'Ven a las diez por la puerta de atrás.',
      start: '10:00',
      end: '15:00',
      type: 1,
    });
    expect(proposed.status, proposed.text).toBe(200);
    const [news] = await notificationsOf(p.chefToken, {}, 'es');
    expect(news).toMatchObject({
      kind: 'date_proposed',
      payload: {
        title: fill(esApi.notification_date_proposed, { name: 'Casa Lume' }),
        link: '/es/chef/profile/applications/',
      },
    });
    const toChef = await listener.waitFor(
      (m) =>
        recipients(m).includes(p.chef.account.email) &&
        m.subject === fill(esMail.news_date_proposed_subject, { name: 'Casa Lume' }),
    );
    expect(toChef.text).toContain('10:00 - 15:00');
    expect(toChef.text).toContain('Ven a las diez por la puerta de atrás.');
    expect(toChef.text).toMatch(
      new RegExp(
        new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(
          new Date(`${inDays(14)}T12:00:00Z`),
        ),
      ),
    );

    // The chef agrees it: the venue is told once more; the chef's own mail only carries the invitation
    // for their calendar (docs/decisions/051).
    const [venueDate] = await rows<{ id: number }>(
      t,
      sql`select id from stages where application_id = ${id} and status = 'proposed'`,
    );
    expect(
      (
        await call('stage/accept', p.chefToken, {
          id: venueDate!.id,
          description: 'Perfecto',
          start: '10',
          end: '15',
          type: 1,
        })
      ).status,
    ).toBe(200);
    expect((await notificationsOf(p.venueToken, { rid: p.venue.id })).map((n) => n.kind)).toEqual([
      'trial_agreed',
      'application_received',
    ]);
    expect((await notificationsOf(p.chefToken)).map((n) => n.kind)).toEqual(['date_proposed']);
    expect((await outbox('kitchen@casa-lume.test')).map((m) => m.template)).toEqual([
      'application_application_received',
      'application_trial_agreed',
    ]);
    expect(await cvMails('kitchen@casa-lume.test')).toEqual([{ language: 'fr' }]);
    expect((await outbox(p.chef.account.email)).map((m) => m.template)).toEqual([
      'application_date_proposed',
      'trial_agreed',
    ]);
  });

  it("writes to the venue's account e-mail when it has no contact address, and tells of a sent offer, a withdrawal and a rejection", async () => {
    const p = await parties(null);
    const sent = await call<{ applications: { id: number }[] }>('offer/subscribe', p.venueToken, {
      cid: String(p.chef.profile.id),
      oid: p.offer.id,
    });
    expect(sent.status, sent.text).toBe(201);
    const id = dataOf(sent).applications[0]!.id;
    expect((await notificationsOf(p.chefToken))[0]).toMatchObject({ kind: 'offer_received' });

    const taken = await call('offer/acceptsugestedoffer', p.chefToken, {
      id,
      dates: JSON.stringify([inDays(9)]),
      disponibility: 1,
    });
    expect(taken.status, taken.text).toBe(200);
    expect((await call('offer/chef/delete', p.chefToken, { id })).status).toBe(200);
    expect((await outbox(p.venueAccount.account.email)).map((m) => m.template)).toEqual([
      'application_offer_taken',
      'application_application_withdrawn',
    ]);

    // Applying again, then turned down by the venue.
    const again = await call('offer/subscribe', p.chefToken, {
      offers: String(p.offer.id),
      dates: JSON.stringify([inDays(11)]),
      disponibility: 1,
    });
    expect(again.status, again.text).toBe(201);
    expect((await call('offer/applicant', p.venueToken, { id, action: 'reject' })).status).toBe(200);
    expect((await outbox(p.chef.account.email)).map((m) => m.template)).toEqual([
      'application_offer_received',
      'application_application_rejected',
    ]);
    // The CV went with the offer taken; applying again the same day does not send it twice.
    await expect.poll(() => cvMails(p.venueAccount.account.email), { timeout: 15_000 }).toHaveLength(1);
    expect((await notificationsOf(p.venueToken, { rid: p.venue.id })).map((n) => n.kind)).toEqual([
      'application_received',
      'application_withdrawn',
      'offer_taken',
    ]);
  });
});
