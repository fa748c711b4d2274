// The contract's page size, written out: a value import would bring the schemas (zod) into the page.
/** The notifications page asks 10 at a time (spec doc 1 section 9). */
export const notificationsPageQty = 10;

/** The next page to ask for: another while the last one was full (spec: more exist while a page is full). */
export function nextNotificationsPage(pages: readonly (readonly unknown[])[]): number | undefined {
  const last = pages.at(-1);
  return last && last.length >= notificationsPageQty ? pages.length : undefined;
}
