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

/**
 * The pages of a paged list joined, each item once by its id: a page may repeat an item the one before
 * it held when the list changed between two requests (spec doc 2 sections 2 and 4: more pages are
 * appended with de-duplication). A page is the list itself or an answer holding it (`{ list }`).
 */
export function joinPagesById<T extends { id: number }>(
  pages: readonly (readonly T[] | { readonly list: readonly T[] })[],
): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages)
    for (const item of 'list' in page ? page.list : page)
      if (!seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
  return items;
}
