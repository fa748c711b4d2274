import { describe, expect, it } from 'vitest';
import { guruGroups, guruItems } from '@shared/contracts/offer-guru';
import { brazilianForms } from '@shared/i18n/european-portuguese';
import { languages } from '@shared/i18n/languages';
import { sanitizeRichText } from '../../lib/rich-text';
import { guruItemsIn } from './offers.guru';

/** The Guru's content (spec doc 2 section 3; docs/decisions/040-guru-any-groups.md): usable in every language, the same items everywhere. */
describe('the Guru content', () => {
  it.each(languages)(
    'has at least three items in every group in %s, matching the call output',
    (language) => {
      const content = guruItemsIn(language);
      expect(guruItems.parse(content)).toEqual(content);
      expect(Object.keys(content)).toEqual([...guruGroups]);
      for (const group of guruGroups) expect([group, content[group].length >= 3]).toEqual([group, true]);
    },
  );

  it('uses the same ids, in the same order, in every language', () => {
    const idsOf = (language: (typeof languages)[number]) =>
      guruGroups.map((group) => guruItemsIn(language)[group].map((item) => item.id));
    const ids = idsOf('en');
    expect(new Set(ids.flat()).size).toBe(ids.flat().length);
    for (const language of languages) expect([language, idsOf(language)]).toEqual([language, ids]);
  });

  it.each(languages)(
    'has plain, short texts in %s that the offer editor keeps as they are (no URLs, e-mails or markup)',
    (language) => {
      const content = guruItemsIn(language);
      for (const group of guruGroups)
        for (const { id, text } of content[group]) {
          expect([id, text.length <= 300]).toEqual([id, true]);
          expect([id, /[<>&]/.test(text)]).toEqual([id, false]);
          expect([id, sanitizeRichText(`<p>${text}</p>`, language)]).toEqual([id, `<p>${text}</p>`]);
        }
    },
  );

  it('writes French with the typographic apostrophe, as the translations do', () => {
    const texts = guruGroups.flatMap((group) => guruItemsIn('fr')[group].map((item) => item.text));
    expect(texts.filter((text) => text.includes("'"))).toEqual([]);
  });

  it('writes its Portuguese in European Portuguese', () => {
    const texts = guruGroups.flatMap((group) => guruItemsIn('pt')[group].map((item) => item.text));
    expect(texts.flatMap(brazilianForms)).toEqual([]);
  });
});
