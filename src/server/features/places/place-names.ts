/**
 * How place names are compared (docs/decisions/020-places.md): a person types "sao pau", "SÃO  Paulo"
 * or "são-paulo" and means the same town. A name's key is its letters and digits without accents, in
 * lower case, with every run of spaces and punctuation made one space.
 */

/** Letters that Unicode does not decompose into a base letter and an accent. */
const foldedLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const foldable = new RegExp(`[${Object.keys(foldedLetters).join('')}]`, 'g');

// Printable ASCII only.
const plainAscii = /^[\x20-\x7e]*$/;

/** The comparison key of a name: "São Paulo" and "sao-paulo" both give "sao paulo". */
export function placeKey(name: string): string {
  // Most names are plain ASCII: the same key without the Unicode steps, ten times faster.
  if (plainAscii.test(name))
    return name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(foldable, (letter) => foldedLetters[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A key written in the Latin alphabet (and digits). The product's languages are written in it, so the
 * index keeps only these keys of a town's many names: "Lisboa" and "Lisbonne" are searched, "Лиссабон"
 * is not, which keeps the index small.
 */
export function isLatinKey(key: string): boolean {
  return /^[a-z0-9 ]+$/.test(key);
}

/**
 * A name written in the Latin alphabet (with its accents, digits, spaces and punctuation), tested
 * before its key is made: most other names of a town are in other alphabets and are skipped at once.
 */
export function isLatinName(name: string): boolean {
  return /^[\p{Script=Latin}\p{M}\p{N}\p{P}\p{Zs}\p{S}]*$/u.test(name);
}
