import type { Language } from '@shared/i18n/languages';
import { translator } from '../../lib/i18n';
import { renderMail } from '../../lib/mail-layout';
import type { MailAttachment, OutgoingMail } from '../../lib/mailer';

/**
 * The CV a chef sent to a venue (offer/sendcv, decisions D12), at the venue's address (D5: its
 * `contactemail`, else its account's), in the venue account's language, with the CV attached and the
 * link to the chef's public profile. No Reply-To: the chef's address is the chef's to give (D13).
 */
export function cvReceivedMail(options: {
  to: string;
  /** Whom the greeting names: the venue. */
  venue: string;
  chef: string;
  /** The headline of the offer the CV is about, if any. */
  offer: string | null;
  language: Language;
  /** The chef's public profile. */
  profileUrl: string;
  attachment: MailAttachment;
}): OutgoingMail {
  const t = translator(options.language);
  const names = { name: options.chef, venue: options.venue, offer: options.offer ?? '' };
  const { html, text } = renderMail(t, {
    name: options.venue,
    paragraphs: [
      t(options.offer ? 'mail:cv_intro_offer' : 'mail:cv_intro', names),
      t('mail:cv_attached', { file: options.attachment.filename }),
    ],
    action: { label: t('mail:cv_action'), url: options.profileUrl },
  });
  return {
    to: options.to,
    subject: t(options.offer ? 'mail:cv_subject_offer' : 'mail:cv_subject', names),
    html,
    text,
    language: options.language,
    template: 'cv_received',
    attachments: [options.attachment],
  };
}
