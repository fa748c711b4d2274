import { recordIdOfPath } from '@shared/contracts/numbers';
import { isLanguage, languages, type Language } from '@shared/i18n/languages';
import { chefPageTitle, placeName, venuePageTitle } from '@shared/page-titles';
import { offerTermLabels } from '@shared/reference/offer-terms';
import { positionName } from '@shared/reference/positions';
import { pickLocalized } from '../../db/schema/localized';
import type { Deps } from '../../lib/deps';
import { translate } from '../../lib/i18n';
import {
  chefProfileForPage,
  liveChefProfilesPart,
  liveChefProfilesSummary,
} from '../chef-profiles/chef-profiles.public-read.service';
import { imagesOfChefProfiles, imagesOfOffers, imagesOfVenues } from '../media/media.service';
import { liveOffersPart, liveOffersSummary, offerForPage } from '../offers/offers.public-read.service';
import {
  liveVenuesPart,
  liveVenuesSummary,
  venueForPage,
  venueSlugs,
} from '../venues/venues.public-read.service';
import { cutText, plainText, renderHead, type HeadImage, type PageHeadData } from './seo.head';
import { isPostingExpired, jobPosting, placeOfComponents } from './seo.job-posting';
import { cvPage, infoPages, webText } from './seo.pages';
import {
  childName,
  itemsPerPart,
  parseChildName,
  partCount,
  robotsTxt,
  sitemapIndex,
  sitemapKinds,
  sitemapUrlSet,
  type SitemapItem,
  type SitemapKind,
} from './seo.sitemap';
import { placeForReader } from '../places/places.service';
import { paths } from '@shared/paths';

/*
 * The seo feature (docs/decisions/026-page-heads-for-crawlers.md): the head of every page the server
 * sends (title, description, canonical, hreflang, Open Graph, Twitter card, the JobPosting of an offer),
 * the sitemaps and robots.txt. It owns no table: it asks the offers, venues, chef-profiles and media
 * features for what it needs, in a fixed number of queries per page.
 */

export type SeoDeps = Pick<Deps, 'db' | 'config' | 'storage'>;

/** What the server answers for a page: its status and head, or a permanent redirect to its right URL. */
export type PageAnswer = { status: 200 | 404; head: string } | { status: 301; location: string };

/** The brand picture of pages without one of their own (src/web/public, made by scripts/make-brand-image.mjs). */
export const brandImage = { path: '/brand-share.png', width: 1200, height: 630 } as const;

const seo = (language: Language, key: string, params?: Record<string, unknown>) =>
  translate(language, `seo:${key}`, params);

/** Absolute URL on the public site. */
const absolute = (deps: SeoDeps, path: string) =>
  /^https?:\/\//.test(path) ? path : `${deps.config.publicUrl}${path}`;

const everyLanguage = (deps: SeoDeps, pathOf: (language: Language) => string) =>
  Object.fromEntries(languages.map((language) => [language, absolute(deps, pathOf(language))])) as Record<
    Language,
    string
  >;

function brand(deps: SeoDeps, language: Language): HeadImage {
  return { ...brandImage, url: absolute(deps, brandImage.path), alt: seo(language, 'image_alt') };
}

/** The share size (1200x630 JPEG) of a slot's image, as an absolute URL. */
function shareImage(
  deps: SeoDeps,
  sizes: { share: { url: string; width: number; height: number; jpeg?: string } } | null | undefined,
  alt: string,
): HeadImage | undefined {
  if (!sizes) return undefined;
  const { share } = sizes;
  return { url: absolute(deps, share.jpeg ?? share.url), width: share.width, height: share.height, alt };
}

const decoded = (segment: string | undefined) => {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return null;
  }
};

/**
 * The answer for a page URL under /{lang}/: its head tags (to go in index.html), a 404 for a page that
 * does not exist or is not public, or a 301 to the item's right URL when its slug is wrong.
 */
