import tzLookup from '@photostructure/tz-lookup';
import { ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { MailAttachment } from '../../lib/mailer';

/**
 * Calendar invitations of agreed trials (docs/decisions/051-calendar-invitations.md) and agreed stage
 * periods (docs/decisions/052): iCalendar built with ical-generator, in the venue's time zone with its
 * VTIMEZONE, one UID per trial date or stage request, so that a calendar that took the invitation
 * updates or removes that same event.
 */

/** The place a venue's trials happen, as its location gives it. */
export interface VenuePlace {
  lat: number;
  lng: number;
  components?: Record<string, string>;
}

/**
 * The IANA time zone of a venue: from its coordinates; else its country's main zone; else UTC. A venue
 * without a location (none is required to post offers) keeps its trials in UTC.
 */
export function venueTimeZone(place: VenuePlace | null | undefined): string {
  if (!place) return 'UTC';
  try {
    return tzLookup(place.lat, place.lng);
  } catch {
    const country = place.components?.country_code?.toUpperCase();
    return (country && countryTimeZone(country)) || 'UTC';
  }
}

/**
 * A zone of the country as ICU lists them (the last, alphabetically: exact for one-zone countries, a
 * guess for the others); only reached for coordinates the lookup refuses.
 */
function countryTimeZone(country: string): string | undefined {
  try {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { timeZones?: string[] };
    return locale.timeZones?.at(-1);
  } catch {
    return undefined;
  }
}

/** A zone name this runtime knows, else UTC (a stored zone may come from an older data set). */
export function knownTimeZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}

/** One agreed trial, or stage period, as an invitation tells it. */
export interface TrialEvent {
  /** `stageUid` or `stageRequestUid`: the same for the event's invitation, update and cancellation. */
  uid: string;
  sequence: number;
  /** YYYY-MM-DD, in the venue's time zone. */
  date: string;
  /** HH:mm; none means the whole day. */
  start: string | null;
  end: string | null;
  /** The last day of an event of whole days (a stage period, docs/decisions/052); none: one day. */
  lastDay?: string;
  timeZone: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  organizer?: { name: string; email: string };
  attendee?: { name: string; email: string };
  cancelled?: boolean;
}

/** The UID of a stage's event: stable across its update and cancellation, unique per site. */
export const stageUid = (stageId: number, publicUrl: string) => `stage-${stageId}@${new URL(publicUrl).host}`;

/** The UID of an agreed stage request's period (a table of its own, so a prefix of its own). */
export const stageRequestUid = (requestId: number, publicUrl: string) =>
  `stage-request-${requestId}@${new URL(publicUrl).host}`;

/**
 * A wall-clock time as ical-generator reads it: with a time zone set, it writes a Date's local fields
 * (getHours...), so the Date is built from those fields. Only an hour that does not exist in the
 * server's own zone (a spring-forward gap; servers run in UTC) would shift.
 */
function wallClock(date: string, time: string, plusDays = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new Date(y, m - 1, d + plusDays, h, min);
}

function dayOf(date: string, plusDays = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays);
}

const utcStamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * An iCalendar document of trials and stage periods in one time zone (an invitation holds one; a feed,
 * each zone's). `method` is REQUEST or CANCEL for an e-mail, none for a feed.
 */
export function trialCalendar(options: {
  name: string;
  method?: 'REQUEST' | 'CANCEL';
  events: TrialEvent[];
  now?: Date;
}): string {
  const zones = [...new Set(options.events.map((event) => event.timeZone))];
  const calendar = new ICalCalendar({
    name: options.name,
    prodId: { company: 'Brigade', product: 'trials', language: 'EN' },
    ...(options.method ? { method: ICalCalendarMethod[options.method] } : {}),
    timezone: {
      name: zones[0] ?? 'UTC',
      // The zone's rules from the IANA data (timezones-ical-library, as ical-generator's README shows).
      generator: (zone) => tzlib_get_ical_block(zone)[0] ?? null,
    },
  });
  const now = options.now ?? new Date();
  for (const trial of options.events) {
    const allDay = !trial.start;
    const start = trial.start ? wallClock(trial.date, trial.start) : dayOf(trial.date);
    // An end before the start is the next day's (a trial until 01:00); no end time is one hour; a
    // whole-day event ends (exclusive) the day after its last.
    const end = trial.start
      ? trial.end
        ? wallClock(trial.date, trial.end, trial.end <= trial.start ? 1 : 0)
        : new Date(start.getTime() + 60 * 60 * 1000)
      : dayOf(trial.lastDay ?? trial.date, 1);
    calendar.createEvent({
      id: trial.uid,
      sequence: trial.sequence,
      start,
      end,
      allDay,
      timezone: trial.timeZone,
      stamp: now,
      summary: trial.summary,
      location: trial.location,
      description: trial.description,
      url: trial.url,
      ...(trial.organizer ? { organizer: trial.organizer } : {}),
      attendees: trial.attendee ? [{ ...trial.attendee, rsvp: false }] : [],
      status: trial.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // ical-generator writes DTSTAMP in the calendar's zone; RFC 5545 wants it in UTC.
  return calendar.toString().replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${utcStamp(now)}`);
}

/** An invitation attached to an e-mail (RFC 6047: the method in the content type too). */
export function invitationAttachment(method: 'REQUEST' | 'CANCEL', ics: string): MailAttachment {
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(ics, 'utf8'),
  };
}
