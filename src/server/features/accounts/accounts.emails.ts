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

/** What a Premium e-mail says (decision 053): activated, ended, or ending in so many days. */
export type PremiumNews =
  | { kind: 'activated'; start: string; end: string }
  | { kind: 'ended' }
  | { kind: 'ending'; end: string; days: number };

/** Tells a restaurant account of its Premium, in its language, with the dates written for it. */
export function premiumMail(options: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  news: PremiumNews;
}): OutgoingMail {
  const t = translator(options.language);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(options.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  const news = options.news;
  const paragraphs =
    news.kind === 'activated'
      ? [t('mail:premium_activated_intro', { start: day(news.start), end: day(news.end) })]
      : news.kind === 'ended'
        ? [t('mail:premium_ended_intro')]
        : [t('mail:premium_ending_intro', { end: day(news.end), count: news.days })];
  const { html, text } = renderMail(t, {
    name: options.name,
    paragraphs,
    action: {
      label: t(news.kind === 'activated' ? 'mail:premium_activated_action' : 'mail:premium_renew_action'),
      url: `${options.publicUrl}/${options.language}/${news.kind === 'activated' ? 'restaurant/profile/home' : 'services/restaurant'}`,
    },
  });
  return {
    to: options.to,
    subject: t(`mail:premium_${news.kind}_subject`, news.kind === 'ending' ? { count: news.days } : {}),
    html,
    text,
    language: options.language,
    template: `premium_${news.kind}`,
  };
}
