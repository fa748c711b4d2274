import { escapeHtml } from '@shared/text/entities';
import type { Translate } from './i18n';

// The local outbox page writes its list with the same escaping as the mails it shows.
export { escapeHtml };

export interface MailBody {
  name: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
  /** The closing line; by default it names the recipient's account. */
  footerKey?: 'mail:footer' | 'mail:footer_team';
}

/** The HTML and text versions of a message, in the recipient's language (decisions D11). */
export function renderMail(t: Translate, body: MailBody): { html: string; text: string } {
  const greeting = t('mail:greeting', { name: body.name });
  const after = body.after ?? [];
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const html = `<!doctype html><html><body style="margin:0;background:#f6f5f3;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2328">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;background:#ffffff">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#9a3412">Brigade</p>
${p(greeting)}
${body.paragraphs.map(p).join('\n')}
${
  body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#9a3412;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(body.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57606a">${escapeHtml(t('mail:link_fallback'))}<br><a href="${escapeHtml(body.action.url)}" style="color:#9a3412;word-break:break-all">${escapeHtml(body.action.url)}</a></p>`
    : ''
}
${after.map(p).join('\n')}
${p(t('mail:signature'))}
<p style="margin:32px 0 0;font-size:12px;color:#57606a">${escapeHtml(t(body.footerKey ?? 'mail:footer'))}</p>
</div></body></html>`;
  const text = [
    greeting,
    '',
    ...body.paragraphs.flatMap((s) => [s, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...after.flatMap((s) => [s, '']),
    t('mail:signature'),
    '',
    '--',
    t(body.footerKey ?? 'mail:footer'),
  ].join('\n');
  return { html, text };
}
