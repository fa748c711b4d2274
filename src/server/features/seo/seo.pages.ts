import { languages, type Language } from '@shared/i18n/languages';
import enContact from '@shared/i18n/en/contact.json';
import enFaqs from '@shared/i18n/en/faqs.json';
import enHome from '@shared/i18n/en/home.json';
import enLegal from '@shared/i18n/en/legal.json';
import enServices from '@shared/i18n/en/services.json';
import esContact from '@shared/i18n/es/contact.json';
import esFaqs from '@shared/i18n/es/faqs.json';
import esHome from '@shared/i18n/es/home.json';
import esLegal from '@shared/i18n/es/legal.json';
import esServices from '@shared/i18n/es/services.json';
import frContact from '@shared/i18n/fr/contact.json';
import frFaqs from '@shared/i18n/fr/faqs.json';
import frHome from '@shared/i18n/fr/home.json';
import frLegal from '@shared/i18n/fr/legal.json';
import frServices from '@shared/i18n/fr/services.json';
import ptContact from '@shared/i18n/pt/contact.json';
import ptFaqs from '@shared/i18n/pt/faqs.json';
import ptHome from '@shared/i18n/pt/home.json';
import ptLegal from '@shared/i18n/pt/legal.json';
import ptServices from '@shared/i18n/pt/services.json';
import { membershipPrices } from '@shared/reference/membership-plans';
import { localeOf } from '@shared/reference/options';

/*
 * The information pages (spec doc 1 section 2, doc 2 section 2) and their head texts: the titles and
 * descriptions the web app's pages show (PageHead, from the same JSON files), so both say the same;
 * the pages the web has no texts for yet (find-chefs, find-restaurants) use the server's `seo` texts.
 */

const webTexts = {
  en: { contact: enContact, faqs: enFaqs, home: enHome, legal: enLegal, services: enServices },
  es: { contact: esContact, faqs: esFaqs, home: esHome, legal: esLegal, services: esServices },
  fr: { contact: frContact, faqs: frFaqs, home: frHome, legal: frLegal, services: frServices },
  pt: { contact: ptContact, faqs: ptFaqs, home: ptHome, legal: ptLegal, services: ptServices },
} as const;
type WebTextNamespace = keyof (typeof webTexts)['en'];

/** A page's text as the web app shows it: `services:restaurant.page_title` with i18next's {{value}}s. */
export function webText(language: Language, key: `${WebTextNamespace}:${string}`): string {
  const [ns, path] = key.split(':', 2) as [WebTextNamespace, string];
  const find = (lang: Language) =>
    path
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        webTexts[lang][ns],
      );
  const template = find(language) ?? find('en');
  if (typeof template !== 'string') return '';
  const values = priceValues(language);
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/** The fee and prices some descriptions name, formatted as the web formats them (lib/format.ts). */
function priceValues(language: Language): Record<string, string> {
  const locale = localeOf[language];
  const pounds = (amount: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'GBP',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount);
  return {
    fee: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      membershipPrices.recruitmentFeePercent / 100,
    ),
    days: String(membershipPrices.feeAfterDays),
    price: pounds(membershipPrices.premiumYearly),
    extra: pounds(membershipPrices.extraVenueYearly),
  };
}

export interface InfoPage {
  /** The path after /{lang}/, as the web's paths.ts spells it ('' for the home page). */
  path: string;
  title: (language: Language) => string;
  description: (language: Language) => string;
}

type SeoKey = `seo:${string}`;
const fromWeb = (title: `${WebTextNamespace}:${string}`, description: `${WebTextNamespace}:${string}`) => ({
  title: (language: Language) => webText(language, title),
  description: (language: Language) => webText(language, description),
});

/** The information pages, in the sitemap's order. `seo` keys are read with the server's translate(). */
export function infoPages(translate: (language: Language, key: SeoKey) => string): InfoPage[] {
  const fromSeo = (title: SeoKey, description: SeoKey) => ({
    title: (language: Language) => translate(language, title),
    description: (language: Language) => translate(language, description),
  });
  return [
    { path: '', ...fromWeb('home:page_title', 'home:page_description') },
    { path: 'find-chefs', ...fromSeo('seo:find_chefs_title', 'seo:find_chefs_description') },
    {
      path: 'find-restaurants',
      ...fromSeo('seo:find_restaurants_title', 'seo:find_restaurants_description'),
    },
    { path: 'services', ...fromWeb('services:hub.page_title', 'services:hub.meta_description') },
    { path: 'services/chef', ...fromWeb('services:chef.page_title', 'services:chef.meta_description') },
    {
      path: 'services/restaurant',
      ...fromWeb('services:restaurant.page_title', 'services:restaurant.meta_description'),
    },
    { path: 'faqs/chef', ...fromWeb('faqs:chef.page_title', 'faqs:chef.meta_description') },
    { path: 'faqs/restaurant', ...fromWeb('faqs:restaurant.page_title', 'faqs:restaurant.meta_description') },
    { path: 'contact', ...fromWeb('contact:page.title', 'contact:page.description') },
    { path: 'terms', ...fromWeb('legal:terms.page_title', 'legal:terms.meta_description') },
    { path: 'privacy', ...fromWeb('legal:privacy.page_title', 'legal:privacy.meta_description') },
  ];
}

/** The send-CV page (contact/{ids}): a step of a flow, not a page to list. */
export const cvPage = fromWeb('contact:cv_page.title', 'contact:cv_page.description');

/** The same path in every language: /{lang}/{rest}. */
export function pathInEveryLanguage(rest: string): Record<Language, string> {
  return Object.fromEntries(languages.map((language) => [language, `/${language}/${rest}`])) as Record<
    Language,
    string
  >;
}
