import type { ApplicationNews, RecruitmentNews } from '@shared/applications/news';
import type { StageRequestNews } from '@shared/applications/stage-requests';
import type { Language } from '@shared/i18n/languages';
import { applicationTypeLabels, type ApplicationTypeId } from '@shared/reference/application-types';
import { translator } from '../../lib/i18n';
import { renderMail } from '../../lib/mail-layout';
import type { MailAttachment, OutgoingMail } from '../../lib/mailer';

/** The date an e-mail of an application tells of: its day, hours, kind and the message sent with it. */
export interface NewsDate {
  date: string;
  start: string | null;
  end: string | null;
  typeId: number;
  message: string;
}

/** "Thursday 12 March 2027, 10:00 - 15:00 (Trial)", in the reader's language. */
export function dateLine(language: Language, date: NewsDate): string {
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.date}T12:00:00Z`));
  const hours = date.start && date.end ? `, ${date.start} - ${date.end}` : '';
  const kind = applicationTypeLabels[date.typeId as ApplicationTypeId]?.[language];
  return `${day}${hours}${kind ? ` (${kind})` : ''}`;
}

/**
 * Tells one side of an application what the other did (decisions D4), in their language, with the date
 * concerned and the message sent with it, and the link to the application in their lists.
 */
export function applicationNewsMail(options: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  /** What happened; a recruitment kind tells the venue what the service did, `from` naming the chef. */
  kind: ApplicationNews | RecruitmentNews;
  /** Who moved: the venue's or the chef's name. */
  from: string;
  /** The offer's headline. */
  offer: string;
  date?: NewsDate;
  /** The application's list, after the language. */
  path: `/${string}`;
  /** The calendar invitation (or its cancellation) the move sends. */
  attachments?: MailAttachment[];
}): OutgoingMail {
  const t = translator(options.language);
  const names = { name: options.from, offer: options.offer };
  const paragraphs = [t(`mail:news_${options.kind}_intro`, names)];
  if (options.date) {
    paragraphs.push(dateLine(options.language, options.date));
    const message = options.date.message.trim();
    if (message) paragraphs.push(`“${message}”`);
  }
  return applicationMail(t, options, {
    subject: t(`mail:news_${options.kind}_subject`, names),
    paragraphs,
    template: `application_${options.kind}`,
  });
}

/**
 * What a side's own calendar is sent with its move: `agreed`, the invitation of the trial it agreed;
 * `cancelled`, the cancellation of one it called off; `reminder`, the day before the trial (no
 * attachment: the invitation is already in the calendar). In the reader's language.
 */
export function trialCalendarMail(options: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  kind: 'agreed' | 'cancelled' | 'reminder';
  /** The other side's name. */
  with: string;
  offer: string;
  date: NewsDate;
  path: `/${string}`;
  attachments?: MailAttachment[];
}): OutgoingMail {
  const t = translator(options.language);
  const names = { name: options.with, offer: options.offer };
  return applicationMail(t, options, {
    subject: t(`mail:trial_${options.kind}_subject`, names),
    paragraphs: [t(`mail:trial_${options.kind}_intro`, names), dateLine(options.language, options.date)],
    template: `trial_${options.kind}`,
  });
}

/** A stage request's period (docs/decisions/052): "From 12 March 2027 to 20 March 2027", in the reader's language. */
export function periodLine(language: Language, period: { date: string; ends: string }): string {
  const day = (value: string) =>
    new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${value}T12:00:00Z`));
  return translator(language)('mail:stage_period', { start: day(period.date), end: day(period.ends) });
}

/**
 * Tells one side of a stage request what the other did (docs/decisions/052), in their language, with
 * the period concerned and the link to the request in their list.
 */
export function stageRequestNewsMail(options: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  kind: StageRequestNews;
  /** Who moved: the venue's or the chef's name. */
  from: string;
  period: { date: string; ends: string };
  /** The requests' list, after the language. */
  path: `/${string}`;
  /** The invitation of the stage the move agreed. */
  attachments?: MailAttachment[];
}): OutgoingMail {
  const t = translator(options.language);
  const names = { name: options.from };
  return applicationMail(t, options, {
    subject: t(`mail:${options.kind}_subject`, names),
    paragraphs: [t(`mail:${options.kind}_intro`, names), periodLine(options.language, options.period)],
    template: options.kind,
    action: t('mail:stage_action'),
  });
}

/** What the side that agreed a stage is sent: its calendar invitation (docs/decisions/052), in its language. */
export function stageCalendarMail(options: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  /** The other side's name. */
  with: string;
  period: { date: string; ends: string };
  path: `/${string}`;
  attachments: MailAttachment[];
}): OutgoingMail {
  const t = translator(options.language);
  const names = { name: options.with };
  return applicationMail(t, options, {
    subject: t('mail:stage_calendar_subject', names),
    paragraphs: [t('mail:stage_calendar_intro', names), periodLine(options.language, options.period)],
    template: 'stage_calendar',
    action: t('mail:stage_action'),
  });
}

/**
 * An e-mail of an application or a stage request, with the link to it in the reader's list (its label,
 * "See the application" unless told) and its attachments.
 */
function applicationMail(
  t: ReturnType<typeof translator>,
  to: {
    to: string;
    name: string;
    language: Language;
    publicUrl: string;
    path: `/${string}`;
    attachments?: MailAttachment[];
  },
  body: { subject: string; paragraphs: string[]; template: string; action?: string },
): OutgoingMail {
  const { html, text } = renderMail(t, {
    name: to.name,
    paragraphs: body.paragraphs,
    action: { label: body.action ?? t('mail:news_action'), url: `${to.publicUrl}/${to.language}${to.path}` },
  });
  return {
    to: to.to,
    subject: body.subject,
    html,
    text,
    language: to.language,
    template: body.template,
    ...(to.attachments ? { attachments: to.attachments } : {}),
  };
}
