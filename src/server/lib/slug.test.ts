import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('drops accents and joins words with hyphens', () => {
    expect(slugify("Zoë's Bistró du Port")).toBe('zoes-bistro-du-port');
    expect(slugify('  Łukasz   Nowak ')).toBe('łukasz-nowak');
  });
  it('keeps letters of scripts without a Latin form', () => {
    expect(slugify('王小明')).toBe('王小明');
  });
  it('never answers an empty slug', () => {
    expect(slugify('!!!')).toBe('profile');
  });
});
