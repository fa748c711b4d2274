import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathAliases } from './path-aliases';

describe('path aliases', () => {
  it('come from tsconfig.base.json and point at the source folders', () => {
    const aliases = pathAliases();
    expect(Object.keys(aliases).sort()).toEqual(['@server', '@shared', '@web']);
    expect(aliases['@shared']).toMatch(/\/src\/shared$/);
    for (const folder of Object.values(aliases)) expect(existsSync(folder)).toBe(true);
  });

  it('resolve in the test run the same way as in TypeScript', async () => {
    const viaAlias = await import('@shared/i18n/languages');
    const viaPath = await import('../src/shared/i18n/languages');
    expect(viaAlias.languages).toBe(viaPath.languages);
  });
});
