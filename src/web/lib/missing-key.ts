/**
 * Unknown translation keys render a visible placeholder with the language and the key (spec doc 1
 * section 1), e.g. `[fr:common.missing_key]`, so a forgotten text is obvious on screen and in tests.
 *
 * i18next hands the key over as `namespace:key` when `appendNamespaceToMissingKey` is on.
 */
export function missingKeyPlaceholder(language: string, key: string, nsSeparator = ':'): string {
  const index = key.indexOf(nsSeparator);
  const dotted = index === -1 ? key : `${key.slice(0, index)}.${key.slice(index + nsSeparator.length)}`;
  return `[${language || 'unknown'}:${dotted}]`;
}

/**
 * i18next's `parseMissingKeyHandler`, with `appendNamespaceToMissingKey: true`: a defaultValue given at
 * the call site wins, otherwise the placeholder in the language `getLanguage()` names at that moment.
 */
export function createMissingKeyHandler(getLanguage: () => string) {
  return (key: string, defaultValue?: string): string =>
    defaultValue ?? missingKeyPlaceholder(getLanguage(), key);
}
