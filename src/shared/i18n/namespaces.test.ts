import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWebNamespace, pageNamespaces, serverNamespaces, webErrorKeys, webNamespaces } from './namespaces';

const webI18n = readFileSync(join(import.meta.dirname, '../../web/lib/i18n.ts'), 'utf8');

/** The `{a,b,c}` lists of the web app's import.meta.glob patterns (which must be literals). */
const globLists = [...webI18n.matchAll(/\/src\/shared\/i18n\/\*\/\{([\w,]+)\}\.json/g)].map((m) =>
  m[1]!.split(','),
);

describe('translation namespaces', () => {
  it('the web app loads exactly webNamespaces with every page', () => {
    expect(globLists[0]).toEqual([...webNamespaces]);
  });

  it('the page loader leaves out exactly the web namespaces and the server-only ones', () => {
    const serverOnly = serverNamespaces.filter(
      (name) => !(pageNamespaces as readonly string[]).includes(name),
    );
    expect([...new Set(globLists[1])].sort()).toEqual([...new Set([...webNamespaces, ...serverOnly])].sort());
  });

  it('keeps page namespaces out of the every-page chunk', () => {
    expect(webNamespaces.every(isWebNamespace)).toBe(true);
    expect(pageNamespaces.some(isWebNamespace)).toBe(false);
    expect(isWebNamespace('mail')).toBe(false);
  });
});

/** The web app's source files (not its tests). */
function webSources(dir = join(import.meta.dirname, '../../web')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web build’s error texts', () => {
  it('keep every `errors` key the web app names', () => {
    const named = new Set<string>();
    for (const file of webSources()) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/errors:([a-z_]+)/g)) named.add(m[1]!);
      // A component that reads the namespace itself (`te('key')`).
      if (code.includes("useTranslation('errors')"))
        for (const m of code.matchAll(/\bte\('([a-z_]+)'\)/g)) named.add(m[1]!);
    }
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((key) => !(webErrorKeys as readonly string[]).includes(key))).toEqual([]);
  });

  it('name texts every language has', () => {
    for (const language of ['en', 'es', 'fr', 'pt']) {
      const texts = JSON.parse(
        readFileSync(join(import.meta.dirname, language, 'errors.json'), 'utf8'),
      ) as Record<string, string>;
      for (const key of webErrorKeys) expect(texts[key], `${language} ${key}`).toBeTruthy();
    }
  });
});
