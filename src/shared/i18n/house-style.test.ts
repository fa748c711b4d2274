import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applicationTypeLabels } from '../reference/application-types';
import { cuisineLabels } from '../reference/cuisines';

/**
 * The house style of the copy, checked in every translation file: one name for the brand and for trial
 * days in Portuguese, Spain Spanish, typographic apostrophes in French.
 */

const root = import.meta.dirname;

/** Every string value of a language's files, with where it is (file and key path). */
function textsOf(language: string): { where: string; text: string }[] {
  const walk = (value: unknown, where: string): { where: string; text: string }[] => {
    if (typeof value === 'string') return [{ where, text: value }];
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([key, v]) => walk(v, `${where}.${key}`));
    return [];
  };
  return readdirSync(join(root, language))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => walk(JSON.parse(readFileSync(join(root, language, file), 'utf8')), file));
}

function offending(language: string, banned: RegExp): string[] {
  return textsOf(language)
    .filter(({ text }) => banned.test(text))
    .map(({ where, text }) => `${where}: ${banned.exec(text)?.[0]}`);
}

describe('house style of the translations', () => {
  it('French uses the typographic apostrophe (’), never the straight one', () => {
    expect(offending('fr', /\S*'\S*/)).toEqual([]);
    const labels = [
      ...Object.values(applicationTypeLabels).map((l) => l.fr),
      ...Object.values(cuisineLabels).map((l) => l.fr),
    ];
    expect(labels.filter((label) => label.includes("'"))).toEqual([]);
  });

  it('Portuguese calls the brand "a Brigade" (feminine), never "o Brigade"', () => {
    expect(offending('pt', /(^|[^\p{L}])(o|do|no|ao|pelo|num)\s+Brigade\b/iu)).toEqual([]);
  });

  it('Portuguese says "dia(s) experimental(is)", not "dia(s) de experiência"', () => {
    expect(offending('pt', /\bdias? de experiência/i)).toEqual([]);
    expect(applicationTypeLabels[1].pt).toBe('Dia experimental');
  });

  it('Spanish is Spain Spanish: no "postularse" (inscribirse en una oferta)', () => {
    expect(offending('es', /post[uú]l\p{L}*/iu)).toEqual([]);
  });

  it('English speaks of recruiting in the present: no "When we recruited"', () => {
    expect(offending('en', /when we recruited/i)).toEqual([]);
  });
});
