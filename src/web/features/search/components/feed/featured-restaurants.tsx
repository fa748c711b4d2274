import type { RestaurantCard } from '@shared/contracts/search';
import type { Carousel as CarouselComponent } from '@web/components/ui/carousel';
import { placeLabel } from '@web/components/offers/offer-display';
import { Thumbnail } from '@web/components/ui/thumbnail';
import { paths } from '@shared/paths';
import { useScreen } from '@web/lib/device';
import { Store } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeaturedRestaurants } from '../../api/featured-restaurants';

// Loaded once there is something to show: phones never show it, and a visitor's first load stays small.
const Carousel = lazy(() =>
  import('@web/components/ui/carousel').then((m) => ({ default: m.Carousel })),
) as unknown as typeof CarouselComponent;

/**
 * Featured restaurants (doc 2 section 2, D14) above the feed on desktop: a carousel of 3 or 4 venues by
 * screen (the related offers carousel's), each linking to its page with its count of open offers.
 * Nothing while loading, on failure or when none is featured: the offers matter more.
 */
export function FeaturedRestaurants() {
  const { t } = useTranslation('search');
  const { screen } = useScreen();
  const desktop = screen !== 'mobile';
  const featured = useFeaturedRestaurants(desktop);
  if (!desktop || !featured.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <Carousel
        items={featured.data}
        title={t('featured.title')}
        itemKey={(venue) => venue.id}
        renderItem={(venue) => <VenueSlide venue={venue} />}
        labels={{
          role: t('featured.role'),
          slide: t('featured.slide'),
          slideOf: (number, total) => t('featured.slide_of', { number, total }),
          previous: t('featured.previous'),
          next: t('featured.next'),
          shown: (from, to, total) => t('featured.shown', { from, to, total }),
        }}
      />
    </Suspense>
  );
}

function VenueSlide({ venue }: { venue: RestaurantCard }) {
  const { t } = useTranslation('search');
  const { language } = useScreen();
  const place = placeLabel(venue.location);
  return (
    <article className="relative flex h-full items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-xs focus-within:ring-2 focus-within:ring-brand-600 hover:border-stone-300">
      <Thumbnail
        image={venue.images.logo}
        pixels={56}
        fallback={{ icon: Store }}
        className="size-14 rounded-full border border-stone-200"
      />
      <div className="flex min-w-0 flex-col">
        <h3 className="truncate font-bold text-stone-900">
          <Link
            to={paths.restaurantView(language, venue.id, venue.slug)}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {venue.name}
          </Link>
        </h3>
        {place ? <p className="truncate text-sm text-stone-700">{place}</p> : null}
        <p className="text-sm font-semibold text-brand-800">
          {t('featured.offers', { count: venue.offers })}
        </p>
      </div>
    </article>
  );
}
