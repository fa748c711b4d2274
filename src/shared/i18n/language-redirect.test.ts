import { describe, expect, it } from 'vitest';
import { cookieValue, languageRedirect, preferredLanguage } from './language-redirect';

describe('preferredLanguage', () => {
  it('takes a saved supported choice first', () => {
    expect(preferredLanguage('pt', 'fr-FR,fr;q=0.9')).toBe('pt');
  });

  it('falls back to Accept-Language by q-value, then English', () => {
    expect(preferredLanguage(undefined, 'de-DE,de;q=0.9,es;q=0.5,fr;q=0.7')).toBe('fr');
    expect(preferredLanguage('de', 'es-ES')).toBe('es');
    expect(preferredLanguage(undefined, 'pt;q=0, de')).toBe('en');
    expect(preferredLanguage(undefined, undefined)).toBe('en');
  });
});

describe('cookieValue', () => {
  it('reads one cookie of a Cookie header', () => {
    expect(cookieValue('token=abc; lang=es; x=1', 'lang')).toBe('es');
    expect(cookieValue('xlang=fr', 'lang')).toBeUndefined();
    expect(cookieValue(undefined, 'lang')).toBeUndefined();
  });
});

describe('languageRedirect', () => {
  it('sends the bare root to the home page of the language', () => {
    expect(languageRedirect('/', null, 'es')).toBe('/es/');
  });

  it('keeps a page that exists, in English, with or without an unknown language before it', () => {
    expect(languageRedirect('/services', null, 'en')).toBe('/en/services');
    expect(languageRedirect('/de/services', null, 'en')).toBe('/en/services');
    // A page that reads the rest of its address (the messages pages) keeps it.
    expect(languageRedirect('/chef/profile/messages/view/3', null, 'en')).toBe(
      '/en/chef/profile/messages/view/3',
    );
    expect(languageRedirect('/de/restaurant/profile/messages', null, 'en')).toBe(
      '/en/restaurant/profile/messages',
    );
    expect(languageRedirect('/services/chef/', null, 'fr')).toBe('/en/services/chef');
    expect(languageRedirect('/xx/faqs/restaurant', null, 'pt')).toBe('/en/faqs/restaurant');
    expect(languageRedirect('/contact/12&15', null, 'en')).toBe('/en/contact/12&15');
    expect(languageRedirect('/de/chef/profile/home', null, 'en')).toBe('/en/chef/profile/home');
  });

  it('goes to the home page when no page of that path exists', () => {
    expect(languageRedirect('/de/', null, 'es')).toBe('/en/');
    expect(languageRedirect('/de/nowhere', null, 'en')).toBe('/en/');
    expect(languageRedirect('/services/nowhere', null, 'en')).toBe('/en/');
    expect(languageRedirect('/a/b/services', null, 'en')).toBe('/en/');
  });

  it('keeps the login parameter only', () => {
    expect(languageRedirect('/xx/anything', 'a@b.co', 'en')).toBe('/en/?login=a%40b.co');
    expect(languageRedirect('/terms', '', 'es')).toBe('/en/terms?login=');
  });
});
