import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendTrialReminders } from '../../src/server/features/applications/trial-calendar.service';
import { api, clearRateLimits, dataOf, login, rows } from '../api-helpers';
import { testOrigin, useTestApp } from '../build-test-app';
import { factoryPassword, insertChef, insertOffer, insertRestaurant } from '../factories/index';
import { recipients, startSmtpListener, type SmtpListener } from '../smtp-listener';

/**
 * Agreed trials travel as calendar invitations (docs/decisions/051): both sides get a REQUEST when a
 * trial is agreed, a CANCEL (same UID, SEQUENCE up) when it is called off, in the venue's time zone with
 * its VTIMEZONE. Agreed stage periods (docs/decisions/052) too, as all-day events over their days. Read
 * back from a real SMTP server and parsed with ical.js.
 */

const places = {
  lisbon: {
    formatted_address: 'Rua Augusta 10, 1100-053 Lisboa, Portugal',
    components: { country_code: 'pt', locality: 'Lisboa' },
    lat: 38.7107,
    lng: -9.1374,
  },
  london: {
    formatted_address: '10 Greek Street, London W1D 4DH, UK',
    components: { country_code: 'gb', locality: 'London' },
    lat: 51.5142,
    lng: -0.1318,
  },
};
const host = new URL(testOrigin).host;

interface Invitation {
  method: string;
  uid: string;
  summary: string;
  sequence: number;
  tzid: string | null;
  vtimezone: string | null;
  start: string;
  end: string;
  startUnix: number;
  endUnix: number;
  location: string;
  url: string;
}

/** The calendar parts of an e-mail, parsed. */
function invitationsOf(mail: ParsedMail): Invitation[] {
  return mail.attachments
    .filter((a) => a.contentType.startsWith('text/calendar'))
    .map((a) => {
      const calendar = new ICAL.Component(ICAL.parse(a.content.toString('utf8')) as unknown[]);
      const vtimezone = calendar.getFirstSubcomponent('vtimezone');
      if (vtimezone) ICAL.TimezoneService.register(vtimezone);
      const vevent = calendar.getFirstSubcomponent('vevent')!;
      const event = new ICAL.Event(vevent);
      return {
        method: String(calendar.getFirstPropertyValue('method')),
        uid: event.uid,
        summary: event.summary,
        sequence: event.sequence,
        tzid: (vevent.getFirstProperty('dtstart')!.getParameter('tzid') as string | undefined) ?? null,
        vtimezone: vtimezone ? String(vtimezone.getFirstPropertyValue('tzid')) : null,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        startUnix: event.startDate.toUnixTime(),
        endUnix: event.endDate.toUnixTime(),
        location: event.location,
        url: String(vevent.getFirstPropertyValue('url')),
      };
    });
}

