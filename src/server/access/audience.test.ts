import { describe, expect, it } from 'vitest';
import { checkAudience, isOpenAudience, matchesAudience, meetsAudience } from './audience';

const chef = (nationalities: string[], languages: string[]) => ({ nationalities, languages });
const everyone = { nationalities: [], workLanguage: null };

describe('audience (D9 as revised)', () => {
  it('an empty audience admits every chef, even one without a profile, with nothing to declare', () => {
    expect(isOpenAudience(everyone)).toBe(true);
    expect(checkAudience(chef([], []), everyone)).toEqual({ admitted: true, undeclared: [], unmet: [] });
    expect(meetsAudience(null, everyone)).toBe(true);
  });

  it('a nationalities list admits a chef holding one of them, and one who declared none', () => {
    const audience = { nationalities: ['PT', 'BR'], workLanguage: null };
    expect(meetsAudience(chef(['ES', 'BR'], []), audience)).toBe(true);
    expect(checkAudience(chef(['ES'], ['pt']), audience)).toEqual({
      admitted: false,
      undeclared: [],
      unmet: ['nationality'],
    });
    // Not declared: seen, to be declared before applying.
    expect(checkAudience(chef([], ['pt']), audience)).toEqual({
      admitted: true,
      undeclared: ['nationality'],
      unmet: [],
    });
    expect(matchesAudience(null, audience)).toBe(true);
    expect(meetsAudience(null, audience)).toBe(false);
  });

  it('a working language admits a chef who speaks it, whatever the nationality, and one with no languages', () => {
    const audience = { nationalities: [], workLanguage: 'fr' };
    expect(meetsAudience(chef(['JP'], ['en', 'fr']), audience)).toBe(true);
    expect(matchesAudience(chef(['FR'], ['en']), audience)).toBe(false);
    expect(checkAudience(chef(['FR'], []), audience)).toEqual({
      admitted: true,
      undeclared: ['language'],
      unmet: [],
    });
  });

  it('each part is judged on its own when both are set', () => {
    const audience = { nationalities: ['ES'], workLanguage: 'es' };
    expect(meetsAudience(chef(['ES'], ['es']), audience)).toBe(true);
    expect(checkAudience(chef(['ES'], ['en']), audience).unmet).toEqual(['language']);
    expect(checkAudience(chef(['MX'], ['es']), audience).unmet).toEqual(['nationality']);
    expect(checkAudience(chef(['MX'], ['en']), audience).unmet).toEqual(['nationality', 'language']);
    expect(checkAudience(chef([], []), audience)).toEqual({
      admitted: true,
      undeclared: ['nationality', 'language'],
      unmet: [],
    });
    // One part not declared, the other declared otherwise: out, for what was declared.
    expect(checkAudience(chef([], ['en']), audience)).toEqual({
      admitted: false,
      undeclared: ['nationality'],
      unmet: ['language'],
    });
  });

  it('codes compare without regard to case or stray spaces; an empty working language is no limit', () => {
    expect(meetsAudience(chef(['es'], ['ES ']), { nationalities: [' ES'], workLanguage: 'es' })).toBe(true);
    expect(isOpenAudience({ nationalities: [], workLanguage: '' })).toBe(true);
    expect(meetsAudience(chef([], []), { nationalities: [''], workLanguage: ' ' })).toBe(true);
  });
});
