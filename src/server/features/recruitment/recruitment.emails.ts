import type { Language } from '@shared/i18n/languages';
import { translator } from '../../lib/i18n';
import { renderMail } from '../../lib/mail-layout';
import type { OutgoingMail } from '../../lib/mailer';

/**
 * Tells a venue that the recruitment service recorded its hire (D5; document 2 section 1): from when,
 * the fee, and that it is invoiced only once the chef has worked the first 30 days.
 */
export function hiredMail(options: {
  to: string;
  venue: string;
  language: Language;
  publicUrl: string;
  chef: string;
  offer: string;
  /** YYYY-MM-DD */
  hiredOn: string;
  /** The fee as the reader writes money. */
  fee: string;
  /** The venue's page of the offer, after the language. */
  path: `/${string}`;
}): OutgoingMail {
  const t = translator(options.language);
  const date = new Intl.DateTimeFormat(options.language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${options.hiredOn}T12:00:00Z`));
  const names = { name: options.chef, offer: options.offer, date, fee: options.fee };
  const { html, text } = renderMail(t, {
    name: options.venue,
    paragraphs: [t('mail:news_recruitment_hired_intro', names)],
    action: {
      label: t('mail:news_action'),
      url: `${options.publicUrl}/${options.language}${options.path}`,
    },
  });
  return {
    to: options.to,
    subject: t('mail:news_recruitment_hired_subject', names),
    html,
    text,
    language: options.language,
    template: 'recruitment_hired',
  };
}
