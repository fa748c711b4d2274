// The contract's page size, written out: a value import would bring the schemas (zod) into the page.
/** The notifications page asks 10 at a time (spec doc 1 section 9). */
export const notificationsPageQty = 10;

/** The next page to ask for: another while the last one was full (spec: more exist while a page is full). */
export function nextNotificationsPage(pages: readonly (readonly unknown[])[]): number | undefined {
  const last = pages.at(-1);
  return last && last.length >= notificationsPageQty ? pages.length : undefined;
}

/** The pages joined, each notification once (a page may repeat one when a new one came in between). */
export function joinNotificationPages<T extends { id: number }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<number>();
  return pages.flat().filter((item) => !seen.has(item.id) && seen.add(item.id));
}
