import { decodeEntities } from '@shared/text/entities';

/**
 * The characters a reader sees in a rich text (decisions D7): the editor's count and limit, as the
 * server counts them after sanitizing (tags removed, entities read, no separator between blocks,
 * surrounding white space trimmed). Counting only: never used to clean markup.
 */
export function plainTextLength(html: string): number {
  return plainText(html).trim().length;
}

/** The text of an HTML fragment: what lies outside tags, with character references read. */
export function plainText(html: string): string {
  let text = '';
  let index = 0;
  while (index < html.length) {
    const char = html[index]!;
    if (char === '<') {
      const end = html.indexOf('>', index);
      if (end === -1) break;
      index = end + 1;
    } else if (char === '&') {
      const end = html.indexOf(';', index);
      const entity = end === -1 ? '' : html.slice(index + 1, end);
      if (/^(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8})$/i.test(entity)) {
        text += decodeEntities(`&${entity};`);
        index = end + 1;
      } else {
        text += char;
        index += 1;
      }
    } else {
      text += char;
      index += 1;
    }
  }
  return text;
}

/** An empty editor gives an empty paragraph: no words is no text. */
export function isEmptyRichText(html: string): boolean {
  return plainTextLength(html) === 0;
}

/**
 * The server's rules for a free text (profile/* saves, after sanitizing), checked before sending: the
 * validation key of the problem, or null. Empty is allowed unless `required`; otherwise at least `min` (2 unless said) and
 * at most `limit` characters a reader sees.
 */
export function richTextProblem(
  html: string,
  { limit, required, min = 2 }: { limit: number; required: boolean; min?: 2 | 4 },
): 'description_required' | 'min_2' | 'min_4' | 'text_too_long' | null {
  const length = plainTextLength(html);
  if (length === 0) return required ? 'description_required' : null;
  if (length < min) return min === 4 ? 'min_4' : 'min_2';
  if (length > limit) return 'text_too_long';
  return null;
}
