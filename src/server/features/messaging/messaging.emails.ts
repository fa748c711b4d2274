import type { Language } from '@shared/i18n/languages';
import { translator } from '../../lib/i18n';
import { renderMail } from '../../lib/mail-layout';
import type { OutgoingMail } from '../../lib/mailer';

/** The longest part of a message an e-mail quotes. */
const excerptLength = 300;

/**
 * Tells the one a message was sent to that it came (D5: a venue's `contactemail` receives its message
 * e-mails), in their language, quoting its start, with the link to the conversation.
 */
export function newMessageMail(options: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  /** Who wrote: the venue's or the chef's name. */
  from: string;
  message: string;
  /** The conversation's path after the language. */
  path: `/${string}`;
}): OutgoingMail {
  const t = translator(options.language);
  const flat = options.message.replace(/\s+/g, ' ').trim();
  const excerpt = flat.length > excerptLength ? `${flat.slice(0, excerptLength - 1).trimEnd()}…` : flat;
  const { html, text } = renderMail(t, {
    name: options.name,
    paragraphs: [t('mail:message_intro', { name: options.from }), `“${excerpt}”`],
    action: {
      label: t('mail:message_action'),
      url: `${options.publicUrl}/${options.language}${options.path}`,
    },
    after: [t('mail:message_after')],
  });
  return {
    to: options.to,
    subject: t('mail:message_subject', { name: options.from }),
    html,
    text,
    language: options.language,
    template: 'new_message',
  };
}
