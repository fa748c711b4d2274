import type { Language } from '@shared/i18n/languages';
import { translator } from '../../lib/i18n';
import { renderMail } from '../../lib/mail-layout';
import type { OutgoingMail } from '../../lib/mailer';

export function resetPasswordMail(options: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  code: string;
  expiresInMinutes: number;
}): OutgoingMail {
  const t = translator(options.language);
  const url = `${options.publicUrl}/${options.language}/resetpassword?code=${encodeURIComponent(options.code)}`;
  const { html, text } = renderMail(t, {
    name: options.name,
    paragraphs: [t('mail:reset_intro')],
    action: { label: t('mail:reset_action'), url },
    after: [t('mail:reset_expiry', { minutes: options.expiresInMinutes }), t('mail:reset_ignore')],
  });
  return {
    to: options.to,
    subject: t('mail:reset_subject'),
    html,
    text,
    language: options.language,
    template: 'reset_password',
  };
}

/** Tells the service's team that a restaurant asked for Premium (activated in the back office). */
export function membershipRequestMail(options: {
  to: string;
  name: string;
  email: string;
  venues: number;
}): OutgoingMail {
  const t = translator('en');
  const { html, text } = renderMail(t, {
    name: t('mail:contact_team'),
    footerKey: 'mail:footer_team',
    paragraphs: [
      t('mail:membership_intro', { name: options.name, email: options.email, venues: options.venues }),
    ],
  });
  return {
    to: options.to,
    replyTo: options.email,
    subject: t('mail:membership_subject', { name: options.name }),
    html,
    text,
    language: 'en',
    template: 'membership_request',
  };
}
