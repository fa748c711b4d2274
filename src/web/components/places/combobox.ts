/**
 * The pure parts of the location picker (WAI-ARIA 1.2 combobox with a listbox popup): which option a
 * key makes active, when to search, and what the screen reader is told.
 */

/** Suggestions are asked 200 ms after the last keystroke (spec doc 1 section 9). */
export const suggestDebounceMs = 200;
/** Fewer letters or digits than this ask nothing (the server answers nothing either). */
export const minQueryLength = 2;

/** The text worth asking the server about, or '' when it is too short. */
export function searchText(typed: string): string {
  const text = typed.trim().replace(/\s+/g, ' ');
  return text.replace(/[^\p{L}\p{N}]/gu, '').length >= minQueryLength ? text : '';
}

/**
 * The active option after a navigation key: ArrowDown and ArrowUp move and wrap around (from the input,
 * ArrowUp goes to the last option), Home and End are left to the text box. -1 is "none active".
 */
export function nextActiveIndex(key: string, active: number, count: number): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  if (key === 'ArrowUp') return active <= 0 ? count - 1 : active - 1;
  return active;
}

export type SuggestionsState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'results'; count: number };

/** What the live region says: the number found, none found, or the error; nothing while idle. */
export function announcement(
  state: SuggestionsState,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  switch (state.kind) {
    case 'results':
      return state.count === 0 ? t('places.none') : t('places.found', { total: state.count });
    case 'error':
      return t('places.error');
    default:
      return '';
  }
}
