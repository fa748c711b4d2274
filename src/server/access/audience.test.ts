import { describe, expect, it } from 'vitest';
import { isOpenAudience, matchesAudience } from './audience';

const chef = (nationalities: string[], languages: string[]) => ({ nationalities, languages });
const everyone = { nationalities: [], workLanguage: null };

describe('audience (D9)', () => {
  it('an empty audience admits every chef, even one without a profile', () => {
    expect(isOpenAudience(everyone)).toBe(true);
    expect(matchesAudience(chef([], []), everyone)).toBe(true);
    expect(matchesAudience(null, everyone)).toBe(true);
  });

  it('a nationalities list admits a chef holding one of them', () => {
    const audience = { nationalities: ['PT', 'BR'], workLanguage: null };
    expect(matchesAudience(chef(['ES', 'BR'], []), audience)).toBe(true);
    expect(matchesAudience(chef(['ES'], ['pt']), audience)).toBe(false);
    expect(matchesAudience(chef([], ['pt']), audience)).toBe(false);
    expect(matchesAudience(null, audience)).toBe(false);
  });

  it('a working language admits a chef who speaks it, whatever the nationality', () => {
    const audience = { nationalities: [], workLanguage: 'fr' };
    expect(matchesAudience(chef(['JP'], ['en', 'fr']), audience)).toBe(true);
    expect(matchesAudience(chef(['FR'], ['en']), audience)).toBe(false);
    expect(matchesAudience(chef(['FR'], []), audience)).toBe(false);
  });

  it('both parts must match when both are set', () => {
    const audience = { nationalities: ['ES'], workLanguage: 'es' };
    expect(matchesAudience(chef(['ES'], ['es']), audience)).toBe(true);
    expect(matchesAudience(chef(['ES'], ['en']), audience)).toBe(false);
    expect(matchesAudience(chef(['MX'], ['es']), audience)).toBe(false);
  });

  it('codes compare without regard to case or stray spaces; an empty working language is no limit', () => {
    expect(matchesAudience(chef(['es'], ['ES ']), { nationalities: [' ES'], workLanguage: 'es' })).toBe(true);
    expect(isOpenAudience({ nationalities: [], workLanguage: '' })).toBe(true);
    expect(matchesAudience(chef([], []), { nationalities: [''], workLanguage: ' ' })).toBe(true);
  });
});
