import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWebNamespace, pageNamespaces, serverNamespaces, webNamespaces } from './namespaces';

const webI18n = readFileSync(join(import.meta.dirname, '../../web/lib/i18n.ts'), 'utf8');

/** The `{a,b,c}` lists of the web app's import.meta.glob patterns (which must be literals). */
const globLists = [...webI18n.matchAll(/\/src\/shared\/i18n\/\*\/\{([\w,]+)\}\.json/g)].map((m) =>
  m[1]!.split(','),
);

describe('translation namespaces', () => {
  it('the web app loads exactly webNamespaces with every page', () => {
    expect(globLists[0]).toEqual([...webNamespaces]);
  });

  it('the page loader leaves out exactly the web and server namespaces', () => {
    expect([...new Set(globLists[1])].sort()).toEqual(
      [...new Set([...webNamespaces, ...serverNamespaces])].sort(),
    );
  });

  it('keeps page namespaces out of the every-page chunk', () => {
    expect(webNamespaces.every(isWebNamespace)).toBe(true);
    expect(pageNamespaces.some(isWebNamespace)).toBe(false);
    expect(isWebNamespace('mail')).toBe(false);
  });
});