describe('calendar invitations of agreed trials', () => {
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

  async function parties(place: (typeof places)[keyof typeof places], contactEmail: string) {
    const venueAccount = await insertRestaurant(db(), {
      account: { subscription: 1, language: 'pt' },
      venues: [{ name: 'Casa Lume', contactEmail, location: place }],
    });
    const venue = venueAccount.venues[0];
    const offer = await insertOffer(db(), { restaurantProfileId: venue.id, name: 'Sous chef' });
    const chef = await insertChef(db(), {
      account: { language: 'en', name: 'Ana Ruiz' },
      profile: { name: 'Ana Ruiz' },
    });
    return {
      venue,
      offer,
      chef,
      venueEmail: contactEmail,
      chefEmail: chef.account.email.toLowerCase(),
      venueToken: await tokenOf(venueAccount.account.email),
      chefToken: await tokenOf(chef.account.email),
    };
  }

  const stagesOf = (applicationId: number) =>
    rows<{ id: number; status: string; time_zone: string | null; calendar_sequence: number }>(
      t,
      sql`select id, status, time_zone, calendar_sequence from stages where application_id = ${applicationId} order by id`,
    );

  /**
   * Each invitation `address` received for the stage (a trial date; with `request`, a stage request),
   * oldest first, once `count` of them arrived.
   */
  async function invitationsTo(address: string, stageId: number, count: number, request = false) {
    const uid = `${request ? 'stage-request' : 'stage'}-${stageId}@${host}`;
    const found = () =>
      listener.messages
        .filter((m) => recipients(m).includes(address))
        .flatMap((m) => invitationsOf(m).map((invitation) => ({ mail: m, invitation })))
        .filter(({ invitation }) => invitation.uid === uid);
    await listener.waitFor(() => found().length >= count);
    // Nothing more is on its way: one invitation per recipient per move.
    await new Promise((r) => setTimeout(r, 300));
    return found();
  }

  /** A chef's application to the party's offer with the venue's agreed trial on `date`; the stage id. */
  async function agreedTrial(
    p: Awaited<ReturnType<typeof parties>>,
    date: string,
    hours = ['18:30', '23:00'],
  ) {
    const applied = await call<{ applications: { id: number }[] }>('offer/subscribe', p.chefToken, {
      offers: String(p.offer.id),
      dates: JSON.stringify([date]),
      disponibility: 1,
    });
    const id = dataOf(applied).applications[0]!.id;
    const [stage] = await stagesOf(id);
    const accepted = await call('stage/accept', p.venueToken, {
      id: stage!.id,
      description: 'See you there',
      start: hours[0],
      end: hours[1],
      type: 1,
    });
    expect(accepted.status, accepted.text).toBe(200);
    return { id, stageId: stage!.id };
  }

  it('sends both sides a REQUEST in Lisbon time when a trial is agreed, then a CANCEL when it is taken back', async () => {
    const p = await parties(places.lisbon, 'kitchen@lisbon.test');
    const applied = await call<{ applications: { id: number }[] }>('offer/subscribe', p.chefToken, {
      offers: String(p.offer.id),
      dates: JSON.stringify(['2027-07-15']),
      disponibility: 1,
    });
    expect(applied.status, applied.text).toBe(201);
    const id = dataOf(applied).applications[0]!.id;
    const [stage] = await stagesOf(id);
    expect(stage!.time_zone).toBeNull();

    // The venue agrees the chef's date for an evening that ends after midnight.
    const accepted = await call('stage/accept', p.venueToken, {
      id: stage!.id,
      description: 'Bring your knives',
      start: '22:00',
      end: '01:00',
      type: 1,
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect((await stagesOf(id))[0]).toMatchObject({ time_zone: 'Europe/Lisbon', status: 'accepted' });

    const [toChef] = await invitationsTo(p.chefEmail, stage!.id, 1);
    const [toVenue] = await invitationsTo(p.venueEmail, stage!.id, 1);
    expect(toChef!.mail.subject).toBe('Trial agreed with Casa Lume');
    // The venue's own confirmation, in its Portuguese.
    expect(toVenue!.mail.subject).toBe('O seu período experimental com Ana Ruiz está no seu calendário');
    for (const { mail, invitation } of [toChef!, toVenue!]) {
      expect(mail.attachments[0]!.contentType).toBe('text/calendar');
      expect(invitation).toMatchObject({
        method: 'REQUEST',
        sequence: 0,
        tzid: 'Europe/Lisbon',
        vtimezone: 'Europe/Lisbon',
        start: '2027-07-15T22:00:00',
        end: '2027-07-16T01:00:00',
        location: 'Casa Lume, Rua Augusta 10, 1100-053 Lisboa, Portugal',
      });
      // Lisbon is on summer time (UTC+1) in July.
      expect(invitation.startUnix).toBe(Date.UTC(2027, 6, 15, 21, 0) / 1000);
      expect(invitation.endUnix).toBe(Date.UTC(2027, 6, 16, 0, 0) / 1000);
    }
    expect(toChef!.invitation.url).toBe(`${testOrigin}/en/chef/profile/applications/accepted`);
    expect(toVenue!.invitation.url).toContain(
      `/pt/restaurant/profile/applicants/${p.venue.id}/${p.offer.id}`,
    );

    // The chef takes it back: both calendars get the cancellation of the same event.
    expect((await call('stage/rejectAccepted', p.chefToken, { id: stage!.id })).status).toBe(200);
    const chefInvitations = await invitationsTo(p.chefEmail, stage!.id, 2);
    const venueInvitations = await invitationsTo(p.venueEmail, stage!.id, 2);
    expect(chefInvitations.map((i) => [i.invitation.method, i.invitation.sequence])).toEqual([
      ['REQUEST', 0],
      ['CANCEL', 1],
    ]);
    expect(venueInvitations.map((i) => [i.invitation.method, i.invitation.sequence])).toEqual([
      ['REQUEST', 0],
      ['CANCEL', 1],
    ]);
    expect(venueInvitations[1]!.mail.subject).toBe('Ana Ruiz anulou o período experimental');
    expect(chefInvitations[1]!.mail.subject).toBe('Trial with Casa Lume called off');
    expect(chefInvitations[1]!.mail.attachments[0]!.contentType).toBe('text/calendar');
  });

  it('keeps London time on a date the venue proposes, and cancels the agreed trial a new date replaces', async () => {
    const p = await parties(places.london, 'kitchen@london.test');
    const applied = await call<{ applications: { id: number }[] }>('offer/subscribe', p.chefToken, {
      offers: String(p.offer.id),
      dates: JSON.stringify(['2027-07-20']),
      disponibility: 1,
    });
    const id = dataOf(applied).applications[0]!.id;
    const [first] = await stagesOf(id);
    const proposed = await call('stage/reschedule', p.venueToken, {
      id: first!.id,
      applicationid: id,
      replacedate: '2027-07-21',
      start: '10:00',
      end: '15:00',
      type: 1,
      description: 'See you then',
    });
    expect(proposed.status, proposed.text).toBe(200);
    const venueDate = (await stagesOf(id)).find((s) => s.status === 'proposed')!;
    expect(venueDate.time_zone).toBe('Europe/London');

    const accepted = await call('stage/accept', p.chefToken, {
      id: venueDate.id,
      description: 'Yes, see you',
      start: '10:00',
      end: '15:00',
      type: 1,
    });
    expect(accepted.status, accepted.text).toBe(200);
    const [agreed] = await invitationsTo(p.chefEmail, venueDate.id, 1);
    expect(agreed!.invitation).toMatchObject({
      method: 'REQUEST',
      tzid: 'Europe/London',
      vtimezone: 'Europe/London',
      start: '2027-07-21T10:00:00',
      end: '2027-07-21T15:00:00',
    });
    expect(agreed!.invitation.startUnix).toBe(Date.UTC(2027, 6, 21, 9, 0) / 1000);

    // A new date on the agreed trial: the old stage's event is cancelled for both, once each.
    const moved = await call('stage/reschedule', p.chefToken, {
      id: venueDate.id,
      applicationid: id,
      replacedate: '2027-07-23',
      start: '11:00',
      end: '16:00',
      type: 1,
      description: 'See you then',
    });
    expect(moved.status, moved.text).toBe(200);
    for (const address of [p.chefEmail, p.venueEmail]) {
      const invitations = await invitationsTo(address, venueDate.id, 2);
      expect(invitations.map((i) => [i.invitation.method, i.invitation.sequence])).toEqual([
        ['REQUEST', 0],
        ['CANCEL', 1],
      ]);
    }
    // The new date is only proposed: nobody's calendar has it yet.
    const newDate = (await stagesOf(id)).find((s) => s.status === 'proposed')!;
    expect(newDate.time_zone).toBeNull();
    expect(
      listener.messages.flatMap(invitationsOf).filter((i) => i.uid === `stage-${newDate.id}@${host}`),
    ).toEqual([]);
  });

  it('cancels the agreed trial of an application the venue rejects', async () => {
    const p = await parties(places.lisbon, 'kitchen@rejects.test');
    const { id, stageId } = await agreedTrial(p, '2027-08-02', ['09:00', '13:00']);
    expect((await call('offer/applicant', p.venueToken, { id, action: 'reject' })).status).toBe(200);
    for (const address of [p.chefEmail, p.venueEmail]) {
      const invitations = await invitationsTo(address, stageId, 2);
      expect(invitations.map((i) => [i.invitation.method, i.invitation.sequence])).toEqual([
        ['REQUEST', 0],
        ['CANCEL', 1],
      ]);
    }
  });
  const feedOf = async (url: string) => {
    const path = new URL(url).pathname;
    const response = await t.app.inject({ method: 'GET', url: path });
    return response;
  };
  const eventsOf = (ics: string) =>
    new ICAL.Component(ICAL.parse(ics) as unknown[]).getAllSubcomponents('vevent').map((vevent) => ({
      uid: String(vevent.getFirstPropertyValue('uid')),
      tzid: vevent.getFirstProperty('dtstart')!.getParameter('tzid'),
      start: String(vevent.getFirstPropertyValue('dtstart')),
      end: String(vevent.getFirstPropertyValue('dtend')),
    }));

  it("serves each side's agreed trials at a secret feed address that renewing retires", async () => {
    const p = await parties(places.lisbon, 'kitchen@feed.test');
    const { stageId } = await agreedTrial(p, '2027-09-10');
    const uid = `stage-${stageId}@${host}`;

    const chefFeed = dataOf(await call<{ url: string }>('calendar/feed', p.chefToken, {})).url;
    expect(chefFeed).toMatch(new RegExp(`^${testOrigin}/calendar/[A-Za-z0-9_-]{40,}\\.ics$`));
    // Asked again, the same address: calendars keep their subscription.
    expect(dataOf(await call<{ url: string }>('calendar/feed', p.chefToken, {})).url).toBe(chefFeed);
    const read = await feedOf(chefFeed);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('text/calendar');
    expect(eventsOf(read.body)).toEqual([
      { uid, tzid: 'Europe/Lisbon', start: '2027-09-10T18:30:00', end: '2027-09-10T23:00:00' },
    ]);

    const venueFeed = dataOf(await call<{ url: string }>('calendar/feed', p.venueToken, {})).url;
    expect(venueFeed).not.toBe(chefFeed);
    expect(eventsOf((await feedOf(venueFeed)).body).map((e) => e.uid)).toContain(uid);

    const renewed = dataOf(await call<{ url: string }>('calendar/feed/renew', p.chefToken, {})).url;
    expect(renewed).not.toBe(chefFeed);
    expect((await feedOf(chefFeed)).statusCode).toBe(404);
    expect(eventsOf((await feedOf(renewed)).body).map((e) => e.uid)).toEqual([uid]);
    expect((await feedOf(`${testOrigin}/calendar/not-a-real-token-at-all-000000.ics`)).statusCode).toBe(404);
  });

  it("reminds both sides once, the day before the trial in the venue's time zone", async () => {
    const p = await parties(places.london, 'kitchen@reminders.test');
    const { stageId } = await agreedTrial(p, '2027-10-05');
    const deps = { db: db(), config: t.config, mailer: t.app.mailer };
    const reminders = () =>
      listener.messages.filter(
        (m) =>
          m.subject === 'Tomorrow: trial with Casa Lume' ||
          m.subject === 'Amanhã: período experimental com Ana Ruiz',
      );

    // 22:30 UTC on the 3rd is still the 3rd in London (UTC+1): two days before, nothing yet.
    await sendTrialReminders(deps, new Date('2027-10-03T22:30:00Z'));
    const [before] = await rows<{ reminded_at: Date | null }>(
      t,
      sql`select reminded_at from stages where id = ${stageId}`,
    );
    expect(before!.reminded_at).toBeNull();

    // 23:30 UTC on the 3rd is already the 4th in London: the trial is tomorrow there.
    await sendTrialReminders(deps, new Date('2027-10-03T23:30:00Z'));
    await sendTrialReminders(deps, new Date('2027-10-04T08:00:00Z'));
    await listener.waitFor(() => reminders().length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    const sent = reminders().filter((m) => m.text?.includes('18:30 - 23:00'));
    expect(sent.map((m) => recipients(m)[0]).sort()).toEqual([p.chefEmail, p.venueEmail].sort());
    const [after] = await rows<{ reminded_at: Date | null }>(
      t,
      sql`select reminded_at from stages where id = ${stageId}`,
    );
    expect(after!.reminded_at).not.toBeNull();
  });

  it('sends both sides an all-day invitation over the days of an agreed stage, and lists it in both feeds', async () => {
    const p = await parties(places.lisbon, 'kitchen@stages.test');
    const asked = await call<{ id: number }>('stage/practice', p.chefToken, {
      restaurant: p.venue.id,
      date: '2027-11-08',
      ends: '2027-11-12',
    });
    const id = dataOf(asked).id;
    const proposed = await call('stage/answer', p.venueToken, {
      id,
      action: 'propose',
      date: '2027-11-15',
      ends: '2027-11-19',
    });
    expect(proposed.status, proposed.text).toBe(200);
    // Nothing is agreed yet: no invitation.
    expect(
      listener.messages.flatMap(invitationsOf).filter((i) => i.uid === `stage-request-${id}@${host}`),
    ).toEqual([]);

    // The chef accepts the venue's days: the venue's news carries the invitation, the chef gets their own.
    expect((await call('stage/chef/answer', p.chefToken, { id, action: 'accept' })).status).toBe(200);
    const [toVenue] = await invitationsTo(p.venueEmail, id, 1, true);
    const [toChef] = await invitationsTo(p.chefEmail, id, 1, true);
    expect(toVenue!.mail.subject).toBe('Ana Ruiz aceitou as suas datas de estágio');
    expect(toChef!.mail.subject).toBe('Your stage with Casa Lume is in your calendar');
    for (const { invitation } of [toVenue!, toChef!])
      expect(invitation).toMatchObject({
        method: 'REQUEST',
        sequence: 0,
        // The last day is included: an all-day event ends (exclusive) the day after.
        start: '2027-11-15',
        end: '2027-11-20',
        location: 'Casa Lume, Rua Augusta 10, 1100-053 Lisboa, Portugal',
      });
    expect(toChef!.invitation.summary).toBe('Stage with Casa Lume');
    expect(toVenue!.invitation.summary).toBe('Estágio com Ana Ruiz');
    expect(toChef!.invitation.url).toBe(`${testOrigin}/en/chef/profile/applications/stages`);
    expect(toVenue!.invitation.url).toBe(
      `${testOrigin}/pt/restaurant/profile/applicants/${p.venue.id}/stages`,
    );

    const uid = `stage-request-${id}@${host}`;
    for (const token of [p.chefToken, p.venueToken]) {
      const feed = dataOf(await call<{ url: string }>('calendar/feed', token, {})).url;
      expect(eventsOf((await feedOf(feed)).body).filter((e) => e.uid === uid)).toEqual([
        // Whole days: no time, so no zone.
        { uid, tzid: undefined, start: '2027-11-15', end: '2027-11-20' },
      ]);
    }
  });

  it("sends the invitation with the chef's news when the venue accepts the days asked, and the venue its own", async () => {
    const p = await parties(places.london, 'kitchen@stage-accept.test');
    const id = dataOf(
      await call<{ id: number }>('stage/practice', p.chefToken, {
        restaurant: p.venue.id,
        date: '2027-12-06',
        ends: '2027-12-10',
      }),
    ).id;
    expect((await call('stage/answer', p.venueToken, { id, action: 'accept' })).status).toBe(200);
    const [toChef] = await invitationsTo(p.chefEmail, id, 1, true);
    const [toVenue] = await invitationsTo(p.venueEmail, id, 1, true);
    expect(toChef!.mail.subject).toBe('Casa Lume accepted your stage');
    expect(toVenue!.mail.subject).toBe('O seu estágio com Ana Ruiz está no seu calendário');
    expect([toChef!.invitation.start, toChef!.invitation.end]).toEqual(['2027-12-06', '2027-12-11']);
  });
});