export async function pageAnswer(deps: SeoDeps, url: string): Promise<PageAnswer> {
  const [pathname = '/', query] = url.split('?', 2);
  const search = query === undefined ? '' : `?${query}`;
  const [, lang, ...rest] = pathname.split('/');
  if (!isLanguage(lang)) throw new Error(`not a page path: ${pathname}`);
  const language: Language = lang;
  const parts = rest.filter((part, index) => part !== '' || index < rest.length - 1);
  const joined = parts.join('/');
  const self = absolute(deps, `/${language}/${joined}`);

  const page = (data: Omit<PageHeadData, 'language'>, status: 200 | 404 = 200): PageAnswer => ({
    status,
    head: renderHead({ language, ...data }),
  });
  const unavailable = (): PageAnswer =>
    page(
      {
        title: seo(language, 'not_available_title'),
        description: seo(language, 'not_available_description'),
        canonical: self,
        alternates: {},
        image: brand(deps, language),
        type: 'website',
        noindex: true,
      },
      404,
    );
  const redirect = (path: string): PageAnswer => ({ status: 301, location: path + search });

  // The information pages, and the paged lists (home/{page}, find-chefs/{page}).
  const info = infoPages((l, key) => translate(l, key));
  const paged = /^(home|find-chefs|find-restaurants)\/(0|[1-9]\d{0,5})$/.exec(joined);
  const infoPage = info.find((p) => p.path === (paged ? (paged[1] === 'home' ? '' : paged[1]) : joined));
  if (infoPage) {
    const rest = joined;
    return page({
      title: infoPage.title(language),
      description: infoPage.description(language),
      canonical: absolute(deps, `/${language}/${rest}`),
      alternates: everyLanguage(deps, (l) => `/${l}/${rest}`),
      image: brand(deps, language),
      type: 'website',
    });
  }
  if (parts[0] === 'contact' && parts.length === 2)
    return page({
      title: cvPage.title(language),
      description: cvPage.description(language),
      canonical: self,
      alternates: {},
      image: brand(deps, language),
      type: 'website',
      noindex: true,
    });

  // Private areas, flows and pages for logged-in chefs only: kept out of search results.
  const isPrivate =
    (parts[0] === 'chef' && parts[1] === 'profile') ||
    (parts[0] === 'restaurant' && parts[1] === 'profile') ||
    (parts[0] === 'restaurant' && parts[1] === 'view' && ['stage', 'message'].includes(parts[2] ?? '')) ||
    (parts[0] === 'resetpassword' && parts.length === 1);
  if (isPrivate)
    return page({
      title: seo(language, 'private_title'),
      description: webDescription(language),
      canonical: self,
      alternates: {},
      image: brand(deps, language),
      type: 'website',
      noindex: true,
    });

  if (parts[0] === 'restaurant' && parts[1] === 'view' && parts[2] === 'home' && parts.length === 5)
    return venuePage(deps, language, parts, { unavailable, redirect, page });
  if (
    parts[0] === 'restaurant' &&
    parts[1] === 'view' &&
    parts[2] === 'offer' &&
    [6, 7].includes(parts.length)
  )
    return offerPage(deps, language, parts, { unavailable, redirect, page });
  if (parts[0] === 'chef' && parts[1] === 'view' && parts.length === 4)
    return chefPage(deps, language, parts, { unavailable, redirect, page });
  return unavailable();
}

/** The product's description (the home page's), for pages that have none of their own. */
const webDescription = (language: Language) => webText(language, 'home:page_description');

interface Answers {
  unavailable: () => PageAnswer;
  redirect: (path: string) => PageAnswer;
  page: (data: Omit<PageHeadData, 'language'>, status?: 200 | 404) => PageAnswer;
}

/** restaurant/view/home/{id}/{slug}: two queries (the venue, its images). */
async function venuePage(deps: SeoDeps, language: Language, parts: string[], answers: Answers) {
  const id = recordIdOfPath(parts[3]);
  const venue = id === null ? undefined : await venueForPage(deps.db, id);
  if (!venue?.live) return answers.unavailable();
  if (decoded(parts[4]) !== venue.slug)
    return answers.redirect(paths.restaurantView(language, venue.id, venue.slug));
  const images = (await imagesOfVenues(deps, [venue.id])).get(venue.id);
  const location = placeForReader(venue.location, language);
  const place = location ?? placeForReader(venue.address?.location ?? null, language);
  const about = cutText(plainText(pickLocalized(venue.description, language, venue.originalLanguage)));
  const town = placeName(place);
  return answers.page({
    // The page's own title says the venue's place only (as the web's venue page does).
    title: venuePageTitle(venue.name, location),
    description:
      about ||
      (town
        ? seo(language, 'venue_description', { name: venue.name, place: town })
        : seo(language, 'venue_description_no_place', { name: venue.name })),
    canonical: absolute(deps, paths.restaurantView(language, venue.id, venue.slug)),
    alternates: everyLanguage(deps, (l) => paths.restaurantView(l, venue.id, venue.slug)),
    image:
      shareImage(deps, images?.header, venue.name) ??
      shareImage(deps, images?.logo, venue.name) ??
      brand(deps, language),
    type: 'website',
  });
}

