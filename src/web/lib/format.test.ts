import { describe, expect, it } from 'vitest';
import { formatBadgeCount, formatCount, formatDay, formatPercent, formatPounds } from './format';

describe('formatBadgeCount', () => {
  it('shows counts up to 99 as they are', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(42)).toBe('42');
    expect(formatBadgeCount(99)).toBe('99');
  });

  it('caps counts above 99 at "+99"', () => {
    expect(formatBadgeCount(100)).toBe('+99');
    expect(formatBadgeCount(12345)).toBe('+99');
  });

  it('treats nothing, negatives and nonsense as zero', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(-3)).toBe('0');
    expect(formatBadgeCount(Number.NaN)).toBe('0');
  });
});

describe('money and percentages', () => {
  it('formats pounds and percentages in the interface language', () => {
    // Intl puts narrow no-break spaces in French; compare with plain spaces.
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(formatPounds(600, 'en')).toBe('£600');
    expect(plain(formatPounds(400, 'fr'))).toBe('400 £');
    expect(plain(formatPounds(600, 'es'))).toBe('600 £');
    expect(plain(formatPounds(600, 'pt'))).toBe('600 £');
    expect(plain(formatPounds(1400, 'fr'))).toBe('1 400 £');
    expect(formatPercent(3, 'en')).toBe('3%');
    expect(plain(formatPercent(3, 'fr'))).toBe('3 %');
  });

  it('groups counts as each language does, and keeps a fraction', () => {
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(formatCount(1_000_000, 'en')).toBe('1,000,000');
    expect(formatCount(149_755, 'es')).toBe('149.755');
    expect(formatCount(1000, 'es')).toBe('1000');
    expect(plain(formatCount(149_755, 'fr'))).toBe('149 755');
    expect(plain(formatCount(149_755, 'pt'))).toBe('149 755');
    expect(formatCount(37.5, 'en')).toBe('37.5');
  });

  it('keeps its number formats: a page full of prices builds each one once', () => {
    const Original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built++;
      }
    } as typeof Original;
    for (let i = 0; i < 5; i++) {
      expect(formatPounds(600, 'pt')).toMatch(/^600\s£$/);
      expect(formatPounds(12.5, 'pt')).toMatch(/^12,50\s£$/);
      expect(formatPercent(3, 'pt')).toMatch(/^3\s?%$/);
    }
    Intl.NumberFormat = Original;
    expect(built).toBeLessThanOrEqual(3);
  });
});

describe('formatDay', () => {
  it('names the weekday of a calendar day in the reader language, whatever the time zone', () => {
    expect(formatDay('2026-12-10', 'en')).toBe('Thu, 10 Dec 2026');
    expect(formatDay('2026-12-10', 'es')).toMatch(/^jue/);
    expect(formatDay('2026-12-10', 'fr')).toMatch(/^jeu/);
    expect(formatDay('2026-12-10', 'pt')).toMatch(/^qui/);
  });

  it('leaves an unreadable day empty', () => {
    expect(formatDay('10/12/2026', 'en')).toBe('');
    expect(formatDay('2026-13-40', 'en')).toBe('');
  });
});
