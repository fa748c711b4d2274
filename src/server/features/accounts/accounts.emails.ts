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
  return { to: options.to, subject: t('mail:reset_subject'), html, text, language: options.language, template: 'reset_password' };
}
