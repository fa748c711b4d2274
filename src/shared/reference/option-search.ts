/**
 * Finding an option of a long list from what is typed (the multi-selects of countries, visas,
 * cuisines): letters compared without case, accents or punctuation ("espana" finds "España", "usa"
 * finds "U.S.A."), the option's name and its keywords (aliases, other languages' names) both searched,
 * and the best answers first.
 */

/** Lower case, no accents, no dots or apostrophes, other punctuation as single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[.'’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The masculine stems a typed feminine may stand for, so demonyms written masculine still answer
 * ("brasileira" → "brasileir", "française" → "francais", "italienne" → "italien", "alemã" → "alem").
 * Only for words long enough not to turn every short query into noise.
 */
function stems(query: string): string[] {
  if (query.length < 5) return [];
  if (/(enne|onne)$/.test(query)) return [query.slice(0, -2)];
  if (/[ae]$/.test(query)) return [query.slice(0, -1)];
  return [];
}

const startsAWord = (text: string, query: string) =>
  text.startsWith(query) || text.split(' ').some((word) => word.startsWith(query));

/**
 * How well an option answers the typed text (`query` folded with `foldText`, and so the name and the
 * keywords): rank 0 the name or a keyword is the text ("uk"), 1 one begins with it, 2 one of their
 * words begins with it or with the masculine of a typed feminine, 3 the name holds it; `length` is the
 * shortest text matching at that rank, so "Brit" puts British (United Kingdom) before British Indian
 * Ocean Territory. Null when nothing answers.
 */
export function optionMatch(
  query: string,
  name: string,
  keywords: readonly string[],
): { rank: number; length: number } | null {
  if (!query) return { rank: 0, length: 0 };
  const all = [name, ...keywords];
  const best = (rank: number, matches: (text: string) => boolean) => {
    const lengths = all.filter(matches).map((text) => text.length);
    return lengths.length > 0 ? { rank, length: Math.min(...lengths) } : null;
  };
  const alternatives = [query, ...stems(query)];
  return (
    best(0, (text) => text === query) ??
    best(1, (text) => text.startsWith(query)) ??
    best(2, (text) => alternatives.some((alternative) => startsAWord(text, alternative))) ??
    (name.includes(query) ? { rank: 3, length: name.length } : null)
  );
}

/** `optionMatch`'s rank alone. */
export const optionMatchRank = (query: string, name: string, keywords: readonly string[]) =>
  optionMatch(query, name, keywords)?.rank ?? null;

/** Options with their name and keywords folded once, for searching as the reader types. */
export interface OptionIndex<T> {
  entries: readonly { option: T; name: string; keywords: readonly string[] }[];
}

export function indexOptions<T extends { label: string; keywords?: readonly string[] }>(
  options: readonly T[],
): OptionIndex<T> {
  return {
    entries: options.map((option) => ({
      option,
      name: foldText(option.label),
      keywords: (option.keywords ?? []).map(foldText),
    })),
  };
}

/** The options answering `typed`, best first (equals in the list's order); all of them for no text. */
export function searchOptions<T>(index: OptionIndex<T>, typed: string): T[] {
  const query = foldText(typed);
  return index.entries
    .map((entry) => ({ option: entry.option, match: optionMatch(query, entry.name, entry.keywords) }))
    .filter((found): found is { option: T; match: { rank: number; length: number } } => found.match !== null)
    .sort((a, b) => a.match.rank - b.match.rank || a.match.length - b.match.length)
    .map((found) => found.option);
}
