import type { SuccessEnvelope } from './contracts/envelope';

/**
 * The answers a page's HTML carries for the calls it makes as it first loads (docs/decisions/
 * 031-first-answers-in-the-page.md): the server runs a visitor's first search of the home feed, find
 * chefs or find restaurants while it sends the page, and the web app takes that answer instead of asking
 * for it once its scripts run.
 */

/** The id of the `<script type="application/json">` holding the answers. */
export const pageAnswersElementId = 'page-answers';

/** A call a page makes as it first loads: its path and the fields the web app sends (`lang` included). */
export interface PageRead {
  path: string;
  fields: Record<string, string | number>;
}

/** A read with the success envelope the server answered. */
export interface PageAnswer<T = unknown> extends PageRead {
  answer: SuccessEnvelope<T>;
}

/**
 * What makes two reads the same: the path and the fields in name order, each value as text (the JSON
 * body's 0 and "0" read alike on the server).
 */
export function pageReadKey(read: PageRead): string {
  const fields = Object.keys(read.fields)
    .sort()
    .map((name) => `${name}=${String(read.fields[name])}`);
  return `${read.path}?${fields.join('&')}`;
}
