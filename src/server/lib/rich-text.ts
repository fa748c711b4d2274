import sanitizeHtml from 'sanitize-html';
import type { Language } from '@shared/i18n/languages';
import { decodeEntities } from '@shared/text/entities';
import { AppError } from './app-error';
import { translate } from './i18n';

/**
 * Rich texts as they are written (decisions D7, docs/decisions/023-chef-profiles.md): an allow-list
 * sanitizer (sanitize-html, a parser, not regular expressions over markup) keeps bold, italic,
 * underline, lists, paragraphs and line breaks, with no attribute at all; everything else is dropped
 * (scripts and styles with their content). URLs and e-mail addresses in the text are replaced by the
 * localized notices, in the language the text is written in.
 */

const writeTags = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li'];

const emailInText = /[^\s@<>&;]+@[^\s@<>&;]+\.[^\s@<>&;]+/gi;
const commonDomains = 'com|net|org|info|biz|io|co|es|fr|pt|uk|de|it|eu|br|us|me|app|dev|shop|online|site';
const urlInText = new RegExp(
  `(?:\\b(?:https?|ftp):\\/\\/|\\bwww\\.)[^\\s<]+|\\b[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${commonDomains})\\b(?:\\/[^\\s<]*)?`,
  'gi',
);

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text with URLs and e-mail addresses replaced by the notices (the text is already escaped). */
function replaceContacts(text: string, language: Language): string {
  const noEmails = escapeText(translate(language, 'api:no_emails_allowed'));
  const noUrls = escapeText(translate(language, 'api:no_urls_allowed'));
  return text.replace(emailInText, noEmails).replace(urlInText, noUrls);
}

/** The rich text made safe to store: allowed tags only, no attributes, notices for URLs and e-mails. */
export function sanitizeRichText(html: string, language: Language): string {
  const clean = sanitizeHtml(html, {
    allowedTags: writeTags,
    allowedAttributes: {},
    allowedSchemes: [],
    disallowedTagsMode: 'discard',
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'title',
      'iframe',
      'object',
      'template',
    ],
    textFilter: (text) => replaceContacts(text, language),
  });
  // A text with no words (only empty paragraphs or breaks) is no text.
  return plainTextLength(clean) === 0 ? '' : clean.trim();
}

/** The text a reader sees of a rich text: tags dropped, entities read back. */
function visibleText(html: string): string {
  return decodeEntities(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }));
}

/** The number of characters a reader sees (the editor's limit counts these, D7). */
export function plainTextLength(html: string): number {
  return visibleText(html).trim().length;
}

/**
 * A rich text as one line of plain text for a card (search results): paragraphs, items and breaks
 * become spaces, runs of white space one space; longer than `max` characters, it is cut at the last
 * word that fits and ends with an ellipsis (at most `max` characters in all).
 */
export function plainTextExcerpt(html: string, max: number): string {
  const text = visibleText(html.replace(/<\/(p|li|ul|ol)>|<br\s*\/?>/gi, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A rich text sanitized for storage (D7), checked against its limits on the characters a reader sees:
 * empty is allowed unless `required` (`description_required` on `field`); otherwise at least `min`
 * (2 unless told) and at most `limit`.
 */
export function cleanRichText(
  field: string,
  html: string,
  language: Language,
  limit: number,
  required: boolean,
  min = 2,
): string {
  const clean = sanitizeRichText(html, language);
  const length = plainTextLength(clean);
  if (length === 0 && required)
    throw new AppError('invalid_input', { issues: [{ field, code: 'description_required' }] });
  if (length > 0 && length < min)
    throw new AppError('invalid_input', { issues: [{ field, code: `min_${min}` }] });
  if (length > limit)
    throw new AppError('invalid_input', {
      issues: [{ field, code: 'text_too_long', params: { max: limit } }],
    });
  return clean;
}

/** The texts with the version of `language` set (or removed when empty). */
export function withVersion<T extends Partial<Record<Language, string>>>(
  texts: T,
  language: Language,
  value: string,
): T {
  const next: T = { ...texts };
  if (value) next[language] = value as T[Language];
  else delete next[language];
  return next;
}
