import { describe, expect, it } from 'vitest';
import { formatBadgeCount, shortenLabel } from './format';

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

describe('shortenLabel', () => {
  it('keeps labels of up to 8 characters', () => {
    expect(shortenLabel('Preview')).toBe('Preview');
    expect(shortenLabel('Aperçu')).toBe('Aperçu');
    expect(shortenLabel('12345678')).toBe('12345678');
  });

  it('cuts longer labels to 8 characters plus a dot', () => {
    expect(shortenLabel('Vista previa')).toBe('Vista pr.');
    expect(shortenLabel('Pré-visualizar')).toBe('Pré-visu.');
    expect(shortenLabel('123456789')).toBe('12345678.');
  });

  it('does not leave a space before the dot', () => {
    expect(shortenLabel('Preview profile')).toBe('Preview.');
  });
});
