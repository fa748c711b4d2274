import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SentCvView } from '../../src/shared/contracts/chef-cv';
import type { MediaItem } from '../../src/shared/contracts/media';
import type { NotificationView } from '../../src/shared/contracts/notifications';
import type { Language } from '../../src/shared/i18n/languages';
import enApi from '../../src/shared/i18n/en/api.json';
import esApi from '../../src/shared/i18n/es/api.json';
import enErrors from '../../src/shared/i18n/en/errors.json';
import frErrors from '../../src/shared/i18n/fr/errors.json';
import esCv from '../../src/shared/i18n/es/cv.json';
import esMail from '../../src/shared/i18n/es/mail.json';
import frMail from '../../src/shared/i18n/fr/mail.json';
import { sendCvJobName } from '../../src/server/features/chef-cv/send-cv.service';
import {
  api,
  clearRateLimits,
  dataOf,
  errorOf,
  freshIp,
  issuesOf,
  login,
  multipartBody,
  rows,
  type ApiResult,
} from '../api-helpers';
import { useTestApp } from '../build-test-app';
import {
  factoryPassword,
  insertBlock,
  insertChef,
  insertMedia,
  insertOffer,
  insertRestaurant,
  type Account,
  type ChefProfile,
  type Offer,
  type Venue,
} from '../factories/index';
import { recipients, startSmtpListener, type SmtpListener } from '../smtp-listener';

/**
 * offer/sendcv (docs/api.md "Sending a CV"; decisions D5, D6, D12; docs/decisions/049-send-cv.md): a
 * chef's CV e-mailed to a venue by the background job, read back from a real SMTP listener: the
 * address (the venue's contactemail, else its account's), the venue account's language, the CV
 * attached (the profile's PDF in that language, or the album's file), the venue's notification, once
 * a day, blocks, and what is not the chef's to send to.
 */

type Token = string | undefined;
type SentAnswer = { sent: SentCvView };

interface Chef {
  account: Account;
  profile: ChefProfile;
  token: string;
}
interface Restaurant {
  account: Account;
  venue: Venue;
  token: string;
}