/** chef/view/{id}/{slug}: two queries (the profile, its images). */
async function chefPage(deps: SeoDeps, language: Language, parts: string[], answers: Answers) {
  const id = recordIdOfPath(parts[2]);
  const chef = id === null ? undefined : await chefProfileForPage(deps.db, id);
  if (!chef?.live) return answers.unavailable();
  if (decoded(parts[3]) !== chef.slug) return answers.redirect(paths.chefView(language, chef.id, chef.slug));
  const images = (await imagesOfChefProfiles(deps, [chef.id])).get(chef.id);
  const position = positionName(chef.position, language);
  const about = cutText(plainText(pickLocalized(chef.description, language, chef.originalLanguage)));
  return answers.page({
    title: chefPageTitle(chef.name, position, placeForReader(chef.location, language)),
    description:
      about ||
      (position
        ? seo(language, 'chef_description', { name: chef.name, position })
        : seo(language, 'chef_description_no_position', { name: chef.name })),
    canonical: absolute(deps, paths.chefView(language, chef.id, chef.slug)),
    alternates: everyLanguage(deps, (l) => paths.chefView(l, chef.id, chef.slug)),
    image: shareImage(deps, images?.profile, chef.name) ?? brand(deps, language),
    type: 'profile',
  });
}

/**
 * restaurant/view/offer/{rid}/{slug}/{offerId}/{offerSlug?}: four queries (the offer, its venue, their
 * images). A live offer whose posting has expired keeps its page without the JobPosting.
 */
async function offerPage(deps: SeoDeps, language: Language, parts: string[], answers: Answers) {
  const id = recordIdOfPath(parts[5]);
  const offer = id === null ? undefined : await offerForPage(deps.db, id);
  if (!offer?.live) return answers.unavailable();
  const venue = await venueForPage(deps.db, offer.venueId);
  if (!venue?.live) return answers.unavailable();
  const path = (l: Language) => paths.offerView(l, venue.id, venue.slug, offer.id, offer.slug);
  if (
    recordIdOfPath(parts[3]) !== venue.id ||
    decoded(parts[4]) !== venue.slug ||
    decoded(parts[6]) !== offer.slug
  )
    return answers.redirect(path(language));
  const [offerImages, venueImages] = await Promise.all([
    imagesOfOffers(deps, [offer.id]),
    imagesOfVenues(deps, [venue.id]),
  ]);
  const images = { offer: offerImages.get(offer.id), venue: venueImages.get(venue.id) };
  const venueLocation = placeForReader(venue.location, language);
  const addressLocation = placeForReader(venue.address?.location ?? null, language);
  const place = venueLocation ?? addressLocation;
  const town = placeName(place);
  const title = town
    ? seo(language, 'offer_title', { headline: offer.name, venue: venue.name, place: town })
    : seo(language, 'offer_title_no_place', { headline: offer.name, venue: venue.name });
  const descriptionHtml = pickLocalized(offer.description, language, offer.originalLanguage);
  const requirementsHtml = pickLocalized(offer.requirements, language, offer.originalLanguage);
  const about = cutText(plainText(descriptionHtml));
  const canonical = absolute(deps, path(language));
  const venueUrl = absolute(deps, paths.restaurantView(language, venue.id, venue.slug));
  const logo = images.venue?.logo?.square;
  const address = addressLocation ?? venueLocation;
  return answers.page({
    title,
    description:
      about ||
      seo(language, 'offer_description', {
        headline: offer.name,
        venue: venue.name,
        term: offerTermLabels[offer.term][language],
        hours: offer.hours,
      }),
    canonical,
    alternates: everyLanguage(deps, path),
    image:
      shareImage(deps, images.offer?.image1, offer.name) ??
      shareImage(deps, images.venue?.header, venue.name) ??
      shareImage(deps, images.venue?.logo, venue.name) ??
      brand(deps, language),
    type: 'article',
    jsonLd: isPostingExpired(offer.updatedAt)
      ? undefined
      : jobPosting({
          offerId: offer.id,
          title: offer.name,
          descriptionHtml: [descriptionHtml, requirementsHtml].filter(Boolean).join('\n'),
          createdAt: offer.createdAt,
          updatedAt: offer.updatedAt,
          term: offer.term,
          salary: {
            type: offer.salaryType,
            from: Number(offer.salaryFrom),
            to: Number(offer.salaryTo),
            currency: offer.currency,
            hidden: offer.hideSalary,
          },
          venue: {
            name: venue.name,
            pageUrl: venueUrl,
            logoUrl: logo ? absolute(deps, logo.jpeg ?? logo.url) : undefined,
          },
          place: placeOfComponents(address?.components),
          url: canonical,
        }),
  });
}

