import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from './languages';
import { namespaces as declaredNamespaces } from './namespaces';

const root = join(import.meta.dirname, '.');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function load(language: string, file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(root, language, file), 'utf8')) as Record<string, unknown>;
}

const namespaces = readdirSync(join(root, 'en')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('has namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it('has one file per namespace declared in namespaces.ts, and no other', () => {
    expect([...namespaces].sort()).toEqual(declaredNamespaces.map((name) => `${name}.json`).sort());
  });

  for (const language of languages) {
    it(`${language} has exactly the namespace files of en`, () => {
      expect(
        readdirSync(join(root, language))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...namespaces].sort());
    });

    for (const file of namespaces) {
      it(`${language}/${file} has every key of en/${file}, each with text, and no extra key`, () => {
        const en = keysOf(load('en', file)).sort();
        const translated = load(language, file);
        expect(keysOf(translated).sort()).toEqual(en);
        const empty = keysOf(translated).filter((key) => {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translated);
          return typeof value !== 'string' || value.trim() === '';
        });
        expect(empty).toEqual([]);
      });

      it(`${language}/${file} keeps the {{placeholders}} of en`, () => {
        const placeholders = (o: Record<string, unknown>) =>
          Object.fromEntries(
            keysOf(o).map((k) => [
              k,
              (
                JSON.stringify(
                  k.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], o),
                ).match(/\{\{\s*\w+\s*\}\}/g) ?? []
              )
                .map((s) => s.replace(/\s/g, ''))
                .sort(),
            ]),
          );
        expect(placeholders(load(language, file))).toEqual(placeholders(load('en', file)));
      });
    }
  }
});
