import { describe, expect, it } from 'vitest';
import { pagePatterns } from '@shared/i18n/language-redirect';
import { routePatterns } from '@web/config/route-patterns';
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
  const visitor = { cookies: '', languages: [] as string[] };

  it('goes to the same page, else the home page, in English for a visitor with no preference', () => {
    expect(unknownLanguageRedirect({ pathname: '/', search: '' }, visitor)).toBe('/en/');
    expect(unknownLanguageRedirect({ pathname: '/services', search: '?page=2' }, visitor)).toBe(
      '/en/services',
    );
    expect(unknownLanguageRedirect({ pathname: '/de/faqs/chef' }, visitor)).toBe('/en/faqs/chef');
    expect(unknownLanguageRedirect({ pathname: '/de/nothing' }, visitor)).toBe('/en/');
  });

  it('keeps an offer page, with or without its offer slug', () => {
    expect(
      unknownLanguageRedirect({ pathname: '/restaurant/view/offer/3/the-ivy/7/sous-chef' }, visitor),
    ).toBe('/en/restaurant/view/offer/3/the-ivy/7/sous-chef');
    expect(unknownLanguageRedirect({ pathname: '/restaurant/view/offer/3/the-ivy/7' }, visitor)).toBe(
      '/en/restaurant/view/offer/3/the-ivy/7',
    );
  });

  it("uses the saved choice, else the browser's languages, for the root only", () => {
    expect(unknownLanguageRedirect({ pathname: '/' }, { cookies: 'a=1; lang=pt', languages: ['fr'] })).toBe(
      '/pt/',
    );
    expect(
      unknownLanguageRedirect({ pathname: '/terms' }, { cookies: 'a=1; lang=pt', languages: ['fr'] }),
    ).toBe('/en/terms');
    expect(
      unknownLanguageRedirect({ pathname: '/' }, { cookies: 'lang=xx', languages: ['de', 'fr-CA'] }),
    ).toBe('/fr/');
  });

  it('keeps the login parameter, and only it', () => {
    expect(unknownLanguageRedirect({ pathname: '/', search: '?login=ana%40example.com' }, visitor)).toBe(
      '/en/?login=ana%40example.com',
    );
    expect(
      unknownLanguageRedirect({ pathname: '/xx', search: '?x=1&login=chef@example.com&y=2' }, visitor),
    ).toBe('/en/?login=chef%40example.com');
    expect(unknownLanguageRedirect({ pathname: '/', search: '?login=' }, visitor)).toBe('/en/?login=');
  });
});

describe('the pages a path without a language may lead to', () => {
  it("are the router's pages", () => {
    const {
      chefArea,
      chefHome,
      chefNotifications,
      chefApplications,
      chefStages,
      restaurantArea,
      restaurantHome,
      restaurantHomeOf,
      restaurantOffers,
      restaurantOffersOf,
      restaurantOfferView,
      restaurantNotifications,
      restaurantNotificationsOf,
      restaurantApplicants,
      chefCalendar,
      chefSaved,
      restaurantApplicantOffers,
      restaurantApplicantOffersOf,
      restaurantStageRequests,
      restaurantCalendar,
      restaurantCalendarOf,
      chefMessages,
      restaurantMessages,
      // The back office's own routes, under admin/* (which is among `pages`).
      adminModeration: _adminModeration,
      adminPremium: _adminPremium,
      adminAudit: _adminAudit,
      ...pages
    } = routePatterns;
    const routed = [
      '',
      ...Object.values(pages),
      `${chefArea}/${chefHome}`,
      `${chefArea}/${chefNotifications}`,
      `${chefArea}/${chefApplications}`,
      `${chefArea}/${chefStages}`,
      `${restaurantArea}/${restaurantHome}`,
      `${restaurantArea}/${restaurantHomeOf}`,
      `${restaurantArea}/${restaurantOffers}`,
      `${restaurantArea}/${restaurantOffersOf}`,
      `${restaurantArea}/${restaurantOfferView}`,
      `${restaurantArea}/${restaurantNotifications}`,
      `${restaurantArea}/${restaurantNotificationsOf}`,
      `${restaurantArea}/${restaurantApplicants}`,
      `${chefArea}/${chefCalendar}`,
      `${chefArea}/${chefSaved}`,
      `${restaurantArea}/${restaurantApplicantOffers}`,
      `${restaurantArea}/${restaurantApplicantOffersOf}`,
      `${restaurantArea}/${restaurantStageRequests}`,
      `${restaurantArea}/${restaurantCalendar}`,
      `${restaurantArea}/${restaurantCalendarOf}`,
      `${chefArea}/${chefMessages}`,
      `${restaurantArea}/${restaurantMessages}`,
    ];
    expect([...pagePatterns].sort()).toEqual(routed.sort());
  });
});