/** A minimal, well-formed PDF, as a chef's uploaded CV. */
const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('offer/sendcv: a chef sends their CV to a venue', () => {
  let listener: SmtpListener;
  beforeAll(async () => {
    listener = await startSmtpListener();
  });
  afterAll(() => listener.close());
  const t = useTestApp(() => ({ smtpUrl: listener.url }));
  beforeEach(() => clearRateLimits(t));
  const db = () => t.database.db;

  const tokenOf = async (email: string) => (await login(t.app, email, factoryPassword)).token!;
  const send = (token: Token, body: Record<string, unknown>, lang = 'en') =>
    api<SentAnswer>(t.app, 'offer/sendcv', { ...body, lang }, { token });
  const sent = async (token: Token, body: Record<string, unknown>) => {
    const res = await send(token, body);
    expect(res.status, res.text).toBe(201);
    return dataOf(res).sent;
  };
  const expectRefused = (res: ApiResult<unknown>, status: number, code: string) => {
    expect(res.status, res.text).toBe(status);
    expect(errorOf(res).code).toBe(code);
  };

  async function chef(name = 'Rita Fonseca'): Promise<Chef> {
    const made = await insertChef(db(), { account: { name }, profile: { name } });
    return { ...made, token: await tokenOf(made.account.email) };
  }

  async function restaurant(
    options: { language?: Language; contactEmail?: string | null; venue?: Partial<Venue> } = {},
  ): Promise<Restaurant> {
    const made = await insertRestaurant(db(), {
      account: { language: options.language ?? 'en', subscription: 0 },
      venues: [{ contactEmail: options.contactEmail ?? null, ...options.venue }],
    });
    return { account: made.account, venue: made.venues[0], token: await tokenOf(made.account.email) };
  }

  const offerOf = (venue: Venue, overrides: Partial<Offer> = {}) =>
    insertOffer(db(), { restaurantProfileId: venue.id, ...overrides });

  /** Uploads a PDF CV into the chef's album (account/image, type curriculum). */
  async function uploadCv(token: string): Promise<MediaItem> {
    const { raw, contentType } = await multipartBody({ type: 'curriculum' }, [
      { field: 'image', filename: 'Rita "CV".pdf', content: pdfBytes, contentType: 'application/pdf' },
    ]);
    const res = await api<{ media: MediaItem }>(t.app, 'account/image', {}, { token, raw, contentType });
    expect(res.status, res.text).toBe(201);
    return dataOf(res).media;
  }

  const mailTo = (address: string, match: (mail: ParsedMail) => boolean = () => true) =>
    listener.waitFor((m) => recipients(m).includes(address.toLowerCase()) && match(m), 15_000);
  const mailsTo = (address: string) =>
    listener.messages.filter((m) => recipients(m).includes(address.toLowerCase()));

  const sentRow = async (id: number) =>
    (
      await rows<{ mailed_at: Date | null; source: string; language: string }>(
        t,
        sql`select mailed_at, source, language from sent_cvs where id = ${id}`,
      )
    )[0];
  const sentCount = async (chefId: number) =>
    Number(
      (
        await rows<{ n: number }>(
          t,
          sql`select count(*)::int as n from sent_cvs where chef_profile_id = ${chefId}`,
        )
      )[0]!.n,
    );
  const untilMailed = async (id: number) => {
    const end = Date.now() + 15_000;
    while (!(await sentRow(id))?.mailed_at) {
      if (Date.now() > end) throw new Error(`sent CV ${id} was not mailed`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const notificationsOf = async (token: string, lang: Language) =>
    dataOf(await api<NotificationView[]>(t.app, 'notifications/user', { lang }, { token }));

  it("sends the profile's PDF in the venue account's language to the account's address, and tells the venue", async () => {
    const rita = await chef();
    const tasca = await restaurant({ language: 'es', venue: { name: 'Tasca do Porto' } });

    const res = await send(rita.token, { rid: tasca.venue.id });
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe(enApi.cv_sent);
    const answer = dataOf(res).sent;
    expect(answer).toEqual({
      id: expect.any(Number),
      rid: tasca.venue.id,
      oid: 0,
      mid: 0,
      source: 'profile',
      language: 'es',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // The answer never tells the chef the venue's address (D13).
    expect(res.text).not.toContain(tasca.account.email);

    const mail = await mailTo(tasca.account.email);
    expect(recipients(mail)).toEqual([tasca.account.email]);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe(esMail.cv_subject.replace('{{name}}', 'Rita Fonseca'));
    expect(mail.text).toContain(
      esMail.cv_intro.replace('{{name}}', 'Rita Fonseca').replace('{{venue}}', 'Tasca do Porto'),
    );
    expect(mail.text).toContain(`${t.config.publicUrl}/es/chef/view/${rita.profile.id}/${rita.profile.slug}`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf!.filename).toBe(`brigade-${rita.profile.slug}-es.pdf`);
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf!.content);
    expect(text).toContain('Rita Fonseca');
    expect(text).toContain(esCv.contact);
    await untilMailed(answer.id);

    // The venue's own list, in the reader's language, linking to the chef's public page.
    const [notification] = await notificationsOf(tasca.token, 'es');
    expect(notification).toMatchObject({
      kind: 'cv_received',
      rid: tasca.venue.id,
      read: 0,
      payload: {
        title: esApi.notification_cv_received.replace('{{name}}', 'Rita Fonseca'),
        link: `/es/chef/view/${rita.profile.id}/${rita.profile.slug}`,
      },
    });
  });

  it("sends the album's file about an offer to the venue's contactemail, in French", async () => {
    const rita = await chef();
    const bistro = await restaurant({ language: 'fr', contactEmail: 'jobs@bistro.example' });
    const offer = await offerOf(bistro.venue, { name: 'Commis de cuisine' });
    const cv = await uploadCv(rita.token);

    const answer = await sent(rita.token, { rid: bistro.venue.id, oid: offer.id, mid: cv.id });
    expect(answer).toMatchObject({ oid: offer.id, mid: cv.id, source: 'file', language: 'fr' });

    const mail = await mailTo('jobs@bistro.example');
    expect(recipients(mail)).toEqual(['jobs@bistro.example']);
    expect(mail.subject).toBe(
      frMail.cv_subject_offer.replace('{{name}}', 'Rita Fonseca').replace('{{offer}}', 'Commis de cuisine'),
    );
    expect(mail.text).toContain('« Commis de cuisine »');
    const [file] = mail.attachments;
    // The file as uploaded, under a name of ours (the uploader's could carry quotes into the header).
    expect(file!.filename).toBe(`brigade-${rita.profile.slug}-cv.pdf`);
    expect(file!.content.equals(pdfBytes)).toBe(true);
    expect(file!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await untilMailed(answer.id);
    // Nothing to the account's own address when the venue gives one.
    expect(mailsTo(bistro.account.email)).toEqual([]);
  });

  it('is sent once per venue and offer a day, even when two sends arrive at once', async () => {
    const rita = await chef();
    const tasca = await restaurant();
    const [first, second] = await Promise.all([
      send(rita.token, { rid: tasca.venue.id }),
      send(rita.token, { rid: tasca.venue.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const again = await send(rita.token, { rid: tasca.venue.id, oid: 0 }, 'fr');
    expectRefused(again, 409, 'cv_already_sent');
    expect(again.body.message).toBe(frErrors.cv_already_sent);

    // Another offer is another send; that offer twice is refused, in words that name it.
    const offer = await offerOf(tasca.venue);
    await sent(rita.token, { rid: tasca.venue.id, oid: offer.id });
    const twice = await send(rita.token, { rid: tasca.venue.id, oid: offer.id });
    expectRefused(twice, 409, 'cv_already_sent');
    expect(twice.body.message).toBe(enErrors.cv_already_sent_offer);

    // Another chef, or tomorrow, may.
    const ana = await chef('Ana Lopes');
    await sent(ana.token, { rid: tasca.venue.id });
    await rows(
      t,
      sql`update sent_cvs set sent_on = sent_on - 1 where chef_profile_id = ${rita.profile.id} and offer_id is null`,
    );
    await sent(rita.token, { rid: tasca.venue.id });
    expect(await sentCount(rita.profile.id)).toBe(3);
  });

  it('writes one e-mail whatever the number of runs of its job', async () => {
    const rita = await chef();
    const tasca = await restaurant({ contactEmail: 'once@tasca.example' });
    const answer = await sent(rita.token, { rid: tasca.venue.id });
    await mailTo('once@tasca.example');
    await untilMailed(answer.id);
    const id = await t.app.jobs.send(sendCvJobName, { sentCvId: answer.id });
    await t.app.jobs.settled(sendCvJobName, [id]);
    await t.app.mailer.idle();
    const outbox = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from email_outbox where to_address = 'once@tasca.example'`,
    );
    expect(outbox[0]!.n).toBe(1);
  });

  it("sends nothing when, by the job's turn, a block stands between the two or the file is gone", async () => {
    const rita = await chef();
    const tasca = await restaurant({ contactEmail: 'late@tasca.example' });
    const cv = await uploadCv(rita.token);
    /** A send recorded as the request records it, its job queued only when the test says. */
    const recorded = async (source: 'profile' | 'file') =>
      (
        await rows<{ id: number }>(
          t,
          sql`insert into sent_cvs (chef_profile_id, restaurant_profile_id, source, media_id, language, sent_on)
              values (${rita.profile.id}, ${tasca.venue.id}, ${source}, ${source === 'file' ? cv.id : null}, 'en',
                      current_date - ${source === 'file' ? 1 : 2}::int)
              returning id`,
        )
      )[0]!.id;
    const runJob = async (sentCvId: number) => {
      const id = await t.app.jobs.send(sendCvJobName, { sentCvId });
      await t.app.jobs.settled(sendCvJobName, [id]);
    };

    const file = await recorded('file');
    expect((await api(t.app, 'account/image/delete', { id: cv.id }, { token: rita.token })).status).toBe(200);
    await runJob(file);
    const blocked = await recorded('profile');
    await insertBlock(db(), tasca.account.id, rita.account.id);
    await runJob(blocked);

    expect((await sentRow(file))?.mailed_at).toBeNull();
    expect((await sentRow(blocked))?.mailed_at).toBeNull();
    await t.app.mailer.idle();
    expect(mailsTo('late@tasca.example')).toEqual([]);
  });

  it('allows 20 sends an hour to a chef account, then 429 with Retry-After', async () => {
    const rita = await chef();
    const tasca = await restaurant();
    await rows(
      t,
      sql`insert into rate_limits (key, window_start, hits) values (${`sendcv:account:${rita.account.id}`}, now(), 20)`,
    );
    const res = await send(rita.token, { rid: tasca.venue.id });
    expectRefused(res, 429, 'rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sentCount(rita.profile.id)).toBe(0);
  });

  it('is refused across a block either way, and sends nothing', async () => {
    const rita = await chef();
    const blocking = await restaurant({ contactEmail: 'blocking@venue.example' });
    const blocked = await restaurant({ contactEmail: 'blocked@venue.example' });
    await insertBlock(db(), blocking.account.id, rita.account.id);
    await insertBlock(db(), rita.account.id, blocked.account.id);
    expectRefused(await send(rita.token, { rid: blocking.venue.id }), 404, 'not_found');
    expectRefused(await send(rita.token, { rid: blocked.venue.id }), 404, 'not_found');
    const offer = await offerOf(blocking.venue);
    expectRefused(await send(rita.token, { rid: blocking.venue.id, oid: offer.id }), 404, 'not_found');
    expect(await sentCount(rita.profile.id)).toBe(0);
    expect(await notificationsOf(blocking.token, 'en')).toEqual([]);
  });

  it('is refused for a venue the chef may not see, and for visitors and restaurants', async () => {
    const rita = await chef();
    const inReview = await restaurant({ venue: { approved: 0 } });
    const switchedOff = await restaurant({ venue: { active: 0 } });
    expectRefused(await send(rita.token, { rid: inReview.venue.id }), 404, 'not_found');
    expectRefused(await send(rita.token, { rid: switchedOff.venue.id }), 404, 'not_found');
    expectRefused(await send(rita.token, { rid: 2_000_000_000 }), 404, 'not_found');
    const noRid = await send(rita.token, {});
    expect(noRid.status).toBe(400);
    expect(issuesOf(noRid)).toEqual({ rid: 'invalid_value' });

    const tasca = await restaurant();
    expectRefused(await send(undefined, { rid: tasca.venue.id }), 401, 'not_logged_in');
    expectRefused(await send(tasca.token, { rid: tasca.venue.id }), 403, 'forbidden');
    expect(await sentCount(rita.profile.id)).toBe(0);
  });

  it("refuses an offer that is not the venue's or not live, and a file that is not the chef's CV", async () => {
    const rita = await chef();
    const tasca = await restaurant();
    const other = await restaurant();
    const elsewhere = await offerOf(other.venue);
    const paused = await offerOf(tasca.venue, { status: 0 });
    const inReview = await offerOf(tasca.venue, { approved: 0 });
    const deleted = await offerOf(tasca.venue, { deletedAt: new Date() });
    for (const offer of [elsewhere, paused, inReview, deleted])
      expectRefused(
        await send(rita.token, { rid: tasca.venue.id, oid: offer.id }),
        404,
        'offer_not_available',
      );
    const badOffer = await send(rita.token, { rid: tasca.venue.id, oid: 'abc' });
    expect(issuesOf(badOffer)).toEqual({ oid: 'invalid_value' });

    const ana = await chef('Ana Lopes');
    const anasCv = await uploadCv(ana.token);
    const photo = await insertMedia(db(), { accountId: rita.account.id });
    for (const mid of [anasCv.id, photo.id, 2_000_000_000])
      expectRefused(await send(rita.token, { rid: tasca.venue.id, mid }), 404, 'media_not_found');
    expect(await sentCount(rita.profile.id)).toBe(0);
  });

  it("takes the spec's payload (rid, mid, lang) as its client sends it: a form with submit=1", async () => {
    const rita = await chef();
    const tasca = await restaurant({ contactEmail: 'spec@tasca.example' });
    const cv = await uploadCv(rita.token);
    const res = await api<SentAnswer>(
      t.app,
      'offer/sendcv',
      { rid: tasca.venue.id, mid: cv.id, lang: 'es', submit: 1 },
      { form: true, token: rita.token, ip: freshIp() },
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.message).toBe(esApi.cv_sent);
    expect(dataOf(res).sent).toMatchObject({ source: 'file', mid: cv.id, oid: 0 });
    const mail = await mailTo('spec@tasca.example');
    expect(mail.attachments[0]!.content.equals(pdfBytes)).toBe(true);
    expect((await sentRow(dataOf(res).sent.id))?.source).toBe('file');
  });
});
