import {
  searchChefsRoute,
  searchLimits,
  searchOffersRoute,
  searchPageSizes,
  searchRestaurantsRoute,
} from '@shared/contracts/search-routes';
import { isLanguage } from '@shared/i18n/languages';
import type { PageRead } from '@shared/page-answers';

/**
 * The search a visitor's page asks for as it first loads, with the fields the web app sends
 * (docs/decisions/031-first-answers-in-the-page.md): the latest offers of the home feed (/{lang},
 * /{lang}/home/{page}, the first request widened to the page as the feed does), and the default lists of
 * find chefs and find restaurants. None for an address with a query string (a search of its own) or any
 * other page. Kept in step with the web app by the browser tests, which check that these pages make no
 * search call on their first load.
 */
export function firstReadsOfPage(url: string): PageRead[] {
  const [path = '', query] = url.split('?', 2);
  if (query) return [];
  const [, lang, page, number, ...rest] = path.replace(/\/$/, '').split('/');
  if (!lang || !isLanguage(lang) || rest.length > 0) return [];
  if (page === undefined || (page === 'home' && (number === undefined || /^[0-9]{1,5}$/.test(number)))) {
    const pageSize = searchPageSizes.home;
    const pages = Math.min(Number(number ?? 0) + 1, Math.floor(searchLimits.maxQty / pageSize));
    return [{ path: searchOffersRoute.path, fields: { lang, page: 0, qty: pages * pageSize } }];
  }
  if (number !== undefined) return [];
  if (page === 'find-chefs')
    return [
      {
        path: searchChefsRoute.path,
        fields: { lang, filters: '', location: '', position: '', page: 0, qty: searchPageSizes.chefsVisitor },
      },
    ];
  if (page === 'find-restaurants')
    return [
      {
        path: searchRestaurantsRoute.path,
        fields: { lang, filters: '', location: '', q: '', page: 0, qty: searchPageSizes.restaurants },
      },
    ];
  return [];
}
