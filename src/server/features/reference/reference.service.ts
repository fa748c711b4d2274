import { createHash } from 'node:crypto';
import type { SuccessEnvelope } from '@shared/contracts/envelope';
import type { Language } from '@shared/i18n/languages';
import { referenceLists, type ReferenceLists } from '@shared/reference/reference-lists';

export interface ReferenceAnswer {
  /** The envelope, serialized once. */
  body: string;
  /** A weak validator: the body's hash (weak because compression changes the bytes on the wire). */
  etag: string;
}

/**
 * The answer only changes with the language and the year (the year choices), so it is built once per
 * pair; the previous year's answers are dropped when the year turns. Nothing here needs sharing
 * between instances (decisions D2): each builds the same bytes, hence the same ETag.
 */
const answers = new Map<string, ReferenceAnswer>();
let answersYear: number | undefined;

export function referenceAnswer(
  language: Language,
  message: string,
  now: Date = new Date(),
): ReferenceAnswer {
  const year = now.getFullYear();
  if (answersYear !== year) {
    answers.clear();
    answersYear = year;
  }
  const key = `${language}\n${message}`;
  let answer = answers.get(key);
  if (!answer) {
    const envelope: SuccessEnvelope<ReferenceLists> = {
      success: true,
      data: referenceLists(language, now),
      message,
    };
    const body = JSON.stringify(envelope);
    answer = { body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
    answers.set(key, answer);
  }
  return answer;
}

/** True when an If-None-Match header names the ETag (weak comparison, RFC 9110 section 13.1.2). */
export function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
