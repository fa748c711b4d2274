/**
 * The lists of 10 a page (spec doc 1 section 9: notifications, applications, calendar, conversations,
 * saved offers) ask for this many; the contracts say the same, written out here because a value import
 * would bring the schemas (zod) into the pages.
 */
export const listPageQty = 10;

/** The next page to ask for: another while the last one was full (spec: more exist while a page is full). */
export function nextPageWhileFull(
  pages: readonly (readonly unknown[])[],
  qty: number = listPageQty,
): number | undefined {
  const last = pages.at(-1);
  return last && last.length >= qty ? pages.length : undefined;
}
