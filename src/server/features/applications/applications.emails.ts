import type { ApplicationNews } from '@shared/applications/news';
import type { Language } from '@shared/i18n/languages';
import { applicationTypeLabels, type ApplicationTypeId } from '@shared/reference/application-types';
import { translator } from '../../lib/i18n';
import { renderMail } from '../../lib/mail-layout';
import type { OutgoingMail } from '../../lib/mailer';

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
  kind: ApplicationNews;
  /** Who moved: the venue's or the chef's name. */
  from: string;
  /** The offer's headline. */
  offer: string;
  date?: NewsDate;
  /** The application's list, after the language. */
  path: `/${string}`;
}): OutgoingMail {
  const t = translator(options.language);
  const names = { name: options.from, offer: options.offer };
  const paragraphs = [t(`mail:news_${options.kind}_intro`, names)];
  if (options.date) {
    paragraphs.push(dateLine(options.language, options.date));
    const message = options.date.message.trim();
    if (message) paragraphs.push(`“${message}”`);
  }
  const { html, text } = renderMail(t, {
    name: options.name,
    paragraphs,
    action: {
      label: t('mail:news_action'),
      url: `${options.publicUrl}/${options.language}${options.path}`,
    },
  });
  return {
    to: options.to,
    subject: t(`mail:news_${options.kind}_subject`, names),
    html,
    text,
    language: options.language,
    template: `application_${options.kind}`,
  };
}
