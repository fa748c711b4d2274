import { describe, expect, it } from 'vitest';
import { initials } from './account-picture';

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Marta Lopez')).toBe('ML');
    expect(initials('  Ana María de la Cruz ')).toBe('AC');
  });
  it('takes one letter of a single word, and nothing of an empty name', () => {
    expect(initials('Casa')).toBe('C');
    expect(initials('')).toBe('');
  });
  it('keeps letters outside the basic plane and upper-cases them', () => {
    expect(initials('élodie ñu')).toBe('ÉÑ');
  });
});
