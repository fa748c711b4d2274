/**
 * FAQ helpers. Each question has a stable id (the same in every language) that is its deep link:
 * /{lang}/faqs/chef#is-it-free opens that question.
 */

/** The question a location hash points at, or null when it names none of `ids`. */
export function faqIdFromHash(hash: string, ids: readonly string[]): string | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return ids.includes(id) ? id : null;
}

/** The element ids of a question's button and answer panel. */
export function faqElementIds(id: string): { item: string; button: string; panel: string } {
  return { item: id, button: `${id}-question`, panel: `${id}-answer` };
}
