import type { Language } from '@shared/i18n/languages';
import { translator } from '../../lib/i18n';
import { renderMail } from '../../lib/mail-layout';
import type { MailAttachment, OutgoingMail } from '../../lib/mailer';

export interface ContactMailInput {
  to: string;
  replyTo: string;
  senderLanguage: Language;
  fields: {
    name: string;
    surname: string;
    phone: string;
    phonecode: string;
    company: string;
    email: string;
    subject: string;
    enquiry: string;
    callback: boolean;
  };
  offers: { id: number; name: string; restaurantName: string }[];
  attachment?: MailAttachment;
}

/** The message to the service's inbox (CONTACT_EMAIL), written for the staff in English. */
export function contactMail(input: ContactMailInput): OutgoingMail {
  const t = translator('en');
  const f = input.fields;
  const lines = [
    `${t('mail:contact_from')}: ${f.name} ${f.surname} <${f.email}>`,
    `${t('mail:contact_company')}: ${f.company}`,
    `${t('mail:contact_phone')}: ${[f.phonecode, f.phone].filter(Boolean).join(' ')}`,
    `${t('mail:contact_language')}: ${input.senderLanguage}`,
    `${t('mail:contact_callback')}: ${f.callback ? t('mail:yes') : t('mail:no')}`,
    `${t('mail:contact_subject_line')}: ${f.subject}`,
  ];
  const offerLines = input.offers.map((o) => `#${o.id} ${o.name} (${o.restaurantName})`);
  const { html, text } = renderMail(t, {
    name: t('mail:contact_team'),
    footerKey: 'mail:footer_team',
    paragraphs: [
      f.callback
        ? t('mail:contact_intro_callback')
        : input.offers.length
          ? t('mail:contact_intro_cv')
          : t('mail:contact_intro'),
      ...lines,
      f.enquiry,
      ...(offerLines.length ? [t('mail:contact_offers'), ...offerLines] : []),
      ...(input.attachment ? [t('mail:contact_attachment', { name: input.attachment.filename })] : []),
    ],
  });
  return {
    to: input.to,
    replyTo: input.replyTo,
    subject: t(f.callback ? 'mail:contact_subject_callback' : 'mail:contact_subject', { subject: f.subject }),
    html,
    text,
    language: 'en',
    template: offerLines.length ? 'contact_cv' : 'contact',
    attachments: input.attachment ? [input.attachment] : [],
  };
}
