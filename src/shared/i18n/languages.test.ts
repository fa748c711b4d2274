import { describe, expect, it } from 'vitest';
import { isLanguage, languageFromAcceptLanguage } from './languages';

describe('interface language', () => {
  it('knows the four languages of the product', () => {
    expect(['en', 'es', 'fr', 'pt'].every(isLanguage)).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });
  it('takes the best supported language of Accept-Language', () => {
    expect(languageFromAcceptLanguage('de-DE,de;q=0.9,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(languageFromAcceptLanguage('pt-BR')).toBe('pt');
    expect(languageFromAcceptLanguage('en;q=0.2, es;q=0.9')).toBe('es');
  });
  it('falls back to English', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('de, it')).toBe('en');
  });
});
