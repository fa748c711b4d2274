import { describe, expect, it } from 'vitest';
import { languageFromPath, switchLanguagePath, unknownLanguageRedirect } from './language-path';

describe('languageFromPath', () => {
  it('reads a supported first segment', () => {
    expect(languageFromPath('/es/find-chefs')).toBe('es');
    expect(languageFromPath('/pt')).toBe('pt');
  });

  it('is null for anything else', () => {
    expect(languageFromPath('/')).toBeNull();
    expect(languageFromPath('/de/find-chefs')).toBeNull();
    expect(languageFromPath('/find-chefs')).toBeNull();
  });
});

describe('switchLanguagePath', () => {
  it('rewrites only the first segment and keeps query and hash', () => {
    expect(
      switchLanguagePath({ pathname: '/en/chef/profile/home', search: '?tab=1', hash: '#about' }, 'fr'),
    ).toBe('/fr/chef/profile/home?tab=1#about');
  });

  it('keeps a trailing slash', () => {
    expect(switchLanguagePath({ pathname: '/es/chef/profile/messages/' }, 'pt')).toBe(
      '/pt/chef/profile/messages/',
    );
  });

  it('switches the home page', () => {
    expect(switchLanguagePath({ pathname: '/en/' }, 'es')).toBe('/es/');
    expect(switchLanguagePath({ pathname: '/en' }, 'es')).toBe('/es/');
  });

  it('adds the language when the path has none', () => {
    expect(switchLanguagePath({ pathname: '/' }, 'fr')).toBe('/fr/');
    expect(switchLanguagePath({ pathname: '/find-chefs' }, 'fr')).toBe('/fr/find-chefs');
  });

  it('does not touch a later segment that looks like a language', () => {
    expect(switchLanguagePath({ pathname: '/en/chef/view/12/es' }, 'pt')).toBe('/pt/chef/view/12/es');
  });
});

describe('unknownLanguageRedirect', () => {
  it('goes to the English home', () => {
    expect(unknownLanguageRedirect('')).toBe('/en/');
    expect(unknownLanguageRedirect('?page=2')).toBe('/en/');
  });

  it('keeps the login parameter, and only it', () => {
    expect(unknownLanguageRedirect('?login=ana%40example.com')).toBe('/en/?login=ana%40example.com');
    expect(unknownLanguageRedirect('?x=1&login=chef@example.com&y=2')).toBe('/en/?login=chef%40example.com');
  });

  it('keeps an empty login parameter', () => {
    expect(unknownLanguageRedirect('?login=')).toBe('/en/?login=');
  });
});
