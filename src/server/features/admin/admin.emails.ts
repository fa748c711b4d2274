import type { RejectionReason } from '@shared/contracts/admin';
import type { Language } from '@shared/i18n/languages';
import { translator } from '../../lib/i18n';
import { renderMail } from '../../lib/mail-layout';
import type { OutgoingMail } from '../../lib/mailer';

/**
 * Tells an owner, in their language, that staff did not approve their chef profile, venue or offer: the
 * reason chosen, the moderator's words, and where to change it (an edit sends it back to review).
 */
export function rejectionMail(options: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  kind: 'chef' | 'venue' | 'offer';
  itemName: string;
  reason: RejectionReason;
  note: string;
  editPath: string;
}): OutgoingMail {
  const t = translator(options.language);
  const { html, text } = renderMail(t, {
    name: options.name,
    paragraphs: [
      t(`mail:rejected_${options.kind}_intro`, { name: options.itemName }),
      t('mail:rejected_reason', { reason: t(`mail:rejection_reason_${options.reason}`) }),
      ...(options.note ? [t('mail:rejected_note', { note: options.note })] : []),
    ],
    action: {
      label: t('mail:rejected_action'),
      url: `${options.publicUrl}/${options.language}${options.editPath}`,
    },
    after: [t('mail:rejected_after')],
  });
  return {
    to: options.to,
    subject: t(`mail:rejected_${options.kind}_subject`, { name: options.itemName }),
    html,
    text,
    language: options.language,
    template: `rejected_${options.kind}`,
  };
}

/**
 * Tells a reported account, in its language, what the team did after reports about it: a warning, its
 * profile or venues hidden until it changes them, or the account suspended; with the team's words.
 */
export function reportOutcomeMail(options: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  outcome: 'warned' | 'hidden' | 'suspended';
  note: string;
}): OutgoingMail {
  const t = translator(options.language);
  const { html, text } = renderMail(t, {
    name: options.name,
    paragraphs: [
      t(`mail:report_${options.outcome}_intro`),
      ...(options.note ? [t('mail:rejected_note', { note: options.note })] : []),
    ],
    action:
      options.outcome === 'suspended'
        ? undefined
        : { label: t('mail:report_terms_action'), url: `${options.publicUrl}/${options.language}/terms` },
    after: [t('mail:report_after')],
  });
  return {
    to: options.to,
    subject: t(`mail:report_${options.outcome}_subject`),
    html,
    text,
    language: options.language,
    template: `report_${options.outcome}`,
  };
}
