import { pageAnswersElementId, pageReadKey, type PageAnswer, type PageRead } from '@shared/page-answers';
import { hasSessionMarker } from './session-marker';

/**
 * The answers the page's HTML brought for the calls it makes as it first loads (a visitor's first
 * search: docs/decisions/031-first-answers-in-the-page.md), by read; each is taken once, so any later
 * call of the same read (a refresh, the same search again) asks the server.
 */
let kept: Map<string, PageAnswer> | undefined;
/** When the page read them: an answer not taken by then is not fresh enough to stand for the server's. */
let keptUntil = 0;
const keptForMs = 30_000;

function keptAnswers(): Map<string, PageAnswer> {
  if (kept) return kept;
  kept = new Map();
  keptUntil = Date.now() + keptForMs;
  const element = typeof document === 'undefined' ? null : document.getElementById(pageAnswersElementId);
  if (!element?.textContent) return kept;
  try {
    const answers = JSON.parse(element.textContent) as PageAnswer[];
    for (const answer of answers) kept.set(pageReadKey(answer), answer);
  } catch (error) {
    console.warn('[page-answers] unreadable; the page asks the server instead:', error);
  }
  element.remove();
  return kept;
}

/**
 * The answer the page brought for this read, taken away; undefined when it brought none. They are a
 * visitor's answers: once a session exists (signed in since, or a page restored from the browser's
 * cache after signing in) or after a while, none is used.
 */
export function takePageAnswer<T>(read: PageRead): PageAnswer<T>['answer'] | undefined {
  const answers = keptAnswers();
  if (answers.size === 0) return undefined;
  if (Date.now() > keptUntil || hasSessionMarker()) {
    answers.clear();
    return undefined;
  }
  const key = pageReadKey(read);
  const answer = answers.get(key);
  answers.delete(key);
  return answer?.answer as PageAnswer<T>['answer'] | undefined;
}