/** The sitemap index: pages.xml and the parts of each kind, from three counts (three queries). */
export async function sitemapIndexXml(deps: SeoDeps, pagesUpdatedAt: Date | null): Promise<string> {
  const [offers, venues, chefs] = await Promise.all([
    liveOffersSummary(deps.db),
    liveVenuesSummary(deps.db),
    liveChefProfilesSummary(deps.db),
  ]);
  const summaries: Record<SitemapKind, { count: number; lastChange: Date | null }> = {
    offers,
    venues,
    chefs,
  };
  const children = [{ loc: sitemapUrl(deps, childName('pages')), lastmod: pagesUpdatedAt }];
  for (const kind of sitemapKinds) {
    const { count, lastChange } = summaries[kind];
    // Each part is dated by its kind's newest change: exact for the part holding it, never too old for the others.
    for (let part = 1; part <= partCount(count); part += 1)
      children.push({ loc: sitemapUrl(deps, childName(kind, part)), lastmod: lastChange });
  }
  return sitemapIndex(children);
}

export const sitemapUrl = (deps: SeoDeps, name?: string) =>
  absolute(deps, name ? `/sitemaps/${name}` : '/sitemap.xml');

/**
 * One child sitemap by its file name, or null when there is no such file: the information pages, or a
 * part of the live offers, venues or chef pages (two or three queries, whatever the number of items).
 */
export async function sitemapChildXml(
  deps: SeoDeps,
  name: string,
  pagesUpdatedAt: Date | null,
): Promise<string | null> {
  const child = parseChildName(name);
  if (!child) return null;
  const skip = (child.part - 1) * itemsPerPart;
  const urls = (pathOf: (language: Language) => string) => everyLanguage(deps, pathOf);
  let items: SitemapItem[];
  if (child.kind === 'pages') {
    items = infoPages((l, key) => translate(l, key)).map((p) => ({
      urls: urls((l) => `/${l}/${p.path}`),
      lastmod: pagesUpdatedAt,
    }));
  } else if (child.kind === 'offers') {
    const rows = await liveOffersPart(deps.db, skip, itemsPerPart);
    const slugs = await venueSlugs(
      deps.db,
      rows.map((r) => r.venueId),
    );
    items = rows.flatMap((r) => {
      const venueSlug = slugs.get(r.venueId);
      return venueSlug === undefined
        ? []
        : [
            {
              urls: urls((l) => paths.offerView(l, r.venueId, venueSlug, r.id, r.slug)),
              lastmod: r.updatedAt,
            },
          ];
    });
  } else if (child.kind === 'venues') {
    const rows = await liveVenuesPart(deps.db, skip, itemsPerPart);
    items = rows.map((r) => ({
      urls: urls((l) => paths.restaurantView(l, r.id, r.slug)),
      lastmod: r.updatedAt,
    }));
  } else {
    const rows = await liveChefProfilesPart(deps.db, skip, itemsPerPart);
    items = rows.map((r) => ({ urls: urls((l) => paths.chefView(l, r.id, r.slug)), lastmod: r.updatedAt }));
  }
  // A part past the last one is not a file (the first part of each kind always is, even empty).
  if (items.length === 0 && child.part > 1) return null;
  return sitemapUrlSet(items);
}

export function robotsText(deps: SeoDeps): string {
  return robotsTxt(sitemapUrl(deps));
}
